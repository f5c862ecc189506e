#include "generators/random_whist.h"

#include <gtest/gtest.h>

#include "generators/whist.h"

namespace movebal {
namespace {

// The designs are judged by the seat-level verifier, which knows nothing of
// starters or differences: partners once, opponents twice, and the least
// left-opponent surplus (0 for 4n+1, 4n-1 for 4n players).
TEST(RandomWhist, FindsDesignsAtTheLeastSurplus) {
  for (int players : {12, 13, 20, 21, 24, 25, 28}) {
    const RandomWhistResult r = FindRandomCyclicWhist(players, 1, 5000, true);
    ASSERT_TRUE(r.design.has_value()) << players;
    const WhistVerdict v = VerifyWhist(ExpandCyclicWhist(*r.design));
    EXPECT_TRUE(v.whist) << players;
    EXPECT_EQ(v.surplus, players % 4 == 0 ? players - 1 : 0) << players;
  }
}

TEST(RandomWhist, WithoutTheSurplusAnyWhistDesign) {
  for (int players : {24, 29, 32}) {
    const RandomWhistResult r = FindRandomCyclicWhist(players, 2, 5000, false);
    ASSERT_TRUE(r.design.has_value()) << players;
    EXPECT_TRUE(VerifyWhist(ExpandCyclicWhist(*r.design)).whist) << players;
  }
}

TEST(RandomWhist, SameSeedSameDesign) {
  const RandomWhistResult a = FindRandomCyclicWhist(24, 7, 5000, true), b = FindRandomCyclicWhist(24, 7, 5000, true);
  ASSERT_TRUE(a.design.has_value());
  EXPECT_EQ(*a.design, *b.design);
  EXPECT_EQ(a.starters, b.starters);
}

TEST(RandomWhist, SizesOutsideTheRangeGiveNothing) {
  EXPECT_FALSE(FindRandomCyclicWhist(14, 1, 10, true).design.has_value());
  EXPECT_FALSE(FindRandomCyclicWhist(68, 1, 10, true).design.has_value());
}

}  // namespace
}  // namespace movebal
