// The one table of movement file formats movebal reads and writes: each row
// is a format's name, its file extensions, what it is, the public source it
// follows, and its reader and writer (either may be absent). Every subtool
// reads movements through ReadMovementFile, so a format added as a row (and
// one file for its reader and writer) is read everywhere; `convert` writes
// any row with a writer.
#ifndef MOVEBAL_FORMATS_MOVEMENT_FORMATS_H_
#define MOVEBAL_FORMATS_MOVEMENT_FORMATS_H_

#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"
#include "formats/format_write_options.h"
#include "movement/movement_document.h"

namespace movebal {

struct MovementFormat {
  const char* name;
  std::vector<std::string> extensions;  // lower case, without the dot
  const char* description;              // one line
  const char* source;                   // the public description it follows
  // Text (or, for a database, the file's bytes) to a movement; nullptr when
  // movebal does not read the format (the reason is in `description`).
  Result<MovementDocument> (*read)(std::string_view text, const std::string& name) = nullptr;
  // A movement to the file's text; nullptr when movebal does not write it.
  Result<std::string> (*write)(const MovementDocument& doc, const FormatWriteOptions& options) = nullptr;
  bool needs_boards = false;  // the writer needs FormatWriteOptions::boards_per_group
};

// The rows, in the order the manual and --help list them.
const std::vector<MovementFormat>& MovementFormats();

// The row called `name`, or nullptr.
const MovementFormat* FindMovementFormat(std::string_view name);
// The rows whose extensions hold the extension of `path` (any case), in
// table order: .txt is both the .asc of the Dutch federation's schemes and
// EBUScore's movement libraries.
std::vector<const MovementFormat*> FormatsOfPath(std::string_view path);
// The first of them (what a file of that name is written as), or nullptr.
const MovementFormat* FormatOfPath(std::string_view path);
// "asc, json, ..." the names of the rows with a reader (or with a writer).
std::string FormatNames(bool writers);

// The text as `format`, or chosen by the extension of `name` (a format with a
// reader), else by the content: JSON when it starts with '{', an .mvt record
// file, an Access database, else .asc.
Result<MovementDocument> ParseMovementAs(std::string_view text, const std::string& name, const MovementFormat* format);

// Reads a movement file in any format ("-" reads standard input). `format`
// names the format; empty chooses it as ParseMovementAs does.
Result<MovementDocument> ReadMovementFile(const std::string& path, const std::string& format = {});

}  // namespace movebal

#endif  // MOVEBAL_FORMATS_MOVEMENT_FORMATS_H_
