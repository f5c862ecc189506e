// Kept designs: movements the searches found in some runs and not in
// others, kept so that `generate best` offers them every time. Each is a
// movements/kept-*.asc file (built in: CMakeLists.txt) whose comment says
// how to find it again; each is one more candidate for its size (and a
// start for the search), verified, balanced and ranked like the classic
// ones.
#ifndef MOVEBAL_DESIGN_KEPT_DESIGNS_H_
#define MOVEBAL_DESIGN_KEPT_DESIGNS_H_

#include <string>
#include <vector>

#include "movement/movement.h"

namespace movebal {

struct KeptDesign {
  std::string file;  // under movements/
  Movement movement;
};

// The kept designs for exactly `pairs` pairs and `rounds` rounds (none for
// most sizes, and none with the tuning best_kept_designs=0, which is how a
// kept file's command finds its design again), in file name order.
std::vector<KeptDesign> KeptDesigns(int pairs, int rounds);

}  // namespace movebal

#endif  // MOVEBAL_DESIGN_KEPT_DESIGNS_H_
