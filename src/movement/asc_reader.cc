#include "movement/asc_reader.h"

#include <fmt/format.h>

#include <cctype>

#include "base/file_io.h"
#include "movement/structure_check.h"

namespace movebal {
namespace {

// One line of the file, split from its comment.
struct SourceLine {
  int number = 0;         // 1-based line number
  std::string_view text;  // without comment and line ending; blank lines are dropped
};

struct Position {
  int line = 0;
  int column = 0;
};

bool IsBlank(char c) { return c == ' ' || c == '\t'; }

// The separators movebal reads between numbers and groups without a word:
// space, tab, comma, semicolon, colon and minus ("1- 2:A", "6;1;1").
bool IsNamedSeparator(char c) { return IsBlank(c) || c == ',' || c == ';' || c == ':' || c == '-'; }
// Any other ASCII punctuation but '#' separates too, as balans reads it, with
// a warning.
bool IsOtherSeparator(char c) {
  return c != '#' && !IsNamedSeparator(c) && std::ispunct(static_cast<unsigned char>(c)) &&
         static_cast<unsigned char>(c) < 128;
}
bool IsSeparator(char c) { return IsNamedSeparator(c) || IsOtherSeparator(c); }
bool IsLetter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

// The UTF-8 byte-order mark that Windows editors put at the start of a file.
constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

// Walks a sequence of lines token by token, keeping line and column for
// messages. balans reads the entries in sequence, whatever the line breaks, so
// the scanner crosses from one line to the next as if they were blanks.
class Scanner {
 public:
  Scanner(const std::vector<SourceLine>& lines, std::size_t first) : lines_(lines), line_(first) {}

  void SkipBlanks() {
    while (line_ < lines_.size()) {
      const std::string_view text = lines_[line_].text;
      while (pos_ < text.size() && IsSeparator(text[pos_])) ++pos_;
      if (pos_ < text.size()) return;
      ++line_;
      pos_ = 0;
    }
  }
  bool AtEnd() {
    SkipBlanks();
    return line_ >= lines_.size();
  }
  // Where the next token starts; after the end, just after the last content.
  Position Here() {
    SkipBlanks();
    if (line_ < lines_.size()) return {lines_[line_].number, static_cast<int>(pos_) + 1};
    if (lines_.empty()) return {1, 1};
    return {lines_.back().number, static_cast<int>(lines_.back().text.size()) + 1};
  }

  // A run of characters up to a separator on one line. A number stops
  // before a letter that follows it ("8A").
  std::string_view Word(bool number) {
    SkipBlanks();
    if (line_ >= lines_.size()) return {};
    const std::string_view text = lines_[line_].text;
    const std::size_t start = pos_;
    const auto ends_number = [&](char c) { return pos_ > start && IsLetter(c); };
    while (pos_ < text.size() && !IsSeparator(text[pos_]) && !(number && ends_number(text[pos_]))) ++pos_;
    return text.substr(start, pos_ - start);
  }

 private:
  const std::vector<SourceLine>& lines_;
  std::size_t line_;
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
  for (char c : Excerpt(word)) {
    const auto u = static_cast<unsigned char>(c);
    out += (u >= 32 && u < 127) ? std::string(1, c) : fmt::format("\\x{:02x}", u);
  }
  return out;
}

// The text of a comment as the writer gets it back: without '#', one space
// after it and trailing blanks.
std::string CommentText(std::string_view comment) {
  comment.remove_prefix(1);
  if (!comment.empty() && comment.front() == ' ') comment.remove_prefix(1);
  while (!comment.empty() && IsBlank(comment.back())) comment.remove_suffix(1);
  return std::string(comment);
}

class AscParser {
 public:
  AscParser(std::string_view text, const std::string& name) : name_(name) { SplitLines(text); }

  Result<MovementDocument> Parse();

 private:
  enum class Shorthand { kNone, kHowell, kMitchell };

  void SplitLines(std::string_view text);
  Error ErrorAt(Position at, std::string message) const {
    return Error::At(name_, at.line, at.column, std::move(message));
  }
  Result<bool> ParseHeader(const SourceLine& line);
  Result<bool> ParseEntry(Scanner& scan, int round, int table);
  Result<int> ParseContestant(Scanner& scan, const char* what);
  void ExpandShorthand();
  Position PositionOf(int round, int table) const;

