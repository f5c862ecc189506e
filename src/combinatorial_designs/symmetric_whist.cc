#include "combinatorial_designs/symmetric_whist.h"

#include <vector>

namespace movebal {
namespace {

class PairingSearch {
 public:
  PairingSearch(int m, std::uint64_t limit)
      : m_(m), half_((m - 1) / 2), limit_(limit), free_(static_cast<std::size_t>(half_ + 1), 1),
        covered_(static_cast<std::size_t>(half_ + 1), 0) {}

  int Class(int d) const {
    d = ((d % m_) + m_) % m_;
    return std::min(d, m_ - d);
  }

  // Pairs the smallest free number with each larger free one in turn.
  bool Pair() {
    int x = 1;
    while (x <= half_ && !free_[static_cast<std::size_t>(x)]) ++x;
    if (x > half_) return true;
    for (int u = x + 1; u <= half_; ++u) {
      if (!free_[static_cast<std::size_t>(u)]) continue;
      if (++nodes_ > limit_) return false;
      const int c1 = Class(x - u), c2 = Class(x + u);
      if (c1 == c2 || covered_[static_cast<std::size_t>(c1)] || covered_[static_cast<std::size_t>(c2)]) continue;
      Take(x, u, c1, c2, 1);
      pairs_.emplace_back(x, u);
      if (Pair()) return true;
      pairs_.pop_back();
      Take(x, u, c1, c2, 0);
    }
    return false;
  }

  void Take(int x, int u, int c1, int c2, int on) {
    free_[static_cast<std::size_t>(x)] = free_[static_cast<std::size_t>(u)] = static_cast<char>(!on);
    covered_[static_cast<std::size_t>(c1)] = covered_[static_cast<std::size_t>(c2)] = static_cast<char>(on);
  }
  void Reserve(int x0, int on) {
    free_[static_cast<std::size_t>(x0)] = static_cast<char>(!on);
    covered_[static_cast<std::size_t>(x0)] = static_cast<char>(on);
  }

  int half() const { return half_; }
  std::uint64_t nodes() const { return nodes_; }
  bool gave_up() const { return nodes_ > limit_; }
  const std::vector<std::pair<int, int>>& pairs() const { return pairs_; }

 private:
  const int m_, half_;
  const std::uint64_t limit_;
  std::uint64_t nodes_ = 0;
  std::vector<char> free_, covered_;
  std::vector<std::pair<int, int>> pairs_;
};

}  // namespace

SymmetricWhistResult FindSymmetricWhist(int players, std::uint64_t moves) {
  SymmetricWhistResult result;
  if (players < 4 || players > kMaxSymmetricWhistPlayers || players % 4 > 1) return result;
  const bool fixed = players % 4 == 0;
  const int m = fixed ? players - 1 : players;
  PairingSearch search(m, moves);
  const auto design = [&](int x0) {
    CyclicWhist w{players, {}};
    if (fixed) w.tables.push_back({kFixedPosition, 0, x0, m - x0});
    for (auto [x, u] : search.pairs()) w.tables.push_back({x, m - x, u, m - u});
    return w;
  };
  // With 4n players the table of infinity holds {x0, -x0}: try each x0.
  for (int x0 = fixed ? 1 : 0; x0 <= (fixed ? search.half() : 0); ++x0) {
    if (fixed) search.Reserve(x0, 1);
    const bool found = search.Pair();
    if (found) {
      result.design = design(x0);
      break;
    }
    if (fixed) search.Reserve(x0, 0);
    if (search.gave_up()) break;
  }
  result.nodes = search.nodes();
  result.complete = !result.design && !search.gave_up();
  return result;
}

}  // namespace movebal
