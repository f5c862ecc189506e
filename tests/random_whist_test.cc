#include "combinatorial_designs/random_whist.h"

#include <gtest/gtest.h>

#include "combinatorial_designs/whist.h"

namespace movebal {
namespace {

// The designs are judged by the seat-level verifier, which knows nothing of
// differences or shifts: partners once, opponents twice, and the least
// left-opponent surplus (0 for 4n+1, 4n-1 for 4n players).
TEST(RandomWhist, FindsDesignsAtTheLeastSurplus) {
  for (int players : {12, 13, 16, 17, 20, 21, 24, 25, 28, 33, 36}) {
    const RandomWhistResult r = FindRandomCyclicWhist(players, 1, 2000);
    ASSERT_TRUE(r.design.has_value()) << players;
    const WhistVerdict v = VerifyWhist(ExpandCyclicWhist(*r.design));
    EXPECT_TRUE(v.whist) << players;
    EXPECT_EQ(v.surplus, players % 4 == 0 ? players - 1 : 0) << players;
  }
}

// The seed of the try that succeeded finds the same design in one try.
TEST(RandomWhist, TheFoundSeedRepeatsTheDesignAtOnce) {
  const RandomWhistResult a = FindRandomCyclicWhist(24, 7, 2000);
  ASSERT_TRUE(a.design.has_value());
  EXPECT_EQ(a.seed, 7 + a.tries - 1);
  const RandomWhistResult b = FindRandomCyclicWhist(24, a.seed, 1);
  ASSERT_TRUE(b.design.has_value());
  EXPECT_EQ(*a.design, *b.design);
  EXPECT_EQ(b.tries, 1u);
}

TEST(RandomWhist, SizesOutsideTheRangeGiveNothing) {
  for (int players : {8, 9, 14, 68}) {
    const RandomWhistResult r = FindRandomCyclicWhist(players, 1, 10);
    EXPECT_FALSE(r.design.has_value()) << players;
    EXPECT_EQ(r.tries, 0u) << players;
  }
}

}  // namespace
}  // namespace movebal
