#include "combinatorial_designs/random_whist.h"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

#include "base/stop_signals.h"
#include "search/random.h"

namespace movebal {
namespace {

using Mask = std::uint64_t;

// Steps of one try: dealing the differences into tables, then shifting the
// tables. Most deals that can be completed are within a few hundred steps;
// a deal that can be shifted at all may need a few hundred thousand steps
// (57 players), a second or two, which is still cheaper than dealing anew.
// The stored seeds (whist_designs.cc) hold for these bounds only.
constexpr std::uint64_t kDealSteps = 2'000;
constexpr std::uint64_t kShiftSteps = 1'000'000;

Mask Bit(int i) { return Mask{1} << i; }

class RandomTry {
 public:
  RandomTry(int players, std::uint64_t seed)
      : players_(players), m_(players % 4 == 0 ? players - 1 : players), tables_((players - 1) / 4), rng_(seed),
        available_(static_cast<std::size_t>(m_), 1), class_free_(static_cast<std::size_t>(m_ / 2 + 1), true) {
    available_[0] = 0;
    class_free_[0] = false;
    free_ = (Bit(m_) - 1) & ~Bit(0);
  }

  std::optional<CyclicWhist> Run() {
    CyclicWhist w{players_, {}};
    if (players_ % 4 == 0 && !PlaceInfinity(w)) return std::nullopt;
    steps_ = 0;
    if (!Deal()) return std::nullopt;
    masks_.clear();
    for (const auto& d : deal_) {
      const std::array<int, 4> at = {0, d[0], Mod(d[0] + d[1]), Mod(d[0] + d[1] + d[2])};  // N, E, S, W
      auto& shifted = masks_.emplace_back();
      for (int s = 0; s < m_; ++s) {
        for (int k : at) shifted[static_cast<std::size_t>(s)] |= Bit(Mod(s + k));
      }
    }
    shift_.assign(deal_.size(), -1);
    steps_ = 0;
    if (!Shift(free_)) return std::nullopt;
    for (std::size_t i = 0; i < deal_.size(); ++i) {
      const auto& d = deal_[i];
      const int n = shift_[i];
      w.tables.push_back({n, Mod(n + d[0] + d[1]), Mod(n + d[0]), Mod(n + d[0] + d[1] + d[2])});
    }
    return w;
  }

 private:
  int Mod(int d) const { return ((d % m_) + m_) % m_; }
  int Class(int d) const { d = Mod(d); return std::min(d, m_ - d); }

  // 4n players: infinity partners 0 against e and w (left-hand differences
  // -e and w). Every other table's differences sum to 0 and all nonzero
  // differences to 0, so t = (w - e) / 2 is the difference used twice and -t
  // the one never used.
  bool PlaceInfinity(CyclicWhist& w) {
    const int t = 1 + rng_.Below(m_ - 1);
    const int e = 1 + rng_.Below(m_ - 1);
    const int west = Mod(e + 2 * t);
    ++available_[static_cast<std::size_t>(t)];
    --available_[static_cast<std::size_t>(m_ - t)];
    for (int d : {m_ - e, west}) {
      if (d == 0 || available_[static_cast<std::size_t>(d)] == 0) return false;
      --available_[static_cast<std::size_t>(d)];
    }
    class_free_[static_cast<std::size_t>(Class(2 * t))] = false;
    free_ &= ~(Bit(e) | Bit(west));
    w.tables.push_back({kFixedPosition, 0, e, west});
    return true;
  }

  bool Take(int d) {
    if (d == 0 || available_[static_cast<std::size_t>(d)] == 0) return false;
    --available_[static_cast<std::size_t>(d)];
    return true;
  }
  void Give(int d) { ++available_[static_cast<std::size_t>(d)]; }

  // Whether a table with differences a, b, c, d fits what is left.
  bool Fits(int a, int b, int c, int d) {
    const int p = Class(a + b), q = Class(b + c);
    if (p == 0 || q == 0 || p == q || d == 0) return false;
    if (!class_free_[static_cast<std::size_t>(p)] || !class_free_[static_cast<std::size_t>(q)]) return false;
    bool fits = false;
    if (Take(a)) {
      if (Take(b)) {
        if (Take(c)) {
          fits = available_[static_cast<std::size_t>(d)] > 0;
          Give(c);
        }
        Give(b);
      }
      Give(a);
    }
    return fits;
  }

