#include "bound/once_each_optimum.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <tuple>
#include <vector>

#include "movement/asc_reader.h"
#include "movement/movement_file.h"
#include "reference_scorer.h"
#include "test_support.h"

namespace movebal {
namespace {

constexpr std::int64_t kAnySum = std::numeric_limits<std::int64_t>::max();

OnceEachSearch TwoThreads() {
  OnceEachSearch search;
  search.threads = 2;
  return search;
}

// One group's tables: (NS, EW) pairs, 0-based.
using TablePlan = std::vector<std::pair<int, int>>;

// Every table plan of `pairs` pairs: each way to seat them at pairs/2 tables
// and each direction at each table.
std::vector<TablePlan> AllTablePlans(int pairs) {
  std::vector<TablePlan> plans;
  TablePlan plan;
  std::vector<bool> seated(static_cast<std::size_t>(pairs), false);
  const auto seat = [&](auto&& self) -> void {
    int first = 0;
    while (first < pairs && seated[static_cast<std::size_t>(first)]) ++first;
    if (first == pairs) {
      plans.push_back(plan);
      return;
    }
    seated[static_cast<std::size_t>(first)] = true;
    for (int other = first + 1; other < pairs; ++other) {
      if (seated[static_cast<std::size_t>(other)]) continue;
      seated[static_cast<std::size_t>(other)] = true;
      for (const auto& table : {std::pair{first, other}, std::pair{other, first}}) {
        plan.push_back(table);
        self(self);
        plan.pop_back();
      }
      seated[static_cast<std::size_t>(other)] = false;
    }
    seated[static_cast<std::size_t>(first)] = false;
  };
  seat(seat);
  return plans;
}

// The sum of squares straight from the definition: h = P/2 - 1 for each
// meeting, and for every two tables of a group +1 to the two NS pairs and
// the two EW pairs, -1 across.
std::int64_t SumOfSquares(int pairs, const std::vector<const TablePlan*>& groups) {
  const int h = pairs / 2 - 1;
  std::vector<std::int64_t> m(static_cast<std::size_t>(pairs * pairs), 0);
  const auto add = [&](int p, int q, int v) {
    m[static_cast<std::size_t>(p * pairs + q)] += v;
    m[static_cast<std::size_t>(q * pairs + p)] += v;
  };
  for (const TablePlan* plan : groups) {
    for (std::size_t a = 0; a < plan->size(); ++a) {
      add((*plan)[a].first, (*plan)[a].second, h);
      for (std::size_t b = a + 1; b < plan->size(); ++b) {
        add((*plan)[a].first, (*plan)[b].first, 1);
        add((*plan)[a].second, (*plan)[b].second, 1);
        add((*plan)[a].first, (*plan)[b].second, -1);
        add((*plan)[a].second, (*plan)[b].first, -1);
      }
    }
  }
  std::int64_t ss = 0;
  for (int p = 0; p < pairs; ++p) {
    for (int q = p + 1; q < pairs; ++q) ss += m[static_cast<std::size_t>(p * pairs + q)] * m[static_cast<std::size_t>(p * pairs + q)];
  }
  return ss;
}

// The least sum of squares by trying every table plan for every group but
// the first, which renumbering the pairs makes 1-2, 3-4, ... (odd pairs NS).
std::int64_t BruteForceLeast(int pairs, int groups) {
  const std::vector<TablePlan> plans = AllTablePlans(pairs);
  TablePlan first;
  for (int p = 0; p < pairs; p += 2) first.emplace_back(p, p + 1);
  std::vector<const TablePlan*> chosen{&first};
  std::int64_t least = kAnySum;
  const auto choose = [&](auto&& self) -> void {
    if (static_cast<int>(chosen.size()) == groups) {
      least = std::min(least, SumOfSquares(pairs, chosen));
      return;
    }
    for (const TablePlan& plan : plans) {
      chosen.push_back(&plan);
      self(self);
      chosen.pop_back();
    }
  };
  choose(choose);
  return least;
}

// The plan is a movement of the shape whose sum of squares, scored by the
// reference scorer, is the one reported.
void ExpectPlanScores(int pairs, int groups, const OnceEachPlan& plan) {
  const Movement m = plan.AsMovement(pairs);
  EXPECT_TRUE(OnceEachShapeOf(m).ok());
  EXPECT_EQ(m.groups, groups);
  EXPECT_EQ(reference::Score(m).SS, plan.sum_of_squares);
}

TEST(OnceEachOptimum, AgreesWithBruteForceOnSmallShapes) {
  for (const auto& [pairs, groups] : {std::pair{4, 2}, std::pair{4, 3}, std::pair{6, 3}, std::pair{6, 4}, std::pair{8, 3}}) {
    SCOPED_TRACE(::testing::Message() << pairs << " pairs, " << groups << " groups");
    const std::int64_t least = BruteForceLeast(pairs, groups);
    const OnceEachResult found = OnceEachOptimum(pairs, groups, kAnySum, OnceEachSearch{});
    ASSERT_TRUE(found.best.has_value());
    EXPECT_EQ(found.best->sum_of_squares, least);
    ExpectPlanScores(pairs, groups, *found.best);
    // Just below the least, nothing.
    EXPECT_FALSE(OnceEachOptimum(pairs, groups, least - 1, OnceEachSearch{}).best.has_value());
  }
}

TEST(OnceEachOptimum, TheTwelvePairScheveningenSwitchedOnceIsTheBest) {
  // Published: one switched round among rounds 1-4 gives Qf 84.00, SS 600.
  const auto doc = ReadMovementDocument(testing::kSourceDir + "/movements/scheveningen-12.asc");
  ASSERT_TRUE(doc.ok());
  ASSERT_TRUE(OnceEachShapeOf(doc->movement).ok());
  const OnceEachResult found = OnceEachOptimum(12, 6, reference::Score(doc->movement).SS - 1, TwoThreads());
  ASSERT_TRUE(found.best.has_value());
  EXPECT_EQ(found.best->sum_of_squares, 600);
  ExpectPlanScores(12, 6, *found.best);
}

TEST(OnceEachOptimum, TheSixRoundScheveningenOfSixteenPairsCannotBeBeaten) {
  const auto doc = ReadMovementDocument(testing::kSourceDir + "/movements/scheveningen-16p-06r.asc");
  ASSERT_TRUE(doc.ok());
  ASSERT_TRUE(OnceEachShapeOf(doc->movement).ok());
  const std::int64_t ss = reference::Score(doc->movement).SS;
  EXPECT_EQ(ss, 1248);  // Qf 76.92
  const OnceEachResult found = OnceEachOptimum(16, 6, ss - 1, TwoThreads());
  EXPECT_FALSE(found.interrupted);
  EXPECT_FALSE(found.best.has_value());
}

// The group-count bound only cuts point sets that could not have come
// within the limit: just below each shape's best, where the search runs to
// the end (a plan found would lower the limit at a moment that depends on
// the threads), it solves the meetings of exactly as many sets of
// directions with the bound as without; a bound that cut too much would
// lose some. (The meeting price is off in both: it rules out sets whose
// meetings cannot come within the limit, so it changes the count.)
TEST(OnceEachOptimum, TheGroupCountBoundLosesNoPointSet) {
  for (const auto& [pairs, groups, limit] : {std::tuple{10, 5, std::int64_t{299}}, std::tuple{12, 5, std::int64_t{481}},
                                             std::tuple{12, 6, std::int64_t{599}}, std::tuple{16, 6, std::int64_t{1247}},
                                             std::tuple{16, 7, std::int64_t{1400}}}) {
    SCOPED_TRACE(::testing::Message() << pairs << " pairs, " << groups << " groups, SS at most " << limit);
    OnceEachSearch with = TwoThreads();
    with.meeting_price = false;
    OnceEachSearch without = with;
    without.group_multipliers = false;
    const OnceEachResult plain = OnceEachOptimum(pairs, groups, limit, without);
    const OnceEachResult bounded = OnceEachOptimum(pairs, groups, limit, with);
    ASSERT_FALSE(plain.best.has_value());
    ASSERT_GT(plain.point_sets, 0u);
    EXPECT_FALSE(bounded.best.has_value());
    EXPECT_EQ(bounded.point_sets, plain.point_sets);
  }
}

// The meeting price rules out point sets before their meetings are solved,
// never the best: each shape's least sum of squares is the same with it as
// without, and below it nothing is found; just below the best of 12 pairs
// in 6 rounds it leaves fewer sets to solve (a price that ruled out nothing
// would not).
TEST(OnceEachOptimum, TheMeetingPriceKeepsTheBest) {
  for (const auto& [pairs, groups] : {std::pair{6, 4}, std::pair{8, 4}, std::pair{8, 5}, std::pair{10, 4}, std::pair{10, 5},
                                      std::pair{12, 4}, std::pair{12, 6}, std::pair{14, 3}}) {
    SCOPED_TRACE(::testing::Message() << pairs << " pairs, " << groups << " groups");
    OnceEachSearch unpriced = TwoThreads();
    unpriced.meeting_price = false;
    const OnceEachResult plain = OnceEachOptimum(pairs, groups, kAnySum, unpriced);
    const OnceEachResult priced = OnceEachOptimum(pairs, groups, kAnySum, TwoThreads());
    ASSERT_TRUE(plain.best.has_value());
    ASSERT_TRUE(priced.best.has_value());
    EXPECT_EQ(priced.best->sum_of_squares, plain.best->sum_of_squares);
    ExpectPlanScores(pairs, groups, *priced.best);
    EXPECT_FALSE(OnceEachOptimum(pairs, groups, priced.best->sum_of_squares - 1, TwoThreads()).best.has_value());
  }
  OnceEachSearch unpriced = TwoThreads();
  unpriced.meeting_price = false;
  EXPECT_LT(OnceEachOptimum(12, 6, 599, TwoThreads()).point_sets, OnceEachOptimum(12, 6, 599, unpriced).point_sets);
}

// Shards search disjoint parts that together are the whole: below the best
// of 12 pairs in 6 rounds (SS 600) no shard finds a plan, and the sets of
// directions they solve add up to those of the search unsplit (without the
// meeting price, which leaves none to solve there).
TEST(OnceEachOptimum, ShardsTogetherSearchEverything) {
  OnceEachSearch unpriced;
  unpriced.meeting_price = false;
  const OnceEachResult whole = OnceEachOptimum(12, 6, 599, unpriced);
  ASSERT_FALSE(whole.best.has_value());
  ASSERT_GT(whole.point_sets, 0u);
  std::uint64_t sum = 0;
  for (int i = 0; i < 3; ++i) {
    OnceEachSearch shard = unpriced;
    shard.shard_index = i;
    shard.shard_count = 3;
    const OnceEachResult part = OnceEachOptimum(12, 6, 599, shard);
    EXPECT_FALSE(part.best.has_value());
    sum += part.point_sets;
  }
  EXPECT_EQ(sum, whole.point_sets);

  // A shard outside the parts searches nothing: no conclusion, not a proof.
  OnceEachSearch outside;
  outside.shard_index = 3;
  outside.shard_count = 3;
  EXPECT_TRUE(OnceEachOptimum(12, 6, 599, outside).interrupted);
}

TEST(OnceEachOptimum, RefusesOtherShapes) {
  EXPECT_FALSE(OnceEachRefusal(18, 6, kAnySum).ok());
  EXPECT_FALSE(OnceEachRefusal(16, 8, kAnySum).ok());
  EXPECT_FALSE(OnceEachRefusal(7, 3, kAnySum).ok());
  EXPECT_TRUE(OnceEachRefusal(16, 6, kAnySum).ok());
  EXPECT_FALSE(OnceEachRefusal(14, 6, 0).ok());  // never estimated
  // 16 pairs in 7 rounds, about an hour of one core: only below the TEAM
  // movement's SS 1656, where it was estimated.
  EXPECT_TRUE(OnceEachRefusal(16, 7, 1655).ok());
  const Status poorer = OnceEachRefusal(16, 7, 1656);
  ASSERT_FALSE(poorer.ok());
  EXPECT_NE(poorer.error().message.find("estimated only below sum of squares 1656"), std::string::npos)
      << poorer.error().message;

  // Pair 1 plays group A twice.
  const Status shape = OnceEachShapeOf(testing::MustParse("4 2 2 2 0\n1-2 A 3-4 B\n1-3 A 2-4 B\n"));
  ASSERT_FALSE(shape.ok());
  EXPECT_NE(shape.error().message.find("pair 1 plays board group 1 2 times"), std::string::npos);
}

TEST(BoundCommand, SaysWhetherTheMovementCanBeBeaten) {
  const auto best = testing::RunMovebal("bound " + testing::kSourceDir + "/movements/mitchell-07t-switched.asc");
  EXPECT_EQ(best.status, 0);
  EXPECT_NE(best.out.find("Qf 92.00 (sum of squares 1050, perfect 966)"), std::string::npos);
  EXPECT_NE(best.out.find("it cannot be beaten"), std::string::npos);

  const auto poorer = testing::RunMovebal("bound " + testing::kSourceDir + "/movements/mitchell-07t.asc");
  EXPECT_EQ(poorer.status, 0);
  EXPECT_NE(poorer.out.find("can reach: Qf 92.00 (sum of squares 1050"), std::string::npos);
  EXPECT_NE(poorer.out.find("group 7:"), std::string::npos);

  // One part says what it found in itself, and claims nothing for the rest.
  const auto part = testing::RunMovebal("bound --shard 2/4 " + testing::kSourceDir + "/movements/mitchell-07t-switched.asc");
  EXPECT_EQ(part.status, 0);
  EXPECT_NE(part.out.find("no movement of this shape in part 2 of 4 has a lower sum of squares\n"), std::string::npos)
      << part.out;
  EXPECT_EQ(part.out.find("cannot be beaten"), std::string::npos) << part.out;
  EXPECT_EQ(testing::RunMovebal("bound --shard 5/4 " + testing::kSourceDir + "/movements/mitchell-07t-switched.asc").status,
            2);

  const auto refused = testing::RunMovebal("bound " + testing::kSourceDir + "/movements/example-08p-06r.asc");
  EXPECT_EQ(refused.status, 2);
  EXPECT_NE(refused.err.find("not every pair plays every round"), std::string::npos);
}

}  // namespace
}  // namespace movebal
