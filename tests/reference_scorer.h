// An independent implementation of the balance model for the tests, written
// straight from the definitions of docs/model.md, "The score matrix" (pairs and individuals):
// every cell and every two cells of a board group are visited one by one, and
// the figures are plain floating-point formulas. It shares no code with
// src/scoring, so agreement between the two is evidence, not tautology.
#ifndef MOVEBAL_TESTS_REFERENCE_SCORER_H_
#define MOVEBAL_TESTS_REFERENCE_SCORER_H_

#include <cmath>
#include <optional>
#include <vector>

#include "movement/movement.h"

namespace movebal::reference {

using Matrix = std::vector<std::vector<long long>>;

struct Seat {
  int who;
  int side;  // +1 North-South, -1 East-West
};

inline std::vector<Seat> SeatsOf(const Movement& m, const Cell& c) {
  std::vector<Seat> seats{{c.ns[0], 1}, {c.ew[0], -1}};
  if (m.individual) {
    seats.push_back({c.ns[1], 1});
    seats.push_back({c.ew[1], -1});
  }
  return seats;
}

inline bool Seated(const Movement& m, const Cell& c, int who) {
  for (const Seat& s : SeatsOf(m, c)) {
    if (s.who == who) return true;
  }
  return false;
}

// h: the fewest plays of any board group, minus one.
inline int HalfTopOf(const Movement& m) {
  std::vector<int> plays(static_cast<std::size_t>(m.groups), 0);
  for (const Cell& c : m.cells) {
    if (c.occupied()) ++plays[static_cast<std::size_t>(c.group)];
  }
  int fewest = plays.empty() ? 0 : plays[0];
  for (int n : plays) fewest = std::min(fewest, n);
  return fewest - 1;
}

// The score matrix with half-top h, without the cells `absent` plays in.
inline Matrix MatrixOf(const Movement& m, int h, int absent) {
  const std::size_t n = static_cast<std::size_t>(m.contestants) + 1;
  Matrix matrix(n, std::vector<long long>(n, 0));
  const auto add = [&](int p, int q, long long d) {
    if (p == q) return;
    matrix[static_cast<std::size_t>(p)][static_cast<std::size_t>(q)] += d;
    matrix[static_cast<std::size_t>(q)][static_cast<std::size_t>(p)] += d;
  };
  std::vector<const Cell*> cells;
  for (const Cell& c : m.cells) {
    if (c.occupied() && !Seated(m, c, absent)) cells.push_back(&c);
  }
  for (const Cell* c : cells) {
    // Opponents at the table +h; partners (individuals) -h.
    const std::vector<Seat> seats = SeatsOf(m, *c);
    for (std::size_t i = 0; i < seats.size(); ++i) {
      for (std::size_t j = i + 1; j < seats.size(); ++j) {
        add(seats[i].who, seats[j].who, seats[i].side != seats[j].side ? h : -h);
      }
    }
  }
  for (std::size_t i = 0; i < cells.size(); ++i) {
    for (std::size_t j = i + 1; j < cells.size(); ++j) {
      if (cells[i]->group != cells[j]->group) continue;
      // Same direction on the same boards +1, opposite directions -1.
      for (const Seat& x : SeatsOf(m, *cells[i])) {
        for (const Seat& y : SeatsOf(m, *cells[j])) add(x.who, y.who, x.side == y.side ? 1 : -1);
      }
    }
  }
  return matrix;
}

// The least sum of squares of n integers with sum s: they are all v or v + 1.
inline long long MinSS(long long s, long long n) {
  const long long v = static_cast<long long>(std::floor(static_cast<long double>(s) / static_cast<long double>(n)));
  const long long k = s - n * v;  // how many are v + 1
  return (n - k) * v * v + k * (v + 1) * (v + 1);
}

// 100 * minSS / SS; a matrix of zeros (SS = 0, nothing compared) counts as
// perfect, the convention documented in scoring/balance.h.
inline double Quality(long long min_ss, long long ss) {
  return ss == 0 ? 100.0 : 100.0 * static_cast<double>(min_ss) / static_cast<double>(ss);
}

struct Sums {
  long long S = 0, N = 0, SS = 0;
};

inline Sums SumsOf(const Matrix& matrix, int P, int absent) {
  Sums sums;
  for (int p = 1; p <= P; ++p) {
    for (int q = p + 1; q <= P; ++q) {
      if (p == absent || q == absent) continue;
      const long long e = matrix[static_cast<std::size_t>(p)][static_cast<std::size_t>(q)];
      sums.S += e;
      sums.SS += e * e;
      ++sums.N;
    }
  }
  return sums;
}

struct Figures {
  int h = 0;
  Matrix matrix;
  long long S = 0, N = 0, SS = 0;
  double Qf = 0, Qc = 0, sd = 0, S4 = 0, d4 = 0, Qo = 0;
  // With one contestant absent a matrix of zeros compares nothing: no
  // figure (std::nullopt), not 100.
  std::vector<std::optional<double>> Qf1;
  std::optional<double> Qf1av, Qf1max;
  std::vector<int> Qf1max_pairs;
};

inline Figures Score(const Movement& m) {
  Figures f;
  const int P = m.contestants;
  f.h = HalfTopOf(m);
  f.matrix = MatrixOf(m, f.h, 0);
  const Sums all = SumsOf(f.matrix, P, 0);
  f.S = all.S;
  f.N = all.N;
  f.SS = all.SS;
  const double S = static_cast<double>(all.S), N = static_cast<double>(all.N), SS = static_cast<double>(all.SS);
  f.Qf = Quality(MinSS(all.S, all.N), all.SS);
  f.Qc = all.SS == 0 ? 100.0 : 100.0 * S * S / (N * SS);
  f.sd = std::sqrt((SS - S * S / N) / N);
  long double s4 = 0;
  const long double mean = static_cast<long double>(all.S) / static_cast<long double>(all.N);
  for (int p = 1; p <= P; ++p) {
    for (int q = p + 1; q <= P; ++q) s4 += std::pow(f.matrix[static_cast<std::size_t>(p)][static_cast<std::size_t>(q)] - mean, 4);
  }
  f.S4 = static_cast<double>(s4);
  f.d4 = std::pow(f.S4 / N, 0.25);

  // Encounter balance: o = times two contestants sit at one table as opponents.
  std::vector<std::vector<int>> meets(static_cast<std::size_t>(P) + 1, std::vector<int>(static_cast<std::size_t>(P) + 1, 0));
  long long meetings = 0;  // for pairs, the number of occupied cells
  for (const Cell& c : m.cells) {
    if (!c.occupied()) continue;
    for (const Seat& x : SeatsOf(m, c)) {
      for (const Seat& y : SeatsOf(m, c)) {
        if (x.side == 1 && y.side == -1) {
          ++meets[static_cast<std::size_t>(std::min(x.who, y.who))][static_cast<std::size_t>(std::max(x.who, y.who))];
          ++meetings;
        }
      }
    }
  }
  const double SN = static_cast<double>(meetings) / N;
  double SSo = 0;
  for (int p = 1; p <= P; ++p) {
    for (int q = p + 1; q <= P; ++q) SSo += std::pow(meets[static_cast<std::size_t>(p)][static_cast<std::size_t>(q)] - SN, 2);
  }
  f.Qo = 100.0 * SN * SN / (SSo / N + SN * SN);

  // Vacancies: drop the absent contestant's cells, use h - 1.
  long long pooled_S = 0, pooled_SS = 0, pooled_N = 0;
  for (int v = 1; v <= P; ++v) {
    const Sums s = SumsOf(MatrixOf(m, f.h - 1, v), P, v);
    if (s.SS == 0) {
      f.Qf1.push_back(std::nullopt);
    } else {
      f.Qf1.push_back(Quality(MinSS(s.S, s.N), s.SS));
    }
    pooled_S += s.S;
    pooled_SS += s.SS;
    pooled_N += s.N;
  }
  if (pooled_SS > 0) f.Qf1av = Quality(MinSS(pooled_S, pooled_N), pooled_SS);
  for (const auto& q : f.Qf1) {
    if (q && (!f.Qf1max || *q > *f.Qf1max)) f.Qf1max = q;
  }
  for (int v = 1; v <= P; ++v) {
    const auto& q = f.Qf1[static_cast<std::size_t>(v - 1)];
    if (q && std::abs(*q - *f.Qf1max) < 1e-9) f.Qf1max_pairs.push_back(v);
  }
  return f;
}

}  // namespace movebal::reference

#endif  // MOVEBAL_TESTS_REFERENCE_SCORER_H_
