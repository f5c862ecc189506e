#include "base/file_io.h"

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <thread>

#include "base/stop_signals.h"
#include "test_support.h"

namespace movebal {
namespace {

namespace fs = std::filesystem;

// A fresh folder per test and process, removed afterwards.
class FileIoTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(::testing::TempDir()) /
           fmt::format("file_io_{}_{}", getpid(), ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string Path(const std::string& name) const { return (dir_ / name).string(); }
  int EntriesInFolder() const {
    return static_cast<int>(std::distance(fs::directory_iterator(dir_), fs::directory_iterator()));
  }
  fs::path dir_;
};

TEST_F(FileIoTest, RefusesToOverwriteUnlessAskedAndLeavesNoTemporary) {
  const std::string path = Path("out.asc");
  ASSERT_TRUE(WriteFileAtomically(path, "first\n", Existing::kRefuse, false).ok());
  auto refused = WriteFileAtomically(path, "second\n", Existing::kRefuse, false);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().kind, ErrorKind::kInput);
  EXPECT_NE(refused.error().message.find("--force"), std::string::npos);
  EXPECT_EQ(testing::ReadFile(path), "first\n");
  ASSERT_TRUE(WriteFileAtomically(path, "second\n", Existing::kRefuse, true).ok());
  ASSERT_TRUE(WriteFileAtomically(path, "third\n", Existing::kReplace, false).ok());
  EXPECT_EQ(testing::ReadFile(path), "third\n");
  EXPECT_EQ(EntriesInFolder(), 1);  // no temporary file beside it
}

TEST_F(FileIoTest, ReadOnlyTargetsAreRefusedUnlessForcedAndKeepTheirPermissions) {
  const std::string path = Path("kept.asc");
  ASSERT_TRUE(WriteFileAtomically(path, "mine\n", Existing::kRefuse, false).ok());
  ASSERT_EQ(::chmod(path.c_str(), 0444), 0);
  auto refused = WriteFileAtomically(path, "theirs\n", Existing::kReplace, false);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().message.find("read-only"), std::string::npos);
  EXPECT_EQ(testing::ReadFile(path), "mine\n");
  ASSERT_TRUE(WriteFileAtomically(path, "forced\n", Existing::kReplace, true).ok());
  EXPECT_EQ(testing::ReadFile(path), "forced\n");
  EXPECT_EQ(fs::status(path).permissions() & fs::perms::all, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
  // An ordinary file keeps an unusual mode too.
  const std::string exec = Path("mode.asc");
  ASSERT_TRUE(WriteFileAtomically(exec, "a\n", Existing::kRefuse, false).ok());
  ASSERT_EQ(::chmod(exec.c_str(), 0640), 0);
  ASSERT_TRUE(WriteFileAtomically(exec, "b\n", Existing::kReplace, false).ok());
  struct stat st {};
  ASSERT_EQ(::stat(exec.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0640u);
}

TEST_F(FileIoTest, TheLongestValidNameCanBeWritten) {
  const std::string path = Path(std::string(254, 'x') + ".a").substr(0, Path("").size() + 255);
  ASSERT_EQ(fs::path(path).filename().string().size(), 255u);
  ASSERT_TRUE(WriteFileAtomically(path, "long\n", Existing::kRefuse, false).ok());
  EXPECT_EQ(testing::ReadFile(path), "long\n");
}

TEST_F(FileIoTest, TheTargetIsCheckedBeforeAnyWorkAndADiscardedOutputLeavesNothing) {
  auto missing = OutputFile::Open(Path("no/such/folder/x.asc"), Existing::kRefuse, false);
  ASSERT_FALSE(missing.ok());
  EXPECT_NE(missing.error().ToString().find("x.asc"), std::string::npos);
  EXPECT_FALSE(OutputFile::Open(dir_.string(), Existing::kReplace, true).ok());  // a folder
  {
    auto opened = OutputFile::Open(Path("never.asc"), Existing::kRefuse, false);
    ASSERT_TRUE(opened.ok());
    // No temporary file until the result is written: a run killed during its
    // work (kill -9) leaves nothing behind.
    EXPECT_EQ(EntriesInFolder(), 0);
  }
  EXPECT_EQ(EntriesInFolder(), 0);
}

TEST_F(FileIoTest, SymbolicLinksThatLeadNowhereAreRefusedAtOnce) {
  fs::create_symlink(Path("missing.asc"), Path("dangling.asc"));
  auto dangling = OutputFile::Open(Path("dangling.asc"), Existing::kReplace, true);
  ASSERT_FALSE(dangling.ok());
  EXPECT_NE(dangling.error().message.find("symbolic link to a file that does not exist"), std::string::npos)
      << dangling.error().ToString();
  EXPECT_TRUE(fs::is_symlink(Path("dangling.asc")));  // the link is left as it was
  fs::create_symlink(Path("loop-b"), Path("loop-a"));
  fs::create_symlink(Path("loop-a"), Path("loop-b"));
  auto loop = OutputFile::Open(Path("loop-a"), Existing::kReplace, true);
  ASSERT_FALSE(loop.ok());
  EXPECT_NE(loop.error().message.find("loop of symbolic links"), std::string::npos) << loop.error().ToString();
  // A link to a file writes that file and keeps the link.
  ASSERT_TRUE(WriteFileAtomically(Path("real.asc"), "old\n", Existing::kRefuse, false).ok());
  fs::create_symlink(Path("real.asc"), Path("link.asc"));
  ASSERT_TRUE(WriteFileAtomically(Path("link.asc"), "new\n", Existing::kReplace, false).ok());
  EXPECT_TRUE(fs::is_symlink(Path("link.asc")));
  EXPECT_EQ(testing::ReadFile(Path("real.asc")), "new\n");
}

TEST_F(FileIoTest, AFullDiskIsAFailureAndLeavesTheTargetAlone) {
  if (!fs::exists("/dev/full")) GTEST_SKIP() << "no /dev/full";
  auto written = WriteFileAtomically("/dev/full", "x", Existing::kRefuse, false);
  ASSERT_FALSE(written.ok());
  EXPECT_EQ(written.error().kind, ErrorKind::kFailed);
  EXPECT_EQ(ExitCode(written.error().kind), 1);
}

TEST_F(FileIoTest, WritesIntoPipesAndThroughLinks) {
  const std::string pipe = Path("fifo");
  ASSERT_EQ(mkfifo(pipe.c_str(), 0600), 0);
  std::string received;
  std::thread reader([&] { received = testing::ReadFile(pipe); });
  EXPECT_TRUE(WriteFileAtomically(pipe, "through the pipe\n", Existing::kRefuse, false).ok());
  reader.join();
  EXPECT_EQ(received, "through the pipe\n");
  EXPECT_TRUE(fs::is_fifo(fs::symlink_status(pipe)));
  const std::string file = Path("target.asc"), link = Path("link.asc");
  ASSERT_TRUE(WriteFileAtomically(file, "old\n", Existing::kRefuse, false).ok());
  fs::create_symlink(file, link);
  ASSERT_TRUE(WriteFileAtomically(link, "new\n", Existing::kReplace, false).ok());
  EXPECT_TRUE(fs::is_symlink(fs::symlink_status(link)));
  EXPECT_EQ(testing::ReadFile(file), "new\n");
}

TEST_F(FileIoTest, ReadingIsBounded) {
  const std::string path = Path("big.asc");
  std::ofstream(path) << std::string(5000, 'x');
  auto whole = ReadFileBounded(path, 5000);
  ASSERT_TRUE(whole.ok());
  EXPECT_EQ(whole->size(), 5000u);
  auto refused = ReadFileBounded(path, 4999);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().ToString().find("big.asc: is larger than"), std::string::npos);
  if (fs::exists("/dev/zero")) {
    EXPECT_FALSE(ReadFileBounded("/dev/zero", 1 << 20).ok());
  }
  EXPECT_FALSE(ReadFileBounded(dir_.string()).ok());
  EXPECT_FALSE(ReadFileBounded(Path("absent.asc")).ok());
}

// A replaced file is swapped whole: a reader that had the old one open still
// reads all of it, the name gives all of the new one, and nothing else is
// left in the folder.
TEST_F(FileIoTest, AnExistingFileIsReplacedAtomically) {
  const std::string path = Path("swap.asc");
  const std::string old_text(1 << 20, 'o'), new_text(2 << 20, 'n');
  ASSERT_TRUE(WriteFileAtomically(path, old_text, Existing::kRefuse, false).ok());
  ASSERT_EQ(::chmod(path.c_str(), 0640), 0);
  std::ifstream reader(path, std::ios::binary);
  ASSERT_TRUE(WriteFileAtomically(path, new_text, Existing::kReplace, false).ok());
  std::string seen((std::istreambuf_iterator<char>(reader)), std::istreambuf_iterator<char>());
  EXPECT_EQ(seen, old_text);
  EXPECT_EQ(testing::ReadFile(path), new_text);
  struct stat st {};
  ASSERT_EQ(::stat(path.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0640u);
  EXPECT_EQ(EntriesInFolder(), 1);
}

int TemporariesIn(const fs::path& dir) {
  int n = 0;
  for (const auto& entry : fs::directory_iterator(dir)) n += entry.path().filename().string().rfind(".movebal-", 0) == 0;
  return n;
}

// A pid that no process has: a child's, once it has ended and been reaped.
pid_t EndedPid() {
  const pid_t child = fork();
  if (child == 0) _exit(0);
  waitpid(child, nullptr, 0);
  return child;
}

// A temporary file of a writer that is gone is removed by the next write
// into the folder; one of a running process, or not of our pattern, stays.
TEST_F(FileIoTest, AStaleTemporaryOfAGoneWriterIsRemoved) {
  const std::string stale = Path(fmt::format(".movebal-{}-aB3dE9", EndedPid()));
  const std::string live = Path(fmt::format(".movebal-{}-aB3dE9", getppid()));
  const std::string other = Path(".movebal-notapid");
  for (const std::string& file : {stale, live, other}) std::ofstream(file) << "x";
  ASSERT_TRUE(WriteFileAtomically(Path("out.asc"), "new\n", Existing::kRefuse, false).ok());
  EXPECT_FALSE(fs::exists(stale));
  EXPECT_TRUE(fs::exists(live));
  EXPECT_TRUE(fs::exists(other));
}

// kill -9 in the middle of a large write leaves no temporary file: it has no
// name while it is written (O_TMPFILE); where the file system cannot do
// that, the one left is removed by the next write into the folder.
TEST_F(FileIoTest, KillNineDuringAWriteLeavesNoTemporaryFile) {
  const int probe = ::open(dir_.c_str(), O_TMPFILE | O_WRONLY, 0600);
  const bool unnamed = probe >= 0;
  if (probe >= 0) ::close(probe);
  const std::string content(64 << 20, 'x');
  for (int run = 0; run < 5; ++run) {
    int ready[2];
    ASSERT_EQ(::pipe(ready), 0);
    const pid_t child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      ::close(ready[0]);
      (void)::write(ready[1], "r", 1);
      (void)WriteFileAtomically(Path("big.asc"), content, Existing::kReplace, true);
      _exit(0);
    }
    ::close(ready[1]);
    char byte = 0;
    ASSERT_EQ(::read(ready[0], &byte, 1), 1);
    ::close(ready[0]);
    std::this_thread::sleep_for(std::chrono::milliseconds(2 + 7 * run));
    ::kill(child, SIGKILL);
    ASSERT_EQ(waitpid(child, nullptr, 0), child);
    if (!unnamed) {
      ASSERT_TRUE(WriteFileAtomically(Path("next.asc"), "next\n", Existing::kReplace, true).ok());
    }
    EXPECT_EQ(TemporariesIn(dir_), 0) << "run " << run;
    // Whatever the name holds is a whole file, the old one or the new one.
    if (fs::exists(Path("big.asc"))) {
      EXPECT_EQ(fs::file_size(Path("big.asc")), content.size());
    }
  }
}

TEST(StopSignals, ASignalSetsTheFlagAndTheHandlersAreRestored) {
  {
    const StopOnSignals stop;
    EXPECT_FALSE(StopRequested());
    for (int signal : {SIGINT, SIGTERM, SIGHUP}) {
      ClearStop();
      ASSERT_EQ(std::raise(signal), 0);  // would end the test program without the handler
      EXPECT_TRUE(StopRequested());
    }
  }
  struct sigaction now {};
  ASSERT_EQ(sigaction(SIGTERM, nullptr, &now), 0);
  EXPECT_EQ(now.sa_handler, SIG_DFL);
  ClearStop();
}

}  // namespace
}  // namespace movebal
