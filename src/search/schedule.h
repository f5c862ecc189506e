// CoolingSchedule: the temperatures of an annealing run, one type for every
// search. A schedule falls geometrically from `hot` to `cold` over `moves`
// moves; a search that cycles (the fluctuating chains, the movement and
// cyclic searches) runs it again and again (CoolingCycle, search/anneal.h),
// one that cools once paces it by the share of its budget used, and replica
// exchange spreads a Ladder of fixed temperatures over its chains.
//
// Thread safety: an immutable value.
#ifndef MOVEBAL_SEARCH_SCHEDULE_H_
#define MOVEBAL_SEARCH_SCHEDULE_H_

#include <cmath>
#include <cstdint>
#include <vector>

namespace movebal {

class CoolingSchedule {
 public:
  // hot and cold positive; moves at least 1.
  CoolingSchedule(double hot, double cold, std::int64_t moves) : hot_(hot), cold_(cold), moves_(moves) {}

  double hot() const { return hot_; }
  double cold() const { return cold_; }
  std::int64_t moves() const { return moves_; }

  // The temperature `fraction` (0 to 1) of the way down.
  double At(double fraction) const { return hot_ * std::pow(cold_ / hot_, fraction); }
  // The ratio of one move's temperature to the one before (below 1 when
  // cooling); dividing by it warms back up at the same pace.
  double Factor() const { return std::pow(cold_ / hot_, 1.0 / static_cast<double>(moves_)); }

  // `rungs` temperatures from cold to hot in geometric steps (one rung:
  // cold).
  static std::vector<double> Ladder(double cold, double hot, int rungs) {
    std::vector<double> ladder;
    for (int c = 0; c < rungs; ++c) {
      ladder.push_back(rungs == 1 ? cold : cold * std::pow(hot / cold, static_cast<double>(c) / (rungs - 1)));
    }
    return ladder;
  }

 private:
  double hot_, cold_;
  std::int64_t moves_;
};

}  // namespace movebal

#endif  // MOVEBAL_SEARCH_SCHEDULE_H_
