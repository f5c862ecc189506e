#include "optimiser/cyclic_orbits.h"

#include <algorithm>
#include <cstddef>
#include <numeric>
#include <optional>

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

// A map of the movement onto itself: per pair its image, per cell its image
// and whether the image's North-South pair is the image of the cell's.
struct CellMap {
  std::vector<int> cell;
  std::vector<char> turned;
};

// The cell map that renames the pairs by `pair_image` and moves round r to
// round_image[r], when every meeting lands on a meeting and every board
// group on one group; nothing otherwise.
std::optional<CellMap> MapOf(const Movement& m, const Meetings& mt, const std::vector<int>& pair_image,
                             const std::vector<int>& round_image) {
  CellMap map;
  map.cell.assign(m.cells.size(), -1);
  map.turned.assign(m.cells.size(), 0);
  std::vector<int> group_image(static_cast<std::size_t>(m.groups), -1);
  std::vector<char> group_taken(static_cast<std::size_t>(m.groups), 0);
  for (std::size_t k = 0; k < m.cells.size(); ++k) {
    const Cell& c = m.cells[k];
    const int round = round_image[k / static_cast<std::size_t>(m.tables)];
    const int a = pair_image[static_cast<std::size_t>(c.ns[0])], b = pair_image[static_cast<std::size_t>(c.ew[0])];
    if (mt.Opponent(round, a) != b) return std::nullopt;
    const int k2 = mt.CellOf(round, a);
    map.cell[k] = k2;
    map.turned[k] = m.cells[static_cast<std::size_t>(k2)].ns[0] != a;
    int& g = group_image[static_cast<std::size_t>(c.group)];
    const int g2 = m.cells[static_cast<std::size_t>(k2)].group;
    if (g < 0) {
      if (group_taken[static_cast<std::size_t>(g2)]) return std::nullopt;
      g = g2;
      group_taken[static_cast<std::size_t>(g2)] = 1;
    } else if (g != g2) {
      return std::nullopt;
    }
  }
  return map;
}

// The orbits of the cells under the group the maps generate, each cell
// marked by whether its arrows are turned against its orbit's first cell as
// the maps carry them; nothing when some element of the group takes a cell
// onto itself turned round (no arrows are then kept by all of it).
std::optional<CellOrbits> OrbitsUnder(const Movement& m, const std::vector<const CellMap*>& generators) {
  const std::size_t n = m.cells.size();
  // Union-find with the parity of each cell against its parent.
  std::vector<std::size_t> parent(n);
  std::iota(parent.begin(), parent.end(), std::size_t{0});
  std::vector<char> parity(n, 0);
  const auto find = [&](std::size_t k) {
    char p = 0;
    std::size_t root = k;
    while (parent[root] != root) {
      p ^= parity[root];
      root = parent[root];
    }
    // Path compression, each cell's parity then against the root.
    for (char q = p; parent[k] != k;) {
      const std::size_t next = parent[k];
      const char own = parity[k];
      parent[k] = root;
      parity[k] = q;
      q ^= own;
      k = next;
    }
    return std::pair{root, p};
  };
  for (const CellMap* g : generators) {
    for (std::size_t k = 0; k < n; ++k) {
      const auto [ra, pa] = find(k);
      const auto [rb, pb] = find(static_cast<std::size_t>(g->cell[k]));
      const char turned = static_cast<char>(pa ^ pb ^ g->turned[k]);
      if (ra == rb) {
        if (turned) return std::nullopt;
        continue;
      }
      parent[rb] = ra;
      parity[rb] = turned;
    }
  }
  CellOrbits result;
  result.to_symmetric.assign(n, false);
  std::vector<int> orbit_of(n, -1);
  for (std::size_t k = 0; k < n; ++k) {
    const auto [root, p] = find(k);
    int& orbit = orbit_of[root];
    if (orbit < 0) {
      orbit = static_cast<int>(result.orbits.size());
      result.orbits.emplace_back();
    }
    result.orbits[static_cast<std::size_t>(orbit)].push_back(static_cast<int>(k));
    result.to_symmetric[k] = p != 0;
  }
  return result;
}

// The multipliers a of the moving pairs' cycle (pair x_r, met by the fixed
// pair in round r, to x_(a r)) under which the movement maps onto itself,
// each with its cell map.
std::vector<std::pair<int, CellMap>> Multipliers(const Movement& m, const Meetings& mt, int fixed) {
  const int q = m.rounds;
  std::vector<std::pair<int, CellMap>> found;
  for (int a = 2; a < q; ++a) {
    if (std::gcd(a, q) != 1) continue;
    std::vector<int> pair_image(static_cast<std::size_t>(m.contestants + 1), 0), round_image(static_cast<std::size_t>(q));
    pair_image[static_cast<std::size_t>(fixed)] = fixed;
    for (int r = 0; r < q; ++r) {
      round_image[static_cast<std::size_t>(r)] = a * r % q;
      pair_image[static_cast<std::size_t>(mt.Opponent(r, fixed))] = mt.Opponent(a * r % q, fixed);
    }
    if (std::optional<CellMap> map = MapOf(m, mt, pair_image, round_image)) found.emplace_back(a, std::move(*map));
  }
  return found;
}

}  // namespace

std::vector<CellOrbits> CyclicOrbits(const Movement& m) {
  const std::optional<Meetings> meetings = RoundRobin(m);
  if (!meetings) return {};
  const Meetings& mt = *meetings;
  const int P = m.contestants, q = m.rounds;
  // The fixed pair f meets x_r in round r; the shift must take x_r to
  // x_(r+1), which settles it for every candidate f.
  for (int f = 1; f <= P; ++f) {
    std::vector<int> sigma(static_cast<std::size_t>(P + 1), 0), next_round(static_cast<std::size_t>(q));
    sigma[static_cast<std::size_t>(f)] = f;
    for (int r = 0; r < q; ++r) {
      sigma[static_cast<std::size_t>(mt.Opponent(r, f))] = mt.Opponent((r + 1) % q, f);
      next_round[static_cast<std::size_t>(r)] = (r + 1) % q;
    }
    const std::optional<CellMap> shift = MapOf(m, mt, sigma, next_round);
    if (!shift) continue;
    std::vector<CellOrbits> families;
    families.push_back(*OrbitsUnder(m, {&*shift}));  // the shift never maps a cell into its own round
    // Each group of multipliers a^0, a^1, ... once, whichever a makes it.
    std::vector<std::vector<char>> groups_seen;
    for (const auto& [a, map] : Multipliers(m, mt, f)) {
      std::vector<char> powers(static_cast<std::size_t>(q), 0);
      for (int x = a; x != 1; x = x * a % q) powers[static_cast<std::size_t>(x)] = 1;
      if (std::find(groups_seen.begin(), groups_seen.end(), powers) != groups_seen.end()) continue;
      groups_seen.push_back(powers);
      std::optional<CellOrbits> orbits = OrbitsUnder(m, {&*shift, &map});
      // A group that keeps every orbit of the shift adds nothing new.
      if (orbits && orbits->orbits.size() < families.front().orbits.size()) families.push_back(std::move(*orbits));
    }
    std::stable_sort(families.begin(), families.end(), [](const CellOrbits& x, const CellOrbits& y) {
      return x.orbits.size() < y.orbits.size();
    });
    return families;
  }
  return {};
}

}  // namespace movebal
