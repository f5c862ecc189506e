// How a movement walks (docs/model.md, "How a movement walks"): how far
// boards and contestants move between rounds when the tables stand in a ring,
// which contestants stay put, which tables stand empty and how many copies of
// a board group the room needs. Pure functions of the movement; thread-safe.
#ifndef MOVEBAL_SCORING_WALKING_H_
#define MOVEBAL_SCORING_WALKING_H_

#include <vector>

#include "movement/movement.h"

namespace movebal {

// Moves of one kind (boards, or contestants) between consecutive rounds.
struct MoveTally {
  int moves = 0;            // every counted move, including those of length 0
  int longest = 0;          // the longest, in tables
  int longer_than_one = 0;  // how many are longer than one table (need a runner)
  int length = 0;           // the tables travelled, all moves together
};

// Which tables stand empty over the evening.
enum class EmptyTables {
  kNone,    // every table plays every round
  kFixed,   // the same tables stand empty in every round
  kRoving,  // the empty tables change from round to round
};

struct WalkingReport {
  MoveTally boards;
  MoveTally contestants;
  std::vector<int> stationary;               // 1-based contestants at one table every round they play
  std::vector<std::vector<int>> empty;       // per round: the 1-based tables with no play
  EmptyTables empty_tables = EmptyTables::kNone;
  std::vector<int> copies;                   // per group: the most tables that play it in one round
  int most_copies = 0;                       // the largest of `copies` (1: one set of boards suffices)
  int sections = 1;                          // sections that walk apart, each with boards of its own
  std::vector<int> section_copies;           // per group: `copies` within one section, the most of any
};

// Ring distance between tables a and b (0-based) of a ring of `tables`.
int RingDistance(int a, int b, int tables);

// The walking figures of m. With `absent` (1-based, 0: nobody) that
// contestant does not come: its tables play nothing that round and count as
// empty, and it is neither a move nor stationary. A movement in sections
// (movement/sections.h) walks within each: the moves are counted in a ring
// of the section's own tables; the copies count every section's set.
WalkingReport ComputeWalking(const Movement& m, int absent = 0);

}  // namespace movebal

#endif  // MOVEBAL_SCORING_WALKING_H_
