#include "optimiser/mitchell_rounds.h"

#include <optional>
#include <utility>

#include "search/anneal.h"
#include "search/schedule.h"
#include "search/tuning.h"

namespace movebal {

namespace {

int Mod(std::int64_t x, int n) { return static_cast<int>(((x % n) + n) % n); }

// The circulant sums of one whole-round arrangement, s(r) = -1 where round r
// is switched and +1 elsewhere, indices mod n:
//   same(d)  = sum_r s(r) s(r + d), d = 1 .. n-1, the element of two NS pairs
//              d tables apart (and of two EW pairs, d/2 apart);
//   cross(d) = sum_r s(r) s((r + d)/2), the element of NS pair i and EW pair
//              j with i - j = d is n - cross(d) (their meeting counts h = n - 1,
//              the board they meet on, had it been a comparison, -1).
// Each value stands for n elements, so SS = n * Energy().
class RoundSums {
 public:
  explicit RoundSums(std::vector<int> signs) : n_(static_cast<int>(signs.size())), s_(std::move(signs)) {
    half_.resize(static_cast<std::size_t>(n_));
    for (int x = 0; x < n_; ++x) half_[static_cast<std::size_t>(x)] = Mod(static_cast<std::int64_t>(x) * ((n_ + 1) / 2), n_);
    same_.assign(static_cast<std::size_t>(n_), 0);
    cross_.assign(static_cast<std::size_t>(n_), 0);
    for (int d = 0; d < n_; ++d) {
      for (int r = 0; r < n_; ++r) {
        same_[static_cast<std::size_t>(d)] += S(r) * S(r + d);
        cross_[static_cast<std::size_t>(d)] += S(r) * S(half_[static_cast<std::size_t>(Mod(r + d, n_))]);
      }
    }
    energy_ = EnergyOf(same_, cross_);
  }

  int n() const { return n_; }
  int S(std::int64_t r) const { return s_[static_cast<std::size_t>(Mod(r, n_))]; }
  std::int64_t Energy() const { return energy_; }
  const std::vector<int>& signs() const { return s_; }

  // The energy with round k switched, its sums left in the work space. The
  // inner loops walk the indices k + d, k - d and 2k - d without a division.
  std::int64_t Trial(int k) {
    next_same_.resize(same_.size());
    next_cross_.resize(cross_.size());
    const int was = S(k);
    int up = k, down = k, twice = Mod(2 * static_cast<std::int64_t>(k), n_);
    for (int d = 0; d < n_; ++d) {
      const auto i = static_cast<std::size_t>(d);
      // up = k + d, down = k - d, twice = 2k - d, all mod n
      next_same_[i] = d == 0 ? same_[i] : same_[i] - 2 * was * (s_[static_cast<std::size_t>(up)] + s_[static_cast<std::size_t>(down)]);
      // at d == k the two terms of cross(d) are one, s(k)^2, which stays 1
      next_cross_[i] = d == k ? cross_[i]
                              : cross_[i] - 2 * was * (s_[static_cast<std::size_t>(half_[static_cast<std::size_t>(up)])] +
                                                       s_[static_cast<std::size_t>(twice)]);
      if (++up == n_) up = 0;
      if (--down < 0) down = n_ - 1;
      if (--twice < 0) twice = n_ - 1;
    }
    next_energy_ = EnergyOf(next_same_, next_cross_);
    return next_energy_;
  }
  // Keeps the last Trial.
  void Take(int k) {
    s_[static_cast<std::size_t>(k)] = -s_[static_cast<std::size_t>(k)];
    std::swap(same_, next_same_);
    std::swap(cross_, next_cross_);
    energy_ = next_energy_;
  }

 private:
  std::int64_t EnergyOf(const std::vector<std::int64_t>& same, const std::vector<std::int64_t>& cross) const {
    std::int64_t e = 0;
    for (int d = 1; d < n_; ++d) e += same[static_cast<std::size_t>(d)] * same[static_cast<std::size_t>(d)];
    for (int d = 0; d < n_; ++d) {
      const std::int64_t off = n_ - cross[static_cast<std::size_t>(d)];
      e += off * off;
    }
    return e;
  }

