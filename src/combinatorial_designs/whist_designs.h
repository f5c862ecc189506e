// The whist tournament `movebal generate whist` writes, chosen and verified
// here so that the command line only reads options and prints: the symmetric
// construction where it exists (directed, or at the least surplus for 4n
// players, at once); for the sizes it misses that the enumeration of cyclic
// designs does not settle in seconds, the random search (random_whist.h) run
// from a stored seed that finds a design at the least surplus in one try;
// else the enumeration (up to 44 players); else the non-cyclic search (9
// players). `--random` runs the random search from any seed instead. Spouse
// avoidance seats each couple as partners in a pretend first round that is
// then skipped, so couples never partner.
#ifndef MOVEBAL_COMBINATORIAL_DESIGNS_WHIST_DESIGNS_H_
#define MOVEBAL_COMBINATORIAL_DESIGNS_WHIST_DESIGNS_H_

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "combinatorial_designs/cyclic_whist.h"
#include "combinatorial_designs/whist.h"
#include "base/status.h"
#include "movement/movement.h"
#include "search/budget.h"

namespace movebal {

// Players `generate whist` accepts (an individual movement; the constructions
// reach no further).
constexpr int kMaxWhistPlayers = 64;

// The largest --index of all sizes: up to 21 players the enumeration
// reaches it within a second or two (or runs out of designs first).
constexpr std::int64_t kMaxWhistIndex = 100'000;

// The largest --index for `players`: the enumeration slows down steeply
// with the size (Wh(24): 10000 designs in about 7 s, Wh(29): 1000 in 10 s,
// Wh(44): the first design in about 11 s), so each size is allowed the
// indexes it reaches in seconds (docs/benchmarks.md); larger ones are
// refused at once instead of running for minutes.
std::int64_t MaxWhistIndex(int players);

// The random search's time when none is given.
constexpr double kRandomWhistSeconds = 10;

struct WhistRequest {
  int players = 0;
  std::int64_t index = -1;  // >= 0: the K-th cyclic design of 'list whist' (<= 44 players)
  bool directed = false;    // the least left-opponent surplus
  bool search = false;      // a non-cyclic design by search
  std::vector<std::pair<int, int>> spouses;  // couples who must never partner
  bool random = false;      // the random search from `seed`, within `budget` (its moves count tries)
  std::uint64_t seed = 0;
  Budget budget = Budget::Seconds(kRandomWhistSeconds);
};

struct WhistDesign {
  WhistSchedule schedule;   // as played (without the pretend round)
  Movement movement;        // the individual movement of the schedule
  WhistVerdict verdict;     // of the full design, before any pretend round is dropped
  std::vector<std::string> description;  // comment lines
};

Result<WhistDesign> GenerateWhistDesign(const WhistRequest& request);

// The least left-opponent surplus of a cyclic design: 0 (directed) for 4n+1
// players; for 4n, 4n - 1 (one repeated left-hand difference), as the counts
// with --orientations find for every size they reach.
int LeastCyclicSurplus(int players);

// The East-West swaps of a design with at most this surplus, in swap order.
std::vector<CyclicWhist> OrientationsWithin(const CyclicWhist& w, int max_surplus);

// "1-2,3-4" as pairs of numbers (couples, avoid lists), in the grammar of
// base/number_list.h; errors name `option`.
Result<std::vector<std::pair<int, int>>> ParseCouples(const std::string& text, const std::string& option = "couples");

// Relabels the players so that each couple partners in round 1 and drops
// that round: couples never partner, and round-1 opponents meet once less.
Result<WhistSchedule> WithPretendRound(const WhistSchedule& schedule, const std::vector<std::pair<int, int>>& couples);

}  // namespace movebal

#endif  // MOVEBAL_COMBINATORIAL_DESIGNS_WHIST_DESIGNS_H_
