// The operations of `movebal edit`, each against a case worked out by hand:
// the cells expected are written out below, and where an operation keeps or
// changes the balance, the figures come from the independent scorer
// (reference_scorer.h).
#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "base/file_io.h"
#include "editing/edit_operations.h"
#include "editing/edit_script.h"
#include "editing/stanza_dealer.h"
#include "movement/structure_check.h"
#include "movement/asc_writer.h"
#include "reference_scorer.h"
#include "test_support.h"

namespace movebal {
namespace {

using testing::MustParse;

// The complete Mitchell of 3 tables: NS 1-3 stay, EW 4-6 and the boards move.
const char* const kMitchell3 =
    "6 3 3 3 0\n"
    "1-4 A  2-5 B  3-6 C\n"
    "1-6 B  2-4 C  3-5 A\n"
    "1-5 C  2-6 A  3-4 B\n";

Movement Mitchell3() { return MustParse(kMitchell3); }

// The steps of a script, which must parse.
std::vector<EditStep> Script(const Words& words) {
  auto steps = ParseEditScript(words);
  EXPECT_TRUE(steps.ok()) << steps.error().message;
  return steps.ok() ? *steps : std::vector<EditStep>{};
}

TEST(EditOperations, SideBySideAppendsTablesAndRenumbersPairs) {
  auto m = SideBySide(Mitchell3(), Mitchell3());
  ASSERT_TRUE(m.ok()) << m.error().message;
  EXPECT_EQ(*m, MustParse("12 6 3 3 0\n"
                          "1-4 A 2-5 B 3-6 C  7-10 A  8-11 B  9-12 C\n"
                          "1-6 B 2-4 C 3-5 A  7-12 B  8-10 C  9-11 A\n"
                          "1-5 C 2-6 A 3-4 B  7-11 C  8-12 A  9-10 B\n"));
  // Each group is now played at six tables: pair 1 and pair 7 play the same
  // boards in the same direction every round, and are compared 3 times.
  const reference::Figures f = reference::Score(*m);
  EXPECT_EQ(f.h, 5);
  EXPECT_EQ(f.matrix[1][7], 3);
}

TEST(EditOperations, SideBySideNeedsTheSameRounds) {
  auto shorter = Curtail(Mitchell3(), 2);
  ASSERT_TRUE(shorter.ok());
  auto m = SideBySide(Mitchell3(), *shorter);
  ASSERT_FALSE(m.ok());
  EXPECT_EQ(m.error().message, "side by side needs the same rounds: 3 and 2");
}

TEST(EditOperations, OneAfterOtherAppendsRoundsAndGroups) {
  auto two_tables = MustParse("6 2 1 1 0\n1-2 A 3-4 A\n");
  auto m = OneAfterOther(Mitchell3(), two_tables);
  ASSERT_TRUE(m.ok()) << m.error().message;
  EXPECT_EQ(*m, MustParse("6 3 4 4 0\n"
                          "1-4 A  2-5 B  3-6 C\n"
                          "1-6 B  2-4 C  3-5 A\n"
                          "1-5 C  2-6 A  3-4 B\n"
                          "1-2 D  3-4 D  0-0 0\n"));
  // The same movement twice: h stays 2 (each group at three tables), every
  // element of the score matrix doubles (SS four times; Qf need not stay, as
  // minSS is of whole numbers).
  auto twice = OneAfterOther(Mitchell3(), Mitchell3());
  ASSERT_TRUE(twice.ok());
  const reference::Figures once = reference::Score(Mitchell3()), both = reference::Score(*twice);
  EXPECT_EQ(both.h, 2);
  for (int p = 1; p <= 6; ++p) {
    for (int q = 1; q <= 6; ++q) EXPECT_EQ(both.matrix[p][q], 2 * once.matrix[p][q]) << p << " " << q;
  }
  EXPECT_EQ(both.SS, 4 * once.SS);
  auto other_pairs = OneAfterOther(Mitchell3(), MustParse("4 2 1 1 0\n1-2 A 3-4 A\n"));
  ASSERT_FALSE(other_pairs.ok());
  EXPECT_EQ(other_pairs.error().message, "one after the other needs the same pairs: 6 and 4");
}

TEST(EditOperations, RenumberPairsTablesRoundsGroups) {
  const Movement m = Mitchell3();
  auto pairs = Renumber(m, Numbering::kPairs, {2, 1, 3, 4, 5, 6});
  ASSERT_TRUE(pairs.ok());
  EXPECT_EQ(*pairs, MustParse("6 3 3 3 0\n2-4 A 1-5 B 3-6 C\n2-6 B 1-4 C 3-5 A\n2-5 C 1-6 A 3-4 B\n"));
  auto tables = Renumber(m, Numbering::kTables, {3, 1, 2});
  ASSERT_TRUE(tables.ok());
  EXPECT_EQ(*tables, MustParse("6 3 3 3 0\n2-5 B 3-6 C 1-4 A\n2-4 C 3-5 A 1-6 B\n2-6 A 3-4 B 1-5 C\n"));
  auto rounds = Renumber(m, Numbering::kRounds, {3, 1, 2});
  ASSERT_TRUE(rounds.ok());
  EXPECT_EQ(*rounds, MustParse("6 3 3 3 0\n1-6 B 2-4 C 3-5 A\n1-5 C 2-6 A 3-4 B\n1-4 A 2-5 B 3-6 C\n"));
  auto groups = Renumber(m, Numbering::kGroups, {3, 1, 2});
  ASSERT_TRUE(groups.ok());
  EXPECT_EQ(*groups, MustParse("6 3 3 3 0\n1-4 C 2-5 A 3-6 B\n1-6 A 2-4 B 3-5 C\n1-5 B 2-6 C 3-4 A\n"));
  // Renumbering pairs, tables or rounds keeps every figure.
  EXPECT_EQ(reference::Score(*tables).SS, reference::Score(m).SS);
  EXPECT_EQ(reference::Score(*rounds).SS, reference::Score(m).SS);
}

TEST(EditOperations, RenumberNeedsAPermutation) {
  auto short_list = Renumber(Mitchell3(), Numbering::kTables, {2, 1});
  ASSERT_FALSE(short_list.ok());
  EXPECT_EQ(short_list.error().message, "the new numbers of the 3 tables must hold each of 1..3 once, not 2 numbers");
  auto gap = Renumber(Mitchell3(), Numbering::kRounds, {1, 2, 4});
  ASSERT_FALSE(gap.ok());
  EXPECT_NE(gap.error().message.find("with a repeat or a gap"), std::string::npos);
}

TEST(EditOperations, CurtailDropsGroupsNoLongerPlayed) {
  // A barometer with its groups renumbered plays C, A, B in rounds 1-3; the
  // first two rounds keep A and C, numbered again A and B.
  auto m = ApplyEditScript(Mitchell3(), Script({"barometer", "renumber", "groups", "C,A,B", "curtail", "2"}));
  ASSERT_TRUE(m.ok()) << m.error().message;
  EXPECT_EQ(*m, MustParse("6 3 2 2 0\n1-4 B 2-5 B 3-6 B\n1-6 A 2-4 A 3-5 A\n"));
  // By hand (h = 2): 1 and 2 are North-South on the same boards twice (2);
  // 1 and 4 meet (+2) and play round 2's boards in opposite directions (-1).
  const reference::Figures f = reference::Score(*m);
  EXPECT_EQ(f.h, 2);
  EXPECT_EQ(f.matrix[1][2], 2);
  EXPECT_EQ(f.matrix[1][4], 1);
  auto too_many = Curtail(Mitchell3(), 4);
  ASSERT_FALSE(too_many.ok());
  EXPECT_EQ(too_many.error().message, "cannot curtail 3 rounds to 4: give 1..3");
}

TEST(EditOperations, RemovePairLeavesItsOpponentsOut) {
  auto m = RemoveContestant(Mitchell3(), 5);
  ASSERT_TRUE(m.ok());
  const Movement expected = MustParse("5 3 3 3 0\n1-4 A  0- 0 0  3-5 C\n1-5 B  2-4 C  0- 0 0\n0- 0 0  2-5 A  3-4 B\n");
  EXPECT_EQ(*m, expected);
  // Worked by hand: every group is played twice (h = 1). Pairs 4 and 5 play
  // every group in the same direction (+3); 1-2, 1-3 and 2-3 are compared
  // once (+1); every other two are 0. S = 6 over N = 10 elements, SS = 12,
  // minSS = 6: Qf = 50.
  const reference::Figures f = reference::Score(expected);
  EXPECT_EQ(f.h, 1);
  EXPECT_EQ(f.matrix[4][5], 3);
  EXPECT_EQ(f.S, 6);
  EXPECT_EQ(f.SS, 12);
  EXPECT_DOUBLE_EQ(f.Qf, 50.0);
  auto gone = RemoveContestant(Mitchell3(), 7);
  ASSERT_FALSE(gone.ok());
  EXPECT_EQ(gone.error().message, "pair 7 is not one of the 6 pairs");
}

TEST(EditOperations, AddTableIsEmpty) {
  auto m = AddTable(Mitchell3());
  ASSERT_TRUE(m.ok());
  EXPECT_EQ(*m, MustParse("6 4 3 3 0\n1-4 A 2-5 B 3-6 C 0-0 0\n1-6 B 2-4 C 3-5 A 0-0 0\n1-5 C 2-6 A 3-4 B 0-0 0\n"));
  EXPECT_EQ(reference::Score(*m).matrix, reference::Score(Mitchell3()).matrix);  // an empty table changes nothing
}

TEST(EditOperations, DropEmptyTablesUndoesAddTable) {
  auto added = AddTable(Mitchell3());
  ASSERT_TRUE(added.ok());
  auto dropped = DropEmptyTables(*added);
  ASSERT_TRUE(dropped.ok());
  EXPECT_EQ(*dropped, Mitchell3());
  // Table 2 of 3 empty all evening (pair 8 absent, stationary there): tables
  // 1 and 3 stay, numbered 1 and 2; group B rests in round 1 and C in round 2.
  auto m = DropEmptyTables(MustParse("6 3 3 3 0\n1-4 A 0-0 0 3-6 C\n1-6 B 0-0 0 3-5 A\n1-5 C 0-0 0 3-4 B\n"));
  ASSERT_TRUE(m.ok());
  EXPECT_EQ(*m, MustParse("6 2 3 3 0\n1-4 A 3-6 C\n1-6 B 3-5 A\n1-5 C 3-4 B\n"));
  EXPECT_EQ(reference::Score(*m).matrix, reference::Score(MustParse("6 3 3 3 0\n1-4 A 0-0 0 3-6 C\n1-6 B 0-0 0 3-5 A\n1-5 C 0-0 0 3-4 B\n")).matrix);
  EXPECT_FALSE(DropEmptyTables(Movement::Empty(2, 2, 2, 1)).ok());
}

TEST(EditOperations, BarometerPlaysTheRoundsGroup) {
  auto m = Barometer(Mitchell3());
  ASSERT_TRUE(m.ok());
  EXPECT_EQ(*m, MustParse("6 3 3 3 0\n1-4 A 2-5 A 3-6 A\n1-6 B 2-4 B 3-5 B\n1-5 C 2-6 C 3-4 C\n"));
  // By hand (h = 2): two North-South pairs are compared on every round's
  // boards (3); 1 and 5 play against each other's direction in rounds 1
  // and 2 (-2) and meet in round 3 (+2): 0.
  const reference::Figures f = reference::Score(*m);
  EXPECT_EQ(f.matrix[1][2], 3);
  EXPECT_EQ(f.matrix[4][5], 3);
  EXPECT_EQ(f.matrix[1][5], 0);
}

TEST(EditOperations, FixPairMovesItsTableAndSwitchesArrows) {
  auto m = FixPair(Mitchell3(), 4, 1);
  ASSERT_TRUE(m.ok()) << m.error().message;
  const Movement expected = MustParse("6 3 3 3 0\n4-1 A 2-5 B 3-6 C\n4-2 C 1-6 B 3-5 A\n4-3 B 2-6 A 1-5 C\n");
  EXPECT_EQ(*m, expected);
  // The arrow switches change the balance. Worked by hand (h = 2): pairs 1
  // and 4 meet once (+2) and, in the Mitchell, play B and C in opposite
  // directions (-1 each): 0. With 4 North-South at table 1 they play B and C
  // in the same direction: 4.
  EXPECT_EQ(reference::Score(Mitchell3()).matrix[1][4], 0);
  EXPECT_EQ(reference::Score(expected).matrix[1][4], 4);
  auto out = RemoveContestant(Mitchell3(), 5);
  ASSERT_TRUE(out.ok());
  auto sits_out = FixPair(*out, 1, 1);
  ASSERT_FALSE(sits_out.ok());
  EXPECT_EQ(sits_out.error().message, "pair 1 sits out round 3: a pair fixed to a table plays every round");
  auto no_table = FixPair(Mitchell3(), 1, 4);
  ASSERT_FALSE(no_table.ok());
  EXPECT_EQ(no_table.error().message, "table 4 is not one of the 3 tables");
}

TEST(EditOperations, FixBoardsKeepsTheBalance) {
  auto m = FixBoards(Mitchell3(), 1, 3);
  ASSERT_TRUE(m.ok()) << m.error().message;
  EXPECT_EQ(*m, MustParse("6 3 3 3 0\n3-6 C 2-5 B 1-4 A\n1-6 B 2-4 C 3-5 A\n1-5 C 3-4 B 2-6 A\n"));
  const reference::Figures before = reference::Score(Mitchell3()), after = reference::Score(*m);
  EXPECT_EQ(after.matrix, before.matrix);
  auto barometer = Barometer(Mitchell3());
  ASSERT_TRUE(barometer.ok());
  auto shared = FixBoards(*barometer, 1, 1);
  ASSERT_FALSE(shared.ok());
  EXPECT_EQ(shared.error().message,
            "board group A is played at tables 1 and 2 in round 1: one set of boards cannot stay at both");
}

TEST(EditOperations, StanzasDealEachStanzaGroupsOfItsOwn) {
  // Stanza 1 is rounds 1-2: its meetings are two rings of four pairs,
  // 1-2-4-3 and 5-6-8-7. Each pair plays each of the stanza's two groups
  // once, so a ring alternates its groups: 1-2 and 3-4 on one, 1-3 and 2-4 on
  // the other. At most 2 of the 4 tables of a round on one group leaves one
  // deal (1-2 opens group A). Stanza 2, one round, plays C everywhere.
  const Movement m = MustParse("8 4 3 3 0\n"
                               "1-2 A  3-4 B  5-6 C  7-8 A\n"
                               "1-3 B  2-4 C  5-7 A  6-8 B\n"
                               "1-4 C  2-3 A  5-8 B  6-7 C\n");
  auto dealt = Stanzas(m, {2, 1});
  ASSERT_TRUE(dealt.ok()) << dealt.error().message;
  const Movement expected = MustParse("8 4 3 3 0\n"
                                      "1-2 A  3-4 A  5-6 B  7-8 B\n"
                                      "1-3 B  2-4 B  5-7 A  6-8 A\n"
                                      "1-4 C  2-3 C  5-8 C  6-7 C\n");
  EXPECT_EQ(*dealt, expected);
  EXPECT_TRUE(CheckStructure(*dealt).warnings.empty());
  EXPECT_EQ(reference::Score(expected).h, 3);  // every group at four tables
  // The 3-table Mitchell's first two rounds are one ring of six pairs,
  // 1-4-2-5-3-6: alternating groups put all of round 1 on one group, so its
  // stanzas 2,1 are the barometer.
  auto mitchell = Stanzas(Mitchell3(), {2, 1});
  ASSERT_TRUE(mitchell.ok());
  EXPECT_EQ(*mitchell, MustParse("6 3 3 3 0\n1-4 A 2-5 A 3-6 A\n1-6 B 2-4 B 3-5 B\n1-5 C 2-6 C 3-4 C\n"));
  auto wrong = Stanzas(Mitchell3(), {2, 2});
  ASSERT_FALSE(wrong.ok());
  EXPECT_EQ(wrong.error().message, "the stanzas' lengths must be at least 1 each and add up to the 3 rounds, not 4");
}

TEST(StanzaDealer, PlaysOneGroupPerRoundWhenTheBudgetIsSpent) {
  const Movement m = MustParse("8 4 2 2 0\n1-2 A  3-4 B  5-6 A  7-8 B\n1-3 B  2-4 A  5-7 B  6-8 A\n");
  std::int64_t ample = StanzaDealer::kWork;
  EXPECT_EQ(StanzaDealer(m, 0, 2, ample).Deal(), (std::vector<int>{0, 0, 1, 1, 1, 1, 0, 0}));
  EXPECT_LT(ample, StanzaDealer::kWork);
  std::int64_t spent = 0;
  EXPECT_EQ(StanzaDealer(m, 0, 2, spent).Deal(), (std::vector<int>{0, 0, 0, 0, 1, 1, 1, 1}));
}

TEST(EditScript, ParsesStepsAndNamesTheOneThatFails) {
  auto unknown = ParseEditScript({"curtail", "2", "frobnicate"});
  ASSERT_FALSE(unknown.ok());
  EXPECT_NE(unknown.error().message.find("unknown operation 'frobnicate'"), std::string::npos);
  auto short_of_words = ParseEditScript({"fix-pair", "1"});
  ASSERT_FALSE(short_of_words.ok());
  EXPECT_EQ(short_of_words.error().message, "fix-pair takes P T");
  const std::vector<EditStep> steps = Script({"add-table", "remove-pair", "9"});
  EXPECT_EQ(EditScriptText(steps), "add-table remove-pair 9");
  auto failed = ApplyEditScript(Mitchell3(), steps);
  ASSERT_FALSE(failed.ok());
  EXPECT_EQ(failed.error().message, "remove-pair 9: pair 9 is not one of the 6 pairs");
  auto stanzas = ApplyEditScript(Mitchell3(), Script({"stanzas", "1,1,1"}));
  ASSERT_TRUE(stanzas.ok()) << stanzas.error().message;
  EXPECT_EQ(*stanzas, *Barometer(Mitchell3()));
}

TEST(EditScript, RefusesAResultNoFileCanHold) {
  // 200 pairs at 100 tables, side by side with themselves: 400 pairs.
  Movement wide = Movement::Empty(200, 100, 1, 1);
  for (int t = 0; t < 100; ++t) wide.at(0, t) = Cell{{2 * t + 1, 0}, {2 * t + 2, 0}, 0};
  const std::string file = ::testing::TempDir() + std::to_string(getpid()) + "_wide.asc";
  ASSERT_TRUE(WriteFileAtomically(file, FormatAsc(wide), Existing::kReplace, false).ok());
  auto m = ApplyEditScript(wide, Script({"side-by-side", file}));
  ASSERT_FALSE(m.ok());
  EXPECT_EQ(m.error().message,
            "side-by-side " + file + ": the result has 400 contestants, more than the 256 a movement file may hold");
  std::remove(file.c_str());
}

}  // namespace
}  // namespace movebal
