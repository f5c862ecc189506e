#include "pair_movements/mirror_pairs.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <utility>

#include "reference_scorer.h"

namespace movebal {
namespace {

// Checked cell by cell and with the reference scorer, not by the
// generator's own checks: table t plays group t every round, each pair once
// a round, nobody meets anybody twice, and the score matrix holds 0 for the
// six couples and 2 or 4 for every other two pairs, so SS = 6 x 0 + 30 x 4
// + 30 x 16 = 600 against minSS 504 (S = 180 over N = 66): Qf 84.00.
TEST(MirrorPairs, ThreeValuesOfTheScoreMatrix) {
  auto made = MirrorPairsMovement(1'000'000);
  ASSERT_TRUE(made.ok()) << made.error().ToString();
  const Movement& m = *made;
  ASSERT_EQ(m.contestants, 12);
  ASSERT_EQ(m.rounds, 6);
  ASSERT_EQ(m.tables, 6);
  std::set<std::pair<int, int>> met;
  for (int r = 0; r < 6; ++r) {
    std::set<int> seated;
    for (int t = 0; t < 6; ++t) {
      const Cell& cell = m.at(r, t);
      EXPECT_EQ(cell.group, t);
      EXPECT_TRUE(seated.insert(cell.ns[0]).second && seated.insert(cell.ew[0]).second) << "round " << r + 1;
      EXPECT_TRUE(met.insert({std::min(cell.ns[0], cell.ew[0]), std::max(cell.ns[0], cell.ew[0])}).second);
    }
  }
  const reference::Figures f = reference::Score(m);
  std::multiset<long long> values;
  for (int p = 1; p <= 12; ++p) {
    for (int q = p + 1; q <= 12; ++q) values.insert(f.matrix[static_cast<std::size_t>(p)][static_cast<std::size_t>(q)]);
  }
  EXPECT_EQ(values.count(0), 6U);
  EXPECT_EQ(values.count(2), 30U);
  EXPECT_EQ(values.count(4), 30U);
  EXPECT_NEAR(f.Qf, 84.00, 0.005);
}

TEST(MirrorPairs, RefusesAShortBudget) {
  EXPECT_FALSE(MirrorPairsMovement(35).ok());  // 36 cells take 36 steps at least
}

}  // namespace
}  // namespace movebal
