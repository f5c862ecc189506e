// Cyclic whist designs at the least left-opponent surplus (directed for 4n+1
// players, one repeated left-hand difference for 4n) for the sizes the
// enumeration (cyclic_whist.h) does not reach, up to 64 players, by a seeded
// random search in two steps.
//
// A table seated North, East, South, West clockwise is fixed by its North
// position and its left-hand differences (a, b, c, d) = (E-N, S-E, W-S, N-W),
// which sum to 0; its partner differences are a+b and b+c. First the
// differences are dealt into tables: every nonzero difference once (for 4n
// players one difference t twice and -t never, t chosen with the table of
// infinity), the partner differences covering every class +-d once. Then
// each table is shifted so that the tables cover every position once: an
// exact cover, searched from the position with the fewest choices. Left-hand
// differences that are all distinct make every opponent class meet twice, so
// what is found is a whist design at the least surplus.
//
// Each try draws from its own seed (seed, seed+1, ...) and is bounded in
// steps, not time: the seed of the try that succeeded finds the same design
// again in one try, on any machine.
#ifndef MOVEBAL_COMBINATORIAL_DESIGNS_RANDOM_WHIST_H_
#define MOVEBAL_COMBINATORIAL_DESIGNS_RANDOM_WHIST_H_

#include <cstdint>
#include <optional>

#include "combinatorial_designs/cyclic_whist.h"

namespace movebal {

// The size range of the search (positions in one 64-bit word).
constexpr int kMinRandomWhistPlayers = 12;
constexpr int kMaxRandomWhistPlayers = 64;

struct RandomWhistResult {
  std::optional<CyclicWhist> design;
  std::uint64_t tries = 0;  // tries made
  std::uint64_t seed = 0;   // the seed of the try that found the design
};

// Makes at most `moves` moves (here a move is a try), seeded seed, seed+1, ..., and stops early
// on the budget's stop flag. Sizes outside the range give nothing.
RandomWhistResult FindRandomCyclicWhist(int players, std::uint64_t seed, std::uint64_t moves,
                                        const Budget& budget = Budget::None());

}  // namespace movebal

#endif  // MOVEBAL_COMBINATORIAL_DESIGNS_RANDOM_WHIST_H_
