// The sections of a movement: the pairs and tables that play together. A
// field split into sections on the same boards (each board group played at
// a table of every section in a round) is one movement whose pairs of
// different sections never meet: they are compared across the field, on
// the boards they share. A pair and a table are in one section when the
// pair plays at the table; a section is what these links join.
#ifndef MOVEBAL_MOVEMENT_SECTIONS_H_
#define MOVEBAL_MOVEMENT_SECTIONS_H_

#include <vector>

#include "movement/movement.h"

namespace movebal {

struct SectionPart {
  std::vector<int> contestants;  // 1-based, ascending
  std::vector<int> tables;       // 0-based, ascending
};

// The sections of m, ordered by their first table. A contestant who plays
// nowhere and a table nobody plays at belong to none.
std::vector<SectionPart> FindSections(const Movement& m);

// The section as a movement of its own: its tables in their order numbered
// from 1, its contestants from 1 in their order, the board groups of m.
Movement SectionMovement(const Movement& m, const SectionPart& part);

// Contestant p (1-based) of m as the section numbers it; 0 when p is not
// in it (or p is 0).
int ContestantInSection(const SectionPart& part, int p);

}  // namespace movebal

#endif  // MOVEBAL_MOVEMENT_SECTIONS_H_
