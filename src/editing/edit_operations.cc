#include "editing/edit_operations.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <utility>

#include "editing/stanza_dealer.h"

namespace movebal {
namespace {

const char* Kind(const Movement& m) { return m.individual ? "an individual movement" : "a pair movement"; }
const char* Contestants(const Movement& m) { return m.individual ? "players" : "pairs"; }

Status SameKind(const Movement& a, const Movement& b) {
  if (a.individual == b.individual) return Ok();
  return Error::Plain(fmt::format("cannot combine {} with {}", Kind(a), Kind(b)));
}

// Every seat of a cell, North-South then East-West.
template <class F>
void ForEachSeat(const Movement& m, Cell& c, F f) {
  for (int s = 0; s < m.seats_per_side(); ++s) {
    f(c.ns[static_cast<std::size_t>(s)]);
    f(c.ew[static_cast<std::size_t>(s)]);
  }
}

// The table of round r where contestant p plays, or -1.
int TableOf(const Movement& m, int r, int p) {
  for (int t = 0; t < m.tables; ++t) {
    if (m.Plays(m.at(r, t), p)) return t;
  }
  return -1;
}

// m with its board groups renumbered by `to` (old 0-based group -> new, or
// -1 for a group that no cell plays) into `groups` groups.
Movement MapGroups(Movement m, const std::vector<int>& to, int groups) {
  for (Cell& c : m.cells) {
    if (c.occupied()) c.group = to[static_cast<std::size_t>(c.group)];
  }
  m.groups = groups;
  return m;
}

Status CheckTable(const Movement& m, int t) {
  if (t >= 1 && t <= m.tables) return Ok();
  return Error::Plain(fmt::format("table {} is not one of the {} tables", t, m.tables));
}

}  // namespace

Result<Movement> SideBySide(const Movement& a, const Movement& b) {
  if (Status same = SameKind(a, b); !same) return same.error();
  if (a.rounds != b.rounds) {
    return Error::Plain(fmt::format("side by side needs the same rounds: {} and {}", a.rounds, b.rounds));
  }
  Movement m = Movement::Empty(a.contestants + b.contestants, a.tables + b.tables, a.rounds,
                               std::max(a.groups, b.groups), a.individual);
  m.group_style = a.group_style;
  for (int r = 0; r < m.rounds; ++r) {
    for (int t = 0; t < a.tables; ++t) m.at(r, t) = a.at(r, t);
    for (int t = 0; t < b.tables; ++t) {
      Cell c = b.at(r, t);
      if (c.occupied()) ForEachSeat(m, c, [&](int& p) { p += a.contestants; });
      m.at(r, a.tables + t) = c;
    }
  }
  return m;
}

Result<Movement> OneAfterOther(const Movement& a, const Movement& b) {
  if (Status same = SameKind(a, b); !same) return same.error();
  if (a.contestants != b.contestants) {
    return Error::Plain(fmt::format("one after the other needs the same {}: {} and {}", Contestants(a),
                                    a.contestants, b.contestants));
  }
  Movement m = Movement::Empty(a.contestants, std::max(a.tables, b.tables), a.rounds + b.rounds,
                               a.groups + b.groups, a.individual);
  m.group_style = a.group_style;
  for (int r = 0; r < a.rounds; ++r) {
    for (int t = 0; t < a.tables; ++t) m.at(r, t) = a.at(r, t);
  }
  for (int r = 0; r < b.rounds; ++r) {
    for (int t = 0; t < b.tables; ++t) {
      Cell c = b.at(r, t);
      if (c.occupied()) c.group += a.groups;
      m.at(a.rounds + r, t) = c;
    }
  }
  return m;
}

Result<Movement> Renumber(const Movement& m, Numbering what, const std::vector<int>& to) {
  static constexpr const char* kNames[] = {"pairs", "tables", "rounds", "board groups"};
  const int count[] = {m.contestants, m.tables, m.rounds, m.groups};
  const int n = count[static_cast<int>(what)];
  const char* name = what == Numbering::kPairs && m.individual ? "players" : kNames[static_cast<int>(what)];
  std::vector<int> sorted = to;
  std::sort(sorted.begin(), sorted.end());
  std::vector<int> identity(static_cast<std::size_t>(n));
  std::iota(identity.begin(), identity.end(), 1);
  if (sorted != identity) {
    return Error::Plain(fmt::format("the new numbers of the {} {} must hold each of 1..{} once, not {} numbers{}", n,
                                    name, n, to.size(), to.size() == identity.size() ? " with a repeat or a gap" : ""));
  }
  const auto moved = [&](int old) { return to[static_cast<std::size_t>(old)] - 1; };  // 0-based both
  Movement out = m;
  for (int r = 0; r < m.rounds; ++r) {
    for (int t = 0; t < m.tables; ++t) {
      Cell c = m.at(r, t);
      switch (what) {
        case Numbering::kPairs:
          if (c.occupied()) ForEachSeat(m, c, [&](int& p) { p = moved(p - 1) + 1; });
          out.at(r, t) = c;
          break;
        case Numbering::kTables: out.at(r, moved(t)) = c; break;
        case Numbering::kRounds: out.at(moved(r), t) = c; break;
        case Numbering::kGroups:
          if (c.occupied()) c.group = moved(c.group);
          out.at(r, t) = c;
          break;
      }
    }
  }
  return out;
}

Result<Movement> Curtail(const Movement& m, int rounds) {
  if (rounds < 1 || rounds > m.rounds) {
    return Error::Plain(fmt::format("cannot curtail {} rounds to {}: give 1..{}", m.rounds, rounds, m.rounds));
  }
  Movement kept = m;
  kept.rounds = rounds;
  kept.cells.resize(static_cast<std::size_t>(rounds) * static_cast<std::size_t>(m.tables));
  std::vector<bool> played(static_cast<std::size_t>(m.groups), false);
  for (const Cell& c : kept.cells) {
    if (c.occupied()) played[static_cast<std::size_t>(c.group)] = true;
  }
  std::vector<int> to(static_cast<std::size_t>(m.groups), -1);
  int groups = 0;
  for (std::size_t g = 0; g < played.size(); ++g) {
    if (played[g]) to[g] = groups++;
  }
  return MapGroups(std::move(kept), to, groups);
}

Result<Movement> RemoveContestant(const Movement& m, int p) {
  if (p < 1 || p > m.contestants) {
    return Error::Plain(fmt::format("{} {} is not one of the {} {}", m.individual ? "player" : "pair", p,
                                    m.contestants, Contestants(m)));
  }
  Movement out = m;
  out.contestants = m.contestants - 1;
  for (Cell& c : out.cells) {
    if (!c.occupied()) continue;
    if (m.Plays(c, p)) {
      c = Cell{};
      continue;
    }
    ForEachSeat(m, c, [&](int& q) {
      if (q > p) --q;
    });
  }
  return out;
}

Result<Movement> AddTable(const Movement& m) {
  Movement out = Movement::Empty(m.contestants, m.tables + 1, m.rounds, m.groups, m.individual);
  out.group_style = m.group_style;
  for (int r = 0; r < m.rounds; ++r) {
    for (int t = 0; t < m.tables; ++t) out.at(r, t) = m.at(r, t);
  }
  return out;
}

Result<Movement> DropEmptyTables(const Movement& m) {
  std::vector<int> kept;
  for (int t = 0; t < m.tables; ++t) {
    for (int r = 0; r < m.rounds; ++r) {
      if (m.at(r, t).occupied()) {
        kept.push_back(t);
        break;
      }
    }
  }
  if (kept.empty()) return Error::Plain("no table is played at: nothing would be left");
  Movement out = Movement::Empty(m.contestants, static_cast<int>(kept.size()), m.rounds, m.groups, m.individual);
  out.group_style = m.group_style;
  for (int r = 0; r < m.rounds; ++r) {
    for (std::size_t t = 0; t < kept.size(); ++t) out.at(r, static_cast<int>(t)) = m.at(r, kept[t]);
  }
  return out;
}

Result<Movement> Barometer(const Movement& m) {
  Movement out = m;
  out.groups = m.rounds;
  for (int r = 0; r < m.rounds; ++r) {
    for (int t = 0; t < m.tables; ++t) {
      if (out.at(r, t).occupied()) out.at(r, t).group = r;
    }
  }
  return out;
}

Result<Movement> FixPair(const Movement& m, int p, int t) {
  if (m.individual) return Error::Plain("a pair fixed to a table needs a pair movement, not an individual one");
  if (p < 1 || p > m.contestants) return Error::Plain(fmt::format("pair {} is not one of the {} pairs", p, m.contestants));
  if (Status table = CheckTable(m, t); !table) return table.error();
  Movement out = m;
  for (int r = 0; r < m.rounds; ++r) {
    const int at = TableOf(m, r, p);
    if (at < 0) {
      return Error::Plain(fmt::format("pair {} sits out round {}: a pair fixed to a table plays every round", p, r + 1));
    }
    std::swap(out.at(r, at), out.at(r, t - 1));
    if (out.at(r, t - 1).ns[0] != p) out.at(r, t - 1).SwitchArrows();
  }
  return out;
}

Result<Movement> FixBoards(const Movement& m, int g, int t) {
  if (g < 1 || g > m.groups) {
    return Error::Plain(fmt::format("board group {} is not one of the {} groups", GroupLabel(m, g - 1), m.groups));
  }
  if (Status table = CheckTable(m, t); !table) return table.error();
  Movement out = m;
  bool played = false;
  for (int r = 0; r < m.rounds; ++r) {
    int at = -1;
    for (int u = 0; u < m.tables; ++u) {
      if (m.at(r, u).group != g - 1) continue;
      if (at >= 0) {
        return Error::Plain(fmt::format("board group {} is played at tables {} and {} in round {}: one set of "
                                        "boards cannot stay at both",
                                        GroupLabel(m, g - 1), at + 1, u + 1, r + 1));
      }
      at = u;
    }
    if (at < 0) continue;
    played = true;
    std::swap(out.at(r, at), out.at(r, t - 1));
  }
  if (!played) return Error::Plain(fmt::format("board group {} is never played", GroupLabel(m, g - 1)));
  return out;
}

Result<Movement> Stanzas(const Movement& m, const std::vector<int>& lengths) {
  const int total = std::accumulate(lengths.begin(), lengths.end(), 0);
  if (lengths.empty() || total != m.rounds || *std::min_element(lengths.begin(), lengths.end()) < 1) {
    return Error::Plain(fmt::format("the stanzas' lengths must be at least 1 each and add up to the {} rounds, not {}",
                                    m.rounds, total));
  }
  Movement out = m;
  out.groups = m.rounds;
  int first = 0;  // the stanza's first round, and its first group
  std::int64_t work = StanzaDealer::kWork;
  for (int k : lengths) {
    const std::vector<int> dealt = StanzaDealer(m, first, k, work).Deal();
    for (int j = 0; j < k; ++j) {
      for (int t = 0; t < m.tables; ++t) {
        const int g = dealt[static_cast<std::size_t>(j * m.tables + t)];
        if (g != Cell::kEmpty) out.at(first + j, t).group = first + g;
      }
    }
    first += k;
  }
  return out;
}

}  // namespace movebal
