#include "movement/json_movement.h"

#include <fmt/format.h>

#include "movement/json_value.h"
#include "movement/structure_check.h"

namespace movebal {
namespace {

using Kind = JsonValue::Kind;

std::string SeatJson(const Movement& m, const std::array<int, 2>& side) {
  return m.individual ? fmt::format("[{}, {}]", side[0], side[1]) : std::to_string(side[0]);
}

// Contestants who play nowhere in round r.
std::vector<int> SittingOut(const Movement& m, int r) {
  std::vector<bool> plays(static_cast<std::size_t>(m.contestants) + 1, false);
  for (int t = 0; t < m.tables; ++t) {
    const Cell& c = m.at(r, t);
    for (int s = 0; s < m.seats_per_side(); ++s) {
      plays[static_cast<std::size_t>(c.ns[static_cast<std::size_t>(s)])] = true;
      plays[static_cast<std::size_t>(c.ew[static_cast<std::size_t>(s)])] = true;
    }
  }
  std::vector<int> out;
  for (int p = 1; p <= m.contestants; ++p) {
    if (!plays[static_cast<std::size_t>(p)]) out.push_back(p);
  }
  return out;
}

class MovementJsonReader {
 public:
  explicit MovementJsonReader(const std::string& name) : name_(name) {}

  Result<MovementDocument> Read(const JsonValue& root);

 private:
  Error At(const JsonValue& v, const std::string& message) const {
    return Error::At(name_, v.line, v.column, message);
  }
  Result<const JsonValue*> Member(const JsonValue& object, const char* key, Kind kind) const;
  Result<int> Count(const JsonValue& object, const char* key, int lo, int hi) const;
  Result<bool> Seats(const JsonValue& v, std::array<int, 2>& side) const;
  Result<bool> ReadCell(const JsonValue& v, int r, int t);

