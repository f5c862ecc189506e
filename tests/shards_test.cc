// tools/shards.sh: the shards of a count or a bound run under GNU Parallel,
// an interrupted shard is resumed, and the sum or the verdict checks that
// every shard is there. Skipped where GNU Parallel is not installed.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "test_support.h"

namespace movebal {
namespace {

testing::CommandResult RunShards(const std::string& binary, const std::string& dir, const std::string& args,
                                 const std::string& env = "") {
  const std::string base = dir + ".log";
  const std::string command = "cd " + testing::kSourceDir + " && " + env + " MOVEBAL=" + binary +
                              " JOBS=2 tools/shards.sh " +
                              dir + " " + args + " >" + base + ".out 2>" + base + ".err";
  const int raw = std::system(command.c_str());
  testing::CommandResult result;
  result.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  result.out = testing::ReadFile(base + ".out");
  result.err = testing::ReadFile(base + ".err");
  return result;
}

TEST(CountShards, ShardsSumToTheKnownCountAndAnInterruptedShardResumes) {
  if (std::system("command -v parallel >/dev/null 2>&1") != 0) GTEST_SKIP() << "GNU Parallel is not installed";
  const std::string dir = ::testing::TempDir() + "movebal_shards_" + std::to_string(getpid());
  std::filesystem::remove_all(dir);
  // Z_15 has 631 starters (OEIS A006204).
  auto run = RunShards(testing::kBinary, dir, "8 count starters --order 15");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "starters of Z_15: 631 (8 shards)\n");
  // Shard 3 interrupted: its result never renamed into place, a partial file left.
  const std::string shard3 = dir + "/shard-3-of-8.txt";
  std::filesystem::rename(shard3, shard3 + ".part");
  std::ofstream(shard3 + ".part", std::ios::app) << "cut";
  // A binary that fails leaves the shard missing, and the sum says so.
  run = RunShards("/bin/false", dir, "8 count starters --order 15");
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find("shards missing: 3"), std::string::npos) << run.err;
  // Running again finishes shard 3 only and gives the whole count.
  const auto before = std::filesystem::last_write_time(dir + "/shard-1-of-8.txt");
  run = RunShards(testing::kBinary, dir, "8 count starters --order 15");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "starters of Z_15: 631 (8 shards)\n");
  EXPECT_EQ(std::filesystem::last_write_time(dir + "/shard-1-of-8.txt"), before);
  std::filesystem::remove_all(dir);
}

// With checkpoints a shard is counted in pieces that are kept: an
// interruption inside a shard loses at most the piece being counted.
TEST(CountShards, CheckpointsResumeInsideAShard) {
  if (std::system("command -v parallel >/dev/null 2>&1") != 0) GTEST_SKIP() << "GNU Parallel is not installed";
  const std::string dir = ::testing::TempDir() + "movebal_pieces_" + std::to_string(getpid());
  std::filesystem::remove_all(dir);
  auto run = RunShards(testing::kBinary, dir, "2 count starters --order 15", "CHECKPOINTS=3");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "starters of Z_15: 631 (2 shards)\n");
  // Shard 1 (pieces 1, 3, 5 of 6) cut off while counting piece 5.
  std::filesystem::remove(dir + "/shard-1-of-2.txt");
  const std::string piece5 = dir + "/shard-1-of-2.piece-5-of-6.txt";
  std::filesystem::rename(piece5, piece5 + ".part");
  const auto before = std::filesystem::last_write_time(dir + "/shard-1-of-2.piece-1-of-6.txt");
  run = RunShards(testing::kBinary, dir, "2 count starters --order 15", "CHECKPOINTS=3");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "starters of Z_15: 631 (2 shards)\n");
  EXPECT_EQ(std::filesystem::last_write_time(dir + "/shard-1-of-2.piece-1-of-6.txt"), before);
  EXPECT_TRUE(std::filesystem::exists(piece5));
  std::filesystem::remove_all(dir);
}

// The parts of a bound put together: the best plan of all parts is the
// optimum the search finds unsplit (SS 600 for 12 pairs in 6 rounds, the
// published Scheveningen with one round switched), and "cannot be beaten"
// (the 7-table Mitchell with one round switched) needs every part.
TEST(BoundShards, TheBestPartIsTheOptimumAndEveryPartIsNeededForAProof) {
  if (std::system("command -v parallel >/dev/null 2>&1") != 0) GTEST_SKIP() << "GNU Parallel is not installed";
  const std::string dir = ::testing::TempDir() + "movebal_bound_shards_" + std::to_string(getpid());
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  auto run = RunShards(testing::kBinary, dir + "/plain", "4 bound movements/scheveningen-12.asc");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("can reach in part"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("Qf 84.00 (sum of squares 600, perfect 504)"), std::string::npos) << run.out;

  run = RunShards(testing::kBinary, dir + "/switched", "4 bound movements/mitchell-07t-switched.asc");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("this movement: Qf 92.00"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("it cannot be beaten (all 4 shards searched)"), std::string::npos) << run.out;
  // One part lost: no proof, and the missing part is named.
  std::filesystem::remove(dir + "/switched/shard-2-of-4.txt");
  run = RunShards("/bin/false", dir + "/switched", "4 bound movements/mitchell-07t-switched.asc");
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.err.find("shards missing: 2"), std::string::npos) << run.err;
  std::filesystem::remove_all(dir);
}

