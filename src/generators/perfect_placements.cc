#include "generators/perfect_placements.h"

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
  if (RankOf(report.vacancy.Qf1av) > best_vacancy_) {
    best_vacancy_ = RankOf(report.vacancy.Qf1av);
    superperfect_ = perfection == Perfection::kSuperperfect;
    best_ = std::move(m);
  }
  return Ok();
}

}  // namespace movebal
