#include "combinatorial_designs/whist.h"

#include <gtest/gtest.h>

namespace movebal {
namespace {

// The only cyclic Wh(5), written out: position 0 sits out, players advance.
WhistSchedule FivePlayers() {
  WhistSchedule s{5, {}};
  for (int r = 0; r < 5; ++r) {
    auto at = [r](int position) { return 1 + ((position - r) % 5 + 5) % 5; };
    s.rounds.push_back({{at(2), at(3), at(4), at(1)}});
  }
  return s;
}

TEST(Whist, AcceptsAWhistTournamentAndMeasuresDirectedness) {
  const WhistVerdict v = VerifyWhist(FivePlayers());
  EXPECT_TRUE(v.whist);
  EXPECT_TRUE(v.directed);  // 2 3 4 1 is one of the two directed seatings
  EXPECT_EQ(v.surplus, 0);
  WhistSchedule swapped = FivePlayers();
  for (auto& round : swapped.rounds) std::swap(round[0][kNorth], round[0][kEast]);
  const WhistVerdict w = VerifyWhist(swapped);
  EXPECT_FALSE(w.whist);  // North and East change places: the partnerships repeat
}

TEST(Whist, ReportsEachKindOfProblem) {
  WhistSchedule s = FivePlayers();
  s.rounds[1][0][kNorth] = 9;
  EXPECT_FALSE(VerifyWhist(s).whist);
  s = FivePlayers();
  s.rounds[2][0][kSouth] = s.rounds[2][0][kNorth];
  EXPECT_FALSE(VerifyWhist(s).whist);
  s = FivePlayers();
  s.rounds.pop_back();
  const WhistVerdict short_one = VerifyWhist(s);
  EXPECT_FALSE(short_one.whist);
  EXPECT_NE(short_one.problems.front().find("rounds"), std::string::npos);
  EXPECT_FALSE(VerifyWhist(WhistSchedule{6, {}}).whist);
}

TEST(Whist, MovementByRoundKeepsTheSeats) {
  const Movement m = WhistMovementByRound(FivePlayers());
  EXPECT_TRUE(m.individual);
  EXPECT_EQ(m.contestants, 5);
  EXPECT_EQ(m.tables, 1);
  EXPECT_EQ(m.rounds, 5);
  EXPECT_EQ(m.at(0, 0).ns, (std::array<int, 2>{3, 4}));
  EXPECT_EQ(m.at(0, 0).ew, (std::array<int, 2>{5, 2}));
  EXPECT_EQ(m.at(3, 0).group, 3);
  EXPECT_TRUE(VerifyWhist(m).directed);
  Movement pairs = m;
  pairs.individual = false;
  EXPECT_FALSE(VerifyWhist(pairs).whist);
}

TEST(Whist, LeftHandOpponentsGoClockwise) {
  EXPECT_EQ(LeftOf(kNorth), kEast);
  EXPECT_EQ(LeftOf(kEast), kSouth);
  EXPECT_EQ(LeftOf(kSouth), kWest);
  EXPECT_EQ(LeftOf(kWest), kNorth);
}

TEST(Whist, FormatsRounds) {
  EXPECT_EQ(FormatWhistSchedule(FivePlayers()).substr(0, 28), "Round 1: 3 and 4 vs. 5 and 2");
}

}  // namespace
}  // namespace movebal
