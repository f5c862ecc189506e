// Carry-over finals (docs/manual.md, "generate carryover"): n Roman players A, B, ... meet
// n Italic players a, b, ... in n rounds at n venues; everyone plays once per
// round and, where possible, once per venue. Two optimisations choose the
// design:
//  - the rounds maximise the permutation score, the sum over games X:y in
//    round r (0-based) of (r / (1 + X^2 + y^2))^4, players valued A = a = 0,
//    B = b = 1, ... (important games late);
//  - the left/right sides minimise the left-right asymmetry measure, under the
//    symmetry rule "X:y if and only if Y:x" and with every player left and
//    right as equally as possible, choosing the minimum with A:a.
// The two are independent: the score depends only on the rounds and the
// asymmetry only on the sides.
#ifndef MOVEBAL_PAIR_MOVEMENTS_CARRY_OVER_H_
#define MOVEBAL_PAIR_MOVEMENTS_CARRY_OVER_H_

#include <cstdint>
#include <string>
#include <vector>

#include "base/status.h"
#include "movement/movement.h"
#include "search/run.h"

namespace movebal {

// An n x n table indexed [Roman X][Italic y], 0-based.
using PlayerGrid = std::vector<std::vector<int>>;

struct CarryOverDesign {
  int n = 0;
  PlayerGrid round;       // round of the game X:y, 0-based
  PlayerGrid venue;       // venue of the game, 0-based
  PlayerGrid roman_left;  // 1 when the Roman player is left (X:y), 0 when y:X
  double permutation_score = 0;
  double asymmetry = 0;
  bool score_proved = false;      // the rounds are proved optimal
  bool asymmetry_proved = false;  // the sides are proved optimal
  // Games at a venue the player already had (both leagues): 0 unless no
  // design with every player once per venue exists (n = 2, 6).
  int venue_repeats = 0;
};

// Largest n for which the searches are exhaustive (each finishes within a
// minute: 8+8 takes about 2 s, while 9 takes minutes); above it local
// searches run and nothing is claimed optimal. Above the exact sizes the
// rounds come from a group-based square with venues (cyclic, GF(2^a) and
// their products) or, for n = 2 mod 4 where none exists, from a
// quasi-difference construction over Z_(n-3) with three fixed points,
// improved by relabelling players and rounds.
constexpr int kCarryOverExactScore = 8;
constexpr int kCarryOverExactAsymmetry = 8;
constexpr int kCarryOverMaxPlayers = 26;  // letters A..Z

double PermutationScore(const PlayerGrid& round);
double LeftRightAsymmetry(const PlayerGrid& roman_left);

struct CarryOverOptions {
  int n = 0;
  // The seed of the local searches above the exact sizes and their budget:
  // its move limit is the restarts of the round relabelling (10000 side
  // flips each; none: 20), its deadline and stop flag bound them too (each
  // keeps the best it has).
  Run run;
};

Result<CarryOverDesign> GenerateCarryOver(const CarryOverOptions& options);

// The round x venue table, games written left player first ("A:b").
std::string FormatCarryOverTable(const CarryOverDesign& d);
// One game per line, "RR VV A:b", ordered by round and venue (1-based).
std::string FormatCarryOverGames(const CarryOverDesign& d);
// A pairs movement: Romans are NS pairs 1..n, Italics EW pairs n+1..2n, the
// venues are the tables and their board groups. Verified by the checker.
Result<Movement> CarryOverMovement(const CarryOverDesign& d);

}  // namespace movebal

#endif  // MOVEBAL_PAIR_MOVEMENTS_CARRY_OVER_H_
