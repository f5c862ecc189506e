// The state of the movement search (movement_search.h): the cells of a
// movement in progress with SS and the rule breaks kept incrementally, the
// moves of each layout, and how a move is drawn. The search's own; public
// for its tests and benchmarks.
#ifndef MOVEBAL_DESIGN_SEARCH_DESIGN_STATE_H_
#define MOVEBAL_DESIGN_SEARCH_DESIGN_STATE_H_

#include <cstdint>
#include <optional>
#include <utility>
#include <variant>
#include <vector>

#include "base/status.h"
#include "design_search/design_shape.h"
#include "movement/movement.h"
#include "search/random.h"

namespace movebal {

// One cell of a round: two pairs (0-based) and a board group.
struct DesignCell {
  int ns = 0, ew = 0, group = 0;
};

// The moves of the search, one type each; every move is its own inverse
// (applying it again undoes it). A cell is (round, cell), cell an index into
// the round's tables; a seat is 0 (NS) or 1 (EW).

// Arrow switch at one cell.
struct SwitchMove {
  int round = 0, cell = 0;
};
// Two seats of one round change pairs.
struct PairSwapMove {
  int round = 0, cell = 0, seat = 0, other_cell = 0, other_seat = 0;
};
// Two pairs change places in two rounds (near in one, far in the other):
// as each plays in one round the group the other plays in the other,
// neither's groups change.
struct DoubleSwapMove {
  PairSwapMove near, far;
};
// Boards move: two cells change groups, in one round or in two rounds of a
// session (the groups must be free in the other round).
struct GroupSwapMove {
  int round = 0, cell = 0, other_round = 0, other_cell = 0;
};
// Boards move: groups `group` and `other_group` change places on the Kempe
// chain of (round, cell): the cells on those two groups linked by a common
// round or a common pair. Nobody meets anybody new, and a state that breaks
// no group rule breaks none after it, so it moves through playable states
// where nearly every group is in play every round.
struct KempeMove {
  int round = 0, cell = 0, group = 0, other_group = 0;
};
// Either layout: pairs `pair` and `other_pair` change places in every cell
// of the Kempe chain of pair's cell in `round`: the cells where either plays,
// linked by a common round or a common group. Each still plays once a round
// and each group as often as before, so no group rule breaks; only who meets
// whom changes, across many rounds at once.
struct PairKempeMove {
  int round = 0, pair = 0, other_pair = 0;
};
// Boards stay: the pairs of two main tables of a round change places.
struct TableSwapMove {
  int round = 0, table = 0, other_table = 0;
};
// Boards stay: an appendix table's groups of two rounds change places (its
// stationary pair still plays each group once).
struct AppendixGroupSwapMove {
  int table = 0, round = 0, other_round = 0;
};

// The moves of each layout.
using DesignMove = std::variant<SwitchMove, PairSwapMove, DoubleSwapMove, PairKempeMove, GroupSwapMove, KempeMove>;
using AppendixMove =
    std::variant<SwitchMove, PairSwapMove, DoubleSwapMove, PairKempeMove, TableSwapMove, AppendixGroupSwapMove>;

// What both layouts share: the cells of a movement in progress, with SS and
// the rule breaks kept incrementally (a change of one cell costs O(pairs)).
// Not thread-safe: one per chain.
class DesignCells {
 public:
  const DesignShape& shape() const { return shape_; }
  int h() const { return h_; }
  int groups() const { return groups_; }
  std::int64_t SS() const { return ss_; }
  // Rule breaks: meetings beyond the allowed range, and group repeats.
  int violations() const { return meet_violations_ + group_violations_; }
  const DesignCell& cell(int round, int c) const { return cells_[Index(round, c)]; }

  // The double swap for pair p between rounds r1 and r2 that keeps the
  // groups of both pairs, when the partner exists.
  std::optional<DoubleSwapMove> GroupKeepingSwap(int p, int r1, int r2) const;

  // From scratch in O(pairs^3); meaningful when no rule is broken.
  DesignVacancy VacancyKey() const;

