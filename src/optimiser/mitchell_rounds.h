// Whole-round switches of a complete Mitchell, searched on their own.
//
// On a complete Mitchell of n tables (n odd) the arrangements that switch
// every table of some rounds and none of the others are a small family (2^n)
// that single switches cross only through worse arrangements: from 27 to
// about 45 tables the best of them beats what the single switches settle in
// (docs/benchmarks.md). Within the family the score matrix
// is circulant, so an arrangement is scored from 2n numbers and one round's
// switch updates them in O(n) (docs/model.md, "Whole-round switches of a
// complete Mitchell"). The optimiser starts its chains from the best found.
//
// Thread safety: free functions; no shared state.
#ifndef MOVEBAL_OPTIMISER_MITCHELL_ROUNDS_H_
#define MOVEBAL_OPTIMISER_MITCHELL_ROUNDS_H_

#include <cstdint>
#include <optional>
#include <vector>

#include "movement/movement.h"
#include "search/budget.h"
#include "search/random.h"

namespace movebal {

// n when m is the complete Mitchell of n tables in the layout `generate
// mitchell` writes and an `M` header expands to (0-based: NS pair k + 1 at
// table k, EW pair n + 1 + ((k - r) mod n) against it in round r, group
// (k + r) mod n), whatever its arrows; 0 for any other movement.
int CompleteMitchellTables(const Movement& m);

// For a complete Mitchell (CompleteMitchellTables > 0): per round, whether
// its tables sit the other way round from that layout, when every table of
// each round sits alike; nothing when some round is mixed.
std::optional<std::vector<bool>> WholeRoundSwitchesOf(const Movement& m);

// The sum of squares of the score matrix of the complete Mitchell of n
// tables with every table of the rounds r with switched[r] switched.
std::int64_t RoundSwitchSumOfSquares(const std::vector<bool>& switched);

struct RoundSwitches {
  std::vector<bool> switched;  // per round
  std::int64_t sum_of_squares = 0;
};

// The best whole-round switches found for n tables by `runs` independent
// annealings of `moves` single-round switches each (from random rounds),
// stopping early, with the best so far, when `budget` expires. The same
// random stream and counts give the same result when the budget does not
// cut in.
RoundSwitches SearchRoundSwitches(int n, std::int64_t runs, std::int64_t moves, Random& rng, const Budget& budget);

}  // namespace movebal

#endif  // MOVEBAL_OPTIMISER_MITCHELL_ROUNDS_H_
