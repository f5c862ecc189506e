#include "combinatorial_designs/whist_search.h"

#include <gtest/gtest.h>

namespace movebal {
namespace {

// No cyclic Wh(9) exists; the search finds a non-cyclic one.
TEST(WhistSearch, FindsANinePlayerTournament) {
  auto s = SearchWhist(9);
  ASSERT_TRUE(s.has_value());
  EXPECT_EQ(s->rounds.size(), 9u);
  EXPECT_TRUE(VerifyWhist(*s).whist);
  for (int r = 0; r < 9; ++r) {
    for (const WhistTable& t : s->rounds[r]) {
      for (int p : t) EXPECT_NE(p, r + 1) << "player r sits out round r";
    }
  }
}

TEST(WhistSearch, FindsADirectedNinePlayerTournament) {
  auto s = SearchWhist(9, /*directed=*/true);
  ASSERT_TRUE(s.has_value());
  const WhistVerdict v = VerifyWhist(*s);
  EXPECT_TRUE(v.whist);
  EXPECT_TRUE(v.directed);
  EXPECT_FALSE(SearchWhist(8, true).has_value());  // no directed Wh(8) starts this way
}

TEST(WhistSearch, SmallSizesAndImpossibleOnes) {
  for (int players : {4, 5, 8}) {
    auto s = SearchWhist(players);
    ASSERT_TRUE(s.has_value()) << players;
    EXPECT_TRUE(VerifyWhist(*s).whist) << players;
  }
  EXPECT_FALSE(SearchWhist(6).has_value());
  EXPECT_FALSE(SearchWhist(9, false, 10).has_value());  // gives up within the limit
}

}  // namespace
}  // namespace movebal