  // SS and violations recomputed from the cells alone, for tests.
  std::int64_t FullSS() const;
  int FullViolations() const;

  // The movement with table t of each round at cell t, pairs from 1.
  Movement ToMovement() const;

 protected:
  DesignCells(const DesignShape& shape, std::vector<DesignCell> cells);

  // The moves that change seats only, the same in both layouts.
  void Apply(const SwitchMove& move);
  void Apply(const PairSwapMove& move);
  void Apply(const DoubleSwapMove& move);
  void Apply(const PairKempeMove& move);

  std::size_t Index(int round, int c) const { return static_cast<std::size_t>(round * shape_.tables() + c); }
  // The cell of the round playing the group (the first when several do), or -1.
  int CellPlaying(int round, int group) const { return group_cell_[static_cast<std::size_t>(round * groups_ + group)]; }
  // 2 * cell + seat of the pair in the round.
  int SeatOf(int round, int pair) const { return seat_of_[static_cast<std::size_t>(round * pairs_ + pair)]; }
  // Gives each cell of `changed` (indices as Index gives them) the group
  // `group_of(old group)`; with `track`, CellPlaying follows.
  template <class GroupOf>
  void Regroup(const std::vector<int>& changed, GroupOf group_of, bool track);

  // A Kempe chain's cells (indices as Index gives them), filled by the
  // layout's chain walk; in_chain_ marks them.
  void StartChain(int first) const;
  void Visit(int i) const;
  mutable std::vector<int> chain_;
  mutable std::vector<char> in_chain_;

 private:
  // Fills chain_ with the cells of the move's chain.
  void PairKempeChain(const PairKempeMove& move) const;

  void AddCell(const DesignCell& c, int sign);
  void ChangeDirection(int group, int pair, int delta);
  void ChangeMeeting(int p, int q, int delta);
  void ChangePlays(int p, int group, int delta);
  void AddElement(int p, int q, int delta);
  int MeetPenalty(int count) const;

  DesignShape shape_;
  int pairs_, groups_, h_;
  int meet_low_, meet_high_;           // allowed meetings of two pairs
  std::vector<DesignCell> cells_;      // [round * tables + cell]
  std::vector<int> group_cell_;        // [round * groups + group]: cell playing it, -1
  std::vector<int> seat_of_;           // [round * pairs + pair]: 2 * cell + seat
  std::vector<int> direction_;         // [group * pairs + pair]: D
  std::vector<int> meetings_;          // [p * pairs + q]
  std::vector<int> plays_;             // [pair * groups + group]
  std::vector<std::int64_t> matrix_;   // [p * pairs + q]: M
  mutable std::vector<std::int64_t> scratch_;  // VacancyKey's matrix
  std::int64_t ss_ = 0;
  int meet_violations_ = 0, group_violations_ = 0;
};

// Shares of the move kinds in percent; the rest are group swaps (with
// appendix tables, Kempe chains are group swaps too).
struct MoveMix {
  int switches, double_swaps, pair_kempe, pair_swaps, kempe;
};
// Cycles that may break rules, and cycles that keep every rule, where Kempe
// chains are the move that moves (tuning constants design_*_moves).
MoveMix ExploreMix();
MoveMix KeepRulesMix();

// The layout where boards move: each cell plays any group of its round's
// session. Not thread-safe: one per chain.
class DesignState : public DesignCells {
 public:
  using Move = DesignMove;

  // A feasible-shaped start: a round robin by the circle method (pairs
  // relabelled by `order`, a permutation of 0..pairs-1) with groups dealt
  // round by round, each session its own, so that every group is played
  // equally often. The shape's boards move.
  DesignState(const DesignShape& shape, const std::vector<int>& order, const std::vector<bool>& switched);
  // The state of a movement of the shape (every pair plays every round at
  // one of pairs/2 tables, groups below the shape's count and in their
  // session), or an error; an error when the shape's boards stay too.
  static Result<DesignState> FromMovement(const DesignShape& shape, const Movement& m);

  // The groups [first, end) and rounds [first, end) of round r's session.
  std::pair<int, int> SessionGroups(int r) const;
  std::pair<int, int> SessionRounds(int r) const;

