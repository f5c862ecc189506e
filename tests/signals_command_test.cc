// Signals and files as a shell meets them (issue 20, items 11, 12, 14, 15):
// GNU timeout's double delivery counts once, an inherited "ignore" holds, a
// kill -9 leaves no temporary file, a signal while blocked on a fifo is an
// interruption (130), and a closed pipe is the file layer's own failure (1).
#include <gtest/gtest.h>
#include <unistd.h>

#include <cctype>
#include <filesystem>

#include "test_support.h"

namespace movebal {
namespace {

namespace fs = std::filesystem;
using testing::kBinary;
using testing::kSourceDir;

const std::string kMovement = kSourceDir + "/movements/mitchell-15t.asc";

// A fresh folder for one test's files.
std::string Folder(const std::string& name) {
  const std::string dir = ::testing::TempDir() + "signals_" + std::to_string(getpid()) + "_" + name;
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

// Runs a bash script and returns what it echoed last: the status it reports.
std::string Bash(const std::string& script) {
  const std::string file = ::testing::TempDir() + "signals_script_" + std::to_string(getpid()) + ".sh";
  std::FILE* out = std::fopen(file.c_str(), "w");
  std::fputs(script.c_str(), out);
  std::fclose(out);
  std::string result;
  std::FILE* pipe = ::popen(("bash " + file + " 2>/dev/null").c_str(), "r");
  char buffer[256];
  while (std::fgets(buffer, sizeof buffer, pipe) != nullptr) result = buffer;
  ::pclose(pipe);
  std::remove(file.c_str());
  while (!result.empty() && result.back() == '\n') result.pop_back();
  return result;
}

int TemporaryFiles(const std::string& dir) {
  int n = 0;
  for (const auto& entry : fs::directory_iterator(dir)) n += entry.path().filename().string().rfind(".movebal-", 0) == 0;
  return n;
}

TEST(Signals, TwoCopiesOfOneSignalStopOnceAndTheResultIsWritten) {
  const std::string dir = Folder("twice");
  const std::string status = Bash(kBinary + " optimise -q -T 30 -o " + dir + "/out.asc " + kMovement +
                                  " & pid=$!\nsleep 0.5\nkill -TERM $pid; kill -TERM $pid\nwait $pid\necho $?\n");
  EXPECT_EQ(status, "130");  // stopped once, as asked; not killed by the second copy (143)
  EXPECT_TRUE(fs::exists(dir + "/out.asc"));
  EXPECT_EQ(TemporaryFiles(dir), 0);
  fs::remove_all(dir);
}

TEST(Signals, AnInheritedIgnoreIsRespected) {
  const std::string dir = Folder("nohup");
  // As under nohup: SIGHUP ignored by the parent stays ignored.
  const std::string status = Bash("trap '' HUP\n" + kBinary + " optimise -q -T 1.5 -o " + dir + "/out.asc " + kMovement +
                                  " & pid=$!\nsleep 0.5\nkill -HUP $pid\nwait $pid\necho $?\n");
  EXPECT_EQ(status, "0");  // ran its full time
  EXPECT_TRUE(fs::exists(dir + "/out.asc"));
  fs::remove_all(dir);
}

TEST(Signals, KillNineDuringTheSearchLeavesNoTemporaryFile) {
  const std::string dir = Folder("kill9");
  const std::string status = Bash(kBinary + " optimise -q -T 30 -o " + dir + "/out.asc " + kMovement +
                                  " & pid=$!\nsleep 0.5\nkill -KILL $pid\nwait $pid\necho $?\n");
  EXPECT_EQ(status, "137");
  EXPECT_EQ(TemporaryFiles(dir), 0);
  EXPECT_FALSE(fs::exists(dir + "/out.asc"));
  fs::remove_all(dir);
}

TEST(Signals, ASignalWhileBlockedOnAFifoIsAnInterruption) {
  const std::string dir = Folder("fifo");
  // SIGTERM: a background job of a script inherits SIGINT ignored, and that
  // is respected. The kill -9 bounds the test should the open never return.
  const std::string status =
      Bash("mkfifo " + dir + "/in.asc\n" + kBinary + " optimise -q " + dir + "/in.asc 2>" + dir +
           "/err & pid=$!\nsleep 0.5\nkill -TERM $pid\n(sleep 5; kill -KILL $pid) >/dev/null 2>&1 & guard=$!\nwait $pid\n"
           "status=$?\nkill $guard 2>/dev/null\necho $status\n");
  EXPECT_EQ(status, "130");
  const std::string err = testing::ReadFile(dir + "/err");
  EXPECT_EQ(err.find("Interrupted system call"), std::string::npos) << err;
  fs::remove_all(dir);
}

TEST(Signals, AClosedPipeIsAFailedWriteNotSigpipe) {
  const std::string status =
      Bash(kBinary + " list starters --order 19 | head -1 >/dev/null\necho ${PIPESTATUS[0]}\n");
  EXPECT_EQ(status, "1");  // not 141 (killed by SIGPIPE)
}


// Every search stops on a signal and says what it has (item 13): exit 130,
// the best so far written when there is one, else no file (nor temporary).
struct StoppedRun {
  std::string args;     // after the binary; "OUT" is replaced by the output path
  bool writes;          // a result exists from the start, so it is written
  std::string said;     // on standard error
  bool job_control = false;  // SIGINT through `set -m` (a script's jobs otherwise ignore it)
};

class SearchesStop : public ::testing::TestWithParam<StoppedRun> {};

TEST_P(SearchesStop, OnASignalWithExit130) {
  const StoppedRun& r = GetParam();
  const std::string dir = Folder("search");
  std::string args = r.args;
  if (const auto at = args.find("OUT"); at != std::string::npos) args.replace(at, 3, dir + "/out.txt");
  const std::string signal = r.job_control ? "INT" : "TERM";
  // The kill -9 bounds the test should the search not stop.
  const std::string status =
      Bash(std::string(r.job_control ? "set -m\n" : "") + kBinary + " " + args + " >" + dir + "/stdout 2>" + dir +
           "/err & pid=$!\nsleep 0.7\nkill -" + signal + " $pid\n(sleep 20; kill -KILL $pid) >/dev/null 2>&1 & guard=$!\n"
           "wait $pid\nstatus=$?\nkill $guard 2>/dev/null\necho $status\n");
  EXPECT_EQ(status, "130") << r.args;
  const std::string err = testing::ReadFile(dir + "/err");
  EXPECT_NE(err.find(r.said), std::string::npos) << r.args << "\n" << err;
  EXPECT_EQ(fs::exists(dir + "/out.txt"), r.writes) << r.args;
  EXPECT_EQ(TemporaryFiles(dir), 0) << r.args;
  fs::remove_all(dir);
}

INSTANTIATE_TEST_SUITE_P(
    Signals, SearchesStop,
    ::testing::Values(
        StoppedRun{"generate crrs --teams 40 --search-steps 100000000000 -o OUT", true, "best found so far is written"},
        StoppedRun{"generate crrs --teams 40 --search-steps 100000000000 -o OUT", true, "best found so far is written",
                   true},
        StoppedRun{"generate carryover --players 26 --steps 1000000000 -o OUT", true, "best found so far is written"},
        StoppedRun{"generate ogwhd --players 43 --nodes 10000000000000 -o OUT", false, "interrupted: the direct search"},
        StoppedRun{"generate whist --players 64 --random -T 1000 -o OUT", false, "interrupted: the random search"},
        StoppedRun{"count starters --order 31 --threads 1", false, "interrupted; the count was not finished"},
        StoppedRun{"count whist --players 28 --threads 1", false, "interrupted; the count was not finished"},
        StoppedRun{"list whist --players 28 --format rounds", false, "interrupted; the list above is incomplete"},
        StoppedRun{"list ogwhd --bound 1000 --first 1000", false, "interrupted; the list above is incomplete"}),
    [](const ::testing::TestParamInfo<StoppedRun>& info) {
      std::string name;  // the subtool and kind, then the place in the list
      for (char c : info.param.args.substr(0, info.param.args.find(" -"))) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
      return name + "_" + std::to_string(info.index);
    });

TEST(Signals, AnInterruptedCountPrintsNoPartialCount) {
  const std::string dir = Folder("count");
  Bash(kBinary + " count starters --order 31 --threads 1 >" + dir + "/stdout 2>/dev/null & pid=$!\nsleep 0.5\n"
       "kill -TERM $pid\nwait $pid\n");
  EXPECT_EQ(testing::ReadFile(dir + "/stdout"), "");
  fs::remove_all(dir);
}

TEST(Signals, TheCrrsWrittenOnASignalIsVerified) {
  const std::string dir = Folder("crrs");
  const std::string status = Bash(kBinary + " generate crrs --teams 40 --search-steps 100000000000 -o " + dir +
                                  "/out.asc & pid=$!\nsleep 0.5\nkill -TERM $pid\nwait $pid\n" + kBinary +
                                  " verify crrs " + dir + "/out.asc >/dev/null\necho $?\n");
  EXPECT_EQ(status, "0");
  fs::remove_all(dir);
}

// A session stopped while it designs writes nothing: no folder of half the
// evening's files.
TEST(Signals, StoppedSessionWritesNothing) {
  const std::string dir = Folder("session");
  const std::string status = Bash(kBinary + " session --pairs 12 --rounds 7 --boards 3 -T 30 --threads 1 -o " + dir +
                                  "/evening & pid=$!\nsleep 0.5\nkill -TERM $pid\nwait $pid\necho $?\n");
  EXPECT_EQ(status, "130");
  EXPECT_FALSE(fs::exists(dir + "/evening"));
  EXPECT_EQ(TemporaryFiles(dir), 0);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace movebal
