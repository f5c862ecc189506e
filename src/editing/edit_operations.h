// Operations that build one movement from others, as federations build their
// libraries from recipes (combine two sections or two sessions, renumber,
// curtail, take a pair out, add a table, play it as a barometer, keep a pair
// or a set of boards at one table, split it into stanzas). Each takes
// movements and returns a new one, or an Error saying why it cannot be done;
// none changes its input. The result is a movement of the model, not checked
// for balance: the caller checks it (movement/structure_check.h) and scores
// it. docs/manual.md, "edit", defines each operation with an example.
#ifndef MOVEBAL_EDITING_EDIT_OPERATIONS_H_
#define MOVEBAL_EDITING_EDIT_OPERATIONS_H_

#include <vector>

#include "base/status.h"
#include "movement/movement.h"

namespace movebal {

// Two sections on the same boards: the tables of `b` after those of `a`, its
// pairs numbered after a's, board group g of b the same boards as group g of
// a. Both need the same rounds and the same kind (pairs or individuals).
Result<Movement> SideBySide(const Movement& a, const Movement& b);

// Two sessions: the rounds of `b` after those of `a`, b's board groups
// numbered after a's. Both need the same contestants and kind; the narrower
// one gets empty tables at the end.
Result<Movement> OneAfterOther(const Movement& a, const Movement& b);

// What a renumbering renumbers.
enum class Numbering { kPairs, kTables, kRounds, kGroups };

// Renumbers by a permutation: the i-th number of `to` (1-based) is the new
// number of the old number i. `to` holds each of 1..n once, n being the count
// of what is renumbered.
Result<Movement> Renumber(const Movement& m, Numbering what, const std::vector<int>& to);

// The first `rounds` rounds; board groups no longer played are dropped and
// the others numbered again in their old order.
Result<Movement> Curtail(const Movement& m, int rounds);

// Contestant p leaves: each table where p plays is empty (its opponents sit
// out that round) and the contestants numbered above p move down by one.
Result<Movement> RemoveContestant(const Movement& m, int p);

// One more table, after the last, empty in every round.
Result<Movement> AddTable(const Movement& m);

// The tables nobody plays at in any round are taken away and the others
// numbered again from 1 in their old order: the tables a room sets up. A
// group that was played at a table taken away rests that round (on a bye
// stand). Refused when no table is left.
Result<Movement> DropEmptyTables(const Movement& m);

// Every table plays the round's boards: board group r in round r, one group
// per round.
Result<Movement> Barometer(const Movement& m);

// Pair p stays North-South at table t: in every round p's table and table t
// change places (the boards go with the contestants) and, where p sits
// East-West, the arrows are switched. Refused for individual movements and
// when p sits out a round. Moving tables within a round leaves the balance as
// it was; the arrow switches may change it.
Result<Movement> FixPair(const Movement& m, int p, int t);

// Board group g stays at table t: in every round that plays g, its table and
// table t change places. Refused when g is never played, or played at two
// tables of one round (one set of boards cannot stay at both). The balance is
// unchanged.
Result<Movement> FixBoards(const Movement& m, int g, int t);

// Splits the rounds into stanzas of the given lengths, in order (they add up
// to the rounds), and deals each stanza board groups of its own: a stanza of
// k rounds plays k groups, each contestant plays each of them once, and as
// few tables of one round as can be found play the same group (the copies;
// at worst the whole round, a barometer within the stanza: StanzaDealer).
// Groups of different stanzas differ; there are as many groups as rounds.
// The tables and who meets whom stay as they were.
Result<Movement> Stanzas(const Movement& m, const std::vector<int>& lengths);

}  // namespace movebal

#endif  // MOVEBAL_EDITING_EDIT_OPERATIONS_H_
