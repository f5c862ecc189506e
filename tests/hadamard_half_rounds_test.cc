#include "generators/hadamard_half_rounds.h"

#include <gtest/gtest.h>

#include "perfect_sessions.h"
#include "reference_scorer.h"

namespace movebal {
namespace {

// 10 pairs in 9 rounds of two half-rounds, the balans pages' perfect row:
// Qf 100 by construction, and the matchings searched for the vacancies.
// The bound: the search starts from random matchings and must beat the
// vacancy quality of the half-rounds of the best cyclic Howell that
// `generate best` found before (Qf1av 94.35), by the reference scorer.
TEST(HadamardHalfRounds, TenPairsPerfectWithABetterVacancyQuality) {
  auto made = HadamardHalfRounds(10, 1, 2'000'000);
  ASSERT_TRUE(made.ok()) << made.error().ToString();
  ExpectPerfectTwoLayers(*made, true);
  EXPECT_GT(reference::Score(*made).Qf1av, 94.35);
}

// The smallest and a larger order: 6 pairs (Hadamard matrix of order 12)
// and 16 pairs (order 32, a cyclic sequence of length 31).
TEST(HadamardHalfRounds, SixAndSixteenPairsArePerfect) {
  for (int pairs : {6, 16}) {
    auto made = HadamardHalfRounds(pairs, 2, 2'000'000);
    ASSERT_TRUE(made.ok()) << pairs << " pairs: " << made.error().ToString();
    ExpectPerfectTwoLayers(*made, true);
  }
}

TEST(HadamardHalfRounds, RefusesOrdersWithoutACyclicHadamardSequence) {
  EXPECT_FALSE(HadamardHalfRoundsRefusal(14).empty());  // 27 is not prime
  EXPECT_FALSE(HadamardHalfRoundsRefusal(9).empty());   // odd
  EXPECT_FALSE(HadamardHalfRoundsRefusal(34).empty());  // beyond 32 pairs
  EXPECT_TRUE(HadamardHalfRoundsRefusal(4).empty());    // 7
  EXPECT_TRUE(HadamardHalfRoundsRefusal(8).empty());    // 15
  EXPECT_TRUE(HadamardHalfRoundsRefusal(10).empty());   // 19
  EXPECT_FALSE(HadamardHalfRounds(14, 1, 1000).ok());
}

}  // namespace
}  // namespace movebal
