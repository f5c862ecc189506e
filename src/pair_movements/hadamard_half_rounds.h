// Hadamard half-rounds: a perfect movement (Qf 100) for P pairs over one
// round robin, two board groups a round (the round written as two
// half-rounds, the same opponents at the same table), searched for the best
// vacancy quality.
//
// Take the rows of a Hadamard matrix of order 2P less its constant column
// (HadamardCoreRows of length 2P - 1, howell.h) that have +1 in
// one column c, and drop c: P rows of 2(P - 1) signs, every column with P/2
// of each sign, every two rows with inner product -2. Row p is pair p's
// direction on each of the 2(P - 1) groups (+1 North-South). Each group is
// played once by every pair, at P/2 tables: who meets whom on it is a
// matching of its North-South pairs with its East-West ones. When every two
// pairs meet on exactly two groups, their score-matrix element is
// 2 h + (inner product over the groups they do not meet on) = 2 h + 0: one
// value, Qf 100, whatever the matchings. With pair V absent, pairs p and q
// are compared on all but the two groups each of them plays against V
// (docs/model.md, "Hadamard half-rounds"), so the matchings decide the
// vacancy quality: an annealing over them (swap two partners on one group)
// brings every two pairs to two meetings and then lowers the vacancies' sum
// of squares. The rounds are dealt afterwards: each round a perfect matching
// of the pairs, every meeting's two groups one in each half, no group twice
// in a half.
//
// Thread safety: free functions; no shared state.
#ifndef MOVEBAL_PAIR_MOVEMENTS_HADAMARD_HALF_ROUNDS_H_
#define MOVEBAL_PAIR_MOVEMENTS_HADAMARD_HALF_ROUNDS_H_

#include <cstdint>
#include <string>

#include "base/status.h"
#include "movement/movement.h"
#include "search/budget.h"

namespace movebal {

// Why the shape cannot be built (a Hadamard matrix of order 2P is needed:
// 2P - 1 a prime or prime power of the form 4k + 3, a product of twin
// primes or one less than a power of 2; at most 32 pairs), or empty.
std::string HadamardHalfRoundsRefusal(int pairs);

// The movement of 2(P - 1) half-rounds, checked (structure, every group
// played by every pair once, Qf 100); an error when the matchings did not
// give every two pairs two meetings within `moves` annealing moves (or
// before `budget` expired), or the rounds could not be dealt. The same seed
// and moves give the same movement when the budget does not cut in.
Result<Movement> HadamardHalfRounds(int pairs, std::uint64_t seed, std::int64_t moves,
                                    const Budget& budget = Budget::None());

}  // namespace movebal

#endif  // MOVEBAL_PAIR_MOVEMENTS_HADAMARD_HALF_ROUNDS_H_
