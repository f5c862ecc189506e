#include "scoring/walking.h"

#include <algorithm>
#include <cstdlib>

#include "movement/sections.h"

namespace movebal {
namespace {

constexpr int kNowhere = -1;

void Count(MoveTally& tally, int length) {
  ++tally.moves;
  tally.longest = std::max(tally.longest, length);
  tally.longer_than_one += length > 1;
  tally.length += length;
}

bool Seated(const Movement& m, const Cell& c, int absent) { return c.occupied() && !(absent > 0 && m.Plays(c, absent)); }

// tables[round][x]: the 0-based tables at which x (a group, or a contestant
// when `by_contestant`) plays in that round.
std::vector<std::vector<std::vector<int>>> WhereItPlays(const Movement& m, int absent, bool by_contestant) {
  const int items = by_contestant ? m.contestants + 1 : m.groups;
  std::vector<std::vector<std::vector<int>>> where(static_cast<std::size_t>(m.rounds),
                                                   std::vector<std::vector<int>>(static_cast<std::size_t>(items)));
  for (int r = 0; r < m.rounds; ++r) {
    for (int t = 0; t < m.tables; ++t) {
      const Cell& c = m.at(r, t);
      if (!Seated(m, c, absent)) continue;
      auto& round = where[static_cast<std::size_t>(r)];
      if (!by_contestant) {
        round[static_cast<std::size_t>(c.group)].push_back(t);
        continue;
      }
      for (const auto& side : {c.ns, c.ew}) {
        for (int s = 0; s < m.seats_per_side(); ++s) {
          const int p = side[static_cast<std::size_t>(s)];
          if (p > 0) round[static_cast<std::size_t>(p)].push_back(t);
        }
      }
    }
  }
  return where;
}

// The moves of everything between two consecutive rounds in which it plays,
// at a single table both times (a group at several tables is copies, handed
// round, no single move). Rounds of rest in between are steps too: a board
// on a stand or an empty table, or a pair sitting out, covers the distance
// in as many steps, so the move counts as its longest step.
MoveTally Moves(const std::vector<std::vector<std::vector<int>>>& where, int tables) {
  MoveTally tally;
  const std::size_t items = where.empty() ? 0 : where.front().size();
  for (std::size_t x = 0; x < items; ++x) {
    const std::vector<int>* last = nullptr;
    std::size_t last_round = 0;
    for (std::size_t r = 0; r < where.size(); ++r) {
      const auto& now = where[r][x];
      if (now.empty()) continue;
      if (last != nullptr && last->size() == 1 && now.size() == 1) {
        const int steps = static_cast<int>(r - last_round);
        Count(tally, (RingDistance(last->front(), now.front(), tables) + steps - 1) / steps);
      }
      last = &now;
      last_round = r;
    }
  }
  return tally;
}

void Add(MoveTally& total, const MoveTally& part) {
  total.moves += part.moves;
  total.longest = std::max(total.longest, part.longest);
  total.longer_than_one += part.longer_than_one;
  total.length += part.length;
}

WalkingReport WalkingOfOneSection(const Movement& m, int absent);

}  // namespace

int RingDistance(int a, int b, int tables) {
  const int d = std::abs(a - b);
  return std::min(d, tables - d);
}

WalkingReport ComputeWalking(const Movement& m, int absent) {
  const std::vector<SectionPart> parts = FindSections(m);
  WalkingReport w = WalkingOfOneSection(m, absent);
  w.section_copies = w.copies;
  if (parts.size() < 2) return w;
  w.sections = static_cast<int>(parts.size());
  w.section_copies.assign(w.copies.size(), 0);
  // Each section's tables stand in a ring of their own, with boards of
  // their own: moves are counted within it.
  w.boards = w.contestants = MoveTally{};
  w.stationary.clear();
  for (const SectionPart& part : parts) {
    const WalkingReport own = WalkingOfOneSection(SectionMovement(m, part), ContestantInSection(part, absent));
    Add(w.boards, own.boards);
    Add(w.contestants, own.contestants);
    for (int p : own.stationary) w.stationary.push_back(part.contestants[static_cast<std::size_t>(p - 1)]);
    for (std::size_t g = 0; g < own.copies.size(); ++g) w.section_copies[g] = std::max(w.section_copies[g], own.copies[g]);
  }
  std::sort(w.stationary.begin(), w.stationary.end());
  return w;
}

namespace {

WalkingReport WalkingOfOneSection(const Movement& m, int absent) {
  WalkingReport w;
  const auto groups = WhereItPlays(m, absent, false);
  const auto people = WhereItPlays(m, absent, true);
  w.boards = Moves(groups, m.tables);
  w.contestants = Moves(people, m.tables);

  for (int p = 1; p <= m.contestants; ++p) {
    int table = kNowhere;
    bool stays = true;
    for (const auto& round : people) {
      for (int t : round[static_cast<std::size_t>(p)]) {
        stays = stays && (table == kNowhere || table == t);
        table = t;
      }
    }
    if (stays && table != kNowhere) w.stationary.push_back(p);
  }

  w.empty.resize(static_cast<std::size_t>(m.rounds));
  for (int r = 0; r < m.rounds; ++r) {
    for (int t = 0; t < m.tables; ++t) {
      if (!Seated(m, m.at(r, t), absent)) w.empty[static_cast<std::size_t>(r)].push_back(t + 1);
    }
  }
  const bool any_empty = std::any_of(w.empty.begin(), w.empty.end(), [](const auto& e) { return !e.empty(); });
  const bool same = std::all_of(w.empty.begin(), w.empty.end(), [&](const auto& e) { return e == w.empty.front(); });
  w.empty_tables = !any_empty ? EmptyTables::kNone : (same ? EmptyTables::kFixed : EmptyTables::kRoving);

  w.copies.assign(static_cast<std::size_t>(m.groups), 0);
  for (const auto& round : groups) {
    for (std::size_t g = 0; g < round.size(); ++g) {
      w.copies[g] = std::max(w.copies[g], static_cast<int>(round[g].size()));
    }
  }
  w.most_copies = w.copies.empty() ? 0 : *std::max_element(w.copies.begin(), w.copies.end());
  return w;
}

}  // namespace

}  // namespace movebal