  // True when the move keeps each round's groups distinct (swaps of groups
  // across rounds need the groups free in the other round), every group in
  // its session (groups change rounds, and Kempe chains swap groups, only
  // within one session) and a Kempe chain keeps how often each group is
  // played.
  bool Allowed(const DesignMove& move) const;
  void Apply(const DesignMove& move);
  // A random move of the mix (not checked with Allowed).
  DesignMove RandomMove(Random& rng, const MoveMix& mix) const;

  // The movement, tables in group order within each round.
  Movement ToMovement() const;

 private:
  DesignState(const DesignShape& shape, std::vector<DesignCell> cells);
  bool Allowed(const SwitchMove&) const { return true; }
  bool Allowed(const PairSwapMove&) const { return true; }
  bool Allowed(const DoubleSwapMove&) const { return true; }
  bool Allowed(const PairKempeMove& move) const { return move.pair != move.other_pair; }
  bool Allowed(const GroupSwapMove& move) const;
  bool Allowed(const KempeMove& move) const;
  using DesignCells::Apply;
  void Apply(const GroupSwapMove& move);
  void Apply(const KempeMove& move);
  // Fills chain_ with the cells of the move's Kempe chain.
  void KempeChain(const KempeMove& move) const;

  std::vector<int> session_of_round_;  // [round]
  std::vector<int> session_group_;     // [session]: first group; back(): groups
  std::vector<int> session_round_;     // [session]: first round; back(): rounds
};

// The layout where boards stay (the Scheveningen with appendix tables):
// table t < rounds plays group t every round, and each later table seats
// one stationary pair and plays, round by round, every group once, beside
// the main table of that group. Moves change pairs and the appendix tables'
// groups only. Not thread-safe: one per chain.
class AppendixState : public DesignCells {
 public:
  using Move = AppendixMove;

  // The circle round robin placed on main and appendix tables: pairs that
  // never meet in its rounds are the stationary pairs, appendix table a
  // plays group (round + a) mod rounds. The shape's boards stay.
  AppendixState(const DesignShape& shape, const std::vector<int>& order, const std::vector<bool>& switched);
  // The state of a movement of the shape (table t < rounds keeps group t,
  // each later table keeps one pair and plays every group once, no two of
  // them one group in a round), or an error.
  static Result<AppendixState> FromMovement(const DesignShape& shape, const Movement& m);

  bool stationary(int pair) const { return stationary_[static_cast<std::size_t>(pair)] != 0; }

  // True when the main tables keep their groups, the stationary pairs their
  // tables, and no two appendix tables of a round play one group.
  bool Allowed(const AppendixMove& move) const;
  void Apply(const AppendixMove& move);
  // A random move of the mix (not checked with Allowed); the Kempe share
  // changes groups too.
  AppendixMove RandomMove(Random& rng, const MoveMix& mix) const;

 private:
  AppendixState(const DesignShape& shape, std::vector<DesignCell> cells);
  // The pair at table t in every round, or -1.
  int StaysAt(int t) const;
  bool MovesStationary(const PairSwapMove& move) const;
  bool Allowed(const SwitchMove&) const { return true; }
  bool Allowed(const PairSwapMove& move) const { return !MovesStationary(move); }
  bool Allowed(const DoubleSwapMove& move) const { return !MovesStationary(move.near) && !MovesStationary(move.far); }
  bool Allowed(const PairKempeMove& move) const {
    return move.pair != move.other_pair && !stationary(move.pair) && !stationary(move.other_pair);
  }
  bool Allowed(const TableSwapMove& move) const { return move.table != move.other_table; }
  bool Allowed(const AppendixGroupSwapMove& move) const;
  using DesignCells::Apply;
  void Apply(const TableSwapMove& move);
  void Apply(const AppendixGroupSwapMove& move);

  std::vector<char> stationary_;  // [pair]: sits at an appendix table
};

}  // namespace movebal

#endif  // MOVEBAL_DESIGN_SEARCH_DESIGN_STATE_H_
