// Cyclic Howell movements from a starter of Z_m (m = 2n - 1 odd; starters in
// docs/manual.md, "count, list, verify"):
// in round 1 pair m+1 (the stationary pair) meets pair 1 at table 1 and the
// starter pairs {x, y} of residues meet as pairs x+1 and y+1 at the other
// tables; each round every other pair moves to the next number (m wraps to
// 1). With r rounds there are r board groups: table j plays group
// (adder_j + round) mod r, and the adders are chosen so that every pair plays
// every group at most once and every group is played equally often. An odd
// number of pairs uses the stationary pair as a phantom: its table is left out
// and its opponent sits out.
#ifndef MOVEBAL_PAIR_MOVEMENTS_HOWELL_H_
#define MOVEBAL_PAIR_MOVEMENTS_HOWELL_H_

#include <cstdint>
#include <string>
#include <vector>

#include "combinatorial_designs/starters.h"
#include "base/status.h"
#include "movement/movement.h"
#include "search/budget.h"

namespace movebal {

// The shape of a Howell: pairs (odd means a phantom pair) and rounds.
struct HowellShape {
  int pairs = 0;
  int rounds = 0;  // 0: the full Howell, 2n - 1 rounds

  int order() const { return pairs % 2 == 0 ? pairs - 1 : pairs; }  // m
  bool phantom() const { return pairs % 2 == 1; }
  int full_rounds() const { return order(); }
  int played_rounds() const { return rounds == 0 ? full_rounds() : rounds; }
};

// Checks the sizes: 4 <= pairs, 2 <= rounds <= 2n - 1.
Result<bool> CheckHowellShape(const HowellShape& shape);

// Parses "1 2, 3 5, 4 6" into a starter of Z_order, checking that it is one.
Result<Starter> ParseStarter(const std::string& text, int order);
std::string FormatStarter(const Starter& s);

// Searches adders for the starter (one per table, table 1 first, the first
// fixed at 0). Returns the first valid set in a fixed order; an empty vector
// when none exists (the whole search space was tried) and an error when the
// search gave up after `moves` moves (nodes) without an answer. Unless `share`,
// tables never play the same group in a round (when there are enough groups).
Result<std::vector<int>> FindAdders(const HowellShape& shape, const Starter& s, bool share,
                                    std::int64_t moves = 2'000'000);

// The pairs of the cyclic Howell of a starter, board groups not yet set.
Movement HowellPairs(const HowellShape& shape, const Starter& s);

// The movement of a starter and adders (not verified; see GenerateHowell).
Movement CyclicHowell(const HowellShape& shape, const Starter& s, const std::vector<int>& adders);

// When no adder set exists: board groups chosen cell by cell, each group
// played equally often, no pair playing a group twice and, with enough
// groups and unless `share`, no group twice in a round (not verified).
Result<Movement> FreeGroupHowell(const HowellShape& shape, const Starter& s, bool share,
                                 std::int64_t moves = 2'000'000);

struct HowellDesign {
  Starter starter;
  std::vector<int> adders;  // empty when the board groups were found cell by cell
  Movement movement;        // verified by the checker
  bool shares_boards = false;  // two tables play the same group in a round
  bool perfect = false;        // oriented by a Hadamard sequence: Qf 100
};

// Builds the Howell of the starter: the perfect one when it exists, else
// with the first valid adders or, when none exists, board groups found cell
// by cell; without board sharing when possible; verified. Errors say clearly when
// no adder exists and no other assignment was found either.
Result<HowellDesign> GenerateHowell(const HowellShape& shape, const Starter& s);

// Perfect Howells (Qf 100, docs/model.md, "The balance figures"). In a cyclic Howell pair x plays
// group g from the seat with sign F(g - x) (+1 NS) when the seats and adders
// are chosen from a +-1 sequence F on Z_m; all matrix elements are then h
// exactly when F's periodic autocorrelation is -1 at every shift (a cyclic
// Hadamard difference set), each table's two seats have opposite signs and
// the stationary pair's constant side is -(sum of F).
bool IsHadamardSequence(const std::vector<int>& f);
// All such sequences of length m that are found: quadratic residues for
// primes m = 3 mod 4, every sign pattern for m <= 15, else Stanton and
// Sprott's for twin primes m = p (p + 2) or Singer's for m = 2^k - 1 (each
// with its shifts and negations); empty otherwise.
std::vector<std::vector<int>> HadamardSequences(int m);
// The rows x_a of a Hadamard matrix of order m + 1 less its constant
// column, from a cyclic Hadamard sequence f of length m: x_a[g] = f(g - a)
// for a < m, and the constant -(sum of f) for row m, so that any two rows
// have inner product -1 (as in PerfectHowell).
std::vector<std::vector<int>> HadamardRows(const std::vector<int>& f);
// The rows of a Hadamard matrix of order m + 1 less its constant column,
// any two with inner product -1: HadamardRows of the first cyclic sequence
// found, else Paley's from the field of m elements when m is a power of a
// prime of the form 4k + 3 (27): x_a[g] = +1 when g - a is a nonzero square
// there, -1 otherwise, and row m all +1. Empty otherwise.
std::vector<std::vector<int>> HadamardCoreRows(int m);
// The perfectly oriented full Howell of an even number of pairs from the
// starter, or an error when its adders cannot match any sequence.
Result<HowellDesign> PerfectHowell(int pairs, const Starter& s);

// "starter 1 6, 2 5, 3 4": the pairs of the design.
std::string DescribeHowellStarter(const HowellDesign& d);
// "adders 0 2 4 1 (perfect arrows)" and the like: its board groups.
std::string DescribeHowellGroups(const HowellDesign& d);

// Valid designs from the patterned starter and then the first starters of the
// enumeration (random starters, seeded, above Z_31), up to `max_designs` in all, in that order. Designs where tables
// share boards are dropped when others exist; an error when there is none.
// No further starter is tried once `budget` has expired (one starter can
// take a second at 44 pairs), so that a caller's time limit holds.
Result<std::vector<HowellDesign>> HowellCandidates(const HowellShape& shape, int max_designs,
                                                   const Budget& budget = Budget::None());

}  // namespace movebal

#endif  // MOVEBAL_PAIR_MOVEMENTS_HOWELL_H_
