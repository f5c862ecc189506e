// The movement a Bridgemate scoring database (.bws, a Microsoft Access file)
// holds: its RoundData table, one row per section, table and round with the
// columns Section, Table, Round, NSPair, EWPair, LowBoard, HighBoard and
// CustomBoards (Bridge Systems' "Bridgemate Control Software" database
// description). The file is read with the mdbtools library (libmdb) where the
// build has it (MOVEBAL_HAVE_MDB; not in the browser build); the rows become
// a movement the same way everywhere (formats/round_rows.h). One section is
// read, the lowest, with a warning when there are more; rows with custom
// board lists are refused. movebal does not write .bws files.
#ifndef MOVEBAL_FORMATS_BWS_MOVEMENT_H_
#define MOVEBAL_FORMATS_BWS_MOVEMENT_H_

#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"
#include "movement/asc_reader.h"

namespace movebal {

// One row of RoundData as stored.
struct RoundDataRow {
  int section = 0, table = 0, round = 0;
  int ns_pair = 0, ew_pair = 0;
  int low_board = 0, high_board = 0;
  std::string custom_boards;
};

// True when this build reads .bws files.
bool BwsReadable();

// The movement of the rows. Messages name the row of RoundData (1-based, in
// the order given) as their line.
Result<MovementDocument> MovementFromRoundData(const std::vector<RoundDataRow>& rows, const std::string& name);

// The RoundData table of a .bws file's bytes, then MovementFromRoundData.
Result<MovementDocument> ParseBws(std::string_view bytes, const std::string& name);

}  // namespace movebal

#endif  // MOVEBAL_FORMATS_BWS_MOVEMENT_H_
