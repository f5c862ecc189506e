#include "combinatorial_designs/starters.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <memory>
#include <mutex>

#include "base/stop_signals.h"
#include "search/chain_runner.h"

namespace movebal {
namespace {

using Mask = std::uint64_t;

Mask Bit(int i) { return Mask{1} << i; }

// The search state: residues still unpaired and signed differences still
// unused, both as bit sets over 1..m-1. Pairing the smallest free residue x
// with y > x uses the differences y - x and m - (y - x); the free partners are
// then exactly (unused << x) & free, which makes a step a few bit operations.
struct StarterState {
  Mask free = 0;
  Mask unused = 0;

  static StarterState Initial(int order) {
    const Mask all = (Bit(order) - 1) & ~Mask{1};
    return {all, all};
  }
  int Smallest() const { return std::countr_zero(free); }
  Mask Partners() const { return (unused << Smallest()) & free; }
  StarterState Pair(int order, int y) const {
    const int x = Smallest();
    return {free & ~(Bit(x) | Bit(y)), unused & ~(Bit(y - x) | Bit(order - (y - x)))};
  }
};

// Counts starters difference by difference, largest first: the pair with
// difference d is {x, x + d mod m}, both still free. What remains to count
// depends only on the free set, so the counts of the small free sets (the last
// few differences) are memoised in flat tables indexed by the rank of the set
// among the sets of its size. This cuts the search by a large factor.
class StarterCounter {
 public:
  explicit StarterCounter(int order) : order_(order) {
    for (int n = 0; n < kMaxStarterOrder; ++n) {
      binomial_[n][0] = 1;
      for (int k = 1; k <= n; ++k) binomial_[n][k] = binomial_[n - 1][k - 1] + binomial_[n - 1][k];
    }
    // The largest memo depth whose tables stay under about 100 MB.
    std::size_t entries = 0;
    for (int d = 1; d <= (order - 1) / 2; ++d) {
      entries += binomial_[order - 1][2 * d];
      if (entries > kMaxMemoEntries) break;
      memo_depth_ = d;
    }
    for (int d = 1; d <= memo_depth_; ++d) {
      const std::size_t size = binomial_[order - 1][2 * d];
      memo_[d] = std::make_unique<std::atomic<std::uint32_t>[]>(size);
      for (std::size_t i = 0; i < size; ++i) memo_[d][i].store(kUnknown, std::memory_order_relaxed);
    }
  }

  int largest_difference() const { return (order_ - 1) / 2; }
  Mask all() const { return (Bit(order_) - 1) & ~Mask{1}; }

  // Free residues x whose partner x + d (mod m) is free too.
  Mask Placements(Mask free, int d) const {
    const Mask shifted = ((free >> d) | (free << (order_ - d))) & (Bit(order_) - 1);
    return free & shifted;
  }
  Mask Place(Mask free, int x, int d) const {
    const int y = x + d < order_ ? x + d : x + d - order_;
    return free & ~(Bit(x) | Bit(y));
  }

  // Ways to place the differences d, d-1, ..., 1 into `free` (2d residues).
  std::uint64_t Count(Mask free, int d) {
    if (d == 0) return 1;
    std::size_t key = 0;
    if (d <= memo_depth_) {
      key = Rank(free);
      const std::uint32_t known = memo_[d][key].load(std::memory_order_relaxed);
      if (known != kUnknown) return known;
    }
    std::uint64_t total = 0;
    for (Mask xs = Placements(free, d); xs != 0; xs &= xs - 1) {
      total += Count(Place(free, std::countr_zero(xs), d), d - 1);
    }
    if (d <= memo_depth_ && total < kUnknown) memo_[d][key].store(static_cast<std::uint32_t>(total), std::memory_order_relaxed);
    return total;
  }

 private:
  static constexpr std::uint32_t kUnknown = 0xFFFFFFFFu;
  static constexpr std::size_t kMaxMemoEntries = std::size_t{24} << 20;

  // The position of a set of residues (bits 1..m-1) among the sets of its size
  // in colexicographic order.
  std::size_t Rank(Mask set) const {
    std::size_t rank = 0;
    for (int i = 1; set != 0; set &= set - 1, ++i) rank += binomial_[std::countr_zero(set) - 1][i];
    return rank;
  }

