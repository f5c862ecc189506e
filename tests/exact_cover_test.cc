#include "search/exact_cover.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

namespace movebal {
namespace {

// Knuth's example in "Dancing Links": of these six rows over seven columns
// only rows 0, 3 and 4 cover every column exactly once.
TEST(ExactCover, FindsKnuthsCover) {
  ExactCover cover(7);
  cover.AddRow({2, 4, 5});
  cover.AddRow({0, 3, 6});
  cover.AddRow({1, 2, 5});
  cover.AddRow({0, 3});
  cover.AddRow({1, 6});
  cover.AddRow({3, 4, 6});
  ASSERT_TRUE(cover.Solve(1000));
  std::vector<int> rows = cover.solution();
  std::sort(rows.begin(), rows.end());
  EXPECT_EQ(rows, (std::vector<int>{0, 3, 4}));
  // The links are restored: the same cover again.
  const std::vector<int> first = cover.solution();
  ASSERT_TRUE(cover.Solve(1000));
  EXPECT_EQ(cover.solution(), first);
}

// Three rows of two columns out of three, any two overlapping: no cover.
TEST(ExactCover, SaysWhenThereIsNone) {
  ExactCover cover(3);
  cover.AddRow({0, 1});
  cover.AddRow({1, 2});
  cover.AddRow({0, 2});
  EXPECT_FALSE(cover.Solve(1000));
  EXPECT_TRUE(cover.solution().empty());
}

// Covering a 2 x 2 grid by dominoes takes two rows, so a budget of one
// step cannot find it and, the links restored, a budget of two can.
TEST(ExactCover, StopsAtItsSteps) {
  ExactCover cover(4);  // cells 0 1 / 2 3
  cover.AddRow({0, 2});
  cover.AddRow({0, 1});
  cover.AddRow({2, 3});
  cover.AddRow({1, 3});
  EXPECT_FALSE(cover.Solve(1));
  EXPECT_TRUE(cover.solution().empty());
  EXPECT_EQ(cover.moves_taken(), 1);
  EXPECT_TRUE(cover.Solve(2));
  EXPECT_EQ(cover.solution().size(), 2U);
  EXPECT_EQ(cover.moves_taken(), 2);
}

// Knuth's four queens: ranks and files must be covered, the diagonals at
// most once (secondary columns). Both solutions put the queens of ranks
// 0..3 on files 1 3 0 2 or 2 0 3 1; without the diagonals any
// permutation would do.
TEST(ExactCover, KeepsSecondaryColumnsAtMostOnce) {
  constexpr int n = 4, ranks = 0, files = n, up = 2 * n, down = up + 2 * n - 1;
  ExactCover cover(2 * n, 2 * (2 * n - 1));
  for (int r = 0; r < n; ++r) {
    for (int f = 0; f < n; ++f) cover.AddRow({ranks + r, files + f, up + r + f, down + r - f + n - 1});
  }
  ASSERT_TRUE(cover.Solve(1000));
  std::vector<int> file(n, -1);
  for (const int row : cover.solution()) file[static_cast<std::size_t>(row / n)] = row % n;
  EXPECT_TRUE(file == std::vector<int>({1, 3, 0, 2}) || file == std::vector<int>({2, 0, 3, 1}));
}

}  // namespace
}  // namespace movebal
