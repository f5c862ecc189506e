// The text side that the line-based movement formats share: a file cut into
// numbered lines and fields that remember their line and column, and bounded
// numbers, so that every reader names the place of a problem the same way
// ("file:line:column: message") and none can be made to use unbounded memory.
#ifndef MOVEBAL_FORMATS_TEXT_FIELDS_H_
#define MOVEBAL_FORMATS_TEXT_FIELDS_H_

#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"

namespace movebal {

// A line of the file, without its line end; `number` is 1-based.
struct TextLine {
  int number = 0;
  std::string_view text;
  bool blank() const;
};

// One field of a line: its text with the spaces around it removed, and the
// 1-based line and column where that text starts (or where it would).
struct TextField {
  std::string_view text;
  int line = 0;
  int column = 0;
};

// Far more lines than any movement file has; beyond them a reader refuses.
inline constexpr int kMaxTextLines = 1 << 20;

// The lines of `text` (LF, CRLF or CR ends; a UTF-8 byte-order mark is
// dropped). More than kMaxTextLines is an error at the first line beyond.
Result<std::vector<TextLine>> SplitLines(std::string_view text, const std::string& name);

// The fields of a line split at each `separator`.
std::vector<TextField> SplitFields(const TextLine& line, char separator);

// The field as a whole number in [low, high]; `what` names it in the error.
Result<int> FieldNumber(const TextField& field, int low, int high, const std::string& name, const char* what);

}  // namespace movebal

#endif  // MOVEBAL_FORMATS_TEXT_FIELDS_H_
