// Reads movement files in the balans .asc format (SPEC.md §2): the five- or
// two-number header with its g / H / M flags, letters or numbers for board
// groups, # comments, blank lines, CRLF and tabs. Every problem comes back as
// an Error naming the line and column; nothing in the input can crash or hang
// the reader (sizes are bounded, see kLimits below).
#ifndef MOVEBAL_MOVEMENT_ASC_READER_H_
#define MOVEBAL_MOVEMENT_ASC_READER_H_

#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"
#include "movement/movement.h"

namespace movebal {

// Bounds on header values, so that a hostile header cannot exhaust memory.
struct AscLimits {
  static constexpr int kMaxContestants = 256;
  static constexpr int kMaxTables = 256;
  static constexpr int kMaxRounds = 512;
  static constexpr int kMaxGroups = 512;
};

struct AscDocument {
  Movement movement;
  // "file:line:column: message" strings for problems balans accepts
  // (a pair playing a board group twice).
  std::vector<std::string> warnings;
};

// Parses the text of a movement file; `name` is used in messages only.
Result<AscDocument> ParseAsc(std::string_view text, const std::string& name);

// Reads and parses a file; "-" reads standard input.
Result<AscDocument> ReadAscFile(const std::string& path);

}  // namespace movebal

#endif  // MOVEBAL_MOVEMENT_ASC_READER_H_
