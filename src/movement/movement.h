// The movement model: for every round and table, who sits North-South, who
// sits East-West and which board group they play. Pairs and individual
// movements share one model: a side holds one pair, or two players.
#ifndef MOVEBAL_MOVEMENT_MOVEMENT_H_
#define MOVEBAL_MOVEMENT_MOVEMENT_H_

#include <array>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace movebal {

// How board groups are written in a file: A, B, C… or 1, 2, 3… (header flag g).
enum class GroupStyle { kLetters, kNumbers };

// One table in one round. Contestants are numbered from 1; 0 means nobody.
struct Cell {
  static constexpr int kEmpty = -1;

  std::array<int, 2> ns{0, 0};  // pairs use ns[0]; individuals N, S
  std::array<int, 2> ew{0, 0};  // pairs use ew[0]; individuals E, W
  int group = kEmpty;           // 0-based board group; kEmpty for an empty table

  bool occupied() const { return group != kEmpty; }
  // Arrow switch: the same opponents and boards, compass directions swapped.
  void SwitchArrows() { std::swap(ns, ew); }
  bool operator==(const Cell&) const = default;
};

struct Movement {
  int contestants = 0;  // pairs, or players when individual
  int tables = 0;
  int rounds = 0;
  int groups = 0;
  bool individual = false;
  GroupStyle group_style = GroupStyle::kLetters;
  std::vector<Cell> cells;  // round-major: cells[round * tables + table]

  // An all-empty movement of the given shape.
  static Movement Empty(int contestants, int tables, int rounds, int groups,
                        bool individual = false);

  // Contestants per side of a table: 1 for pairs, 2 for individuals.
  int seats_per_side() const { return individual ? 2 : 1; }
  Cell& at(int round, int table) { return cells[Index(round, table)]; }
  const Cell& at(int round, int table) const { return cells[Index(round, table)]; }
  std::size_t Index(int round, int table) const {
    return static_cast<std::size_t>(round) * static_cast<std::size_t>(tables) +
           static_cast<std::size_t>(table);
  }
  int OccupiedCells() const;
  // True if contestant p plays in cell c.
  bool Plays(const Cell& c, int p) const;

  // Groups are written as numbers: asked for, or more than letters can name.
  bool NumericGroups() const { return group_style == GroupStyle::kNumbers || groups > 26; }

  bool operator==(const Movement&) const = default;
};

// The label of board group g (0-based) in the movement's style: "A" or "1".
std::string GroupLabel(const Movement& m, int g);

}  // namespace movebal

#endif  // MOVEBAL_MOVEMENT_MOVEMENT_H_
