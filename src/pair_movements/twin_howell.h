// Twin Howells: perfect movements (Qf 100) played with two board groups a
// round or in two sessions of one round robin each, the published kinds of
// perfection for an odd number of tables (docs/model.md, "Perfect
// movements"). Two cyclic Howells on one starter of Z_m (m = pairs - 1),
// each with its own board groups (adders) and arrows, whose comparisons
// across tables cancel element by element: every two pairs then meet twice
// and are compared by nothing else, so the score matrix has one value.
//
// By the cyclic symmetry a layer's comparison between pairs x and y depends
// only on the difference y - x (and is one value for the stationary pair),
// so each layer is summed up by (m + 1) / 2 numbers, and a twin is two
// layers whose numbers are opposite: found by hashing the layers of a
// starter as they are enumerated.
//
// Thread safety: free functions; no shared state.
#ifndef MOVEBAL_PAIR_MOVEMENTS_TWIN_HOWELL_H_
#define MOVEBAL_PAIR_MOVEMENTS_TWIN_HOWELL_H_

#include <vector>

#include "base/status.h"
#include "combinatorial_designs/starters.h"
#include "movement/movement.h"
#include "search/budget.h"

namespace movebal {

// One cyclic Howell of the starter: table t (table 0 seats the stationary
// pair and residue 0, table t > 0 the starter's t-th pair) plays group
// (adders[t] + round) mod m of its layer, its first seat North-South unless
// switched[t]. Written, the tables stand in the order of their adders.
struct TwinLayer {
  std::vector<int> adders;
  std::vector<bool> switched;
};

// How the two layers are played: the two halves of every round (each round
// written as two rounds, the same opponents at the same table, as
// `generate best --half-rounds` writes them), or one session after the other.
enum class TwinLayout { kHalfRounds, kTwoSessions };

struct TwinHowell {
  Starter starter;
  TwinLayer layers[2];
  Movement movement;  // pairs m + 1, 2m rounds as written, 2m board groups
};

// Twins for an even number of `pairs` (4 to 32), perfect by construction and
// checked (structure, playability, Qf 100 from scratch). Of the twins found
// before `budget` runs out (its deadline, or its moves counted as steps:
// adders tried and layers visited), at most `most_twins`, the best: in
// half-rounds first one whose second layer keeps the first's table order
// (boards then go on one table in both halves), then by vacancy quality
// (Qf1av, then Qf1max); starters in the enumeration's order, so that a
// budget of moves gives the same twin every time. An error for other sizes
// or when no twin was found in the budget.
Result<TwinHowell> FindTwinHowell(int pairs, TwinLayout layout, const Budget& budget, int most_twins);

// The movement of a starter and two layers, in the layout (not checked).
Movement TwinHowellMovement(const Starter& starter, const TwinLayer (&layers)[2], TwinLayout layout);

// "twin howells, starter 1 2, 3 6, ...; adders 0 3 11 ... and 0 3 12 ..."
std::string DescribeTwinHowell(const TwinHowell& twin);

}  // namespace movebal

#endif  // MOVEBAL_PAIR_MOVEMENTS_TWIN_HOWELL_H_
