// Quartets: a perfect Howell (Qf 100) in sessions, every board group played
// by four pairs at two tables: two pairs North-South, two East-West, each
// North-South pair meeting one of the East-West pairs, in two rounds of one
// session.
//
// For two pairs a and b let S, M and O count the groups where they sit on
// the same side, meet, and sit on opposite sides without meeting. Their
// score-matrix element (docs/model.md, "Quartets") is 2 M + S - M - O, so
// the movement is perfect when every two pairs have the same S, M and O.
// Here every two pairs meet m times and have S = O = m too: each group's
// four pairs fall into three couples of couples (same side, meeting, the
// other two), and every two pairs are each of these m times, a 2-(P, 4, 3m)
// block design. Its blocks are looked for first as the P - 1 shifts of
// base blocks on the integers mod P - 1 and one point "infinity" (few
// candidates, fast), and among all quartets when no such design exists (12
// pairs), by an exact cover (search/exact_cover.h; a backtracking search
// where pairs meet twice). Exact covers then place the sessions one after
// another, each group's two tables in two rounds of one session, every pair
// once a round. Any sessions of two rounds or more that add up to
// m (P - 1) rounds, when P m and P times each session's rounds are
// multiples of 4.
//
// Thread safety: free functions; no shared state.
#ifndef MOVEBAL_GENERATORS_QUARTETS_H_
#define MOVEBAL_GENERATORS_QUARTETS_H_

#include <cstdint>
#include <string>
#include <vector>

#include "base/status.h"
#include "movement/movement.h"
#include "search/budget.h"

namespace movebal {

// Why quartets cannot build this shape, or empty when they can try: an
// even number of pairs from 6 to 24, rounds m (pairs - 1) with pairs m a
// multiple of 4, every session at least 2 rounds and pairs times its rounds
// a multiple of 4.
std::string QuartetRefusal(int pairs, const std::vector<int>& sessions);

// The quartet Howell, checked (structure, playability, Qf 100), designs and
// sessions chosen by `seed`: the first placement found in at most `steps`
// steps of the searches, or before `budget` expired, or, when one is found
// in at most `vacancy_steps` steps more, the first placement of a design
// that stays perfect with any one pair absent (Qf1av 100). An error when
// there was none, and at once when the complete design search shows that
// no design exists.
Result<Movement> QuartetHowell(int pairs, const std::vector<int>& sessions, std::uint64_t seed, std::int64_t steps,
                               std::int64_t vacancy_steps, const Budget& budget = Budget::None());

}  // namespace movebal

#endif  // MOVEBAL_GENERATORS_QUARTETS_H_
