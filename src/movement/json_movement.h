// A movement as JSON, for scoring programs and scripts: every round and table
// with its pairs (or players), board group and board numbers, and the pairs
// that sit out. movebal reads the same file back as a movement, so an export
// can be checked against the .asc it came from.
#ifndef MOVEBAL_MOVEMENT_JSON_MOVEMENT_H_
#define MOVEBAL_MOVEMENT_JSON_MOVEMENT_H_

#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"
#include "movement/movement_document.h"

namespace movebal {

// The value of the "format" key that marks a movebal movement.
inline constexpr std::string_view kJsonMovementFormat = "movebal movement";

// The board numbers of group g (0-based): groups take consecutive numbers,
// boards_per_group each, so tables sharing a group share its numbers.
int FirstBoard(int group, int boards_per_group);
int LastBoard(int group, int boards_per_group);

// The movement as one JSON object; description lines go in "description".
std::string FormatMovementJson(const Movement& m, int boards_per_group,
                               const std::vector<std::string>& description = {});

// Reads what FormatMovementJson writes. The board numbers, when given, must
// be those of the group; problems name line and column like the .asc reader.
Result<MovementDocument> ParseMovementJson(std::string_view text, const std::string& name);

}  // namespace movebal

#endif  // MOVEBAL_MOVEMENT_JSON_MOVEMENT_H_
