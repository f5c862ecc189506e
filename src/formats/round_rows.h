// What the row-based formats share: a movement given as one row per table and
// round with a range of board numbers (Bridgemate's RoundData, the paste
// columns of Magic Contest), turned into the movement model. Each distinct
// range is one board group, numbered in the order of its first board; two
// ranges that overlap without being equal cannot be groups and are refused.
// Every reader ends with FinishDocument, the structure checks of the .asc
// reader with their places mapped back to the file.
#ifndef MOVEBAL_FORMATS_ROUND_ROWS_H_
#define MOVEBAL_FORMATS_ROUND_ROWS_H_

#include <array>
#include <string>
#include <vector>

#include "base/status.h"
#include "movement/asc_reader.h"
#include "movement/movement.h"

namespace movebal {

// A place in the file; line 0 when the format has no lines (a database).
struct Place {
  int line = 0;
  int column = 0;
};

struct RoundRow {
  Place place;  // where the row starts, for messages
  int table = 0;  // 1-based
  int round = 0;  // 1-based
  std::array<int, 2> ns{0, 0};  // pairs: ns[0]; individuals: North, South
  std::array<int, 2> ew{0, 0};  // pairs: ew[0]; individuals: East, West
  int low_board = 0;            // 0 and 0: no boards (an empty table, a sit-out)
  int high_board = 0;
};

// The movement of the rows. A row with a seat 0 or without boards is a table
// standing empty that round (its other side sits out).
Result<MovementDocument> DocumentFromRows(const std::vector<RoundRow>& rows, bool individual, const std::string& name);

// Runs the structure checks on `doc.movement`: the first error comes back at
// its cell's place (`places`, round-major like the cells; `whole` for issues
// of the whole movement), warnings and unplayable issues go into the document.
Result<MovementDocument> FinishDocument(MovementDocument doc, const std::vector<Place>& places, Place whole,
                                   const std::string& name);

}  // namespace movebal

#endif  // MOVEBAL_FORMATS_ROUND_ROWS_H_
