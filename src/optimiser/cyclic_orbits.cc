#include "optimiser/cyclic_orbits.h"

#include <cstddef>

namespace movebal {

namespace {

// Who meets whom: per round and pair, the cell and the opponent.
struct Meetings {
  int pairs = 0, rounds = 0;
  std::vector<int> cell, opponent;  // [round * (pairs + 1) + pair]
  int CellOf(int round, int pair) const { return cell[At(round, pair)]; }
  int Opponent(int round, int pair) const { return opponent[At(round, pair)]; }
  std::size_t At(int round, int pair) const { return static_cast<std::size_t>(round * (pairs + 1) + pair); }
};

// The meetings of a complete round robin of pairs, all tables busy, or nothing.
std::optional<Meetings> RoundRobin(const Movement& m) {
  const int P = m.contestants;
  if (m.individual || P < 4 || P != 2 * m.tables || m.rounds != P - 1) return std::nullopt;
  Meetings mt;
  mt.pairs = P;
  mt.rounds = m.rounds;
  mt.cell.assign(static_cast<std::size_t>(m.rounds * (P + 1)), -1);
  mt.opponent = mt.cell;
  std::vector<char> met(static_cast<std::size_t>((P + 1) * (P + 1)), 0);
  for (int r = 0; r < m.rounds; ++r) {
    for (int t = 0; t < m.tables; ++t) {
      const Cell& c = m.at(r, t);
      const int a = c.ns[0], b = c.ew[0];
      if (!c.occupied() || a < 1 || a > P || b < 1 || b > P || a == b) return std::nullopt;
      char& once = met[static_cast<std::size_t>(a * (P + 1) + b)];
      if (once || mt.cell[mt.At(r, a)] >= 0 || mt.cell[mt.At(r, b)] >= 0) return std::nullopt;
      once = met[static_cast<std::size_t>(b * (P + 1) + a)] = 1;
      const int k = r * m.tables + t;
      mt.cell[mt.At(r, a)] = mt.cell[mt.At(r, b)] = k;
      mt.opponent[mt.At(r, a)] = b;
      mt.opponent[mt.At(r, b)] = a;
    }
  }
  return mt;
}

}  // namespace

std::optional<CellOrbits> CyclicOrbits(const Movement& m) {
  const std::optional<Meetings> meetings = RoundRobin(m);
  if (!meetings) return std::nullopt;
  const Meetings& mt = *meetings;
  const int P = m.contestants, R = m.rounds;
  // The fixed pair f meets x_r in round r; the symmetry must take x_r to
  // x_(r+1), which settles it for every candidate f.
  for (int f = 1; f <= P; ++f) {
    std::vector<int> sigma(static_cast<std::size_t>(P + 1), 0);
    sigma[static_cast<std::size_t>(f)] = f;
    for (int r = 0; r < R; ++r) sigma[static_cast<std::size_t>(mt.Opponent(r, f))] = mt.Opponent((r + 1) % R, f);
    std::vector<int> image(m.cells.size(), -1), group_image(static_cast<std::size_t>(m.groups), -1);
    std::vector<char> group_taken(static_cast<std::size_t>(m.groups), 0);
    bool symmetric = true;
    for (int k = 0; k < static_cast<int>(m.cells.size()) && symmetric; ++k) {
      const Cell& c = m.cells[static_cast<std::size_t>(k)];
      const int next = (k / m.tables + 1) % R;
      const int a = sigma[static_cast<std::size_t>(c.ns[0])], b = sigma[static_cast<std::size_t>(c.ew[0])];
      if (mt.Opponent(next, a) != b) {
        symmetric = false;
        break;
      }
      const int k2 = mt.CellOf(next, a);
      image[static_cast<std::size_t>(k)] = k2;
      int& g = group_image[static_cast<std::size_t>(c.group)];
      const int g2 = m.cells[static_cast<std::size_t>(k2)].group;
      if (g < 0) {
        if (group_taken[static_cast<std::size_t>(g2)]) symmetric = false;
        g = g2;
        group_taken[static_cast<std::size_t>(g2)] = 1;
      } else if (g != g2) {
        symmetric = false;
      }
    }
    if (!symmetric) continue;
    CellOrbits result;
    result.to_symmetric.assign(m.cells.size(), false);
    for (int t = 0; t < m.tables; ++t) {
      std::vector<int> orbit;
      int k = t, north = m.cells[static_cast<std::size_t>(t)].ns[0];
      for (int r = 0; r < R; ++r) {
        orbit.push_back(k);
        result.to_symmetric[static_cast<std::size_t>(k)] = m.cells[static_cast<std::size_t>(k)].ns[0] != north;
        north = sigma[static_cast<std::size_t>(north)];
        k = image[static_cast<std::size_t>(k)];
      }
      result.orbits.push_back(std::move(orbit));
    }
    return result;
  }
  return std::nullopt;
}

}  // namespace movebal
