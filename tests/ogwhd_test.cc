#include "combinatorial_designs/ogwhd.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace movebal {
namespace {

TEST(Ogwhd, ThePapersSmallExampleIsAWhistDesignButNotOrdered) {
  // Cipriano, Example 1.1: seven players, (1, 3, 2, 6, 4, 5) developed mod 7.
  const OgwhdSchedule s = ExpandOgwhd(7, {{1, 3, 2, 6, 4, 5}});
  ASSERT_EQ(s.rounds[2][0], (OgwhdGame{3, 5, 4, 1, 6, 0}));  // the paper's round 2
  const OgwhdVerdict v = VerifyOgwhd(s);
  EXPECT_TRUE(v.whist);
  EXPECT_FALSE(v.ordered);  // the paper's first ordered design has 31 players
}

TEST(Ogwhd, TheFirstOrderedDesignIsRebuiltAndVerified) {
  // Example 3.1: (31, 3, 15, 13, construction 1), first game (16, 3, 18, 15, 28, 13).
  auto initial = OgwhdInitialRound({31, 3, 15, 13, 1});
  ASSERT_TRUE(initial.ok());
  ASSERT_EQ(initial->size(), 5u);
  EXPECT_EQ(initial->front(), (OgwhdGame{16, 3, 18, 15, 28, 13}));
  EXPECT_TRUE(VerifyOgwhd(ExpandOgwhd(31, *initial)).ordered);
  EXPECT_EQ(JudgeOgwhdTuple({31, 3, 15, 13, 1}), "");
}

TEST(Ogwhd, VerifierCatchesEachFault) {
  const std::vector<OgwhdGame> initial = *OgwhdInitialRound({31, 3, 15, 13, 1});
  OgwhdSchedule s = ExpandOgwhd(31, initial);
  std::swap(s.rounds[0][0][1], s.rounds[0][0][3]);  // b and d: same team, other axes
  OgwhdVerdict v = VerifyOgwhd(s);
  EXPECT_TRUE(v.whist);
  EXPECT_FALSE(v.ordered);
  s = ExpandOgwhd(31, initial);
  std::swap(s.rounds[0][0][0], s.rounds[0][0][1]);  // a and b change teams
  v = VerifyOgwhd(s);
  EXPECT_FALSE(v.whist);
  s = ExpandOgwhd(31, initial);
  s.rounds.pop_back();
  EXPECT_FALSE(VerifyOgwhd(s).whist);
}

TEST(Ogwhd, DifferenceTestAndVerifierAgree) {
  // The search filters by the classes of differences (the paper's Theorem 1);
  // the verifier counts seats. Every tuple the search finds must verify, and
  // a construction the search rejects must not.
  for (int p : {31, 43, 67}) {
    const std::vector<OgwhdTuple> found = SearchOgwhdTuples(p, 0);
    for (std::size_t i = 0; i < std::min<std::size_t>(found.size(), 5); ++i) {
      EXPECT_TRUE(VerifyOgwhd(ExpandOgwhd(p, *OgwhdInitialRound(found[i]))).ordered);
    }
  }
  const OgwhdTuple wrong{31, 3, 15, 13, 2};  // construction 2 of Example 3.1's numbers
  const std::vector<OgwhdTuple> all = SearchOgwhdTuples(31, 0);
  const bool listed = std::find(all.begin(), all.end(), wrong) != all.end();
  EXPECT_EQ(VerifyOgwhd(ExpandOgwhd(31, *OgwhdInitialRound(wrong))).ordered, listed);
}

TEST(Ogwhd, EveryPublishedTupleIsJudged) {
  // The small primes here; 'movebal list ogwhd --published' judges all 112.
  int ordered = 0;
  for (const OgwhdTuple& t : PublishedOgwhdTuples()) {
    if (t.p > 211) continue;
    const std::string why = JudgeOgwhdTuple(t);
    const bool verified = VerifyOgwhd(ExpandOgwhd(t.p, *OgwhdInitialRound(t))).ordered;
    EXPECT_EQ(why.empty(), verified);
    ordered += verified;
  }
  EXPECT_EQ(PublishedOgwhdTuples().size(), 112u);
  EXPECT_GT(ordered, 0);
}

TEST(Ogwhd, DirectSearchIsCompleteForSmallOrders) {
  for (int v : {7, 13}) {
    const OgwhdSearchResult r = SearchZCyclicOgwhd(v, 10'000'000);
    EXPECT_FALSE(r.initial.has_value()) << v;
    EXPECT_TRUE(r.complete) << v;
  }
}

TEST(Ogwhd, ParserReadsBothLayoutsAndSaysWhere) {
  auto cyclic = ParseOgwhd("# x\nplayers 7\ninitial: (1, 3, 2, 6, 4, 5)\n", "f");
  ASSERT_TRUE(cyclic.ok());
  auto full = ParseOgwhd(FormatOgwhdSchedule(*cyclic), "g");
  ASSERT_TRUE(full.ok());
  EXPECT_EQ(full->rounds, cyclic->rounds);
  auto bad = ParseOgwhd("players 7\ninitial: (1, 3, 2, 6, 4)\n", "f");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().line, 2);
  EXPECT_FALSE(ParseOgwhd("players 8\n", "f").ok());
  EXPECT_FALSE(ParseOgwhd("initial: (1, 3, 2, 6, 4, 5)\n", "f").ok());
}

}  // namespace
}  // namespace movebal
