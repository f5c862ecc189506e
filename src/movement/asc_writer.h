// Writes movements in the .asc format balans reads back (docs/manual.md, "Movement files"): the
// header "P t r b 0" (or 1 for individuals, plus " g" for numeric groups),
// one line per round, then '#' comment lines such as the quality figures. A
// description goes just below the header: the .ASC standard allows no
// comment above it.
#ifndef MOVEBAL_MOVEMENT_ASC_WRITER_H_
#define MOVEBAL_MOVEMENT_ASC_WRITER_H_

#include <string>
#include <vector>

#include "movement/movement.h"

namespace movebal {

// The whole file as text: the header, the description lines, the rounds and
// the comment lines, each comment written after "# ".
std::string FormatAsc(const Movement& m, const std::vector<std::string>& comments = {},
                      const std::vector<std::string>& description = {});

}  // namespace movebal

#endif  // MOVEBAL_MOVEMENT_ASC_WRITER_H_
