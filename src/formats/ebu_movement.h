// EBUScore and EBUTeams movement files (the movement libraries such as
// TSUserMovements.txt), as the English Bridge Union's forum describes them
// ("Writing new movements in EBU Score"): comma-separated numbers, a header
//   movement type, tables, boards, boards per round, rounds[, missing pair]
// (type 0 Howell, 1 Mitchell, 2 switched Mitchell, 3 and 4 individuals, 5 to
// 7 teams), then one line per table holding, round after round, the N-S pair,
// the E-W pair and the board set played. Board set s is board group s-1 of
// the model; 0,0,0 is a table standing empty that round. Individual files
// are named by the forum but their lines are not described, so they are
// refused. The missing pair is kept in the movement, with a warning.
#ifndef MOVEBAL_FORMATS_EBU_MOVEMENT_H_
#define MOVEBAL_FORMATS_EBU_MOVEMENT_H_

#include <string>
#include <string_view>

#include "base/status.h"
#include "formats/format_write_options.h"
#include "movement/movement_document.h"
#include "movement/asc_reader.h"

namespace movebal {

Result<MovementDocument> ParseEbuMovement(std::string_view text, const std::string& name);

// Type 1 when every pair keeps its direction, 2 when the pairs still form two
// fields that only meet each other (an arrow-switched Mitchell), else 0; no
// missing pair. Needs
// the boards per group; refuses individual movements.
Result<std::string> FormatEbuMovement(const MovementDocument& doc, const FormatWriteOptions& options);

}  // namespace movebal

#endif  // MOVEBAL_FORMATS_EBU_MOVEMENT_H_
