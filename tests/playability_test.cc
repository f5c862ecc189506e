#include "movement/playability.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "generators/mitchell.h"

namespace movebal {
namespace {

bool HasProblem(const PlayabilityReport& report, const std::string& word) {
  return std::any_of(report.problems.begin(), report.problems.end(),
                     [&](const std::string& p) { return p.find(word) != std::string::npos; });
}

TEST(Playability, AcceptsTheCompleteMitchells) {
  for (int tables : {5, 7}) {
    const PlayabilityReport report = CheckPlayability(CompleteMitchell(tables));
    EXPECT_TRUE(report.ok()) << tables;
    EXPECT_EQ(report.shared, 0);
  }
}

// In the 5-table Mitchell, EW pair 6 meets NS 1 in round 1; moved to table 1
// in round 2 as well, it meets pair 1 twice.
TEST(Playability, FindsPairsMeetingTwice) {
  Movement m = CompleteMitchell(5);
  ASSERT_EQ(m.at(0, 0).ew[0], 6);
  ASSERT_EQ(m.at(1, 1).ew[0], 6);
  std::swap(m.at(1, 0).ew, m.at(1, 1).ew);
  EXPECT_TRUE(HasProblem(CheckPlayability(m), "meet"));
}

TEST(Playability, FindsAGroupPlayedTwiceAndSharedGroups) {
  Movement m = CompleteMitchell(5);
  m.at(0, 1).group = m.at(0, 0).group;  // tables 1 and 2 share a group in round 1
  const PlayabilityReport report = CheckPlayability(m);
  EXPECT_TRUE(HasProblem(report, "again"));
  EXPECT_EQ(report.shared, 1);
}

TEST(Playability, FindsUnevenSitOuts) {
  Movement m = CompleteMitchell(5);
  m.at(0, 0) = Cell{};  // pair 1 sits out twice, everybody else at most once
  m.at(1, 0) = Cell{};
  EXPECT_TRUE(HasProblem(CheckPlayability(m), "sit-outs"));
}

// The relay Mitchell: the last table shares its group with table 1 in every
// round.
TEST(Playability, CountsSharedBoardsOfTheRelayMitchell) {
  const PlayabilityReport report = CheckPlayability(RelayMitchell(6));
  EXPECT_TRUE(report.ok());
  EXPECT_EQ(report.shared, 6);
}

}  // namespace
}  // namespace movebal
