#include "search/chain_runner.h"

#include <algorithm>
#include <atomic>

#include "search/tuning.h"

namespace movebal {

void JoinWithProgress(std::vector<std::thread>& workers, const std::function<void()>& report) {
  if (!report) {
    for (std::thread& w : workers) w.join();
    return;
  }
  std::atomic<bool> running{true};
  std::thread watcher([&] {
    for (std::thread& w : workers) w.join();
    running = false;
  });
  while (running.load()) {
    std::this_thread::sleep_for(kProgressInterval);
    if (running.load()) report();
  }
  watcher.join();
}

ChainRunner::ChainRunner(std::uint64_t seed, int chains) : seed_(seed), chains_(std::max(1, chains)) {}

Random ChainRunner::StreamOf(int chain) const { return Random::ForStream(seed_, static_cast<std::uint64_t>(chain)); }

void ChainRunner::Run(const std::function<void(int chain)>& body, const std::function<void()>& report) const {
  std::vector<std::thread> workers;
  for (int c = 0; c < chains_; ++c) workers.emplace_back(body, c);
  JoinWithProgress(workers, report);
}

StopCheck::StopCheck(const Budget& budget) : budget_(budget), every_(tuning().check_every) {}

}  // namespace movebal
