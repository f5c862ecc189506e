// The walking figures (docs/model.md, "How a movement walks") against values
// worked out by hand from the movements' tables, written out in the comments.
#include "scoring/walking.h"

#include <gtest/gtest.h>

#include "pair_movements/howell.h"
#include "pair_movements/mitchell.h"
#include "test_support.h"

namespace movebal {
namespace {

using testing::MustParse;

Movement Bundled(const std::string& name) {
  return MustParse(testing::ReadFile(testing::kSourceDir + "/movements/" + name));
}

void ExpectTally(const MoveTally& tally, int moves, int longest, int longer_than_one) {
  EXPECT_EQ(tally.moves, moves);
  EXPECT_EQ(tally.longest, longest);
  EXPECT_EQ(tally.longer_than_one, longer_than_one);
}

TEST(Walking, RingDistanceWrapsAround) {
  EXPECT_EQ(RingDistance(0, 0, 5), 0);
  EXPECT_EQ(RingDistance(0, 4, 5), 1);  // table 5 stands next to table 1
  EXPECT_EQ(RingDistance(1, 4, 5), 2);
  EXPECT_EQ(RingDistance(0, 4, 8), 4);
}

// Complete Mitchell, 5 tables: NS stay, EW move up one table, boards down
// one; 4 round changes x 5 groups = 20 board moves; 20 NS moves of 0 and 20
// EW moves of 1 (table 5 to table 1 is one table on the ring).
TEST(Walking, CompleteMitchellMovesOneTable) {
  const WalkingReport w = ComputeWalking(testing::Mitchell(5));
  ExpectTally(w.boards, 20, 1, 0);
  ExpectTally(w.contestants, 40, 1, 0);
  EXPECT_EQ(w.stationary, (std::vector<int>{1, 2, 3, 4, 5}));
  EXPECT_EQ(w.empty_tables, EmptyTables::kNone);
  EXPECT_EQ(w.copies, (std::vector<int>(5, 1)));
  EXPECT_EQ(w.most_copies, 1);
}

// The skip Mitchell of the generators for 4 tables (3 rounds):
//   1- 5 A   2- 6 B   3- 7 C   4- 8 D
//   1- 8 B   2- 5 C   3- 6 D   4- 7 A
//   1- 6 C   2- 7 D   3- 8 A   4- 5 B
// Boards go down one table (8 moves of 1). EW pair 5 sits at tables 1, 2, 4:
// the skip is a move of 2, for each of the 4 EW pairs.
TEST(Walking, SkipMitchellSkipsTwoTables) {
  auto m = GenerateMitchell({4, 0, MitchellKind::kSkip});
  ASSERT_TRUE(m);
  const WalkingReport w = ComputeWalking(*m);
  ExpectTally(w.boards, 8, 1, 0);
  ExpectTally(w.contestants, 16, 2, 4);
  EXPECT_EQ(w.stationary, (std::vector<int>{1, 2, 3, 4}));
  EXPECT_EQ(w.most_copies, 1);
}

// The relay Mitchell (movements/relay-mitchell-06t.asc): each round one group
// rests on the relay stand and one is shared by tables 1 and 6. Group A is
// shared in round 1, at tables 5, 4 in rounds 2, 3, rests, then 3, 2: moves
// 5->4, 4->3 (two steps, one table), 3->2. Likewise B 2 moves, C 2, D 2,
// E 2, F 3: 14, each of one table. Every group is shared once: two copies of
// every board.
TEST(Walking, RelayMitchellSharesAndRests) {
  const Movement bundled = Bundled("relay-mitchell-06t.asc");
  auto generated = GenerateMitchell({6, 0, MitchellKind::kRelay});
  ASSERT_TRUE(generated);
  for (const Movement& m : {bundled, *generated}) {
    const WalkingReport w = ComputeWalking(m);
    ExpectTally(w.boards, 14, 1, 0);
    ExpectTally(w.contestants, 60, 1, 0);  // 12 pairs x 5 round changes; EW move up one
    EXPECT_EQ(w.stationary, (std::vector<int>{1, 2, 3, 4, 5, 6}));
    EXPECT_EQ(w.empty_tables, EmptyTables::kNone);
    EXPECT_EQ(w.copies, (std::vector<int>(6, 2)));
    EXPECT_EQ(w.most_copies, 2);
  }
}

// A 6-pair Howell of the generators (starter 1 4, 2 3):
//   6- 1 A   2- 5 B   3- 4 C
//   6- 2 C   3- 1 B   4- 5 D
//   6- 3 D   4- 2 A   5- 1 C
//   6- 4 B   5- 3 A   1- 2 D
//   6- 5 E   1- 4 E   2- 3 E
// Single board moves: A 1->2 (over a round of rest), 2->2; B 2->2, 2->1
// (over a rest); C 3->1, 1->3; D 3->1, 1->3: 8 (E is at all three tables in
// round 5: three copies). Pairs 1-5 move in 4 round
// changes each (pair 1: tables 1 2 3 3 2), pair 6 stays at table 1.
TEST(Walking, HowellWithSharedLastRound) {
  auto design = GenerateHowell({6, 0}, *ParseStarter("1 4, 2 3", 5));
  ASSERT_TRUE(design);
  ASSERT_EQ(design->movement, MustParse("6 3 5 5 0\n6-1 A 2-5 B 3-4 C\n6-2 C 3-1 B 4-5 D\n6-3 D 4-2 A 5-1 C\n"
                                        "6-4 B 5-3 A 1-2 D\n6-5 E 1-4 E 2-3 E\n"));
  const WalkingReport w = ComputeWalking(design->movement);
  ExpectTally(w.boards, 8, 1, 0);
  ExpectTally(w.contestants, 24, 1, 0);
  EXPECT_EQ(w.stationary, (std::vector<int>{6}));
  EXPECT_EQ(w.copies, (std::vector<int>{1, 1, 1, 1, 3}));
  EXPECT_EQ(w.most_copies, 3);
}

// movements/scheveningen-16p-06r.asc: boards stay at tables 1-6, pairs 15
// and 16 at appendix tables 7 and 8 borrow two groups each round. Groups
// single in two consecutive rounds: 2 per round change, all of length 0.
// All 16 pairs play every round: 80 moves; pair 11 goes from table 2
// (round 3) to table 6 (round 4), 4 tables, the farthest on a ring of 8.
TEST(Walking, ScheveningenBoardsStay) {
  const WalkingReport w = ComputeWalking(Bundled("scheveningen-16p-06r.asc"));
  ExpectTally(w.boards, 10, 0, 0);
  EXPECT_EQ(w.contestants.moves, 80);
  EXPECT_EQ(w.contestants.longest, 4);
  EXPECT_EQ(w.stationary, (std::vector<int>{15, 16}));
  EXPECT_EQ(w.empty_tables, EmptyTables::kNone);
  EXPECT_EQ(w.copies, (std::vector<int>(6, 2)));
}

// Nine pairs on five tables, one table empty each round, a different one:
//   round 1: table 1 empty, 1-2 A, 3-4 B, 5-6 C, 7-8 D      (9 sits out)
//   round 2: 9-1 B, 2-3 C, 4-5 D, table 4 empty, 6-7 E      (8 sits out)
//   round 3: 8-9 C, table 2 empty, 1-3 E, 2-5 B, 4-7 A      (6 sits out)
// Boards: B 3->1, C 4->2, D 5->3, then B 1->4 (2 on the ring), C 2->1,
// E 5->3, and A 2->5 over a round of rest (2 on the ring in two steps: 1):
// 7 moves, 5 of 2 tables. Pairs: 1 goes 2 1 3, 2: 2 2 4, 3: 3 2 3, 4: 3 3 5,
// 5: 4 3 4, 6: 4 5, 7: 5 5 5, 8: 5 then 1 after sitting out, 9: 1 1. 15
// moves, 3 of 2 tables; 7 and 9 stay.
TEST(Walking, RovingEmptyTable) {
  const Movement m = MustParse(
      "9 5 3 5 0\n"
      " 0- 0 0   1- 2 A   3- 4 B   5- 6 C   7- 8 D\n"
      " 9- 1 B   2- 3 C   4- 5 D   0- 0 0   6- 7 E\n"
      " 8- 9 C   0- 0 0   1- 3 E   2- 5 B   4- 7 A\n");
  const WalkingReport w = ComputeWalking(m);
  ExpectTally(w.boards, 7, 2, 5);
  ExpectTally(w.contestants, 15, 2, 3);
  EXPECT_EQ(w.stationary, (std::vector<int>{7, 9}));
  EXPECT_EQ(w.empty, (std::vector<std::vector<int>>{{1}, {4}, {2}}));
  EXPECT_EQ(w.empty_tables, EmptyTables::kRoving);
  EXPECT_EQ(w.most_copies, 1);
}

// The 4-table Mitchell with NS pair 1 absent: table 1 is empty every round
// (fixed). Group r rests at table 1 in round r, so between rounds r and r+1
// two of the 4 groups move: 3 x 2 = 6, and the groups resting in rounds 2
// and 3 go from table 2 over the empty table 1 to table 4: two steps of one,
// 8 moves. NS 2-4 stay (9 moves of 0); each EW pair sits out once at table
// 1: out in the first or last round leaves 2 moves (pairs 5 and 6), in a
// middle round 3 (pairs 7, 8, from table 4 over table 1 to table 2): 8 moves
// of 1.
TEST(Walking, AbsentPairLeavesItsTableEmpty) {
  const WalkingReport w = ComputeWalking(testing::Mitchell(4), 1);
  ExpectTally(w.boards, 8, 1, 0);
  ExpectTally(w.contestants, 17, 1, 0);
  EXPECT_EQ(w.stationary, (std::vector<int>{2, 3, 4}));
  EXPECT_EQ(w.empty, (std::vector<std::vector<int>>(4, {1})));
  EXPECT_EQ(w.empty_tables, EmptyTables::kFixed);
  // An absent EW pair takes the empty table round the room.
  EXPECT_EQ(ComputeWalking(testing::Mitchell(4), 8).empty_tables, EmptyTables::kRoving);
}

// An individual: both tables play the same group in a round, so each board
// needs two copies and no group makes a single move. Players 3 and 4 go from
// table 1 to 2, 5 and 6 back: 8 moves, 1, 2, 7 and 8 stay.
TEST(Walking, IndividualCopies) {
  const Movement m = MustParse("8 2 2 2 1\n1 2 3 4 A   5 6 7 8 A\n1 5 2 6 B   3 7 4 8 B\n");
  const WalkingReport w = ComputeWalking(m);
  ExpectTally(w.boards, 0, 0, 0);
  ExpectTally(w.contestants, 8, 1, 0);
  EXPECT_EQ(w.stationary, (std::vector<int>{1, 2, 7, 8}));
  EXPECT_EQ(w.copies, (std::vector<int>{2, 2}));
  EXPECT_EQ(w.most_copies, 2);
}

}  // namespace
}  // namespace movebal
