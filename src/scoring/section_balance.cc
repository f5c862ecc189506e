#include "scoring/section_balance.h"

namespace movebal {

std::vector<SectionBalance> ScoreSections(const Movement& m, int absent) {
  std::vector<SectionBalance> out;
  const std::vector<SectionPart> parts = FindSections(m);
  if (parts.size() < 2) return out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    // Beyond Z the sections are numbered, as scorers number them.
    std::string letter = i < 26 ? std::string(1, static_cast<char>('A' + i)) : std::to_string(i + 1);
    const Movement own = SectionMovement(m, parts[i]);
    out.push_back({std::move(letter), parts[i], ScoreMovement(own, ContestantInSection(parts[i], absent))});
  }
  return out;
}

}  // namespace movebal
