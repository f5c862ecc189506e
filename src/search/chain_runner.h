// The machinery every annealing search shares: running its chains on
// threads, each from its own random stream of (seed, chain number); the
// best found so far, shared under a mutex; the one rule of how often a
// chain reads the clock and the stop flag; and the progress line, reported
// from the caller's thread while the chains run, with the moves each chain
// has made (MoveCounts). A search supplies only its state and moves (and
// search/anneal.h takes them by the Metropolis test).
//
// Thread safety: ChainRunner::Run and JoinWithProgress call `report` on the
// caller's thread and the chain bodies on their own threads; SharedBest and
// MoveCounts may be used from any thread; a StopCheck belongs to one chain.
#ifndef MOVEBAL_SEARCH_CHAIN_RUNNER_H_
#define MOVEBAL_SEARCH_CHAIN_RUNNER_H_

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "search/budget.h"
#include "search/random.h"

namespace movebal {

// How often the progress line is refreshed.
constexpr auto kProgressInterval = std::chrono::milliseconds(200);

// Joins the workers; meanwhile, when `report` is set, calls it from the
// caller's thread every kProgressInterval. Returns as soon as the last
// worker is done.
void JoinWithProgress(std::vector<std::thread>& workers, const std::function<void()>& report);

class ChainRunner {
 public:
  // `chains` chains (at least one) of a search run with `seed`.
  ChainRunner(std::uint64_t seed, int chains);

  int chains() const { return chains_; }
  // The random stream of chain `chain`: Random::ForStream(seed, chain), so
  // that a chain's course depends on its number, not on its thread.
  Random StreamOf(int chain) const;
  // Runs body(c) for every chain c on a thread of its own and returns when
  // all have finished, calling `report` meanwhile (JoinWithProgress).
  // A chain that runs out of memory (std::bad_alloc), or a thread the
  // system refuses to start, makes Run throw std::bad_alloc once the chains
  // started have finished. A WebAssembly build without threads runs the
  // chains in turn on the caller's thread.
  void Run(const std::function<void(int chain)>& body, const std::function<void()>& report = {}) const;

 private:
  std::uint64_t seed_;
  int chains_;
};

// When a chain stops: at its move limit at once; at the deadline or on the
// stop flag when it next polls them. Due() marks every tuning().check_every
// moves, for the work a chain shares with the others (its count, a proved
// optimum), the same on every machine; the clock and the flag are read at
// Polled() moves, as often for a field of up to 16 pairs on a core of its
// own (reading the clock costs more than a move). A move on a larger field
// costs about its pairs, and threads beyond the cores share one: the poll
// interval shrinks by both, so that a chain still polls every few
// milliseconds of wall time (a 256-pair movement on 64 threads of 2 cores
// polled every 3 s).
class StopCheck {
 public:
  explicit StopCheck(const Budget& budget, int pairs = 0, int threads = 1);

  // Whether a chain that has made `done` moves does its shared work now.
  bool Due(std::int64_t done) const { return done % every_ == 0; }
  // Whether a chain that has made `done` moves reads the clock now.
  bool Polled(std::int64_t done) const { return done % poll_every_ == 0; }
  // Whether a chain that has made `done` moves stops.
  bool Stop(std::int64_t done) const { return budget_.MovesSpent(done) || (Polled(done) && budget_.Expired()); }
  std::int64_t every() const { return every_; }
  const Budget& budget() const { return budget_; }

 private:
  Budget budget_;
  std::int64_t every_, poll_every_;
};

// The best value any chain has found, by `Less`.
template <class T, class Less = std::less<T>>
class SharedBest {
 public:
  explicit SharedBest(T initial) : best_(std::move(initial)) {}

  // Keeps `candidate` when it beats the best; true when it did.
  bool Offer(const T& candidate) {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!Less()(candidate, best_)) return false;
    best_ = candidate;
    return true;
  }
  T Get() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return best_;
  }

 private:
  mutable std::mutex mutex_;
  T best_;
};

// The moves each chain has made, as it last published them, for the
// progress line: a chain publishes its count when it polls (StopCheck::Due)
// and when it stops.
class MoveCounts {
 public:
  explicit MoveCounts(int chains) : moves_(static_cast<std::size_t>(chains)) {}

  void Publish(int chain, std::int64_t moves) {
    moves_[static_cast<std::size_t>(chain)].store(moves, std::memory_order_relaxed);
  }
  // The sum over the chains.
  std::int64_t Total() const;

 private:
  std::vector<std::atomic<std::int64_t>> moves_;
};

}  // namespace movebal

#endif  // MOVEBAL_SEARCH_CHAIN_RUNNER_H_
