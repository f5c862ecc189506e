// Cyclic whist designs for sizes the enumeration (cyclic_whist.h) does not
// reach in time, up to 64 players: a random starter, its teams matched into
// tables by a depth-first search that takes the team with the fewest
// admissible opponents first, then each table turned (East-West) so that the
// design has the least left-opponent surplus (directed for 4n+1 players).
// Each starter gets a bounded number of steps and starters are drawn until
// one succeeds: the same seed gives the same design. Whist designs are
// plentiful (a few per cent of all starters have one), so only the bounds
// decide how long it takes; `generate whist` keeps the designs this search
// found for the largest sizes (whist_designs.cc) instead of searching anew.
#ifndef MOVEBAL_GENERATORS_RANDOM_WHIST_H_
#define MOVEBAL_GENERATORS_RANDOM_WHIST_H_

#include <cstdint>
#include <optional>

#include "generators/cyclic_whist.h"

namespace movebal {

// The largest size the search handles (residues in one 64-bit word).
constexpr int kMaxRandomWhistPlayers = 64;

struct RandomWhistResult {
  std::optional<CyclicWhist> design;  // oriented at LeastCyclicSurplus when asked for
  std::uint64_t starters = 0;         // starters drawn
};

// Draws at most `max_starters` starters. With `least_surplus` only designs
// whose East-West orientation reaches the least surplus count.
RandomWhistResult FindRandomCyclicWhist(int players, std::uint64_t seed, std::uint64_t max_starters,
                                        bool least_surplus);

}  // namespace movebal

#endif  // MOVEBAL_GENERATORS_RANDOM_WHIST_H_
