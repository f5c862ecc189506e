// The strong-pair model against the tables published on the balans pages and
// against matchpoints worked out by hand.
#include "scoring/strong_pair.h"

#include <gtest/gtest.h>

#include <cmath>

#include "test_support.h"

namespace movebal {
namespace {

std::vector<double> Percentages(const Movement& m, const std::vector<int>& strong, int absent = 0) {
  std::vector<double> out;
  for (double p : ScoreStrongPairs(m, strong, absent).percent) out.push_back(std::round(p * 100.0) / 100.0);
  return out;
}

Movement SharedBoardMitchell(const std::set<int>& switched_rounds = {}, const std::set<int>& keep = {}) {
  Movement m = testing::MustParse(testing::ReadFile(testing::kSourceDir + "/movements/mitchell-06t-shared-boards.asc"));
  for (int r : switched_rounds) {
    for (int t = 1; t <= m.tables; ++t) {
      if (!keep.count(t)) m.at(r - 1, t - 1).SwitchArrows();
    }
  }
  return m;
}

// Pair 1 tops every board of the 12-pair Mitchell with shared boards.
TEST(StrongPair, TwelvePairMitchellAsPublished) {
  EXPECT_EQ(Percentages(SharedBoardMitchell(), {1}),
            (std::vector<double>{100, 40, 40, 40, 40, 40, 50, 50, 50, 50, 50, 50}));
  // Round 3 switched at every table but table 1.
  EXPECT_EQ(Percentages(SharedBoardMitchell({3}, {1}), {1}),
            (std::vector<double>{100, 43.33, 43.33, 43.33, 43.33, 43.33, 46.67, 46.67, 50, 46.67, 46.67, 46.67}));
  // Rounds 3 and 4 switched at every table.
  EXPECT_EQ(Percentages(SharedBoardMitchell({3, 4}), {1}),
            (std::vector<double>{100, 53.33, 53.33, 46.67, 53.33, 46.67, 50, 36.67, 43.33, 36.67, 36.67, 43.33}));
}

// The 14-pair Mitchell with no, one (round 2), two (2, 3) and three (2-4)
// switched rounds.
TEST(StrongPair, FourteenPairMitchellAsPublished) {
  const std::vector<std::set<int>> switches = {{}, {2}, {2, 3}, {2, 3, 4}};
  const std::vector<std::vector<double>> expected = {
      {100, 41.67, 41.67, 41.67, 41.67, 41.67, 41.67, 50, 50, 50, 50, 50, 50, 50},
      {100, 46.43, 46.43, 46.43, 46.43, 46.43, 46.43, 45.24, 45.24, 45.24, 45.24, 45.24, 45.24, 50},
      {100, 46.43, 51.19, 51.19, 51.19, 51.19, 46.43, 45.24, 40.48, 40.48, 40.48, 45.24, 45.24, 45.24},
      {100, 46.43, 51.19, 55.95, 55.95, 51.19, 46.43, 40.48, 40.48, 40.48, 40.48, 45.24, 40.48, 45.24},
  };
  for (std::size_t i = 0; i < switches.size(); ++i) {
    EXPECT_EQ(Percentages(testing::Mitchell(7, switches[i]), {1}), expected[i]) << "switch " << i;
  }
}

// Two strong pairs in the 3-table Mitchell, both North-South, never meeting.
// Every board is played three times (top 4). On each board pairs 1 and 2 tie
// for the best NS result (2 + 1 = 3 matchpoints, 75 %); pair 3 loses to both
// and ties nobody (0 %). The EW pair facing 1 or 2 ties the other loser
// (1 matchpoint); the EW pair facing 3 beats both (4). Each EW pair meets 1, 2
// and 3 once: 1 + 1 + 4 = 6 of 12, 50 %.
TEST(StrongPair, TwoStrongPairsByHand) {
  EXPECT_EQ(Percentages(testing::Mitchell(3), {1, 2}), (std::vector<double>{75, 75, 0, 50, 50, 50}));
}

// Strong pairs 1 (NS) and 4 (EW) meet in round 1 of the 3-table Mitchell:
//   round 1:  1-4 A   2-5 B   3-6 C
//   round 2:  1-6 B   2-4 C   3-5 A
//   round 3:  1-5 C   2-6 A   3-4 B
// Group A: 1 meets 4, the other tables are average too: everybody 2 of 4.
// Group B: NS 1 tops (4), NS 3 faces 4 (0), NS 2 beats 3 (2); EW 6 gets 0,
// EW 5 gets 2, EW 4 gets 4. Group C likewise: NS 1 4, NS 2 0, NS 3 2; EW 5
// 0, EW 6 2, EW 4 4. Totals of 12: 10 for 1 and 4, 4 for the rest.
TEST(StrongPair, TwoStrongPairsThatMeetByHand) {
  EXPECT_EQ(Percentages(testing::Mitchell(3), {1, 4}), (std::vector<double>{83.33, 33.33, 33.33, 83.33, 33.33, 33.33}));
}

// Pair 1 strong in the 3-table Mitchell (above) with pair 6 absent: its
// tables (round 1 table 3, round 2 table 1, round 3 table 2) are not played,
// so every group is played twice (top 2). A: 1-4 beats 3-5 (1 and 5 get 2).
// B: 2-5 and 3-4 tie (1 each). C: 1-5 beats 2-4 (1 and 4 get 2). Pair 1: 4
// of 4; 2 and 3: 1 of 4; 4 and 5: 3 of 6; pair 6 nothing of nothing.
TEST(StrongPair, AbsentPairTablesAreNotPlayed) {
  const StrongPairScores scores = ScoreStrongPairs(testing::Mitchell(3), {1}, 6);
  EXPECT_EQ(scores.matchpoints, (std::vector<double>{4, 1, 1, 3, 3, 0}));
  EXPECT_EQ(scores.tops, (std::vector<double>{4, 4, 4, 6, 6, 0}));
  EXPECT_EQ(Percentages(testing::Mitchell(3), {1}, 6), (std::vector<double>{100, 25, 25, 50, 50, 0}));
}

}  // namespace
}  // namespace movebal
