// Runs the real binary: movebal generate carryover.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>

#include "test_support.h"

namespace movebal {
namespace {

using testing::RunMovebal;

TEST(GenerateCarryOverCommand, PrintsTheTableMeasuresAndGames) {
  const auto run = RunMovebal("generate carryover --players 3");
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("permutation score 16.2648411218 (proved optimal)"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("left-right asymmetry 0.111111111111 (proved optimal)"), std::string::npos);
  EXPECT_NE(run.out.find("  iii"), std::string::npos);
  EXPECT_NE(run.out.find("03 01 A:a\n"), std::string::npos);
  const auto games = RunMovebal("generate carryover --players 4 --games");
  ASSERT_EQ(games.status, 0);
  EXPECT_EQ(std::count(games.out.begin(), games.out.end(), '\n'), 16);
  EXPECT_EQ(RunMovebal("generate carryover").status, 2);
  EXPECT_EQ(RunMovebal("generate carryover --players 27").status, 2);
}

TEST(GenerateCarryOverCommand, AsAMovementIsAcceptedByCheck) {
  const std::string path = ::testing::TempDir() + "movebal_carryover.asc";
  std::remove(path.c_str());
  ASSERT_EQ(RunMovebal("generate carryover --players 5 --as-movement -o " + path).status, 0);
  const auto check = RunMovebal("check " + path);
  EXPECT_EQ(check.status, 0) << check.err;
  const auto movement = testing::MustParse(testing::ReadFile(path));
  EXPECT_EQ(movement.contestants, 10);
  std::remove(path.c_str());
  const auto six = RunMovebal("generate carryover --players 6 --as-movement");
  EXPECT_EQ(six.status, 1);
  EXPECT_NE(six.err.find("venue"), std::string::npos);
}

}  // namespace
}  // namespace movebal
