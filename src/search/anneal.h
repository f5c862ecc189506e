// The annealing step every search shares: the Metropolis test, one proposed
// move kept or taken back by it (MetropolisStep over a search's Proposals),
// and the temperature walk of a chain that anneals in cycles (CoolingCycle).
// A search supplies its state and moves, and keeps its own policy around
// them: what a cycle starts from and with which schedule, what it keeps as
// its best, when it restarts and when it stops.
//
// Written once, so that every search takes a move by the same rule and
// draws the same random numbers for it: one Unit() for a rise, none for a
// fall or for a rise refused outright.
//
// Thread safety: none; a chain owns its Proposals, Random and CoolingCycle.
#ifndef MOVEBAL_SEARCH_ANNEAL_H_
#define MOVEBAL_SEARCH_ANNEAL_H_

#include <algorithm>
#include <cmath>
#include <concepts>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "search/chain_runner.h"
#include "search/random.h"
#include "search/schedule.h"

namespace movebal {

// The Metropolis test: a change of energy `rise` at `temperature` is taken
// when it is no rise, else with probability exp(-rise / temperature) (one
// draw of `rng`). A rise of more than `max_rise` temperatures, and any rise
// at a temperature of 0 or below, is refused without a draw.
inline bool Metropolis(double rise, double temperature, Random& rng,
                       double max_rise = std::numeric_limits<double>::infinity()) {
  if (rise <= 0) return true;
  if (temperature <= 0 || rise > max_rise * temperature) return false;
  return rng.Unit() < std::exp(-rise / temperature);
}

// The temperature at which the Metropolis test takes, on average, the share
// `share` (0 < share < 1) of the rises `rises` (each > 0): between the
// least and the greatest rise's own such temperatures, found by bisection.
inline double TemperatureTaking(const std::vector<double>& rises, double share) {
  const auto [least, most] = std::minmax_element(rises.begin(), rises.end());
  const double unit = -std::log(share);
  double low = *least / unit, high = *most / unit;
  for (int k = 0; k < 60 && high - low > 1e-9 * high; ++k) {
    const double mid = (low + high) / 2;
    double taken = 0;
    for (double r : rises) taken += std::exp(-r / mid);
    (taken < share * static_cast<double>(rises.size()) ? low : high) = mid;
  }
  return high;
}

// A search's state with its moves. Propose draws a move with `rng` and
// returns the change of energy it makes (the state may have made the move
// already, or only measured it), or nothing when the move drawn is not
// allowed and nothing changed. After a move, exactly one of Accept (keep it)
// or Reject (take back whatever Propose changed) follows.
template <class P>
concept Proposals = requires(P& p, Random& rng) {
  { p.Propose(rng) } -> std::same_as<std::optional<double>>;
  p.Accept();
  p.Reject();
};

// One proposed move at `temperature`, kept or taken back by the Metropolis
// test (`max_rise` as there). False when no allowed move was drawn.
template <Proposals P>
bool MetropolisStep(P& proposals, Random& rng, double temperature,
                    double max_rise = std::numeric_limits<double>::infinity()) {
  const std::optional<double> rise = proposals.Propose(rng);
  if (!rise) return false;
  if (Metropolis(*rise, temperature, rng, max_rise)) {
    proposals.Accept();
  } else {
    proposals.Reject();
  }
  return true;
}

// One descent of `moves` moves down `schedule` (the k-th at At(k / moves)),
// `after_step()` called after each move; it returns true to end the descent
// there (a search that has found what it wants). Polls the budget as `check`
// says. Returns false when the budget expired before the last move.
template <Proposals P, class AfterStep>
bool Descend(P& proposals, Random& rng, const CoolingSchedule& schedule, std::int64_t moves, const StopCheck& check,
             AfterStep after_step) {
  for (std::int64_t k = 0; k < moves; ++k) {
    if (check.Due(k) && check.budget().Expired()) return false;
    MetropolisStep(proposals, rng, schedule.At(static_cast<double>(k) / static_cast<double>(moves)));
    if (after_step()) break;
  }
  return true;
}

// The temperatures of a chain that anneals in cycles of a CoolingSchedule:
// a cycle's first move is at hot(), every next one at Factor() times the one
// before, and after moves() moves the cycle is over. A cycle down and up
// then warms again at the same pace (dividing by Factor()) for as many
// moves. The search starts each cycle, choosing its schedule and the state
// it starts from.
class CoolingCycle {
 public:
  enum class Shape { kDown, kDownAndUp };

  // Before the first Start the cycle is over.
  CoolingCycle() = default;

  void Start(const CoolingSchedule& schedule, Shape shape = Shape::kDown) {
    temperature_ = schedule.hot();
    factor_ = schedule.Factor();
    down_ = schedule.moves();
    length_ = shape == Shape::kDown ? down_ : 2 * down_;
    done_ = 0;
  }
  // All the cycle's moves are made (or none was started, or End was called).
  bool Over() const { return done_ >= length_; }
  // Ends the cycle now: the search starts the next before its next move.
  void End() { length_ = done_; }
  // The temperature of the next move, which counts as one of the cycle.
  double Next() {
    const double t = temperature_;
    temperature_ = done_ < down_ ? temperature_ * factor_ : temperature_ / factor_;
    ++done_;
    return t;
  }
  // The temperature the walk has reached: the next move's, were there one.
  double temperature() const { return temperature_; }

 private:
  double temperature_ = 0, factor_ = 1;
  std::int64_t down_ = 0, length_ = 0, done_ = 0;
};

}  // namespace movebal

#endif  // MOVEBAL_SEARCH_ANNEAL_H_
