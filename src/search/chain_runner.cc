#include "search/chain_runner.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <new>
#include <system_error>

#include "search/tuning.h"

namespace movebal {

void JoinWithProgress(std::vector<std::thread>& workers, const std::function<void()>& report) {
  if (!report) {
    for (std::thread& w : workers) w.join();
    return;
  }
  // The watcher wakes the caller as soon as the last worker is done, so a
  // short run does not wait out the interval.
  std::mutex mutex;
  std::condition_variable finished;
  bool running = true;
  std::thread watcher;
  try {
    watcher = std::thread([&] {
      for (std::thread& w : workers) w.join();
      std::lock_guard<std::mutex> lock(mutex);
      running = false;
      finished.notify_all();
    });
  } catch (const std::system_error&) {
    // No thread left for the watcher: the run goes on without progress.
    for (std::thread& w : workers) w.join();
    return;
  }
  {
    std::unique_lock<std::mutex> lock(mutex);
    while (!finished.wait_for(lock, kProgressInterval, [&] { return !running; })) {
      lock.unlock();
      report();
      lock.lock();
    }
  }
  watcher.join();
}

ChainRunner::ChainRunner(std::uint64_t seed, int chains) : seed_(seed), chains_(std::max(1, chains)) {}

Random ChainRunner::StreamOf(int chain) const { return Random::ForStream(seed_, static_cast<std::uint64_t>(chain)); }

void ChainRunner::Run(const std::function<void(int chain)>& body, const std::function<void()>& report) const {
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
  // The WebAssembly build has no threads (tools/build-web.sh): the chains run
  // one after another on the caller's thread, and `report` once at the end.
  for (int c = 0; c < chains_; ++c) body(c);
  if (report) report();
#else
  // Running out of memory on a worker thread would abort the program, and so
  // would leaving the started threads unjoined when the system refuses
  // another (its stack does not fit); both are passed to the caller instead,
  // as if the caller had run out, once the started chains have stopped.
  std::atomic<bool> out_of_memory{false};
  std::vector<std::thread> workers;
  workers.reserve(static_cast<std::size_t>(chains_));
  for (int c = 0; c < chains_ && !out_of_memory; ++c) {
    try {
      workers.emplace_back([&body, &out_of_memory, c] {
        try {
          body(c);
        } catch (const std::bad_alloc&) {
          out_of_memory = true;
        }
      });
    } catch (const std::system_error&) {
      out_of_memory = true;
    }
  }
  JoinWithProgress(workers, report);
  if (out_of_memory) throw std::bad_alloc();
#endif
}

StopCheck::StopCheck(const Budget& budget, int pairs, int threads) : budget_(budget), every_(tuning().check_every) {
  const std::int64_t cores = std::max(1U, std::thread::hardware_concurrency());
  const std::int64_t shared = (std::max(1, threads) + cores - 1) / cores;
  poll_every_ = std::max<std::int64_t>(1, every_ / shared / std::max(1, pairs / 16));
}

std::int64_t MoveCounts::Total() const {
  std::int64_t total = 0;
  for (const auto& m : moves_) total += m.load(std::memory_order_relaxed);
  return total;
}

}  // namespace movebal
