#include "search/run.h"

#include <gtest/gtest.h>

#include <atomic>
#include <thread>

namespace movebal {
namespace {

TEST(Run, CoresAreTheMachinesThreads) {
  EXPECT_GE(Cores(), 1);
  if (std::thread::hardware_concurrency() > 0) {
    EXPECT_EQ(Cores(), static_cast<int>(std::thread::hardware_concurrency()));
  }
}

// A run stops when its budget's flag is set, and only then: the flag a
// command hands down reaches every stage that asks the run.
TEST(Run, StopsOnItsBudgetsFlag) {
  std::atomic<bool> stop{false};
  const movebal::Run run{7, 2, Budget::Seconds(60).WithStop(&stop)};
  EXPECT_FALSE(run.Stopped());
  EXPECT_FALSE(run.budget.Slice(0.5).Stopped());
  stop = true;
  EXPECT_TRUE(run.Stopped());
  EXPECT_TRUE(run.budget.Slice(0.5).Stopped());
  EXPECT_TRUE(run.budget.First(10).Stopped());
}

// First(s) keeps to the start of the budget it is cut from: a stage that
// ran others gets what is left of its own seconds, not a fresh clock.
TEST(Run, FirstSecondsCountFromTheBudgetsStart) {
  const Budget whole = Budget::Seconds(100).WithMoves(50);
  const Budget first = whole.First(30);
  EXPECT_TRUE(first.has_deadline());
  EXPECT_FALSE(first.has_moves());
  EXPECT_LE(first.SecondsLeft(), 30.0);
  EXPECT_GT(first.SecondsLeft(), 25.0);
  EXPECT_LT(first.deadline(), whole.deadline());
  EXPECT_FALSE(whole.First(0).has_deadline());
  EXPECT_GE(whole.SecondsSpent(), 0.0);
  // Already past: the deadline stays where it was, so the stage ends at once.
  EXPECT_TRUE(whole.First(1e-9).Expired());
}

}  // namespace
}  // namespace movebal
