// Checks of the perfect movements the constructions make (Howells in
// sessions, two board groups a round robin), shared by their tests.
#ifndef MOVEBAL_TESTS_PERFECT_SESSIONS_H_
#define MOVEBAL_TESTS_PERFECT_SESSIONS_H_

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <set>
#include <utility>
#include <vector>

#include "movement/movement.h"
#include "reference_scorer.h"

namespace movebal {

// Checked cell by cell and with the reference scorer, not by the
// generator's own checks: every pair once a round, every two pairs meet
// once in each round robin, each session on groups of its own, no group
// twice in a round, every group at `plays` tables (h = plays - 1), and
// every element of the score matrix robins x h (docs/model.md: h + 1 for
// each meeting, -1 from the groups of each round robin): Qf 100.
inline void ExpectPerfectSessions(const Movement& m, const std::vector<int>& sessions, int plays) {
  const int pairs = m.contestants;
  const int robins = std::accumulate(sessions.begin(), sessions.end(), 0) / (pairs - 1);
  ASSERT_EQ(m.rounds, robins * (pairs - 1));
  ASSERT_EQ(m.tables, pairs / 2);
  std::map<std::pair<int, int>, int> met;
  std::vector<int> session_of_group(static_cast<std::size_t>(m.groups), -1), played(session_of_group.size(), 0);
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
        ++played[static_cast<std::size_t>(cell.group)];
      }
    }
  }
  EXPECT_EQ(met.size(), static_cast<std::size_t>(pairs * (pairs - 1) / 2));
  for (const auto& [two, times] : met) EXPECT_EQ(times, robins) << two.first << "-" << two.second;
  for (const int p : played) EXPECT_EQ(p, plays);
  const reference::Figures f = reference::Score(m);
  for (int p = 1; p <= pairs; ++p) {
    for (int q = p + 1; q <= pairs; ++q) {
      EXPECT_EQ(f.matrix[static_cast<std::size_t>(p)][static_cast<std::size_t>(q)], robins * (plays - 1))
          << p << "-" << q;
    }
  }
  EXPECT_NEAR(f.Qf, 100.0, 1e-9);
}

// A perfect movement of two board groups a round robin (the twin Howells,
// the Hadamard half-rounds), checked cell by cell rather than by the
// generator's own checks: every two pairs meet exactly twice, nobody plays
// a board group twice, no two tables of a written round share a group,
// every group is played at pairs / 2 tables; in half-rounds rounds 2r
// and 2r + 1 seat the same opponents at each table; and the
// reference scorer finds every element equal (Qf 100).
inline void ExpectPerfectTwoLayers(const Movement& m, bool half_rounds) {
  const int P = m.contestants;
  ASSERT_EQ(m.rounds, 2 * (P - 1));
  std::vector<std::vector<int>> meets(static_cast<std::size_t>(P) + 1, std::vector<int>(static_cast<std::size_t>(P) + 1, 0));
  std::set<std::pair<int, int>> played;  // (pair, group)
  std::vector<int> plays(static_cast<std::size_t>(m.groups), 0);
  for (int r = 0; r < m.rounds; ++r) {
    std::set<int> groups;
    for (int t = 0; t < m.tables; ++t) {
      const Cell& c = m.at(r, t);
      ASSERT_TRUE(c.occupied());
      ++meets[static_cast<std::size_t>(c.ns[0])][static_cast<std::size_t>(c.ew[0])];
      ++meets[static_cast<std::size_t>(c.ew[0])][static_cast<std::size_t>(c.ns[0])];
      EXPECT_TRUE(played.insert({c.ns[0], c.group}).second) << "pair " << c.ns[0] << " plays a group twice";
      EXPECT_TRUE(played.insert({c.ew[0], c.group}).second) << "pair " << c.ew[0] << " plays a group twice";
      EXPECT_TRUE(groups.insert(c.group).second) << "round " << r + 1 << " shares a group";
      ++plays[static_cast<std::size_t>(c.group)];
      if (half_rounds && r % 2 == 1) {
        const Cell& first = m.at(r - 1, t);
        EXPECT_EQ(std::minmax(c.ns[0], c.ew[0]), std::minmax(first.ns[0], first.ew[0])) << "half-rounds differ";
      }
    }
  }
  for (int p = 1; p <= P; ++p) {
    for (int q = p + 1; q <= P; ++q) EXPECT_EQ(meets[static_cast<std::size_t>(p)][static_cast<std::size_t>(q)], 2);
  }
  for (int n : plays) EXPECT_EQ(n, P / 2);
  const reference::Figures f = reference::Score(m);
  EXPECT_EQ(f.SS, reference::MinSS(f.S, f.N));
  EXPECT_EQ(f.Qf, 100.0);
}

}  // namespace movebal

#endif  // MOVEBAL_TESTS_PERFECT_SESSIONS_H_
