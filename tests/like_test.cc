// generate best --like FILE: the given movement as one more candidate
// (design/like.h), ranked for "this movement, better".
#include "design/like.h"

#include <gtest/gtest.h>

#include <variant>

#include "pair_movements/mitchell.h"
#include "scoring/balance.h"
#include "scoring/walking.h"

namespace movebal {
namespace {

TEST(Like, WalksNoWorseIsEveryWalkingFigureAtMostTheGivens) {
  WalkingReport given;
  given.boards.longest = 1;
  given.contestants.longest = 2;
  given.most_copies = 1;
  given.empty_tables = EmptyTables::kFixed;
  EXPECT_TRUE(WalksNoWorse(given, given));
  WalkingReport shorter = given;
  shorter.contestants.longest = 1;
  shorter.empty_tables = EmptyTables::kNone;
  EXPECT_TRUE(WalksNoWorse(shorter, given));
  EXPECT_FALSE(WalksNoWorse(given, shorter));
  for (int figure = 0; figure < 4; ++figure) {
    WalkingReport farther = given;
    if (figure == 0) farther.boards.longest = 2;
    if (figure == 1) farther.contestants.longest = 3;
    if (figure == 2) farther.most_copies = 2;
    if (figure == 3) farther.empty_tables = EmptyTables::kRoving;
    EXPECT_FALSE(WalksNoWorse(farther, given)) << figure;
  }
}

AnnealOptions Polish() {
  AnnealOptions polish;
  polish.run = {1, 1, Budget::None().WithMoves(20000)};
  return polish;
}

// A candidate as the ranking sees it: its groups, walking and Qf set by hand.
Candidate Ranked(const Movement& m, int groups, int longest_board_move, double qf) {
  Candidate c{StyledOrigin{"made"}, m, ScoreMovement(m)};
  c.movement.groups = groups;
  c.walking = ComputeWalking(m);
  c.walking.boards.longest = longest_board_move;
  c.report.moments.Qf = qf;
  return c;
}

TEST(Like, TheGivenMovementIsBalancedAndKeepsItsTables) {
  // The complete Mitchell of 7 tables as laid: Qf 46.94, 92.00 with the
  // best arrows (the federation's 14-pair Mitchell, balanced by balans).
  const Movement given = CompleteMitchell(7);
  std::vector<Candidate> ranked;
  ASSERT_TRUE(RankWithTheGiven(ranked, given, "m.asc", Polish(), false).ok());
  ASSERT_EQ(ranked.size(), 1U);
  const Candidate& c = ranked.front();
  EXPECT_TRUE(std::holds_alternative<GivenOrigin>(c.origin));
  EXPECT_EQ(c.name(), "m.asc, arrows balanced");
  EXPECT_NEAR(ScoreMovement(given).moments.Qf, 46.94, 0.005);
  EXPECT_NEAR(c.report.moments.Qf, 92.00, 0.005);
  EXPECT_EQ(ScoreMovement(c.movement).moments.Qf, c.report.moments.Qf);  // re-scored from scratch
  for (int r = 0; r < given.rounds; ++r) {
    for (int t = 0; t < given.tables; ++t) {
      Cell switched = given.at(r, t);
      switched.SwitchArrows();
      const Cell& balanced = c.movement.at(r, t);
      EXPECT_TRUE(balanced == given.at(r, t) || balanced == switched) << r << " " << t;
    }
  }
}

TEST(Like, ItsGroupsThenItsWalkingThenTheBalanceDecide) {
  const Movement given = CompleteMitchell(7);
  const int groups = given.groups, walk = ComputeWalking(given).boards.longest;
  std::vector<Candidate> ranked = {Ranked(given, groups + 1, walk, 100),   // other groups: after
                                   Ranked(given, groups, walk + 1, 99),    // walks farther: after
                                   Ranked(given, groups, walk, 95),        // better balanced: first
                                   Ranked(given, groups, walk, 50)};       // worse balanced: after
  ASSERT_TRUE(RankWithTheGiven(ranked, given, "m.asc", Polish(), false).ok());
  ASSERT_EQ(ranked.size(), 5U);
  EXPECT_EQ(ranked[0].report.moments.Qf, 95);
  EXPECT_TRUE(std::holds_alternative<GivenOrigin>(ranked[1].origin));
  EXPECT_EQ(ranked[2].report.moments.Qf, 50);
  EXPECT_EQ(ranked[3].report.moments.Qf, 99);
  EXPECT_EQ(ranked[4].report.moments.Qf, 100);
}

}  // namespace
}  // namespace movebal
