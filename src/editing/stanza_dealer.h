// Deals the board groups of one stanza: the k rounds of a stanza play k
// groups of their own, every contestant each group once, and as few tables
// of one round as possible on the same group (the copies a club must make).
// A backtracking search over the stanza's tables, the one with the fewest
// groups left first, under a bound on the tables of a round per group,
// raised until a deal exists or the budget is spent; the groups are
// interchangeable, so a table may only open the next unused one.
#ifndef MOVEBAL_EDITING_STANZA_DEALER_H_
#define MOVEBAL_EDITING_STANZA_DEALER_H_

#include <cstdint>
#include <vector>

#include "movement/movement.h"

namespace movebal {

class StanzaDealer {
 public:
  // The stanza of rounds first..first+k-1 of m (0-based). `work` is the
  // search's budget, shared by the stanzas of one movement and spent here:
  // each look at a table for a group costs one. Counted, not timed, so that
  // the deal is the same on every machine.
  StanzaDealer(const Movement& m, int first, int k, std::int64_t& work);

  // The stanza's group (0..k-1) of each of its cells, round-major, kEmpty for
  // an empty table: the deal with the fewest tables of a round on one group
  // that the search finds within its budget, at worst every table of a round
  // on the same group (a barometer within the stanza).
  static constexpr std::int64_t kWork = 200000000;  // about a second
  std::vector<int> Deal();

 private:
  struct Table {
    int round;  // within the stanza
    std::vector<int> seated;
  };
  // Deals the tables left, `placed` of them dealt and groups 0..opened-1 in use.
  bool Place(std::size_t placed, int opened);
  bool Fits(const Table& table, int g) const;
  int Choices(const Table& table, int opened) const;
  void Set(const Table& table, int g, int delta);

  int k_;
  int cap_ = 0;  // the most tables of a round on one group
  std::int64_t& work_;
  std::vector<Table> tables_;          // the occupied cells, round-major
  std::vector<int> cell_of_;           // per occupied cell: its index among all the stanza's cells
  std::size_t cells_ = 0;              // all the stanza's cells
  std::vector<int> group_;             // per occupied cell while searching; kEmpty: not dealt yet
  std::vector<std::vector<int>> uses_;      // [contestant][group]: plays of it so far
  std::vector<std::vector<int>> on_group_;  // [round][group]: tables so far
};

}  // namespace movebal

#endif  // MOVEBAL_EDITING_STANZA_DEALER_H_
