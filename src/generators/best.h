// Chooses the best balanced movement among candidates: each is balanced by the
// optimiser (or scored as it is) and they are ranked by Qf, then Qf1av.
// `generate best` collects the candidates of every applicable kind for a
// number of pairs and rounds; `generate howell` ranks its starters the same way.
#ifndef MOVEBAL_GENERATORS_BEST_H_
#define MOVEBAL_GENERATORS_BEST_H_

#include <string>
#include <vector>

#include "base/status.h"
#include "movement/movement.h"
#include "optimiser/annealer.h"
#include "scoring/balance.h"

namespace movebal {

struct Candidate {
  std::string name;     // e.g. "howell 1 6, 2 5, 3 4" or "mitchell relay"
  Movement movement;    // verified by the checker; balanced after ranking
  BalanceReport report; // of `movement`
};

// True when a is better balanced than b: higher Qf, then higher Qf1av.
bool BetterBalance(const BalanceReport& a, const BalanceReport& b);

// Balances every candidate with `anneal` (when not null) or scores it as it
// is, and sorts them best first. The first error of the optimiser is returned.
Result<std::vector<Candidate>> RankCandidates(std::vector<Candidate> candidates, const AnnealOptions* anneal);

struct BestRequest {
  int pairs = 0;
  int rounds = 0;
  int tables = 0;           // tables available; 0: as many as needed
  int howell_starters = 6;  // starters tried for the Howell
};

// The verified candidates of every kind that fits: Howells from several
// starters, and the Mitchells (complete, relay, skip) for an even number of
// pairs. An error explains when nothing fits.
Result<std::vector<Candidate>> BestCandidates(const BestRequest& request);

}  // namespace movebal

#endif  // MOVEBAL_GENERATORS_BEST_H_
