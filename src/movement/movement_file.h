// Reads a movement file in either format movebal itself writes, .asc or
// JSON, choosing the reader by the text. It sits above both readers, so that
// neither includes the other. (Other programs' formats: formats/.)
#ifndef MOVEBAL_MOVEMENT_MOVEMENT_FILE_H_
#define MOVEBAL_MOVEMENT_MOVEMENT_FILE_H_

#include <string>
#include <string_view>

#include "base/status.h"
#include "movement/movement_document.h"

namespace movebal {

// A movement file in either format movebal reads: JSON (the export of
// json_movement.h) when its first character is '{', .asc otherwise.
Result<MovementDocument> ParseMovementText(std::string_view text, const std::string& name);

// Reads and parses a file in either format; "-" reads standard input.
Result<MovementDocument> ReadMovementDocument(const std::string& path);

}  // namespace movebal

#endif  // MOVEBAL_MOVEMENT_MOVEMENT_FILE_H_
