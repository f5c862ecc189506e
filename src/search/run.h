// Run: what every search of one command shares, made once from the common
// options (--seed, --threads, -T and the stop flag a signal sets) and
// handed down: each stage takes the seed and threads as they are and its
// part of the budget (a slice of what is left, or its share of -T from when
// it starts), with the same stop flag, so that one -T is one budget and
// Ctrl-C reaches every stage. Cores() is the one place that asks the machine for its
// threads (--threads 0).
#ifndef MOVEBAL_SEARCH_RUN_H_
#define MOVEBAL_SEARCH_RUN_H_

#include <cstdint>

#include "search/budget.h"

namespace movebal {

// The threads the machine runs at once, at least 1.
int Cores();

struct Run {
  std::uint64_t seed = 1;
  int threads = 1;                 // chains at once, at least 1 (0 on the command line: Cores())
  Budget budget = Budget::None();  // the deadline, the move limit and the stop flag

  // The stop flag is set: the command ends with what it has.
  bool Stopped() const { return budget.Stopped(); }
};

}  // namespace movebal

#endif  // MOVEBAL_SEARCH_RUN_H_
