// The playability rules a designed movement must keep, beyond what the file
// format needs (structure_check.h): no pair plays a board group twice, every
// group is played equally often, sit-outs are spread evenly, no two pairs
// meet twice while there are fewer rounds than opponents (and meetings are
// as even as possible beyond), and a group is in play at one table a round
// unless tables share it. Pairs movements only.
#ifndef MOVEBAL_MOVEMENT_PLAYABILITY_H_
#define MOVEBAL_MOVEMENT_PLAYABILITY_H_

#include <string>
#include <vector>

#include "movement/movement.h"

namespace movebal {

struct PlayabilityReport {
  std::vector<std::string> problems;  // broken rules, one line each
  int shared = 0;                     // (round, group) played at more than one table
  int most_tables_on_a_group = 0;     // the most tables playing one group in one round
  bool ok() const { return problems.empty(); }
};

// `rounds_per_meeting`: consecutive rounds that are one meeting (2 when every
// round is played as two half-rounds by the same opponents).
PlayabilityReport CheckPlayability(const Movement& m, int rounds_per_meeting = 1);

}  // namespace movebal

#endif  // MOVEBAL_MOVEMENT_PLAYABILITY_H_
