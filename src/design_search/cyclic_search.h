// A search over movements that repeat themselves round after round: round r
// is round 1 with every moving board group advanced by r and every moving
// pair by its line's step times r (modulo the rounds), the way the classic
// Howell and Scheveningen movements are written. Only round 1 is searched,
// so the search space is tiny beside the whole movement's, and every pair
// meets the others in a regular pattern, which the balance rewards.
//
// The pairs are lines of `rounds` moving pairs plus a few that never move
// (they meet a whole line, one pair a round); the board groups are lines of
// `rounds` moving groups plus, where the tables outnumber the rounds and are
// no multiple of them, groups that stay at one table. With appendix tables
// (the Scheveningen style) the groups all move, table g plays group g every
// round, and each appendix table seats one pair that never moves. The arrows
// of round 1 repeat, each table of each round may switch them, and the arrow
// optimiser then polishes every table on its own.
//
// Thread safety: SearchCyclicMovements runs its chains on their own threads;
// they share nothing but the stop flag, and the progress callback runs on
// the caller's thread.
#ifndef MOVEBAL_DESIGN_SEARCH_CYCLIC_SEARCH_H_
#define MOVEBAL_DESIGN_SEARCH_CYCLIC_SEARCH_H_

#include <cstdint>
#include <vector>

#include "base/status.h"
#include "design_search/movement_search.h"
#include "movement/movement.h"

namespace movebal {

struct CyclicDesign {
  Movement movement;  // playable; in the shape's table layout
  std::int64_t ss = 0;  // as searched, before the arrow optimiser
};

// Whether the shape has a cyclic form (lines of pairs and groups that fit
// its tables), or the reason not (the shape is checked by CheckDesignShape
// first; sessions have none).
Status CheckCyclicShape(const DesignShape& shape);

// The few best playable movements of each chain, least SS first, without
// repeats. With a move limit and no time limit the result depends only on
// the seed and the thread count. An error when the shape has no cyclic form
// or no chain found a playable movement. The options are the movement
// search's (one declaration of a search's run), without its starts; with
// neither a move limit nor a deadline, tuning().cyclic_default_moves.
Result<std::vector<CyclicDesign>> SearchCyclicMovements(const DesignShape& shape, const DesignOptions& options);

}  // namespace movebal

#endif  // MOVEBAL_DESIGN_SEARCH_CYCLIC_SEARCH_H_
