// The strong-pair model of the balans pages: one or two contestants score a
// top on every board they play and every other result is average. Each
// contestant's percentage then shows how much the movement lets a strong
// field member push others up or down: with perfect balance everybody else
// would score the same.
#ifndef MOVEBAL_SCORING_STRONG_PAIR_H_
#define MOVEBAL_SCORING_STRONG_PAIR_H_

#include <vector>

#include "movement/movement.h"

namespace movebal {

struct StrongPairScores {
  std::vector<double> matchpoints;  // index 0 = contestant 1
  std::vector<double> tops;         // the most each could have scored
  std::vector<double> percent;      // 100 * matchpoints / tops (0 without tops)
};

// Matchpoints per board: a board played at t tables is scored among the t
// results of each direction, 2 for each result beaten and 1 for each tie
// (top 2(t - 1)). At a table with a strong contestant on one side only, that
// side has the best result; where strong contestants sit on both sides, or at
// none, the result is average. `strong` holds contestant numbers (1-based).
// With `absent` (1-based, 0: nobody) that contestant's tables are not played:
// boards are scored over the tables present and the absent one scores nothing.
StrongPairScores ScoreStrongPairs(const Movement& m, const std::vector<int>& strong, int absent = 0);

}  // namespace movebal

#endif  // MOVEBAL_SCORING_STRONG_PAIR_H_
