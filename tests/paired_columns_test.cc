#include "generators/paired_columns.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <set>
#include <utility>
#include <vector>

#include "reference_scorer.h"

namespace movebal {
namespace {

// Checked cell by cell and with the reference scorer, not by the
// generator's own checks: every pair once a round, every two pairs meet
// once in each round robin, each session on groups of its own, no group
// twice in a round, every group at pairs/4 tables (h = pairs/4 - 1), and
// every element of the score matrix robins x h (docs/model.md, paired
// columns: h + 1 for each meeting, -1 from the groups of each round robin):
// Qf 100.
void ExpectPerfectSessions(int pairs, const std::vector<int>& sessions, std::int64_t steps) {
  auto made = PairedColumnsHowell(pairs, sessions, 1, steps);
  ASSERT_TRUE(made.ok()) << made.error().ToString();
  const Movement& m = *made;
  const int robins = std::accumulate(sessions.begin(), sessions.end(), 0) / (pairs - 1);
  ASSERT_EQ(m.contestants, pairs);
  ASSERT_EQ(m.rounds, robins * (pairs - 1));
  ASSERT_EQ(m.tables, pairs / 2);
  std::map<std::pair<int, int>, int> met;
  std::vector<int> session_of_group(static_cast<std::size_t>(m.groups), -1), plays(session_of_group.size(), 0);
  int round = 0;
  for (std::size_t s = 0; s < sessions.size(); ++s) {
    for (int r = 0; r < sessions[s]; ++r, ++round) {
      std::set<int> seated, groups;
      for (int t = 0; t < m.tables; ++t) {
        const Cell& cell = m.at(round, t);
        ASSERT_TRUE(cell.occupied());
        EXPECT_TRUE(seated.insert(cell.ns[0]).second && seated.insert(cell.ew[0]).second) << "round " << round + 1;
        EXPECT_TRUE(groups.insert(cell.group).second) << "round " << round + 1;
        ++met[{std::min(cell.ns[0], cell.ew[0]), std::max(cell.ns[0], cell.ew[0])}];
        int& owner = session_of_group[static_cast<std::size_t>(cell.group)];
        EXPECT_TRUE(owner == -1 || owner == static_cast<int>(s)) << "group " << cell.group + 1;
        owner = static_cast<int>(s);
        ++plays[static_cast<std::size_t>(cell.group)];
      }
    }
  }
  EXPECT_EQ(met.size(), static_cast<std::size_t>(pairs * (pairs - 1) / 2));
  for (const auto& [two, times] : met) EXPECT_EQ(times, robins) << two.first << "-" << two.second;
  for (const int p : plays) EXPECT_EQ(p, pairs / 4);
  const reference::Figures f = reference::Score(m);
  for (int p = 1; p <= pairs; ++p) {
    for (int q = p + 1; q <= pairs; ++q) {
      EXPECT_EQ(f.matrix[static_cast<std::size_t>(p)][static_cast<std::size_t>(q)], robins * (pairs / 4 - 1))
          << p << "-" << q;
    }
  }
  EXPECT_NEAR(f.Qf, 100.0, 1e-9);
}

// The balans pages' perfect rows "12 pairs, 11 rounds in sessions of 5 and
// 6" and "16 pairs, 15 rounds in sessions of 7 and 8".
TEST(PairedColumns, TwelvePairsInFiveAndSixRounds) { ExpectPerfectSessions(12, {5, 6}, 4'000'000); }
TEST(PairedColumns, SixteenPairsInSevenAndEightRounds) { ExpectPerfectSessions(16, {7, 8}, 4'000'000); }
// Two round robins, every two pairs meeting twice; 8 pairs, a group at two
// tables, in sessions that cut across the round robins.
TEST(PairedColumns, TwelvePairsInTwoRoundRobins) { ExpectPerfectSessions(12, {5, 6, 5, 6}, 10'000'000); }
TEST(PairedColumns, EightPairsInTwoRoundRobins) { ExpectPerfectSessions(8, {4, 4, 6}, 4'000'000); }

TEST(PairedColumns, RefusesShapesItCannotBuild) {
  EXPECT_FALSE(PairedColumnsRefusal(14, {6, 7}).empty());      // not a multiple of 4
  EXPECT_FALSE(PairedColumnsRefusal(12, {5, 5}).empty());      // not whole round robins of 11 rounds
  EXPECT_FALSE(PairedColumnsRefusal(16, {5, 5, 5}).empty());   // sessions shorter than 4 + 2
  EXPECT_FALSE(PairedColumnsRefusal(24, {11, 12}).empty());    // beyond 20 pairs
  EXPECT_FALSE(PairedColumnsRefusal(4, {3}).empty());          // a group at one table compares nothing
  EXPECT_TRUE(PairedColumnsRefusal(20, {9, 10}).empty());
  // The generator says so too, before any search.
  EXPECT_FALSE(PairedColumnsHowell(16, {5, 5, 5}, 1, 1'000'000).ok());
}

}  // namespace
}  // namespace movebal
