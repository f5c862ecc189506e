#include "design/vacancy_meetings.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "design/styles.h"
#include "pair_movements/hadamard_half_rounds.h"
#include "pair_movements/session_howells.h"
#include "pair_movements/twin_howell.h"
#include "movement/structure_check.h"
#include "perfect_sessions.h"
#include "reference_scorer.h"
#include "search/tuning.h"

namespace movebal {
namespace {

// Each pair's direction on each group: +1 North-South, -1 East-West.
Directions DirectionsOf(const Movement& m) {
  Directions d(static_cast<std::size_t>(m.contestants), std::vector<int>(static_cast<std::size_t>(m.groups), 0));
  for (const Cell& cell : m.cells) {
    d[static_cast<std::size_t>(cell.ns[0] - 1)][static_cast<std::size_t>(cell.group)] += 1;
    d[static_cast<std::size_t>(cell.ew[0] - 1)][static_cast<std::size_t>(cell.group)] -= 1;
  }
  return d;
}

// How many pairs' absence leaves the movement perfect, by the reference scorer.
int PerfectVacancies(const Movement& m) {
  int perfect = 0;
  for (const auto& qf1 : reference::Score(m).Qf1) perfect += qf1 && *qf1 > 100.0 - 1e-9;
  return perfect;
}

// The twin Howells of 14 pairs in 13 + 13 rounds are perfect, and no
// pair's absence leaves them perfect (Qf1 98.68 for every pair); the
// meetings chosen again keep the directions and make one vacancy perfect.
TEST(VacancyMeetings, TwinHowellsOfFourteenPairsGetAPerfectVacancy) {
  const auto twin = FindTwinHowell(14, TwinLayout::kTwoSessions, Budget::None(),
                                   static_cast<int>(tuning().styles_twin_candidates));
  ASSERT_TRUE(twin) << twin.error().ToString();
  const Movement& before = twin.value().movement;
  EXPECT_EQ(PerfectVacancies(before), 0);

  const auto dealt = PerfectVacancyMeetings(before, TwinLayout::kTwoSessions, 1, 1);
  ASSERT_TRUE(dealt) << dealt.error().ToString();
  ASSERT_EQ(dealt->size(), 1u);
  const Movement& after = dealt->front();
  ExpectPerfectSessions(after, {13, 13}, 7);
  EXPECT_EQ(DirectionsOf(after), DirectionsOf(before));
  EXPECT_GE(PerfectVacancies(after), 1);
}

// The Hadamard half-rounds of 10 pairs: no vacancy is perfect as built
// (no 10-pair movement of this shape is superperfect, but single pairs can
// be), and two other choices of meetings, dealt into half-rounds that keep
// the pairs of a round at one table, each make one vacancy perfect.
TEST(VacancyMeetings, HalfRoundsOfTenPairsGetAPerfectVacancy) {
  const auto before = HadamardHalfRounds(10, 1, 200000);
  ASSERT_TRUE(before) << before.error().ToString();
  const auto dealt = PerfectVacancyMeetings(*before, TwinLayout::kHalfRounds, 1, 2);
  ASSERT_TRUE(dealt) << dealt.error().ToString();
  ASSERT_EQ(dealt->size(), 2u);
  for (const Movement& after : *dealt) {
    EXPECT_EQ(CheckHalfRounds(after), std::vector<std::string>{});
    EXPECT_TRUE(CheckStructure(after).ok());
    EXPECT_EQ(DirectionsOf(after), DirectionsOf(*before));
    EXPECT_NEAR(reference::Score(after).Qf, 100.0, 1e-9);
    EXPECT_GE(PerfectVacancies(after), 1);
  }
}

// A Howell in one session is not the shape: refused with the reason.
TEST(VacancyMeetings, RefusesOtherShapes) {
  const auto howell = RoundRobinsInARow(10, 9, 1);
  ASSERT_TRUE(howell) << howell.error().ToString();
  const auto refused = PerfectVacancyMeetings(*howell, TwinLayout::kTwoSessions, 1, 1);
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error().kind, ErrorKind::kInput);
  EXPECT_NE(refused.error().message.find("round robin"), std::string::npos);
}

}  // namespace
}  // namespace movebal
