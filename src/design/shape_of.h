// The shape of a movement, as `generate best --like FILE` designs to it: its
// pairs, rounds and tables, its stanzas (runs of rounds with boards of their
// own, `--sessions`), the sets of boards it uses, and whether its boards
// stay (a Scheveningen). Designing to a published movement's shape compares
// like with like.
#ifndef MOVEBAL_DESIGN_SHAPE_OF_H_
#define MOVEBAL_DESIGN_SHAPE_OF_H_

#include <string>
#include <vector>

#include "base/status.h"
#include "movement/movement.h"

namespace movebal {

struct MovementShape {
  int pairs = 0;
  int rounds = 0;
  int tables = 0;
  int groups = 0;             // board groups: with the pairs and rounds, how often each is played
  std::vector<int> sessions;  // rounds per stanza, two or more stanzas; empty: one
  int copies = 1;             // the most tables that play one board group in a round
  bool boards_stay = false;   // boards never move between tables (no stanzas: a Scheveningen)

  // "22 pairs, 21 rounds, 11 tables, 21 groups, stanzas 5,5,5,6, 3 sets of boards".
  std::string Describe() const;
};

// Refused for an individual movement and for one in sections (no pair of
// one meets a pair of another): `generate best` designs neither.
Result<MovementShape> ShapeOf(const Movement& m);

}  // namespace movebal

#endif  // MOVEBAL_DESIGN_SHAPE_OF_H_
