#include "scoring/balance.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "movement/structure_check.h"
#include "reference_scorer.h"
#include "test_support.h"

namespace movebal {
namespace {

using testing::Defined;
using testing::Mitchell;
using testing::MustParse;

double Rounded(double x) { return std::round(x * 100.0) / 100.0; }

// ---- Published figures (the balans pages, docs/model.md "Sources") ----

TEST(Balance, SevenTableMitchellAndItsArrowSwitch) {
  EXPECT_EQ(Rounded(ScoreMovement(Mitchell(7)).moments.Qf), 46.94);
  const BalanceReport switched = ScoreMovement(Mitchell(7, {2}));
  EXPECT_EQ(Rounded(switched.moments.Qf), 92.00);
  EXPECT_EQ(Rounded(Defined(switched.vacancy.Qf1[13])), 85.09);  // pair 14 absent
  // "It does not matter which round is switched."
  for (int round = 1; round <= 7; ++round) EXPECT_EQ(Rounded(ScoreMovement(Mitchell(7, {round})).moments.Qf), 92.00);
}

TEST(Balance, EightPairSixRoundExample) {
  const BalanceReport r = ScoreMovement(MustParse(
      "8 6 6 6 0\n"
      " 1- 2 A  3- 4 B  5- 6 C  7- 8 D  0- 0 0  0- 0 0\n"
      " 3- 6 A  1- 7 B  0- 0 0  0- 0 0  5- 8 E  4- 2 F\n"
      " 7- 5 A  8- 6 B  1- 4 C  2- 3 D  0- 0 0  0- 0 0\n"
      " 4- 8 A  0- 0 0  0- 0 0  1- 6 D  2- 7 E  5- 3 F\n"
      " 0- 0 0  5- 2 B  3- 7 C  0- 0 0  6- 4 E  1- 8 F\n"
      " 0- 0 0  0- 0 0  8- 2 C  5- 4 D  1- 3 E  7- 6 F\n"));
  EXPECT_EQ(r.h, 3);  // every group is played 4 times
  EXPECT_EQ(Rounded(r.moments.Qf), 80.00);
  EXPECT_EQ(Rounded(Defined(r.vacancy.Qf1[7])), 71.74);  // pair 8 absent
}

// The 12-pair Mitchell of the "one strong pair" example: Qf 46.67, and 84
// after switching round 3 at every table but table 1 (sd 2.99 and 1.29).
TEST(Balance, TwelvePairMitchellSwitchedInRoundThree) {
  const std::string rounds_4_to_6 =
      " 1-12 E   2-10 A   3-11 F   4- 8 C   5- 9 B   6- 7 D\n"
      " 1- 8 F   2- 9 E   3- 7 B   4-11 A   5-12 A   6-10 C\n"
      " 1-10 B   2-11 D   3-12 D   4- 9 F   5- 7 C   6- 8 E\n";
  const BalanceReport plain = ScoreMovement(MustParse(
      "12 6 6 6 0\n"
      " 1- 7 A   2- 8 B   3- 9 C   4-10 D   5-11 E   6-12 F\n"
      " 1-11 C   2- 7 F   3-10 E   4-12 B   5- 8 D   6- 9 A\n"
      " 1- 9 D   2-12 C   3- 8 A   4- 7 E   5-10 F   6-11 B\n" + rounds_4_to_6));
  const BalanceReport switched = ScoreMovement(MustParse(
      "12 6 6 6 0\n"
      " 1- 7 A   2- 8 B   3- 9 C   4-10 D   5-11 E   6-12 F\n"
      " 1-11 C   2- 7 F   3-10 E   4-12 B   5- 8 D   6- 9 A\n"
      " 1- 9 D  12- 2 C   8- 3 A   7- 4 E  10- 5 F  11- 6 B\n" + rounds_4_to_6));
  EXPECT_EQ(Rounded(plain.moments.Qf), 46.67);
  EXPECT_EQ(Rounded(plain.moments.sd), 2.99);
  EXPECT_EQ(Rounded(switched.moments.Qf), 84.00);
  EXPECT_EQ(Rounded(switched.moments.sd), 1.29);
}

// The table "Quality factor for Mitchells and Scrambled Mitchells" of
// The balans pages: complete Mitchells with no switch, one switched round and the
// switched rounds named in brackets.
TEST(Balance, ScrambledMitchellTable) {
  struct Row {
    int tables;
    double none, one_round;
    std::set<int> two_rounds;
    double two;
  };
  const Row rows[] = {
      {5, 46.00, 67.65, {2, 5}, 31.08},  {7, 46.94, 92.00, {2, 7}, 49.64},  {9, 47.53, 93.90, {2, 7}, 70.00},
      {11, 47.93, 89.23, {2, 8}, 85.04}, {13, 48.22, 84.02, {2, 8}, 92.97}, {15, 48.44, 79.56, {2, 9}, 95.49},
  };
  for (const Row& row : rows) {
    SCOPED_TRACE(row.tables);
    EXPECT_EQ(Rounded(ScoreMovement(Mitchell(row.tables)).moments.Qf), row.none);
    EXPECT_EQ(Rounded(ScoreMovement(Mitchell(row.tables, {2})).moments.Qf), row.one_round);
    EXPECT_EQ(Rounded(ScoreMovement(Mitchell(row.tables, row.two_rounds)).moments.Qf), row.two);
  }
  EXPECT_EQ(Rounded(ScoreMovement(Mitchell(13, {2, 7, 8})).moments.Qf), 72.99);
  EXPECT_EQ(Rounded(ScoreMovement(Mitchell(15, {2, 8, 9})).moments.Qf), 83.03);
}

// "The optimum balance for the 5-table Mitchell is obtained by switching one
// round, for 3 or 4 tables": 74.68, and no subset of one round does better.
TEST(Balance, FiveTableMitchellBestSingleRoundSwitch) {
  double best = 0;
  int best_size = 0;
  for (int subset = 0; subset < 32; ++subset) {
    std::set<int> keep;
    for (int t = 0; t < 5; ++t) {
      if (!(subset >> t & 1)) keep.insert(t + 1);
    }
    const double qf = ScoreMovement(Mitchell(5, {1}, keep)).moments.Qf;
    if (qf > best + 1e-9) {
      best = qf;
      best_size = 5 - static_cast<int>(keep.size());
    }
  }
  EXPECT_EQ(Rounded(best), 74.68);
  EXPECT_TRUE(best_size == 3 || best_size == 4) << best_size;
}

// ---- Hand-derived figures ----

// 4 pairs, 2 rounds, groups A and B each played twice, so h = 1:
//   round 1:  1- 2 A   3- 4 B      round 2:  2- 1 B   4- 3 A
// Opponents: 1-2 and 3-4 meet twice: +2 each.
// Group A, cells (1N 2E) and (4N 3E): 1,4 +1; 2,3 +1; 1,3 -1; 2,4 -1.
// Group B, cells (3N 4E) and (2N 1E): 3,2 +1; 4,1 +1; 3,1 -1; 4,2 -1.
// Elements: 12=2 34=2 14=2 23=2 13=-2 24=-2, so S = 4 (= 4 cells x h),
// N = 6, SS = 24, minSS(4, 6) = 4 (four 1s, two 0s): Qf = 400/24 = 16.67,
// Qc = 100*16/(6*24) = 11.11, sd = sqrt((24 - 16/6)/6) = sqrt(32/9),
// S4 = 4*(2 - 2/3)^4 + 2*(-2 - 2/3)^4 = 4*256/81 + 2*4096/81 = 1024/9,
// d4 = (1024/54)^(1/4). Meetings: 12 and 34 twice, so G1 = 4, SN = 4/6,
// SSo = 2*(4/3)^2 + 4*(2/3)^2 = 16/3, Qo = 100*(4/9)/((16/3)/6 + 4/9) = 33.33.
TEST(Balance, FourPairsTwoRoundsByHand) {
  const BalanceReport r = ScoreMovement(MustParse("4 2 2 2 0\n1- 2 A 3- 4 B\n2- 1 B 4- 3 A\n"));
  EXPECT_EQ(r.h, 1);
  EXPECT_EQ(r.matrix.at(1, 2), 2);
  EXPECT_EQ(r.matrix.at(3, 4), 2);
  EXPECT_EQ(r.matrix.at(1, 4), 2);
  EXPECT_EQ(r.matrix.at(2, 3), 2);
  EXPECT_EQ(r.matrix.at(1, 3), -2);
  EXPECT_EQ(r.matrix.at(2, 4), -2);
  EXPECT_EQ(r.moments.S, 4);
  EXPECT_EQ(r.moments.N, 6);
  EXPECT_EQ(r.moments.SS, 24);
  EXPECT_EQ(r.moments.minSS, 4);
  EXPECT_DOUBLE_EQ(r.moments.Qf, 100.0 * 4 / 24);
  EXPECT_DOUBLE_EQ(r.moments.Qc, 100.0 * 16 / (6 * 24));
  EXPECT_DOUBLE_EQ(r.moments.sd, std::sqrt(32.0 / 9));
  EXPECT_DOUBLE_EQ(r.moments.S4, 1024.0 / 9);
  EXPECT_DOUBLE_EQ(r.moments.d4, std::pow(1024.0 / 54, 0.25));
  EXPECT_DOUBLE_EQ(r.Qo, 100.0 / 3);
}

// 6 pairs, 1 round, 3 tables all on board group A, so h = 2:
//   1- 2 A   3- 4 A   5- 6 A
// Opponents 12, 34, 56: +2. Same direction at other tables (NS 1,3,5 and EW
// 2,4,6): 13 15 35 24 26 46 +1. Across other tables: 14 16 32 36 52 54 -1.
// S = 6 + 6 - 6 = 6, N = 15, SS = 3*4 + 6 + 6 = 24, minSS(6, 15) = 6:
// Qf = 25, Qc = 100*36/(15*24) = 10, sd = sqrt((24 - 36/15)/15) = 1.2,
// S4 = 3*1.6^4 + 6*0.6^4 + 6*1.4^4 = 43.488, d4 = (43.488/15)^(1/4),
// Qo: SN = 3/15 = 0.2, SSo = 3*0.8^2 + 12*0.2^2 = 2.4, Qo = 100*0.04/(0.16 + 0.04) = 20.
// Pair 1 absent: its table goes, h - 1 = 1 over the cells 3-4 and 5-6:
// 34 = 56 = 1, 35 = 46 = 1, 36 = 45 = -1, the rest 0. Over the 10 pairs of
// pairs 2..6: S = 2, SS = 6, minSS = 2, Qf1 = 33.33; by symmetry for every
// pair. Pooled: minSS(6*2, 6*10) = 12 over 6*6 = 36: Qf1av = 33.33.
TEST(Balance, SixPairsOneRoundByHand) {
  const BalanceReport r = ScoreMovement(MustParse("6 3 1 1 0\n1- 2 A  3- 4 A  5- 6 A\n"));
  EXPECT_EQ(r.h, 2);
  EXPECT_EQ(r.moments.S, 6);
  EXPECT_EQ(r.moments.N, 15);
  EXPECT_EQ(r.moments.SS, 24);
  EXPECT_DOUBLE_EQ(r.moments.Qf, 25.0);
  EXPECT_DOUBLE_EQ(r.moments.Qc, 10.0);
  EXPECT_DOUBLE_EQ(r.moments.sd, 1.2);
  EXPECT_NEAR(r.moments.S4, 43.488, 1e-12);
  EXPECT_NEAR(r.moments.d4, std::pow(43.488 / 15, 0.25), 1e-12);
  EXPECT_NEAR(r.Qo, 20.0, 1e-12);
  for (int v = 0; v < 6; ++v) {
    EXPECT_EQ(r.vacancy.S[static_cast<std::size_t>(v)], 2);
    EXPECT_EQ(r.vacancy.SS[static_cast<std::size_t>(v)], 6);
    EXPECT_DOUBLE_EQ(Defined(r.vacancy.Qf1[static_cast<std::size_t>(v)]), 100.0 / 3);
  }
  EXPECT_DOUBLE_EQ(Defined(r.vacancy.Qf1av), 100.0 / 3);
  EXPECT_DOUBLE_EQ(Defined(r.vacancy.Qf1max), 100.0 / 3);
  EXPECT_EQ(r.vacancy.Qf1max_pairs, (std::vector<int>{1, 2, 3, 4, 5, 6}));
}

// An individual: 4 players at one table for 2 rounds on the same group, so
// h = 1 (and a warning, since everyone plays A twice):
//   round 1: N 1 S 2 E 3 W 4 A    round 2: N 1 S 3 E 2 W 4 A
// Round 1: opponents 13 14 23 24 +1, partners 12 34 -1. Round 2: opponents
// 12 14 32 34 +1, partners 13 24 -1. The two cells share group A: NS {1,2}
// with NS {1,3}: 13 21 23 +1; EW {3,4} with EW {2,4}: 32 34 42 +1; across
// {1,2} x {2,4}: 12 14 24 -1 and {3,4} x {1,3}: 31 41 43 -1 (a player with
// itself does not count). Totals: 12 = -1+1+1-1 = 0, 13 = 1-1+1-1 = 0,
// 14 = 1+1-1-1 = 0, 23 = 1+1+1+1 = 4, 24 = 1-1+1-1 = 0, 34 = -1+1+1-1 = 0.
// S = 4, N = 6, SS = 16, minSS(4, 6) = 4: Qf = 25, Qc = 100*16/96 = 16.67.
TEST(Balance, IndividualTableByHand) {
  const BalanceReport r = ScoreMovement(MustParse("4 1 2 1 1\n1 2 3 4 A\n1 3 2 4 A\n"));
  EXPECT_EQ(r.h, 1);
  EXPECT_EQ(r.matrix.at(2, 3), 4);
  for (auto [p, q] : {std::pair{1, 2}, {1, 3}, {1, 4}, {2, 4}, {3, 4}}) EXPECT_EQ(r.matrix.at(p, q), 0) << p << q;
  EXPECT_EQ(r.moments.S, 4);
  EXPECT_EQ(r.moments.SS, 16);
  EXPECT_DOUBLE_EQ(r.moments.Qf, 25.0);
  EXPECT_DOUBLE_EQ(r.moments.Qc, 100.0 / 6);
}

// 8 players on 2 tables, one round, both on group A (h = 1):
//   1 2 3 4 A   5 6 7 8 A
// +1: opponents 13 14 23 24 57 58 67 68 and same direction 15 16 25 26 37 38
// 47 48 (16 elements); -1: partners 12 34 56 78 and across 17 18 27 28 35 36
// 45 46 (12). S = 4 = 2 cells x 2h, N = 28, SS = 28, minSS(4, 28) = 4:
// Qf = 100*4/28, Qc = 100*16/(28*28), sd = sqrt((28 - 16/28)/28) = sqrt(48/49).
TEST(Balance, IndividualTwoTablesByHand) {
  const BalanceReport r = ScoreMovement(MustParse("8 2 1 1 1\n1 2 3 4 A   5 6 7 8 A\n"));
  EXPECT_EQ(r.moments.S, 4);
  EXPECT_EQ(r.moments.SS, 28);
  EXPECT_DOUBLE_EQ(r.moments.Qf, 400.0 / 28);
  EXPECT_DOUBLE_EQ(r.moments.Qc, 1600.0 / 784);
  EXPECT_DOUBLE_EQ(r.moments.sd, std::sqrt(48.0 / 49));
  EXPECT_EQ(r.matrix.at(1, 2), -1);
  EXPECT_EQ(r.matrix.at(1, 3), 1);
  EXPECT_EQ(r.matrix.at(1, 5), 1);
  EXPECT_EQ(r.matrix.at(1, 7), -1);
}

// ---- Helpers and conventions ----

TEST(Balance, MinSumOfSquaresMatchesExhaustiveSearch) {
  // Every way of writing s as n integers in [-12, 12], for n <= 3.
  for (int n = 1; n <= 3; ++n) {
    for (int s = -12; s <= 12; ++s) {
      std::int64_t best = -1;
      std::vector<int> x(static_cast<std::size_t>(n), -12);
      while (true) {
        int sum = 0, squares = 0;
        for (int v : x) {
          sum += v;
          squares += v * v;
        }
        if (sum == s && (best < 0 || squares < best)) best = squares;
        std::size_t i = 0;
        while (i < x.size() && x[i] == 12) x[i++] = -12;
        if (i == x.size()) break;
        ++x[i];
      }
      EXPECT_EQ(MinSumOfSquares(s, n), best) << "s=" << s << " n=" << n;
    }
  }
}

TEST(Balance, AllZeroMatrixCountsAsPerfect) {
  // One table, one round: h = 0 and nothing to compare.
  const BalanceReport r = ScoreMovement(MustParse("2 1 1 1 0\n1- 2 A\n"));
  EXPECT_EQ(r.moments.SS, 0);
  EXPECT_EQ(r.moments.Qf, 100.0);
  EXPECT_EQ(r.moments.Qc, 100.0);
  EXPECT_EQ(r.moments.sd, 0.0);
  EXPECT_FALSE(r.suitable);
}

TEST(Balance, UnequalGroupPlaysMakeTheMovementUnsuitable) {
  const BalanceReport r = ScoreMovement(MustParse("4 2 2 2 0\n1- 2 A 3- 4 A\n1- 3 B 0- 0 0\n"));
  EXPECT_FALSE(r.suitable);
  EXPECT_NE(r.unsuitable_reason.find("equally"), std::string::npos);
  EXPECT_EQ(r.h, 0);  // group B is played once
}

// ---- Agreement with the independent reference implementation ----

void ExpectClose(double actual, double expected, const char* what) {
  if (std::isnan(expected)) {
    // 0/0 in the definitions (Qo when nobody meets); the scorer must still
    // report a number.
    EXPECT_TRUE(std::isfinite(actual)) << what;
    return;
  }
  EXPECT_NEAR(actual, expected, 1e-9 * std::max(1.0, std::abs(expected))) << what;
}

void ExpectClose(const std::optional<double>& actual, const std::optional<double>& expected, const char* what) {
  ASSERT_EQ(actual.has_value(), expected.has_value()) << what << ": one is none";
  if (expected) ExpectClose(*actual, *expected, what);
}

void ExpectAgreesWithReference(const Movement& m) {
  const reference::Figures ref = reference::Score(m);
  const BalanceReport r = ScoreMovement(m);
  ASSERT_EQ(r.h, ref.h);
  for (int p = 1; p <= m.contestants; ++p) {
    for (int q = 1; q <= m.contestants; ++q) {
      if (p == q) continue;
      ASSERT_EQ(r.matrix.at(p, q), ref.matrix[static_cast<std::size_t>(p)][static_cast<std::size_t>(q)]) << p << "," << q;
    }
  }
  EXPECT_EQ(r.moments.S, ref.S);
  EXPECT_EQ(r.moments.N, ref.N);
  EXPECT_EQ(r.moments.SS, ref.SS);
  ExpectClose(r.moments.Qf, ref.Qf, "Qf");
  ExpectClose(r.moments.Qc, ref.Qc, "Qc");
  ExpectClose(r.moments.sd, ref.sd, "sd");
  ExpectClose(r.moments.S4, ref.S4, "S4");
  ExpectClose(r.moments.d4, ref.d4, "d4");
  ExpectClose(r.Qo, ref.Qo, "Qo");
  ASSERT_EQ(r.vacancy.Qf1.size(), ref.Qf1.size());
  for (std::size_t v = 0; v < ref.Qf1.size(); ++v) ExpectClose(r.vacancy.Qf1[v], ref.Qf1[v], "Qf1");
  ExpectClose(r.vacancy.Qf1av, ref.Qf1av, "Qf1av");
  ExpectClose(r.vacancy.Qf1max, ref.Qf1max, "Qf1max");
  EXPECT_EQ(r.vacancy.Qf1max_pairs, ref.Qf1max_pairs);
}

TEST(Balance, AgreesWithReferenceOnRandomMovements) {
  std::mt19937 rng(20261120);
  // What the sample covers, so that it cannot quietly shrink to easy cases.
  int suitable = 0, individual = 0, partial = 0, repeats = 0, tied_best = 0;
  for (int i = 0; i < 600; ++i) {
    const Movement m = testing::RandomMovement(rng, i % 3 == 2, i % 4 == 0);
    const StructureReport structure = CheckStructure(m);
    ASSERT_TRUE(structure.ok());
    SCOPED_TRACE(::testing::Message() << "movement " << i << ": " << m.contestants << " contestants, "
                                      << m.tables << " tables, " << m.rounds << " rounds");
    ExpectAgreesWithReference(m);
    if (::testing::Test::HasFailure()) break;
    const BalanceReport r = ScoreMovement(m);
    suitable += r.suitable && r.h >= 2;
    individual += m.individual && r.h >= 1;
    partial += m.OccupiedCells() < m.tables * m.rounds;
    repeats += !structure.warnings.empty();
    tied_best += r.vacancy.Qf1max_pairs.size() > 1;
  }
  EXPECT_GE(suitable, 100);
  EXPECT_GE(individual, 50);
  EXPECT_GE(partial, 200);
  EXPECT_GE(repeats, 200);
  EXPECT_GE(tied_best, 50);
}

// With a contestant absent (balans -v) the report is the vacancy model: its
// Qf is the reference's Qf1 of that contestant, over one contestant fewer.
TEST(Balance, AbsentContestantGivesTheVacancyFigures) {
  std::mt19937 rng(5150);
  for (int i = 0; i < 100; ++i) {
    const Movement m = testing::RandomMovement(rng, i % 3 == 2, i % 2 == 0);
    const reference::Figures ref = reference::Score(m);
    const int absent = 1 + i % m.contestants;
    const BalanceReport r = ScoreMovement(m, absent);
    const std::int64_t others = m.contestants - 1;
    EXPECT_EQ(r.moments.N, others * (others - 1) / 2);
    const std::optional<double>& qf1 = ref.Qf1[static_cast<std::size_t>(absent - 1)];
    if (qf1) {
      ExpectClose(r.moments.Qf, *qf1, "Qf with one absent");
    } else {
      EXPECT_EQ(r.moments.SS, 0);  // nothing compared
    }
    EXPECT_EQ(r.absent, absent);
    EXPECT_TRUE(r.vacancy.Qf1.empty());
  }
}

// The two-table Howell of 4 pairs (each round's group at both tables):
// worked by hand, every element is 1 (h = 1; each pair meets each other
// once, +1, and of its two cross-table comparisons one is +1, one -1), so
// Qf 100. With any pair absent the other three cells play each group once:
// h - 1 = 0 and nothing is compared (S = SS = 0), so no Qf1 is defined and
// the movement is perfect, not superperfect.
TEST(Balance, TwoTableHowellIsPerfectAndComparesNothingWithAPairAbsent) {
  const Movement m = MustParse("4 2 3 3 0\n 4- 1 A  2- 3 A\n 4- 2 B  3- 1 B\n 4- 3 C  1- 2 C\n");
  const BalanceReport r = ScoreMovement(m);
  EXPECT_EQ(r.moments.SS, 6);
  EXPECT_EQ(r.moments.minSS, 6);
  EXPECT_EQ(PerfectionOf(r), Perfection::kPerfect);
  for (int v = 0; v < 4; ++v) {
    EXPECT_EQ(r.vacancy.SS[static_cast<std::size_t>(v)], 0);
    EXPECT_FALSE(r.vacancy.Qf1[static_cast<std::size_t>(v)].has_value());
  }
  EXPECT_FALSE(r.vacancy.Qf1av.has_value());
  EXPECT_FALSE(r.vacancy.Qf1max.has_value());
  EXPECT_TRUE(r.vacancy.Qf1max_pairs.empty());
  // The same pairs with pair 4 East-West in round 1: by hand 1-2 and 3-4
  // are 3, 1-4 and 2-3 are 1, 1-3 and 2-4 are -1 (S = 6, SS = 22).
  const BalanceReport switched = ScoreMovement(MustParse("4 2 3 3 0\n 1- 4 A  2- 3 A\n 4- 2 B  3- 1 B\n 4- 3 C  1- 2 C\n"));
  EXPECT_EQ(switched.moments.SS, 22);
  EXPECT_EQ(PerfectionOf(switched), Perfection::kNone);
}

// Perfect and superperfect agree with the reference scorer's figures (Qf
// and Qf1av exactly 100) on movements of every verdict.
TEST(Balance, PerfectionAgreesWithReference) {
  std::vector<Movement> movements = {Mitchell(7), Mitchell(7, {2}),
                                     testing::MustParse(testing::ReadFile(testing::kSourceDir + "/movements/perfect-10p-06r.asc"))};
  int perfect = 0;
  for (const Movement& m : movements) {
    const reference::Figures f = reference::Score(m);
    const Perfection expected = f.Qf != 100.0 ? Perfection::kNone
                                : f.Qf1av == 100.0 ? Perfection::kSuperperfect
                                                   : Perfection::kPerfect;
    EXPECT_EQ(PerfectionOf(ScoreMovement(m)), expected);
    perfect += expected != Perfection::kNone;
  }
  EXPECT_EQ(perfect, 1);  // the 10-pair file; the Mitchells are not
}

TEST(Balance, AgreesWithReferenceOnPublishedMovements) {
  for (int n = 3; n <= 15; n += 2) {
    ExpectAgreesWithReference(Mitchell(n));
    ExpectAgreesWithReference(Mitchell(n, {2}));
  }
}

}  // namespace
}  // namespace movebal
