#include "pair_movements/session_howells.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "design/styles.h"
#include "movement/structure_check.h"
#include "reference_scorer.h"
#include "test_support.h"

namespace movebal {
namespace {

TEST(SessionHowells, RoundRobinsInARowMeetEvenly) {
  auto event = RoundRobinsInARow(12, 24, 5);
  ASSERT_TRUE(event.ok()) << event.error().ToString();
  const auto meet = OpponentCounts(*event);
  for (int p = 1; p <= 12; ++p) {
    for (int q = p + 1; q <= 12; ++q) EXPECT_TRUE(meet[p][q] == 2 || meet[p][q] == 3) << p << " " << q;
  }
  const std::vector<int> sessions = {6, 6, 6, 6};
  // As generate best does: the most plays for which groups are found.
  Result<Movement> m = Error::Failed("no play count");
  for (int plays : SessionPlayCounts(*event, sessions, 1)) {
    m = AssignSessionGroups(*event, sessions, plays, 1, 5);
    if (m) break;
  }
  ASSERT_TRUE(m.ok()) << m.error().ToString();
  StyleRequest style;
  style.sessions = sessions;
  EXPECT_EQ(CheckStyle(*m, style), std::vector<std::string>{});
}

// The multisession table of the balans pages: 16 pairs in 15 rounds, in 3
// sessions of 5 or in 7 + 8, Qf 100. The Howell of the characters of
// GF(2)^4, split into sessions with two tables at most on a group, reaches
// it by construction (checked by the independent reference scorer).
TEST(SessionHowells, SessionHowellIsPerfectWithTwoTablesOnAGroup) {
  for (const std::vector<int>& sessions : {std::vector<int>{5, 5, 5}, std::vector<int>{7, 8}}) {
    auto m = SessionHowell(16, sessions, 2, 1);
    ASSERT_TRUE(m.ok()) << m.error().ToString();
    StyleRequest style;
    style.sessions = sessions;
    style.share = 2;
    EXPECT_EQ(CheckStyle(*m, style), std::vector<std::string>{});
    EXPECT_EQ(CheckStructure(*m).group_play_counts, std::vector<int>(15, 8));
    EXPECT_NEAR(reference::Score(*m).Qf, 100.0, 1e-9);
  }
  EXPECT_FALSE(SessionHowell(12, {5, 6}, 2, 1).ok());     // not a power of 2
  EXPECT_FALSE(SessionHowell(16, {5, 5, 5}, 1, 1).ok());  // a session is too short for one table a round
  EXPECT_FALSE(SessionHowell(16, {5, 5}, 2, 1).ok());     // not a round robin
}

}  // namespace
}  // namespace movebal
