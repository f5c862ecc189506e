// Reads movement files in the balans .asc format, everything balans 8.1.1
// reads and the .ASC standard allows: the five- or two-number header with its
// g / H / M flags (other header letters ignored with a warning, as balans
// does), board groups as letters (either case) or numbers, numbers also
// without the flag g when the groups are written so (a file mixing the two is
// refused), space, tab, comma, semicolon, colon or minus between the items
// (other punctuation too, with a warning), # comments (before the header with
// a warning: the standard forbids them there), blank lines, entries in
// sequence whatever the line breaks, CR, LF, CRLF or LFCR line ends and a
// UTF-8 byte-order mark. Text after the last entry is a warning, as balans
// never reads it. Every problem comes back as an Error naming the line and
// column; nothing in the input can crash or hang the reader (sizes are
// bounded, see AscLimits).
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
  // Lines with content the entries can use (the header, and an entry split
  // over at most four lines); beyond them only text the reader never uses,
  // so that a file of millions of short lines costs no memory per line.
  static constexpr int kMaxContentLines = 1 + 4 * kMaxTables * kMaxRounds;
  // Comment lines kept for a rewrite; more are dropped with a warning.
  static constexpr int kMaxCommentLines = 10000;
};

struct AscDocument {
  Movement movement;
  // "file:line:column: message" strings for problems balans accepts
  // (a pair playing a board group twice, text after the last entry).
  std::vector<std::string> warnings;
  // Why the movement cannot be played as written (structure_check.h,
  // UnplayableIssues), each at its place in the file.
  std::vector<Error> unplayable;
  // The file's own comment lines (text after '#'), kept so that a rewrite
  // keeps them: those before the first entry describe the movement and are
  // written just below the header; the others are written after the movement.
  std::vector<std::string> description;
  std::vector<std::string> comments;
};

// Parses the text of a movement file; `name` is used in messages only.
Result<AscDocument> ParseAsc(std::string_view text, const std::string& name);

// A movement file in either format movebal reads: JSON (the export of
// json_movement.h) when its first character is '{', .asc otherwise.
Result<AscDocument> ParseMovementText(std::string_view text, const std::string& name);

// Reads and parses a file in either format; "-" reads standard input.
Result<AscDocument> ReadAscFile(const std::string& path);

// The first unplayable issue of a document read for printing (cards,
// exports), naming `allow_option`, the option that prints it anyway.
Status RefuseUnplayable(const AscDocument& doc, const std::string& allow_option);

}  // namespace movebal

#endif  // MOVEBAL_MOVEMENT_ASC_READER_H_
