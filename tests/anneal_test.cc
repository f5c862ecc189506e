#include "search/anneal.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <vector>

#include "search/schedule.h"

namespace movebal {
namespace {

// No rise is taken without a draw; a rise draws once and is taken when the
// draw is below exp(-rise / t).
TEST(Metropolis, TakesFallsFreeAndRisesByOneDraw) {
  Random rng(7);
  const Random before = rng;
  EXPECT_TRUE(Metropolis(-3, 1, rng));
  EXPECT_TRUE(Metropolis(0, 1, rng));
  EXPECT_TRUE(Metropolis(-1, 0, rng));
  Random untouched = before;
  EXPECT_EQ(rng.Next(), untouched.Next());

  for (int i = 1; i <= 100; ++i) {  // rises from 0.1 to 10
    Random copy = rng;
    const double rise = 0.1 * i, t = 2.5;
    const bool expected = copy.Unit() < std::exp(-rise / t);
    EXPECT_EQ(Metropolis(rise, t, rng), expected) << i;
    EXPECT_EQ(rng.Next(), copy.Next());  // exactly one draw
  }
}

TEST(Metropolis, RefusesWithoutADrawAtZeroTemperatureAndAboveTheCap) {
  Random rng(3);
  Random copy = rng;
  EXPECT_FALSE(Metropolis(0.5, 0, rng));
  EXPECT_FALSE(Metropolis(0.5, -1, rng));
  EXPECT_FALSE(Metropolis(10.5, 1, rng, 10));  // more than 10 temperatures
  EXPECT_EQ(rng.Next(), copy.Next());
}

TEST(Metropolis, TakesARiseWithItsProbability) {
  Random rng(11);
  int taken = 0;
  const int tries = 100000;
  for (int i = 0; i < tries; ++i) taken += Metropolis(std::log(4.0), 1, rng) ? 1 : 0;  // chance 1/4
  EXPECT_NEAR(static_cast<double>(taken) / tries, 0.25, 0.01);
}

// A walk on the integers, energy x^2, moves of +-1; moves that would leave
// [-limit, limit] are not allowed.
class Walk {
 public:
  explicit Walk(int x, int limit) : x_(x), limit_(limit) {}

  std::optional<double> Propose(Random& rng) {
    step_ = rng.Coin() ? 1 : -1;
    if (std::abs(x_ + step_) > limit_) {
      ++disallowed;
      return std::nullopt;
    }
    const double before = Energy();
    x_ += step_;
    return Energy() - before;
  }
  void Accept() { ++accepted; }
  void Reject() {
    x_ -= step_;
    ++rejected;
  }

  int x() const { return x_; }
  double Energy() const { return static_cast<double>(x_) * x_; }
  int accepted = 0, rejected = 0, disallowed = 0;

 private:
  int x_, limit_, step_ = 0;
};
static_assert(Proposals<Walk>);

TEST(MetropolisStep, KeepsOrTakesBackEachMoveAndSkipsDisallowedOnes) {
  Walk walk(0, 3);
  Random rng(5);
  int made = 0;
  for (int i = 0; i < 10000; ++i) {
    const int x = walk.x();
    const int accepted = walk.accepted;
    if (MetropolisStep(walk, rng, 2.0)) {
      ++made;
      // Kept: x moved by one; taken back: x as before.
      EXPECT_EQ(std::abs(walk.x() - x), walk.accepted > accepted ? 1 : 0);
    } else {
      EXPECT_EQ(walk.x(), x);
    }
    ASSERT_LE(std::abs(walk.x()), 3);
  }
  EXPECT_EQ(made, walk.accepted + walk.rejected);
  EXPECT_EQ(10000, made + walk.disallowed);
  EXPECT_GT(walk.rejected, 0);
  EXPECT_GT(walk.disallowed, 0);
}

TEST(MetropolisStep, ColdWalkFindsTheLeastEnergy) {
  Walk walk(40, 100);
  Random rng(9);
  CoolingCycle cycle;
  cycle.Start(CoolingSchedule(20.0, 0.01, 5000));
  while (!cycle.Over()) MetropolisStep(walk, rng, cycle.Next());
  EXPECT_EQ(walk.x(), 0);
  // At temperature 0 no rise is taken.
  for (int i = 0; i < 1000; ++i) MetropolisStep(walk, rng, 0);
  EXPECT_EQ(walk.x(), 0);
}

TEST(CoolingCycle, OverBeforeTheFirstStart) { EXPECT_TRUE(CoolingCycle().Over()); }

TEST(CoolingCycle, FallsByTheFactorAMoveForTheScheduleMoves) {
  const CoolingSchedule schedule(8.0, 0.5, 4);  // factor 1/2
  CoolingCycle cycle;
  for (int round = 0; round < 2; ++round) {
    cycle.Start(schedule);
    std::vector<double> t;
    while (!cycle.Over()) t.push_back(cycle.Next());
    EXPECT_EQ(t, (std::vector<double>{8, 4, 2, 1}));
    EXPECT_DOUBLE_EQ(cycle.temperature(), 0.5);
  }
}

// The temperatures are the running product, as a search that multiplies by
// the factor itself would have them, bit for bit.
TEST(CoolingCycle, TemperaturesAreTheRunningProduct) {
  const CoolingSchedule schedule(3.7, 0.013, 1000);
  CoolingCycle cycle;
  cycle.Start(schedule);
  double t = schedule.hot();
  for (int k = 0; k < 1000; ++k, t *= schedule.Factor()) ASSERT_EQ(cycle.Next(), t);
  EXPECT_TRUE(cycle.Over());
}

TEST(CoolingCycle, DownAndUpWarmsBackAtTheSamePace) {
  CoolingCycle cycle;
  cycle.Start(CoolingSchedule(8.0, 0.5, 4), CoolingCycle::Shape::kDownAndUp);
  std::vector<double> t;
  while (!cycle.Over()) t.push_back(cycle.Next());
  EXPECT_EQ(t, (std::vector<double>{8, 4, 2, 1, 0.5, 1, 2, 4}));
  EXPECT_DOUBLE_EQ(cycle.temperature(), 8);
}

TEST(CoolingCycle, EndStopsTheCycleAtOnce) {
  CoolingCycle cycle;
  cycle.Start(CoolingSchedule(8.0, 0.5, 4));
  cycle.Next();
  EXPECT_FALSE(cycle.Over());
  cycle.End();
  EXPECT_TRUE(cycle.Over());
  cycle.Start(CoolingSchedule(6.0, 0.5, 4));
  EXPECT_FALSE(cycle.Over());
  EXPECT_EQ(cycle.Next(), 6.0);
}

TEST(TemperatureTaking, EqualRisesAreTakenAtTheirOwnTemperature) {
  // exp(-r / T) = share  <=>  T = r / ln(1 / share).
  EXPECT_NEAR(TemperatureTaking({40, 40, 40}, 0.05), 40 / std::log(20.0), 1e-6);
}

TEST(TemperatureTaking, MixedRisesTakeTheShareOnAverage) {
  const std::vector<double> rises{16, 80, 80, 208, 432};
  const double t = TemperatureTaking(rises, 0.04);
  double taken = 0;
  for (double r : rises) taken += std::exp(-r / t);
  EXPECT_NEAR(taken / 5, 0.04, 1e-6);
  // A larger share needs more warmth.
  EXPECT_GT(TemperatureTaking(rises, 0.1), t);
}

}  // namespace
}  // namespace movebal
