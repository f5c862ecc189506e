#include "movement/structure_check.h"

#include <gtest/gtest.h>

#include "test_support.h"

namespace movebal {
namespace {

using testing::Mitchell;
using testing::MustParse;

TEST(StructureCheck, CompleteMitchellIsCleanAndSuitable) {
  const StructureReport report = CheckStructure(Mitchell(7));
  EXPECT_TRUE(report.ok());
  EXPECT_TRUE(report.warnings.empty());
  EXPECT_TRUE(report.suitable);
  EXPECT_EQ(report.group_play_counts, std::vector<int>(7, 7));
}

// The first error of a 3-table Mitchell after `change`, or "" when none.
template <typename Change>
StructureIssue FirstError(Change change) {
  Movement m = Mitchell(3);
  change(m);
  const StructureReport report = CheckStructure(m);
  return report.errors.empty() ? StructureIssue{} : report.errors.front();
}

// Movements built in memory (not read) can hold anything; each error names
// its round and table.
TEST(StructureCheck, ErrorsNameRoundAndTable) {
  // Pair 1 already sits NS at table 1 in round 2.
  const StructureIssue twice = FirstError([](Movement& m) { m.at(1, 2).ew[0] = 1; });
  EXPECT_EQ(twice.round, 1);
  EXPECT_EQ(twice.table, 2);
  EXPECT_EQ(twice.message, "pair 1 plays twice in round 2");
  EXPECT_EQ(FirstError([](Movement& m) { m.at(0, 0).ew[0] = 7; }).message, "pair 7 is out of range 1..6");
  EXPECT_EQ(FirstError([](Movement& m) { m.at(2, 1).group = 3; }).message, "board group 4 is beyond the 3 groups in the header");
  EXPECT_EQ(FirstError([](Movement& m) { m.at(0, 0).ew[0] = 0; }).message, "an occupied table needs every seat filled");
  EXPECT_EQ(FirstError([](Movement& m) { m.at(0, 0).group = Cell::kEmpty; }).message,
            "a table without a board group must be empty (all zeros)");
  EXPECT_EQ(FirstError([](Movement&) {}).message, "");
}

TEST(StructureCheck, IndividualSeatsAreAllChecked) {
  Movement m = MustParse("8 2 1 1 1\n1 2 3 4 A 5 6 7 8 A\n");
  EXPECT_TRUE(CheckStructure(m).ok());
  m.at(0, 1).ew[1] = 2;  // West of table 2 is South of table 1
  EXPECT_FALSE(CheckStructure(m).ok());
  m.at(0, 1).ew[1] = 0;
  EXPECT_FALSE(CheckStructure(m).ok());
}

TEST(StructureCheck, RepeatedGroupIsAWarning) {
  const StructureReport report = CheckStructure(MustParse("4 2 2 1 0\n1- 2 A  3- 4 A\n1- 3 A  2- 4 A\n"));
  EXPECT_TRUE(report.ok());
  ASSERT_EQ(report.warnings.size(), 4u);
  EXPECT_EQ(report.warnings[0].round, 1);
  EXPECT_EQ(report.warnings[0].message, "pair 1 plays board group A again (first in round 1)");
}

TEST(StructureCheck, UnequalOrSinglePlaysAreUnsuitable) {
  StructureReport report = CheckStructure(MustParse("4 2 2 2 0\n1- 2 A  3- 4 A\n1- 3 B  0- 0 0\n"));
  EXPECT_TRUE(report.ok());
  EXPECT_FALSE(report.suitable);
  EXPECT_EQ(report.group_play_counts, (std::vector<int>{2, 1}));
  EXPECT_NE(report.unsuitable_reason.find("between 1 and 2"), std::string::npos);

  report = CheckStructure(MustParse("4 2 1 2 0\n1- 2 A  3- 4 B\n"));
  EXPECT_FALSE(report.suitable);
  EXPECT_NE(report.unsuitable_reason.find("at least twice"), std::string::npos);
}

TEST(StructureCheck, OpponentCounts) {
  // In a complete Mitchell every NS pair meets every EW pair once, and no
  // two pairs of the same field meet.
  const auto meets = OpponentCounts(Mitchell(5));
  for (int p = 1; p <= 10; ++p) {
    for (int q = 1; q <= 10; ++q) EXPECT_EQ(meets[p][q], (p <= 5) != (q <= 5) ? 1 : 0) << p << "," << q;
  }
  // Individuals: each of N, S meets each of E, W; partners are not opponents.
  const auto players = OpponentCounts(MustParse("4 1 1 1 1\n1 2 3 4 A\n"));
  EXPECT_EQ(players[1][3], 1);
  EXPECT_EQ(players[2][4], 1);
  EXPECT_EQ(players[1][2], 0);
  EXPECT_EQ(players[3][4], 0);
}

}  // namespace
}  // namespace movebal
