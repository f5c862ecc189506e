#include "movement/movement.h"
#include "scoring/score_matrix.h"

#include <algorithm>
#include <limits>

namespace movebal {

int HalfTop(const Movement& m) {
  std::vector<int> plays(static_cast<std::size_t>(std::max(m.groups, 0)), 0);
  for (const Cell& c : m.cells) {
    if (c.occupied() && c.group < m.groups) ++plays[static_cast<std::size_t>(c.group)];
  }
  if (plays.empty()) return -1;
  return *std::min_element(plays.begin(), plays.end()) - 1;
}

ScoreMatrix BuildScoreMatrix(const Movement& m, int h, int absent) {
  ScoreMatrix matrix(m.contestants);
  const int seats = m.seats_per_side();
  std::vector<std::vector<const Cell*>> by_group(static_cast<std::size_t>(std::max(m.groups, 0)));
  for (const Cell& c : m.cells) {
    if (!c.occupied() || m.Plays(c, absent)) continue;
    by_group[static_cast<std::size_t>(c.group)].push_back(&c);
    for (int a = 0; a < seats; ++a) {
      for (int b = 0; b < seats; ++b) matrix.Add(c.ns[a], c.ew[b], h);
    }
    if (m.individual) {
      matrix.Add(c.ns[0], c.ns[1], -h);
      matrix.Add(c.ew[0], c.ew[1], -h);
    }
  }
  for (const auto& cells : by_group) {
    for (std::size_t i = 0; i < cells.size(); ++i) {
      for (std::size_t j = i + 1; j < cells.size(); ++j) {
        const Cell& x = *cells[i];
        const Cell& y = *cells[j];
        for (int a = 0; a < seats; ++a) {
          for (int b = 0; b < seats; ++b) {
            matrix.Add(x.ns[a], y.ns[b], 1);
            matrix.Add(x.ew[a], y.ew[b], 1);
            matrix.Add(x.ns[a], y.ew[b], -1);
            matrix.Add(x.ew[a], y.ns[b], -1);
          }
        }
      }
    }
  }
  return matrix;
}

}  // namespace movebal
