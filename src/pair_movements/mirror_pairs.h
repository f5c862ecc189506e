// Mirror pairs: 12 pairs in 6 rounds on 6 tables, table t keeping board
// group t all session, at Qf 84.00 where the TEAM movement of the balans
// pages has 79.75. The pairs come in six couples: the two pairs of a couple
// sit in opposite directions on every board group and meet each other once.
// Each couple has a sign vector (its first pair's direction on each group),
// a row of I + C for the Paley conference matrix C of order 6: any two
// vectors agree on two or four of the six groups. Every pair meets one pair
// of every other couple, the one whose directions are nearer its own
// opposite. In the score matrix (docs/model.md, "The score matrix") two
// pairs that never meet then have the number of groups they play in the
// same direction less the number in opposite ones, 2, and two that meet get
// 4 from it and the meeting, so the matrix holds 0 (the couples), 2 and 4.
// (The same idea for 2n pairs in n rounds wants vectors that agree in n/4
// or 3n/4 places, to balance those two values; for 16 pairs in 8 rounds they
// exist, but the sets tried did not place: docs/benchmarks.md.)
//
// The meetings are placed in the table of rounds and groups (each pair once
// a round and once a group, on a group where the two pairs' directions
// differ) as an exact cover (search/exact_cover.h).
//
// Thread safety: free functions; no shared state.
#ifndef MOVEBAL_PAIR_MOVEMENTS_MIRROR_PAIRS_H_
#define MOVEBAL_PAIR_MOVEMENTS_MIRROR_PAIRS_H_

#include <cstdint>

#include "base/status.h"
#include "movement/movement.h"

namespace movebal {

constexpr int kMirrorPairs = 12;
constexpr int kMirrorRounds = 6;

// The mirror-pairs movement, checked (structure, playability); an error when
// no placement was found in `moves` moves (rows tried) of the exact cover (more moves
// give the same movement or find one).
Result<Movement> MirrorPairsMovement(std::int64_t moves);

}  // namespace movebal

#endif  // MOVEBAL_PAIR_MOVEMENTS_MIRROR_PAIRS_H_
