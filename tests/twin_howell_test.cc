#include "generators/twin_howell.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <tuple>

#include "reference_scorer.h"
#include "scoring/balance.h"
#include "scoring/walking.h"

namespace movebal {
namespace {

// What every twin must be, checked cell by cell here rather than by the
// generator's own checks: every two pairs meet exactly twice, nobody plays
// a board group twice, no two tables of a written round share a group,
// every group is played at pairs / 2 tables; in the half-round layout
// rounds 2r and 2r + 1 seat the same opponents at each table; and the
// reference scorer finds every element equal (Qf 100).
void ExpectPerfectTwin(const Movement& m, TwinLayout layout) {
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
      if (layout == TwinLayout::kHalfRounds && r % 2 == 1) {
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

TEST(TwinHowell, PerfectForTenAndFourteenPairsInBothLayouts) {
  for (int pairs : {10, 14}) {
    for (TwinLayout layout : {TwinLayout::kHalfRounds, TwinLayout::kTwoSessions}) {
      auto twin = FindTwinHowell(pairs, layout, Budget::None(), 1);
      ASSERT_TRUE(twin) << twin.error().ToString();
      ExpectPerfectTwin(twin->movement, layout);
    }
  }
}

// The layouts are the same games in another order of rounds (and tables),
// so the same twin scores alike in both.
TEST(TwinHowell, LayoutsDifferOnlyInTheOrderOfRoundsAndTables) {
  auto twin = FindTwinHowell(14, TwinLayout::kHalfRounds, Budget::None(), 1);
  ASSERT_TRUE(twin);
  const Movement sessions = TwinHowellMovement(twin->starter, twin->layers, TwinLayout::kTwoSessions);
  const auto games = [](const Movement& m, int r) {
    std::vector<std::tuple<int, int, int>> cells;
    for (int t = 0; t < m.tables; ++t) cells.emplace_back(m.at(r, t).ns[0], m.at(r, t).ew[0], m.at(r, t).group);
    std::sort(cells.begin(), cells.end());
    return cells;
  };
  for (int r = 0; r < 13; ++r) {
    EXPECT_EQ(games(twin->movement, 2 * r), games(sessions, r));
    EXPECT_EQ(games(twin->movement, 2 * r + 1), games(sessions, 13 + r));
  }
  EXPECT_EQ(ScoreMovement(twin->movement).moments.SS, ScoreMovement(sessions).moments.SS);
}

// Written in the order of their adders, the tables pass each group on to
// the next table of the ring: in the sessions layout no board moves more
// than one table, and in half-rounds neither where the second layer's
// adders are the first's moved on (the twin chosen first there).
TEST(TwinHowell, BoardsMoveOneTable) {
  auto sessions = FindTwinHowell(14, TwinLayout::kTwoSessions, Budget::None(), 1);
  ASSERT_TRUE(sessions);
  EXPECT_LE(ComputeWalking(sessions->movement).boards.longest, 1);
  for (int pairs : {10, 14, 18}) {
    auto halves = FindTwinHowell(pairs, TwinLayout::kHalfRounds, Budget::None(), 200);
    ASSERT_TRUE(halves);
    EXPECT_LE(ComputeWalking(halves->movement).boards.longest, 1) << pairs << " pairs";
  }
}

// Of more twins the best vacancy quality is kept: never worse than the first.
TEST(TwinHowell, MoreTwinsNeverLowerTheVacancyQuality) {
  auto first = FindTwinHowell(14, TwinLayout::kHalfRounds, Budget::None(), 1);
  auto more = FindTwinHowell(14, TwinLayout::kHalfRounds, Budget::None(), 50);
  ASSERT_TRUE(first && more);
  EXPECT_GE(reference::Score(more->movement).Qf1av, reference::Score(first->movement).Qf1av);
}

// Z_5 has one starter, {1, 4}, {2, 3}, and no adders for it (by hand: with
// table 1's adder 2 or 3, every adder of table 2 puts two tables on one
// group or a pair on a group twice), so 6 pairs have no twin; odd and
// out-of-range sizes are refused.
TEST(TwinHowell, RefusesSizesWithoutTwins) {
  auto six = FindTwinHowell(6, TwinLayout::kHalfRounds, Budget::None(), 1);
  ASSERT_FALSE(six);
  EXPECT_NE(six.error().message.find("no twin Howells for 6 pairs"), std::string::npos) << six.error().message;
  EXPECT_FALSE(FindTwinHowell(13, TwinLayout::kHalfRounds, Budget::None(), 1));
  EXPECT_FALSE(FindTwinHowell(34, TwinLayout::kHalfRounds, Budget::None(), 1));
}

}  // namespace
}  // namespace movebal
