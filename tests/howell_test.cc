#include "pair_movements/howell.h"

#include <gtest/gtest.h>

#include "design/best.h"
#include "movement/structure_check.h"
#include "scoring/balance.h"

namespace movebal {
namespace {

// Every two pairs meet once (full Howell, even pairs) or at most once, and the
// checker finds nothing wrong.
void ExpectSoundHowell(const Movement& m, bool everyone_once) {
  const StructureReport report = CheckStructure(m);
  EXPECT_TRUE(report.ok());
  EXPECT_TRUE(report.warnings.empty()) << report.warnings.front().message;
  EXPECT_TRUE(report.suitable) << report.unsuitable_reason;
  const auto meets = OpponentCounts(m);
  for (int p = 1; p <= m.contestants; ++p) {
    for (int q = p + 1; q <= m.contestants; ++q) {
      if (everyone_once) {
        EXPECT_EQ(meets[p][q], 1) << p << "-" << q;
      } else {
        EXPECT_LE(meets[p][q], 1) << p << "-" << q;
      }
    }
  }
}

TEST(Howell, ParsesAndRejectsStarters) {
  auto s = ParseStarter("1 6, 2 5, 3 4", 7);
  ASSERT_TRUE(s.ok());
  EXPECT_EQ(s->pairs.size(), 3u);
  EXPECT_EQ(FormatStarter(*s), "1 6, 2 5, 3 4");
  // Residues are written as 1..m-1: other numbers are not silently reduced mod m.
  EXPECT_FALSE(ParseStarter("1 -1, 2 -2, 3 -3", 7).ok());
  EXPECT_FALSE(ParseStarter("99 6, 2 5, 3 4", 7).ok());
  EXPECT_FALSE(ParseStarter("+1 6, 2 5, 3 4", 7).ok());
  EXPECT_FALSE(ParseStarter("1 2, 3 4, 5 6", 7).ok());    // differences 1, 1, 1
  EXPECT_FALSE(ParseStarter("1 6, 2 5", 7).ok());
  EXPECT_FALSE(ParseStarter("1 6, 2 5, 3", 7).ok());
}

TEST(Howell, AddersOfThePatternedStarterGiveEveryPairEveryGroupOnce) {
  const HowellShape shape{8, 0};
  const Starter s = PatternedStarter(7);
  auto adders = FindAdders(shape, s, false);
  ASSERT_TRUE(adders.ok());
  ASSERT_EQ(adders->size(), 4u);
  EXPECT_EQ((*adders)[0], 0);
  const Movement m = CyclicHowell(shape, s, *adders);
  EXPECT_EQ(m.contestants, 8);
  EXPECT_EQ(m.tables, 4);
  EXPECT_EQ(m.rounds, 7);
  EXPECT_EQ(m.at(0, 0).ns[0], 8);  // the stationary pair
  EXPECT_EQ(m.at(3, 0).ns[0], 8);
  ExpectSoundHowell(m, true);
}

TEST(Howell, FourPairsNeedSharedBoards) {
  // Two tables, three groups: with a group per table per round some pair
  // would meet a group twice, so both tables play the same group.
  auto none = FindAdders({4, 0}, PatternedStarter(3), false);
  ASSERT_TRUE(none.ok());
  EXPECT_TRUE(none->empty());
  auto design = GenerateHowell({4, 0}, PatternedStarter(3));
  ASSERT_TRUE(design.ok()) << design.error().ToString();
  EXPECT_TRUE(design->perfect || design->shares_boards);
  ExpectSoundHowell(design->movement, true);
}

TEST(Howell, EveryFullHowellFrom4To40PairsPassesTheChecker) {
  for (int pairs = 4; pairs <= 40; ++pairs) {
    const HowellShape shape{pairs, 0};
    auto design = GenerateHowell(shape, PatternedStarter(shape.order()));
    ASSERT_TRUE(design.ok()) << pairs << ": " << design.error().ToString();
    EXPECT_EQ(design->movement.rounds, shape.full_rounds());
    EXPECT_EQ(design->movement.tables, pairs / 2);
    ExpectSoundHowell(design->movement, pairs % 2 == 0);
  }
}

TEST(Howell, ShortHowellsPassTheChecker) {
  for (int pairs : {5, 7, 10, 11, 16, 21, 30, 40}) {
    const int full = HowellShape{pairs, 0}.full_rounds();
    for (int rounds : {2, full / 2, full - 1}) {
      auto designs = HowellCandidates({pairs, rounds}, 1);
      ASSERT_TRUE(designs.ok()) << pairs << " pairs " << rounds << " rounds: " << designs.error().ToString();
      for (const HowellDesign& d : *designs) {
        EXPECT_EQ(d.movement.rounds, rounds);
        EXPECT_EQ(d.movement.groups, rounds);
        ExpectSoundHowell(d.movement, false);
      }
    }
  }
}

TEST(Howell, HadamardSequencesHaveAutocorrelationMinusOne) {
  // Residues (primes 3 mod 4), twin primes (35 = 5 x 7), Singer (63) and
  // enumeration (15).
  for (int m : {3, 7, 11, 15, 19, 23, 31, 35, 63}) {
    const auto all = HadamardSequences(m);
    ASSERT_FALSE(all.empty()) << m;
    for (const auto& f : all) EXPECT_TRUE(IsHadamardSequence(f)) << m;
  }
  EXPECT_TRUE(HadamardSequences(9).empty());
  EXPECT_TRUE(HadamardSequences(27).empty());  // 3^3: in none of the families (Paley's rows instead)
  EXPECT_TRUE(IsHadamardSequence({1, 1, 1, -1, 1, -1, -1}));  // the residues 1, 2, 4 of 7 and 0
  EXPECT_FALSE(IsHadamardSequence({1, 1, 1, 1, -1, -1, -1}));
}

TEST(Howell, PerfectHowellsHaveQf100WithoutTheOptimiser) {
  // 8, 12, 16, 20, 24 and 32 pairs: a matching starter is among the first
  // few; 36 (twin primes 5 x 7) and 64 pairs (Singer, 63) as well.
  for (int pairs : {8, 12, 16, 20, 24, 32, 36, 64}) {
    auto designs = HowellCandidates({pairs, 0}, 6);
    ASSERT_TRUE(designs.ok());
    bool perfect = false;
    for (const HowellDesign& d : *designs) {
      if (!d.perfect) continue;
      perfect = true;
      ExpectSoundHowell(d.movement, true);
      EXPECT_DOUBLE_EQ(ScoreMovement(d.movement).moments.Qf, 100.0) << pairs;
    }
    EXPECT_TRUE(perfect) << pairs;
  }
}

TEST(Howell, ExplainsWhenNoPerfectHowellIsBuilt) {
  auto ten = PerfectHowell(10, PatternedStarter(9));  // no Hadamard sequence of length 9
  ASSERT_FALSE(ten.ok());
  EXPECT_NE(ten.error().message.find("perfect"), std::string::npos);
  EXPECT_FALSE(PerfectHowell(7, PatternedStarter(7)).ok());  // odd: a phantom pair
}

// seed 004: perfect Howells exist for 8 and 12 pairs; balancing keeps Qf 100
// and works on the vacancy quality. Needs the optimiser.
TEST(Howell, BalancedHowellsFor8And12PairsReachQf100) {
  for (int pairs : {8, 12}) {
    auto designs = HowellCandidates({pairs, 0}, 3);
    ASSERT_TRUE(designs.ok());
    std::vector<Candidate> candidates;
    for (const HowellDesign& d : *designs) candidates.push_back({HowellOrigin{DescribeHowellStarter(d), DescribeHowellGroups(d)}, d.movement, {}});
    AnnealOptions options;
    options.run.seed = 1;
    options.run.threads = 1;
    auto ranked = RankCandidates(candidates, &options);
    ASSERT_TRUE(ranked.ok()) << ranked.error().ToString();
    EXPECT_DOUBLE_EQ(ranked->front().report.moments.Qf, 100.0) << pairs;
    ExpectSoundHowell(ranked->front().movement, true);
  }
}

}  // namespace
}  // namespace movebal
