#include "combinatorial_designs/round_robin.h"

#include <algorithm>

#include <gtest/gtest.h>

#include "movement/structure_check.h"

namespace movebal {
namespace {

TEST(RoundRobin, EveryTwoTeamsMeetOnceForAnyNumber) {
  for (int teams = 2; teams <= 30; ++teams) {
    auto rr = ConveyorBelt(teams, Starter{}, {});
    ASSERT_TRUE(rr.ok()) << teams;
    EXPECT_TRUE(VerifyRoundRobin(*rr).empty()) << teams;
    EXPECT_EQ(static_cast<int>(rr->rounds.size()), teams % 2 == 0 ? teams - 1 : teams);
    for (const auto& round : rr->rounds) EXPECT_EQ(static_cast<int>(round.size()), teams / 2);
  }
}

TEST(RoundRobin, ConveyorBeltRotatesAroundTheFixedTeam) {
  auto rr = ConveyorBelt(8, Starter{}, {});
  ASSERT_TRUE(rr.ok());
  EXPECT_EQ(FormatRoundRobin(*rr).substr(0, 35), "Round 1: 1-2, 3-8, 4-7, 5-6\nRound 2");
  EXPECT_EQ(rr->rounds[1][0].away, 1);  // team 1 alternates home and away
  EXPECT_EQ(rr->rounds[1][0].home, 8);
}

TEST(RoundRobin, MovementPlaysEveryGroupEquallyAndNoGroupTwice) {
  for (int teams : {8, 9, 14}) {
    auto rr = ConveyorBelt(teams, Starter{}, {});
    ASSERT_TRUE(rr.ok());
    const Movement m = RoundRobinMovement(*rr);
    const StructureReport report = CheckStructure(m);
    EXPECT_TRUE(report.ok()) << teams;
    EXPECT_TRUE(report.warnings.empty()) << teams;
    EXPECT_TRUE(report.suitable) << teams << ": " << report.unsuitable_reason;
  }
  // A starter other than the patterned one spreads the groups over the tables.
  auto rr = ConveyorBelt(8, Starter{7, {{1, 3}, {2, 6}, {4, 5}}}, {});
  ASSERT_TRUE(rr.ok());
  EXPECT_TRUE(VerifyRoundRobin(*rr).empty());
  EXPECT_NE(rr->rounds[0][1].group, rr->rounds[0][2].group);
  EXPECT_TRUE(CheckStructure(RoundRobinMovement(*rr)).warnings.empty());
}

TEST(RoundRobin, CouplesNeverMeet) {
  const std::vector<std::pair<int, int>> couples = {{1, 5}, {2, 6}, {3, 7}, {4, 8}};
  auto rr = ConveyorBelt(8, Starter{}, couples);
  ASSERT_TRUE(rr.ok());
  EXPECT_EQ(rr->rounds.size(), 6u);
  EXPECT_EQ(rr->unmet.size(), 4u);
  for (auto couple : couples) {
    EXPECT_NE(std::find(rr->unmet.begin(), rr->unmet.end(), couple), rr->unmet.end());
  }
  EXPECT_TRUE(VerifyRoundRobin(*rr).empty());
  EXPECT_TRUE(CheckStructure(RoundRobinMovement(*rr)).ok());
  auto odd = ConveyorBelt(7, Starter{}, {{1, 2}, {3, 4}, {5, 6}});
  ASSERT_TRUE(odd.ok());
  EXPECT_TRUE(VerifyRoundRobin(*odd).empty());
}

TEST(RoundRobin, RejectsBadInput) {
  EXPECT_FALSE(ConveyorBelt(1, Starter{}, {}).ok());
  EXPECT_FALSE(ConveyorBelt(8, Starter{7, {{1, 2}, {3, 4}, {5, 6}}}, {}).ok());
  EXPECT_FALSE(ConveyorBelt(8, Starter{}, {{1, 1}}).ok());
  EXPECT_FALSE(ConveyorBelt(8, Starter{}, {{1, 2}, {2, 3}}).ok());
  EXPECT_FALSE(ConveyorBelt(4, Starter{}, {{1, 2}, {3, 4}, {1, 3}}).ok());
  EXPECT_FALSE(ConveyorBelt(2, Starter{}, {{1, 2}}).ok());  // no round left
}

}  // namespace
}  // namespace movebal
