// Exports of a movement for scoring programs: the RoundData rows of a
// Bridgemate database (CSV), the columns spreadsheet-based scorers paste (tab-separated), and the
// JSON movement that movebal reads back. Board group g carries boards
// g*b+1 .. (g+1)*b for b boards per group, so tables sharing a group share
// its board numbers and no two groups overlap.
#ifndef MOVEBAL_CLUB_EXPORT_H_
#define MOVEBAL_CLUB_EXPORT_H_

#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"
#include "club/section.h"
#include "movement/movement.h"

namespace movebal {

enum class ExportFormat { kBridgemate, kPaste, kJson };

// "bridgemate", "paste" or "json".
Result<ExportFormat> ParseExportFormat(std::string_view name);

struct ExportOptions {
  int boards_per_group = 1;
  // A pair that does not come (0: none): its seat is written as 0, which is
  // how Bridgemate marks the sit-out of its opponents.
  int absent = 0;
  // Bridgemate's section number (A is 1). The paste columns have no
  // section: Magic Contest pastes one section's movement at a time.
  Section section;
  bool header = true;  // the line of column names (bridgemate, paste)
  std::vector<std::string> description;  // the file's comments, for JSON
};

// The rows of the RoundData table of a Bridgemate database (.bws), as CSV,
// table by table (not a .bws itself, nor what the data connector takes):
//   Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard
// with South,West appended for individual movements (NSPair is North and
// EWPair East). Every table in play lists every round, 1 to the last, as
// the connector expects consecutive rounds: a round the table stands empty
// has 0 for both pairs, and a row without play (an empty table, or the
// absent pair's sit-out) has no board range (0 and 0).
std::string FormatBridgemate(const Movement& m, const ExportOptions& options);

// Tab-separated Table, Round, N-S, E-W, From, To (individuals: N, S, E, W in
// place of N-S, E-W), table by table, one row per occupied table and round:
// the columns of Magic Contest's "simple movement", which it pastes without
// the header line.
std::string FormatPaste(const Movement& m, const ExportOptions& options);

std::string FormatExport(const Movement& m, ExportFormat format, const ExportOptions& options);

}  // namespace movebal

#endif  // MOVEBAL_CLUB_EXPORT_H_
