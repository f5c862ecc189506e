#include "formats/ebu_movement.h"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

#include "formats/round_rows.h"
#include "formats/text_fields.h"

namespace movebal {
namespace {

constexpr int kMaxBoards = 9999;

std::string_view Trimmed(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

Place PlaceOf(const TextField& f) { return Place{f.line, f.column}; }

// One column past the end of a line, for "expected more" errors.
int EndColumn(const TextLine& line) { return static_cast<int>(line.text.size()) + 1; }

// The movement type: 1 (Mitchell) when no pair changes direction; 2
// (switched Mitchell) when the pairs still fall into two fields that only
// meet each other; else 0 (Howell).
int EbuType(const Movement& m) {
  const std::size_t n = static_cast<std::size_t>(m.contestants) + 1;
  std::vector<int> direction(n, 0);
  bool fixed = true;
  std::vector<std::vector<int>> opponents(n);
  for (const Cell& c : m.cells) {
    if (!c.occupied()) continue;
    for (auto [pair, side] : {std::pair{c.ns[0], 1}, std::pair{c.ew[0], 2}}) {
      int& seen = direction[static_cast<std::size_t>(pair)];
      if (seen != 0 && seen != side) fixed = false;
      seen = side;
    }
    opponents[static_cast<std::size_t>(c.ns[0])].push_back(c.ew[0]);
    opponents[static_cast<std::size_t>(c.ew[0])].push_back(c.ns[0]);
  }
  if (fixed) return 1;
  // Two fields: the graph of meetings colours in two.
  std::vector<int> field(n, 0);
  for (std::size_t start = 1; start < n; ++start) {
    if (field[start] != 0) continue;
    field[start] = 1;
    std::vector<std::size_t> stack{start};
    while (!stack.empty()) {
      const std::size_t p = stack.back();
      stack.pop_back();
      for (int q : opponents[p]) {
        int& f = field[static_cast<std::size_t>(q)];
        if (f == field[p]) return 0;
        if (f == 0) {
          f = 3 - field[p];
          stack.push_back(static_cast<std::size_t>(q));
        }
      }
    }
  }
  return 2;
}

}  // namespace

Result<MovementDocument> ParseEbuMovement(std::string_view text, const std::string& name) {
  auto lines = SplitLines(text, name);
  if (!lines) return lines.error();
  std::vector<const TextLine*> content;
  for (const TextLine& line : *lines) {
    if (!line.blank()) content.push_back(&line);
  }
  MovementDocument doc;
  std::size_t next = 0;
  // A library entry may start with its "[code] title" line.
  if (next < content.size() && Trimmed(content[next]->text).substr(0, 1) == "[") {
    doc.description.emplace_back(Trimmed(content[next]->text));
    ++next;
  }
  if (next >= content.size()) {
    const int line = lines->empty() ? 1 : lines->back().number;
    return Error::At(name, line, 1, "expected the header: movement type, tables, boards, boards per round, rounds");
  }
  const TextLine& header_line = *content[next++];
  const std::vector<TextField> header = SplitFields(header_line, ',');
  if (header.size() != 5 && header.size() != 6) {
    return Error::At(name, header_line.number, 1,
                     fmt::format("the header has {} numbers; expected movement type, tables, boards, boards per "
                                 "round, rounds and (pairs) the missing pair",
                                 header.size()));
  }
  auto type = FieldNumber(header[0], 0, 7, name, "movement type");
  if (!type) return type.error();
  if (*type == 3 || *type == 4) {
    return Error::At(name, header[0].line, header[0].column,
                     "an individual EBUScore movement: its lines are not publicly described, so movebal does not read them");
  }
  auto tables = FieldNumber(header[1], 1, MovementLimits::kMaxTables, name, "number of tables");
  if (!tables) return tables.error();
  auto boards = FieldNumber(header[2], 1, kMaxBoards, name, "number of boards");
  if (!boards) return boards.error();
  auto per_round = FieldNumber(header[3], 1, *boards, name, "boards per round");
  if (!per_round) return per_round.error();
  if (*boards % *per_round != 0) {
    return Error::At(name, header[3].line, header[3].column,
                     fmt::format("{} boards do not make sets of {}", *boards, *per_round));
  }
  const int sets = *boards / *per_round;
  if (sets > MovementLimits::kMaxGroups) {
    return Error::At(name, header[3].line, header[3].column, fmt::format("more than {} board sets", MovementLimits::kMaxGroups));
  }
  auto rounds = FieldNumber(header[4], 1, MovementLimits::kMaxRounds, name, "number of rounds");
  if (!rounds) return rounds.error();
  int missing = 0;
  if (header.size() == 6) {
    auto m = FieldNumber(header[5], 0, MovementLimits::kMaxContestants, name, "missing pair (0 for none)");
    if (!m) return m.error();
    missing = *m;
  }
  struct Entry {
    int ns, ew, set;
    Place place;
  };
  std::vector<Entry> entries(static_cast<std::size_t>(*tables) * static_cast<std::size_t>(*rounds));
  int contestants = 0;
  for (int t = 0; t < *tables; ++t) {
    if (next >= content.size()) {
      const TextLine& last = *content.back();
      return Error::At(name, last.number, EndColumn(last),
                       fmt::format("expected {} lines of tables after the header, found {}", *tables, t));
    }
    const TextLine& line = *content[next++];
    const std::vector<TextField> fields = SplitFields(line, ',');
    const std::size_t wanted = static_cast<std::size_t>(*rounds) * 3;
    if (fields.size() != wanted) {
      const int column = fields.size() > wanted ? fields[wanted].column : EndColumn(line);
      return Error::At(name, line.number, column,
                       fmt::format("table {} has {} numbers; expected N-S pair, E-W pair and board set for each "
                                   "of {} rounds ({} numbers)",
                                   t + 1, fields.size(), *rounds, wanted));
    }
    for (int r = 0; r < *rounds; ++r) {
      const TextField* f = &fields[static_cast<std::size_t>(r) * 3];
      auto ns = FieldNumber(f[0], 0, MovementLimits::kMaxContestants, name, "N-S pair");
      if (!ns) return ns.error();
      auto ew = FieldNumber(f[1], 0, MovementLimits::kMaxContestants, name, "E-W pair");
      if (!ew) return ew.error();
      auto set = FieldNumber(f[2], 0, sets, name, "board set");
      if (!set) return set.error();
      const bool empty = *ns == 0 && *ew == 0 && *set == 0;
      if (!empty && (*ns == 0 || *ew == 0 || *set == 0)) {
        return Error::At(name, f[0].line, f[0].column,
                         "a table in play has two pairs and a board set; an empty one is 0,0,0");
      }
      contestants = std::max({contestants, *ns, *ew});
      entries[static_cast<std::size_t>(r) * static_cast<std::size_t>(*tables) + static_cast<std::size_t>(t)] =
          Entry{*ns, *ew, *set, PlaceOf(f[0])};
    }
  }
  if (contestants == 0) return Error::At(name, header_line.number, 1, "no table plays in any round");
  if (next < content.size()) {
    const TextLine& extra = *content[next];
    if (Trimmed(extra.text).substr(0, 1) != "[") {
      return Error::At(name, extra.number, 1, fmt::format("text after the {} lines of tables", *tables));
    }
    doc.warnings.push_back(
        Error::At(name, extra.number, 1, "warning: the file holds more movements; movebal reads the first").ToString());
  }
  if (missing > contestants) {
    return Error::At(name, header[5].line, header[5].column,
                     fmt::format("missing pair {} is not one of the movement's {} pairs", missing, contestants));
  }
  Movement& m = doc.movement;
  m = Movement::Empty(contestants, *tables, *rounds, sets);
  std::vector<Place> places(m.cells.size());
  for (std::size_t i = 0; i < entries.size(); ++i) {
    places[i] = entries[i].place;
    if (entries[i].set == 0) continue;
    m.cells[i].ns[0] = entries[i].ns;
    m.cells[i].ew[0] = entries[i].ew;
    m.cells[i].group = entries[i].set - 1;
  }
  if (missing > 0) {
    doc.warnings.push_back(Error::At(name, header[5].line, header[5].column,
                                     fmt::format("warning: the header names pair {} missing; movebal reads the whole "
                                                 "movement ('check --absent {}' scores it without that pair)",
                                                 missing, missing))
                               .ToString());
  }
  if (*type >= 5) {
    doc.warnings.push_back(Error::At(name, header[0].line, header[0].column,
                                     "warning: a teams movement; movebal scores its numbers as pairs")
                               .ToString());
  }
  return FinishDocument(std::move(doc), places, Place{header_line.number, 1}, name);
}

Result<std::string> FormatEbuMovement(const MovementDocument& doc, const FormatWriteOptions& options) {
  const Movement& m = doc.movement;
  if (m.individual) {
    return Error::Plain("EBUScore individual movement files are not publicly described; write another format");
  }
  if (options.boards_per_group < 1) return Error::Plain("an EBUScore movement numbers its boards: give --boards N");
  const int type = EbuType(m);
  std::string out = fmt::format("{},{},{},{},{},0\n", type, m.tables, m.groups * options.boards_per_group,
                                options.boards_per_group, m.rounds);
  for (int t = 0; t < m.tables; ++t) {
    for (int r = 0; r < m.rounds; ++r) {
      const Cell& c = m.at(r, t);
      if (r > 0) out += ',';
      out += c.occupied() ? fmt::format("{},{},{}", c.ns[0], c.ew[0], c.group + 1) : "0,0,0";
    }
    out += '\n';
  }
  return out;
}

}  // namespace movebal
