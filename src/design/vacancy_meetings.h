// Who meets whom in a perfect movement whose directions are fixed: every
// pair plays every board group once and meets every other pair on two
// groups (one round robin in half-rounds, or two sessions of one round robin
// each). The directions alone make every element of the score matrix one
// value (docs/model.md, "Hadamard half-rounds"); the meetings decide the
// vacancy quality. With pair v absent, pairs a and b are compared on the
// groups neither plays against v, and the movement stays perfect exactly
// when, for every two other pairs a and b, the groups on which v meets a and
// those on which it meets b balance: a condition between two of v's
// meetings only. So the meetings are a small constraint problem, decided by
// a backtracking that strikes out what each choice rules out.
//
// Thread safety: a MeetingProblem is read-only once built; its methods may
// run on several threads at once. The free function has no shared state.
#ifndef MOVEBAL_DESIGN_VACANCY_MEETINGS_H_
#define MOVEBAL_DESIGN_VACANCY_MEETINGS_H_

#include <array>
#include <bitset>
#include <cstdint>
#include <optional>
#include <vector>

#include "base/status.h"
#include "pair_movements/twin_howell.h"
#include "movement/movement.h"
#include "search/budget.h"
#include "search/random.h"

namespace movebal {

using Directions = std::vector<std::vector<int>>;  // [pair][group]: +1 North-South, -1 East-West

// One variable for every two pairs a < b: the two groups they meet on, among
// the groups where their directions differ (one in each session when the
// groups are split into two sessions).
class MeetingProblem {
 public:
  // The most values a meeting may have (two sessions of 16 pairs: 64).
  static constexpr std::size_t kMostValues = 256;

  // `session_of_group`: empty, a meeting's groups are any two; otherwise 0
  // or 1 for each group, and a meeting has one group of each. The caller
  // keeps the shape: every pair on every group once, each group with as
  // many pairs on either side, at most 64 groups and kMostValues values.
  explicit MeetingProblem(const Directions& directions, std::vector<int> session_of_group = {});

  // False when a meeting has more than kMostValues values, or none.
  bool fits() const { return fits_; }

  // Choices of every meeting with every vacancy perfect (Qf1av 100).
  std::int64_t SuperperfectChoices() const;

  // Pair v's ways to meet its opponents with its own vacancy perfect.
  std::int64_t WaysOf(int v) const;

  // The two groups of every two pairs (index MeetingIndex), every pair
  // meeting one opponent on each group, with pair v's vacancy perfect; none
  // when no choice exists or `nodes` ran out first. With `rng` the values
  // are tried in a random order (one of many choices), else in order.
  std::optional<std::vector<std::array<int, 2>>> ChooseFor(int v, std::int64_t nodes, Random* rng = nullptr) const;

  // The variable of pairs a < b.
  std::size_t MeetingIndex(int a, int b) const;

 private:
  using Domain = std::bitset<kMostValues>;
  struct Link {
    int other;   // a meeting that shares pair `shared` with this one
    int shared;  // the pair whose vacancy the link's condition keeps perfect
    std::vector<Domain> allowed;  // [value]: the other's values left, groups apart and balanced
  };
  struct Meeting {
    int a, b;
    std::vector<std::uint64_t> values;  // two groups as bits
    std::vector<Domain> using_group;    // [group]: the values that play it
    std::vector<Link> links;
  };
  struct Search;

  // Solutions over the meetings marked `in`, the conditions of `vacancy`
  // (every pair: -1) kept; at most `limit` counted, `nodes` visited.
  std::int64_t Solve(const std::vector<bool>& in, int vacancy, std::int64_t limit, std::int64_t nodes,
                     std::vector<int>* chosen, Random* rng) const;

  // Marks the meetings of pair v.
  std::vector<bool> MeetingsOf(int v) const;

  int pairs_ = 0;
  int groups_ = 0;
  bool fits_ = true;
  std::vector<Meeting> meetings_;
};

// `m` with its meetings chosen again (MeetingProblem::ChooseFor) so that
// one pair's absence leaves a perfect movement, the highest such pair
// tried first: up to `count` movements, each from a choice picked at random
// (by `seed`). The directions of every pair on every group (and the groups
// of each session) stay; the rounds are dealt again (each round a perfect
// matching of the pairs, no group twice in a round or, in half-rounds, in a
// half). `m` must be perfect, every pair on every group once, laid out as
// `layout` says: one round robin in half-rounds (two rows a round, the same
// pairs at a table) or two sessions of one round robin each. An error says
// why when the shape does not fit, no pair has such meetings, or the
// rounds could not be dealt within `budget`.
Result<std::vector<Movement>> PerfectVacancyMeetings(const Movement& m, TwinLayout layout, std::uint64_t seed,
                                                     int count, const Budget& budget = Budget::None());

}  // namespace movebal

#endif  // MOVEBAL_DESIGN_VACANCY_MEETINGS_H_
