// The best balance any movement can reach in which each of P pairs plays
// each of G board groups exactly once, P/2 tables at a time: the shape of the
// Scheveningen movements, whose boards stay at their tables. An exhaustive
// search decides it, so that a published figure can be proved optimal
// rather than only matched.
//
// Why the search is small enough: in such a movement every group is played
// P/2 times (h = P/2 - 1), and the score of two pairs is
//   G - 2 d + (P/2) m,
// d the number of groups on which they sit in different directions and m
// how often they meet. A pair's whole part is its point of the G-cube (its
// direction on each group) and whom it meets. Swapping the directions of a
// whole group, renumbering pairs and renumbering groups change no score, so
// the search takes one point set of each kind (a pair at the zero point,
// points in increasing order, groups in lexicographic order), prunes it by
// the least score every two points and every future point can reach (the
// future points priced by the East-West seats they must fill, and each
// meeting priced since a pair meets only G others: Lagrange multipliers),
// and for what survives finds the best meetings (one table
// plan per group) exactly. The order of the groups in time, the tables and the rounds play
// no part, so the bound holds for every such movement, whatever its rounds.
//
// Thread safety: OnceEachOptimum runs its own threads and may be called from
// any thread; it stops early when its budget runs out (the clock, a signal,
// or the move limit, counted in parts).
#ifndef MOVEBAL_BOUND_ONCE_EACH_OPTIMUM_H_
#define MOVEBAL_BOUND_ONCE_EACH_OPTIMUM_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

#include "base/status.h"
#include "movement/movement.h"
#include "search/budget.h"

namespace movebal {

// The searches accepted for a sum of squares at most `limit` (even pairs
// 4..16, groups 2..7, fewer groups than pairs; the few shapes measured to
// run too long only where the time was estimated for that limit), with the
// reason for any other.
Status OnceEachRefusal(int pairs, int groups, std::int64_t limit);

// Whether every pair of `m` plays each board group exactly once, all tables
// busy every round (the shape the search covers); the reason when not. The
// size is OnceEachRefusal's to judge.
Status OnceEachShapeOf(const Movement& m);

struct OnceEachPlan {
  std::int64_t sum_of_squares = 0;
  // tables[g]: the (North-South, East-West) pairs, 1-based, that play group
  // g against each other.
  std::vector<std::vector<std::pair<int, int>>> tables;

  // The plan as a movement of G rounds, round g playing group g at every
  // table, for scoring (the rounds of a real movement differ, the scores not).
  Movement AsMovement(int pairs) const;
};

struct OnceEachSearch {
  int threads = 1;
  // When to stop before the end: -T, a signal, and a move limit that counts
  // the parts started, level after level (which parts does not depend on
  // the threads).
  Budget budget = Budget::None();
  // Shard shard_index (0-based) of shard_count: every shard_count-th part of
  // a list that depends only on the shape, the limit and shard_count, so the
  // shards together search everything and can run on different machines.
  int shard_index = 0;
  int shard_count = 1;
  // The bound on the points still to come that weighs the East-West pairs
  // each group still lacks (Lagrange multipliers); off only to measure what
  // it saves: the point sets solved are the same either way.
  bool group_multipliers = true;
  // The bound that charges each meeting of a placed pair a price and
  // credits each placed pair its G meetings (two pairs far apart cannot
  // all meet); off only to measure what it saves and to compare the point
  // sets solved with and without the group multipliers: it rules out many
  // sets before their meetings are solved.
  bool meeting_price = true;
  // Called with the parts done and all parts, from one thread at a time.
  std::function<void(std::size_t done, std::size_t total)> progress;
};

struct OnceEachResult {
  std::optional<OnceEachPlan> best;  // a plan of the least SS at most the limit (in the shard)
  std::uint64_t point_sets = 0;      // point sets whose meetings were solved
  bool interrupted = false;          // stopped by the budget (or no valid shard): no conclusion
  // What a stopped search still proved: no movement (in the shard) has a
  // sum of squares at most this (the limits searched to the end).
  std::optional<std::int64_t> none_at_most;
  // The last limit searched: its parts (in the shard), and which of them,
  // 0-based, were searched to the end.
  std::size_t parts = 0, parts_done = 0;
  std::vector<std::size_t> finished;
};

// The least sum of squares of the score matrix over every movement of the
// shape, with a plan that reaches it, when it is at most `limit`; no plan
// when every movement of the shape has a larger sum. The limits rise from a
// perfect movement's sum, so the time is that of the true optimum's limit
// at most. In a shard (0 <= shard_index < shard_count) all of this holds for
// the shard's parts only, and a shard without the optimum among them raises
// its limit up to `limit`. The shape must pass OnceEachRefusal.
OnceEachResult OnceEachOptimum(int pairs, int groups, std::int64_t limit, const OnceEachSearch& search);

}  // namespace movebal

#endif  // MOVEBAL_BOUND_ONCE_EACH_OPTIMUM_H_
