// PLACEHOLDER (issue 4 owner replaces this file).
#include <cstdio>

#include "cli/generate_kinds.h"

namespace movebal {

static int NotYet(const char* what) {
  std::fprintf(stderr, "movebal generate %s: not built yet\n", what);
  return 2;
}
int RunGenerateMitchell(const Args&) { return NotYet("mitchell"); }
int RunGenerateHowell(const Args&) { return NotYet("howell"); }
int RunGenerateCarryOver(const Args&) { return NotYet("carryover"); }
int RunGenerateBest(const Args&) { return NotYet("best"); }

}  // namespace movebal
