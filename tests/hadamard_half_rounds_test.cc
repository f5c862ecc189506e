#include "pair_movements/hadamard_half_rounds.h"

#include <gtest/gtest.h>

#include <utility>

#include "perfect_sessions.h"
#include "reference_scorer.h"

namespace movebal {
namespace {

// 10 pairs in 9 rounds of two half-rounds, the balans pages' perfect row:
// Qf 100 by construction, and the matchings searched for the vacancies.
// The bound: the search starts from random matchings and must beat the
// vacancy quality of the half-rounds of the best cyclic Howell that
// `generate best` found before (Qf1av 94.35), by the reference scorer.
// 14 pairs likewise, from Paley's matrix over the field of 27 elements (27
// is no prime), against the twin Howells' 97.49 (docs/manual.md).
TEST(HadamardHalfRounds, TenAndFourteenPairsPerfectWithABetterVacancyQuality) {
  for (const auto& [pairs, bound] : {std::pair{10, 94.35}, std::pair{14, 97.49}}) {
    auto made = HadamardHalfRounds(pairs, 1, 2'000'000);
    ASSERT_TRUE(made.ok()) << pairs << " pairs: " << made.error().ToString();
    ExpectPerfectTwoLayers(*made, true);
    EXPECT_GT(reference::Score(*made).Qf1av, bound) << pairs;
  }
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

TEST(HadamardHalfRounds, RefusesOrdersWithoutAHadamardMatrixAtHand) {
  EXPECT_FALSE(HadamardHalfRoundsRefusal(20).empty());  // 39 = 3 x 13
  EXPECT_FALSE(HadamardHalfRoundsRefusal(13).empty());  // 25 = 5 x 5 is of the form 4k + 1
  EXPECT_FALSE(HadamardHalfRoundsRefusal(9).empty());   // odd
  EXPECT_FALSE(HadamardHalfRoundsRefusal(34).empty());  // beyond 32 pairs
  EXPECT_TRUE(HadamardHalfRoundsRefusal(4).empty());    // 7
  EXPECT_TRUE(HadamardHalfRoundsRefusal(8).empty());    // 15
  EXPECT_TRUE(HadamardHalfRoundsRefusal(10).empty());   // 19
  EXPECT_TRUE(HadamardHalfRoundsRefusal(14).empty());   // 27 = 3^3
  EXPECT_TRUE(HadamardHalfRoundsRefusal(18).empty());   // 35 = 5 x 7, twin primes
  EXPECT_TRUE(HadamardHalfRoundsRefusal(32).empty());   // 63 = 2^6 - 1
  EXPECT_FALSE(HadamardHalfRounds(20, 1, 1000).ok());
}

}  // namespace
}  // namespace movebal
