// Which cells the optimiser may not switch, built from balans' fixing options
// (docs/manual.md, "optimise"): rounds, tables, pairs, board groups, the first n cells of
// round 1, "everything except" one of those, or an explicit r x t matrix.
#ifndef MOVEBAL_OPTIMISER_FIXED_CELLS_H_
#define MOVEBAL_OPTIMISER_FIXED_CELLS_H_

#include <string>
#include <vector>

#include "base/status.h"
#include "movement/movement.h"

namespace movebal {

struct FixSpec {
  std::vector<int> rounds;  // 1-based, -r
  std::vector<int> tables;  // -t
  std::vector<int> pairs;   // -i: every cell the pair plays in
  std::vector<int> groups;  // -j: 1-based board groups
  int first_cells = 0;      // -f: the first n cells of round 1
  int except_round = 0;     // -R: everything except this round
  int except_table = 0;     // -D
  int except_pair = 0;      // -I: everything except this pair and its opponents' cells
  int except_group = 0;     // -J
  // -a: r lines of t digits, 0 free / 1 fixed, as read by the caller from
  // the file named matrix_name (empty: no matrix); the name is for messages.
  std::string matrix_name;
  std::string matrix_text;
};

// One flag per cell (round-major, like Movement::cells): true = fixed.
// Empty cells are always fixed. Errors name the option or the matrix file.
Result<std::vector<bool>> FixedCells(const Movement& m, const FixSpec& spec);

// Parses the text of a fixing matrix file.
Result<std::vector<bool>> ParseFixMatrix(const Movement& m, const std::string& text, const std::string& name);

}  // namespace movebal

#endif  // MOVEBAL_OPTIMISER_FIXED_CELLS_H_
