// Mitchell movements: NS pairs stay, EW pairs move up a table, boards down.
#ifndef MOVEBAL_GENERATORS_MITCHELL_H_
#define MOVEBAL_GENERATORS_MITCHELL_H_

#include "movement/movement.h"

namespace movebal {

// The complete Mitchell for n tables and n rounds (SPEC.md §3): NS pair k+1
// stays at table k+1, EW pair n+1+((k-r) mod n) sits there in round r+1 and
// board group (k+r) mod n is played (k, r 0-based). Meant for odd n; for even
// n the EW pairs meet boards twice (use the relay or skip Mitchell).
Movement CompleteMitchell(int tables);

}  // namespace movebal

#endif  // MOVEBAL_GENERATORS_MITCHELL_H_
