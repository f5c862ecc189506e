// Mitchell movements: NS pairs stay at their table, EW pairs move up a table
// and the boards move down. An odd number of tables gives the complete
// Mitchell; an even number needs the relay (two tables share boards) or the
// skip (EW pairs jump a table halfway). All are two-winner movements; the
// optimiser turns them into one-winner movements by arrow switches.
#ifndef MOVEBAL_PAIR_MOVEMENTS_MITCHELL_H_
#define MOVEBAL_PAIR_MOVEMENTS_MITCHELL_H_

#include <string>

#include "base/status.h"
#include "movement/asc_reader.h"
#include "movement/movement.h"

namespace movebal {

enum class MitchellKind { kComplete, kRelay, kSkip };

struct MitchellSpec {
  int tables = 0;
  int rounds = 0;  // 0: the full session of the kind
  MitchellKind kind = MitchellKind::kComplete;
};

// Complete for an odd number of tables, relay for an even number.
MitchellKind DefaultMitchellKind(int tables);
const char* MitchellKindName(MitchellKind kind);
// Rounds of the full session: n for complete and relay, n - 1 for skip.
int FullMitchellRounds(MitchellKind kind, int tables);

// The most tables whose pairs a movement file can hold.
inline constexpr int kMaxMitchellTables = MovementLimits::kMaxContestants / 2;

// The complete Mitchell for n tables and n rounds (docs/model.md, "The balance
// figures"): NS pair k+1 stays at table k+1, EW pair n+1+((k-r) mod n) sits
// there in round r+1 and board group (k+r) mod n is played (k, r 0-based).
// Meant for odd n; for even n the EW pairs meet boards twice (use the relay or
// skip Mitchell).
Movement CompleteMitchell(int tables);

// Relay Mitchell for an even n: as the complete one, but the group due at the
// upper half of the tables is one further on, so one group rests on a relay
// stand each round and the last table shares its group with table 1.
Movement RelayMitchell(int tables);

// Skip Mitchell for an even n, n - 1 rounds: from round n/2 + 1 on the EW
// pairs move up two tables, so each misses one NS pair and one board group.
Movement SkipMitchell(int tables);

// The first `rounds` rounds of a movement (an incomplete session).
Movement FirstRounds(const Movement& m, int rounds);

// Switches the arrows at every table of one round (0-based): the classic
// one-winner Mitchell, and a good start for the optimiser.
void SwitchRound(Movement& m, int round);

// Builds the movement of the spec and verifies it with the checker. Errors
// explain sizes that cannot work (too few tables, a relay cut short, ...).
Result<Movement> GenerateMitchell(const MitchellSpec& spec);

}  // namespace movebal

#endif  // MOVEBAL_PAIR_MOVEMENTS_MITCHELL_H_
