#include "formats/round_rows.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <utility>

#include "movement/structure_check.h"

namespace movebal {
namespace {

Error ErrorAt(const std::string& name, Place place, std::string message) {
  return Error::At(name, place.line, place.column, std::move(message));
}

bool SeatsEmpty(const RoundRow& row, bool individual) {
  const int sides = individual ? 2 : 1;
  for (int s = 0; s < sides; ++s) {
    if (row.ns[static_cast<std::size_t>(s)] == 0 || row.ew[static_cast<std::size_t>(s)] == 0) return true;
  }
  return false;
}

}  // namespace

Result<MovementDocument> DocumentFromRows(const std::vector<RoundRow>& rows, bool individual, const std::string& name) {
  if (rows.empty()) return Error::At(name, 1, 1, "no rows of play");
  const int sides = individual ? 2 : 1;
  int tables = 0, rounds = 0, contestants = 0;
  // Board ranges of occupied rows, each with the first row that has it.
  std::map<std::pair<int, int>, const RoundRow*> ranges;
  for (const RoundRow& row : rows) {
    if (row.table < 1 || row.table > MovementLimits::kMaxTables) {
      return ErrorAt(name, row.place, fmt::format("table {} is not 1 to {}", row.table, MovementLimits::kMaxTables));
    }
    if (row.round < 1 || row.round > MovementLimits::kMaxRounds) {
      return ErrorAt(name, row.place, fmt::format("round {} is not 1 to {}", row.round, MovementLimits::kMaxRounds));
    }
    for (int s = 0; s < sides; ++s) {
      for (int seat : {row.ns[static_cast<std::size_t>(s)], row.ew[static_cast<std::size_t>(s)]}) {
        if (seat < 0 || seat > MovementLimits::kMaxContestants) {
          return ErrorAt(name, row.place, fmt::format("contestant {} is not 0 to {}", seat, MovementLimits::kMaxContestants));
        }
        contestants = std::max(contestants, seat);
      }
    }
    tables = std::max(tables, row.table);
    rounds = std::max(rounds, row.round);
    if (row.low_board == 0 && row.high_board == 0) {
      if (!SeatsEmpty(row, individual)) {
        return ErrorAt(name, row.place, fmt::format("table {} round {} seats both sides but has no boards", row.table, row.round));
      }
      continue;
    }
    if (row.low_board < 1 || row.high_board < row.low_board) {
      return ErrorAt(name, row.place, fmt::format("boards {} to {} are not a range", row.low_board, row.high_board));
    }
    if (!SeatsEmpty(row, individual)) ranges.emplace(std::make_pair(row.low_board, row.high_board), &row);
  }
  if (ranges.empty()) return ErrorAt(name, rows.front().place, "no table plays in any round");
  if (static_cast<int>(ranges.size()) > MovementLimits::kMaxGroups) {
    return ErrorAt(name, rows.front().place, fmt::format("more than {} board ranges", MovementLimits::kMaxGroups));
  }
  std::map<std::pair<int, int>, int> group_of;
  int previous_high = 0;
  for (const auto& [range, row] : ranges) {
    if (range.first <= previous_high) {
      return ErrorAt(name, row->place,
                     fmt::format("boards {} to {} overlap another range without being the same boards: "
                                 "board groups must be equal or apart",
                                 range.first, range.second));
    }
    previous_high = range.second;
    group_of.emplace(range, static_cast<int>(group_of.size()));
  }
  MovementDocument doc;
  Movement& m = doc.movement;
  m = Movement::Empty(contestants, tables, rounds, static_cast<int>(group_of.size()), individual);
  std::vector<Place> places(m.cells.size(), rows.front().place);
  std::vector<bool> seen(m.cells.size(), false);
  for (const RoundRow& row : rows) {
    const std::size_t index = m.Index(row.round - 1, row.table - 1);
    if (seen[index]) {
      return ErrorAt(name, row.place, fmt::format("table {} round {} is given twice", row.table, row.round));
    }
    seen[index] = true;
    places[index] = row.place;
    if (SeatsEmpty(row, individual) || row.low_board == 0) continue;
    Cell& cell = m.cells[index];
    cell.ns = row.ns;
    cell.ew = row.ew;
    if (!individual) cell.ns[1] = cell.ew[1] = 0;
    cell.group = group_of.at(std::make_pair(row.low_board, row.high_board));
  }
  return FinishDocument(std::move(doc), places, rows.front().place, name);
}

Result<MovementDocument> FinishDocument(MovementDocument doc, const std::vector<Place>& places, Place whole,
                                   const std::string& name) {
  // Numbers name the groups when letters cannot, as the .asc reader then has it.
  if (doc.movement.groups > 26) doc.movement.group_style = GroupStyle::kNumbers;
  const Movement& m = doc.movement;
  const auto where = [&](const StructureIssue& issue) {
    if (issue.round < 0) return whole;
    const std::size_t index = m.Index(issue.round, issue.table < 0 ? 0 : issue.table);
    return index < places.size() ? places[index] : whole;
  };
  const StructureReport report = CheckStructure(m);
  if (!report.errors.empty()) return ErrorAt(name, where(report.errors.front()), report.errors.front().message);
  for (const StructureIssue& w : report.warnings) {
    const Place at = where(w);
    doc.warnings.push_back(Error::At(name, at.line, at.column, "warning: " + w.message).ToString());
  }
  for (const StructureIssue& u : UnplayableIssues(m, report)) {
    const Place at = where(u);
    doc.unplayable.push_back(Error::At(name, at.line, at.column, u.message));
  }
  return doc;
}

}  // namespace movebal
