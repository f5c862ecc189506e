// Cyclic whist tournaments with the patterned starter {x, -x} whose initial
// round is its own negative: every table is {x, -x} against {u, -u}. Such a
// table has the opponent differences +-(x - u) and +-(x + u), each twice, so
// the design exists exactly when the numbers 1..(m-1)/2 pair up (for 4n
// players, one number x0 sits with {infinity, 0}) so that the classes
// |x - u| and |x + u| (mod m) cover every class once. Seated N = x, S = -x,
// E = u, W = -u, each table's left-hand differences are +-(x - u), +-(x + u)
// once each: the design is directed for 4n+1 players and, for 4n, has the
// least surplus (the table of infinity repeats the difference -x0 once).
//
// The pairing is found by a depth-first search that is small (the half
// residues only) but not always successful: for some sizes (8, 9, 12, 16, ...)
// no such pairing exists, and the search says so.
#ifndef MOVEBAL_COMBINATORIAL_DESIGNS_SYMMETRIC_WHIST_H_
#define MOVEBAL_COMBINATORIAL_DESIGNS_SYMMETRIC_WHIST_H_

#include <cstdint>
#include <optional>

#include "combinatorial_designs/cyclic_whist.h"

namespace movebal {

// The most players the symmetric construction is tried for (a whist
// movement is an individual movement of at most 256 players; the search is
// fast to here).
constexpr int kMaxSymmetricWhistPlayers = 64;

struct SymmetricWhistResult {
  std::optional<CyclicWhist> design;
  bool complete = false;  // the search was exhaustive (nothing found: none exists)
  std::uint64_t nodes = 0;
};

// The first symmetric design in search order, within `moves` moves (nodes).
SymmetricWhistResult FindSymmetricWhist(int players, std::uint64_t moves);

}  // namespace movebal

#endif  // MOVEBAL_COMBINATORIAL_DESIGNS_SYMMETRIC_WHIST_H_
