#include "combinatorial_designs/crrs.h"

#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

#include "pair_movements/verify.h"
#include "test_support.h"

namespace movebal {
namespace {

std::string ReadData(const std::string& name) {
  std::ifstream in(testing::kSourceDir + "/tests/data/" + name);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// A second checker written straight from the paper's conditions, sharing no
// code with VerifyCrrs: counts with sets and multisets of tuples.
bool IndependentlyValid(const Crrs& c, int* max_sharing) {
  const int n = c.pairs / 2;
  std::multiset<std::set<int>> met;
  std::multiset<std::pair<int, int>> pair_board;
  std::set<std::tuple<int, int, int>> oriented;  // (ns, ew, board)
  *max_sharing = 0;
  for (const auto& round : c.rounds) {
    std::multiset<int> present, boards;
    for (const CrrsMatch& m : round) {
      present.insert(m.ns);
      present.insert(m.ew);
      boards.insert(m.board);
      met.insert({m.ns, m.ew});
      pair_board.insert({m.ns, m.board});
      pair_board.insert({m.ew, m.board});
      oriented.insert({m.ns, m.ew, m.board});
    }
    for (int p = 1; p <= c.pairs; ++p) {
      if (present.count(p) != 1) return false;
    }
    for (int b : boards) *max_sharing = std::max(*max_sharing, static_cast<int>(boards.count(b)));
  }
  for (int p = 1; p <= c.pairs; ++p) {
    for (int q = p + 1; q <= c.pairs; ++q) {
      if (met.count({p, q}) != (c.teammate[p] == q ? 0u : 1u)) return false;
    }
  }
  for (const auto& pb : pair_board) {
    if (pair_board.count(pb) != 1) return false;
  }
  std::set<int> all_boards;
  for (const auto& [p, b] : pair_board) all_boards.insert(b);
  if (static_cast<int>(all_boards.size()) != (n % 2 == 0 ? 2 * n - 2 : 2 * n)) return false;
  for (const auto& [p, q, b] : oriented) {
    if (!oriented.count({c.teammate[q], c.teammate[p], b})) return false;
  }
  return true;
}

TEST(Crrs, ThePapersTablesVerify) {
  auto table1 = ParseCrrs(ReadData("crrs_hwang_table1.txt"), "table1");
  ASSERT_TRUE(table1.ok()) << table1.error().ToString();
  EXPECT_EQ(table1->pairs, 8);
  EXPECT_EQ(table1->boards, 6);
  const CrrsVerdict v1 = VerifyCrrs(*table1);
  EXPECT_TRUE(v1.crrs) << (v1.problems.empty() ? "" : v1.problems.front());
  EXPECT_TRUE(v1.complete);  // the paper calls it complete: one match per board and round
  EXPECT_EQ(v1.max_sharing, 1);

  auto table2 = ParseCrrs(ReadData("crrs_hwang_table2.txt"), "table2");
  ASSERT_TRUE(table2.ok()) << table2.error().ToString();
  EXPECT_EQ(table2->pairs, 10);
  EXPECT_EQ(table2->boards, 10);
  const CrrsVerdict v2 = VerifyCrrs(*table2);
  EXPECT_TRUE(v2.crrs) << (v2.problems.empty() ? "" : v2.problems.front());
  EXPECT_FALSE(v2.complete);
  EXPECT_EQ(v2.max_sharing, 3);  // round 6: 10-7, 4-1 and 3-2 all on board 5
  int sharing = 0;
  EXPECT_TRUE(IndependentlyValid(*table2, &sharing));
  EXPECT_EQ(sharing, 3);
}

TEST(Crrs, EachConditionIsCaught) {
  const Crrs good = *ParseCrrs(ReadData("crrs_hwang_table1.txt"), "t");
  Crrs reversed = good;  // 8 v 6 becomes 6 v 8: 5 v 7 on board 1 no longer mirrors it
  std::swap(reversed.rounds[0][0].ns, reversed.rounds[0][0].ew);
  CrrsVerdict v = VerifyCrrs(reversed);
  EXPECT_FALSE(v.crrs);
  EXPECT_NE(v.problems.front().find("(iv)"), std::string::npos);

  Crrs board = good;  // pair 8 plays board 2 twice
  board.rounds[0][0].board = 2;
  EXPECT_FALSE(VerifyCrrs(board).crrs);

  Crrs absent = good;  // pair 1 plays twice in round 1, pair 5 not at all
  absent.rounds[0][3].ns = 3;
  v = VerifyCrrs(absent);
  EXPECT_FALSE(v.crrs);
  EXPECT_NE(v.problems.front().find("(ii)"), std::string::npos);

  Crrs teammates = good;  // 1 and 4 are teammates: they must never meet
  teammates.teammate = {0, 2, 1, 4, 3, 6, 5, 8, 7};
  EXPECT_FALSE(VerifyCrrs(teammates).crrs);
}

TEST(Crrs, ParseErrorsSayWhere) {
  auto missing = ParseCrrs("1  8 6 (1)\n", "f");
  ASSERT_FALSE(missing.ok());
  EXPECT_NE(missing.error().message.find("Teams"), std::string::npos);
  auto bracket = ParseCrrs("1  8 6 1)\nTeams: 1-2\n", "f");
  ASSERT_FALSE(bracket.ok());
  EXPECT_EQ(bracket.error().ToString(), "f:1:8: expected '(' and the board number");
  auto order = ParseCrrs("2  8 6 (1)\n", "f");
  ASSERT_FALSE(order.ok());
  EXPECT_EQ(order.error().line, 1);
}

TEST(Crrs, EveryTeamCountFrom2To40IsBuiltAndVerified) {
  for (int teams = 2; teams <= 40; ++teams) {
    const Crrs c = CrrsFromRoundRobin(teams);
    const CrrsVerdict v = VerifyCrrs(c);
    ASSERT_TRUE(v.crrs) << teams << " teams: " << v.problems.front();
    int sharing = 0;
    EXPECT_TRUE(IndependentlyValid(c, &sharing)) << teams;
    EXPECT_EQ(sharing, v.max_sharing) << teams;
    EXPECT_TRUE(VerifyMovement(CrrsMovement(c), AtMostOnce, "CRRS").ok()) << teams;
  }
}

TEST(Crrs, RoomSquareExpansionSharesEachBoardByTwo) {
  for (int teams : {8, 10, 16, 22, 40}) {
    auto c = CrrsFromRoomSquare(teams, 1);
    ASSERT_TRUE(c.ok()) << teams;
    const CrrsVerdict v = VerifyCrrs(*c);
    ASSERT_TRUE(v.crrs) << teams << ": " << v.problems.front();
    int sharing = 0;
    EXPECT_TRUE(IndependentlyValid(*c, &sharing));
    EXPECT_EQ(v.max_sharing, 2);
    EXPECT_EQ(v.sharing_matches, (2 * teams - 2) * teams);  // every match shares
  }
  EXPECT_FALSE(CrrsFromRoomSquare(6, 1).ok());
}

TEST(Crrs, SharingSearchKeepsTheConditionsAndNeverShareMore) {
  for (int teams : {4, 5, 9, 12, 40, 128}) {
    const Crrs c = ReduceCrrsSharing(teams, 3, Budget::None(), 2'000);
    int sharing = 0;
    EXPECT_TRUE(IndependentlyValid(c, &sharing)) << teams;
    EXPECT_LE(VerifyCrrs(c).max_sharing, VerifyCrrs(CrrsFromRoundRobin(teams)).max_sharing) << teams;
  }
}

TEST(Crrs, GenerateIsReproducibleAndVerified) {
  auto a = GenerateCrrs(7, 5, 3'000);
  auto b = GenerateCrrs(7, 5, 3'000);
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_EQ(a->rounds, b->rounds);
  EXPECT_TRUE(VerifyCrrs(*a).crrs);
  EXPECT_FALSE(GenerateCrrs(1, 1, 0).ok());
  EXPECT_FALSE(GenerateCrrs(kMaxCrrsTeams + 1, 1, 0).ok());
}

TEST(Crrs, FormatReadsBack) {
  const Crrs c = CrrsFromRoundRobin(7);
  auto back = ParseCrrs(FormatCrrs(c), "formatted");
  ASSERT_TRUE(back.ok()) << back.error().ToString();
  EXPECT_EQ(back->rounds, c.rounds);
  EXPECT_EQ(back->teammate, c.teammate);
}

}  // namespace
}  // namespace movebal

namespace movebal {
namespace {

// Condition (v) judged by the verifier, which knows nothing of couplings.
TEST(CrrsComplete, FourTeamsHaveACompleteSchedule) {
  const CompleteCrrsResult r = FindCompleteCrrs(4, kCompleteCrrsNodes);
  ASSERT_TRUE(r.schedule.has_value());
  const CrrsVerdict v = VerifyCrrs(*r.schedule);
  EXPECT_TRUE(v.crrs) << (v.problems.empty() ? "" : v.problems.front());
  EXPECT_TRUE(v.complete);
  EXPECT_EQ(v.max_sharing, 1);
  auto generated = GenerateCrrs(4, 1, 0);
  ASSERT_TRUE(generated.ok());
  EXPECT_TRUE(VerifyCrrs(*generated).complete);
}

// Two teams: the two rounds would each need p-q and q'-p' on one board, so
// no complete schedule exists, and the exhaustive search says so.
TEST(CrrsComplete, TwoTeamsHaveNone) {
  const CompleteCrrsResult r = FindCompleteCrrs(2, kCompleteCrrsNodes);
  EXPECT_FALSE(r.schedule.has_value());
  EXPECT_TRUE(r.complete_search);
  EXPECT_FALSE(FindCompleteCrrs(5, kCompleteCrrsNodes).schedule.has_value());  // odd: not searched
}

}  // namespace
}  // namespace movebal
