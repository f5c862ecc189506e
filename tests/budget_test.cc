#include "search/budget.h"

#include <gtest/gtest.h>

#include <cmath>

namespace movebal {
namespace {

TEST(Budget, NoneNeverExpires) {
  const Budget b = Budget::None();
  EXPECT_FALSE(b.has_deadline());
  EXPECT_FALSE(b.has_moves());
  EXPECT_FALSE(b.Expired());
  EXPECT_FALSE(b.MovesSpent(1'000'000'000));
  EXPECT_TRUE(std::isinf(b.SecondsLeft()));
  EXPECT_EQ(b.deadline(), Budget::Clock::time_point::max());
  EXPECT_EQ(b.MovesOr(17), 17);
  EXPECT_EQ(b.Fraction(100), 0.0);
}

// The command line's 0 (and anything below) means no limit.
TEST(Budget, ZeroSecondsAndZeroMovesAreNoLimit) {
  EXPECT_FALSE(Budget::Seconds(0).has_deadline());
  EXPECT_FALSE(Budget::Seconds(-1).has_deadline());
  EXPECT_FALSE(Budget::Moves(0).has_moves());
  EXPECT_FALSE(Budget::Seconds(5).WithSeconds(0).has_deadline());
}

TEST(Budget, MovesAndFraction) {
  const Budget b = Budget::Moves(1000);
  EXPECT_EQ(b.moves(), 1000);
  EXPECT_FALSE(b.MovesSpent(999));
  EXPECT_TRUE(b.MovesSpent(1000));
  EXPECT_DOUBLE_EQ(b.Fraction(250), 0.25);
  EXPECT_DOUBLE_EQ(b.Fraction(5000), 1.0);
  EXPECT_FALSE(b.Expired());  // moves are counted by the chain, not here
}

TEST(Budget, DeadlineAndSecondsLeft) {
  const Budget b = Budget::Seconds(100);
  EXPECT_TRUE(b.has_deadline());
  EXPECT_FALSE(b.Expired());
  EXPECT_GT(b.SecondsLeft(), 90.0);
  EXPECT_LE(b.SecondsLeft(), 100.0);
  EXPECT_LT(b.Fraction(0), 0.1);
  const Budget past = Budget::Seconds(1e-9);
  while (!past.Expired()) {
  }
  EXPECT_EQ(past.SecondsLeft(), 0.0);
  EXPECT_DOUBLE_EQ(past.Fraction(0), 1.0);
}

TEST(Budget, StopFlag) {
  std::atomic<bool> stop{false};
  const Budget b = Budget::Moves(10).WithStop(&stop);
  EXPECT_FALSE(b.Stopped());
  EXPECT_FALSE(b.Expired());
  stop = true;
  EXPECT_TRUE(b.Stopped());
  EXPECT_TRUE(b.Expired());
  EXPECT_TRUE(b.Slice(0.5).Expired());  // a slice keeps the flag
}

TEST(Budget, SliceTakesAShareOfWhatIsLeft) {
  const Budget b = Budget::Seconds(100).WithMoves(1000);
  const Budget half = b.Slice(0.5);
  EXPECT_EQ(half.moves(), 500);
  EXPECT_LE(half.SecondsLeft(), 50.0);
  EXPECT_GT(half.SecondsLeft(), 45.0);
  EXPECT_EQ(b.Slice(0.0001).moves(), 1);  // at least one move
  EXPECT_FALSE(Budget::None().Slice(0.5).has_deadline());
  EXPECT_FALSE(Budget::None().Slice(0.5).has_moves());
}

}  // namespace
}  // namespace movebal

namespace movebal {
namespace {

// A run's rest keeps its deadline even when it has passed: spent time is no
// licence to run on without limit (Seconds(0) would be).
TEST(Budget, RestOfARunKeepsAPassedDeadline) {
  const auto now = Budget::Clock::now();
  EXPECT_FALSE(Budget::Rest(0, now).has_deadline());
  const Budget past = Budget::Rest(1, now - std::chrono::seconds(2));
  EXPECT_TRUE(past.has_deadline());
  EXPECT_TRUE(past.Expired());
  EXPECT_TRUE(past.Slice(0.5).Expired());
  EXPECT_FALSE(Budget::Rest(60, now).Expired());
}

// Parts that each take the whole move limit (the polish of one candidate of
// several) share the time and keep the moves; a passed deadline stays.
TEST(Budget, TimeSliceKeepsTheMoveLimit) {
  const Budget b = Budget::Seconds(100).WithMoves(1000);
  const Budget third = b.TimeSlice(1.0 / 3);
  EXPECT_EQ(third.moves(), 1000);
  EXPECT_LE(third.SecondsLeft(), 100.0 / 3);
  EXPECT_GT(third.SecondsLeft(), 30.0);
  EXPECT_FALSE(Budget::Moves(7).TimeSlice(0.5).has_deadline());
  EXPECT_EQ(Budget::Moves(7).TimeSlice(0.5).moves(), 7);
  const Budget past = Budget::Rest(1, Budget::Clock::now() - std::chrono::seconds(2));
  EXPECT_TRUE(past.TimeSlice(0.5).Expired());
}

// Length is the whole -T a stage shares out, from when the budget was
// made; 0 without a deadline.
TEST(Budget, LengthIsTheWholeTime) {
  EXPECT_DOUBLE_EQ(Budget::Seconds(2.5).Length(), 2.5);
  EXPECT_EQ(Budget::None().Length(), 0.0);
  EXPECT_EQ(Budget::Moves(9).Length(), 0.0);
  EXPECT_NEAR(Budget::Seconds(10).First(4).Length(), 4.0, 1e-6);
}

}  // namespace
}  // namespace movebal
