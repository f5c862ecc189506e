// A field played in sections on the same boards: each section a movement
// of its own as `generate best` designs it (its own tables, its pairs
// walking as that movement walks, its own set of boards), the sections side
// by side (SideBySide: board group g the same boards in every section), and
// then, where the field is scored across the sections, the arrows
// rebalanced over the whole field (docs/model.md, "Sections"). Arrow
// switches move nobody, so the walking stays each section's.
#ifndef MOVEBAL_DESIGN_SECTIONS_H_
#define MOVEBAL_DESIGN_SECTIONS_H_

#include <vector>

#include "base/status.h"
#include "design/best.h"
#include "movement/movement.h"
#include "movement/sections.h"

namespace movebal {

// How the evening is scored, and so what the arrows are balanced for.
enum class SectionScoring {
  kField,    // across the field: every pair against every pair on the board (the default)
  kSection,  // each section on its own: its balance as designed, the other sections aside
};

struct SectionsRequest {
  BestRequest best;   // pairs: the whole field; tables: 0 (each section the tables it needs)
  int sections = 2;
  SectionScoring scoring = SectionScoring::kField;
  int pick = 1;       // the rank of every section's candidate (1: the best)
};

struct SectionedDesign {
  std::vector<int> sizes;                         // pairs per section, A first
  std::vector<std::vector<Candidate>> rankings;   // per section, best first (sections alike share theirs)
  std::vector<std::size_t> ranking_of;            // per section: its index into `rankings`
  std::vector<Candidate> chosen;                  // per section, as designed (before the field's arrows)
  std::vector<SectionPart> parts;                 // per section: its pairs and tables in `movement`
  Movement movement;                              // the sections side by side, A's tables first
};

// The largest section `session` seats: 22 tables, as clubs run one section,
// each designed in the default -T; a larger field is given sections.
constexpr int kMaxSectionPairs = 44;

// The pairs of each section, as even as they go, the larger first: 27 in 2
// is 14 and 13. Empty when a section would have fewer than 4 pairs.
std::vector<int> SectionSizes(int pairs, int sections);

// Designs each size of section once (sections alike get the same movement),
// in an even share of the time; with kField the rest of the time (a third)
// goes to the arrows of the whole field.
Result<SectionedDesign> DesignSections(const SectionsRequest& request, const BestDesignSettings& settings);

}  // namespace movebal

#endif  // MOVEBAL_DESIGN_SECTIONS_H_
