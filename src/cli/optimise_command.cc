#include <cstdio>

#include "cli/subtools.h"

namespace movebal {

int RunOptimise(const Args&) {
  std::fprintf(stderr, "movebal optimise: not built yet\n");
  return 2;
}

}  // namespace movebal
