// Howells for an event of several sessions, each session on its own board
// groups: round robins one after another, and the perfect Howell of 2^k
// pairs split into sessions. `generate best --sessions` starts from them.
#ifndef MOVEBAL_PAIR_MOVEMENTS_SESSION_HOWELLS_H_
#define MOVEBAL_PAIR_MOVEMENTS_SESSION_HOWELLS_H_

#include <cstdint>
#include <vector>

#include "base/status.h"
#include "movement/movement.h"
#include "search/budget.h"

namespace movebal {

// `rounds` rounds of full Howells one after another (the last one cut
// short), the pairs relabelled at random (by `seed`) in each copy after the
// first, each copy on its own groups: pairs meet as evenly as possible.
Result<Movement> RoundRobinsInARow(int pairs, int rounds, std::uint64_t seed);

// A perfect Howell in sessions for 2^k pairs (4 to 32) and 2^k - 1 rounds,
// each session on its own groups, every group played by every pair once:
// the pairs are the vectors of GF(2)^k, round d pairs x with x + d, and a
// group is a character y (x plays North-South on it when y.x = 0), which
// only tables with y.d = 1 can play. The rows of the characters are those of
// a Hadamard matrix, so every two pairs meet once and are compared to zero
// in all: Qf 100. The rounds and characters are shared out over the
// sessions at random (by `seed`), and each session's tables over its
// characters by an exact-cover search, at most `share` tables on a group
// in a round (at least 2: a session is too short for one table a round).
// An error when the sizes do not fit or no split was found (within
// `budget`, or in a bounded number of tries).
Result<Movement> SessionHowell(int pairs, const std::vector<int>& sessions, int share, std::uint64_t seed,
                               const Budget& budget = Budget::None());

}  // namespace movebal

#endif  // MOVEBAL_PAIR_MOVEMENTS_SESSION_HOWELLS_H_
