// Cyclic whist tournaments Wh(4n) and Wh(4n+1), given by their initial round.
// With 4n players the positions are the residues mod 4n-1 plus a fixed
// position (infinity) whose player never moves; with 4n+1 players they are the
// residues mod 4n+1 and the player at residue 0 sits out. After each round
// every moving player advances one residue.
//
// The initial round pairs the residues into teams by a starter (starters.h),
// with {infinity, 0} as the extra team for 4n, and matches the teams into
// tables so that every opponent difference +-d occurs exactly twice. A design is
// counted as (starter, matching): neither table order nor the seats within a
// table are counted, mirror images are, which reproduces the published counts.
#ifndef MOVEBAL_COMBINATORIAL_DESIGNS_CYCLIC_WHIST_H_
#define MOVEBAL_COMBINATORIAL_DESIGNS_CYCLIC_WHIST_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "combinatorial_designs/starters.h"
#include "combinatorial_designs/whist.h"
#include "base/status.h"
#include "search/budget.h"

namespace movebal {

inline constexpr int kFixedPosition = -1;  // infinity, for 4n players
// Opponent difference counts are packed in one 64-bit word: up to 44 players.
inline constexpr int kMaxCyclicWhistPlayers = 44;

// The initial round; tables hold positions (residues, or kFixedPosition)
// seated North, South, East, West.
struct CyclicWhist {
  int players = 0;
  std::vector<WhistTable> tables;

  int modulus() const { return players % 4 == 0 ? players - 1 : players; }
  bool operator==(const CyclicWhist&) const = default;
};

bool IsCyclicWhistSize(int players);

// The seed's position numbers: 4n: the fixed position is 0 and residue 0 is
// written 4n-1; 4n+1: the residues themselves. Player p starts at position p-1.
int PositionLabel(const CyclicWhist& w, int position);

// "Table k: a and b vs. c and d" lines in position numbers.
std::string FormatTables(const CyclicWhist& w);
// The initial round on one line: "a b c d | a b c d | ...".
std::string FormatInitialRound(const CyclicWhist& w);

// Every round, with players numbered from 1 by their starting position.
WhistSchedule ExpandCyclicWhist(const CyclicWhist& w);

// Board groups that rotate with the players: table k plays group
// (offset[k] + round) mod rounds, all offsets distinct and no player meeting a
// group twice. Empty when no such offsets exist or none was found within a
// bounded search.
std::vector<int> RotatingGroupOffsets(const CyclicWhist& w);

// The individual movement: rotating board groups when possible, otherwise one
// board group per round.
Movement CyclicWhistMovement(const CyclicWhist& w);

// The design with East and West swapped at the tables whose bit is set.
CyclicWhist WithSwappedEastWest(const CyclicWhist& w, std::uint32_t tables);

// Left-hand-opponent meetings beyond the first, over ordered pairs of players
// (0: directed). Computed from the initial round by its differences.
int LeftOpponentSurplus(const CyclicWhist& w);

// Visits the cyclic designs in a fixed order (starters in ForEachStarter's
// order, then matchings) until visit returns false.
void ForEachCyclicWhist(int players, const std::function<bool(const CyclicWhist&)>& visit);

std::optional<CyclicWhist> FindCyclicWhist(int players);

struct WhistCountOptions {
  int threads = 1;
  int shard_index = 0;
  int shard_count = 1;
  bool orientations = false;  // also examine the 2^tables East-West swaps
  CountProgress progress;     // parts done, from one thread at a time
  Budget budget = Budget::None();  // its stop flag ends the count early
};

struct WhistCounts {
  std::uint64_t designs = 0;
  // With orientations: designs x 2^tables, the directed ones (4n+1) and the
  // least surplus with how many oriented designs reach it (4n, "almost
  // directed"; the surplus is in ordered player pairs as LeftOpponentSurplus).
  std::uint64_t oriented = 0;
  std::uint64_t directed = 0;
  int least_surplus = -1;
  std::uint64_t at_least_surplus = 0;
};

// Counts all cyclic designs. Starters that a multiplier (a unit of the
// residues) maps onto each other have equally many designs, so only the least
// starter of each orbit is searched and its result weighted by the orbit size.
// Shards split the work into parts that sum to the whole; invalid sizes count 0.
// The budget's stop flag ends it early with partial counts.
WhistCounts CountCyclicWhist(int players, const WhistCountOptions& options);

// Whether the count ends in reasonable time: Wh(28) takes minutes and each
// step of four players about 300 times longer, so Wh(29) is the largest
// counted alone and Wh(32), Wh(33) need at least 100 shards; larger sizes are
// refused with the reason.
Result<bool> CheckWhistCount(int players, int shard_count);

}  // namespace movebal

#endif  // MOVEBAL_COMBINATORIAL_DESIGNS_CYCLIC_WHIST_H_
