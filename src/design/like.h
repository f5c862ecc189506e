// generate best --like FILE: the director's own movement, whose shape the run
// designs to, as one more candidate. Asked for "this movement, better", the
// run never hands back one less balanced for want of a design: the given
// movement's arrows are balanced like every candidate's, its tables stay
// (arrow switches leave the walking as it is), and it is ranked with the
// rest, so the ranking says whether a design beat it.
#ifndef MOVEBAL_DESIGN_LIKE_H_
#define MOVEBAL_DESIGN_LIKE_H_

#include <string>
#include <vector>

#include "base/status.h"
#include "design/best.h"
#include "movement/movement.h"
#include "optimiser/annealer.h"
#include "scoring/walking.h"

namespace movebal {

// True when candidate `c` walks no farther than `given` in any respect a
// director notices: boards and pairs move no more tables at a time, it needs
// no more sets of a board in a round, and its empty tables rove no more.
bool WalksNoWorse(const WalkingReport& c, const WalkingReport& given);

// Adds `given` (read from `file`) to `ranked` as a candidate (GivenOrigin),
// its arrows balanced by `polish` (kept as they are where that ranks
// better), and ranks them all again for "this movement, better": first
// those with `given`'s number of board groups (so each is played as often),
// then those that walk no worse than it (WalksNoWorse), then by balance
// (RanksBefore as under WalkRule::kFree; boards shared beyond the appendix
// tables rank after unless `styled`: a style asks for them). The
// optimiser's error is returned.
Status RankWithTheGiven(std::vector<Candidate>& ranked, const Movement& given, const std::string& file,
                        const AnnealOptions& polish, bool styled);

}  // namespace movebal

#endif  // MOVEBAL_DESIGN_LIKE_H_
