// Quartets and sextets: a perfect Howell (Qf 100) in sessions, every board
// group played by 2k pairs at k tables (k = 2: quartets, k = 3: sextets),
// k pairs North-South and k East-West, table i the i-th North-South pair
// against the i-th East-West pair, in k rounds of one session.
//
// For two pairs a and b let S, M and O count the groups where they sit on
// the same side, meet, and sit on opposite sides without meeting. Their
// score-matrix element (docs/model.md, "Quartets") depends on M and S - O
// only, so the movement is perfect when every two pairs meet m times (m
// round robins) and have S = O. A group holds k (k - 1) couples on the same
// side, k meeting and k (k - 1) on opposite sides; here every two pairs are
// S = O = m (k - 1) times on one side and on opposite sides: a labelled
// 2-(P, 2k, m (2k - 1)) block design. For quartets a 2-(P, 4, m) design
// of plain 4-sets, each played in its three splits into two meetings, is
// one that also stays perfect with any pair absent (superperfect); it is
// looked for first, by a backtracking search with restarts (found for 8,
// 10 and 16 pairs; where m (P - 1) is not a multiple of 3 or m P (P - 1)
// not of 12 none exists). Otherwise the blocks are looked for as
// the P - 1 shifts of base blocks on the integers mod P - 1 and one point
// "infinity" (few candidates, fast); for sextets whose blocks do not make
// whole orbits of P - 1 (10 pairs in two round robins), as the P / 2
// shifts of two halves of P / 2 pairs shifted together; for quartets among
// all blocks when no cyclic design exists (12 pairs): an exact cover
// (search/exact_cover.h) where every count is 1, else a backtracking
// search. Exact covers then
// place the sessions, each group's k tables in k rounds of one session,
// every pair once a round: quartets one session after another, sextets
// after the groups were split into the sessions (the sessions one after
// another placed none for 18 pairs in 6 + 6 + 5 rounds). Any sessions of k
// rounds or more that add up to m (P - 1) rounds, when P m (P - 1) and P
// times each session's rounds are multiples of 2k, and for sextets P m
// too or P / 2 odd and m (P - 1) a multiple of 3 (a whole number of base
// blocks).
//
// Thread safety: free functions; no shared state.
#ifndef MOVEBAL_PAIR_MOVEMENTS_QUARTETS_H_
#define MOVEBAL_PAIR_MOVEMENTS_QUARTETS_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "base/status.h"
#include "movement/movement.h"
#include "search/budget.h"

namespace movebal {

// The tables that play one board group in a session.
enum class GroupTables { kQuartets = 2, kSextets = 3 };

// "quartets: four pairs on each board group, at two tables", for a
// candidate's name.
std::string DescribeGroupedHowell(GroupTables tables);

// Why these groups cannot build this shape, or empty when they can try: an
// even number of pairs from 6 to 24 (sextets: 20), rounds m (pairs - 1)
// with pairs m (pairs - 1) a multiple of 2k (sextets: pairs m a multiple of
// 6, or pairs / 2 odd and m (pairs - 1) a multiple of 3), every session at least k rounds and pairs times its rounds a multiple
// of 2k.
std::string GroupedHowellRefusal(int pairs, const std::vector<int>& sessions, GroupTables tables);

// The groups that can build this shape, quartets first (a group at fewer
// tables), then sextets (a group played one time more, h = 2).
std::vector<GroupTables> GroupTablesToTry(int pairs, const std::vector<int>& sessions);

// The Howell of these groups, checked (structure, playability, Qf 100),
// designs and sessions chosen by `seed`: the first placement found in at
// most `moves` moves (steps) of the searches, or before `budget` expired, or the
// placement with the best vacancy quality (Qf1av) found in at most
// `vacancy_moves` moves more, stopping early at Qf1av 100. An error when
// there was none, and at once when the complete design search shows that
// no design exists.
Result<Movement> GroupedHowell(int pairs, const std::vector<int>& sessions, GroupTables tables, std::uint64_t seed,
                               std::int64_t moves, std::int64_t vacancy_moves, const Budget& budget = Budget::None());

}  // namespace movebal

#endif  // MOVEBAL_PAIR_MOVEMENTS_QUARTETS_H_
