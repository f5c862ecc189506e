// The columns Magic Contest pastes as a "simple movement" (Tomas Brenning's
// Magic Contest documents, "Movement editor"): tab-separated Table, Round,
// N-S, E-W, From board, To board (individuals: N, S, E, W in place of N-S and
// E-W), one row per table in play and round, without a header line. The
// reader also takes a first line of column names (as spreadsheets keep it)
// and makes each distinct board range a board group (formats/round_rows.h).
#ifndef MOVEBAL_FORMATS_PASTE_MOVEMENT_H_
#define MOVEBAL_FORMATS_PASTE_MOVEMENT_H_

#include <string>
#include <string_view>

#include "base/status.h"
#include "formats/format_write_options.h"
#include "movement/movement_document.h"
#include "movement/asc_reader.h"
#include "movement/movement.h"

namespace movebal {

Result<MovementDocument> ParsePaste(std::string_view text, const std::string& name);

// The rows table by table; a seat of `absent` (0: none) is written as 0, and
// `header` puts the line of column names first.
std::string FormatPasteColumns(const Movement& m, int boards_per_group, int absent, bool header);

// The row writer: the columns without a header line.
Result<std::string> FormatPasteMovement(const MovementDocument& doc, const FormatWriteOptions& options);

}  // namespace movebal

#endif  // MOVEBAL_FORMATS_PASTE_MOVEMENT_H_