  int order_;
  int memo_depth_ = 0;
  std::uint64_t binomial_[kMaxStarterOrder][kMaxStarterOrder] = {};
  std::unique_ptr<std::atomic<std::uint32_t>[]> memo_[kMaxStarterOrder / 2 + 1];
};

// A subtree of the count: the free set after placing the largest differences.
struct CountPrefix {
  Mask free;
  int difference;  // the next difference to place
};

void CollectPrefixes(const StarterCounter& counter, CountPrefix prefix, int depth,
                     std::vector<CountPrefix>& out) {
  if (depth == 0 || prefix.difference == 0) {
    out.push_back(prefix);
    return;
  }
  const int d = prefix.difference;
  for (Mask xs = counter.Placements(prefix.free, d); xs != 0; xs &= xs - 1) {
    CollectPrefixes(counter, {counter.Place(prefix.free, std::countr_zero(xs), d), d - 1}, depth - 1, out);
  }
}

bool VisitFrom(int order, StarterState s, Starter& partial,
               const std::function<bool(const Starter&)>& visit) {
  if (s.free == 0) return visit(partial);
  const int x = s.Smallest();
  for (Mask partners = s.Partners(); partners != 0; partners &= partners - 1) {
    const int y = std::countr_zero(partners);
    partial.pairs.emplace_back(x, y);
    const bool go_on = VisitFrom(order, s.Pair(order, y), partial, visit);
    partial.pairs.pop_back();
    if (!go_on) return false;
  }
  return true;
}

}  // namespace

bool IsValidStarterOrder(int order) {
  return order >= 3 && order <= kMaxStarterOrder && order % 2 == 1;
}

bool IsStarter(const Starter& s) {
  const int m = s.order;
  if (m < 3 || m % 2 == 0 || static_cast<int>(s.pairs.size()) != (m - 1) / 2) return false;
  std::vector<bool> element_seen(m, false), difference_seen(m, false);
  for (auto [x, y] : s.pairs) {
    if (x <= 0 || x >= m || y <= 0 || y >= m || x == y) return false;
    if (element_seen[x] || element_seen[y]) return false;
    element_seen[x] = element_seen[y] = true;
    const int d = ((y - x) % m + m) % m;
    if (difference_seen[d] || difference_seen[m - d]) return false;
    difference_seen[d] = difference_seen[m - d] = true;
  }
  return true;
}

Starter PatternedStarter(int order) {
  Starter s{order, {}};
  for (int x = 1; x <= (order - 1) / 2; ++x) s.pairs.emplace_back(x, order - x);
  return s;
}

void ForEachStarter(int order, const std::function<bool(const Starter&)>& visit) {
  if (!IsValidStarterOrder(order)) return;
  Starter partial{order, {}};
  VisitFrom(order, StarterState::Initial(order), partial, visit);
}

std::uint64_t CountStarters(int order, int shard_index, int shard_count) {
  return CountStartersParallel(order, shard_index, shard_count, 1, Budget::None());
}

std::uint64_t CountStartersParallel(int order, int shard_index, int shard_count, int threads, const Budget& budget,
                                    const CountProgress& progress) {
  if (!IsValidStarterOrder(order) || shard_count < 1 || shard_index < 0 ||
      shard_index >= shard_count) {
    return 0;
  }
  StarterCounter counter(order);
  // Three differences deep gives thousands of subtrees for the large orders,
  // enough for shards and threads to share the work evenly.
  std::vector<CountPrefix> prefixes;
  CollectPrefixes(counter, {counter.all(), counter.largest_difference()}, 3, prefixes);
  std::vector<CountPrefix> mine;
  for (std::size_t i = shard_index; i < prefixes.size(); i += shard_count) mine.push_back(prefixes[i]);

  std::atomic<std::size_t> next{0}, done{0};
  std::atomic<std::uint64_t> total{0};
  std::mutex report;
  auto work = [&] {
    std::uint64_t local = 0;
    // A signal ends the count between parts (the caller says it is incomplete).
    for (std::size_t i = next++; i < mine.size() && !budget.Stopped(); i = next++) {
      local += counter.Count(mine[i].free, mine[i].difference);
      const std::size_t finished = ++done;
      if (progress) {
        std::lock_guard<std::mutex> lock(report);
        progress(finished, mine.size());
      }
    }
    total += local;
  };
  // The runner's threads: one the system refuses is an out-of-memory error, not an abort.
  ChainRunner(0, threads).Run([&](int) { work(); });
  return total;
}

Result<bool> CheckStarterCount(int order, int shard_count) {
  constexpr long long kMostShards = 1'000'000;
  // Orders counted within about an hour of one core per shard: Z_31 alone
  // (Z_27 takes 7 core-seconds, and each step of 2 multiplies by about 10),
  // two more for every tenfold of shards.
  int reachable = kStarterOrderAlone;
  for (long long shards = 10; shards <= shard_count && reachable < kMaxStarterOrder; shards *= 10) reachable += 2;
  if (order <= reachable) return true;
  long long needed = 1;
  for (int o = kStarterOrderAlone; o < order && needed <= kMostShards; o += 2) needed *= 10;
  const std::string split = needed > kMostShards ? fmt::format("Z_{} is out of reach (over a million shards)", order)
                                                 : fmt::format("split Z_{} with --shard I/N, N >= {}, over many "
                                                               "machines (tools/shards.sh)", order, needed);
  return Error::Plain(fmt::format(
      "counting the starters of Z_{} in {} shard(s) would take days; the largest order for this many shards is {} "
      "(Z_{} alone); {}", order, shard_count, reachable, kStarterOrderAlone, split));
}

}  // namespace movebal
