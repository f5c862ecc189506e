#include "pair_movements/perfect_placements.h"

#include "movement/playability.h"
#include "movement/structure_check.h"
#include "scoring/balance.h"

namespace movebal {

Status PerfectPlacements::Offer(Movement m) {
  const BalanceReport report = ScoreMovement(m);
  const Perfection perfection = PerfectionOf(report);
  if (!CheckStructure(m).suitable || !CheckPlayability(m).ok() || perfection == Perfection::kNone) {
    return Error::Failed(construction_ + ": the built movement breaks a rule");
  }
  ++count_;
  // A placement that compares nothing with any pair absent is as good as it
  // gets here: no vacancy shows an imbalance.
  const double vacancy = report.vacancy.Qf1av.value_or(100.0);
  if (vacancy > best_vacancy_) {
    best_vacancy_ = vacancy;
    none_unbalanced_ = report.vacancy.none_unbalanced;
    best_ = std::move(m);
  }
  return Ok();
}

}  // namespace movebal
