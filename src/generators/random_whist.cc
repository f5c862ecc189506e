#include "generators/random_whist.h"

#include <algorithm>
#include <array>
#include <bit>
#include <random>
#include <vector>

namespace movebal {
namespace {

using Mask = std::uint64_t;
// Opponent-difference counts in 3-bit fields, one per class +-d (up to 31
// classes), as in cyclic_whist.cc but wider.
__extension__ typedef unsigned __int128 Fields;

// Steps for one starter: the starter itself, then its matchings. A starter
// that has a design mostly yields it within a few hundred matching steps;
// on 32-40 players 2000 steps find the same designs as 100000 in less time.
// (The stored rounds of whist_designs.cc were found with 100000.)
constexpr std::uint64_t kStarterSteps = 100'000;
constexpr std::uint64_t kMatchingSteps = 2'000;

Mask Bit(int i) { return Mask{1} << i; }

struct Team {
  int a, b;  // a may be kFixedPosition
};

struct Lefts {
  Mask once = 0;
  int twice = 0;
  bool valid = true;
};

// What the tables placed so far use.
struct State {
  Fields fields = 0;  // opponent differences (not at the least surplus)
  Mask once = 0;      // left-hand differences (at the least surplus)
  int twice = 0;
};

class RandomWhistSearch {
 public:
  RandomWhistSearch(int players, std::uint64_t seed, bool least_surplus)
      : players_(players), m_(players % 4 == 0 ? players - 1 : players), fixed_(players % 4 == 0),
        turns_(least_surplus ? 2 : 1), rng_(seed) {
    for (int c = 0; c < (m_ - 1) / 2; ++c) {
      ones_ |= Fields{1} << (3 * c);
      highs_ |= Fields{4} << (3 * c);
    }
  }

  // One starter and its matchings; the oriented design when one succeeds.
  std::optional<CyclicWhist> Try() {
    teams_.clear();
    steps_ = 0;
    const Mask residues = (Bit(m_) - 1) & ~Mask{1};
    if (!Starter(residues, residues)) return std::nullopt;
    if (fixed_) teams_.push_back({kFixedPosition, 0});
    std::shuffle(teams_.begin(), teams_.end(), rng_);
    const int n = static_cast<int>(teams_.size());
    const Mask all = n == 64 ? ~Mask{0} : Bit(n) - 1;
    steps_ = 0;
    tables_.clear();
    if (!fixed_ || turns_ == 1) {
      Prepare();
      return Match(all, {}) ? found_ : std::nullopt;
    }
    // With 4n players one left-hand difference t is used twice (and -t
    // never). The differences of a table sum to 0, those of the table of
    // infinity (inf, 0, e, w) to w - e, and all of them to 2t: so the table
    // of infinity fixes t. It is placed first, each way in turn.
    const int f = static_cast<int>(std::find_if(teams_.begin(), teams_.end(),
                                                [](const Team& t) { return t.a == kFixedPosition; }) - teams_.begin());
    for (int j = 0; j < n; ++j) {
      for (int turn = 0; turn < 2 && j != f; ++turn) {
        const WhistTable t = Seat(f, j, turn);
        twice_ = Mod((t[kWest] - t[kEast]) * ((m_ + 1) / 2));
        Prepare();
        const Lefts l = TableLefts(t);
        if (!l.valid) continue;
        tables_.push_back({f, j, turn});
        if (Match(all & ~Bit(f) & ~Bit(j), {0, l.once, l.twice})) return found_;
        tables_.pop_back();
        if (steps_ > kMatchingSteps) return std::nullopt;
      }
    }
    return std::nullopt;
  }

  // What each pair of teams would use as a table.
  void Prepare() {
    const int n = static_cast<int>(teams_.size());
    fields_.assign(static_cast<std::size_t>(n * n), 0);
    lefts_.assign(static_cast<std::size_t>(n * n), {});
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < n; ++j) {
        if (i == j) continue;  // a team never meets itself
        const Team& s = teams_[static_cast<std::size_t>(i)];
        const Team& t = teams_[static_cast<std::size_t>(j)];
        const std::size_t at = Index(i, j);
        fields_[at] = Opposing(s.a, t.a) + Opposing(s.a, t.b) + Opposing(s.b, t.a) + Opposing(s.b, t.b);
        if (turns_ == 2) lefts_[at] = {TableLefts(Seat(i, j, 0)), TableLefts(Seat(i, j, 1))};
      }
    }
  }

 private:
  int Mod(int d) const { return ((d % m_) + m_) % m_; }

  Fields Opposing(int p, int q) const {
    if (p == kFixedPosition || q == kFixedPosition) return 0;
    const int d = Mod(q - p);
    return Fields{1} << (3 * (std::min(d, m_ - d) - 1));
  }

  // Pairs the smallest free residue with a free partner at an unused
  // difference, partners in random order.
  bool Starter(Mask free, Mask unused) {
    if (free == 0) return true;
    if (++steps_ > kStarterSteps) return false;
    const int x = std::countr_zero(free);
    std::vector<int> ys;
    for (Mask s = (unused << x) & free; s != 0; s &= s - 1) ys.push_back(std::countr_zero(s));
    std::shuffle(ys.begin(), ys.end(), rng_);
    for (int y : ys) {
      teams_.push_back({x, y});
      if (Starter(free & ~(Bit(x) | Bit(y)), unused & ~(Bit(y - x) | Bit(m_ - (y - x))))) return true;
      teams_.pop_back();
      if (steps_ > kStarterSteps) return false;
    }
    return false;
  }

