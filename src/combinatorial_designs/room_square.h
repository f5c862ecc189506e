// Room squares from a starter and an adder: the cyclic Howell of a starter of
// Z_m (m odd) whose tables play board group (adder_t + round) mod m, with every
// pair playing every group once and no two tables playing the same group in a
// round. Such an adder exists for most starters of most orders (not m = 3, 5),
// and a random local search finds one in milliseconds where a depth-first
// search in a fixed order can run for minutes (m = 45, 47, 63).
#ifndef MOVEBAL_COMBINATORIAL_DESIGNS_ROOM_SQUARE_H_
#define MOVEBAL_COMBINATORIAL_DESIGNS_ROOM_SQUARE_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "combinatorial_designs/starters.h"

namespace movebal {

// Whether table t (0: the stationary pair's table {infinity, 0}, then the
// starter's pairs in order) may take adder a; for extra conditions such as a
// perfect orientation.
using AdderFilter = std::function<bool(int table, int adder)>;

// Adders for the full cyclic Howell of `s` (one per table, the first 0) such
// that every pair plays every group once and, with `distinct`, the adders are
// all different (a Room square). Min-conflicts local search from `seed`;
// nothing when `moves` moves (changes) find none (which proves nothing).
std::optional<std::vector<int>> SearchAdders(const Starter& s, bool distinct, std::uint64_t seed,
                                             std::int64_t moves, const AdderFilter& allowed = {});

// A Room square of side m (odd, 7 <= m <= kMaxStarterOrder): the starter and
// its adders, from the patterned starter or else random starters.
struct RoomSquare {
  Starter starter;
  std::vector<int> adders;
};
std::optional<RoomSquare> FindRoomSquare(int m, std::uint64_t seed = 1);

// A random starter of Z_m (m odd, 3 <= m <= kMaxStarterOrder), by a depth-first
// search in random order; nothing when m has none (m = 3 has one; all odd m do).
std::optional<Starter> RandomStarter(int m, std::uint64_t seed);

}  // namespace movebal

#endif  // MOVEBAL_COMBINATORIAL_DESIGNS_ROOM_SQUARE_H_