  std::string name_;
  std::vector<SourceLine> lines_;  // lines with content, in order
  // Comment lines before the first entry line and after it, in order.
  std::vector<std::pair<int, std::string>> comments_;  // (line number, text)
  std::size_t dropped_comments_ = 0;  // beyond MovementLimits::kMaxCommentLines
  Position first_dropped_comment_;
  Position first_comment_;     // line 0: none
  Position other_separator_;   // the first separator outside the named ones
  char other_separator_char_ = 0;
  Position ignored_flag_;      // the first header letter that is no flag
  char ignored_flag_char_ = 0;
  // Without the flag g the groups' style is read from the first group that
  // is not 0: a number makes every group a number, a letter every group a
  // letter. Mixing the two is refused, as either reading changes the other's.
  bool style_from_content_ = false;
  bool style_known_ = false;
  Position style_set_at_;
  Position groups_at_;  // the header's number of groups
  Movement movement_;
  Shorthand shorthand_ = Shorthand::kNone;
  std::vector<Position> entry_positions_;  // per cell of the given rounds
  int last_line_ = 0;
};

// Splits at CR, LF, CRLF or LFCR (all of which balans reads), drops a
// byte-order mark, and separates comments from content.
void AscParser::SplitLines(std::string_view text) {
  if (text.substr(0, kByteOrderMark.size()) == kByteOrderMark) text.remove_prefix(kByteOrderMark.size());
  int number = 0;
  std::size_t start = 0;
  while (true) {
    std::size_t end = text.find_first_of("\r\n", start);
    if (end == std::string_view::npos) end = text.size();
    ++number;
    const std::string_view raw = text.substr(start, end - start);
    const std::size_t hash = raw.find('#');
    std::string_view content = raw.substr(0, hash);
    while (!content.empty() && IsSeparator(content.back())) content.remove_suffix(1);
    std::size_t lead = 0;
    while (lead < content.size() && IsSeparator(content[lead])) ++lead;
    if (!other_separator_.line) {
      for (std::size_t i = lead; i < content.size(); ++i) {
        if (IsOtherSeparator(content[i])) {
          other_separator_ = {number, static_cast<int>(i) + 1};
          other_separator_char_ = content[i];
          break;
        }
      }
    }
    // One content line past the limit is kept, for the warning about text
    // after the last entry.
    if (lead < content.size() && lines_.size() <= static_cast<std::size_t>(MovementLimits::kMaxContentLines)) {
      lines_.push_back({number, content});
    }
    if (hash != std::string_view::npos) {
      if (!first_comment_.line) first_comment_ = {number, static_cast<int>(hash) + 1};
      if (comments_.size() < static_cast<std::size_t>(MovementLimits::kMaxCommentLines)) {
        comments_.emplace_back(number, CommentText(raw.substr(hash)));
      } else if (dropped_comments_++ == 0) {
        first_dropped_comment_ = {number, static_cast<int>(hash) + 1};
      }
    }
    last_line_ = number;
    if (end >= text.size()) break;
    // A two-character line end is CR LF or LF CR.
    start = end + 1;
    if (start < text.size() && (text[start] == '\r' || text[start] == '\n') && text[start] != text[end]) ++start;
  }
}

Result<bool> AscParser::ParseHeader(const SourceLine& line) {
  const std::vector<SourceLine> header = {line};
  Scanner scan(header, 0);
  std::vector<int> numbers;
  std::vector<int> columns;  // of each number, for messages
  bool numeric_groups = false;
  while (!scan.AtEnd()) {
    const int column = scan.Here().column;
    std::string_view word = scan.Word(false);
    // Flags may stand alone or follow the last number directly ("8g").
    std::size_t digits = 0;
    while (digits < word.size() && std::isdigit(static_cast<unsigned char>(word[digits]))) ++digits;
    if (digits > 0) {
      const int value = ParseCount(word.substr(0, digits));
      if (value < 0) return ErrorAt({line.number, column}, fmt::format("header number '{}' is too large", Printable(word)));
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
      } else if (IsLetter(flag) && word.size() == 1) {
        // balans skips the letters it has no meaning for (individual files
        // write an l); so does movebal with a letter standing alone, saying
        // so once. A longer word is no flag and refused.
        if (!ignored_flag_.line) {
          ignored_flag_ = {line.number, column + static_cast<int>(i)};
          ignored_flag_char_ = flag;
        }
      } else {
        return ErrorAt({line.number, column},
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
      return ErrorAt({line.number, columns[4]},
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
    return ErrorAt({line.number, 1},
                   fmt::format("expected a header of 5 numbers (contestants tables rounds boardgroups individual) "
                               "or 2 (pairs rounds), found {}",
                               numbers.size()));
  }
  m.group_style = numeric_groups ? GroupStyle::kNumbers : GroupStyle::kLetters;
  style_from_content_ = !numeric_groups;
  groups_at_ = {line.number, groups_at};
  const auto check = [&](int value, int lo, int hi, const char* what, int column) -> Result<bool> {
    if (value < lo || value > hi) {
      return ErrorAt({line.number, column},
                     fmt::format("the number of {} must be between {} and {}, not {}", what, lo, hi, value));
    }
    return true;
  };
  for (auto r : {check(m.contestants, 2, MovementLimits::kMaxContestants, "contestants", contestants_at),
                 check(m.tables, 1, MovementLimits::kMaxTables, "tables", tables_at),
                 check(m.rounds, 1, MovementLimits::kMaxRounds, "rounds", rounds_at),
                 check(m.groups, 1, MovementLimits::kMaxGroups, "board groups", groups_at)}) {
    if (!r) return r;
  }
  m.cells.assign(static_cast<std::size_t>(m.tables) * static_cast<std::size_t>(m.rounds), Cell{});
  return true;
}

Result<int> AscParser::ParseContestant(Scanner& scan, const char* what) {
  const Position at = scan.Here();
  std::string_view word = scan.Word(true);
  if (word.empty()) return ErrorAt(at, fmt::format("expected {} (a number), found the end of the file", what));
  const int value = ParseCount(word);
  if (value < 0) return ErrorAt(at, fmt::format("expected {} (a number), found '{}'", what, Printable(word)));
  if (value > movement_.contestants) {
    return ErrorAt(at, fmt::format("{} {} is out of range: the header says {} contestants", what, value,
                                   movement_.contestants));
  }
  return value;
}

// One table's entry: "NS-EW group" for pairs, "N S E W group" for individuals.
Result<bool> AscParser::ParseEntry(Scanner& scan, int round, int table) {
  Movement& m = movement_;
  static constexpr const char* kPairSeats[] = {"the NS pair", "the EW pair"};
  static constexpr const char* kPlayerSeats[] = {"North", "South", "East", "West"};
  if (scan.AtEnd()) {
    return ErrorAt(scan.Here(), fmt::format("the file ends at table {} of round {}: the header announces {} rounds "
                                            "of {} tables",
                                            table + 1, round + 1, m.rounds, m.tables));
  }
  entry_positions_.push_back(scan.Here());
  Cell& cell = m.at(round, table);
  const int seats = m.seats_per_side();
  std::array<int, 4> who{};
  for (int s = 0; s < 2 * seats; ++s) {
    auto p = ParseContestant(scan, m.individual ? kPlayerSeats[s] : kPairSeats[s]);
    if (!p) return p.error();
    who[static_cast<std::size_t>(s)] = *p;
  }
  for (int s = 0; s < seats; ++s) {
    cell.ns[static_cast<std::size_t>(s)] = who[static_cast<std::size_t>(s)];
    cell.ew[static_cast<std::size_t>(s)] = who[static_cast<std::size_t>(seats + s)];
  }
  const Position at = scan.Here();
  std::string_view word = scan.Word(false);
  if (word.empty()) return ErrorAt(at, "expected a board group, found the end of the file");
  if (word == "0") {
    cell.group = Cell::kEmpty;
    for (int p : who) {
      if (p != 0) return ErrorAt(at, "board group 0 marks an empty table, but contestants are seated");
    }
    return true;
  }
  if (style_from_content_) {
    const bool number = ParseCount(word) > 0;
    const bool letter = word.size() == 1 && IsLetter(word[0]);
    if (!style_known_ && (number || letter)) {
      style_known_ = true;
      style_set_at_ = at;
      m.group_style = number ? GroupStyle::kNumbers : GroupStyle::kLetters;
      if (letter && m.groups > 26) {
        return ErrorAt(groups_at_, fmt::format("the header announces {} board groups, more than the letters A-Z can "
                                               "name, but the groups are letters from line {} column {} on",
                                               m.groups, at.line, at.column));
      }
    } else if (style_known_ && (number || letter) && number != (m.group_style == GroupStyle::kNumbers)) {
      return ErrorAt(at, fmt::format("board group '{}' is a {}, but the groups are {} from line {} column {} on: "
                                     "read as {} the file means something else than read as {}; write every "
                                     "group one way (numbers with the header flag g)",
                                     Printable(word), number ? "number" : "letter",
                                     number ? "letters" : "numbers", style_set_at_.line, style_set_at_.column,
                                     number ? "numbers" : "letters", number ? "letters" : "numbers"));
    }
  }
  if (m.group_style == GroupStyle::kNumbers) {
    const int g = ParseCount(word);
    if (g < 1) return ErrorAt(at, fmt::format("expected a board group number, found '{}'", Printable(word)));
    if (g > m.groups) return ErrorAt(at, fmt::format("board group {} is beyond the {} groups in the header", g, m.groups));
    cell.group = g - 1;
    return true;
  }
  // Letters, lower case read as upper case as balans does.
  const char letter = word.size() == 1 ? static_cast<char>(std::toupper(static_cast<unsigned char>(word[0]))) : '\0';
  if (letter < 'A' || letter > 'Z') {
    return ErrorAt(at, fmt::format("expected a board group letter A-Z, found '{}'", Printable(word)));
  }
  const int g = letter - 'A';
  if (g >= m.groups) {
    return ErrorAt(at, fmt::format("board group {} is beyond the {} groups in the header", letter, m.groups));
  }
  cell.group = g;
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

Result<MovementDocument> AscParser::Parse() {
  if (lines_.empty()) return ErrorAt({last_line_ > 0 ? last_line_ : 1, 1}, "the file is empty: expected a header");
  if (auto ok = ParseHeader(lines_.front()); !ok) return ok.error();
  const int given_rounds = shorthand_ == Shorthand::kNone ? movement_.rounds : 1;
  Scanner scan(lines_, 1);
  for (int r = 0; r < given_rounds; ++r) {
    for (int t = 0; t < movement_.tables; ++t) {
      if (auto ok = ParseEntry(scan, r, t); !ok) return ok.error();
    }
  }
  MovementDocument doc;
  // balans never reads past the last entry it needs; movebal says so.
  if (!scan.AtEnd()) {
    const Position at = scan.Here();
    doc.warnings.push_back(Error::At(name_, at.line, at.column,
                                     fmt::format("warning: text after the last entry (round {}, table {}) is not read",
                                                 given_rounds, movement_.tables))
                               .ToString());
  }
  if (first_comment_.line && first_comment_.line < lines_.front().number) {
    doc.warnings.push_back(ErrorAt(first_comment_, "warning: a comment before the header, which the .ASC standard "
                                                   "does not allow (balans reads it, and so does movebal)")
                               .ToString());
  }
  if (ignored_flag_.line) {
    doc.warnings.push_back(ErrorAt(ignored_flag_, fmt::format("warning: the header letter '{}' is not a flag movebal "
                                                              "knows (g, H, M): ignored, as balans does",
                                                              ignored_flag_char_))
                               .ToString());
  }
  if (other_separator_.line) {
    doc.warnings.push_back(ErrorAt(other_separator_, fmt::format("warning: '{}' read as a separator (movebal reads "
                                                                 "space, tab, comma, semicolon, colon and minus; "
                                                                 "balans skips any punctuation)",
                                                                 other_separator_char_))
                               .ToString());
  }
  if (dropped_comments_ > 0) {
    doc.warnings.push_back(ErrorAt(first_dropped_comment_,
                                   fmt::format("warning: {} comment lines after the first {} are not kept",
                                               dropped_comments_, MovementLimits::kMaxCommentLines))
                               .ToString());
  }
  // Comments before the first entry describe the movement; the rest follow it.
  const int first_entry_line = entry_positions_.front().line;
  for (auto& [line, text] : comments_) {
    (line < first_entry_line ? doc.description : doc.comments).push_back(std::move(text));
  }
  if (shorthand_ != Shorthand::kNone) ExpandShorthand();

  const StructureReport report = CheckStructure(movement_);
  if (!report.errors.empty()) {
    const StructureIssue& issue = report.errors.front();
    const Position at = PositionOf(issue.round, issue.table);
    std::string message = issue.message;
    if (shorthand_ != Shorthand::kNone && issue.round > 0) {
      message += fmt::format(" (in round {}, derived from round 1 by the header's shorthand)", issue.round + 1);
    }
    return ErrorAt(at, message);
  }
  for (const StructureIssue& w : report.warnings) {
    const Position at = PositionOf(w.round, w.table);
    doc.warnings.push_back(Error::At(name_, at.line, at.column, "warning: " + w.message).ToString());
  }
  for (const StructureIssue& u : UnplayableIssues(movement_, report)) {
    const Position at = PositionOf(u.round, u.table);
    doc.unplayable.push_back(Error::At(name_, at.line, at.column, u.message));
  }
  doc.movement = std::move(movement_);
  return doc;
}

}  // namespace

Result<MovementDocument> ParseAsc(std::string_view text, const std::string& name) {
  return AscParser(text, name).Parse();
}

}  // namespace movebal
