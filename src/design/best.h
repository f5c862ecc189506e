// Chooses the best balanced movement for a number of pairs and rounds: a
// movement designed from scratch by the search (movement_search.h), and the
// classic families (Howells, Mitchells), each balanced by the arrow optimiser
// and ranked by Qf, then the vacancy quality. `generate best` prints the
// ranking; `generate howell` and `generate mitchell --balance` use the same
// ranking and balancing for their own candidates.
#ifndef MOVEBAL_DESIGN_BEST_H_
#define MOVEBAL_DESIGN_BEST_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "design_search/movement_search.h"
#include "design/room_layout.h"
#include "base/status.h"
#include "pair_movements/mitchell.h"
#include "movement/movement.h"
#include "optimiser/annealer.h"
#include "scoring/balance.h"
#include "search/budget.h"
#include "search/run.h"

namespace movebal {

struct Candidate;

// Where a candidate comes from, one type per source; the candidate's name
// is derived from it (Candidate::name), and the design search reads which
// candidates may start it from here, never from the name.
struct KeptOrigin {
  std::string file;  // under movements/: a kept design and how to find it again
};
struct MirrorOrigin {};  // pair_movements/mirror_pairs.h
struct HowellOrigin {
  std::string starter;  // DescribeHowellStarter
  std::string groups;   // DescribeHowellGroups; empty: not said

  // "starter 1 6, 2 5; adders 0 2 4 1"
  std::string text() const { return groups.empty() ? starter : starter + "; " + groups; }
};
struct MitchellOrigin {
  MitchellKind kind;
};
struct FieldMitchellOrigin {
  int tables;  // 4, 8 or 16: boards moved by the field of that many elements
};
struct CyclicOrigin {
  int appendix_tables = 0;  // a cyclic Scheveningen when > 0
  int rank = 0;             // 0: the least SS of its search
};
struct SearchedOrigin {
  int appendix_tables = 0;  // a Scheveningen when > 0
  std::shared_ptr<const Candidate> start;  // the candidate it grew from; null: a random start
  std::int64_t moves = 0;
  bool optimal = false;
};
struct StyledOrigin {
  std::string description;  // made by a style (styles.h), which describes it
};
struct GivenOrigin {
  std::string file;  // the director's own movement (generate best --like FILE), its arrows balanced
};

using CandidateOrigin = std::variant<KeptOrigin, MirrorOrigin, HowellOrigin, MitchellOrigin, FieldMitchellOrigin,
                                     CyclicOrigin, SearchedOrigin, StyledOrigin, GivenOrigin>;

struct Candidate {
  CandidateOrigin origin;
  Movement movement;    // verified by the checker; balanced after ranking
  BalanceReport report; // of `movement`
  int shared = 0;       // rounds x groups in play at more than one table
  int absent = 0;       // > 0: the movement of this many pairs with the highest absent
  WalkingReport walking = {};     // of `movement`, once arranged for the room
  WalkingCost walking_cost = {};  // likewise

