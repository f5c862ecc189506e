#include "club/export.h"

#include <fmt/format.h>

#include "formats/paste_movement.h"
#include "movement/json_movement.h"

namespace movebal {
namespace {

// A seat as exported: the absent contestant becomes 0.
int Seat(int p, const ExportOptions& options) { return p == options.absent ? 0 : p; }

// Calls row(round, table, cell) for every occupied cell, table by table.
template <typename Row>
void ForEachTableRound(const Movement& m, Row row) {
  for (int t = 0; t < m.tables; ++t) {
    for (int r = 0; r < m.rounds; ++r) {
      if (m.at(r, t).occupied()) row(r, t, m.at(r, t));
    }
  }
}

}  // namespace

Result<ExportFormat> ParseExportFormat(std::string_view name) {
  if (name == "bridgemate") return ExportFormat::kBridgemate;
  if (name == "paste") return ExportFormat::kPaste;
  if (name == "json") return ExportFormat::kJson;
  return Error::Plain(fmt::format("unknown export format '{}' (bridgemate, paste or json)", Excerpt(name)));
}

std::string FormatBridgemate(const Movement& m, const ExportOptions& options) {
  std::string out;
  if (options.header) out = m.individual ? "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard,South,West\n"
                                         : "Section,Table,Round,NSPair,EWPair,LowBoard,HighBoard\n";
  for (int t = 0; t < m.tables; ++t) {
    int last = -1;  // the table's last round in play
    for (int r = 0; r < m.rounds; ++r) last = m.at(r, t).occupied() ? r : last;
    for (int r = 0; r <= last; ++r) {
      const Cell& c = m.at(r, t);
      const bool played = c.occupied() && !(options.absent > 0 && m.Plays(c, options.absent));
      const int low = played ? FirstBoard(c.group, options.boards_per_group) : 0;
      const int high = played ? LastBoard(c.group, options.boards_per_group) : 0;
      out += fmt::format("{},{},{},{},{},{},{}", options.section.number(), t + 1, r + 1, Seat(c.ns[0], options),
                         Seat(c.ew[0], options), low, high);
      out += m.individual ? fmt::format(",{},{}\n", Seat(c.ns[1], options), Seat(c.ew[1], options)) : "\n";
    }
  }
  return out;
}

std::string FormatPaste(const Movement& m, const ExportOptions& options) {
  return FormatPasteColumns(m, options.boards_per_group, options.absent, options.header);
}

std::string FormatExport(const Movement& m, ExportFormat format, const ExportOptions& options) {
  switch (format) {
    case ExportFormat::kBridgemate:
      return FormatBridgemate(m, options);
    case ExportFormat::kPaste:
      return FormatPaste(m, options);
    case ExportFormat::kJson:
      break;
  }
  return FormatMovementJson(m, options.boards_per_group, options.description);
}

}  // namespace movebal
