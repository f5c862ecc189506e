// A search over whole movements: for every round, who meets whom, in which
// direction and on which board group, minimising SS of the balance model
// (docs/model.md, "The score matrix") under the playability rules (each pair
// plays once a round, at most once per group, meets nobody twice while rounds <
// pairs - 1, every group played equally often and at one table a round).
//
// The score matrix of such a movement is M = D D' + (h + 1) A, with D the
// pairs x groups matrix of directions (+1 NS, -1 EW, 0 not played) and A the
// meeting counts. A move changes a few entries of D and A, so its change of
// SS costs O(pairs) (DesignState); rule breaks are penalised, never applied
// to the result, which keeps only states that break none. Kempe chains move
// groups between playable states, where nearly every other move breaks a
// rule (every group in play every round).
//
// With appendix tables (the Scheveningen style) the boards stay: table t
// plays group t every round, and the tables beyond the rounds each seat one
// stationary pair and play, round by round, every group once, beside the
// main table of that group. The search then moves only pairs and the
// appendix tables' groups.
#ifndef MOVEBAL_DESIGN_SEARCH_MOVEMENT_SEARCH_H_
#define MOVEBAL_DESIGN_SEARCH_MOVEMENT_SEARCH_H_

#include <cstdint>
#include <functional>
#include <vector>

#include "base/status.h"
#include "design_search/design_shape.h"
#include "movement/movement.h"
#include "search/run.h"

namespace movebal {

// Whether the movement reads back as a state of the shape's layout (a start
// for the search).
bool FitsDesignShape(const DesignShape& shape, const Movement& m);


struct DesignProgress {
  std::int64_t moves = 0;  // all chains
  double seconds = 0;
  double best_qf = 0;      // 0 until a playable movement is found
};

struct DesignOptions {
  // The seed, the chains run at once and the budget: its move limit is per
  // chain (with neither it nor a deadline, tuning().design_default_moves);
  // its stop flag ends the search early with the best so far.
  Run run;
  // Movements of the shape to start chains from (chain i from starts[i], the
  // rest from random round robins); those that do not fit are skipped. A
  // chain from a playable start improves it without breaking any rule.
  std::vector<Movement> starts;
  std::function<void(const DesignProgress&)> progress;  // now and then, from the caller's thread
};

struct DesignResult {
  Movement movement;        // playable; SS least found (not yet arrow-polished)
  std::int64_t ss = 0;
  DesignVacancy vacancy_key;  // the tie-break
  std::int64_t moves = 0;
  double seconds = 0;
  bool optimal = false;     // SS reached minSS: Qf 100
  bool interrupted = false;
  int start = -1;           // the DesignOptions::starts entry it grew from; -1: a random start
};

// Runs one annealing chain per thread from different random starts and
// returns the best playable movement. With a move limit and no time limit the
// result depends only on the seed and the thread count. An error when no
// chain found a playable movement.
Result<DesignResult> SearchMovement(const DesignShape& shape, const DesignOptions& options);

}  // namespace movebal

#endif  // MOVEBAL_DESIGN_SEARCH_MOVEMENT_SEARCH_H_
