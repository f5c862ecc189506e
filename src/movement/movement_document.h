// What reading a movement file gives, whatever its format: the movement,
// the warnings and unplayable issues at their places in the file, and the
// file's own comments. The .asc reader (asc_reader.h), the JSON reader
// (json_movement.h) and the other formats' readers (formats/) all produce it.
#ifndef MOVEBAL_MOVEMENT_MOVEMENT_DOCUMENT_H_
#define MOVEBAL_MOVEMENT_MOVEMENT_DOCUMENT_H_

#include <string>
#include <vector>

#include "base/status.h"
#include "movement/movement.h"

namespace movebal {

// Bounds on header values, so that a hostile header cannot exhaust memory.
struct MovementLimits {
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

struct MovementDocument {
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

// The first unplayable issue of a document read for printing (cards,
// exports), naming `allow_option`, the option that prints it anyway.
Status RefuseUnplayable(const MovementDocument& doc, const std::string& allow_option);

}  // namespace movebal

#endif  // MOVEBAL_MOVEMENT_MOVEMENT_DOCUMENT_H_
