// Presents the walking figures (scoring/walking.h) for a director: the
// "Walking" block of `check` and its `walking` member in `check --json`.
#ifndef MOVEBAL_CLUB_WALKING_FORMAT_H_
#define MOVEBAL_CLUB_WALKING_FORMAT_H_

#include <string>

#include "movement/movement.h"
#include "scoring/walking.h"

namespace movebal {

// A few lines, starting with a blank one and "Walking (...)".
std::string FormatWalking(const Movement& m, const WalkingReport& w);

// One line: "boards move up to 1 table, pairs move up to 3 tables (68
// moves longer than one)"; "stay" for what never moves.
std::string WalkingSummary(const WalkingReport& w);

// One JSON object with the keys documented in docs/manual.md (check).
std::string FormatWalkingJson(const WalkingReport& w);

}  // namespace movebal

#endif  // MOVEBAL_CLUB_WALKING_FORMAT_H_
