// Paired columns: a perfect Howell (Qf 100) for P = 4n pairs in one or more
// round robins of P - 1 rounds, every two pairs meeting once in each, split
// into sessions of at least n + 2 rounds, each session on its own board
// groups, no group twice in a round, every group played at n tables.
//
// Take a Hadamard matrix of order P with a constant column and drop that
// column: a row x_a per pair, with x_a.x_b = -1 for any two pairs. Pair the
// P - 1 columns (each in two couples: the cycles c -> c + d, or any
// permutation without a fixed point) and give each couple of columns u, v
// two board groups, (u + v)/2 and (u - v)/2: a pair plays the first where u
// and v agree, the second where they differ, North-South where its entry is
// +1. Each group then has n pairs on each side, each pair plays one group
// of each couple, and for any two pairs the groups add up to the same -1 a
// round robin: their score-matrix element (docs/model.md, "Paired
// columns") is (h + 1) m - m = h m when they meet m times. A session of s
// rounds takes s couples. Exact covers (search/exact_cover.h) choose the
// meetings (a North-South with an East-West pair of a group, every two
// pairs once a round robin) and then each session's rounds (every pair
// once a round, a group at most once a round); a session that does not
// place in a few tries gets its meetings, and the later sessions', chosen
// again.
//
// Thread safety: free functions; no shared state.
#ifndef MOVEBAL_PAIR_MOVEMENTS_PAIRED_COLUMNS_H_
#define MOVEBAL_PAIR_MOVEMENTS_PAIRED_COLUMNS_H_

#include <cstdint>
#include <string>
#include <vector>

#include "base/status.h"
#include "movement/movement.h"
#include "search/budget.h"

namespace movebal {

// Why paired columns cannot build this shape, or empty when they can try:
// pairs a multiple of 4 from 8 to 20, sessions adding up to a multiple of
// pairs - 1 rounds, none shorter than pairs / 4 + 2.
std::string PairedColumnsRefusal(int pairs, const std::vector<int>& sessions);

// The paired-columns Howell, checked (structure, playability, Qf 100): of
// the first placements found (the columns paired and dealt to the sessions
// by `seed`), the one with the best vacancy quality; an error when none was
// found in at most `moves` moves (rows tried) of the exact covers (each pairing counts
// 10,000 at least), or before `budget` expired (checked between pairings,
// a fraction of a second to a few seconds apart).
Result<Movement> PairedColumnsHowell(int pairs, const std::vector<int>& sessions, std::uint64_t seed,
                                     std::int64_t moves, const Budget& budget = Budget::None());

}  // namespace movebal

#endif  // MOVEBAL_PAIR_MOVEMENTS_PAIRED_COLUMNS_H_
