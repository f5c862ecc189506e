#include "scoring/score_matrix.h"

#include <gtest/gtest.h>

#include <random>

#include "test_support.h"

namespace movebal {
namespace {

using testing::Mitchell;
using testing::MustParse;

// The balans pages print the score matrix of the 7-table Mitchell: 7 between any
// two NS pairs (1-7) and any two EW pairs (8-14), 0 across the field.
TEST(ScoreMatrix, SevenTableMitchellAsPublished) {
  const Movement m = Mitchell(7);
  EXPECT_EQ(HalfTop(m), 6);
  const ScoreMatrix matrix = BuildScoreMatrix(m, HalfTop(m));
  for (int p = 1; p <= 14; ++p) {
    for (int q = 1; q <= 14; ++q) {
      if (p == q) continue;
      const bool same_field = (p <= 7) == (q <= 7);
      EXPECT_EQ(matrix.at(p, q), same_field ? 7 : 0) << p << "," << q;
    }
  }
}

// After switching round 2 the published matrix has 3 within a field, 4
// across it, and 0 for the pairs that met in the switched round
// (NS k and EW 7 + k - 1, or 14 for k = 1).
TEST(ScoreMatrix, SwitchedSevenTableMitchellAsPublished) {
  const ScoreMatrix matrix = BuildScoreMatrix(Mitchell(7, {2}), 6);
  for (int p = 1; p <= 14; ++p) {
    for (int q = 1; q <= 14; ++q) {
      if (p == q) continue;
      const int ns = std::min(p, q), ew = std::max(p, q);
      int expected = 3;
      if (ns <= 7 && ew > 7) expected = ew == (ns == 1 ? 14 : 6 + ns) ? 0 : 4;
      EXPECT_EQ(matrix.at(p, q), expected) << p << "," << q;
    }
  }
}

TEST(ScoreMatrix, HalfTopIsFewestPlaysMinusOne) {
  EXPECT_EQ(HalfTop(MustParse("4 2 2 2 0\n1- 2 A 3- 4 A\n1- 3 B 0- 0 0\n")), 0);
  EXPECT_EQ(HalfTop(MustParse("6 3 1 1 0\n1- 2 A 3- 4 A 5- 6 A\n")), 2);
  // A group that is never played gives h = -1.
  EXPECT_EQ(HalfTop(MustParse("4 2 1 2 0\n1- 2 A 3- 4 A\n")), -1);
}

TEST(ScoreMatrix, AbsentContestantsCellsAreLeftOut) {
  // Without pair 1 only the cell 3-4 remains: 34 = h, nothing else.
  const ScoreMatrix matrix = BuildScoreMatrix(MustParse("4 2 1 1 0\n1- 2 A 3- 4 A\n"), 5, 1);
  EXPECT_EQ(matrix.at(3, 4), 5);
  EXPECT_EQ(matrix.at(2, 3), 0);
  EXPECT_EQ(matrix.at(2, 4), 0);
}

TEST(ScoreMatrix, VacancyMatricesEqualARebuildWithoutTheAbsentCells) {
  std::mt19937 rng(7);
  for (int i = 0; i < 300; ++i) {
    const Movement m = testing::RandomMovement(rng, i % 2 == 1, i % 5 == 0);
    const int h = HalfTop(m);
    const VacancyMatrices vacancies(m, h);
    ScoreMatrix matrix;
    for (int v = 1; v <= m.contestants; ++v) {
      vacancies.For(v, matrix);
      ASSERT_EQ(matrix, BuildScoreMatrix(m, h - 1, v)) << "movement " << i << ", absent " << v;
    }
  }
}

}  // namespace
}  // namespace movebal
