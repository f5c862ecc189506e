#include "formats/paste_movement.h"

#include <fmt/format.h>

#include <vector>

#include "formats/round_rows.h"
#include "formats/text_fields.h"

namespace movebal {

Result<MovementDocument> ParsePaste(std::string_view text, const std::string& name) {
  auto lines = SplitLines(text, name);
  if (!lines) return lines.error();
  std::vector<RoundRow> rows;
  std::size_t columns = 0;
  bool first = true;
  for (const TextLine& line : *lines) {
    if (line.blank()) continue;
    const std::vector<TextField> fields = SplitFields(line, '\t');
    if (first && fields[0].text == "Table") {  // column names
      first = false;
      continue;
    }
    first = false;
    if (columns == 0) {
      if (fields.size() != 6 && fields.size() != 8) {
        return Error::At(name, line.number, 1,
                         fmt::format("expected 6 tab-separated columns (Table, Round, N-S, E-W, From, To) or 8 "
                                     "(individuals), found {}",
                                     fields.size()));
      }
      columns = fields.size();
    } else if (fields.size() != columns) {
      return Error::At(name, line.number, 1, fmt::format("expected {} columns like the first row, found {}", columns, fields.size()));
    }
    if (rows.size() >= static_cast<std::size_t>(MovementLimits::kMaxTables) * MovementLimits::kMaxRounds) {
      return Error::At(name, line.number, 1, "more rows than tables and rounds a movement can have");
    }
    RoundRow row;
    row.place = Place{line.number, fields[0].column};
    const bool individual = columns == 8;
    std::vector<int> values;
    static const char* kPairNames[] = {"table", "round", "N-S pair", "E-W pair", "first board", "last board"};
    static const char* kPlayerNames[] = {"table", "round", "North", "South", "East", "West", "first board", "last board"};
    for (std::size_t i = 0; i < columns; ++i) {
      const bool seat = i >= 2 && i < columns - 2;
      const int low = seat || i >= columns - 2 ? 0 : 1;
      const int high = i == 0 ? MovementLimits::kMaxTables : i == 1 ? MovementLimits::kMaxRounds : seat ? MovementLimits::kMaxContestants : 99999;
      auto v = FieldNumber(fields[i], low, high, name, individual ? kPlayerNames[i] : kPairNames[i]);
      if (!v) return v.error();
      values.push_back(*v);
    }
    row.table = values[0];
    row.round = values[1];
    if (individual) {
      row.ns = {values[2], values[3]};
      row.ew = {values[4], values[5]};
    } else {
      row.ns[0] = values[2];
      row.ew[0] = values[3];
    }
    row.low_board = values[columns - 2];
    row.high_board = values[columns - 1];
    rows.push_back(row);
  }
  if (rows.empty()) return Error::At(name, lines->empty() ? 1 : lines->back().number, 1, "no rows of play");
  return DocumentFromRows(rows, columns == 8, name);
}

std::string FormatPasteColumns(const Movement& m, int boards_per_group, int absent, bool header) {
  std::string out;
  if (header) out = m.individual ? "Table\tRound\tN\tS\tE\tW\tFrom\tTo\n" : "Table\tRound\tN-S\tE-W\tFrom\tTo\n";
  const auto seat = [absent](int contestant) { return contestant == absent ? 0 : contestant; };
  for (int t = 0; t < m.tables; ++t) {
    for (int r = 0; r < m.rounds; ++r) {
      const Cell& c = m.at(r, t);
      if (!c.occupied()) continue;
      out += fmt::format("{}\t{}\t{}\t", t + 1, r + 1, seat(c.ns[0]));
      if (m.individual) out += fmt::format("{}\t{}\t", seat(c.ns[1]), seat(c.ew[0]));
      out += fmt::format("{}\t", m.individual ? seat(c.ew[1]) : seat(c.ew[0]));
      out += fmt::format("{}\t{}\n", c.group * boards_per_group + 1, (c.group + 1) * boards_per_group);
    }
  }
  return out;
}

Result<std::string> FormatPasteMovement(const MovementDocument& doc, const FormatWriteOptions& options) {
  if (options.boards_per_group < 1) return Error::Plain("the paste columns number the boards: give --boards N");
  return FormatPasteColumns(doc.movement, options.boards_per_group, 0, false);
}

}  // namespace movebal
