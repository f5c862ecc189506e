// `check` through the real binary: the Walking block and its JSON, and the
// strong-pair model with an absent pair, against values worked out by hand.
#include <gtest/gtest.h>

#include "movement/json_value.h"
#include "test_support.h"

namespace movebal {
namespace {

using testing::kSourceDir;
using testing::RunMovebal;

// The complete Mitchell for 7 tables: 6 round changes x 7 groups = 42 board
// moves of one table; 14 pairs x 6 = 84 pair moves (NS 0, EW 1); NS 1-7 stay.
TEST(CheckWalking, MitchellBlock) {
  const auto result = RunMovebal("check " + kSourceDir + "/movements/mitchell-07t.asc");
  ASSERT_EQ(result.status, 0) << result.err;
  EXPECT_NE(result.out.find("\nWalking (tables in a ring, table 1 next to the last):\n"
                            "  boards:        42 moves, longest 1 table, none longer than one table\n"
                            "  pairs:         84 moves, longest 1 table, none longer than one table\n"
                            "  stationary:    1 2 3 4 5 6 7\n"
                            "  empty tables:  none\n"
                            "  board copies:  one set of each group\n"),
            std::string::npos)
      << result.out;
}

// With NS pair 1 absent from the 3-table Mitchell table 1 stands empty every
// round; group r rests there in round r, so one group moves per round change
// (2 moves), and the group resting in round 2 goes on over table 1 (3); EW
// pairs 4, 5, 6 sit out in rounds 1, 3, 2: pairs 4 and 5 make one move each,
// pair 6 one over its round out; NS 2, 3: 2 moves each. 7 pair moves.
TEST(CheckWalking, AbsentPairJson) {
  const auto result = RunMovebal("check --json --absent 1 " + kSourceDir + "/movements/mitchell-03t.asc");
  ASSERT_EQ(result.status, 0) << result.err;
  auto json = ParseJson(result.out, "stdout");
  ASSERT_TRUE(json.ok()) << result.out;
  const JsonValue* walking = json->Find("walking");
  ASSERT_NE(walking, nullptr) << result.out;
  const auto number = [&](const char* key) {
    const JsonValue* v = walking->Find(key);
    return v ? std::stoi(v->text) : -1;
  };
  EXPECT_EQ(number("board_moves"), 3);
  EXPECT_EQ(number("longest_board_move"), 1);
  EXPECT_EQ(number("pair_moves"), 7);
  EXPECT_EQ(number("pair_moves_over_one"), 0);
  EXPECT_EQ(number("most_copies"), 1);
  EXPECT_NE(result.out.find("\"stationary\": [2, 3], \"empty_tables\": \"fixed\", \"empty\": [[1], [1], [1]]"),
            std::string::npos)
      << result.out;
}

// Pair 1 strong, pair 6 absent, 3-table Mitchell (tests/strong_pair_test.cc
// works the matchpoints out): 4 of 4, 1 of 4, 1 of 4, 3 of 6, 3 of 6.
TEST(CheckWalking, StrongPairWithAbsentPair) {
  const std::string file = kSourceDir + "/movements/mitchell-03t.asc";
  const auto result = RunMovebal("check --strong-pair 1 --absent 6 " + file);
  ASSERT_EQ(result.status, 0) << result.err;
  EXPECT_NE(result.out.find("  pair   1  100.00 %   (4 of 4)\n"
                            "  pair   2   25.00 %   (1 of 4)\n"
                            "  pair   3   25.00 %   (1 of 4)\n"
                            "  pair   4   50.00 %   (3 of 6)\n"
                            "  pair   5   50.00 %   (3 of 6)\n"
                            "  pair   6  plays no board (absent)\n"),
            std::string::npos)
      << result.out;
  const auto json = RunMovebal("check --json --strong-pair 1 --absent 6 " + file);
  EXPECT_NE(json.out.find("\"strong_pair_percent\": [100, 25, 25, 50, 50, null]"), std::string::npos) << json.out;
  const auto absent_strong = RunMovebal("check --strong-pair 6 --absent 6 " + file);
  EXPECT_EQ(absent_strong.status, 2);
  EXPECT_NE(absent_strong.err.find("pair 6 is absent"), std::string::npos) << absent_strong.err;
  const auto twice = RunMovebal("check --strong-pair 1,1 " + file);
  EXPECT_EQ(twice.status, 2);
  EXPECT_NE(twice.err.find("repeats the item '1'"), std::string::npos) << twice.err;
}

}  // namespace
}  // namespace movebal