  const std::string& name_;
  Movement m_;
  int boards_per_group_ = 0;  // 0: no board numbers to check
  std::vector<const JsonValue*> cell_values_;  // per cell, for positions of messages
};

const char* KindName(Kind kind) {
  switch (kind) {
    case Kind::kNull: return "null";
    case Kind::kBool: return "true or false";
    case Kind::kNumber: return "a number";
    case Kind::kString: return "a string";
    case Kind::kArray: return "an array";
    case Kind::kObject: return "an object";
  }
  return "";
}

Result<const JsonValue*> MovementJsonReader::Member(const JsonValue& object, const char* key, Kind kind) const {
  const JsonValue* v = object.Find(key);
  if (v == nullptr) return At(object, fmt::format("expected the key \"{}\" in this object", key));
  if (v->kind != kind) return At(*v, fmt::format("\"{}\" must be {}", key, KindName(kind)));
  return v;
}

Result<int> MovementJsonReader::Count(const JsonValue& object, const char* key, int lo, int hi) const {
  auto v = Member(object, key, Kind::kNumber);
  if (!v) return v.error();
  const JsonValue& n = **v;
  if (!n.IsInteger() || n.number < lo || n.number > hi) {
    return At(n, fmt::format("\"{}\" must be a whole number from {} to {}, not {}", key, lo, hi, Excerpt(n.text)));
  }
  return static_cast<int>(n.number);
}

Result<bool> MovementJsonReader::Seats(const JsonValue& v, std::array<int, 2>& side) const {
  const auto number = [&](const JsonValue& n) -> Result<int> {
    if (!n.IsInteger() || n.number < 0 || n.number > m_.contestants) {
      return At(n, fmt::format("expected a contestant number from 0 to {}", m_.contestants));
    }
    return static_cast<int>(n.number);
  };
  if (!m_.individual) {
    auto p = number(v);
    if (!p) return p.error();
    side = {*p, 0};
    return true;
  }
  if (v.kind != Kind::kArray || v.items.size() != 2) return At(v, "expected the two players of a side, as [N, S] or [E, W]");
  for (std::size_t s = 0; s < 2; ++s) {
    auto p = number(v.items[s]);
    if (!p) return p.error();
    side[s] = *p;
  }
  return true;
}

Result<bool> MovementJsonReader::ReadCell(const JsonValue& v, int r, int t) {
  if (v.kind != Kind::kObject) return At(v, "expected an object for a table");
  auto table = Count(v, "table", t + 1, t + 1);
  if (!table) return table.error();
  Cell& cell = m_.at(r, t);
  for (auto [key, side] : {std::pair{"ns", &cell.ns}, std::pair{"ew", &cell.ew}}) {
    const JsonValue* seats = v.Find(key);
    if (seats == nullptr) return At(v, fmt::format("expected the key \"{}\" in this table", key));
    if (auto ok = Seats(*seats, *side); !ok) return ok;
  }
  const JsonValue* group = v.Find("group");
  if (group == nullptr) return At(v, "expected the key \"group\" in this table");
  if (group->kind == Kind::kNull) {
    if (cell.ns != std::array<int, 2>{} || cell.ew != std::array<int, 2>{}) {
      return At(*group, "a table without a board group must be empty (all contestants 0)");
    }
    cell_values_.push_back(&v);
    return true;
  }
  if (group->kind != Kind::kString) return At(*group, "\"group\" must be a label such as \"A\" or \"1\", or null");
  for (int g = 0; g < m_.groups; ++g) {
    if (GroupLabel(m_, g) == group->text) cell.group = g;
  }
  if (cell.group == Cell::kEmpty) {
    return At(*group, fmt::format("\"{}\" is not one of the {} board groups", Excerpt(group->text), m_.groups));
  }
  if (const JsonValue* boards = v.Find("boards"); boards != nullptr && boards_per_group_ > 0) {
    const int first = FirstBoard(cell.group, boards_per_group_);
    bool same = boards->kind == Kind::kArray && boards->items.size() == static_cast<std::size_t>(boards_per_group_);
    for (std::size_t i = 0; same && i < boards->items.size(); ++i) {
      same = boards->items[i].IsInteger() && boards->items[i].number == first + static_cast<double>(i);
    }
    if (!same) {
      return At(*boards, fmt::format("the boards of group {} are {} to {}", group->text, first,
                                     LastBoard(cell.group, boards_per_group_)));
    }
  }
  cell_values_.push_back(&v);
  return true;
}

Result<MovementDocument> MovementJsonReader::Read(const JsonValue& root) {
  if (root.kind != Kind::kObject) return At(root, "expected a JSON object (a movebal movement)");
  auto format = Member(root, "format", Kind::kString);
  if (!format) return format.error();
  if ((*format)->text != kJsonMovementFormat) {
    return At(**format, fmt::format("\"format\" must be \"{}\"", kJsonMovementFormat));
  }
  if (auto version = Count(root, "version", 1, 1); !version) return version.error();
  auto contestants = Count(root, "contestants", 2, MovementLimits::kMaxContestants);
  auto tables = Count(root, "tables", 1, MovementLimits::kMaxTables);
  auto rounds = Count(root, "rounds", 1, MovementLimits::kMaxRounds);
  auto groups = Count(root, "groups", 1, MovementLimits::kMaxGroups);
  for (const auto* r : {&contestants, &tables, &rounds, &groups}) {
    if (!*r) return r->error();
  }
  auto individual = Member(root, "individual", Kind::kBool);
  if (!individual) return individual.error();
  auto labels = Member(root, "group_labels", Kind::kString);
  if (!labels) return labels.error();
  if ((*labels)->text != "letters" && (*labels)->text != "numbers") {
    return At(**labels, "\"group_labels\" must be \"letters\" or \"numbers\"");
  }
  if (root.Find("boards_per_group") != nullptr) {
    auto boards = Count(root, "boards_per_group", 1, 1000);
    if (!boards) return boards.error();
    boards_per_group_ = *boards;
  }
  m_ = Movement::Empty(*contestants, *tables, *rounds, *groups, (*individual)->boolean);
  m_.group_style = (*labels)->text == "numbers" ? GroupStyle::kNumbers : GroupStyle::kLetters;
  if (m_.group_style == GroupStyle::kLetters && m_.groups > 26) {
    return At(**labels, fmt::format("{} board groups need \"group_labels\": \"numbers\"", m_.groups));
  }
  MovementDocument doc;
  if (const JsonValue* description = root.Find("description")) {
    if (description->kind != Kind::kArray) return At(*description, "\"description\" must be an array of strings");
    for (const JsonValue& line : description->items) {
      if (line.kind != Kind::kString) return At(line, "\"description\" must be an array of strings");
      doc.description.push_back(line.text);
    }
  }
  auto schedule = Member(root, "schedule", Kind::kArray);
  if (!schedule) return schedule.error();
  if ((*schedule)->items.size() != static_cast<std::size_t>(m_.rounds)) {
    return At(**schedule, fmt::format("\"schedule\" must hold the {} rounds of the header", m_.rounds));
  }
  for (int r = 0; r < m_.rounds; ++r) {
    const JsonValue& round = (*schedule)->items[static_cast<std::size_t>(r)];
    if (round.kind != Kind::kObject) return At(round, "expected an object for a round");
    if (auto number = Count(round, "round", r + 1, r + 1); !number) return number.error();
    auto cells = Member(round, "tables", Kind::kArray);
    if (!cells) return cells.error();
    if ((*cells)->items.size() != static_cast<std::size_t>(m_.tables)) {
      return At(**cells, fmt::format("round {} must list all {} tables", r + 1, m_.tables));
    }
    for (int t = 0; t < m_.tables; ++t) {
      if (auto ok = ReadCell((*cells)->items[static_cast<std::size_t>(t)], r, t); !ok) return ok.error();
    }
  }
  const StructureReport report = CheckStructure(m_);
  const auto where = [&](const StructureIssue& issue) -> const JsonValue& {
    if (issue.round < 0) return root;
    return *cell_values_[m_.Index(issue.round, issue.table < 0 ? 0 : issue.table)];
  };
  if (!report.errors.empty()) return At(where(report.errors.front()), report.errors.front().message);
  for (const StructureIssue& w : report.warnings) {
    const JsonValue& v = where(w);
    doc.warnings.push_back(Error::At(name_, v.line, v.column, "warning: " + w.message).ToString());
  }
  for (const StructureIssue& u : UnplayableIssues(m_, report)) {
    const JsonValue& v = where(u);
    doc.unplayable.push_back(Error::At(name_, v.line, v.column, u.message));
  }
  doc.movement = std::move(m_);
  return doc;
}

}  // namespace

int FirstBoard(int group, int boards_per_group) { return group * boards_per_group + 1; }
int LastBoard(int group, int boards_per_group) { return (group + 1) * boards_per_group; }

std::string FormatMovementJson(const Movement& m, int boards_per_group, const std::vector<std::string>& description) {
  std::string out = fmt::format("{{\n  \"format\": {},\n  \"version\": 1,\n", JsonQuote(kJsonMovementFormat));
  out += "  \"description\": [";
  for (std::size_t i = 0; i < description.size(); ++i) out += (i ? ", " : "") + JsonQuote(description[i]);
  out += fmt::format(
      "],\n  \"contestants\": {},\n  \"individual\": {},\n  \"tables\": {},\n  \"rounds\": {},\n  \"groups\": {},\n"
      "  \"group_labels\": \"{}\",\n  \"boards_per_group\": {},\n  \"schedule\": [\n",
      m.contestants, m.individual ? "true" : "false", m.tables, m.rounds, m.groups,
      m.NumericGroups() ? "numbers" : "letters", boards_per_group);
  for (int r = 0; r < m.rounds; ++r) {
    out += fmt::format("    {{\"round\": {}, \"tables\": [\n", r + 1);
    for (int t = 0; t < m.tables; ++t) {
      const Cell& c = m.at(r, t);
      out += fmt::format("      {{\"table\": {}, \"ns\": {}, \"ew\": {}, ", t + 1, SeatJson(m, c.ns), SeatJson(m, c.ew));
      if (c.occupied()) {
        out += fmt::format("\"group\": {}, \"boards\": [", JsonQuote(GroupLabel(m, c.group)));
        for (int b = FirstBoard(c.group, boards_per_group); b <= LastBoard(c.group, boards_per_group); ++b) {
          out += fmt::format("{}{}", b > FirstBoard(c.group, boards_per_group) ? ", " : "", b);
        }
        out += "]}";
      } else {
        out += "\"group\": null, \"boards\": []}";
      }
      out += t + 1 < m.tables ? ",\n" : "\n";
    }
    out += "    ], \"sitting_out\": [";
    const std::vector<int> out_pairs = SittingOut(m, r);
    for (std::size_t i = 0; i < out_pairs.size(); ++i) out += fmt::format("{}{}", i ? ", " : "", out_pairs[i]);
    out += r + 1 < m.rounds ? "]},\n" : "]}\n";
  }
  return out + "  ]\n}\n";
}

Result<MovementDocument> ParseMovementJson(std::string_view text, const std::string& name) {
  auto root = ParseJson(text, name);
  if (!root) return root.error();
  return MovementJsonReader(name).Read(*root);
}

}  // namespace movebal
