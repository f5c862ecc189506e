// The room layout against the walking figures of scoring/walking.h (its
// cost is a second count of the same moves) and the properties that make it
// safe: the balance never changes, pinned pairs and rounds stay, and a
// Mitchell whose tables were shuffled round by round walks again.
#include "design/room_layout.h"

#include <gtest/gtest.h>

#include <filesystem>

#include "scoring/balance.h"
#include "search/random.h"
#include "test_support.h"

namespace movebal {
namespace {

using testing::MustParse;

// The tables of every round from `first` on in a random order.
Movement Shuffled(Movement m, std::uint64_t seed, int first = 0) {
  Random rng(seed);
  for (int r = first; r < m.rounds; ++r) {
    rng.Shuffle(m.cells.begin() + static_cast<std::ptrdiff_t>(m.Index(r, 0)),
                m.cells.begin() + static_cast<std::ptrdiff_t>(m.Index(r, 0)) + m.tables);
  }
  return m;
}

void ExpectSameCost(const Movement& m, const std::string& what) {
  const WalkingReport w = ComputeWalking(m);
  const WalkingCost c = ScoreWalking(m);
  EXPECT_EQ(c.board_length, w.boards.length) << what;
  EXPECT_EQ(c.pair_length, w.contestants.length) << what;
  EXPECT_EQ(c.rule_breaks == 0, RunnableInTheRoom(w)) << what;
  EXPECT_EQ(c.pair_excess == 0, w.contestants.longest <= 1) << what;
}

TEST(RoomLayout, CostCountsTheMovesWalkingCounts) {
  for (const auto& entry : std::filesystem::directory_iterator(testing::kSourceDir + "/movements")) {
    if (entry.path().extension() != ".asc") continue;
    const Movement m = MustParse(testing::ReadFile(entry.path().string()));
    ExpectSameCost(m, entry.path().filename().string());
    for (std::uint64_t seed = 1; seed <= 3; ++seed) ExpectSameCost(Shuffled(m, seed), entry.path().filename().string());
  }
}

// The 9-pair example of walking_test.cc: boards move 2 tables five times
// (5 table-lengths beyond one) and the empty table changes twice, each
// change a table that stops and one that starts standing empty: 9.
TEST(RoomLayout, RuleBreaksOfARovingEmptyTable) {
  const Movement m = MustParse(
      "9 5 3 5 0\n"
      " 0- 0 0   1- 2 A   3- 4 B   5- 6 C   7- 8 D\n"
      " 9- 1 B   2- 3 C   4- 5 D   0- 0 0   6- 7 E\n"
      " 8- 9 C   0- 0 0   1- 3 E   2- 5 B   4- 7 A\n");
  EXPECT_EQ(ScoreWalking(m).rule_breaks, 5 + 4);
}

TEST(RoomLayout, ShuffledMitchellWalksAgainWithTheSameBalance) {
  for (int tables : {5, 7, 9, 11}) {  // on 3 tables every move is of one table
    const Movement mitchell = testing::Mitchell(tables);
    const Movement shuffled = Shuffled(mitchell, 7);
    ASSERT_FALSE(RunnableInTheRoom(ComputeWalking(shuffled))) << tables;
    Movement arranged = shuffled;
    ArrangeTables(arranged, {}, 1);
    EXPECT_TRUE(RunnableInTheRoom(ComputeWalking(arranged))) << tables;
    EXPECT_LE(ScoreWalking(arranged), ScoreWalking(shuffled));
    EXPECT_EQ(ScoreMovement(arranged).matrix, ScoreMovement(mitchell).matrix) << tables;
    // Nothing but tables within a round moved.
    for (int r = 0; r < arranged.rounds; ++r) {
      std::vector<Cell> a(arranged.cells.begin() + static_cast<std::ptrdiff_t>(arranged.Index(r, 0)),
                          arranged.cells.begin() + static_cast<std::ptrdiff_t>(arranged.Index(r, 0)) + tables);
      std::vector<Cell> b(mitchell.cells.begin() + static_cast<std::ptrdiff_t>(mitchell.Index(r, 0)),
                          mitchell.cells.begin() + static_cast<std::ptrdiff_t>(mitchell.Index(r, 0)) + tables);
      const auto by_group = [](const Cell& x, const Cell& y) { return x.group < y.group; };
      std::sort(a.begin(), a.end(), by_group);
      std::sort(b.begin(), b.end(), by_group);
      EXPECT_EQ(a, b) << tables << " tables, round " << r + 1;
    }
  }
}

// A Mitchell of 5 tables with NS pair 1 gone: its table is empty every
// round; shuffled, the empty table roves, and the arrangement fixes it.
TEST(RoomLayout, EmptyTableStaysPut) {
  Movement m = testing::Mitchell(5);
  for (Cell& c : m.cells) {
    if (m.Plays(c, 1)) c = Cell{};
  }
  Movement arranged = Shuffled(m, 3);
  ASSERT_EQ(ComputeWalking(arranged).empty_tables, EmptyTables::kRoving);
  ArrangeTables(arranged, {}, 1);
  const WalkingReport w = ComputeWalking(arranged);
  EXPECT_EQ(w.empty_tables, EmptyTables::kFixed);
  EXPECT_TRUE(RunnableInTheRoom(w));
}

TEST(RoomLayout, PinsHold) {
  const Movement shuffled = Shuffled(testing::Mitchell(7), 11);
  // Pair 3 keeps its table in every round; round 1 keeps all its tables.
  Movement arranged = shuffled;
  ArrangeTables(arranged, {{3}, 1, 1}, 5);
  for (int r = 0; r < arranged.rounds; ++r) {
    for (int t = 0; t < arranged.tables; ++t) {
      if (shuffled.Plays(shuffled.at(r, t), 3) || r == 0) {
        EXPECT_EQ(arranged.at(r, t), shuffled.at(r, t));
      }
    }
  }
  // Linked rounds (half-rounds) keep one order of tables.
  Movement halves = testing::Mitchell(5);
  Movement doubled = Movement::Empty(halves.contestants, 5, 10, halves.groups);
  for (int r = 0; r < 10; ++r) {
    for (int t = 0; t < 5; ++t) doubled.at(r, t) = halves.at(r / 2, t);
  }
  Random rng(2);
  for (int r = 0; r < 10; r += 2) {
    std::vector<int> order = {0, 1, 2, 3, 4};
    rng.Shuffle(order.begin(), order.end());
    for (int h = 0; h < 2; ++h) {
      for (int t = 0; t < 5; ++t) doubled.at(r + h, order[static_cast<std::size_t>(t)]) = halves.at(r / 2, t);
    }
  }
  ArrangeTables(doubled, {{}, 0, 2}, 3);
  for (int r = 0; r < 10; r += 2) {
    for (int t = 0; t < 5; ++t) EXPECT_EQ(doubled.at(r, t), doubled.at(r + 1, t)) << "round " << r + 1;
  }
}

}  // namespace
}  // namespace movebal
