#include "movement/movement.h"

#include <algorithm>

namespace movebal {

Movement Movement::Empty(int contestants, int tables, int rounds, int groups, bool individual) {
  Movement m;
  m.contestants = contestants;
  m.tables = tables;
  m.rounds = rounds;
  m.groups = groups;
  m.individual = individual;
  m.cells.assign(static_cast<std::size_t>(tables) * static_cast<std::size_t>(rounds), Cell{});
  return m;
}

int Movement::OccupiedCells() const {
  return static_cast<int>(std::count_if(cells.begin(), cells.end(),
                                        [](const Cell& c) { return c.occupied(); }));
}

bool Movement::Plays(const Cell& c, int p) const {
  if (!c.occupied() || p <= 0) return false;
  for (int s = 0; s < seats_per_side(); ++s) {
    if (c.ns[s] == p || c.ew[s] == p) return true;
  }
  return false;
}

std::string GroupLabel(const Movement& m, int g) {
  if (g < 0) return "0";
  if (m.NumericGroups()) return std::to_string(g + 1);
  return std::string(1, static_cast<char>('A' + g));
}

}  // namespace movebal