  int n_;
  std::vector<int> s_, half_;
  std::vector<std::int64_t> same_, cross_, next_same_, next_cross_;
  std::int64_t energy_ = 0, next_energy_ = 0;
};

// The annealing's moves: switch one round (search/anneal.h).
class RoundFlip {
 public:
  explicit RoundFlip(RoundSums& sums) : sums_(sums) {}
  std::optional<double> Propose(Random& rng) {
    k_ = rng.Below(sums_.n());
    return static_cast<double>(sums_.Trial(k_) - sums_.Energy());
  }
  void Accept() { sums_.Take(k_); }
  void Reject() {}

 private:
  RoundSums& sums_;
  int k_ = 0;
};

std::vector<int> SignsOf(const std::vector<bool>& switched) {
  std::vector<int> s;
  for (bool b : switched) s.push_back(b ? -1 : 1);
  return s;
}

}  // namespace

int CompleteMitchellTables(const Movement& m) {
  const int n = m.tables;
  if (m.individual || n < 3 || n % 2 == 0 || m.rounds != n || m.groups != n || m.contestants != 2 * n) return 0;
  for (int r = 0; r < n; ++r) {
    for (int k = 0; k < n; ++k) {
      const Cell& c = m.at(r, k);
      const int ns = k + 1, ew = n + 1 + Mod(k - r, n);
      const bool as_laid = c.ns[0] == ns && c.ew[0] == ew, switched = c.ns[0] == ew && c.ew[0] == ns;
      if (c.group != Mod(k + r, n) || !(as_laid || switched)) return 0;
    }
  }
  return n;
}

std::optional<std::vector<bool>> WholeRoundSwitchesOf(const Movement& m) {
  std::vector<bool> switched(static_cast<std::size_t>(m.rounds));
  for (int r = 0; r < m.rounds; ++r) {
    // NS pair k + 1 sits at table k as laid.
    switched[static_cast<std::size_t>(r)] = m.at(r, 0).ns[0] != 1;
    for (int t = 1; t < m.tables; ++t) {
      if ((m.at(r, t).ns[0] != t + 1) != switched[static_cast<std::size_t>(r)]) return std::nullopt;
    }
  }
  return switched;
}

std::int64_t RoundSwitchSumOfSquares(const std::vector<bool>& switched) {
  const RoundSums sums(SignsOf(switched));
  return static_cast<std::int64_t>(sums.n()) * sums.Energy();
}

RoundSwitches SearchRoundSwitches(int n, std::int64_t runs, std::int64_t moves, Random& rng, const Budget& budget) {
  const Tuning& tune = tuning();
  const CoolingSchedule schedule(tune.mitchell_rounds_hot, tune.mitchell_rounds_cold, std::max<std::int64_t>(1, moves));
  const StopCheck check(budget);
  std::optional<std::vector<int>> best;
  std::int64_t best_energy = 0;
  for (std::int64_t run = 0; run < runs; ++run) {
    std::vector<int> start(static_cast<std::size_t>(n));
    for (int& s : start) s = rng.Coin() ? -1 : 1;
    RoundSums sums(std::move(start));
    RoundFlip flips(sums);
    const bool finished = Descend(flips, rng, schedule, moves, check, [&] {
      if (!best || sums.Energy() < best_energy) {
        best = sums.signs();
        best_energy = sums.Energy();
      }
      return false;
    });
    if (!finished) break;
  }
  RoundSwitches result;
  result.switched.assign(static_cast<std::size_t>(n), false);
  if (best) {
    // Switching every round is the same arrangement: keep round 1 as laid.
    const int first = best->front();
    for (int r = 0; r < n; ++r) result.switched[static_cast<std::size_t>(r)] = (*best)[static_cast<std::size_t>(r)] != first;
  }
  result.sum_of_squares = RoundSwitchSumOfSquares(result.switched);
  return result;
}

}  // namespace movebal
