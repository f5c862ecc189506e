#include "movement/asc_reader.h"

#include <fmt/format.h>

#include <cctype>

#include "base/file_io.h"
#include "movement/structure_check.h"

namespace movebal {
namespace {

// One line of the file with its comment removed.
struct SourceLine {
  int number = 0;         // 1-based line number
  std::string_view text;  // without comment and line ending
};

struct Position {
  int line = 0;
  int column = 0;
};

bool IsBlank(char c) { return c == ' ' || c == '\t'; }

// Walks one line token by token, keeping the column for messages.
class LineScanner {
 public:
  explicit LineScanner(SourceLine line) : line_(line) {}

  void SkipBlanks() {
    while (pos_ < line_.text.size() && IsBlank(line_.text[pos_])) ++pos_;
  }
  bool AtEnd() {
    SkipBlanks();
    return pos_ >= line_.text.size();
  }
  int column() const { return static_cast<int>(pos_) + 1; }
  char Peek() const { return pos_ < line_.text.size() ? line_.text[pos_] : '\0'; }
  void Advance() { ++pos_; }

  // A run of non-blank characters, stopping before '-' when stop_at_dash.
  std::string_view Word(bool stop_at_dash) {
    SkipBlanks();
    const std::size_t start = pos_;
    while (pos_ < line_.text.size() && !IsBlank(line_.text[pos_]) &&
           !(stop_at_dash && line_.text[pos_] == '-' && pos_ > start)) {
      ++pos_;
    }
    return line_.text.substr(start, pos_ - start);
  }

 private:
  SourceLine line_;
  std::size_t pos_ = 0;
};

// Parses a non-negative decimal of at most 6 digits; -1 otherwise.
int ParseCount(std::string_view word) {
  if (word.empty() || word.size() > 6) return -1;
  int value = 0;
  for (char c : word) {
    if (c < '0' || c > '9') return -1;
    value = value * 10 + (c - '0');
  }
  return value;
}

std::string Printable(std::string_view word) {
  std::string out;
  for (char c : word) {
    const auto u = static_cast<unsigned char>(c);
    out += (u >= 32 && u < 127) ? std::string(1, c) : fmt::format("\\x{:02x}", u);
  }
  return out;
}

class AscParser {
 public:
  AscParser(std::string_view text, const std::string& name) : name_(name) { SplitLines(text); }

  Result<AscDocument> Parse();

 private:
  enum class Shorthand { kNone, kHowell, kMitchell };

  void SplitLines(std::string_view text);
  Error ErrorAt(int line, int column, std::string message) const {
    return Error::At(name_, line, column, std::move(message));
  }
  Result<bool> ParseHeader(const SourceLine& line);
  Result<bool> ParseRound(const SourceLine& line, int round);
  Result<int> ParseContestant(LineScanner& scan, int line_number, const char* what);
  void ExpandShorthand();
  Position PositionOf(int round, int table) const;

