// A whist tournament found by backtracking, for sizes with no cyclic solution
// (9 players). With 4n+1 players, player r sits out round r; the first round
// is fixed (any tournament can be renumbered to start with it).
#ifndef MOVEBAL_COMBINATORIAL_DESIGNS_WHIST_SEARCH_H_
#define MOVEBAL_COMBINATORIAL_DESIGNS_WHIST_SEARCH_H_

#include <cstdint>
#include <optional>

#include "combinatorial_designs/whist.h"

namespace movebal {

// The first schedule in search order, or nothing when none exists or the
// search gives up after `moves` moves (placed tables). With `directed`, nobody
// meets the same left-hand opponent twice (tables may then seat East-West
// either way round).
std::optional<WhistSchedule> SearchWhist(int players, bool directed = false,
                                         std::uint64_t moves = 50'000'000);

}  // namespace movebal

#endif  // MOVEBAL_COMBINATORIAL_DESIGNS_WHIST_SEARCH_H_
