// cards and export run the structure check first (docs/manual.md, cards):
// through the real binary, a movement that cannot be played is refused with
// exit 2 and its place in the file, unless --allow-unplayable is given.
#include <gtest/gtest.h>

#include <fstream>

#include "test_support.h"

namespace movebal {
namespace {

using testing::RunMovebal;

std::string WriteMovement(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + "unplayable_" + std::to_string(getpid()) + "_" + name;
  std::ofstream(path) << text;
  return path;
}

// The 3-table Mitchell with the group of round 3, table 1 changed from C to
// A: pair 1 (line 4, column 2) would replay group A of round 1.
const std::string kReplay = "6 3 3 3 0\n 1- 4 A  2- 5 B  3- 6 C\n 1- 6 B  2- 4 C  3- 5 A\n 1- 5 A  2- 6 A  3- 4 B\n";
// The same Mitchell under a header promising 8 pairs.
const std::string kEightPairs = "8 3 3 3 0\n1- 4 A  2- 5 B  3- 6 C\n1- 6 B  2- 4 C  3- 5 A\n1- 5 C  2- 6 A  3- 4 B\n";
// Pair 1 twice in round 1 (line 2).
const std::string kTwice = "6 3 3 3 0\n1- 4 A  1- 5 B  3- 6 C\n1- 6 B  2- 4 C  3- 5 A\n1- 5 C  2- 6 A  3- 4 B\n";

TEST(Unplayable, CardsAndExportRefuseAReplayedGroup) {
  const std::string file = WriteMovement("replay.asc", kReplay);
  for (const std::string command : {"cards", "export"}) {
    const auto refused = RunMovebal(command + " " + file + " --boards 3");
    EXPECT_EQ(refused.status, 2) << command;
    EXPECT_EQ(refused.out, "") << command;
    EXPECT_EQ(refused.err, "movebal " + command + ": " + file +
                               ":4:2: pair 1 plays board group A again (first in round 1): the movement cannot "
                               "be played as written (--allow-unplayable prints it anyway)\n")
        << command;
    const auto allowed = RunMovebal(command + " " + file + " --boards 3 --allow-unplayable");
    EXPECT_EQ(allowed.status, 0) << command << allowed.err;
    EXPECT_NE(allowed.out, "") << command;
  }
}

TEST(Unplayable, HeaderPromisingPairsWhoNeverPlay) {
  const std::string file = WriteMovement("eight.asc", kEightPairs);
  for (const std::string command : {"cards", "export"}) {
    const auto refused = RunMovebal(command + " " + file + " --boards 3");
    EXPECT_EQ(refused.status, 2) << command;
    EXPECT_NE(refused.err.find(file + ":1:1: the header says 8 pairs, but pairs 7 8 never play"), std::string::npos)
        << refused.err;
  }
}

TEST(Unplayable, PairTwiceInARound) {
  const std::string file = WriteMovement("twice.asc", kTwice);
  for (const std::string command : {"cards", "export"}) {
    const auto refused = RunMovebal(command + " " + file + " --boards 3 --allow-unplayable");
    EXPECT_EQ(refused.status, 2) << command;  // no option prints a pair at two tables at once
    EXPECT_NE(refused.err.find(file + ":2:"), std::string::npos) << refused.err;
    EXPECT_NE(refused.err.find("pair 1 plays twice in round 1"), std::string::npos) << refused.err;
  }
}

TEST(Unplayable, ManyBoardsPerRoundWarns) {
  const std::string file = testing::kSourceDir + "/movements/mitchell-03t.asc";
  for (const std::string command : {"cards", "export"}) {
    const auto many = RunMovebal(command + " " + file + " --boards 9");
    EXPECT_EQ(many.status, 0) << command;
    EXPECT_EQ(many.err, "movebal " + command +
                            ": warning: --boards 9 is more than the 8 boards a round takes in a club session\n");
    const auto eight = RunMovebal(command + " " + file + " --boards 8");
    EXPECT_EQ(eight.status, 0) << command;
    EXPECT_EQ(eight.err, "") << command;
  }
}

}  // namespace
}  // namespace movebal
