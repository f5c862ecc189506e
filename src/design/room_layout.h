// Arranging a movement for the room (docs/model.md, "How a movement walks"):
// which table of a round each of its cells is played at. Renumbering the
// tables of a round changes nobody's opponents, boards or directions, so
// the balance stays exactly as it is; only the walking changes. A designed
// movement's tables come in whatever order its search left them, and this
// puts them where boards go to the next table at most and an empty table
// stays empty all evening.
#ifndef MOVEBAL_DESIGN_ROOM_LAYOUT_H_
#define MOVEBAL_DESIGN_ROOM_LAYOUT_H_

#include <compare>
#include <cstdint>
#include <vector>

#include "movement/movement.h"
#include "scoring/walking.h"
#include "search/budget.h"

namespace movebal {

// What a director can run without a runner: no board moves more than one
// table between rounds, and no empty table that roves.
bool RunnableInTheRoom(const WalkingReport& walking);

// How hard a movement is to run, in the order that matters in the room:
// first the rule breaks (table-lengths beyond one that boards move, and
// tables that start or stop standing empty between rounds), then the pair moves
// beyond one table (likewise in table-lengths), then how far the boards
// travel, then how far the pairs travel. Less is better.
struct WalkingCost {
  int rule_breaks = 0;
  int pair_excess = 0;
  int board_length = 0;
  int pair_length = 0;
  auto operator<=>(const WalkingCost&) const = default;
};

// The cost of m from scratch, moves measured as ComputeWalking measures them.
WalkingCost ScoreWalking(const Movement& m);

// What the arrangement must leave where it is.
struct RoomPins {
  std::vector<int> contestants;  // 1-based: the tables they sit at stay theirs
  int fixed_rounds = 0;          // the first rounds keep their tables (a given first round)
  int linked_rounds = 1;         // rounds renumbered together (2: half-rounds, one round at one table)
};

// Renumbers the tables of each round (blocks of `linked_rounds`) to lower
// ScoreWalking, by a seeded local search; never makes it worse. The
// balance does not change. With a deadline or stop flag the search ends at
// it, though not before a least number of moves (the tuning table); with
// neither the result depends only on the seed.
void ArrangeTables(Movement& m, const RoomPins& pins, std::uint64_t seed, const Budget& budget = Budget::None());

}  // namespace movebal

#endif  // MOVEBAL_DESIGN_ROOM_LAYOUT_H_
