#include "pair_movements/quartets.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "design/best.h"
#include "design/room_layout.h"
#include "perfect_sessions.h"
#include "scoring/balance.h"

namespace movebal {
namespace {

// The grouped Howell, each group at k tables: every element of the score
// matrix is (k - 1) x the number of round robins.
Movement ExpectGrouped(int pairs, const std::vector<int>& sessions, GroupTables tables, std::int64_t moves,
                       std::int64_t vacancy_moves = 0) {
  auto made = GroupedHowell(pairs, sessions, tables, 1, moves, vacancy_moves);
  EXPECT_TRUE(made.ok()) << made.error().ToString();
  if (!made.ok()) return Movement{};
  EXPECT_EQ(made->contestants, pairs);
  ExpectPerfectSessions(*made, sessions, static_cast<int>(tables));
  return *made;
}

// With any pair absent every element is 0 by the reference scorer (S = SS
// = 0): nothing is compared, so no Qf1 is defined. This is what the balans
// pages print as Qf1 100 (0/0 read as 100); movebal calls it none.
void ExpectNothingComparedWithAPairAbsent(const Movement& m) {
  const reference::Figures f = reference::Score(m);
  ASSERT_EQ(f.Qf1.size(), static_cast<std::size_t>(m.contestants));
  for (std::size_t v = 0; v < f.Qf1.size(); ++v) EXPECT_FALSE(f.Qf1[v].has_value()) << "pair " << v + 1 << " absent";
  EXPECT_FALSE(f.Qf1av.has_value());
  EXPECT_EQ(PerfectionOf(ScoreMovement(m)), Perfection::kPerfect);
}

// One round robin of 8 pairs has no design of 4-sets (7 is not a multiple
// of 3): the labelled search builds it.
TEST(Quartets, EightPairsInOneSession) { ExpectGrouped(8, {7}, GroupTables::kQuartets, 500'000); }

// Rows of the balans pages' multisession list that paired columns cannot
// build: sessions of 5 rounds for 16 pairs, and 10 pairs (not a multiple of
// 4) in two round robins, every two pairs meeting twice. With any one pair
// absent h drops to 0 and every element is a difference of side counts
// (docs/model.md, "Quartets"). Where every two pairs share m of a set of
// 4-sets (10 pairs, m = 2; 8, m = 3; 16, m = 1 or 2) each set's three
// splits into two meetings leave every element 0, and the generator builds
// that first. The reference scorer agrees pair by pair.
TEST(Quartets, TenPairsInThreeSessionsOfSixLeaveNothingToCompare) {
  ExpectNothingComparedWithAPairAbsent(ExpectGrouped(10, {6, 6, 6}, GroupTables::kQuartets, 500'000));
}
TEST(Quartets, EightPairsInThreeSessionsOfSevenLeaveNothingToCompare) {
  ExpectNothingComparedWithAPairAbsent(ExpectGrouped(8, {7, 7, 7}, GroupTables::kQuartets, 2'000'000));
}
TEST(Quartets, SixteenPairsInThreeSessionsOfFiveLeaveNothingToCompare) {
  ExpectNothingComparedWithAPairAbsent(ExpectGrouped(16, {5, 5, 5}, GroupTables::kQuartets, 4'000'000, 4'000'000));
}
// The balans pages list 99.12 for 16 pairs in 30 rounds of five sessions.
TEST(Quartets, SixteenPairsInFiveSessionsOfSixLeaveNothingToCompare) {
  ExpectNothingComparedWithAPairAbsent(ExpectGrouped(16, {6, 6, 6, 6, 6}, GroupTables::kQuartets, 500'000));
}

TEST(Quartets, RefusesShapesItCannotBuild) {
  EXPECT_FALSE(GroupedHowellRefusal(13, {12}, GroupTables::kQuartets).empty());         // an odd field
  EXPECT_FALSE(GroupedHowellRefusal(26, {25}, GroupTables::kQuartets).empty());         // beyond 24 pairs
  EXPECT_FALSE(GroupedHowellRefusal(16, {5, 5}, GroupTables::kQuartets).empty());       // not whole round robins of 15 rounds
  EXPECT_FALSE(GroupedHowellRefusal(14, {13}, GroupTables::kQuartets).empty());         // 14 x 1 not a multiple of 4
  EXPECT_FALSE(GroupedHowellRefusal(10, {9, 9}, GroupTables::kQuartets).empty());       // a session of 45 tables does not pair off
  EXPECT_FALSE(GroupedHowellRefusal(16, {1, 14}, GroupTables::kQuartets).empty());      // a group is played in two rounds
  EXPECT_TRUE(GroupedHowellRefusal(10, {6, 6, 6}, GroupTables::kQuartets).empty());
  EXPECT_FALSE(GroupedHowell(10, {9, 9}, GroupTables::kQuartets, 1, 1'000'000, 0).ok());
}

// No cyclic design exists for 12 pairs (that search is complete and ends
// at once); the search among all quartets finds one, the balans pages' rows
// 12 x 11 in 3 + 4 + 4 and 5 + 6 rounds.
TEST(Quartets, TwelvePairsWithoutACyclicDesign) {
  ExpectGrouped(12, {3, 4, 4}, GroupTables::kQuartets, 2'000'000);
  ExpectGrouped(12, {5, 6}, GroupTables::kQuartets, 2'000'000);
}

// 12 pairs in three round robins may have a design of 4-sets, but its search
// gives up within half the steps; the labelled search places a perfect
// movement with the other half (not with nothing left).
TEST(Quartets, TwelvePairsInThreeRoundRobinsFallBackToTheLabelledSearch) {
  ExpectGrouped(12, {11, 11, 11}, GroupTables::kQuartets, 500'000);
}

// Sextets: the balans pages list 94.74 for 18 pairs in 6 + 6 + 5 rounds,
// where sessions of 45 tables do not pair off into quartets.
// In the room the boards move one table at most once the tables are
// renumbered (where the first arrangement breaks that rule, other seeds
// are tried).
TEST(Sextets, EighteenPairsInSixSixAndFiveArePerfect) {
  ASSERT_FALSE(GroupedHowellRefusal(18, {6, 6, 5}, GroupTables::kQuartets).empty());
  Movement m = ExpectGrouped(18, {6, 6, 5}, GroupTables::kSextets, 40'000'000);
  std::vector<Candidate> arranged = {{StyledOrigin{"sextets"}, std::move(m), {}}};
  arranged.front().report = ScoreMovement(arranged.front().movement);
  ArrangeForTheRoom(arranged, {}, 1);
  EXPECT_TRUE(RunnableInTheRoom(arranged.front().walking));
  ExpectPerfectSessions(arranged.front().movement, {6, 6, 5}, 3);
}

TEST(Sextets, RefusesShapesItCannotBuild) {
  EXPECT_FALSE(GroupedHowellRefusal(22, {7, 7, 7}, GroupTables::kSextets).empty());  // 77 tables a session
  EXPECT_FALSE(GroupedHowellRefusal(14, {13}, GroupTables::kSextets).empty());       // 14 x 13 not a multiple of 6
  EXPECT_FALSE(GroupedHowellRefusal(18, {2, 15}, GroupTables::kSextets).empty());    // a group is played in three rounds
  EXPECT_FALSE(GroupedHowellRefusal(16, {15, 15}, GroupTables::kSextets).empty());   // 16 x 2 not a multiple of 6, 8 even
  EXPECT_FALSE(GroupedHowellRefusal(22, {21, 21, 21}, GroupTables::kSextets).empty());  // beyond 20 pairs
  EXPECT_TRUE(GroupedHowellRefusal(18, {17}, GroupTables::kSextets).empty());
}

// 10 pairs in two round robins: no cyclic sextets (10 x 2 is not a
// multiple of 6), so the design shifts two halves of 5 pairs together
// (6 base blocks of the 30 groups). The balans pages' row 10 x 18 in 6 + 6
// + 6 (Qf 100) with each board played three times, and 9 + 9.
TEST(Sextets, TenPairsFromTwoHalves) {
  EXPECT_TRUE(GroupedHowellRefusal(10, {9, 9}, GroupTables::kSextets).empty());
  ExpectGrouped(10, {6, 6, 6}, GroupTables::kSextets, 40'000'000);
  ExpectGrouped(10, {9, 9}, GroupTables::kSextets, 40'000'000);
}

// Quartets first, then sextets where they too can build the shape.
TEST(Sextets, TriedAfterTheQuartets) {
  using enum GroupTables;
  EXPECT_EQ(GroupTablesToTry(16, {5, 5, 5}), std::vector<GroupTables>{kQuartets});
  EXPECT_EQ(GroupTablesToTry(12, {5, 6}), (std::vector<GroupTables>{kQuartets, kSextets}));
  EXPECT_EQ(GroupTablesToTry(18, {6, 6, 5}), std::vector<GroupTables>{kSextets});
  EXPECT_TRUE(GroupTablesToTry(22, {7, 7, 7}).empty());
}

}  // namespace
}  // namespace movebal
