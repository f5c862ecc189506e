// OptimiseArrows: simulated annealing over the NS/EW switch bits of the free
// cells, minimising lexicographically SS, then the vacancy term Fw = w1 * (SS
// of the best vacancy) + w2 * (sum of vacancy SS), then, if asked, S4, then
// the sum of vacancy SS alone when w2 > 0 (docs/model.md, "The searches and
// what they aim for"). The result is re-scored from scratch.
#ifndef MOVEBAL_OPTIMISER_ANNEALER_H_
#define MOVEBAL_OPTIMISER_ANNEALER_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"
#include "movement/movement.h"
#include "scoring/balance.h"
#include "search/memory_fit.h"
#include "search/run.h"

namespace movebal {

enum class Schedule {
  kMixed,        // even chains fluctuating, odd chains slow cooling (default)
  kFluctuating,  // fast rises and falls of temperature, many short cycles
  kSlowCooling,  // classic slow exponential cooling, one long cycle per restart
  kEnsemble,     // parallel chains at a ladder of temperatures that exchange states
};

// "mixed", "fast", "slow", "ensemble": the names the command line uses.
const char* ScheduleName(Schedule schedule);
std::optional<Schedule> ParseSchedule(std::string_view name);

struct AnnealProgress {
  std::int64_t iteration = 0;  // proposed switches so far, all chains
  double temperature = 0;
  double best_qf = 0, best_qf1av = 0, best_qf1max = 0;
};

// Each thread runs a chain with its own copy of the movement's state.
// Beyond 64 chains the work grows with no gain in quality; larger counts are
// refused. Fewer chains run when the copies would not fit in memory
// (search/memory_fit.h).
constexpr int kMaxThreads = 64;

// With an iteration limit and no time limit, the result depends only on the
// seed and the thread count (and the movement and options): never on the
// machine's speed or load, also when a proved optimum stops the search early.
struct AnnealOptions {
  Schedule schedule = Schedule::kMixed;
  // The seed, the chains run in parallel (at most kMaxThreads) and the
  // budget: its deadline bounds the whole run, the polish included; its move
  // limit is the proposed switches per chain (with neither, the default for
  // the size); its stop flag ends the run early with the best so far.
  Run run;
  int restarts = 0;             // fast and slow schedules: extra random starts per chain
  double w1 = -1;               // < 0: 2 when P is even and nobody is absent, else 0
  double w2 = 1;
  bool use_s4 = false;          // third criterion: least S4
  int absent = 0;               // optimise for this contestant absent (0: none)
  int preferred_low = 0;        // with preferred_high: vacancies that count as "best"
  int preferred_high = 0;
  bool randomise = false;       // randomise the free cells before starting
  std::vector<bool> fixed;      // per cell; empty: every occupied cell is free
  std::size_t memory = 0;       // bytes the chains may fill; 0: what is available (AvailableMemory)
  // Called now and then from the coordinating thread (may be empty).
  std::function<void(const AnnealProgress&)> progress;
};

struct AnnealResult {
  Movement movement;        // the best movement found
  BalanceReport report;     // re-scored from scratch
  // What repeats the run: the seed, schedule, restarts, thread count and
  // the moves per chain (0: time-limited; -s, --iterations).
  std::uint64_t seed = 0;
  Schedule schedule = Schedule::kMixed;
  int restarts = 0;
  int threads = 0;
  std::int64_t moves_per_chain = 0;
  // Set when fewer chains ran than asked, because more would not fit in
  // memory: one line saying so (FewerChainsNote); threads above is the
  // number that ran.
  std::string memory_note;
  // Proposed switches that shaped the result, all chains; with a move
  // limit as reproducible as the movement.
  std::int64_t moves = 0;
  double seconds = 0;
  double seconds_to_best = 0;  // when the best arrangement was first reached
  bool interrupted = false;  // stopped by the stop flag of the run's budget
  bool reached_optimum = false;
};

// True for Howell-type movements: the graph of who meets whom as opponents
// is not two-coloured, so no split into two lines (a Mitchell's NS and EW)
// keeps every pair's opponents on the other line. Arrows do not change it.
// The annealer searches such movements hotter.
bool MeetsBothLines(const Movement& m);

// The matrix elements one arrow switch moves in a movement suitable for the
// balance model (every board group played h + 1 times): those between its
// players and the players of the h other cells on its board group. The
// fluctuating chains run hotter on Howell-type movements where this is large.
double ElementsPerSwitch(const Movement& m);

// The memory the search of `m` needs: the state every chain copies, and the
// parts they share (estimated from the movement's shape, before building).
MemoryNeed AnnealMemoryNeed(const Movement& m);

// Refuses movements that are unsuitable for the balance model.
Result<AnnealResult> OptimiseArrows(const Movement& m, const AnnealOptions& options);

}  // namespace movebal

#endif  // MOVEBAL_OPTIMISER_ANNEALER_H_
