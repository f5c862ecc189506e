#include "club/cards.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <map>
#include <tuple>

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

// Where a bye stand stands between tables `from` and `to` (1-based) of the
// ring; empty when they are neither the same nor next to each other (the
// boards are carried: a relay).
std::string StandPlace(const Context& x, int from, int to) {
  if (from == to) return "beside table " + x.Label(from);
  if (RingDistance(from - 1, to - 1, x.m.tables) != 1) return "";
  const bool wraps = std::abs(from - to) != 1;  // the last table and table 1
  const int low = wraps ? std::max(from, to) : std::min(from, to), high = wraps ? std::min(from, to) : std::max(from, to);
  return fmt::format("between tables {} and {}", x.Label(low), x.Label(high));
}

// Where the boards of table t in round r go: the table(s) playing the group
// in the next round that plays it at all. A round of rest on the way is a
// bye stand next to both tables, or else a relay.
std::string NextTables(const Context& x, int r, int t, int group) {
  for (int later = r + 1; later < x.m.rounds; ++later) {
    const std::vector<int> tables = SharingTables(x.m, later, -1, group);
    if (tables.empty()) continue;
    const bool here = tables == std::vector<int>{t + 1};
    if (later == r + 1) return here ? "stay at this table" : "table " + x.Tables(tables);
    if (later == r + 2 && here && !x.m.at(r + 1, t).occupied()) return "stay at this table";  // it rests here
    const std::string stand = tables.size() == 1 ? StandPlace(x, t + 1, tables.front()) : "";
    if (later == r + 2 && !stand.empty()) return "bye stand " + stand;
    return fmt::format("relay, table {} in round {}", x.Tables(tables), later + 1);
  }
  return "done";
}

// A bye stand: where boards rest for a round, between the table that played
// them and the one that plays them next.
struct Stand {
  int from = 0, to = 0;  // 1-based tables
  std::string place;     // StandPlace
  std::string name;      // "1-2", or "3" beside table 3
};

// The bye stands of the evening, in table order, and per round the
// groups resting on each: played one round before and one round after at
// the tables it stands between.
struct Stands {
  std::vector<Stand> stands;
  std::vector<std::vector<std::vector<int>>> groups;  // [round][stand]

  explicit Stands(const Context& x) : groups(static_cast<std::size_t>(x.m.rounds)) {
    const Movement& m = x.m;
    std::vector<std::tuple<int, int, int, int>> resting;  // from, to, round, group
    for (int r = 1; r + 1 < m.rounds; ++r) {
      for (int g = 0; g < m.groups; ++g) {
        const std::vector<int> before = SharingTables(m, r - 1, -1, g), after = SharingTables(m, r + 1, -1, g);
        if (!SharingTables(m, r, -1, g).empty() || before.size() != 1 || after.size() != 1) continue;
        if (StandPlace(x, before.front(), after.front()).empty()) continue;
        if (before == after && !m.at(r, before.front() - 1).occupied()) continue;  // rests on its idle table
        resting.emplace_back(before.front(), after.front(), r, g);
      }
    }
    std::sort(resting.begin(), resting.end());  // the stands in table order
    for (const auto& [from, to, r, g] : resting) {
      if (stands.empty() || stands.back().from != from || stands.back().to != to) {
        stands.push_back({from, to, StandPlace(x, from, to),
                          from == to ? x.Label(from) : fmt::format("{}-{}", x.Label(from), x.Label(to))});
      }
    }
    for (auto& round : groups) round.resize(stands.size());
    for (const auto& [from, to, r, g] : resting) {
      const auto at = std::find_if(stands.begin(), stands.end(),
                                   [f = from, t = to](const Stand& s) { return s.from == f && s.to == t; });
      groups[static_cast<std::size_t>(r)][static_cast<std::size_t>(at - stands.begin())].push_back(g);
    }
  }
};

// The contestants (1-based) that play some round but not round r, the
// absent one aside: they sit out (a bye).
std::vector<int> SittingOut(const Context& x, int r) {
  std::vector<int> out;
  for (int p = 1; p <= x.m.contestants; ++p) {
    if (p == x.options.absent) continue;
    bool now = false, ever = false;
    for (int round = 0; round < x.m.rounds; ++round) {
      for (int t = 0; t < x.m.tables; ++t) {
        const Cell& c = x.m.at(round, t);
        if (!x.m.Plays(c, p) || x.AbsentAt(c)) continue;
        ever = true;
        now = now || round == r;
      }
    }
    if (ever && !now) out.push_back(p);
  }
  return out;
}

