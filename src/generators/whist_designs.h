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
#ifndef MOVEBAL_GENERATORS_WHIST_DESIGNS_H_
#define MOVEBAL_GENERATORS_WHIST_DESIGNS_H_

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "generators/cyclic_whist.h"
#include "generators/whist.h"
#include "base/status.h"
#include "movement/movement.h"

namespace movebal {

// Players `generate whist` accepts (an individual movement; the constructions
// reach no further).
constexpr int kMaxWhistPlayers = 64;

// The largest --index: the enumeration reaches a design at this place in
// seconds to minutes (Wh(24) has 81576 designs; a few thousand are built a
// second), never in the years an index like 10^12 would take.
constexpr std::int64_t kMaxWhistIndex = 100'000;

struct WhistRequest {
  int players = 0;
  std::int64_t index = -1;  // >= 0: the K-th cyclic design of 'list whist' (<= 44 players)
  bool directed = false;    // the least left-opponent surplus
  bool search = false;      // a non-cyclic design by search
  std::vector<std::pair<int, int>> spouses;  // couples who must never partner
  bool random = false;      // the random search from `seed`, for at most `seconds`
  std::uint64_t seed = 0;
  double seconds = 10;
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

#endif  // MOVEBAL_GENERATORS_WHIST_DESIGNS_H_
