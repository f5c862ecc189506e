// Limits a run keeps and requests refused before the work: a move budget
// repeats itself, bound stops at -T or --moves with what it proved, and a
// session whose folder cannot be written is refused before its design.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>

#include "test_support.h"

namespace movebal {
namespace {

namespace fs = std::filesystem;
using testing::kSourceDir;
using testing::RunMovebal;

// -s without -T gives the searches a move budget too: two runs agree
// byte for byte (before, a 20 s default applied and they differed).
TEST(MoveBudget, GenerateBestWithIterationsAloneRepeatsItself) {
  const std::string a = testing::TempPath("best_a.asc"), b = testing::TempPath("best_b.asc");
  for (const std::string& out : {a, b}) {
    fs::remove(out);
    ASSERT_EQ(RunMovebal("generate best -q --seed 3 --threads 2 -s 20000 --pairs 10 --rounds 9 -o " + out).status, 0);
  }
  EXPECT_EQ(testing::ReadFile(a), testing::ReadFile(b));
  EXPECT_NE(testing::ReadFile(a).find("--iterations 20000"), std::string::npos);
  EXPECT_EQ(testing::ReadFile(a).find("--time"), std::string::npos);
  fs::remove(a);
  fs::remove(b);
}

const std::string kSchev7 = kSourceDir + "/movements/scheveningen-16p-07r.asc";

// --moves counts parts: the same parts finish at one thread and at two, and
// the run says what it proved (nothing) and how far it got.
TEST(BoundLimits, MovesStopAtTheSamePartsAtAnyThreads) {
  const testing::CommandResult one = RunMovebal("bound --moves 3 --threads 1 " + kSchev7);
  const testing::CommandResult two = RunMovebal("bound --moves 3 --threads 2 " + kSchev7);
  EXPECT_EQ(one.status, 1);
  EXPECT_EQ(one.out, two.out);
  EXPECT_NE(one.out.find("stopped before the end: no conclusion"), std::string::npos) << one.out;
  EXPECT_NE(one.out.find("3 of its "), std::string::npos) << one.out;
  EXPECT_NE(one.out.find("parts to the end (1-3)"), std::string::npos) << one.out;
  EXPECT_NE(one.err.find("stopped at its limit"), std::string::npos) << one.err;
}

// A time limit that ends the first limits searched keeps what they proved:
// the perfect sum of squares (1304) is out of reach, so a level that ran to
// the end proves something above it.
TEST(BoundLimits, TimeKeepsWhatTheFinishedLimitsProved) {
  const testing::CommandResult r = RunMovebal("bound -T 1.5 --threads 2 " + kSchev7);
  EXPECT_EQ(r.status, 1);
  const auto at = r.out.find("has a sum of squares of ");
  ASSERT_NE(at, std::string::npos) << r.out;
  const long proved = std::stol(r.out.substr(at + 24));
  EXPECT_GE(proved, 1304);
  EXPECT_LT(proved, 1656);  // the file's own sum: not proved optimal
}

// Where the searches find nothing because pairs meet more than once, the
// message names the sessions that do fit, and they do.
TEST(NothingFits, PairsMeetingMoreThanOnceAreToldOfSessions) {
  const std::string budget = " --moves 20000 -s 2000 --threads 1 -q -o ";
  const std::string out = testing::TempPath("sessions_hint.asc");
  fs::remove(out);
  const testing::CommandResult plain = RunMovebal("generate best --pairs 7 --rounds 63" + budget + out);
  EXPECT_EQ(plain.status, 1);
  EXPECT_NE(plain.err.find("try generate best --sessions 7,7,7,7,7,7,7,7,7"), std::string::npos) << plain.err;
  EXPECT_EQ(RunMovebal("generate best --pairs 7 --rounds 63 --sessions 7,7,7,7,7,7,7,7,7" + budget + out).status, 0);
  EXPECT_TRUE(fs::exists(out));
  fs::remove(out);
}

// Seconds a command takes.
double Seconds(const std::string& args, testing::CommandResult* result) {
  const auto start = std::chrono::steady_clock::now();
  *result = RunMovebal(args);
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Every folder that cannot take the files is refused at once, exit 2, not
// after a design of -T seconds (before: after the design).
TEST(SessionFolder, AnUnwritableTargetIsRefusedBeforeTheDesign) {
  const std::string dir = testing::TempPath("session_targets");
  fs::remove_all(dir);
  fs::create_directories(dir + "/full");
  std::fclose(std::fopen((dir + "/full/x").c_str(), "w"));
  std::fclose(std::fopen((dir + "/file").c_str(), "w"));
  fs::create_symlink(dir + "/nowhere/at/all", dir + "/dangling");
  const std::string too_long(300, 'a');
  const std::pair<std::string, std::string> cases[] = {
      {dir + "/file", "exists and is not a folder"},
      {dir + "/full", "has files in it"},
      {"/dev/null", "exists and is not a folder"},
      {"/dev/full", "exists and is not a folder"},
      {"''", "names no folder"},
      {dir + "/" + too_long, "too long"},
      {dir + "/dangling", "points nowhere"},
      {dir + "/file/below", "is not a folder"},
  };
  for (const auto& [target, said] : cases) {
    testing::CommandResult r;
    const double seconds = Seconds("session --pairs 16 --rounds 15 --boards 2 -T 60 -o " + target, &r);
    EXPECT_EQ(r.status, 2) << target;
    EXPECT_NE(r.err.find(said), std::string::npos) << target << ": " << r.err;
    EXPECT_LT(seconds, 30) << target;  // -T 60: the design never ran
  }
  fs::remove_all(dir);
}

}  // namespace
}  // namespace movebal
