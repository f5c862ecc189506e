// Verifies a generated movement with the tool's own checker before anything is
// written: no contestant twice in a round, no contestant plays a board group
// twice, every board group played equally often (suitable for the balance
// model), no two contestants meet more often than the design allows, and the
// movement fits a movement file (what the writer writes, the reader reads).
#ifndef MOVEBAL_PAIR_MOVEMENTS_VERIFY_H_
#define MOVEBAL_PAIR_MOVEMENTS_VERIFY_H_

#include <functional>
#include <string>

#include "base/status.h"
#include "movement/movement.h"

namespace movebal {

// How often contestants p and q (p < q) may meet in the design.
using MeetingLimit = std::function<int(int p, int q)>;

// Every contestant meets every other at most once.
int AtMostOnce(int p, int q);

// Ok, or an error naming the first violated property and `design`.
Result<bool> VerifyMovement(const Movement& m, const MeetingLimit& limit, const std::string& design);

}  // namespace movebal

#endif  // MOVEBAL_PAIR_MOVEMENTS_VERIFY_H_
