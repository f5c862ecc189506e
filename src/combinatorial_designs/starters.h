// Starters of Z_m (m odd): a partition of the non-zero residues into
// (m-1)/2 pairs {x, y} whose differences +-(y - x) cover every non-zero
// residue exactly once. A starter plus {0, infinity} is the first round of a
// cyclic round robin (Howell) for m+1 pairs; OEIS A006204 counts them.
#ifndef MOVEBAL_COMBINATORIAL_DESIGNS_STARTERS_H_
#define MOVEBAL_COMBINATORIAL_DESIGNS_STARTERS_H_

#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "base/status.h"
#include "search/budget.h"

namespace movebal {

struct Starter {
  int order = 0;                         // m, odd
  std::vector<std::pair<int, int>> pairs;  // (m-1)/2 pairs of residues
};

// Orders the enumeration handles: odd, from 3 up to 63 (bit-set search).
constexpr int kMaxStarterOrder = 63;
// The largest order counted on one machine in minutes (Z_31, about 12 core-minutes).
constexpr int kStarterOrderAlone = 31;
bool IsValidStarterOrder(int order);

bool IsStarter(const Starter& s);

// The patterned starter {x, -x} for x = 1..(m-1)/2.
Starter PatternedStarter(int order);

// Visits starters in a fixed (lexicographic) order until visit returns false.
// Each starter comes with pairs (x, y), 0 < x < y < order, sorted by x.
void ForEachStarter(int order, const std::function<bool(const Starter&)>& visit);

// Counts the starters of Z_order; shard i of n counts a disjoint part, and the
// n shards sum to the whole.
std::uint64_t CountStarters(int order, int shard_index = 0, int shard_count = 1);

// Called as parts of a count finish (parts done, parts in all), from one
// thread at a time; for progress on a terminal.
using CountProgress = std::function<void(std::size_t done, std::size_t total)>;

// The same count, shared among `threads` threads; the total does not depend on
// the number of threads. Invalid orders or shards count 0. The budget's stop
// flag ends it early with a partial count.
std::uint64_t CountStartersParallel(int order, int shard_index, int shard_count, int threads, const Budget& budget,
                                    const CountProgress& progress = {});

// Whether a count of the starters of Z_order in `shard_count` shards ends in
// reasonable time (about an hour of one core per shard, growing tenfold with
// each step of the order); if not, the reason and what to do instead.
Result<bool> CheckStarterCount(int order, int shard_count);

}  // namespace movebal

#endif  // MOVEBAL_COMBINATORIAL_DESIGNS_STARTERS_H_