std::string Heading(const CardOptions& options) {
  if (!options.section.named()) return options.title;
  if (options.title.empty()) return "Section " + options.section.letter();
  return fmt::format("{}, section {}", options.title, options.section.letter());
}

std::string GroupsText(const std::vector<int>& groups, int per_group) {
  std::string out;
  for (int g : groups) out += (out.empty() ? "" : ", ") + Boards(g, per_group);
  return out;
}

std::string JoinLabels(const Context& x, const std::vector<int>& items) {
  std::string out;
  for (int p : items) out += (out.empty() ? "" : ", ") + x.Label(p);
  return out;
}

// "3 sets of every board; 2 sets of boards 1-3, 7-9": the groups played at
// several tables in one round, by the sets they need, most first; empty
// when one set of each is enough.
std::string SetsNeeded(const Context& x) {
  std::map<int, std::vector<int>, std::greater<>> groups_by_sets;
  for (int g = 0; g < x.m.groups; ++g) {
    if (x.Copies(g) > 1) groups_by_sets[x.Copies(g)].push_back(g);
  }
  std::string copies;
  for (const auto& [sets, groups] : groups_by_sets) {
    const bool every = static_cast<int>(groups.size()) == x.m.groups;
    copies += fmt::format("{}{} sets of {}", copies.empty() ? "" : "; ", sets,
                          every ? "every board" : "boards " + GroupsText(groups, x.options.boards_per_group));
  }
  return copies;
}

Card MovementSheet(const Context& x, const Stands& stands) {
  const Movement& m = x.m;
  Card card{CardKind::kSheet, "Movement sheet", Heading(x.options), {"Round"}, {}, {}};
  for (int t = 0; t < m.tables; ++t) card.columns.push_back("Table " + x.Label(t + 1));
  bool byes = false;
  for (int r = 0; r < m.rounds && !byes; ++r) byes = !SittingOut(x, r).empty();
  if (byes) card.columns.push_back("Sits out");
  for (const Stand& stand : stands.stands) card.columns.push_back("Stand " + stand.name);
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
    if (byes) {
      const std::string out = JoinLabels(x, SittingOut(x, r));
      row.push_back(out.empty() ? "-" : out);
    }
    for (const auto& groups : stands.groups[static_cast<std::size_t>(r)]) {
      row.push_back(groups.empty() ? "-" : GroupsText(groups, x.options.boards_per_group));
    }
    card.rows.push_back(std::move(row));
  }
  card.notes.push_back(m.individual ? "Each entry: North & South v East & West: boards."
                                    : "Each entry: North-South pair v East-West pair: boards.");
  if (byes) card.notes.push_back(fmt::format("Sits out: the {}s with no table that round (a bye).", x.Who()));
  for (const Stand& stand : stands.stands) {
    card.notes.push_back(fmt::format("Stand {}: a bye stand {}; the boards on it rest a round on their way from table {} to table {}.",
                                     stand.name, stand.place, x.Label(stand.from), x.Label(stand.to)));
  }
  if (const std::string copies = SetsNeeded(x); !copies.empty()) {
    card.notes.push_back("Boards played at several tables in one round need a set for each table: " + copies + ".");
  }
  return card;
}

