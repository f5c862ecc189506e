// (3,6) generalised whist designs for v = 6n + 1 players (E. Cipriano,
// "Generalized ordered whist tournaments for 6n+1 players"): v rounds of n
// games; a game seats six players a..f, the team (a, c, e) against the team
// (b, d, f). Each player sits out one round, partners every other player
// twice and opposes every other three times. Seats lie on three axes,
// N = {a, d}, E = {b, e}, W = {c, f}; the design is ordered when every
// player opposes every other exactly once from each axis.
//
// Z-cyclic designs are given by an initial round on Z_v \ {0} (round i adds
// i to every player). The paper builds initial rounds for primes p = 6n + 1,
// n odd, from a primitive root r and y, z in the cyclotomic classes 3 and 5 by
// six constructions; a direct search over difference conditions covers other
// orders. The verifier expands and counts seat by seat from the definition.
#ifndef MOVEBAL_COMBINATORIAL_DESIGNS_OGWHD_H_
#define MOVEBAL_COMBINATORIAL_DESIGNS_OGWHD_H_

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"
#include "search/budget.h"

namespace movebal {

// Seats a..f; players numbered 0..v-1.
using OgwhdGame = std::array<int, 6>;

struct OgwhdSchedule {
  int players = 0;
  std::vector<std::vector<OgwhdGame>> rounds;
};

// Players the verifier and parser accept (the paper's list stops at 619).
constexpr int kMaxOgwhdPlayers = 1000;

struct OgwhdVerdict {
  bool whist = false;    // rounds, partners twice, opponents three times
  bool ordered = false;  // and once from each axis
  std::vector<std::string> problems;
};

OgwhdVerdict VerifyOgwhd(const OgwhdSchedule& schedule);

// Round i of the Z-cyclic design: the initial round plus i, mod v.
OgwhdSchedule ExpandOgwhd(int players, const std::vector<OgwhdGame>& initial);

// Reads "players V", then either "initial: (a, b, c, d, e, f) ..." lines
// (developed mod V) or "round I: (...) ..." lines (every round, in order).
// '#' starts a comment. Errors carry the line and column.
Result<OgwhdSchedule> ParseOgwhd(std::string_view text, const std::string& file_name);

// "players V" and the initial round (or every round) in the layout above.
std::string FormatOgwhdInitial(int players, const std::vector<OgwhdGame>& initial);
std::string FormatOgwhdSchedule(const OgwhdSchedule& schedule);

// One of the paper's solutions: prime p, primitive root r, y, z and the
// construction number c (1..6).
struct OgwhdTuple {
  int p = 0, r = 0, y = 0, z = 0, c = 0;
  bool operator==(const OgwhdTuple&) const = default;
};

// The initial round of construction c: its first game times r^(6k),
// k = 0..n-1. Errors when p is not a prime 6n + 1 or c is not 1..6.
Result<std::vector<OgwhdGame>> OgwhdInitialRound(const OgwhdTuple& t);

// Why a tuple fails, or empty when it gives an ordered design: checks r is a
// primitive root and y, z lie in classes 3 and 5, then verifies the expanded
// design; when it fails, says whether another construction number or
// another seating (the teams' order on the axes) of the same r, y, z works.
std::string JudgeOgwhdTuple(const OgwhdTuple& t);

// Every (r, y, z, c) for the prime p whose construction is ordered, r
// ascending, then y, z, c; at most `limit` (0: all). Uses the difference test
// (the cyclotomic classes of the first game's differences), not the verifier.
// Ends early, with what it found, when `budget` runs out (large primes take
// minutes).
std::vector<OgwhdTuple> SearchOgwhdTuples(int p, std::size_t limit, const Budget& budget = Budget::None());

// Primes p = 6n + 1 with n odd, up to `bound`.
std::vector<int> OgwhdPrimes(int bound);

// The paper's list of solutions, as printed.
const std::vector<OgwhdTuple>& PublishedOgwhdTuples();

// Direct search for a Z-cyclic initial round on Z_v (any v = 6n + 1) by the
// difference conditions, with the first game holding 1 and translates and
// seat symmetries pruned. `complete` says whether the search space was
// exhausted (nothing found then means no Z-cyclic design exists).
struct OgwhdSearchResult {
  std::optional<std::vector<OgwhdGame>> initial;
  bool complete = false;
  bool out_of_time = false;  // nothing found before `budget` ran out
  std::uint64_t nodes = 0;
};
OgwhdSearchResult SearchZCyclicOgwhd(int players, std::uint64_t moves, const Budget& budget = Budget::None());

}  // namespace movebal

#endif  // MOVEBAL_COMBINATORIAL_DESIGNS_OGWHD_H_
