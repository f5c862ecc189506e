// The moves that switch many cells at once: every free cell of a round, of a
// table, or of a block (a few consecutive rounds at a few consecutive
// tables), and an exact pass over the flips of whole rounds or whole tables
// where there are few of them. Single switches reach such arrangements only
// through worse ones: on the complete 21-table Mitchell, switching all tables
// of three rounds beats every arrangement the single switches settle in.
// Fixed cells are never part of a move.
//
// Thread safety: BlockMoves is immutable after construction; each chain
// draws with its own Random.
#ifndef MOVEBAL_OPTIMISER_BLOCK_MOVES_H_
#define MOVEBAL_OPTIMISER_BLOCK_MOVES_H_

#include <cstdint>
#include <vector>

#include "movement/movement.h"
#include "optimiser/incremental_balance.h"
#include "search/budget.h"
#include "search/random.h"

namespace movebal {

class BlockMoves {
 public:
  // `free_cell_of[k]`: the occupied-cell number (IncrementalBalance) of
  // movement cell k, or -1 where the cell is empty or fixed.
  BlockMoves(const Movement& m, const std::vector<int>& free_cell_of);

  // The free cells of each round and of each table; units without one are left out.
  const std::vector<std::vector<int>>& rounds() const { return rounds_; }
  const std::vector<std::vector<int>>& tables() const { return tables_; }
  bool empty() const { return rounds_.empty(); }

  // A random move into `cells` (never empty when !empty()): a whole round, a
  // whole table or a block, one kind as likely as another.
  void Draw(Random& rng, std::vector<int>& cells) const;

 private:
  int rounds_count_, tables_count_;
  std::vector<int> grid_;  // [round * tables + table]: free cell or -1
  std::vector<std::vector<int>> rounds_, tables_;
};

// Tries every subset of `units` (disjoint sets of cells) switched together,
// in Gray-code order so that each step switches one unit, judging `slot`'s
// SS by trial switches, and leaves `state` switched (for real) at the best
// subset, the first found on ties. With `all_cells` (the units hold every
// occupied cell, none fixed) switching every unit changes no matrix, so the
// last unit stays put and half the subsets are tried. Stops early, keeping
// the best so far, when the budget runs out. Returns the change of the
// slot's SS (0 or negative).
std::int64_t ExactUnitPass(IncrementalBalance& state, const std::vector<std::vector<int>>& units, int slot,
                           bool all_cells, const Budget& budget);

// Where the units are too many for ExactUnitPass: `restarts` descents from
// random subsets, each switching one unit at a time while that lowers the
// slot's SS, judged by trial switches; leaves `state` switched at the best
// subset met (`all_cells` as there). Stops early, keeping the best so far,
// when the budget runs out. Returns the change of the slot's SS (0 or
// negative).
std::int64_t UnitDescents(IncrementalBalance& state, const std::vector<std::vector<int>>& units, int slot,
                          bool all_cells, std::int64_t restarts, Random& rng, const Budget& budget);

}  // namespace movebal

#endif  // MOVEBAL_OPTIMISER_BLOCK_MOVES_H_
