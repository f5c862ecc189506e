// The styles of movement a director asks `generate best` for, as
// transformations of a balanced movement and checks of the result:
//  - two board groups per round with the opponents kept (the half-round
//    arrow switch): every round is played as two half-rounds on two groups,
//    written as two rounds of the .asc file, so that balans scores each
//    half-round's boards as it would any round's;
//  - an event of several sessions, each with its own boards, balanced over
//    the whole event: the groups of one session are never played in another;
//  - a stationary pair, which keeps one table and one direction;
//  - a given first round (the universal starting position), so that the
//    scores of round 1 stand when the director changes movement after it;
//  - boards that stay at their tables (the Scheveningen style): table t
//    plays group t every round, except appendix tables, which seat a
//    stationary pair and share a main table's group each round, where the
//    pairs outnumber the tables the rounds can keep busy.
// Renumbering pairs, groups and tables, and switching every cell of a board
// group, leave the score matrix as it is (up to the renumbering), so the
// stationary pair and the first round cost no balance at all.
#ifndef MOVEBAL_DESIGN_STYLES_H_
#define MOVEBAL_DESIGN_STYLES_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "base/status.h"
#include "design/best.h"
#include "movement/movement.h"
#include "search/budget.h"

namespace movebal {

struct StyleRequest {
  bool half_rounds = false;     // two board groups per round, opponents kept
  std::vector<int> sessions;    // rounds per session; empty: one session
  int share = 1;                // tables that may play one group in a round
  int stationary = 0;           // this pair keeps table 1, North-South; 0: none
  std::optional<Movement> first_round;  // round 1 as given (its first round only)
  bool boards_stay = false;     // boards at their tables, appendix tables beside

  bool any() const {
    return half_rounds || !sessions.empty() || share > 1 || stationary > 0 || first_round.has_value() || boards_stay;
  }
};

// "5,5,5": the rounds of each session, each at least 1.
Result<std::vector<int>> ParseSessions(const std::string& text);

// Every round played twice, at the same tables by the same pairs: the first
// half on group g, the second on group g + groups. The arrows of the two
// halves are free to differ.
Movement SplitHalfRounds(const Movement& m);

// Gives each session (rounds per session, in movement rounds) its own board
// groups: every group played `plays` times, at most `share` times a round
// (1: no tables share boards), by no pair twice. The pairs and arrows stay;
// an error when the cells of a session cannot be shared out so, or no
// assignment was found in the move budget.
Result<Movement> AssignSessionGroups(const Movement& m, const std::vector<int>& sessions, int plays, int share,
                                     std::uint64_t seed);

// The play counts AssignSessionGroups can use for these sessions, most
// first: each divides every session's occupied cells, at most `share` times
// the shortest session's rounds, at least 2 (so that boards are compared),
// and leaves each session as many groups as a pair plays rounds in it.
std::vector<int> SessionPlayCounts(const Movement& m, const std::vector<int>& sessions, int share);

// Renumbers the tables of every round so that `pair` sits at table 1, and
// switches every board group it plays so that it sits North-South: the score
// matrix does not change. False when the pair misses a round or plays a
// group twice (then the switch would move it).
bool MakeStationary(Movement& m, int pair);

// Renumbers pairs, groups and the tables of round 1 so that round 1 is
// `first`'s round 1 (every pair at most once, distinct groups, as many
// tables in play). With `keep_vacancy`, the highest pair stays the highest
// (the pair best left empty, after PutBestVacancyLast) where the given round
// allows it; that switches one board group and moves the cells of round 1,
// so not with a stationary pair. With `half_rounds` the second half of round
// 1 moves with the first. False when the rounds cannot be matched.
bool MatchFirstRound(Movement& m, const Movement& first, bool keep_vacancy, bool half_rounds = false);

// Rewrites the movement with one table per board group, table g playing
// group g in every round (a table is empty in the rounds its group rests).
// A movement whose boards already stay (CheckBoardsStay) is kept as it is.
// False when two tables of a round play one group.
bool PutBoardsAtTables(Movement& m);

// Checks of a styled result, independent of how it was built; each returns
// the broken rules, one line each (empty: kept).
std::vector<std::string> CheckHalfRounds(const Movement& m);
std::vector<std::string> CheckSessions(const Movement& m, const std::vector<int>& sessions);
std::vector<std::string> CheckStationary(const Movement& m, int pair);
std::vector<std::string> CheckFirstRound(const Movement& m, const Movement& first);
// Main tables (one group in every round they are in play) keep distinct
// groups; every other table is an appendix table: one pair sits there in
// every round it is in play, and it plays a main table's group.
std::vector<std::string> CheckBoardsStay(const Movement& m);
// All of the above that the request asks for, plus the playability rules
// (CheckPlayability, meetings counted once per pair of half-rounds).
std::vector<std::string> CheckStyle(const Movement& m, const StyleRequest& style);

// Comment lines that tell a director how to read a styled movement file.
std::vector<std::string> DescribeStyle(const StyleRequest& style);

// `generate best` with styles: the candidates of DesignBest for the rounds
// (whole rounds), transformed into the style, polished again by the arrow
// optimiser, checked, arranged for the room (boards that stay keep their
// tables), re-scored from scratch and ranked best first by RanksBefore (those
// that need more than `share` tables on a group are dropped). For one
// round robin in half-rounds or two sessions of one round robin each, one
// candidate more where it can be found: a perfect one with its meetings chosen so that a pair's absence
// leaves it perfect (vacancy_meetings.h).
Result<std::vector<Candidate>> DesignStyled(const BestRequest& request, const BestDesignSettings& settings,
                                            const StyleRequest& style);

}  // namespace movebal

#endif  // MOVEBAL_DESIGN_STYLES_H_
