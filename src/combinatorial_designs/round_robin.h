// Round robins ("conveyor belt"): every two teams (or pairs, or players) meet
// exactly once. Position infinity is fixed and the residues mod m rotate; the
// matches of the first round are {infinity, 0} and the pairs of a starter of
// Z_m (the patterned starter {x, -x} gives the classic conveyor belt). An odd
// number of teams plays with a bye at infinity.
//
// Spouse (brother) avoidance: the pairs that must never meet are seated
// against each other in a pseudo first round that is then skipped. Every match
// of that round is lost, so give all the couples (every team in one, as in a
// spouse event); teams left over are paired in number order.
#ifndef MOVEBAL_COMBINATORIAL_DESIGNS_ROUND_ROBIN_H_
#define MOVEBAL_COMBINATORIAL_DESIGNS_ROUND_ROBIN_H_

#include <string>
#include <utility>
#include <vector>

#include "combinatorial_designs/starters.h"
#include "base/status.h"
#include "movement/movement.h"

namespace movebal {

struct RoundRobinMatch {
  int home = 0;  // 1-based team numbers
  int away = 0;
  int group = 0;  // 0-based board group
};

struct RoundRobin {
  int teams = 0;
  int groups = 0;
  std::vector<std::vector<RoundRobinMatch>> rounds;
  std::vector<std::pair<int, int>> unmet;  // the skipped pseudo round's matches
};

// Teams 2..3000. `starter` must have order teams-1 (even) or teams (odd);
// empty means the patterned starter. Board groups rotate with the cyclic rule
// group = round - (x + y) / 2 at the table of positions x, y, so no team meets
// a group twice; with avoidance the skipped round breaks that rule and each
// round plays its own group instead. A request that leaves no rounds (2
// teams kept apart) is refused.
Result<RoundRobin> ConveyorBelt(int teams, const Starter& starter,
                                const std::vector<std::pair<int, int>>& never_meet);

// Problems found by recounting the meetings from the rounds alone: every two
// teams meet once, except the unmet pairs, which never meet.
std::vector<std::string> VerifyRoundRobin(const RoundRobin& rr);

// The pairs movement: home sits North-South.
Movement RoundRobinMovement(const RoundRobin& rr);

// "Round r: a-b, c-d, ..." lines.
std::string FormatRoundRobin(const RoundRobin& rr);

}  // namespace movebal

#endif  // MOVEBAL_COMBINATORIAL_DESIGNS_ROUND_ROBIN_H_
