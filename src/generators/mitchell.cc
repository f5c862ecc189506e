#include "generators/mitchell.h"

namespace movebal {

Movement CompleteMitchell(int n) {
  Movement m = Movement::Empty(2 * n, n, n, n);
  for (int r = 0; r < n; ++r) {
    for (int k = 0; k < n; ++k) {
      Cell& c = m.at(r, k);
      c.ns[0] = k + 1;
      c.ew[0] = n + 1 + ((k - r) % n + n) % n;
      c.group = (k + r) % n;
    }
  }
  return m;
}

}  // namespace movebal
