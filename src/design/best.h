// Chooses the best balanced movement for a number of pairs and rounds: a
// movement designed from scratch by the search (movement_search.h), and the
// classic families (Howells, Mitchells), each balanced by the arrow optimiser
// and ranked by Qf, then the vacancy quality. `generate best` prints the
// ranking; `generate howell` and `generate mitchell --balance` use the same
// ranking and balancing for their own candidates.
#ifndef MOVEBAL_DESIGN_BEST_H_
#define MOVEBAL_DESIGN_BEST_H_

#include <chrono>
#include <string>
#include <vector>

#include "design/movement_search.h"
#include "base/status.h"
#include "movement/movement.h"
#include "optimiser/annealer.h"
#include "scoring/balance.h"

namespace movebal {

struct Candidate {
  std::string name;     // e.g. "howell 1 6, 2 5, 3 4" or "mitchell relay"
  Movement movement;    // verified by the checker; balanced after ranking
  BalanceReport report; // of `movement`
  int shared = 0;       // rounds x groups in play at more than one table
};

// True when a is better balanced than b: higher Qf, then higher Qf1 with the
// highest pair absent, then higher Qf1av.
bool BetterBalance(const BalanceReport& a, const BalanceReport& b);

// Balances every candidate with `anneal` (when not null) or scores it as it
// is, and sorts them best first. The first error of the optimiser is returned.
Result<std::vector<Candidate>> RankCandidates(std::vector<Candidate> candidates, const AnnealOptions* anneal);

// The ranking as lines a director can read: rank, tables, shared boards
// (rounds in which tables share a group), Qf, Qf1 with the highest pair
// absent, Qf1av, and what the candidate is.
std::vector<std::string> RankingTable(const std::vector<Candidate>& ranked);

// `generate mitchell --balance`: the one-winner Mitchell (one round switched)
// balanced by the optimiser.
Result<Movement> BalanceMitchell(Movement m, const AnnealOptions& anneal);

// Renumbers the pairs in place so that a pair whose absence leaves the best
// balance (Qf1max) is the highest: the pair a director leaves empty. Returns
// nothing; the caller re-scores the movement.
void PutBestVacancyLast(Movement& m);

struct BestRequest {
  int pairs = 0;
  int rounds = 0;
  int tables = 0;           // tables available; 0: as many as needed
  int howell_starters = 6;  // starters tried for the Howell
};

// The verified candidates of the classic kinds that fit: the kept designs
// of the size (kept_designs.h), Howells from several starters (no further
// starter after `deadline`), and the Mitchells
// (complete, relay, skip, and for 4, 8 or 16 tables one numbered in a finite
// field, without relay or skip) for an even number of pairs, or for one pair
// more with the highest pair absent. An error explains when nothing fits.
Result<std::vector<Candidate>> BestCandidates(
    const BestRequest& request,
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max());

// The largest number of pairs `generate best` designs: beyond it the Howell
// starters and the optimiser's vacancy figures take minutes.
constexpr int kMaxBestPairs = 44;

struct BestDesignSettings {
  DesignOptions search;     // the movement search (seed, threads, stop, progress)
  AnnealOptions polish;     // the arrow optimiser, for every candidate
  double seconds = 0;       // time for all of it (sets both limits); 0: theirs
  bool classic = true;      // rank the classic families too
};

// Designs movements by the cyclic search and the whole-movement search
// (the movement for one pair more, with the best pair left empty, when the
// number of pairs is odd), polishes them and the classic candidates with the
// optimiser, and returns them all, re-scored from scratch and ranked best
// first: those without shared boards before those with, and of candidates
// alike in every figure only the first.
Result<std::vector<Candidate>> DesignBest(const BestRequest& request, const BestDesignSettings& settings);

}  // namespace movebal

#endif  // MOVEBAL_DESIGN_BEST_H_
