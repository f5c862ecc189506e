// Writes movements in the .asc format balans reads back (SPEC.md §2): the
// header "P t r b 0" (or 1 for individuals, plus " g" for numeric groups),
// one line per round, then '#' comment lines such as the quality figures.
#ifndef MOVEBAL_MOVEMENT_ASC_WRITER_H_
#define MOVEBAL_MOVEMENT_ASC_WRITER_H_

#include <string>
#include <vector>

#include "movement/movement.h"

namespace movebal {

// The whole file as text. Each comment line is written after "# ".
std::string FormatAsc(const Movement& m, const std::vector<std::string>& comments = {});

}  // namespace movebal

#endif  // MOVEBAL_MOVEMENT_ASC_WRITER_H_
