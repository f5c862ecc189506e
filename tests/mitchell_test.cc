#include "pair_movements/mitchell.h"

#include <gtest/gtest.h>

#include "movement/structure_check.h"
#include "optimiser/annealer.h"
#include "scoring/balance.h"
#include "test_support.h"

namespace movebal {
namespace {

double Qf(const Movement& m) { return ScoreMovement(m).moments.Qf; }

TEST(Mitchell, CompleteMitchellHasThePublishedFigures) {
  // The balans pages: 46.94 for 7 tables, 92.00 after switching one whole round.
  Movement m = CompleteMitchell(7);
  EXPECT_EQ(m, testing::Mitchell(7));
  EXPECT_NEAR(Qf(m), 46.94, 0.005);
  SwitchRound(m, 1);
  EXPECT_NEAR(Qf(m), 92.00, 0.005);
  const double published[] = {46.00, 46.94, 47.53, 47.93, 48.22, 48.44};
  for (int i = 0; i < 6; ++i) EXPECT_NEAR(Qf(CompleteMitchell(5 + 2 * i)), published[i], 0.005) << 5 + 2 * i;
}

TEST(Mitchell, RelayMitchellSharesBoardsBetweenTheFirstAndLastTable) {
  const Movement m = RelayMitchell(6);
  // Round 1 plays A B C E F A: D rests on the relay stand, tables 1 and 6 share A.
  const int round1[] = {0, 1, 2, 4, 5, 0};
  for (int t = 0; t < 6; ++t) EXPECT_EQ(m.at(0, t).group, round1[t]) << t;
  EXPECT_EQ(m.at(1, 0).ew[0], 12);
  EXPECT_NEAR(Qf(m), 46.67, 0.005);
  // The balans pages: switching round 3 at every table but table 1 gives 84.00.
  Movement switched = m;
  for (int t = 1; t < 6; ++t) switched.at(2, t).SwitchArrows();
  EXPECT_NEAR(Qf(switched), 84.00, 0.005);
}

TEST(Mitchell, SkipMitchellMeetsEveryBoardGroupOnce) {
  const Movement m = SkipMitchell(8);
  EXPECT_EQ(m.rounds, 7);
  const StructureReport report = CheckStructure(m);
  EXPECT_TRUE(report.ok());
  EXPECT_TRUE(report.warnings.empty());
  EXPECT_TRUE(report.suitable);
  // EW pair 9 skips table 5 (1-based) after round 4: it sits at 1 2 3 4 6 7 8.
  std::vector<int> tables;
  for (int r = 0; r < 7; ++r) {
    for (int t = 0; t < 8; ++t) {
      if (m.at(r, t).ew[0] == 9) tables.push_back(t + 1);
    }
  }
  EXPECT_EQ(tables, (std::vector<int>{1, 2, 3, 4, 6, 7, 8}));
}

TEST(Mitchell, EveryKindAndLengthPassesTheChecker) {
  for (int n = 3; n <= 20; ++n) {
    const std::vector<MitchellKind> kinds =
        n % 2 ? std::vector<MitchellKind>{MitchellKind::kComplete}
              : std::vector<MitchellKind>{MitchellKind::kRelay, MitchellKind::kSkip};
    for (MitchellKind kind : kinds) {
      const int full = FullMitchellRounds(kind, n);
      for (int r = kind == MitchellKind::kRelay ? full : 2; r <= full; ++r) {
        auto m = GenerateMitchell({n, r, kind});
        ASSERT_TRUE(m.ok()) << n << " " << MitchellKindName(kind) << " " << r << ": " << m.error().ToString();
        EXPECT_EQ(m->rounds, r);
        const auto meets = OpponentCounts(*m);
        int meetings = 0;
        for (int p = 1; p <= 2 * n; ++p) {
          for (int q = p + 1; q <= 2 * n; ++q) meetings += meets[p][q];
        }
        EXPECT_EQ(meetings, n * r);  // every table busy, no pair twice
      }
    }
  }
}

TEST(Mitchell, RefusesSizesThatCannotWork) {
  EXPECT_FALSE(GenerateMitchell({2, 0, MitchellKind::kComplete}).ok());
  EXPECT_FALSE(GenerateMitchell({6, 0, MitchellKind::kComplete}).ok());
  EXPECT_FALSE(GenerateMitchell({7, 0, MitchellKind::kRelay}).ok());
  EXPECT_FALSE(GenerateMitchell({7, 8, MitchellKind::kComplete}).ok());
  EXPECT_FALSE(GenerateMitchell({8, 8, MitchellKind::kSkip}).ok());
  auto cut_relay = GenerateMitchell({6, 4, MitchellKind::kRelay});
  ASSERT_FALSE(cut_relay.ok());
  EXPECT_NE(cut_relay.error().message.find("skip"), std::string::npos);
}

// The best values published on the balans pages for the one-winner Mitchell, from
// the classic single arrow-switch round as a start. Needs the optimiser.
TEST(Mitchell, BalancingReachesThePublishedBestValues) {
  const std::pair<int, double> best[] = {{5, 74.68}, {7, 92.00}, {9, 93.90}, {11, 93.41}, {13, 93.96}};
  for (const auto& [n, qf] : best) {
    Movement m = CompleteMitchell(n);
    SwitchRound(m, 1);
    AnnealOptions options;
    options.run.seed = 1;
    options.run.threads = 1;  // iterations: the optimiser's default for the size
    auto result = OptimiseArrows(m, options);
    ASSERT_TRUE(result.ok()) << result.error().ToString();
    EXPECT_NEAR(result->report.moments.Qf, qf, 0.005) << n << " tables";
  }
}

}  // namespace
}  // namespace movebal
