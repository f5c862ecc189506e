// Budget: how long a search may run, in one value: an optional deadline on
// the steady clock, an optional number of moves (per chain) and the stop
// flag a signal sets (the process's, base/stop_signals.h, unless another is
// given: a budget made anywhere still ends on Ctrl-C). Every -T, -s and
// Ctrl-C of the searches becomes one of these, and the searches that run
// others hand each a Slice.
//
// With a move limit and no deadline a search's result depends only on its
// seed and thread count, never on the machine's speed.
//
// Thread safety: a Budget is an immutable value; Expired() and Stopped()
// may be called from any thread.
#ifndef MOVEBAL_SEARCH_BUDGET_H_
#define MOVEBAL_SEARCH_BUDGET_H_

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>

#include "base/stop_signals.h"

namespace movebal {

class Budget {
 public:
  using Clock = std::chrono::steady_clock;

  // No deadline, no move limit; stopped by the process's stop flag.
  static Budget None();
  // A deadline `seconds` from now; seconds <= 0 (the command line's 0) is no
  // deadline: the one place where that rule is written.
  static Budget Seconds(double seconds);
  // At most `moves` moves per chain; moves <= 0 is no limit.
  static Budget Moves(std::int64_t moves);
  // What is left of a run of `seconds` that began at `start`: its deadline,
  // even when already past; seconds <= 0 is no deadline, as above.
  static Budget Rest(double seconds, Clock::time_point start);

  // This budget with the other limit added (the same rules as above).
  Budget WithSeconds(double seconds) const;
  Budget WithMoves(std::int64_t moves) const;
  // This budget, stopped when `*stop` is set instead (nullptr: never).
  Budget WithStop(const std::atomic<bool>* stop) const;
  // The first `seconds` of this budget's run: a deadline that long after it
  // was made, even when already past (seconds <= 0: none), no move limit,
  // the same stop flag. How a stage that ran others keeps to one -T.
  Budget First(double seconds) const;

  bool has_deadline() const { return deadline_.has_value(); }
  bool has_moves() const { return moves_.has_value(); }
  // The move limit; requires has_moves().
  std::int64_t moves() const { return *moves_; }
  // The move limit, or `otherwise` when there is none.
  std::int64_t MovesOr(std::int64_t otherwise) const { return moves_.value_or(otherwise); }
  // The deadline, or Clock::time_point::max() when there is none.
  Clock::time_point deadline() const;
  const std::atomic<bool>* stop() const { return stop_; }

  // The stop flag is set.
  bool Stopped() const;
  // The stop flag is set or the deadline has passed (reads the clock).
  bool Expired() const;
  // `done` moves reach the move limit.
  bool MovesSpent(std::int64_t done) const { return moves_ && done >= *moves_; }
  // Seconds to the deadline (0 once passed); infinity without one.
  double SecondsLeft() const;
  // Seconds since this budget was made (reads the clock).
  double SecondsSpent() const;
  // The share of the budget used after `done` moves: the larger of the
  // moves' and the time's share, in [0, 1]; 0 when there is neither limit.
  double Fraction(std::int64_t done) const;

  // A budget for a part of the work: `share` (in (0, 1]) of the time left
  // and of the moves (at least one), with the same stop flag.
  Budget Slice(double share) const;
  // The same for parts that each take the whole move limit (one polish of
  // several): `share` of the time left, the move limit as it is.
  Budget TimeSlice(double share) const { return Slice(share).WithMoves(MovesOr(0)); }
  // The seconds from when this budget was made to its deadline; 0 without
  // one. How a stage shares out a run's -T.
  double Length() const;

 private:
  Budget() = default;

  Clock::time_point start_ = Clock::now();
  std::optional<Clock::time_point> deadline_;
  std::optional<std::int64_t> moves_;
  const std::atomic<bool>* stop_ = &StopFlag();
};

}  // namespace movebal

#endif  // MOVEBAL_SEARCH_BUDGET_H_
