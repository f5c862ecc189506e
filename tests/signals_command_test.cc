// Signals and files as a shell meets them (issue 20, items 11, 12, 14, 15):
// GNU timeout's double delivery counts once, an inherited "ignore" holds, a
// kill -9 leaves no temporary file, a signal while blocked on a fifo is an
// interruption (130), and a closed pipe is the file layer's own failure (1).
#include <gtest/gtest.h>
#include <unistd.h>

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

}  // namespace
}  // namespace movebal
