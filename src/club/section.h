// The section of an event that a movement is played in: a letter that the
// room shows before every pair and table number (A1, A2, ...), so that two
// sections of one evening get cards that cannot be mixed up, and that
// scoring programs number (Bridgemate: section 1 is A).
#ifndef MOVEBAL_CLUB_SECTION_H_
#define MOVEBAL_CLUB_SECTION_H_

#include <string>
#include <string_view>

#include "base/status.h"

namespace movebal {

class Section {
 public:
  Section() = default;  // no section: plain numbers, scorer section 1

  // One letter A to Z (a lower-case letter is taken as its capital).
  static Result<Section> Parse(std::string_view text);

  bool named() const { return letter_ != 0; }
  // "A"; empty without a section.
  std::string letter() const { return named() ? std::string(1, letter_) : std::string(); }
  // The scorer's section number: 1 for A (and for no section), 2 for B, ...
  int number() const { return named() ? letter_ - 'A' + 1 : 1; }
  // Pair, player or table n as the room shows it: "A7", or "7".
  std::string Label(int n) const;

 private:
  char letter_ = 0;
};

}  // namespace movebal

#endif  // MOVEBAL_CLUB_SECTION_H_
