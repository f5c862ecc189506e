#include "combinatorial_designs/starters.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace movebal {
namespace {

// OEIS A006204, the starters of Z_3, Z_5, ..., Z_21.
const std::vector<std::uint64_t> kStarterCounts = {1, 1, 3, 9, 25, 133, 631, 3857, 25905, 188181};

TEST(Starters, CountsReproduceA006204) {
  for (std::size_t i = 0; i < kStarterCounts.size(); ++i) {
    const int order = 3 + 2 * static_cast<int>(i);
    EXPECT_EQ(CountStarters(order), kStarterCounts[i]) << "order " << order;
  }
}

TEST(Starters, EnumerationAgreesWithTheCountAndVisitsOnlyStarters) {
  for (int order = 3; order <= 15; order += 2) {
    std::uint64_t visited = 0;
    ForEachStarter(order, [&](const Starter& s) {
      EXPECT_TRUE(IsStarter(s));
      ++visited;
      return true;
    });
    EXPECT_EQ(visited, CountStarters(order)) << "order " << order;
  }
}

TEST(Starters, ShardsSumToTheWhole) {
  for (int shards : {2, 3, 7, 50}) {
    std::uint64_t sum = 0;
    for (int i = 0; i < shards; ++i) sum += CountStarters(19, i, shards);
    EXPECT_EQ(sum, 25905u) << shards << " shards";
  }
  EXPECT_EQ(CountStartersParallel(21, 0, 1, 3, Budget::None()), 188181u);
  EXPECT_EQ(CountStarters(19, 3, 3), 0u);  // no such shard
  EXPECT_EQ(CountStarters(8), 0u);         // even order
}

TEST(Starters, ListingIsLexicographicAndStopsOnRequest) {
  std::vector<Starter> seen;
  ForEachStarter(7, [&](const Starter& s) {
    seen.push_back(s);
    return true;
  });
  ASSERT_EQ(seen.size(), 3u);
  EXPECT_EQ(seen[0].pairs, (std::vector<std::pair<int, int>>{{1, 3}, {2, 6}, {4, 5}}));
  EXPECT_EQ(seen[1].pairs, (std::vector<std::pair<int, int>>{{1, 5}, {2, 3}, {4, 6}}));
  EXPECT_EQ(seen[2].pairs, (std::vector<std::pair<int, int>>{{1, 6}, {2, 5}, {3, 4}}));
  int calls = 0;
  ForEachStarter(13, [&](const Starter&) { return ++calls < 5; });
  EXPECT_EQ(calls, 5);
}

TEST(Starters, RecognisesStartersAndRejectsOthers) {
  EXPECT_TRUE(IsStarter(PatternedStarter(11)));
  EXPECT_TRUE(IsStarter({7, {{1, 3}, {2, 6}, {4, 5}}}));
  EXPECT_FALSE(IsStarter({7, {{1, 2}, {3, 4}, {5, 6}}}));  // difference 1 three times
  EXPECT_FALSE(IsStarter({7, {{1, 6}, {2, 5}}}));          // too few pairs
  EXPECT_FALSE(IsStarter({7, {{1, 6}, {1, 5}, {3, 4}}}));  // 1 twice
  EXPECT_FALSE(IsStarter({7, {{0, 6}, {2, 5}, {3, 4}}}));  // 0 is not paired
}

}  // namespace
}  // namespace movebal
