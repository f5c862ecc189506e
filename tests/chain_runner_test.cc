#include "search/chain_runner.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <new>
#include <thread>
#include <vector>

#include "search/tuning.h"

namespace movebal {
namespace {

// Every chain runs once, from the stream of its number whatever thread it
// lands on.
TEST(ChainRunner, RunsEveryChainFromItsOwnStream) {
  const ChainRunner runner(11, 5);
  std::vector<std::uint64_t> first(5, 0);
  runner.Run([&](int c) { first[static_cast<std::size_t>(c)] = runner.StreamOf(c).Next(); });
  for (int c = 0; c < 5; ++c) {
    EXPECT_EQ(first[static_cast<std::size_t>(c)], Random::ForStream(11, static_cast<std::uint64_t>(c)).Next());
  }
  EXPECT_NE(first[0], first[1]);
  EXPECT_EQ(ChainRunner(11, 0).chains(), 1);
}

TEST(ChainRunner, ReportsWhileTheChainsRun) {
  std::atomic<bool> release{false};
  std::atomic<int> reports{0};
  const ChainRunner runner(1, 2);
  runner.Run([&](int) { while (!release.load()) std::this_thread::yield(); },
             [&] {
               if (++reports >= 2) release = true;
             });
  EXPECT_GE(reports.load(), 2);
}

// Running out of memory on a chain's thread reaches the caller as
// std::bad_alloc (a clear message and exit 1 there), never an abort; the other
// chains still finish. Chain 2 runs out only once the others are done: the
// runner starts no chain after one has run out, so an earlier throw would
// leave chain 3 unstarted on a slow machine.
TEST(ChainRunner, PassesOutOfMemoryToTheCaller) {
  const ChainRunner runner(1, 4);
  std::atomic<int> finished{0};
  EXPECT_THROW(runner.Run([&](int chain) {
                 if (chain == 2) {
                   while (finished.load() < 3) std::this_thread::yield();
                   throw std::bad_alloc();
                 }
                 ++finished;
               }),
               std::bad_alloc);
  EXPECT_EQ(finished.load(), 3);
}

TEST(StopCheck, MoveLimitAtOnceDeadlineWhenDue) {
  const StopCheck moves(Budget::Moves(10));
  EXPECT_FALSE(moves.Stop(9));
  EXPECT_TRUE(moves.Stop(10));
  std::atomic<bool> stop{true};
  const StopCheck flagged(Budget::None().WithStop(&stop));
  EXPECT_EQ(flagged.every(), tuning().check_every);
  EXPECT_TRUE(flagged.Stop(0));
  EXPECT_FALSE(flagged.Stop(1));  // not polled between checks
  EXPECT_TRUE(flagged.Stop(flagged.every()));
}

// A large field on more threads than cores polls the clock more often, while
// the shared work keeps the tuned interval (a move budget repeats itself).
TEST(StopCheck, LargeFieldsAndSharedCoresPollSooner) {
  std::atomic<bool> stop{true};
  const Budget flagged = Budget::None().WithStop(&stop);
  const int cores = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
  const StopCheck small(flagged, 16, 1), large(flagged, 256, 64 * cores);
  EXPECT_EQ(large.every(), tuning().check_every);
  EXPECT_FALSE(small.Stop(2));  // polled only every check_every moves
  EXPECT_TRUE(large.Stop(2));   // 1024 / 64 / 16 = 1: every move
  EXPECT_FALSE(large.Due(2));
}

TEST(SharedBest, KeepsTheLeast) {
  SharedBest<int> best(100);
  EXPECT_TRUE(best.Offer(50));
  EXPECT_FALSE(best.Offer(60));
  EXPECT_FALSE(best.Offer(50));
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < 1000; ++i) best.Offer(49 - (t * 1000 + i) % 40);
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(best.Get(), 10);
}

// The total is the sum of each chain's last published count.
TEST(MoveCounts, SumsTheLastCountOfEachChain) {
  MoveCounts counts(3);
  EXPECT_EQ(counts.Total(), 0);
  counts.Publish(0, 100);
  counts.Publish(2, 7);
  counts.Publish(0, 250);
  EXPECT_EQ(counts.Total(), 257);
  ChainRunner(1, 3).Run([&](int c) { counts.Publish(c, 1000 * (c + 1)); });
  EXPECT_EQ(counts.Total(), 6000);
}

}  // namespace
}  // namespace movebal