// Where each group is set out before round 1: at the tables that play it
// then, or where it waits for its first round (the bye stand leading to
// that table, or beside it), with the sets it needs.
Card SetOutCard(const Context& x, const Stands& stands) {
  const Movement& m = x.m;
  Card card{CardKind::kSetOut, "Setting out the boards", Heading(x.options), {"Boards", "Sets", "Before round 1, put at"}, {}, {}};
  for (int g = 0; g < m.groups; ++g) {
    std::string where;
    for (int r = 0; r < m.rounds && where.empty(); ++r) {
      const std::vector<int> tables = SharingTables(m, r, -1, g);
      if (tables.empty()) continue;
      if (r == 0) {
        where = (tables.size() == 1 ? "table " : "tables ") + x.Tables(tables);
        break;
      }
      const auto stand = std::find_if(stands.stands.begin(), stands.stands.end(), [&](const Stand& s) {
        return s.to == tables.front() && s.from != s.to;
      });
      bool idle = true;  // the table stands empty until then: the boards wait on it
      for (int before = 0; before < r; ++before) idle = idle && !m.at(before, tables.front() - 1).occupied();
      where = stand != stands.stands.end() ? fmt::format("stand {} (table {} in round {})", stand->name, x.Label(tables.front()), r + 1)
                                           : fmt::format("{} {} (played there in round {})", idle ? "table" : "beside table",
                                                         x.Label(tables.front()), r + 1);
    }
    if (where.empty()) continue;  // a group no round plays
    card.rows.push_back({Boards(g, x.options.boards_per_group), std::to_string(std::max(1, x.Copies(g))), where});
  }
  const std::string copies = SetsNeeded(x);
  card.notes.push_back(copies.empty() ? "One set of each board is enough." : "Sets needed: " + copies + ".");
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

// The side a pair usually sits: the one of at least two thirds of its
// rounds (a Mitchell's, with its arrow switches); -1 when it has none (a
// Howell pair, whose card says its direction every round) or never plays.
int UsualSide(const Context& x, int p) {
  int count[2] = {0, 0};
  for (int r = 0; r < x.m.rounds; ++r) {
    if (const int side = SideOf(x, r, p); side >= 0) ++count[side];
  }
  for (int side : {0, 1}) {
    if (3 * count[side] >= 2 * (count[0] + count[1]) && count[side] > count[1 - side]) return side;
  }
  return -1;
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
    std::string next = NextTables(x, r, t, c.group);
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

// The table (0-based) contestant p plays at in round r, or -1.
int TableOf(const Context& x, int r, int p) {
  for (int t = 0; t < x.m.tables; ++t) {
    const Cell& c = x.m.at(r, t);
    if (x.m.Plays(c, p) && !x.AbsentAt(c)) return t;
  }
  return -1;
}

// A contestant that moves the same way round after round (a Mitchell's
// East-West pair: one table down) is told where it moves otherwise (a skip):
// "Round 5: skip a table: go to table 7, not 6." Empty when it has no
// usual move (two thirds of its moves) or never leaves it.
std::string SkipNote(const Context& x, int p) {
  const int tables = x.m.tables;
  std::map<int, int> steps;  // ring step -> how often
  std::vector<std::pair<int, int>> moves;  // (round of arrival, 0-based), step
  for (int r = 1; r < x.m.rounds; ++r) {
    const int from = TableOf(x, r - 1, p), to = TableOf(x, r, p);
    if (from < 0 || to < 0) continue;
    const int step = ((to - from) % tables + tables) % tables;
    ++steps[step];
    moves.emplace_back(r, step);
  }
  const auto usual = std::max_element(steps.begin(), steps.end(), [](auto a, auto b) { return a.second < b.second; });
  if (usual == steps.end() || usual->first == 0 || 3 * usual->second < 2 * static_cast<int>(moves.size())) return "";
  std::string out;
  for (const auto& [r, step] : moves) {
    if (step == usual->first) continue;
    const int from = TableOf(x, r - 1, p);
    out += fmt::format("{}Round {}: go to table {}, not {}", out.empty() ? "" : "; ", r + 1, x.Label(TableOf(x, r, p) + 1),
                       x.Label((from + usual->first) % tables + 1));
  }
  return out.empty() ? "" : out + " (a skip).";
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
            if (usual >= 0 && side != usual) card.notes.push_back(fmt::format("Round {}: this round you sit {}.", r + 1, kDirections[side]));
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
  if (std::string skips = SkipNote(x, p); !skips.empty()) card.notes.push_back(std::move(skips));
  return card;
}

// Print geometry, in centimetres: the part of a page that both A4 (21 x
// 29.7) and Letter (21.6 x 27.9) leave inside 1 cm margins, with room to
// spare for the browser's rounding.
constexpr double kPrintWidthCm = 18.5;
constexpr double kPrintHeightCm = 24.5;
constexpr double kCmPerPoint = 2.54 / 72;
// Type and spacing of a card, in em of its table type, so that a page of
// cards scales as one: a card's height is its height in em times the type.
constexpr double kCardTitleEm = 4.0 / 3, kCardHeadingEm = 5.0 / 6, kCardNoteEm = 5.0 / 6;
constexpr double kCardGapEm = 2;         // between cards on a page, for the scissors
constexpr double kTableGapEm = 1.0 / 3;  // under a table
constexpr double kBorderEm = 0.07;       // a row's border line (1 px at 10 to 12 pt)
// The table type of the cards: the largest size, and the least to which it
// shrinks to get one more card on a page when CardsPerPage chooses.
constexpr double kCardLargestPt = 12, kCardReadablePt = 10;
constexpr double kLineSpacing = 1.25;  // CSS line-height
constexpr double kCellPadding = 0.25;  // em, above and below a table cell
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

// A card's height in em of its table type; a note's lines as wrapped at
// the largest type (at a smaller one it takes no more).
double CardHeightEm(const Card& card) {
  const double note_chars_per_line = kPrintWidthCm / (kCharEm * kCardNoteEm * kCardLargestPt * kCmPerPoint);
  double lines = 0;
  for (const std::string& note : card.notes) lines += std::ceil(static_cast<double>(note.size()) / note_chars_per_line);
  return (card.heading.empty() ? 0 : kCardHeadingEm * kLineSpacing) + kCardTitleEm * kLineSpacing +
         (kLineSpacing + 2 * kCellPadding + kBorderEm) * static_cast<double>(card.rows.size() + 1) + kTableGapEm +
         kCardNoteEm * kLineSpacing * lines + kCardGapEm;
}

// The table type (points) at which `per_page` cards `height_em` tall fill a
// page, at most the largest type.
double PagePoints(double height_em, int per_page) {
  return std::min(kCardLargestPt, kPrintHeightCm / (per_page * height_em * kCmPerPoint));
}

// How the sheet is laid out: its type size and the tables per block.
struct SheetLayout {
  double points;
  int tables_per_block;
  bool fits;
};

// The fewest blocks of tables that fit the page in readable type (at least
// kSheetReadablePt), in the largest type they allow, with `below_em` more
// (in em of that type) under the sheet; failing that, the largest type that
// fits at all (then `fits` is false when even the smallest does not).
SheetLayout LayOutSheet(const Card& sheet, double below_em = 0) {
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
                          2 * notes * LineCm(points) + below_em * em;  // a note may take two lines
    return round_column + per_block * column <= kPrintWidthCm && height <= kPrintHeightCm;
  };
  const auto per_block = [&](int blocks) { return (tables + blocks - 1) / blocks; };  // blocks evened out
  for (int blocks = 1; blocks <= tables; ++blocks) {
    for (double points = kSheetLargestPt; points >= kSheetReadablePt; points -= kSheetStepPt) {
      if (fits(points, per_block(blocks))) return {points, per_block(blocks), true};
    }
  }
  for (double points = kSheetReadablePt - kSheetStepPt; points >= kSheetSmallestPt; points -= kSheetStepPt) {
    for (int blocks = 1; blocks <= tables; ++blocks) {
      if (fits(points, per_block(blocks))) return {points, per_block(blocks), true};
    }
  }
  return {kSheetSmallestPt, 1, false};  // more does not fit one page
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

// A card as HTML; a sheet is laid out with `below_em` more under it.
std::string HtmlCard(const Card& card, double below_em = 0) {
  std::string out = "<section class=\"card\">\n";
  if (!card.heading.empty()) out += "<p class=\"heading\">" + EscapeXml(card.heading) + "</p>\n";
  out += "<h1>" + EscapeXml(card.title) + "</h1>\n";
  if (card.kind == CardKind::kSheet) {
    // The tables in blocks, each block all the rounds: no entry is cut.
    const SheetLayout layout = LayOutSheet(card, below_em);
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

bool OnePerPage(CardKind kind) { return kind == CardKind::kSheet || kind == CardKind::kSetOut; }

// The tallest card of `kind`, in em.
double TallestEm(const std::vector<Card>& cards, CardKind kind) {
  double tallest = 0;
  for (const Card& card : cards) {
    if (card.kind == kind) tallest = std::max(tallest, CardHeightEm(card));
  }
  return tallest;
}

}  // namespace

std::string BoardsPerRoundWarning(int boards_per_group) {
  if (boards_per_group == 1) return "warning: --boards 1 is fewer than the 2 to 8 boards a round takes in a club session";
  if (boards_per_group <= kMostBoardsPerRound) return "";
  return fmt::format("warning: --boards {} is more than the {} boards a round takes in a club session", boards_per_group,
                     kMostBoardsPerRound);
}

std::vector<Card> BuildCards(const Movement& m, const CardOptions& options) {
  const Context x{m, options, ComputeWalking(m, options.absent)};
  const Stands stands(x);
  std::vector<Card> cards = {MovementSheet(x, stands), SetOutCard(x, stands)};
  for (int t = 0; options.table_cards && t < m.tables; ++t) cards.push_back(TableCard(x, t));
  for (int p = 1; options.contestant_cards && p <= m.contestants; ++p) {
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
  const double tallest = std::max(TallestEm(cards, CardKind::kTable), TallestEm(cards, CardKind::kContestant));
  if (tallest <= 0) return 1;
  return std::max(1, static_cast<int>(kPrintHeightCm / (tallest * kCardReadablePt * kCmPerPoint)));
}

std::string FormatCardsHtml(const std::string& title, const std::vector<Card>& cards, int per_page) {
  if (per_page <= 0) per_page = CardsPerPage(cards);
  std::string out = fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>{}</title>\n<style>\n"
      "@page {{ margin: 1cm; }}\n"
      "body {{ font-family: sans-serif; margin: 0; line-height: {}; }}\n"
      ".page {{ break-after: page; page-break-after: always; }}\n"
      ".page:last-child {{ break-after: auto; page-break-after: auto; }}\n"
      ".card {{ break-inside: avoid; page-break-inside: avoid; margin-bottom: {}em; }}\n"
      "h1 {{ font-size: {:.4f}em; margin: 0; }}\n"
      ".heading {{ font-size: {:.4f}em; margin: 0; }}\n"
      "table {{ border-collapse: collapse; font-size: 1em; margin-bottom: {:.4f}em; }}\n"
      "th, td {{ border: 1px solid #444; padding: {}em {}em; text-align: left; white-space: nowrap; }}\n"
      "th {{ background: #e8e8e8; }}\n"
      "p {{ font-size: {:.4f}em; margin: 0; }}\n"
      ".sheet table, .sheet p {{ font-size: 1em; }}\n"
      ".sheet table {{ margin-bottom: {}cm; }}\n"
      "@media screen {{ .page {{ border-bottom: 2px dashed #888; margin-bottom: 1cm; }} }}\n"
      "</style>\n</head>\n<body>\n",
      EscapeXml(title), kLineSpacing, kCardGapEm, kCardTitleEm, kCardHeadingEm, kTableGapEm, kCellPadding,
      kCellSidesEm / 2, kCardNoteEm, kSheetBlockGapCm);
  // Each kind of card in one type, the largest at which `per_page` of its
  // tallest fill a page: a page never spills onto the next.
  const auto points = [&](CardKind kind, int n) { return PagePoints(TallestEm(cards, kind), n); };
  std::size_t i = 0;
  while (i < cards.size()) {
    const CardKind kind = cards[i].kind;
    if (kind == CardKind::kSheet) {
      // The set-out card under the sheet when both fit a page in readable type.
      const bool with = i + 1 < cards.size() && cards[i + 1].kind == CardKind::kSetOut;
      const double below = with ? CardHeightEm(cards[i + 1]) : 0;
      const SheetLayout both = LayOutSheet(cards[i], below);
      const bool together = with && both.fits && both.points >= kSheetReadablePt;
      const double sheet_points = together ? both.points : LayOutSheet(cards[i]).points;
      out += "<div class=\"page\">\n<div class=\"sheet\" style=\"font-size: " + fmt::format("{}pt", sheet_points) +
             "\">\n" + HtmlCard(cards[i], together ? below : 0) + "</div>\n";
      if (together) out += fmt::format("<div style=\"font-size: {}pt\">\n", sheet_points) + HtmlCard(cards[i + 1]) + "</div>\n";
      out += "</div>\n";
      i += together ? 2 : 1;
      continue;
    }
    const int n = OnePerPage(kind) ? 1 : per_page;
    out += fmt::format("<div class=\"page\" style=\"font-size: {:.2f}pt\">\n", std::floor(points(kind, n) * 100) / 100);
    for (int k = 0; k < n && i < cards.size() && cards[i].kind == kind; ++k, ++i) out += HtmlCard(cards[i]);
    out += "</div>\n";
  }
  return out + "</body>\n</html>\n";
}

}  // namespace movebal
