#include "scoring/score_matrix.h"

#include <algorithm>

namespace movebal {
namespace {

// How the matrix is summed. Give every seat of a cell a sign, +1 for NS and -1
// for EW, and let D_g(p) be the sum of p's signs over the cells of board group
// g. The +1/-1 rule over every two distinct cells of g then totals
// D_g(p) * D_g(q), less the product of a cell with itself: -1 for opponents,
// +1 for partners. So, with A = (times opponents) - (times partners),
//   M[p][q] = (h + 1) * A[p][q] + sum over g of D_g(p) * D_g(q),
// which costs the number of cells plus, per group, the square of the number of
// contestants playing it, instead of the square of the group's cells.

// D_g(p) of every group g and contestant p, at [g * (P + 1) + p].
std::vector<std::int64_t> GroupBalance(const Movement& m, int absent) {
  const std::size_t stride = static_cast<std::size_t>(m.contestants) + 1;
  std::vector<std::int64_t> balance(static_cast<std::size_t>(std::max(m.groups, 0)) * stride, 0);
  for (const Cell& c : m.cells) {
    if (!c.occupied() || m.Plays(c, absent)) continue;
    const std::size_t row = static_cast<std::size_t>(c.group) * stride;
    for (int s = 0; s < m.seats_per_side(); ++s) {
      ++balance[row + static_cast<std::size_t>(c.ns[s])];
      --balance[row + static_cast<std::size_t>(c.ew[s])];
    }
  }
  return balance;
}

// Adds weight * A of one cell: weight for opponents, -weight for partners.
void AddTableWeight(const Movement& m, const Cell& c, std::int64_t weight, ScoreMatrix& matrix) {
  for (int a = 0; a < m.seats_per_side(); ++a) {
    for (int b = 0; b < m.seats_per_side(); ++b) matrix.Add(c.ns[a], c.ew[b], weight);
  }
  if (m.individual) {
    matrix.Add(c.ns[0], c.ns[1], -weight);
    matrix.Add(c.ew[0], c.ew[1], -weight);
  }
}

}  // namespace

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
  for (const Cell& c : m.cells) {
    if (c.occupied() && !m.Plays(c, absent)) AddTableWeight(m, c, h + 1, matrix);
  }
  const std::vector<std::int64_t> balance = GroupBalance(m, absent);
  const std::size_t stride = static_cast<std::size_t>(m.contestants) + 1;
  std::vector<int> playing;
  for (std::size_t row = 0; row < balance.size(); row += stride) {
    playing.clear();
    for (int p = 1; p <= m.contestants; ++p) {
      if (balance[row + static_cast<std::size_t>(p)] != 0) playing.push_back(p);
    }
    for (std::size_t i = 0; i < playing.size(); ++i) {
      const std::int64_t di = balance[row + static_cast<std::size_t>(playing[i])];
      for (std::size_t j = i + 1; j < playing.size(); ++j) {
        matrix.Add(playing[i], playing[j], di * balance[row + static_cast<std::size_t>(playing[j])]);
      }
    }
  }
  return matrix;
}

VacancyMatrices::VacancyMatrices(const Movement& m, int h)
    : movement_(m),
      h_(h),
      base_(BuildScoreMatrix(m, h - 1)),
      balance_(GroupBalance(m, 0)),
      cells_of_(static_cast<std::size_t>(m.contestants) + 1) {
  for (std::size_t i = 0; i < m.cells.size(); ++i) {
    const Cell& c = m.cells[i];
    if (!c.occupied()) continue;
    for (int s = 0; s < m.seats_per_side(); ++s) {
      cells_of_[static_cast<std::size_t>(c.ns[s])].push_back(static_cast<int>(i));
      cells_of_[static_cast<std::size_t>(c.ew[s])].push_back(static_cast<int>(i));
    }
  }
}

void VacancyMatrices::For(int absent, ScoreMatrix& matrix) const {
  // With K the absent contestant's cells and delta_g(p) the part of D_g(p)
  // that comes from K, the formula above with h - 1 turns into
  //   M_K = M - h * A_K - sum over g of (delta_g D_g' + D_g delta_g' - delta_g delta_g')
  // where only the rows of K's contestants change.
  const Movement& m = movement_;
  const std::size_t stride = static_cast<std::size_t>(m.contestants) + 1;
  matrix = base_;
  struct Part {
    int group, contestant;
    std::int64_t delta;
  };
  std::vector<Part> parts;  // delta_g(p), merged below to one entry per (g, p)
  for (int index : cells_of_[static_cast<std::size_t>(absent)]) {
    const Cell& c = m.cells[static_cast<std::size_t>(index)];
    AddTableWeight(m, c, -h_, matrix);
    for (int s = 0; s < m.seats_per_side(); ++s) {
      parts.push_back({c.group, c.ns[s], 1});
      parts.push_back({c.group, c.ew[s], -1});
    }
  }
  std::sort(parts.begin(), parts.end(), [](const Part& a, const Part& b) {
    return a.group != b.group ? a.group < b.group : a.contestant < b.contestant;
  });
  std::vector<Part> merged;
  for (const Part& part : parts) {
    if (!merged.empty() && merged.back().group == part.group && merged.back().contestant == part.contestant) {
      merged.back().delta += part.delta;
    } else {
      merged.push_back(part);
    }
  }
  for (std::size_t i = 0; i < merged.size(); ++i) {
    const Part& a = merged[i];
    const std::size_t row = static_cast<std::size_t>(a.group) * stride;
    for (int q = 1; q <= m.contestants; ++q) matrix.Add(a.contestant, q, -a.delta * balance_[row + static_cast<std::size_t>(q)]);
    for (std::size_t j = i + 1; j < merged.size() && merged[j].group == a.group; ++j) {
      matrix.Add(a.contestant, merged[j].contestant, a.delta * merged[j].delta);
    }
  }
}

}  // namespace movebal
