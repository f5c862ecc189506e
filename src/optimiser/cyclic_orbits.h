// The cyclic symmetry of a complete Howell, found in the movement itself.
//
// A cyclic Howell (one pair stationary, the others moving round a cycle of
// P - 1, as `generate howell` builds them and as many published ones are)
// maps onto itself when every moving pair takes the place of the next one
// and every round becomes the next round. The arrangements of arrows that
// the symmetry keeps, one switch bit per orbit of P - 1 cells, are a small
// family whose best is often a better start than any the single switches
// reach, and on some sizes perfect (docs/benchmarks.md). Where the moving
// pairs can also be multiplied (pair x_r, met by the fixed pair in round r,
// to x_(a r), as in the patterned Howells), the shift and the multipliers
// together have fewer, larger orbits: when P - 1 is a prime of the form
// 4k + 3, two orbits, one of whose four arrangements is perfect (Paley's
// quadratic residues). The pairs may be numbered in any way and the arrows
// set at random: the symmetry is read from who meets whom.
//
// Thread safety: free functions; no shared state.
#ifndef MOVEBAL_OPTIMISER_CYCLIC_ORBITS_H_
#define MOVEBAL_OPTIMISER_CYCLIC_ORBITS_H_

#include <vector>

#include "movement/movement.h"

namespace movebal {

struct CellOrbits {
  // Each orbit's movement cells (indices into Movement::cells), as many in
  // every round, in the order of the cells.
  std::vector<std::vector<int>> orbits;
  // Per movement cell: whether to switch it so that the arrows are the ones
  // the symmetry carries from the orbit's first cell (as given).
  std::vector<bool> to_symmetric;
};

// When m is a complete pairs movement (P pairs, P/2 tables all busy, P - 1
// rounds, every two pairs meeting once) with a symmetry that fixes one pair,
// moves every round to the next and the board groups with them
// consistently: the orbits of that shift (P/2 of them, one cell a round) and
// of the shift with each group of multipliers that keeps the movement and
// turns no cell round, fewest orbits first. Empty otherwise.
std::vector<CellOrbits> CyclicOrbits(const Movement& m);

}  // namespace movebal

#endif  // MOVEBAL_OPTIMISER_CYCLIC_ORBITS_H_