  // e.g. "howell starter 1 6, 2 5, 3 4; adders 0 2 4" or "mitchell relay for
  // 12 pairs, pair 12 absent"; without `groups`, what it says of its board
  // groups left out (the groups of a regrouped candidate are new).
  std::string name(bool groups = true) const;
};

// True when a is better balanced than b: higher Qf, then higher Qf1 with the
// highest pair absent, then higher Qf1av.
bool BetterBalance(const BalanceReport& a, const BalanceReport& b);

// Balances every candidate with `anneal` (when not null; each in an equal
// part of the time its budget has left) or scores it as it is, fills in its
// walking, and sorts them best first by balance. The first error of the
// optimiser is returned.
Result<std::vector<Candidate>> RankCandidates(std::vector<Candidate> candidates, const AnnealOptions* anneal);

// The ranking as lines a director can read: rank, tables, shared boards
// (rounds in which tables share a group), Qf, Qf1 with the highest pair
// absent, Qf1av, the longest board and pair moves, whether a table stands
// empty (fixed or roving), and what the candidate is.
std::vector<std::string> RankingTable(const std::vector<Candidate>& ranked);

// `generate mitchell --balance`: the one-winner Mitchell (one round switched)
// balanced by the optimiser.
Result<Movement> BalanceMitchell(Movement m, const AnnealOptions& anneal);

// Renumbers the pairs, in place, so that the pair whose absence leaves the
// best balance (Qf1max) is the highest: the pair a director leaves empty.
void PutBestVacancyLast(Movement& m);

// Whether the movement must be one a club can run (docs/model.md, "How a
// movement walks"): boards move at most one table between rounds and an
// empty table stays the same all evening; or balance alone decides.
enum class WalkRule { kRoom, kFree };

struct BestRequest {
  int pairs = 0;
  int rounds = 0;
  int tables = 0;           // tables available; 0: as many as needed
  int howell_starters = 6;  // starters tried for the Howell
  WalkRule walk = WalkRule::kRoom;
  int copies = 1;           // sets of each board the club has (--copies): candidates that need more rank after
};

// Renumbers the tables of every round of each candidate for the room
// (ArrangeTables, with `pins`) and fills in its walking figures; the
// balance does not change. Boards that never move (a Scheveningen) keep
// their tables, unless an empty table roves.
// The better-balanced candidates come first, each with half the time
// left (the last with all of it).
void ArrangeForTheRoom(std::vector<Candidate>& candidates, const RoomPins& pins, std::uint64_t seed,
                       const Budget& budget = Budget::None());

// In the room, candidates whose Qf is within this share of the best Qf of
// their tier (runnable, sharing boards) are close: between them the pair
// walk decides before the Qf (docs/model.md, "Which movement is best").
inline constexpr double kCloseQf = 0.15;

// The pair walk of a candidate as the ranking weighs it: 1 when no pair
// moves farther than the next table, 2 when none farther than two tables,
// else 3 (pairs cross the room; 4 tables or 6 are alike to them).
int PairWalkClass(const Candidate& c);

// Sorts `candidates` best first, for generate best and session: under
// WalkRule::kRoom the runnable ones first (RunnableInTheRoom); then those
// that need no more than `copies` sets of a board (a Scheveningen's
// appendix tables too; any number when `copies` is 0); then, in the room, those close to the best
// Qf of that tier (kCloseQf), and among those the shorter PairWalkClass;
// then RanksBefore without its shared-boards step.
void SortForTheRoom(std::vector<Candidate>& candidates, WalkRule walk, int copies);

// When the first of `ranked` walks pairs farther than two tables, why no
// candidate that walks less is first (with `copies` sets of boards): empty
// otherwise.
std::string PairWalkNote(const std::vector<Candidate>& ranked, int copies);

// The pairwise order under SortForTheRoom's classes: under WalkRule::kRoom the
// movements a club can run (RunnableInTheRoom) first; then those without
// shared boards, a Scheveningen's appendix tables apart (unless
// `count_shared` is false); then the higher Qf; of equal Qf, in the room,
// the fewer long pair moves; then the rest of BetterBalance, then the
// shorter walking (WalkingCost). So under WalkRule::kFree the balance
// alone decides, the walking only between equals.
bool RanksBefore(const Candidate& a, const Candidate& b, WalkRule walk, bool count_shared = true);

// Tables of `c` play one board group in the same round, beyond the appendix
// tables of a Scheveningen, which share by design (as the published ones do).
bool SharesBoardsAside(const Candidate& c);

// When the first-ranked candidate `best` shares boards (SharesBoardsAside)
// at more tables than `share` allow (one: each group at one table a round),
// the note that says so in words; empty otherwise.
std::string SharingNote(const Candidate& best, int share = 1);

// For the room: when candidate `index` of `ranked` plays a board group at
// more tables in one round than the `copies` sets of boards the club has
// allow, appendix tables too (walking.most_copies), the note that says so in
// SharingNote's words, and whether another candidate keeps to the sets;
// empty when the sets suffice.
std::string SetsNote(const std::vector<Candidate>& ranked, std::size_t index, int copies);

// The verified candidates of the classic kinds that fit: the kept designs
// of the size (kept_designs.h), the mirror pairs for 12 pairs in 6 rounds
// (mirror_pairs.h), Howells from several starters (no further
// starter once `budget` has expired), and the Mitchells
// (complete, relay, skip, and for 4, 8 or 16 tables one numbered in a finite
// field, without relay or skip) for an even number of pairs, or for one pair
// more with the highest pair absent. An error explains when nothing fits.
Result<std::vector<Candidate>> BestCandidates(const BestRequest& request, const Budget& budget = Budget::None());

// The largest number of pairs `generate best` designs: -T holds up to it
// (docs/benchmarks.md, 128 pairs); beyond it the field is played in sections.
constexpr int kMaxBestPairs = 128;

// The settings of one run of DesignBest, made once by the command line, the
// session or the page and handed down: each stage takes its options from
// here for its part of the time.
struct BestDesignSettings {
  // The seed, the threads of every search and polish, and the budget: its
  // deadline is -T for all of it (none: the move limits alone), with the
  // stop flag.
  Run run;
  std::int64_t moves = 0;     // per chain of each movement search; 0: its default
  std::int64_t switches = 0;  // per chain of each polish; 0: its default
  std::function<void(const DesignProgress&)> progress;  // the movement searches'
  bool classic = true;        // rank the classic families too
  bool room = true;           // lay the tables out for the room (DesignStyled lays out the styled ones itself)

  // The length of -T in seconds; 0: none (the budgets here are all made
  // by Budget::Seconds or First, so a deadline has a length).
  double seconds() const { return run.budget.Length(); }
  // These settings for a part of the work: `seconds` from now (0: no
  // deadline), the same stop flag.
  BestDesignSettings For(double seconds) const;
  // The options of a movement search and of a polish for `seconds` from now
  // (0: no deadline, the move limits alone).
  DesignOptions Search(double seconds) const;
  AnnealOptions Polish(double seconds) const;
};

// Designs movements by the cyclic search and the whole-movement search
// (the movement for one pair more, with the best pair left empty, when the
// number of pairs is odd), polishes them and the classic candidates with the
// optimiser, arranges their tables for the room (with settings.room), and
// returns them all, re-scored from scratch and ranked best first
// (RanksBefore), and of candidates alike in every figure only the first.
Result<std::vector<Candidate>> DesignBest(const BestRequest& request, const BestDesignSettings& settings);

}  // namespace movebal

#endif  // MOVEBAL_DESIGN_BEST_H_
