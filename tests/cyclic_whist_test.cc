#include "combinatorial_designs/cyclic_whist.h"

#include <gtest/gtest.h>

#include "movement/structure_check.h"

namespace movebal {
namespace {

WhistCounts Count(int players, bool orientations = false, int threads = 2) {
  WhistCountOptions options;
  options.threads = threads;
  options.orientations = orientations;
  return CountCyclicWhist(players, options);
}

// The seed's counts of cyclic designs (OEIS A114959 for 4n).
TEST(CyclicWhist, CountsReproduceThePublishedNumbers) {
  EXPECT_EQ(Count(4).designs, 1u);
  EXPECT_EQ(Count(8).designs, 6u);
  EXPECT_EQ(Count(12).designs, 20u);
  EXPECT_EQ(Count(16).designs, 128u);
  EXPECT_EQ(Count(20).designs, 1710u);
  EXPECT_EQ(Count(5).designs, 1u);
  EXPECT_EQ(Count(9).designs, 0u);
  EXPECT_EQ(Count(13).designs, 9u);
  EXPECT_EQ(Count(17).designs, 179u);
}

TEST(CyclicWhist, DirectedCountsOfFourNPlusOne) {
  const WhistCounts c13 = Count(13, true);
  EXPECT_EQ(c13.oriented, 9u * 8u);
  EXPECT_EQ(c13.directed, 8u);
  EXPECT_EQ(Count(17, true).directed, 208u);
  EXPECT_EQ(Count(5, true).directed, 2u);
}

// "Almost directed": the least surplus and how many oriented designs reach it.
TEST(CyclicWhist, AlmostDirectedCountsOfFourN) {
  const WhistCounts c8 = Count(8, true);
  EXPECT_EQ(c8.oriented, 24u);
  EXPECT_EQ(c8.at_least_surplus, 24u);
  EXPECT_EQ(c8.least_surplus, 2 * 7);  // two repeated left opponents per moving player
  const WhistCounts c12 = Count(12, true);
  EXPECT_EQ(c12.oriented, 160u);
  EXPECT_EQ(c12.at_least_surplus, 20u);
  EXPECT_EQ(c12.least_surplus, 11);  // one repeat per moving player
  const WhistCounts c16 = Count(16, true);
  EXPECT_EQ(c16.oriented, 2048u);
  EXPECT_EQ(c16.at_least_surplus, 48u);
  EXPECT_EQ(c16.directed, 0u);
}

TEST(CyclicWhist, ShardsAndThreadsGiveTheSameTotals) {
  WhistCountOptions options;
  options.orientations = true;
  options.shard_count = 3;
  WhistCounts sum;
  for (int i = 0; i < 3; ++i) {
    options.shard_index = i;
    const WhistCounts part = CountCyclicWhist(17, options);
    sum.designs += part.designs;
    sum.directed += part.directed;
  }
  EXPECT_EQ(sum.designs, 179u);
  EXPECT_EQ(sum.directed, 208u);
  EXPECT_EQ(Count(16, false, 1).designs, Count(16, false, 4).designs);
}

TEST(CyclicWhist, EveryDesignExpandsToAVerifiedTournament) {
  for (int players : {4, 5, 8, 12, 13, 16, 17}) {
    int designs = 0;
    ForEachCyclicWhist(players, [&](const CyclicWhist& w) {
      const WhistVerdict v = VerifyWhist(ExpandCyclicWhist(w));
      EXPECT_TRUE(v.whist) << players << ": " << FormatInitialRound(w);
      EXPECT_EQ(v.surplus, LeftOpponentSurplus(w));
      ++designs;
      return true;
    });
    EXPECT_EQ(designs, static_cast<int>(Count(players).designs)) << players;
  }
}

TEST(CyclicWhist, ListingIsDeterministicAndInTheSeedsNotation) {
  auto first = FindCyclicWhist(8);
  ASSERT_TRUE(first.has_value());
  EXPECT_EQ(FormatTables(*first), "Table 1: 4 and 5 vs. 1 and 3\nTable 2: 2 and 6 vs. 0 and 7\n");
  EXPECT_EQ(FormatInitialRound(*first), "4 5 1 3 | 2 6 0 7");
  EXPECT_EQ(FindCyclicWhist(8), first);
  EXPECT_FALSE(FindCyclicWhist(9).has_value());
}

TEST(CyclicWhist, IndividualMovementIsAVerifiedWhistTournament) {
  for (int players : {8, 12, 13, 16, 17, 20, 21}) {
    auto w = FindCyclicWhist(players);
    ASSERT_TRUE(w.has_value());
    const Movement m = CyclicWhistMovement(*w);
    EXPECT_TRUE(m.individual);
    EXPECT_EQ(m.rounds, w->modulus());
    EXPECT_TRUE(VerifyWhist(m).whist) << players;
    const StructureReport report = CheckStructure(m);
    EXPECT_TRUE(report.ok()) << players;
    EXPECT_TRUE(report.suitable) << players << ": every board group played equally often";
  }
}

TEST(CyclicWhist, BoardGroupsRotateWhenOffsetsExist) {
  auto w13 = FindCyclicWhist(13);
  ASSERT_TRUE(w13.has_value());
  const std::vector<int> offsets = RotatingGroupOffsets(*w13);
  ASSERT_EQ(offsets.size(), 3u);
  const Movement m = CyclicWhistMovement(*w13);
  EXPECT_EQ(m.at(0, 1).group, offsets[1]);
  EXPECT_EQ(m.at(5, 2).group, (offsets[2] + 5) % 13);
  EXPECT_TRUE(CheckStructure(m).warnings.empty()) << "no player meets a board group twice";
  // No cyclic Wh(8) has such offsets: every table plays the round's group.
  auto w8 = FindCyclicWhist(8);
  ASSERT_TRUE(w8.has_value());
  EXPECT_TRUE(RotatingGroupOffsets(*w8).empty());
  EXPECT_EQ(CyclicWhistMovement(*w8).at(3, 1).group, 3);
}

TEST(CyclicWhist, SwappingEastWestChangesOnlyDirections) {
  auto w = FindCyclicWhist(13);
  ASSERT_TRUE(w.has_value());
  const CyclicWhist swapped = WithSwappedEastWest(*w, 0b101);
  EXPECT_EQ(swapped.tables[0][kEast], (*w).tables[0][kWest]);
  EXPECT_EQ(swapped.tables[1], (*w).tables[1]);
  EXPECT_TRUE(VerifyWhist(ExpandCyclicWhist(swapped)).whist);
}

TEST(CyclicWhist, RejectsSizesOutsideItsRange) {
  EXPECT_FALSE(IsCyclicWhistSize(6));
  EXPECT_FALSE(IsCyclicWhistSize(48));
  EXPECT_EQ(Count(6).designs, 0u);
}

}  // namespace
}  // namespace movebal
