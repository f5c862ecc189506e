// PLACEHOLDER (issue 5 owner replaces this file).
#include <cstdio>

#include "cli/generate_kinds.h"

namespace movebal {

static int NotYet(const char* what) {
  std::fprintf(stderr, "movebal %s: not built yet\n", what);
  return 2;
}
int RunGenerateRoundRobin(const Args&) { return NotYet("generate roundrobin"); }
int RunGenerateWhist(const Args&) { return NotYet("generate whist"); }
int RunCount(const Args&) { return NotYet("count"); }
int RunList(const Args&) { return NotYet("list"); }
int RunVerify(const Args&) { return NotYet("verify"); }

}  // namespace movebal
