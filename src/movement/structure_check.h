// Structural checks on a movement, independent of where it came from: a file,
// a generator or the optimiser. The reader maps the round/table of an issue
// back to a line and column; generators use the same checks to verify what
// they build.
#ifndef MOVEBAL_MOVEMENT_STRUCTURE_CHECK_H_
#define MOVEBAL_MOVEMENT_STRUCTURE_CHECK_H_

#include <string>
#include <vector>

#include "base/status.h"
#include "movement/movement.h"

namespace movebal {

struct StructureIssue {
  int round = -1;  // 0-based; -1 when the issue is about the whole movement
  int table = -1;  // 0-based; -1 when not about one table
  std::string message;
};

struct StructureReport {
  // Errors make the movement unusable (a contestant twice in a round, a number
  // out of range, a half-filled table, a board group beyond the header's count).
  std::vector<StructureIssue> errors;
  // Warnings are legal for balans but worth a director's attention
  // (a pair that plays a board group twice).
  std::vector<StructureIssue> warnings;
  std::vector<int> group_play_counts;  // per board group: how many tables play it
  // The balance model needs every group played equally often, at least twice.
  bool suitable = true;
  std::string unsuitable_reason;

  bool ok() const { return errors.empty(); }
};

StructureReport CheckStructure(const Movement& m);

// What makes a movement unplayable at the tables though balans reads it: the
// report's warnings (a contestant meets a board group again) and, as one
// whole-movement issue, contestants of the header who never play. Cards and
// exports refuse such a movement unless asked.
std::vector<StructureIssue> UnplayableIssues(const Movement& m, const StructureReport& report);

// An --absent contestant for m: 0 (nobody) or one of its contestants.
Status CheckAbsent(const Movement& m, int absent);

// Number of times two contestants meet as opponents, as a dense P x P table
// (index 0 unused). Generators use it to verify designs.
std::vector<std::vector<int>> OpponentCounts(const Movement& m);

}  // namespace movebal

#endif  // MOVEBAL_MOVEMENT_STRUCTURE_CHECK_H_
