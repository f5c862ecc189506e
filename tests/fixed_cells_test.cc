#include "optimiser/fixed_cells.h"

#include <gtest/gtest.h>

#include "pair_movements/mitchell.h"

namespace movebal {
namespace {

int CountFixed(const std::vector<bool>& fixed) { return static_cast<int>(std::count(fixed.begin(), fixed.end(), true)); }

TEST(FixedCells, NothingFixedLeavesEveryOccupiedCellFree) {
  const Movement m = CompleteMitchell(5);
  auto fixed = FixedCells(m, FixSpec{});
  ASSERT_TRUE(fixed.ok());
  EXPECT_EQ(CountFixed(*fixed), 0);
}

TEST(FixedCells, RoundsTablesPairsAndGroups) {
  const Movement m = CompleteMitchell(5);  // 25 cells, 5 per round/table/group
  FixSpec spec;
  spec.rounds = {2};
  auto fixed = FixedCells(m, spec);
  ASSERT_TRUE(fixed.ok());
  EXPECT_EQ(CountFixed(*fixed), 5);
  for (int t = 0; t < 5; ++t) EXPECT_TRUE((*fixed)[m.Index(1, t)]);

  spec = FixSpec{};
  spec.tables = {1, 3};
  EXPECT_EQ(CountFixed(*FixedCells(m, spec)), 10);

  spec = FixSpec{};
  spec.pairs = {7};  // an EW pair plays once per round
  auto by_pair = FixedCells(m, spec);
  EXPECT_EQ(CountFixed(*by_pair), 5);
  for (int r = 0; r < 5; ++r) {
    for (int t = 0; t < 5; ++t) EXPECT_EQ((*by_pair)[m.Index(r, t)], m.Plays(m.at(r, t), 7));
  }

  spec = FixSpec{};
  spec.groups = {1};
  EXPECT_EQ(CountFixed(*FixedCells(m, spec)), 5);

  spec = FixSpec{};
  spec.first_cells = 3;
  auto first = FixedCells(m, spec);
  EXPECT_EQ(CountFixed(*first), 3);
  EXPECT_TRUE((*first)[m.Index(0, 2)]);
  EXPECT_FALSE((*first)[m.Index(0, 3)]);
}

TEST(FixedCells, EverythingExcept) {
  const Movement m = CompleteMitchell(5);
  FixSpec spec;
  spec.except_round = 4;
  EXPECT_EQ(CountFixed(*FixedCells(m, spec)), 20);
  spec = FixSpec{};
  spec.except_table = 2;
  EXPECT_EQ(CountFixed(*FixedCells(m, spec)), 20);
  spec = FixSpec{};
  spec.except_pair = 1;  // pair 1 plays 5 cells
  EXPECT_EQ(CountFixed(*FixedCells(m, spec)), 20);
  spec = FixSpec{};
  spec.except_group = 5;
  EXPECT_EQ(CountFixed(*FixedCells(m, spec)), 20);
}

TEST(FixedCells, MatrixFileAndErrors) {
  const Movement m = CompleteMitchell(3);
  auto fixed = ParseFixMatrix(m, "1 0 0\n0 1 0 # comment\n001\n", "fix.txt");
  ASSERT_TRUE(fixed.ok()) << fixed.error().ToString();
  EXPECT_EQ(CountFixed(*fixed), 3);
  EXPECT_TRUE((*fixed)[m.Index(2, 2)]);

  auto short_row = ParseFixMatrix(m, "1 0\n", "fix.txt");
  ASSERT_FALSE(short_row.ok());
  EXPECT_EQ(short_row.error().ToString(), "fix.txt:1:1: expected 3 entries (one per table), found 2");
  auto bad = ParseFixMatrix(m, "1 0 x\n", "fix.txt");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error().line, 1);
  EXPECT_EQ(bad.error().column, 5);

  FixSpec spec;
  spec.rounds = {4};
  EXPECT_FALSE(FixedCells(m, spec).ok());
}

}  // namespace
}  // namespace movebal
