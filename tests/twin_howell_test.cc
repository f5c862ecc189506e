#include "pair_movements/twin_howell.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <tuple>

#include "perfect_sessions.h"
#include "reference_scorer.h"
#include "scoring/balance.h"
#include "scoring/walking.h"

namespace movebal {
namespace {

TEST(TwinHowell, PerfectForTenAndFourteenPairsInBothLayouts) {
  for (int pairs : {10, 14}) {
    for (TwinLayout layout : {TwinLayout::kHalfRounds, TwinLayout::kTwoSessions}) {
      auto twin = FindTwinHowell(pairs, layout, Budget::None(), 1);
      ASSERT_TRUE(twin) << twin.error().ToString();
      ExpectPerfectTwoLayers(twin->movement, layout == TwinLayout::kHalfRounds);
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
