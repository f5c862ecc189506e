#include "combinatorial_designs/whist_designs.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <tuple>

#include "combinatorial_designs/symmetric_whist.h"

namespace movebal {
namespace {

// The designs are judged by the seat-level verifier (whist.h), which knows
// nothing of starters or differences.
TEST(WhistDesigns, DirectedRequestsReachTheLeastSurplusCountFinds) {
  // count whist --orientations: least surplus 11 for 12 players, 15 for 16,
  // 23 for 24, 0 (directed) for 13 and 25.
  for (int players : {12, 13, 16, 24, 25, 28, 29}) {
    auto d = GenerateWhistDesign({players, -1, true, false, {}});
    ASSERT_TRUE(d.ok()) << players << ": " << d.error().ToString();
    const WhistVerdict v = VerifyWhist(d->schedule);
    EXPECT_TRUE(v.whist) << players;
    EXPECT_EQ(v.surplus, LeastCyclicSurplus(players)) << players;
  }
}

TEST(WhistDesigns, SymmetricConstructionReachesBeyondTheEnumeration) {
  for (int players : {49, 53, 61}) {
    const SymmetricWhistResult r = FindSymmetricWhist(players, 20'000'000);
    ASSERT_TRUE(r.design.has_value()) << players;
    const WhistVerdict v = VerifyWhist(ExpandCyclicWhist(*r.design));
    EXPECT_TRUE(v.whist) << players;
    EXPECT_TRUE(v.directed) << players;
  }
  // 4n+1 players with 3 dividing 4n+1 have no symmetric design: the search says so.
  for (int players : {9, 21, 33}) {
    const SymmetricWhistResult r = FindSymmetricWhist(players, 20'000'000);
    EXPECT_FALSE(r.design.has_value());
    EXPECT_TRUE(r.complete);
  }
}

// The sizes that take a stored seed of the random search: every one gives a
// design that the seat-level verifier accepts at the least surplus
// (directed for 4n+1), with or without --directed from 44 players on.
TEST(WhistDesigns, StoredSeedsGiveTheLeastSurplus) {
  // The slower ones (a few seconds each) run in tools/whist_table.sh.
  for (int players : {33, 45, 48, 60, 64}) {
    for (bool directed : {true}) {
      auto d = GenerateWhistDesign({players, -1, directed, false, {}});
      ASSERT_TRUE(d.ok()) << players << ": " << d.error().ToString();
      const WhistVerdict v = VerifyWhist(d->schedule);
      EXPECT_TRUE(v.whist) << players;
      EXPECT_EQ(v.surplus, LeastCyclicSurplus(players)) << players;
      EXPECT_EQ(v.directed, players % 4 == 1) << players;
    }
  }
}

// --random names the seed of the try that succeeded, and that seed gives
// the same tournament again.
TEST(WhistDesigns, TheRandomSearchNamesTheSeedThatRepeatsIt) {
  WhistRequest request{24, -1, false, false, {}};
  request.random = true;
  request.seed = 5;
  auto first = GenerateWhistDesign(request);
  ASSERT_TRUE(first.ok()) << first.error().ToString();
  const std::string& how = first->description.front();
  const std::size_t at = how.find("--seed ");
  ASSERT_NE(at, std::string::npos) << how;
  request.seed = std::stoull(how.substr(at + 7));
  request.budget = Budget::Moves(1);  // one try, no more
  auto again = GenerateWhistDesign(request);
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again->schedule.rounds, first->schedule.rounds);
  EXPECT_EQ(again->verdict.surplus, 23);
}

// An --index the enumeration reaches only after minutes is refused before
// it starts, naming the largest index the size takes.
TEST(WhistDesigns, IndexesBeyondTheReachOfASizeAreRefusedAtOnce) {
  for (auto [players, index, most] : {std::tuple{44, 1000, 0}, {41, 1, 0}, {40, 2, 1}, {29, 101, 100}}) {
    auto design = GenerateWhistDesign({players, index, false, false, {}});
    ASSERT_FALSE(design.ok()) << players;
    EXPECT_NE(design.error().message.find(fmt::format("--index for {} players goes up to {}:", players, most)),
              std::string::npos)
        << design.error().message;
  }
  for (int players = 5; players <= 44; ++players) EXPECT_LE(MaxWhistIndex(players), MaxWhistIndex(players - 1));
  EXPECT_EQ(MaxWhistIndex(12), kMaxWhistIndex);
}

TEST(WhistDesigns, UnreachableSizesAreRefusedAtOnce) {
  EXPECT_FALSE(GenerateWhistDesign({68, -1, false, false, {}}).ok());
  EXPECT_FALSE(GenerateWhistDesign({14, -1, false, false, {}}).ok());
  WhistRequest nine{9, -1, false, false, {}};
  nine.random = true;
  auto refused = GenerateWhistDesign(nine);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().message.find("--random searches 12 to 64"), std::string::npos);
}

TEST(WhistDesigns, SpousesNeverPartner) {
  const std::vector<std::pair<int, int>> couples = {{1, 2}, {3, 4}, {5, 6}, {7, 8}, {9, 10}, {11, 12}};
  auto d = GenerateWhistDesign({12, -1, false, false, couples});
  ASSERT_TRUE(d.ok()) << d.error().ToString();
  EXPECT_EQ(d->schedule.rounds.size(), 10u);  // 11 rounds less the pretend one
  std::vector<std::vector<int>> partnered(13, std::vector<int>(13, 0));
  for (const auto& round : d->schedule.rounds) {
    for (const WhistTable& t : round) {
      ++partnered[t[kNorth]][t[kSouth]];
      ++partnered[t[kSouth]][t[kNorth]];
      ++partnered[t[kEast]][t[kWest]];
      ++partnered[t[kWest]][t[kEast]];
    }
  }
  for (int x = 1; x <= 12; ++x) {
    for (int y = x + 1; y <= 12; ++y) {
      const bool couple = y == x + 1 && x % 2 == 1;
      EXPECT_EQ(partnered[x][y], couple ? 0 : 1) << x << " " << y;
    }
  }
  EXPECT_FALSE(GenerateWhistDesign({12, -1, false, false, {{1, 2}, {2, 3}}}).ok());
  EXPECT_FALSE(GenerateWhistDesign({12, -1, false, false, {{1, 13}}}).ok());
}

TEST(WhistDesigns, CouplesParse) {
  auto c = ParseCouples("1-2,3-4");
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(c->size(), 2u);
  EXPECT_FALSE(ParseCouples("1-x").ok());
}

}  // namespace
}  // namespace movebal