  // Matches the open team with the fewest admissible tables first. A table
  // is teams i (North-South) and j, East-West turned or not. At the least
  // surplus every left-hand difference is used once (but the one drawn,
  // twice), which implies that every opponent difference +-d is used twice;
  // otherwise those opponent counts are kept and the tables are not turned.
  bool Match(Mask open, const State& state) {
    if (open == 0) return Orient();
    if (++steps_ > kMatchingSteps) return false;
    const int n = static_cast<int>(teams_.size());
    int best = -1, best_count = 2 * n + 1;
    Mask best_options[2] = {0, 0};
    for (Mask is = open; is != 0; is &= is - 1) {
      const int i = std::countr_zero(is);
      Mask options[2] = {0, 0};
      int count = 0;
      for (Mask js = open & ~Bit(i); js != 0; js &= js - 1) {
        const int j = std::countr_zero(js);
        for (int turn = 0; turn < turns_; ++turn) {
          if (Admissible(Index(i, j), turn, state)) options[turn] |= Bit(j), ++count;
        }
      }
      if (count == 0) return false;
      if (count < best_count) best = i, best_count = count, best_options[0] = options[0], best_options[1] = options[1];
    }
    const Mask rest = open & ~Bit(best);
    for (int turn = 0; turn < turns_; ++turn) {
      for (Mask js = best_options[turn]; js != 0; js &= js - 1) {
        const int j = std::countr_zero(js);
        const std::size_t at = Index(best, j);
        tables_.push_back({best, j, turn});
        const Lefts& l = lefts_[at][turn];
        if (Match(rest & ~Bit(j), {state.fields + fields_[at], state.once | l.once, state.twice + l.twice})) return true;
        tables_.pop_back();
        if (steps_ > kMatchingSteps) return false;
      }
    }
    return false;
  }

  std::size_t Index(int i, int j) const { return static_cast<std::size_t>(i) * teams_.size() + static_cast<std::size_t>(j); }

  bool Admissible(std::size_t at, int turn, const State& state) const {
    if (turns_ == 1) return ((state.fields + fields_[at] + ones_) & highs_) == 0;
    const Lefts& l = lefts_[at][turn];
    return l.valid && (state.once & l.once) == 0 && state.twice + l.twice <= 2;
  }

  // The left-hand differences of a table: bits for those used once, a count
  // for the one difference (4n players) that is used twice.
  Lefts TableLefts(const WhistTable& t) const {
    int d[4];
    Lefts lefts;
    for (int k = 0, count = LeftDifferences(t, d); k < count; ++k) {
      if (d[k] == twice_) {
        ++lefts.twice;
      } else if (d[k] == m_ - twice_ || (lefts.once & Bit(d[k]))) {
        lefts.valid = false;
      } else {
        lefts.once |= Bit(d[k]);
      }
    }
    return lefts;
  }

  // Team i North-South against team j, East-West turned or not; a table of
  // the fixed team is turned round (the same left-hand neighbours) to seat
  // it North-South.
  WhistTable Seat(int i, int j, int turn) const {
    const Team& ns = teams_[static_cast<std::size_t>(i)];
    const Team& ew = teams_[static_cast<std::size_t>(j)];
    WhistTable t = {ns.a, ns.b, ew.a, ew.b};
    if (ew.a == kFixedPosition) t = {ew.a, ew.b, ns.b, ns.a};
    if (turn) std::swap(t[kEast], t[kWest]);
    return t;
  }

  // Seats the matched tables.
  bool Orient() {
    CyclicWhist w{players_, {}};
    for (const Placed& p : tables_) w.tables.push_back(Seat(p.ns, p.ew, p.turn));
    found_ = w;
    return true;
  }

  // Left-hand differences (left minus self) of a table, clockwise N E S W.
  int LeftDifferences(const WhistTable& t, int* out) const {
    const int n = t[kNorth], s = t[kSouth], e = t[kEast], w = t[kWest];
    int k = 0;
    if (n != kFixedPosition) out[k++] = Mod(e - n);
    out[k++] = Mod(s - e);
    out[k++] = Mod(w - s);
    if (n != kFixedPosition) out[k++] = Mod(n - w);
    return k;
  }

  const int players_, m_;
  const bool fixed_;
  const int turns_;  // 2: tables are turned while matching (least surplus)
  int twice_ = 0;    // the left-hand difference used twice (4n players)
  std::mt19937_64 rng_;
  std::uint64_t steps_ = 0;
  Fields ones_ = 0, highs_ = 0;
  std::vector<Team> teams_;
  std::vector<Fields> fields_;  // [i * teams + j]: opponent differences of teams i and j
  std::vector<std::array<Lefts, 2>> lefts_;  // [i * teams + j][turn]
  struct Placed {
    int ns, ew, turn;
  };
  std::vector<Placed> tables_;
  std::optional<CyclicWhist> found_;
};

}  // namespace

RandomWhistResult FindRandomCyclicWhist(int players, std::uint64_t seed, std::uint64_t max_starters,
                                        bool least_surplus) {
  RandomWhistResult result;
  if (players < 12 || players > kMaxRandomWhistPlayers || players % 4 > 1) return result;
  RandomWhistSearch search(players, seed, least_surplus);
  while (!result.design && result.starters < max_starters) {
    ++result.starters;
    result.design = search.Try();
  }
  return result;
}

}  // namespace movebal
