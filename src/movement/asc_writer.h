// Writes movements in the .asc format balans reads back (SPEC.md §2): the
// header "P t r b 0" (or 1 for individuals, plus " g" for numeric groups),
// one line per round, then '#' comment lines such as the quality figures.
#ifndef MOVEBAL_MOVEMENT_ASC_WRITER_H_
#define MOVEBAL_MOVEMENT_ASC_WRITER_H_

#include <string>
#include <vector>

#include "movement/error.h"
#include "movement/movement.h"

namespace movebal {

// The label of board group g (0-based) in the movement's style: "A" or "1".
std::string GroupLabel(const Movement& m, int g);

// The whole file as text. Each comment line is written after "# ".
std::string FormatAsc(const Movement& m, const std::vector<std::string>& comments = {});

// Writes `content` to `path` through a temporary file in the same folder and a
// rename, so that a crash or Ctrl-C never leaves a half-written file.
// "-" writes to standard output. Refuses to replace an existing file unless
// `overwrite` is set.
Result<bool> WriteFileAtomically(const std::string& path, const std::string& content, bool overwrite);

}  // namespace movebal

#endif  // MOVEBAL_MOVEMENT_ASC_WRITER_H_
