#include "club/cards.h"

#include <fmt/format.h>

#include <algorithm>
#include <functional>
#include <map>

#include "club/markup.h"
#include "movement/json_movement.h"
#include "scoring/walking.h"

namespace movebal {
namespace {

std::string Boards(int group, int per_group) {
  const int first = FirstBoard(group, per_group), last = LastBoard(group, per_group);
  return first == last ? std::to_string(first) : fmt::format("{}-{}", first, last);
}

// What every card needs to know besides the movement.
struct Context {
  const Movement& m;
  const CardOptions& options;
  WalkingReport walking;  // for the copies of each group

  std::string Label(int n) const { return options.section.Label(n); }
  std::string Side(const std::array<int, 2>& side) const {
    return m.individual ? fmt::format("{} & {}", Label(side[0]), Label(side[1])) : Label(side[0]);
  }
  std::string Tables(const std::vector<int>& tables) const {
    std::string out;
    for (std::size_t i = 0; i < tables.size(); ++i) out += (i ? ", " : "") + Label(tables[i]);
    return out;
  }
  const char* Who() const { return m.individual ? "player" : "pair"; }
  std::string Absent() const { return fmt::format("{} {}", Who(), Label(options.absent)); }
  // True when cell c is not played because the absent contestant sits there.
  bool AbsentAt(const Cell& c) const { return options.absent > 0 && c.occupied() && m.Plays(c, options.absent); }
  int Copies(int group) const { return walking.copies[static_cast<std::size_t>(group)]; }
};

// Tables (1-based) other than `table` that play `group` in round r.
std::vector<int> SharingTables(const Movement& m, int r, int table, int group) {
  std::vector<int> out;
  for (int t = 0; t < m.tables; ++t) {
    if (t != table && m.at(r, t).group == group) out.push_back(t + 1);
  }
  return out;
}

// Where the boards of cell (r, t) go: the table(s) playing the group in the
// next round that plays it at all. A gap of rounds means a relay.
std::string NextTables(const Context& x, int r, int group) {
  for (int later = r + 1; later < x.m.rounds; ++later) {
    const std::vector<int> tables = SharingTables(x.m, later, -1, group);
    if (tables.empty()) continue;
    if (later == r + 1) return "table " + x.Tables(tables);
    return fmt::format("relay, table {} in round {}", x.Tables(tables), later + 1);
  }
  return "done";
}

std::string Heading(const CardOptions& options) {
  if (!options.section.named()) return options.title;
  if (options.title.empty()) return "Section " + options.section.letter();
  return fmt::format("{}, section {}", options.title, options.section.letter());
}

Card MovementSheet(const Context& x) {
  const Movement& m = x.m;
  Card card{CardKind::kSheet, "Movement sheet", Heading(x.options), {"Round"}, {}, {}};
  for (int t = 0; t < m.tables; ++t) card.columns.push_back("Table " + x.Label(t + 1));
  for (int r = 0; r < m.rounds; ++r) {
    std::vector<std::string> row = {std::to_string(r + 1)};
    for (int t = 0; t < m.tables; ++t) {
      const Cell& c = m.at(r, t);
      if (x.AbsentAt(c)) {
        row.push_back(fmt::format("- ({} absent)", x.Absent()));
      } else {
        row.push_back(c.occupied()
                          ? fmt::format("{} v {}: {}", x.Side(c.ns), x.Side(c.ew), Boards(c.group, x.options.boards_per_group))
                          : "-");
      }
    }
    card.rows.push_back(std::move(row));
  }
  card.notes.push_back(m.individual ? "Each entry: North & South v East & West: boards."
                                    : "Each entry: North-South pair v East-West pair: boards.");
  // The groups by the sets they need, most first: "3 sets of every board",
  // or "2 sets of boards 1-3, 7-9".
  std::map<int, std::vector<int>, std::greater<>> groups_by_sets;
  for (int g = 0; g < m.groups; ++g) {
    if (x.Copies(g) > 1) groups_by_sets[x.Copies(g)].push_back(g);
  }
  std::string copies;
  for (const auto& [sets, groups] : groups_by_sets) {
    std::string boards;
    for (int g : groups) boards += (boards.empty() ? "" : ", ") + Boards(g, x.options.boards_per_group);
    if (static_cast<int>(groups.size()) == m.groups) boards = "every board";
    copies += fmt::format("{}{} sets of {}", copies.empty() ? "" : "; ", sets,
                          boards == "every board" ? boards : "boards " + boards);
  }
  if (!copies.empty()) {
    card.notes.push_back("Boards played at several tables in one round need a set for each table: " + copies + ".");
  }
  return card;
}

// The side (0: North-South, 1: East-West) pair p sits in round r, or -1
// when it does not play then.
int SideOf(const Context& x, int r, int p) {
  for (int t = 0; t < x.m.tables; ++t) {
    const Cell& c = x.m.at(r, t);
    if (!x.m.Plays(c, p) || x.AbsentAt(c)) continue;
    return c.ns[0] == p ? 0 : 1;
  }
  return -1;
}

// The side a pair usually sits: the one of most rounds, on a tie the one of
// its first round; -1 when it never plays.
int UsualSide(const Context& x, int p) {
  int count[2] = {0, 0}, first = -1;
  for (int r = 0; r < x.m.rounds; ++r) {
    const int side = SideOf(x, r, p);
    if (side < 0) continue;
    ++count[side];
    if (first < 0) first = side;
  }
  return count[0] == count[1] ? first : (count[0] > count[1] ? 0 : 1);
}

Card TableCard(const Context& x, int t) {
  const Movement& m = x.m;
  Card card{CardKind::kTable,
            "Table " + x.Label(t + 1),
            Heading(x.options),
            {"Round", m.individual ? "N & S" : "NS", m.individual ? "E & W" : "EW", "Boards", "Boards go to"},
            {},
            {}};
  int sets = 0;  // the most tables that share a group of this table in a round
  std::vector<int> empty_rounds;
  for (int r = 0; r < m.rounds; ++r) {
    const Cell& c = m.at(r, t);
    if (!c.occupied() || x.AbsentAt(c)) {
      empty_rounds.push_back(r + 1);
      card.rows.push_back({std::to_string(r + 1), "-", "-", "-",
                           c.occupied() ? fmt::format("table empty ({} absent)", x.Absent()) : "table not in use"});
      continue;
    }
    std::string boards = Boards(c.group, x.options.boards_per_group);
    const std::vector<int> sharing = SharingTables(m, r, t, c.group);
    std::string next = NextTables(x, r, c.group);
    if (!sharing.empty()) {
      boards += " *";
      sets = std::max(sets, static_cast<int>(sharing.size()) + 1);
      next = "shared with table " + x.Tables(sharing) + "; " + next;
    }
    card.rows.push_back({std::to_string(r + 1), x.Side(c.ns), x.Side(c.ew), boards, next});
    if (!m.individual && UsualSide(x, c.ns[0]) == 1 && UsualSide(x, c.ew[0]) == 0) {
      card.notes.push_back(fmt::format("Round {}: arrows switched: pair {} sits North-South, pair {} East-West.", r + 1,
                                       x.Label(c.ns[0]), x.Label(c.ew[0])));
    }
  }
  if (sets > 0) {
    card.notes.push_back(fmt::format(
        "* played at {} tables in the same round: {} sets of these boards are needed, or pass them on promptly.", sets,
        sets));
  }
  if (!empty_rounds.empty() && x.options.absent > 0) {
    std::string rounds;
    for (std::size_t i = 0; i < empty_rounds.size(); ++i) rounds += fmt::format("{}{}", i ? ", " : "", empty_rounds[i]);
    card.notes.push_back(fmt::format("This table stands empty in round{} {}.", empty_rounds.size() > 1 ? "s" : "", rounds));
  }
  return card;
}

Card ContestantCard(const Context& x, int p) {
  const Movement& m = x.m;
  Card card{CardKind::kContestant,
            fmt::format("{} {}", m.individual ? "Player" : "Pair", x.Label(p)),
            Heading(x.options),
            m.individual ? std::vector<std::string>{"Round", "Table", "Seat", "Partner", "Opponents", "Boards"}
                         : std::vector<std::string>{"Round", "Table", "Direction", "Opponents", "Boards"},
            {},
            {}};
  static constexpr const char* kSeats[2][2] = {{"North", "South"}, {"East", "West"}};
  static constexpr const char* kDirections[2] = {"North-South", "East-West"};
  const int usual = m.individual ? -1 : UsualSide(x, p);
  for (int r = 0; r < m.rounds; ++r) {
    std::vector<std::string> row;
    for (int t = 0; t < m.tables && row.empty(); ++t) {
      const Cell& c = m.at(r, t);
      if (!m.Plays(c, p)) continue;
      if (x.AbsentAt(c)) {
        row = {std::to_string(r + 1), x.Label(t + 1), "sit out"};
        row.resize(card.columns.size(), "-");
        card.notes.push_back(
            fmt::format("Round {}: sit out; wait at table {} ({} is absent).", r + 1, x.Label(t + 1), x.Absent()));
        break;
      }
      for (int side = 0; side < 2; ++side) {
        const auto& mine = side == 0 ? c.ns : c.ew;
        const auto& theirs = side == 0 ? c.ew : c.ns;
        for (int s = 0; s < m.seats_per_side(); ++s) {
          if (mine[static_cast<std::size_t>(s)] != p) continue;
          row = {std::to_string(r + 1), x.Label(t + 1)};
          if (m.individual) {
            row.push_back(kSeats[side][s]);
            row.push_back(x.Label(mine[static_cast<std::size_t>(1 - s)]));
          } else {
            row.push_back(kDirections[side]);
            if (side != usual) card.notes.push_back(fmt::format("Round {}: this round you sit {}.", r + 1, kDirections[side]));
          }
          row.push_back(x.Side(theirs));
          row.push_back(Boards(c.group, x.options.boards_per_group));
        }
      }
    }
    if (row.empty()) {
      row = {std::to_string(r + 1), "-", "sits out"};
      row.resize(card.columns.size(), "-");
    }
    card.rows.push_back(std::move(row));
  }
  return card;
}

// Print geometry, in centimetres: the part of a page that both A4 (21 x
// 29.7) and Letter (21.6 x 27.9) leave inside 1 cm margins, with room to
// spare for the browser's rounding.
constexpr double kPrintWidthCm = 18.5;
constexpr double kPrintHeightCm = 24.5;
constexpr double kCmPerPoint = 2.54 / 72;
// Type and spacing of the cards (points), and what a line of each takes.
constexpr double kCardTitlePt = 16, kCardHeadingPt = 10, kCardTablePt = 12, kCardNotePt = 10;
constexpr double kLineSpacing = 1.25;  // CSS line-height
constexpr double kCellPadding = 0.3;   // em, above and below a table cell
constexpr double kCardGapCm = 0.8;     // between cards on a page, for the scissors
// The mean width of a character of a sheet entry, in em (DejaVu Sans digits
// are 0.64 em, but spaces, "v", ":" and "-" are narrower: an entry such as
// "13 v 28: 25-27" measures about 7.3 em in Chromium), and the horizontal
// padding of a cell in em.
constexpr double kCharEm = 0.56, kCellSidesEm = 0.8;
// The movement sheet's type: the largest size that fits, down to the
// smallest; below the readable size only when nothing else fits.
constexpr double kSheetLargestPt = 12, kSheetReadablePt = 9, kSheetSmallestPt = 5, kSheetStepPt = 0.5;
constexpr double kSheetTitleCm = 1.6;    // its title, heading and space
constexpr double kSheetBlockGapCm = 0.4;  // between blocks of tables

double RowCm(double points) { return points * (kLineSpacing + 2 * kCellPadding) * kCmPerPoint; }
double LineCm(double points) { return points * kLineSpacing * kCmPerPoint; }

double CardHeightCm(const Card& card) {
  return LineCm(kCardHeadingPt) + LineCm(kCardTitlePt) + RowCm(kCardTablePt) * static_cast<double>(card.rows.size() + 1) +
         LineCm(kCardNotePt) * static_cast<double>(card.notes.size()) + kCardGapCm;
}

// How the sheet is laid out: its type size and the tables per block.
struct SheetLayout {
  double points;
  int tables_per_block;
};

// The fewest blocks of tables that fit the page in readable type (at least
// kSheetReadablePt), in the largest type they allow; failing that, the
// largest type that fits at all.
SheetLayout LayOutSheet(const Card& sheet) {
  const int tables = static_cast<int>(sheet.columns.size()) - 1, rounds = static_cast<int>(sheet.rows.size());
  std::size_t widest = 0;
  for (const auto& row : sheet.rows) {
    for (std::size_t i = 1; i < row.size(); ++i) widest = std::max(widest, row[i].size());
  }
  for (std::size_t i = 1; i < sheet.columns.size(); ++i) widest = std::max(widest, sheet.columns[i].size());
  const double notes = static_cast<double>(sheet.notes.size());
  const auto fits = [&](double points, int per_block) {
    const double em = points * kCmPerPoint;
    const double column = (kCharEm * static_cast<double>(widest) + kCellSidesEm) * em;
    const double round_column = (kCharEm * 5 + kCellSidesEm) * em;  // "Round"
    const int blocks = (tables + per_block - 1) / per_block;
    const double height = kSheetTitleCm + blocks * (RowCm(points) * (rounds + 1) + kSheetBlockGapCm) +
                          2 * notes * LineCm(points);  // a note may take two lines
    return round_column + per_block * column <= kPrintWidthCm && height <= kPrintHeightCm;
  };
  const auto per_block = [&](int blocks) { return (tables + blocks - 1) / blocks; };  // blocks evened out
  for (int blocks = 1; blocks <= tables; ++blocks) {
    for (double points = kSheetLargestPt; points >= kSheetReadablePt; points -= kSheetStepPt) {
      if (fits(points, per_block(blocks))) return {points, per_block(blocks)};
    }
  }
  for (double points = kSheetReadablePt - kSheetStepPt; points >= kSheetSmallestPt; points -= kSheetStepPt) {
    for (int blocks = 1; blocks <= tables; ++blocks) {
      if (fits(points, per_block(blocks))) return {points, per_block(blocks)};
    }
  }
  return {kSheetSmallestPt, 1};  // more does not fit one page
}

std::string HtmlTable(const std::vector<std::string>& columns, const std::vector<std::vector<std::string>>& rows) {
  std::string out = "<table>\n<tr>";
  for (const std::string& column : columns) out += "<th>" + EscapeXml(column) + "</th>";
  out += "</tr>\n";
  for (const auto& row : rows) {
    out += "<tr>";
    for (const std::string& cell : row) out += "<td>" + EscapeXml(cell) + "</td>";
    out += "</tr>\n";
  }
  return out + "</table>\n";
}

std::string HtmlCard(const Card& card) {
  std::string out = "<section class=\"card\">\n";
  if (!card.heading.empty()) out += "<p class=\"heading\">" + EscapeXml(card.heading) + "</p>\n";
  out += "<h1>" + EscapeXml(card.title) + "</h1>\n";
  if (card.kind == CardKind::kSheet) {
    // The tables in blocks, each block all the rounds: no entry is cut.
    const SheetLayout layout = LayOutSheet(card);
    const int tables = static_cast<int>(card.columns.size()) - 1;
    for (int first = 0; first < tables; first += layout.tables_per_block) {
      const int last = std::min(tables, first + layout.tables_per_block);
      std::vector<std::string> columns = {card.columns[0]};
      columns.insert(columns.end(), card.columns.begin() + 1 + first, card.columns.begin() + 1 + last);
      std::vector<std::vector<std::string>> rows;
      for (const auto& row : card.rows) {
        std::vector<std::string> part = {row[0]};
        part.insert(part.end(), row.begin() + 1 + first, row.begin() + 1 + last);
        rows.push_back(std::move(part));
      }
      out += HtmlTable(columns, rows);
    }
  } else {
    out += HtmlTable(card.columns, card.rows);
  }
  for (const std::string& note : card.notes) out += "<p>" + EscapeXml(note) + "</p>\n";
  return out + "</section>\n";
}

}  // namespace

std::string BoardsPerRoundWarning(int boards_per_group) {
  if (boards_per_group <= kMostBoardsPerRound) return "";
  return fmt::format("warning: --boards {} is more than the {} boards a round takes in a club session", boards_per_group,
                     kMostBoardsPerRound);
}

std::vector<Card> BuildCards(const Movement& m, const CardOptions& options) {
  const Context x{m, options, ComputeWalking(m, options.absent)};
  std::vector<Card> cards = {MovementSheet(x)};
  for (int t = 0; t < m.tables; ++t) cards.push_back(TableCard(x, t));
  for (int p = 1; p <= m.contestants; ++p) {
    if (p != options.absent) cards.push_back(ContestantCard(x, p));
  }
  return cards;
}

std::string FormatCardsText(const std::vector<Card>& cards) {
  std::string out;
  for (const Card& card : cards) {
    std::vector<std::size_t> width(card.columns.size(), 0);
    for (std::size_t i = 0; i < card.columns.size(); ++i) width[i] = card.columns[i].size();
    for (const auto& row : card.rows) {
      for (std::size_t i = 0; i < row.size(); ++i) width[i] = std::max(width[i], row[i].size());
    }
    const auto line = [&](const std::vector<std::string>& cells) {
      std::string text;
      for (std::size_t i = 0; i < cells.size(); ++i) text += fmt::format("{}{:<{}}", i ? "  " : "", cells[i], width[i]);
      while (!text.empty() && text.back() == ' ') text.pop_back();
      return text + "\n";
    };
    out += out.empty() ? "" : "\n";
    if (!card.heading.empty()) out += card.heading + "\n";
    out += card.title + "\n" + line(card.columns);
    for (const auto& row : card.rows) out += line(row);
    for (const std::string& note : card.notes) out += note + "\n";
  }
  return out;
}

int CardsPerPage(const std::vector<Card>& cards) {
  double tallest = 0;
  for (const Card& card : cards) {
    if (card.kind != CardKind::kSheet) tallest = std::max(tallest, CardHeightCm(card));
  }
  return tallest > 0 ? std::max(1, static_cast<int>(kPrintHeightCm / tallest)) : 1;
}

std::string FormatCardsHtml(const std::string& title, const std::vector<Card>& cards, int per_page) {
  if (per_page <= 0) per_page = CardsPerPage(cards);
  std::string out = fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>{}</title>\n<style>\n"
      "@page {{ margin: 1cm; }}\n"
      "body {{ font-family: sans-serif; margin: 0; line-height: {}; }}\n"
      ".page {{ break-after: page; page-break-after: always; }}\n"
      ".page:last-child {{ break-after: auto; page-break-after: auto; }}\n"
      ".card {{ break-inside: avoid; page-break-inside: avoid; margin-bottom: {}cm; }}\n"
      "h1 {{ font-size: {}pt; margin: 0; }}\n"
      ".heading {{ font-size: {}pt; margin: 0; }}\n"
      "table {{ border-collapse: collapse; font-size: {}pt; margin-bottom: {}cm; }}\n"
      "th, td {{ border: 1px solid #444; padding: {}em {}em; text-align: left; white-space: nowrap; }}\n"
      "th {{ background: #e8e8e8; }}\n"
      "p {{ font-size: {}pt; margin: 0; }}\n"
      ".sheet table, .sheet p {{ font-size: 1em; }}\n"
      "@media screen {{ .page {{ border-bottom: 2px dashed #888; margin-bottom: 1cm; }} }}\n"
      "</style>\n</head>\n<body>\n",
      EscapeXml(title), kLineSpacing, kCardGapCm, kCardTitlePt, kCardHeadingPt, kCardTablePt, kSheetBlockGapCm,
      kCellPadding, kCellSidesEm / 2, kCardNotePt);
  std::size_t i = 0;
  while (i < cards.size()) {
    out += "<div class=\"page\">\n";
    if (cards[i].kind == CardKind::kSheet) {
      out += "<div class=\"sheet\" style=\"font-size: " + fmt::format("{}pt", LayOutSheet(cards[i]).points) + "\">\n" +
             HtmlCard(cards[i]) + "</div>\n";
      ++i;
    } else {
      const CardKind kind = cards[i].kind;
      for (int n = 0; n < per_page && i < cards.size() && cards[i].kind == kind; ++n, ++i) out += HtmlCard(cards[i]);
    }
    out += "</div>\n";
  }
  return out + "</body>\n</html>\n";
}

}  // namespace movebal
