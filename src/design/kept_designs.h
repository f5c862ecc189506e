// Movements that the movement search found in some runs and not in others,
// kept so that `generate best` offers them every time: each is one more
// candidate for its size (and a start for the search), verified, balanced
// and ranked like the classic ones. The name says only which search found
// it; the run (seed, threads, moves) was not recorded, so the name does not
// tell how to find it again.
#ifndef MOVEBAL_DESIGN_KEPT_DESIGNS_H_
#define MOVEBAL_DESIGN_KEPT_DESIGNS_H_

#include <string>
#include <vector>

#include "movement/movement.h"

namespace movebal {

struct KeptDesign {
  std::string name;
  Movement movement;
};

// The kept designs for exactly `pairs` pairs and `rounds` rounds (none for
// most sizes).
std::vector<KeptDesign> KeptDesigns(int pairs, int rounds);

}  // namespace movebal

#endif  // MOVEBAL_DESIGN_KEPT_DESIGNS_H_
