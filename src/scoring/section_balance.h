// The balance of each section of a movement on its own (movement/sections.h):
// beside the figures of the whole field, compared across the sections, what
// the pairs of one section would have if it were scored alone.
#ifndef MOVEBAL_SCORING_SECTION_BALANCE_H_
#define MOVEBAL_SCORING_SECTION_BALANCE_H_

#include <string>
#include <vector>

#include "movement/movement.h"
#include "movement/sections.h"
#include "scoring/balance.h"

namespace movebal {

struct SectionBalance {
  std::string letter;  // "A" for the first section (by its first table), "B", ...
  SectionPart part;
  BalanceReport report;  // the section as a movement of its own
};

// One entry per section, with `absent` (1-based in m, 0: nobody) left out
// of the section it plays in; empty when m is one section.
std::vector<SectionBalance> ScoreSections(const Movement& m, int absent = 0);

}  // namespace movebal

#endif  // MOVEBAL_SCORING_SECTION_BALANCE_H_
