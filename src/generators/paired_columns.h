// Paired columns: a perfect Howell (Qf 100, every two pairs meet once) for
// P = 4n pairs in P - 1 rounds, split into sessions of at least n + 2
// rounds each, each session on its own board groups, no group twice in a
// round, every group played at n tables.
//
// Take a Hadamard matrix of order P with a constant column and drop that
// column: a row x_a per pair, with x_a.x_b = -1 for any two pairs. Pair the
// P - 1 columns cyclically (column c with c + d) and give each couple of
// columns u, v two board groups, (u + v)/2 and (u - v)/2: a pair plays the
// first where u and v agree, the second where they differ, North-South
// where its entry is +1. Each group then has n pairs on each side, each
// pair plays one group of each couple, and for any two pairs the groups
// add up to the same -1: their score-matrix element (docs/model.md, "The
// score matrix") is h + 1 - 1 = h when they meet once. A session of s
// rounds takes s couples of columns. The meetings (a North-South with an
// East-West pair of a group), their rounds and tables are placed by one
// exact cover (search/exact_cover.h): every pair plays once a round and
// once on each of its groups, meets every other pair once, and plays a
// group at most once a round.
//
// Thread safety: free functions; no shared state.
#ifndef MOVEBAL_GENERATORS_PAIRED_COLUMNS_H_
#define MOVEBAL_GENERATORS_PAIRED_COLUMNS_H_

#include <cstdint>
#include <vector>

#include "base/status.h"
#include "movement/movement.h"

namespace movebal {

// Why paired columns cannot build this shape, or empty when they can try:
// pairs a multiple of 4 up to 20 with a cyclic Hadamard sequence of length pairs - 1
// (generators/howell.h), sessions adding up to pairs - 1 rounds, none
// shorter than pairs / 4 + 2.
std::string PairedColumnsRefusal(int pairs, const std::vector<int>& sessions);

// The paired-columns Howell, checked (structure, playability, Qf 100): of
// the first placements found (the columns paired and dealt to the sessions
// by `seed`), the one with the best vacancy quality; an error when none was
// found in `steps` steps of the exact cover.
Result<Movement> PairedColumnsHowell(int pairs, const std::vector<int>& sessions, std::uint64_t seed,
                                     std::int64_t steps);

}  // namespace movebal

#endif  // MOVEBAL_GENERATORS_PAIRED_COLUMNS_H_
