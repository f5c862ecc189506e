#include "movement/sections.h"

#include <algorithm>
#include <numeric>

namespace movebal {
namespace {

// Union-find over the contestants (1..P) and the tables (P+1..P+T).
class Links {
 public:
  explicit Links(int n) : parent_(static_cast<std::size_t>(n)) { std::iota(parent_.begin(), parent_.end(), 0); }
  int Root(int x) {
    while (parent_[static_cast<std::size_t>(x)] != x) {
      x = parent_[static_cast<std::size_t>(x)] = parent_[static_cast<std::size_t>(parent_[static_cast<std::size_t>(x)])];
    }
    return x;
  }
  void Join(int a, int b) { parent_[static_cast<std::size_t>(Root(a))] = Root(b); }

 private:
  std::vector<int> parent_;
};

template <typename F>
void ForEachContestant(const Movement& m, const Cell& c, F&& f) {
  for (const auto& side : {c.ns, c.ew}) {
    for (int s = 0; s < m.seats_per_side(); ++s) {
      if (side[static_cast<std::size_t>(s)] > 0) f(side[static_cast<std::size_t>(s)]);
    }
  }
}

}  // namespace

std::vector<SectionPart> FindSections(const Movement& m) {
  const int P = m.contestants;
  Links links(P + m.tables + 1);
  std::vector<bool> used_table(static_cast<std::size_t>(m.tables), false);
  for (int r = 0; r < m.rounds; ++r) {
    for (int t = 0; t < m.tables; ++t) {
      const Cell& c = m.at(r, t);
      if (!c.occupied()) continue;
      ForEachContestant(m, c, [&](int p) {
        if (p <= P) {
          links.Join(p, P + 1 + t);
          used_table[static_cast<std::size_t>(t)] = true;
        }
      });
    }
  }
  std::vector<SectionPart> parts;
  std::vector<int> part_of_root(static_cast<std::size_t>(P + m.tables + 1), -1);
  for (int t = 0; t < m.tables; ++t) {
    if (!used_table[static_cast<std::size_t>(t)]) continue;
    int& part = part_of_root[static_cast<std::size_t>(links.Root(P + 1 + t))];
    if (part < 0) {
      part = static_cast<int>(parts.size());
      parts.emplace_back();
    }
    parts[static_cast<std::size_t>(part)].tables.push_back(t);
  }
  for (int p = 1; p <= P; ++p) {
    const int part = part_of_root[static_cast<std::size_t>(links.Root(p))];
    if (part >= 0) parts[static_cast<std::size_t>(part)].contestants.push_back(p);
  }
  return parts;
}

int ContestantInSection(const SectionPart& part, int p) {
  const auto at = std::lower_bound(part.contestants.begin(), part.contestants.end(), p);
  return p > 0 && at != part.contestants.end() && *at == p ? static_cast<int>(at - part.contestants.begin()) + 1 : 0;
}

Movement SectionMovement(const Movement& m, const SectionPart& part) {
  Movement s = Movement::Empty(static_cast<int>(part.contestants.size()), static_cast<int>(part.tables.size()),
                               m.rounds, m.groups, m.individual);
  s.group_style = m.group_style;
  for (int r = 0; r < m.rounds; ++r) {
    for (std::size_t i = 0; i < part.tables.size(); ++i) {
      Cell c = m.at(r, part.tables[i]);
      for (auto* side : {&c.ns, &c.ew}) {
        for (int& p : *side) p = ContestantInSection(part, p);
      }
      s.at(r, static_cast<int>(i)) = c;
    }
  }
  return s;
}

}  // namespace movebal
