#include "movement/movement_document.h"

#include <fmt/format.h>

namespace movebal {

Status RefuseUnplayable(const MovementDocument& doc, const std::string& allow_option) {
  if (doc.unplayable.empty()) return Ok();
  Error error = doc.unplayable.front();
  error.message += fmt::format(": the movement cannot be played as written ({} prints it anyway)", allow_option);
  return error;
}

}  // namespace movebal
