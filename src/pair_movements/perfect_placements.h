// The placements a construction of perfect movements finds, kept by their
// vacancy quality: placements of one construction differ in Qf1av, and the
// optimiser did not raise it keeping Qf 100 (docs/benchmarks.md, paired
// columns). Each one is checked before it counts.
//
// Thread safety: one thread at a time.
#ifndef MOVEBAL_PAIR_MOVEMENTS_PERFECT_PLACEMENTS_H_
#define MOVEBAL_PAIR_MOVEMENTS_PERFECT_PLACEMENTS_H_

#include <optional>
#include <string>
#include <utility>

#include "base/status.h"
#include "movement/movement.h"

namespace movebal {

class PerfectPlacements {
 public:
  // `construction` names the construction in errors.
  explicit PerfectPlacements(std::string construction) : construction_(std::move(construction)) {}

  // Keeps `m` when its Qf1av beats the best so far; an error when it breaks
  // a rule (unsuitable, unplayable or not perfect): a bug of the
  // construction, not a placement to skip.
  Status Offer(Movement m);

  int count() const { return count_; }
  bool empty() const { return !best_; }
  // Whether the one kept shows no imbalance with any one pair absent (each
  // Qf1 100, or none where nothing is compared).
  bool none_unbalanced() const { return none_unbalanced_; }
  Movement Take() { return std::move(*best_); }

 private:
  std::string construction_;
  std::optional<Movement> best_;
  double best_vacancy_ = -1;
  bool none_unbalanced_ = false;
  int count_ = 0;
};

}  // namespace movebal

#endif  // MOVEBAL_PAIR_MOVEMENTS_PERFECT_PLACEMENTS_H_