  // The tables (a, b, c, d) that use difference x as a (any table can be
  // turned so), or partner class x as a + b (turned so).
  std::vector<std::array<int, 4>> TablesWithDifference(int x) {
    std::vector<std::array<int, 4>> tables;
    for (int b = 1; b < m_; ++b) {
      if (available_[static_cast<std::size_t>(b)] == 0) continue;
      for (int c = 1; c < m_; ++c) {
        const int d = Mod(-(x + b + c));
        if (available_[static_cast<std::size_t>(c)] > 0 && Fits(x, b, c, d)) tables.push_back({x, b, c, d});
      }
    }
    return tables;
  }
  std::vector<std::array<int, 4>> TablesWithClass(int x) {
    std::vector<std::array<int, 4>> tables;
    for (int a = 1; a < m_; ++a) {
      const int b = Mod(x - a);
      if (available_[static_cast<std::size_t>(a)] == 0 || b == 0 || available_[static_cast<std::size_t>(b)] == 0) continue;
      for (int c = 1; c < m_; ++c) {
        const int d = Mod(-(x + c));
        if (available_[static_cast<std::size_t>(c)] > 0 && Fits(a, b, c, d)) tables.push_back({a, b, c, d});
      }
    }
    return tables;
  }

  // Deals the left-hand differences into tables, opening each with what
  // has the fewest tables left: the least difference left or a partner
  // class (every class must be used once, and they run out first).
  bool Deal() {
    if (static_cast<int>(deal_.size()) == tables_) return true;
    if (++steps_ > kDealSteps) return false;
    int a = 1;
    while (available_[static_cast<std::size_t>(a)] == 0) ++a;
    std::vector<std::array<int, 4>> choices = TablesWithDifference(a);
    for (int x = 1; x <= m_ / 2 && !choices.empty(); ++x) {
      if (!class_free_[static_cast<std::size_t>(x)]) continue;
      std::vector<std::array<int, 4>> with_class = TablesWithClass(x);
      if (with_class.size() < choices.size()) choices = std::move(with_class);
    }
    rng_.Shuffle(choices.begin(), choices.end());
    for (const auto& t : choices) {
      const std::size_t p = static_cast<std::size_t>(Class(t[0] + t[1])), q = static_cast<std::size_t>(Class(t[1] + t[2]));
      for (int d : t) --available_[static_cast<std::size_t>(d)];
      class_free_[p] = class_free_[q] = false;
      deal_.push_back(t);
      if (Deal()) return true;
      deal_.pop_back();
      class_free_[p] = class_free_[q] = true;
      for (int d : t) Give(d);
      if (steps_ > kDealSteps) break;
    }
    return false;
  }

  // Shifts the dealt tables onto the open positions, taking first the
  // position that the fewest (table, shift) choices cover.
  bool Shift(Mask open) {
    if (open == 0) return true;
    if (++steps_ > kShiftSteps) return false;
    std::vector<std::array<int, 2>> best;  // table, shift
    for (Mask xs = open; xs != 0; xs &= xs - 1) {
      const int x = std::countr_zero(xs);
      std::vector<std::array<int, 2>> choices;
      for (std::size_t i = 0; i < deal_.size(); ++i) {
        if (shift_[i] >= 0) continue;
        const auto& d = deal_[i];
        for (int k : {0, d[0], d[0] + d[1], d[0] + d[1] + d[2]}) {
          const int s = Mod(x - k);
          if ((masks_[i][static_cast<std::size_t>(s)] & ~open) == 0) choices.push_back({static_cast<int>(i), s});
        }
      }
      if (choices.empty()) return false;
      if (best.empty() || choices.size() < best.size()) best = std::move(choices);
    }
    rng_.Shuffle(best.begin(), best.end());
    for (const auto [i, s] : best) {
      shift_[static_cast<std::size_t>(i)] = s;
      if (Shift(open & ~masks_[static_cast<std::size_t>(i)][static_cast<std::size_t>(s)])) return true;
      shift_[static_cast<std::size_t>(i)] = -1;
      if (steps_ > kShiftSteps) break;
    }
    return false;
  }

  const int players_, m_, tables_;  // tables_: those without infinity
  Random rng_;
  std::uint64_t steps_ = 0;
  std::vector<int> available_;   // [d]: how often difference d may still be used
  std::vector<bool> class_free_; // [c]: partner class +-c not yet used
  Mask free_ = 0;                // positions the dealt tables must cover
  std::vector<std::array<int, 4>> deal_;           // left-hand differences a, b, c, d per table
  std::vector<std::array<Mask, 64>> masks_;        // [table][shift]: positions covered
  std::vector<int> shift_;                         // North position per table, -1: not yet
};

}  // namespace

RandomWhistResult FindRandomCyclicWhist(int players, std::uint64_t seed, std::uint64_t moves,
                                        const Budget& budget) {
  RandomWhistResult result;
  if (players < kMinRandomWhistPlayers || players > kMaxRandomWhistPlayers || players % 4 > 1) return result;
  while (!result.design && result.tries < moves && !budget.Stopped()) {
    result.seed = seed + result.tries++;
    result.design = RandomTry(players, result.seed).Run();
  }
  return result;
}

}  // namespace movebal
