// Coupling round robin schedules (CRRS, Hwang, "A new bridge tournament
// schedule"): n teams of two pairs; a match is "pair p (North-South) against
// pair q (East-West) on board b". Conditions:
//  (i)   every pair meets every pair outside its team exactly once;
//  (ii)  every pair plays one match in every round;
//  (iii) no pair plays a board twice, on the fewest boards possible: 2n-2 for
//        even n (every pair plays every board) and 2n for odd n (a board is
//        played by at most n-1 teams, so each pair skips two);
//  (iv)  if p opposes q on board b, q's teammate opposes p's teammate on b;
//  (v)   (complete) no two matches of a round share a board.
// The verifier checks these from the matches alone, independently of the
// constructions here.
#ifndef MOVEBAL_COMBINATORIAL_DESIGNS_CRRS_H_
#define MOVEBAL_COMBINATORIAL_DESIGNS_CRRS_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"
#include "movement/movement.h"
#include "search/budget.h"

namespace movebal {

// Pairs and boards are numbered from 1.
struct CrrsMatch {
  int ns = 0;
  int ew = 0;
  int board = 0;
  bool operator==(const CrrsMatch&) const = default;
};

struct Crrs {
  int pairs = 0;              // 2 x teams
  int boards = 0;
  std::vector<int> teammate;  // teammate[p] for p = 1..pairs (entry 0 unused)
  std::vector<std::vector<CrrsMatch>> rounds;

  int teams() const { return pairs / 2; }
};

// The most pairs and teams the generator and verifier accept: a pairs movement
// holds at most 256 contestants, and the sharing search stays fast to 40.
constexpr int kMaxCrrsTeams = 128;

struct CrrsVerdict {
  bool crrs = false;      // conditions (i)-(iv)
  bool complete = false;  // and (v)
  int max_sharing = 0;    // most matches on one board in one round
  int sharing_matches = 0;  // matches that share their board in their round
  std::vector<std::string> problems;  // empty when crrs is true
};

CrrsVerdict VerifyCrrs(const Crrs& schedule);

// Reads the paper's layout: one line per round, "R  p q (b)  p, q(b) ...",
// and a line "Teams: 1-4, 2-3, ...". Other lines (titles, notes) are skipped;
// '#' starts a comment. Errors carry the line and column.
Result<Crrs> ParseCrrs(std::string_view text, const std::string& file_name);

// The same layout, with the teams line last.
std::string FormatCrrs(const Crrs& schedule);
// "1-4, 2-3, ..." (each team by its lower pair first).
std::string FormatCrrsTeams(const Crrs& schedule);

// The round-robin construction for n >= 2 teams: the round robin of 2n pairs
// (pair 2n fixed, the rest rotating) without its first round, whose matches
// are the teams; boards by a proper colouring of the teams' graph (n - 1
// colours for even n, the team-sum rule t_i + t_j mod n for odd n), doubled:
// the two matches that join the same two teams with "equal" sexes take
// colour c, the other two c + colours. `labels` gives each team (0..n-1, team
// k holding residues k and -k) its label in the colouring; empty: the identity.
Crrs CrrsFromRoundRobin(int teams, const std::vector<int>& labels = {});

// The Room-square construction for even n >= 8: every match i-j on board b of
// a Room square R_n becomes i-j and i'-j' on b in round r and i-j', i'-j on b'
// in round r' (teams {i, i'}); every board is then shared by exactly two
// matches per round. Error when no Room square was found.
Result<Crrs> CrrsFromRoomSquare(int teams, std::uint64_t seed);

// Searches the round-robin construction (simulated annealing on the sum over
// rounds and boards of matches squared) over its team labels and sexes, with
// restarts from random starters in place of the conveyor belt, for up to
// `moves` moves (changes) or until `budget` expires (each restart gets its share
// of the time left); returns the best schedule seen. Every such schedule keeps
// conditions (i)-(iv); only the sharing changes.
Crrs ReduceCrrsSharing(int teams, std::uint64_t seed, const Budget& budget, std::int64_t moves);

// The CRRS to print: the better of the constructions and the search with
// `moves` moves (changes; -1: a default that takes about a second on one
// core; 0: no search). The result depends only on the seed and the moves.
// A complete CRRS (condition (v)) for an even number of teams by exhaustive
// search (see crrs.cc), within `moves` moves (nodes): 4 and 6 teams have one; 2
// teams have none.
struct CompleteCrrsResult {
  std::optional<Crrs> schedule;
  bool complete_search = false;  // nothing found and the search was exhaustive
};
CompleteCrrsResult FindCompleteCrrs(int teams, std::int64_t moves);

// GenerateCrrs tries the complete search up to this many teams (6: found at
// once; 8 gives up after the steps below, about a second).
constexpr int kCompleteCrrsSearchTeams = 6;
constexpr std::int64_t kCompleteCrrsNodes = 2'000'000;

// `budget` (-T, a signal) bounds the sharing search as well as its steps.
Result<Crrs> GenerateCrrs(int teams, std::uint64_t seed, std::int64_t moves = -1,
                          const Budget& budget = Budget::None());

// A pairs movement: one table per match slot, board groups = boards.
Movement CrrsMovement(const Crrs& schedule);
// The way back, for `verify crrs` on what `generate crrs` writes: the
// movement and its "teams: 1-5, 2-6, ..." comment line.
Result<Crrs> CrrsFromMovement(const Movement& m, const std::string& teams);

}  // namespace movebal

#endif  // MOVEBAL_COMBINATORIAL_DESIGNS_CRRS_H_
