#include "generators/best.h"

#include <fmt/format.h>

#include <algorithm>

#include "generators/howell.h"
#include "generators/mitchell.h"

namespace movebal {

bool BetterBalance(const BalanceReport& a, const BalanceReport& b) {
  if (a.moments.Qf != b.moments.Qf) return a.moments.Qf > b.moments.Qf;
  return a.vacancy.Qf1av > b.vacancy.Qf1av;
}

Result<std::vector<Candidate>> RankCandidates(std::vector<Candidate> candidates, const AnnealOptions* anneal) {
  for (Candidate& c : candidates) {
    if (anneal == nullptr) {
      c.report = ScoreMovement(c.movement);
      continue;
    }
    auto balanced = OptimiseArrows(c.movement, *anneal);
    if (!balanced) return balanced.error();
    c.movement = std::move(balanced->movement);
    c.report = std::move(balanced->report);
  }
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const Candidate& a, const Candidate& b) { return BetterBalance(a.report, b.report); });
  return candidates;
}

Result<std::vector<Candidate>> BestCandidates(const BestRequest& request) {
  const int P = request.pairs, r = request.rounds;
  std::vector<Candidate> candidates;
  std::vector<std::string> skipped;
  const auto add = [&](const std::string& name, Movement m) {
    if (request.tables > 0 && m.tables > request.tables) {
      skipped.push_back(fmt::format("{} needs {} tables", name, m.tables));
      return;
    }
    candidates.push_back({name, std::move(m), {}});
  };

  const HowellShape shape{P, 0};
  if (CheckHowellShape(shape) && r >= 2 && r <= shape.full_rounds()) {
    const HowellShape cut{P, r == shape.full_rounds() ? 0 : r};
    if (auto designs = HowellCandidates(cut, request.howell_starters)) {
      for (HowellDesign& d : *designs) add("howell " + DescribeHowell(d), std::move(d.movement));
    } else {
      skipped.push_back(designs.error().message);
    }
  }
  if (P % 2 == 0) {
    for (MitchellKind kind : {MitchellKind::kComplete, MitchellKind::kRelay, MitchellKind::kSkip}) {
      auto m = GenerateMitchell({P / 2, r, kind});
      if (!m) continue;
      SwitchRound(*m, 1);  // the classic one-winner Mitchell: a good start for the optimiser
      add(fmt::format("mitchell {}", MitchellKindName(kind)), std::move(*m));
    }
  }
  if (candidates.empty()) {
    std::string why = fmt::format("no generated movement fits {} pairs in {} rounds", P, r);
    if (request.tables > 0) why += fmt::format(" on {} tables", request.tables);
    for (const std::string& s : skipped) why += "; " + s;
    return Error::Failed(why);
  }
  return candidates;
}

}  // namespace movebal
