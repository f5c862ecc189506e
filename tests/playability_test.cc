#include "movement/playability.h"
#include "movement/movement_file.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "pair_movements/mitchell.h"
#include "movement/asc_reader.h"
#include "scoring/balance.h"
#include "test_support.h"

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
    EXPECT_EQ(report.most_tables_on_a_group, 1);
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
  m.at(0, 1).group = m.at(0, 0).group;  // tables 1, 2 and 3 share a group in round 1
  m.at(0, 2).group = m.at(0, 0).group;
  const PlayabilityReport report = CheckPlayability(m);
  EXPECT_TRUE(HasProblem(report, "again"));
  EXPECT_EQ(report.shared, 1);
  EXPECT_EQ(report.most_tables_on_a_group, 3);
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

// The perfect 10-pair 6-round movement of the library (found by the search):
// playable, and every element of its score matrix is 2 or 3, the two
// integers around the mean S/N = 30 * 4 / 45, so that SS is the least
// possible: Qf 100.
TEST(Playability, ThePerfectTenPairSixRoundMovementIsPlayable) {
  auto doc = ReadMovementDocument(testing::kSourceDir + "/movements/perfect-10p-06r.asc");
  ASSERT_TRUE(doc.ok()) << doc.error().ToString();
  const PlayabilityReport play = CheckPlayability(doc->movement);
  EXPECT_TRUE(play.ok());
  EXPECT_EQ(play.shared, 0);
  const BalanceReport report = ScoreMovement(doc->movement);
  for (int p = 1; p <= 10; ++p) {
    for (int q = p + 1; q <= 10; ++q) {
      EXPECT_TRUE(report.matrix.at(p, q) == 2 || report.matrix.at(p, q) == 3) << p << " " << q;
    }
  }
  EXPECT_DOUBLE_EQ(report.moments.Qf, 100.0);
}

}  // namespace
}  // namespace movebal
