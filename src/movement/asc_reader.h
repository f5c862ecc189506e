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
// bounded, see MovementLimits).
#ifndef MOVEBAL_MOVEMENT_ASC_READER_H_
#define MOVEBAL_MOVEMENT_ASC_READER_H_

#include <string>
#include <string_view>

#include "base/status.h"
#include "movement/movement_document.h"

namespace movebal {

// Parses the text of a movement file; `name` is used in messages only.
Result<MovementDocument> ParseAsc(std::string_view text, const std::string& name);

}  // namespace movebal

#endif  // MOVEBAL_MOVEMENT_ASC_READER_H_