// The verdict reads the parts' files: the least sum of squares of those
// that found a plan is shown, and a folder of another command is refused.
TEST(BoundShards, ShowsTheLeastPlanAndRefusesAnotherCommandsFolder) {
  if (std::system("command -v parallel >/dev/null 2>&1") != 0) GTEST_SKIP() << "GNU Parallel is not installed";
  const std::string dir = ::testing::TempDir() + "movebal_bound_verdict_" + std::to_string(getpid());
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir + "/parts");
  const std::string args = "bound movements/scheveningen-12.asc";
  std::ofstream(dir + "/parts/command") << args << "\n";
  const auto plan = [](int i, int ss) {
    return "f.asc: header\nthis movement: Qf 46.67\nthe best a movement of this shape can reach in part " +
           std::to_string(i) + " of 3: Qf 1.00 (sum of squares " + std::to_string(ss) + ", perfect 504); plan " +
           std::to_string(i) + "\n";
  };
  std::ofstream(dir + "/parts/shard-1-of-3.txt") << plan(1, 608);
  std::ofstream(dir + "/parts/shard-2-of-3.txt") << plan(2, 600);
  std::ofstream(dir + "/parts/shard-3-of-3.txt")
      << "f.asc: header\nthis movement: Qf 46.67\nno movement of this shape in part 3 of 3 has a lower sum of squares\n";
  auto run = RunShards("/bin/false", dir + "/parts", "3 " + args);
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, plan(2, 600) + "(the least of all 3 shards: no movement of this shape has a lower sum of squares)\n");
  // A file that is no part's answer (here, part 1's, renamed) is not taken as one.
  std::filesystem::copy_file(dir + "/parts/shard-1-of-3.txt", dir + "/parts/shard-3-of-3.txt",
                             std::filesystem::copy_options::overwrite_existing);
  std::filesystem::remove(dir + "/parts/shard-2-of-3.txt");
  run = RunShards("/bin/false", dir + "/parts", "3 " + args);
  EXPECT_EQ(run.out, plan(1, 608));
  EXPECT_NE(run.err.find("shards missing: 2 3"), std::string::npos) << run.err;

  // One shard would print no part (it is the search in one piece): refused.
  run = RunShards(testing::kBinary, dir + "/one", "1 bound movements/mitchell-07t-switched.asc");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("give N >= 2"), std::string::npos) << run.err;

  run = RunShards("/bin/false", dir + "/parts", "3 bound movements/mitchell-07t-switched.asc");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("holds the shards of 'bound movements/scheveningen-12.asc'"), std::string::npos) << run.err;
  std::filesystem::remove_all(dir);
}

// N is checked before any shard starts: a whole number within what
// `--shard I/N` takes (else every shard would fail alike, or wrap around).
TEST(Shards, RefusesANumberOfShardsBeyondWhatTheSubtoolTakes) {
  if (std::system("command -v parallel >/dev/null 2>&1") != 0) GTEST_SKIP() << "GNU Parallel is not installed";
  const std::string dir = ::testing::TempDir() + "movebal_shards_n_" + std::to_string(getpid());
  std::filesystem::remove_all(dir);
  for (const std::string n : {"99999999999999999999", "1000001", "0", "00", "' 2'", "+2", "1e3"}) {
    auto run = RunShards(testing::kBinary, dir, n + " count starters --order 7");
    EXPECT_EQ(run.status, 2) << n;
    EXPECT_NE(run.err.find("N must be a whole number from 1 to 1000000"), std::string::npos) << n << ": " << run.err;
  }
  auto run = RunShards(testing::kBinary, dir, "1000000000 bound movements/scheveningen-12.asc");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("N must be a whole number from 1 to 1000000"), std::string::npos) << run.err;
  run = RunShards(testing::kBinary, dir, "600000 count starters --order 7", "CHECKPOINTS=2");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("more than the 1000000 that --shard takes"), std::string::npos) << run.err;
  EXPECT_FALSE(std::filesystem::exists(dir));  // refused before anything was made
  // The limit itself is taken, by the script and by the subtool alike.
  const auto last = testing::RunMovebal("count starters --order 7 --threads 1 --shard 1000000/1000000");
  EXPECT_EQ(last.status, 0) << last.err;
}

// A run stopped by a signal removes the .part files of the shards it cut
// off (they start afresh when run again) and ends with 130.
TEST(Shards, AnInterruptedRunLeavesNoPartFiles) {
  if (std::system("command -v parallel >/dev/null 2>&1") != 0) GTEST_SKIP() << "GNU Parallel is not installed";
  if (std::system("command -v setsid >/dev/null 2>&1") != 0) GTEST_SKIP() << "setsid is not installed";
  const std::string dir = ::testing::TempDir() + "movebal_shards_stop_" + std::to_string(getpid());
  std::filesystem::remove_all(dir);
  // Z_29 takes about a minute of a core: the signal comes while both shards
  // run (their .part files are there). The script leads a process group of
  // its own, which gets the signal as a terminal's would.
  const std::string script = "cd " + testing::kSourceDir + " && export MOVEBAL=" + testing::kBinary +
                             " JOBS=2 && { setsid tools/shards.sh " + dir + " 2 count starters --order 29 >" + dir +
                             ".out 2>" + dir + ".err & pid=$!; for i in $(seq 300); do ls " + dir +
                             "/*.part >/dev/null 2>&1 && break; sleep 0.1; done; sleep 0.3; kill -TERM -- -$pid; "
                             "wait $pid; echo $? >" + dir + ".status; }";
  ASSERT_EQ(std::system(("bash -c '" + script + "'").c_str()), 0);
  EXPECT_EQ(testing::ReadFile(dir + ".status"), "130\n") << testing::ReadFile(dir + ".err");
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    EXPECT_NE(entry.path().extension(), ".part") << entry.path();
  }
  std::filesystem::remove_all(dir);
  for (const char* log : {".out", ".err", ".status"}) std::filesystem::remove(dir + log);
}

}  // namespace
}  // namespace movebal
