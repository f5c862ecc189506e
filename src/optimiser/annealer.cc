#include "optimiser/annealer.h"

namespace movebal {

Result<AnnealResult> OptimiseArrows(const Movement&, const AnnealOptions&) {
  return Error::Plain("the optimiser is being built");
}

}  // namespace movebal
