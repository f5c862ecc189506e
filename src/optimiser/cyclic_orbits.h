// The cyclic symmetry of a complete Howell, found in the movement itself.
//
// A cyclic Howell (one pair stationary, the others moving round a cycle of
// P - 1, as `generate howell` builds them and as many published ones are)
// maps onto itself when every moving pair takes the place of the next one
// and every round becomes the next round. The arrangements of arrows that
// the symmetry keeps, one switch bit per orbit of P - 1 cells, are a small
// family whose best is often a better start than any the single switches
// reach, and on some sizes perfect (docs/benchmarks.md). The pairs may be
// numbered in any way and the arrows set at random: the symmetry is read
// from who meets whom.
//
// Thread safety: free functions; no shared state.
#ifndef MOVEBAL_OPTIMISER_CYCLIC_ORBITS_H_
#define MOVEBAL_OPTIMISER_CYCLIC_ORBITS_H_

#include <optional>
#include <vector>

#include "movement/movement.h"

namespace movebal {

struct CellOrbits {
  // Each orbit's movement cells (indices into Movement::cells), one a round.
  std::vector<std::vector<int>> orbits;
  // Per movement cell: whether to switch it so that the arrows are the ones
  // the symmetry carries from round 1 (round 1 as given).
  std::vector<bool> to_symmetric;
};

// The orbits when m is a complete pairs movement (P pairs, P/2 tables all
// busy, P - 1 rounds, every two pairs meeting once) with a symmetry that
// fixes one pair, moves every round to the next and the board groups with
// them consistently; nothing otherwise.
std::optional<CellOrbits> CyclicOrbits(const Movement& m);

}  // namespace movebal

#endif  // MOVEBAL_OPTIMISER_CYCLIC_ORBITS_H_
