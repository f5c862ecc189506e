// Whist tournaments: every player partners every other player exactly once and
// opposes every other player exactly twice (docs/manual.md, "Whist
// tournaments"). A schedule is a list of rounds of tables "a and b vs. c and
// d", seated North a, South b, East c, West d. The verifier here works on the
// seats alone, so it checks a design independently of the generator that made
// it.
#ifndef MOVEBAL_COMBINATORIAL_DESIGNS_WHIST_H_
#define MOVEBAL_COMBINATORIAL_DESIGNS_WHIST_H_

#include <array>
#include <string>
#include <vector>

#include "movement/movement.h"

namespace movebal {

// Seats of one table: North, South (partners) against East, West (partners).
using WhistTable = std::array<int, 4>;
enum WhistSeat { kNorth = 0, kSouth = 1, kEast = 2, kWest = 3 };

// Players are numbered 1..players; with 4n+1 players one sits out each round.
struct WhistSchedule {
  int players = 0;
  std::vector<std::vector<WhistTable>> rounds;
};

// What the verifier found. `surplus` counts, over ordered pairs (x, y), the
// meetings with y as x's left-hand opponent beyond the first: 0 means directed
// (each other player once on the left, once as partner, once on the right).
struct WhistVerdict {
  bool whist = false;  // partner once, opponent twice, seats and rounds sound
  bool directed = false;
  int surplus = 0;
  std::vector<std::string> problems;  // empty when whist is true
};

WhistVerdict VerifyWhist(const WhistSchedule& schedule);

// The same check on an individual movement (N, S, E, W seats per cell).
WhistVerdict VerifyWhist(const Movement& movement);

// The left-hand opponent of each seat, clockwise N, E, S, W.
constexpr WhistSeat LeftOf(WhistSeat seat) {
  return seat == kNorth ? kEast : seat == kEast ? kSouth : seat == kSouth ? kWest : kNorth;
}

// An individual movement playing the schedule with one board group per round
// (every table of a round plays the same boards).
Movement WhistMovementByRound(const WhistSchedule& schedule);

// "Round r: a and b vs. c and d; ..." lines, one per round.
std::string FormatWhistSchedule(const WhistSchedule& schedule);

}  // namespace movebal

#endif  // MOVEBAL_COMBINATORIAL_DESIGNS_WHIST_H_