  std::string name_;
  std::vector<SourceLine> lines_;  // non-blank lines only
  Movement movement_;
  Shorthand shorthand_ = Shorthand::kNone;
  std::vector<Position> entry_positions_;  // per cell of the given rounds
  int last_line_ = 0;
};

void AscParser::SplitLines(std::string_view text) {
  int number = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    ++number;
    std::string_view raw = text.substr(start, end - start);
    if (!raw.empty() && raw.back() == '\r') raw.remove_suffix(1);
    const std::size_t hash = raw.find('#');
    const bool had_comment = hash != std::string_view::npos;
    std::string_view content = had_comment ? raw.substr(0, hash) : raw;
    while (!content.empty() && IsBlank(content.back())) content.remove_suffix(1);
    bool blank = true;
    for (char c : content) blank = blank && IsBlank(c);
    if (!blank) {
      lines_.push_back({number, content});
    } else if (had_comment && lines_.empty()) {
      // Remember a leading comment so the header check can say why it fails.
      lines_.push_back({number, std::string_view{}});
    }
    last_line_ = number;
    if (end == text.size()) break;
    start = end + 1;
  }
}

Result<bool> AscParser::ParseHeader(const SourceLine& line) {
  if (line.text.empty()) {
    return ErrorAt(line.number, 1,
                   "expected the header 'contestants tables rounds boardgroups individual'; "
                   "balans does not allow a comment before the header");
  }
  LineScanner scan(line);
  std::vector<int> numbers;
  std::vector<int> columns;  // of each number, for messages
  bool numeric_groups = false;
  while (!scan.AtEnd()) {
    const int column = scan.column();
    std::string_view word = scan.Word(false);
    // Flags may stand alone or follow the last number directly ("8g").
    std::size_t digits = 0;
    while (digits < word.size() && std::isdigit(static_cast<unsigned char>(word[digits]))) ++digits;
    if (digits > 0) {
      const int value = ParseCount(word.substr(0, digits));
      if (value < 0) return ErrorAt(line.number, column, fmt::format("header number '{}' is too large", Printable(word)));
      numbers.push_back(value);
      columns.push_back(column);
    }
    for (std::size_t i = digits; i < word.size(); ++i) {
      const char flag = word[i];
      if (flag == 'g' || flag == 'G') {
        numeric_groups = true;
      } else if (flag == 'H') {
        shorthand_ = Shorthand::kHowell;
      } else if (flag == 'M') {
        shorthand_ = Shorthand::kMitchell;
      } else {
        return ErrorAt(line.number, column,
                       fmt::format("expected a number or one of the flags g, H, M in the header, found '{}'",
                                   Printable(word)));
      }
    }
  }
  Movement& m = movement_;
  // Column of the number each header value comes from.
  int contestants_at = 1, tables_at = 1, rounds_at = 1, groups_at = 1;
  if (numbers.size() == 5) {
    m.contestants = numbers[0];
    m.tables = numbers[1];
    m.rounds = numbers[2];
    m.groups = numbers[3];
    if (numbers[4] > 1) {
      return ErrorAt(line.number, columns[4],
                     fmt::format("the fifth header number must be 0 (pairs) or 1 (individual), not {}", numbers[4]));
    }
    m.individual = numbers[4] == 1;
    contestants_at = columns[0];
    tables_at = columns[1];
    rounds_at = columns[2];
    groups_at = columns[3];
  } else if (numbers.size() == 2) {
    m.contestants = numbers[0];
    m.rounds = numbers[1];
    m.tables = numbers[0] / 2;
    m.groups = numbers[1];
    contestants_at = tables_at = columns[0];
    rounds_at = groups_at = columns[1];
  } else {
    return ErrorAt(line.number, 1,
                   fmt::format("expected a header of 5 numbers (contestants tables rounds boardgroups individual) "
                               "or 2 (pairs rounds), found {}",
                               numbers.size()));
  }
  m.group_style = numeric_groups ? GroupStyle::kNumbers : GroupStyle::kLetters;
  const auto check = [&](int value, int lo, int hi, const char* what, int column) -> Result<bool> {
    if (value < lo || value > hi) {
      return ErrorAt(line.number, column,
                     fmt::format("the number of {} must be between {} and {}, not {}", what, lo, hi, value));
    }
    return true;
  };
  for (auto r : {check(m.contestants, 2, AscLimits::kMaxContestants, "contestants", contestants_at),
                 check(m.tables, 1, AscLimits::kMaxTables, "tables", tables_at),
                 check(m.rounds, 1, AscLimits::kMaxRounds, "rounds", rounds_at),
                 check(m.groups, 1, AscLimits::kMaxGroups, "board groups", groups_at)}) {
    if (!r) return r;
  }
  if (!numeric_groups && m.groups > 26) {
    return ErrorAt(line.number, groups_at,
                   fmt::format("{} board groups need numbers: add the flag g to the header", m.groups));
  }
  m.cells.assign(static_cast<std::size_t>(m.tables) * static_cast<std::size_t>(m.rounds), Cell{});
  return true;
}

Result<int> AscParser::ParseContestant(LineScanner& scan, int line_number, const char* what) {
  const int column = scan.column();
  std::string_view word = scan.Word(true);
  if (word.empty()) return ErrorAt(line_number, column, fmt::format("expected {} (a number), found the end of the line", what));
  const int value = ParseCount(word);
  if (value < 0) return ErrorAt(line_number, column, fmt::format("expected {} (a number), found '{}'", what, Printable(word)));
  if (value > movement_.contestants) {
    return ErrorAt(line_number, column,
                   fmt::format("{} {} is out of range: the header says {} contestants", what, value, movement_.contestants));
  }
  // An optional '-' separates NS from EW ("1- 8").
  scan.SkipBlanks();
  if (scan.Peek() == '-') scan.Advance();
  return value;
}

Result<bool> AscParser::ParseRound(const SourceLine& line, int round) {
  Movement& m = movement_;
  LineScanner scan(line);
  static constexpr const char* kPairSeats[] = {"the NS pair", "the EW pair"};
  static constexpr const char* kPlayerSeats[] = {"North", "South", "East", "West"};
  for (int t = 0; t < m.tables; ++t) {
    if (scan.AtEnd()) {
      return ErrorAt(line.number, scan.column(),
                     fmt::format("expected {} tables in round {}, found {}", m.tables, round + 1, t));
    }
    entry_positions_.push_back({line.number, scan.column()});
    Cell& cell = m.at(round, t);
    const int seats = m.seats_per_side();
    std::array<int, 4> who{};
    for (int s = 0; s < 2 * seats; ++s) {
      auto p = ParseContestant(scan, line.number, m.individual ? kPlayerSeats[s] : kPairSeats[s]);
      if (!p) return p.error();
      who[static_cast<std::size_t>(s)] = *p;
    }
    for (int s = 0; s < seats; ++s) {
      cell.ns[static_cast<std::size_t>(s)] = who[static_cast<std::size_t>(s)];
      cell.ew[static_cast<std::size_t>(s)] = who[static_cast<std::size_t>(seats + s)];
    }
    const int column = scan.column();
    std::string_view word = scan.Word(false);
    if (word.empty()) return ErrorAt(line.number, column, "expected a board group, found the end of the line");
    if (word == "0") {
      cell.group = Cell::kEmpty;
      for (int p : who) {
        if (p != 0) return ErrorAt(line.number, column, "board group 0 marks an empty table, but contestants are seated");
      }
      continue;
    }
    if (m.group_style == GroupStyle::kNumbers) {
      const int g = ParseCount(word);
      if (g < 1) return ErrorAt(line.number, column, fmt::format("expected a board group number, found '{}'", Printable(word)));
      if (g > m.groups) {
        return ErrorAt(line.number, column,
                       fmt::format("board group {} is beyond the {} groups in the header", g, m.groups));
      }
      cell.group = g - 1;
    } else {
      if (word.size() != 1 || word[0] < 'A' || word[0] > 'Z') {
        const bool digits = ParseCount(word) > 0;
        return ErrorAt(line.number, column,
                       digits ? fmt::format("board group '{}' is a number but the header has no g flag", Printable(word))
                              : fmt::format("expected a board group letter A-Z, found '{}'", Printable(word)));
      }
      const int g = word[0] - 'A';
      if (g >= m.groups) {
        return ErrorAt(line.number, column,
                       fmt::format("board group {} is beyond the {} groups in the header", word[0], m.groups));
      }
      cell.group = g;
    }
  }
  if (!scan.AtEnd()) {
    return ErrorAt(line.number, scan.column(),
                   fmt::format("round {} has more than the {} tables in the header", round + 1, m.tables));
  }
  return true;
}

void AscParser::ExpandShorthand() {
  Movement& m = movement_;
  for (int r = 1; r < m.rounds; ++r) {
    for (int t = 0; t < m.tables; ++t) {
      const Cell& prev = m.at(r - 1, t);
      Cell& cell = m.at(r, t);
      if (shorthand_ == Shorthand::kHowell) {
        cell = prev;
        // Pairs numbered up to the round count move on one number; the rest stay.
        const auto advance = [&](int p) { return (p >= 1 && p <= m.rounds) ? p % m.rounds + 1 : p; };
        for (int s = 0; s < 2; ++s) {
          cell.ns[static_cast<std::size_t>(s)] = advance(prev.ns[static_cast<std::size_t>(s)]);
          cell.ew[static_cast<std::size_t>(s)] = advance(prev.ew[static_cast<std::size_t>(s)]);
        }
      } else {
        // Mitchell: NS stays, EW arrives from the previous table.
        const Cell& from = m.at(r - 1, (t + m.tables - 1) % m.tables);
        cell.ns = prev.ns;
        cell.ew = from.ew;
        cell.group = prev.group;
      }
      if (cell.occupied()) cell.group = (cell.group + 1) % m.groups;
    }
  }
}

Position AscParser::PositionOf(int round, int table) const {
  if (round < 0) return {lines_.empty() ? 1 : lines_.front().number, 1};
  // With a shorthand, later rounds are derived from round 1's line.
  const int given_round = shorthand_ == Shorthand::kNone ? round : 0;
  const std::size_t index = static_cast<std::size_t>(given_round) * static_cast<std::size_t>(movement_.tables) +
                            static_cast<std::size_t>(table < 0 ? 0 : table);
  return index < entry_positions_.size() ? entry_positions_[index] : Position{1, 1};
}

Result<AscDocument> AscParser::Parse() {
  if (lines_.empty()) return ErrorAt(last_line_ > 0 ? last_line_ : 1, 1, "the file is empty: expected a header");
  if (auto ok = ParseHeader(lines_.front()); !ok) return ok.error();
  const int given_rounds = shorthand_ == Shorthand::kNone ? movement_.rounds : 1;
  const int available = static_cast<int>(lines_.size()) - 1;
  for (int r = 0; r < given_rounds; ++r) {
    if (r >= available) {
      return ErrorAt(last_line_, 1,
                     fmt::format("unexpected end of the file: the header announces {} round lines, found {}",
                                 given_rounds, available));
    }
    if (auto ok = ParseRound(lines_[static_cast<std::size_t>(r) + 1], r); !ok) return ok.error();
  }
  if (available > given_rounds) {
    const SourceLine& extra = lines_[static_cast<std::size_t>(given_rounds) + 1];
    return ErrorAt(extra.number, 1,
                   fmt::format("unexpected line: the header announces {} round lines", given_rounds));
  }
  if (shorthand_ != Shorthand::kNone) ExpandShorthand();

  AscDocument doc;
  const StructureReport report = CheckStructure(movement_);
  if (!report.errors.empty()) {
    const StructureIssue& issue = report.errors.front();
    const Position at = PositionOf(issue.round, issue.table);
    std::string message = issue.message;
    if (shorthand_ != Shorthand::kNone && issue.round > 0) {
      message += fmt::format(" (in round {}, derived from round 1 by the header's shorthand)", issue.round + 1);
    }
    return ErrorAt(at.line, at.column, message);
  }
  for (const StructureIssue& w : report.warnings) {
    const Position at = PositionOf(w.round, w.table);
    doc.warnings.push_back(Error::At(name_, at.line, at.column, "warning: " + w.message).ToString());
  }
  doc.movement = std::move(movement_);
  return doc;
}

}  // namespace

Result<AscDocument> ParseAsc(std::string_view text, const std::string& name) {
  return AscParser(text, name).Parse();
}

Result<AscDocument> ReadAscFile(const std::string& path) {
  auto text = ReadFileBounded(path);
  if (!text) return text.error();
  return ParseAsc(*text, path == "-" ? "<stdin>" : path);
}

}  // namespace movebal
