// .mvt movement files: tab-separated records, one per line, each opened by a
// four-digit key RRTT (round, table). Key 0000 describes the movement (its
// title, a text of quoted pieces joined by commas, then the tables, rounds,
// individual flag 0 or 1, contestants and board sets among numbers whose
// meaning is not known); 00TT holds the move instructions of table TT; RR00
// opens round RR with its number of tables; RRTT is table TT in round RR:
// the N-S and E-W pair (individuals: two players as N*100+S and E*100+W), the
// board set and the letter F. No public description of the layout could be
// found, nor the program that writes it: this follows the structure of the
// files themselves (docs/manual.md says which fields are read, which are
// written as 0, and what is refused).
#ifndef MOVEBAL_FORMATS_MVT_MOVEMENT_H_
#define MOVEBAL_FORMATS_MVT_MOVEMENT_H_

#include <string>
#include <string_view>

#include "base/status.h"
#include "formats/format_write_options.h"
#include "movement/movement_document.h"
#include "movement/asc_reader.h"

namespace movebal {

// The title and the text pieces become the description lines; the move
// instructions are checked for their table number and not kept.
Result<MovementDocument> ParseMvt(std::string_view text, const std::string& name);

// The first description line is the title, the others the text; unknown
// numbers are written as 0, move instructions empty. At most 99 tables and
// rounds (the keys have two digits each) and, for individuals, 99 players.
Result<std::string> FormatMvt(const MovementDocument& doc, const FormatWriteOptions& options);

}  // namespace movebal

#endif  // MOVEBAL_FORMATS_MVT_MOVEMENT_H_
