#include "club/cards.h"

#include <fmt/format.h>

#include <algorithm>

#include "club/markup.h"
#include "movement/json_movement.h"

namespace movebal {
namespace {

std::string Boards(int group, int per_group) {
  const int first = FirstBoard(group, per_group), last = LastBoard(group, per_group);
  return first == last ? std::to_string(first) : fmt::format("{}-{}", first, last);
}

std::string Side(const Movement& m, const std::array<int, 2>& side) {
  return m.individual ? fmt::format("{} & {}", side[0], side[1]) : std::to_string(side[0]);
}

// Tables (1-based) other than `table` that play `group` in round r.
std::vector<int> SharingTables(const Movement& m, int r, int table, int group) {
  std::vector<int> out;
  for (int t = 0; t < m.tables; ++t) {
    if (t != table && m.at(r, t).group == group) out.push_back(t + 1);
  }
  return out;
}

std::string TableList(const std::vector<int>& tables) {
  std::string out;
  for (std::size_t i = 0; i < tables.size(); ++i) out += fmt::format("{}{}", i ? ", " : "", tables[i]);
  return out;
}

// Where the boards of cell (r, t) go: the table(s) playing the group in the
// next round that plays it at all. A gap of rounds means a relay.
std::string NextTables(const Movement& m, int r, int group) {
  for (int later = r + 1; later < m.rounds; ++later) {
    const std::vector<int> tables = SharingTables(m, later, -1, group);
    if (tables.empty()) continue;
    if (later == r + 1) return "table " + TableList(tables);
    return fmt::format("relay, table {} in round {}", TableList(tables), later + 1);
  }
  return "done";
}

// True when cell c is not played because `absent` (0: nobody) sits there.
bool AbsentAt(const Movement& m, const Cell& c, int absent) { return absent > 0 && c.occupied() && m.Plays(c, absent); }

const char* Who(const Movement& m) { return m.individual ? "player" : "pair"; }

Card MovementSheet(const Movement& m, int per_group, int absent) {
  Card card{"Movement sheet", {"Round"}, {}, {}};
  for (int t = 0; t < m.tables; ++t) card.columns.push_back(fmt::format("Table {}", t + 1));
  for (int r = 0; r < m.rounds; ++r) {
    std::vector<std::string> row = {std::to_string(r + 1)};
    for (int t = 0; t < m.tables; ++t) {
      const Cell& c = m.at(r, t);
      if (AbsentAt(m, c, absent)) {
        row.push_back(fmt::format("- ({} {} absent)", Who(m), absent));
      } else {
        row.push_back(c.occupied() ? fmt::format("{} v {}: {}", Side(m, c.ns), Side(m, c.ew), Boards(c.group, per_group))
                                   : "-");
      }
    }
    card.rows.push_back(std::move(row));
  }
  card.notes.push_back(m.individual ? "Each entry: North & South v East & West: boards."
                                    : "Each entry: North-South pair v East-West pair: boards.");
  return card;
}

Card TableCard(const Movement& m, int t, int per_group, int absent) {
  Card card{fmt::format("Table {}", t + 1),
            {"Round", m.individual ? "N & S" : "NS", m.individual ? "E & W" : "EW", "Boards", "Boards go to"}, {}, {}};
  bool shared = false;
  std::vector<int> empty_rounds;
  for (int r = 0; r < m.rounds; ++r) {
    const Cell& c = m.at(r, t);
    if (!c.occupied() || AbsentAt(m, c, absent)) {
      empty_rounds.push_back(r + 1);
      card.rows.push_back({std::to_string(r + 1), "-", "-", "-",
                           c.occupied() ? fmt::format("table empty ({} {} absent)", Who(m), absent) : "table not in use"});
      continue;
    }
    std::string boards = Boards(c.group, per_group);
    const std::vector<int> sharing = SharingTables(m, r, t, c.group);
    if (!sharing.empty()) {
      boards += " *";
      shared = true;
    }
    std::string next = NextTables(m, r, c.group);
    if (!sharing.empty()) next = "shared with table " + TableList(sharing) + "; " + next;
    card.rows.push_back({std::to_string(r + 1), Side(m, c.ns), Side(m, c.ew), boards, next});
  }
  if (shared) card.notes.push_back("* boards shared with another table in the same round: pass them on promptly.");
  if (!empty_rounds.empty() && absent > 0) {
    card.notes.push_back(fmt::format("This table stands empty in round{} {}.", empty_rounds.size() > 1 ? "s" : "",
                                     TableList(empty_rounds)));
  }
  return card;
}

Card ContestantCard(const Movement& m, int p, int per_group, int absent) {
  Card card{fmt::format("{} {}", m.individual ? "Player" : "Pair", p),
            m.individual ? std::vector<std::string>{"Round", "Table", "Seat", "Partner", "Opponents", "Boards"}
                         : std::vector<std::string>{"Round", "Table", "Direction", "Opponents", "Boards"},
            {}, {}};
  static constexpr const char* kSeats[2][2] = {{"North", "South"}, {"East", "West"}};
  for (int r = 0; r < m.rounds; ++r) {
    std::vector<std::string> row;
    for (int t = 0; t < m.tables && row.empty(); ++t) {
      const Cell& c = m.at(r, t);
      if (!m.Plays(c, p)) continue;
      if (AbsentAt(m, c, absent)) {
        row = {std::to_string(r + 1), std::to_string(t + 1), "sit out"};
        row.resize(card.columns.size(), "-");
        card.notes.push_back(fmt::format("Round {}: sit out; wait at table {} ({} {} is absent).", r + 1, t + 1, Who(m), absent));
        break;
      }
      for (int side = 0; side < 2; ++side) {
        const auto& mine = side == 0 ? c.ns : c.ew;
        const auto& theirs = side == 0 ? c.ew : c.ns;
        for (int s = 0; s < m.seats_per_side(); ++s) {
          if (mine[static_cast<std::size_t>(s)] != p) continue;
          row = {std::to_string(r + 1), std::to_string(t + 1)};
          if (m.individual) {
            row.push_back(kSeats[side][s]);
            row.push_back(std::to_string(mine[static_cast<std::size_t>(1 - s)]));
          } else {
            row.push_back(side == 0 ? "North-South" : "East-West");
          }
          row.push_back(Side(m, theirs));
          row.push_back(Boards(c.group, per_group));
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

}  // namespace

std::string BoardsPerRoundWarning(int boards_per_group) {
  if (boards_per_group <= kMostBoardsPerRound) return "";
  return fmt::format("warning: --boards {} is more than the {} boards a round takes in a club session", boards_per_group,
                     kMostBoardsPerRound);
}

std::vector<Card> BuildCards(const Movement& m, int boards_per_group, int absent) {
  std::vector<Card> cards = {MovementSheet(m, boards_per_group, absent)};
  for (int t = 0; t < m.tables; ++t) cards.push_back(TableCard(m, t, boards_per_group, absent));
  for (int p = 1; p <= m.contestants; ++p) {
    if (p != absent) cards.push_back(ContestantCard(m, p, boards_per_group, absent));
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
    out += (out.empty() ? "" : "\n") + card.title + "\n" + line(card.columns);
    for (const auto& row : card.rows) out += line(row);
    for (const std::string& note : card.notes) out += note + "\n";
  }
  return out;
}

std::string FormatCardsHtml(const std::string& title, const std::vector<Card>& cards) {
  std::string out = fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>{}</title>\n<style>\n"
      "body {{ font-family: sans-serif; margin: 0; }}\n"
      ".card {{ padding: 1cm; break-after: page; page-break-after: always; }}\n"
      ".card:last-child {{ break-after: auto; page-break-after: auto; }}\n"
      "h1 {{ font-size: 28pt; margin: 0 0 0.4cm 0; }}\n"
      "table {{ border-collapse: collapse; font-size: 18pt; }}\n"
      "th, td {{ border: 1px solid #444; padding: 0.15cm 0.4cm; text-align: left; }}\n"
      "th {{ background: #e8e8e8; }}\n"
      "p {{ font-size: 14pt; }}\n"
      "@media screen {{ .card {{ border-bottom: 2px dashed #888; }} }}\n"
      "</style>\n</head>\n<body>\n",
      EscapeXml(title));
  for (const Card& card : cards) {
    out += fmt::format("<section class=\"card\">\n<h1>{}</h1>\n<table>\n<tr>", EscapeXml(card.title));
    for (const std::string& column : card.columns) out += "<th>" + EscapeXml(column) + "</th>";
    out += "</tr>\n";
    for (const auto& row : card.rows) {
      out += "<tr>";
      for (const std::string& cell : row) out += "<td>" + EscapeXml(cell) + "</td>";
      out += "</tr>\n";
    }
    out += "</table>\n";
    for (const std::string& note : card.notes) out += "<p>" + EscapeXml(note) + "</p>\n";
    out += "</section>\n";
  }
  return out + "</body>\n</html>\n";
}

}  // namespace movebal
