#include "generators/quartets.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "perfect_sessions.h"

namespace movebal {
namespace {

// The quartet Howell, each group at two tables: every element of the score
// matrix is the number of round robins.
Movement ExpectQuartets(int pairs, const std::vector<int>& sessions, std::int64_t steps,
                        std::int64_t vacancy_steps = 0) {
  auto made = QuartetHowell(pairs, sessions, 1, steps, vacancy_steps);
  EXPECT_TRUE(made.ok()) << made.error().ToString();
  if (!made.ok()) return Movement{};
  EXPECT_EQ(made->contestants, pairs);
  ExpectPerfectSessions(*made, sessions, 2);
  return *made;
}

// Rows of the balans pages' multisession list that paired columns cannot
// build: sessions of 5 rounds for 16 pairs, and 10 pairs (not a multiple of
// 4) in two round robins, every two pairs meeting twice.
TEST(Quartets, TenPairsInThreeSessionsOfSix) { ExpectQuartets(10, {6, 6, 6}, 500'000); }
TEST(Quartets, EightPairsInOneSession) { ExpectQuartets(8, {7}, 500'000); }

// With any one pair absent h drops to 0 and Qf1 is 100 or 0 (docs/model.md,
// "Quartets"); for 16 pairs the generator finds a design that keeps 100
// (superperfect), and the reference scorer agrees pair by pair.
TEST(Quartets, SixteenPairsInThreeSessionsOfFiveSuperperfect) {
  const Movement m = ExpectQuartets(16, {5, 5, 5}, 4'000'000, 4'000'000);
  const reference::Figures f = reference::Score(m);
  ASSERT_EQ(f.Qf1.size(), 16u);
  for (std::size_t v = 0; v < f.Qf1.size(); ++v) EXPECT_NEAR(f.Qf1[v], 100.0, 1e-9) << "pair " << v + 1 << " absent";
  EXPECT_NEAR(f.Qf1av, 100.0, 1e-9);
}

TEST(Quartets, RefusesShapesItCannotBuild) {
  EXPECT_FALSE(QuartetRefusal(13, {12}).empty());         // an odd field
  EXPECT_FALSE(QuartetRefusal(26, {25}).empty());         // beyond 24 pairs
  EXPECT_FALSE(QuartetRefusal(16, {5, 5}).empty());       // not whole round robins of 15 rounds
  EXPECT_FALSE(QuartetRefusal(14, {13}).empty());         // 14 x 1 not a multiple of 4
  EXPECT_FALSE(QuartetRefusal(10, {9, 9}).empty());       // a session of 45 tables does not pair off
  EXPECT_FALSE(QuartetRefusal(16, {1, 14}).empty());      // a group is played in two rounds
  EXPECT_TRUE(QuartetRefusal(10, {6, 6, 6}).empty());
  EXPECT_FALSE(QuartetHowell(10, {9, 9}, 1, 1'000'000, 0).ok());
}

// No cyclic design exists for 12 pairs (that search is complete and ends
// at once); the search among all quartets finds one, the balans pages' rows
// 12 x 11 in 3 + 4 + 4 and 5 + 6 rounds.
TEST(Quartets, TwelvePairsWithoutACyclicDesign) {
  ExpectQuartets(12, {3, 4, 4}, 2'000'000);
  ExpectQuartets(12, {5, 6}, 2'000'000);
}

}  // namespace
}  // namespace movebal
