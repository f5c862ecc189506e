#include "scoring/strong_pair.h"

#include <algorithm>

namespace movebal {

StrongPairScores ScoreStrongPairs(const Movement& m, const std::vector<int>& strong, int absent) {
  const auto is_strong = [&](int p) { return p > 0 && std::find(strong.begin(), strong.end(), p) != strong.end(); };
  // The NS result at a table: +1 when only NS has a strong contestant, -1
  // when only EW has, 0 otherwise. EW's result is the opposite.
  const auto ns_result = [&](const Cell& c) {
    bool ns = false, ew = false;
    for (int s = 0; s < m.seats_per_side(); ++s) {
      ns = ns || is_strong(c.ns[static_cast<std::size_t>(s)]);
      ew = ew || is_strong(c.ew[static_cast<std::size_t>(s)]);
    }
    return ns == ew ? 0 : (ns ? 1 : -1);
  };
  const std::size_t P = static_cast<std::size_t>(m.contestants);
  StrongPairScores out{std::vector<double>(P, 0.0), std::vector<double>(P, 0.0), std::vector<double>(P, 0.0)};
  const auto credit = [&](const std::array<int, 2>& side, double mp, double top) {
    for (int s = 0; s < m.seats_per_side(); ++s) {
      const int p = side[static_cast<std::size_t>(s)];
      out.matchpoints[static_cast<std::size_t>(p - 1)] += mp;
      out.tops[static_cast<std::size_t>(p - 1)] += top;
    }
  };
  for (int g = 0; g < m.groups; ++g) {
    std::vector<const Cell*> plays;
    for (const Cell& c : m.cells) {
      if (c.group == g && !(absent > 0 && m.Plays(c, absent))) plays.push_back(&c);
    }
    const double top = 2.0 * static_cast<double>(plays.size() - (plays.empty() ? 0 : 1));
    for (const Cell* c : plays) {
      const int mine = ns_result(*c);
      int beaten = 0, tied = 0;  // among the other NS results; EW mirrors it
      for (const Cell* other : plays) {
        if (other == c) continue;
        const int theirs = ns_result(*other);
        beaten += mine > theirs;
        tied += mine == theirs;
      }
      const double ns_mp = 2.0 * beaten + tied;
      credit(c->ns, ns_mp, top);
      credit(c->ew, top - ns_mp, top);
    }
  }
  for (std::size_t p = 0; p < P; ++p) {
    out.percent[p] = out.tops[p] > 0 ? 100.0 * out.matchpoints[p] / out.tops[p] : 0.0;
  }
  return out;
}

}  // namespace movebal
