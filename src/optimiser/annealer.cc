#include "optimiser/annealer.h"

#include <algorithm>
#include <boost/random/mersenne_twister.hpp>
#include <boost/random/uniform_01.hpp>
#include <boost/random/uniform_int_distribution.hpp>
#include <chrono>
#include <fmt/format.h>
#include <cmath>
#include <condition_variable>
#include <limits>
#include <mutex>
#include <thread>

#include "movement/structure_check.h"
#include "optimiser/incremental_balance.h"
#include "scoring/score_matrix.h"

namespace movebal {
namespace {

using Clock = std::chrono::steady_clock;

// The lexicographic objective of docs/model.md ("The searches and what they aim
// for"): SS, then Fw, then S4.
struct Key {
  std::int64_t ss = std::numeric_limits<std::int64_t>::max();
  double fw = 0;
  Int128 s4 = 0;
  // For progress reports only: the vacancy sums behind fw.
  std::int64_t vacancy_total = 0;
  std::int64_t vacancy_best = 0;
  int vacancy_best_slot = 0;

  bool operator<(const Key& o) const {
    if (ss != o.ss) return ss < o.ss;
    if (fw != o.fw) return fw < o.fw;
    return s4 < o.s4;
  }
};

// Everything the chains share and never change.
struct Problem {
  const Movement* movement;
  int h = 0;
  std::unique_ptr<IncrementalBalance> start;  // the state every chain copies
  int primary_slot = 0;          // 0, or the absent contestant
  double w1 = 0, w2 = 0;
  bool use_s4 = false;
  std::vector<int> best_slots;   // vacancies that may count as the best one
  std::vector<int> free_cells;   // occupied-cell numbers the chains may switch
  bool has_tie_breaks = false;   // Fw or S4 matter (else SS ties are free moves)
  double fw_scale = 0;           // weight of Fw in the annealing energy
  // The temperature unit: the mean matrix element S/N, capped at 6. Measured
  // on complete Mitchells of 5 to 25 tables, the search moves best between
  // about 1 and 2 of these units; beyond a mean of about 6 the best band stays
  // where it is (7 to 12 in SS units for 13 and for 25 tables alike).
  double temperature_scale = 1;
  double slow_hot = 1, slow_cold = 1;  // first and last temperature of the slowly cooling chains
  double fluctuating_scale = 1;  // the unit of the fluctuating chains
  double s4_scale = 0;           // weight of S4 in the annealing energy
  std::vector<std::int64_t> slot_min_ss;  // per slot: least possible SS
  std::int64_t vacancy_total_min_ss = 0;  // least possible sum of vacancy SS, pooled
  Key lower_bound;               // a key no arrangement can beat
  bool bound_is_tight = false;   // reaching lower_bound means optimal
};

}  // namespace

double ElementsPerSwitch(const Movement& m) {
  // Between the 2 x seats players of two cells: seats^2 elements in each of
  // the four direction combinations, with each of the h other cells on the
  // group.
  return 4.0 * m.seats_per_side() * m.seats_per_side() * HalfTop(m);
}

bool MeetsBothLines(const Movement& m) {
  std::vector<std::vector<int>> opponents(static_cast<std::size_t>(m.contestants + 1));
  for (const Cell& c : m.cells) {
    if (!c.occupied()) continue;
    for (int s = 0; s < m.seats_per_side(); ++s) {
      for (int e = 0; e < m.seats_per_side(); ++e) {
        const auto ns = static_cast<std::size_t>(c.ns[static_cast<std::size_t>(s)]);
        const auto ew = static_cast<std::size_t>(c.ew[static_cast<std::size_t>(e)]);
        opponents[ns].push_back(static_cast<int>(ew));
        opponents[ew].push_back(static_cast<int>(ns));
      }
    }
  }
  std::vector<int> colour(opponents.size(), -1);
  for (std::size_t first = 1; first < opponents.size(); ++first) {
    if (colour[first] >= 0) continue;
    colour[first] = 0;
    std::vector<std::size_t> todo{first};
    while (!todo.empty()) {
      const std::size_t p = todo.back();
      todo.pop_back();
      for (int q : opponents[p]) {
        const auto u = static_cast<std::size_t>(q);
        if (colour[u] == colour[p]) return true;
        if (colour[u] < 0) {
          colour[u] = 1 - colour[p];
          todo.push_back(u);
        }
      }
    }
  }
  return false;
}

namespace {

std::uint64_t SplitMix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

constexpr std::int64_t kNever = std::numeric_limits<std::int64_t>::max();
// A fluctuating chain restarts from a random arrangement when its best has
// not improved for kStallPerCell proposals per free cell and for
// 1/kStallShare of its proposals so far (so restarts grow rarer).
constexpr std::int64_t kStallPerCell = 500;
constexpr std::int64_t kStallShare = 4;
// The slowly cooling chains descend from kMitchellHot to kMitchellCold times
// the temperature unit. On Howell-type movements (some contestants meet
// opponents from both lines) they search a narrower, hotter band: below
// about 1.6 units the rises there are large next to the temperature, so the
// old cold end (0.3 units) spent almost half of the run frozen. Measured on
// the 32-pair barometer with every chain slow (seeds 1-5, 2 threads, 2 s):
// median Qf 97.17 for the old band (4.8 down to 0.48 units), 97.27 for 3.2
// down to 1.6.
constexpr double kHowellHeat = 1.6;
constexpr double kMitchellHot = 3.0, kMitchellCold = 0.3;
constexpr double kHowellHot = 2.0 * kHowellHeat, kHowellCold = 1.0 * kHowellHeat;
// On Howell-type movements the fluctuating chains run hotter where a switch
// moves many matrix elements: kHowellHeat times hotter from
// kHeatedElements elements per switch on (the 32-pair barometer's 60), not
// at all up to 37.5 (the barometers of 14 to 20 pairs, where a hotter chain
// loses the vacancy term once Qf is optimal: Qf1av 86.53 against 86.93 on 14
// pairs at 1 s).
constexpr double kHeatedElements = 60;
// Zero-temperature steps per free cell that end every chain.
constexpr std::int64_t kPolishStepsPerCell = 20;

// Shared between the chains and the coordinating thread.
struct Shared {
  // The first proposal (counted per chain) at which some chain reached a
  // proved optimum. Every chain searches up to it, so the result does not
  // depend on which chain got there first in time.
  std::atomic<std::int64_t> optimum_at{kNever};
  std::atomic<std::int64_t> iterations{0};
  std::mutex mutex;
  std::condition_variable finished;
  int running = 0;
  Key best;
  double temperature = 0;
};

// One Markov chain of arrow switches.
class Chain {
 public:
  Chain(const Problem& problem, std::uint64_t seed)
      : problem_(problem), state_(*problem.start), rng_(static_cast<std::uint32_t>(SplitMix(seed))) {
    delta_.assign(static_cast<std::size_t>(state_.slots() + 8), 0);
    current_ = KeyOf(nullptr);
    best_ = current_;
    best_bits_ = Bits();
    optimal_ = Optimal(best_);
  }

  const Key& best() const { return best_; }
  const Key& current() const { return current_; }
  const std::vector<bool>& best_bits() const { return best_bits_; }
  std::int64_t proposals() const { return proposals_; }
  // The proposal at which best() was first reached (kNever: by the polish).
  std::int64_t best_proposal() const { return best_proposal_; }
  bool optimal() const { return optimal_; }
  Clock::time_point best_time() const { return best_time_; }

  // `original` with the switches of best_bits().
  Movement BestMovement(const Movement& original) const {
    Movement m = original;
    for (int i = 0; i < state_.cells(); ++i) {
      if (best_bits_[static_cast<std::size_t>(i)]) m.cells[state_.MovementIndex(i)].SwitchArrows();
    }
    return m;
  }

  // From the best arrangement, zero-temperature steps: SS may only fall and,
  // on SS ties, the vacancy term and S4 may not rise. Cheap, and it settles
  // the tie-breaking criteria the warm phases leave loose. Not counted as
  // proposals of the search.
  void Polish(const std::atomic<bool>* stop) {
    Restore(best_bits_);
    const std::int64_t searched = proposals_;
    const auto steps = static_cast<std::int64_t>(problem_.free_cells.size()) * kPolishStepsPerCell;
    for (std::int64_t k = 0; k < steps; ++k) {
      if ((k & 1023) == 0 && stop && stop->load(std::memory_order_relaxed)) break;
      Step(0);
    }
    if (best_proposal_ > searched) best_proposal_ = kNever;
    proposals_ = searched;
  }

  // The key of the current state, or of the state after the proposal whose
  // per-slot SS changes are in delta.
  Key KeyOf(const std::int32_t* delta) const {
    const auto ss = [&](int slot) { return state_.SS(slot) + (delta ? delta[slot] : 0); };
    Key k;
    k.ss = ss(problem_.primary_slot);
    k.vacancy_best = std::numeric_limits<std::int64_t>::max();
    for (int v = 1; v < state_.slots(); ++v) k.vacancy_total += ss(v);
    for (int v : problem_.best_slots) {
      if (ss(v) < k.vacancy_best) {
        k.vacancy_best = ss(v);
        k.vacancy_best_slot = v;
      }
    }
    k.fw = problem_.w1 * static_cast<double>(k.vacancy_best) + problem_.w2 * static_cast<double>(k.vacancy_total);
    if (problem_.use_s4) k.s4 = delta ? state_.proposed_s4_key() : state_.S4Key();
    return k;
  }

  // The energy of the tie-breaking criteria, in the units of SS.
  double TieEnergy(const Key& k) const {
    double e = problem_.fw_scale * k.fw;
    if (problem_.use_s4) e += problem_.s4_scale * static_cast<double>(k.s4);
    return e;
  }

  // Sets the switches to `bits` (one per occupied cell).
  void Restore(const std::vector<bool>& bits) {
    for (int i = 0; i < state_.cells(); ++i) {
      if (state_.switched(i) != bits[static_cast<std::size_t>(i)]) state_.Switch(i);
    }
    current_ = KeyOf(nullptr);
  }

  void Randomise() {
    std::vector<bool> bits = Bits();
    for (int i : problem_.free_cells) bits[static_cast<std::size_t>(i)] = Coin();
    Restore(bits);
    NoteBest();
  }

  // One proposed switch at temperature t (t <= 0: no rises accepted). The
  // objective is lexicographic, and so is the test: a switch that changes SS
  // is judged on SS alone (a cheap one-slot delta); only an SS tie needs the
  // vacancy term and S4, computed over every slot.
  void Step(double temperature) {
    ++proposals_;
    const int i = problem_.free_cells[Pick(problem_.free_cells.size())];
    const std::int64_t rise = state_.ProposeSlot(i, problem_.primary_slot);
    if (rise > 0) {
      if (!Accept(static_cast<double>(rise), temperature)) return;
    } else if (rise == 0 && problem_.has_tie_breaks) {
      state_.Propose(i, delta_.data());
      const Key next = KeyOf(delta_.data());
      if (!(next < current_)) {
        const double tie_rise = TieEnergy(next) - TieEnergy(current_);
        if (tie_rise > 0 && !Accept(tie_rise, temperature)) return;
      }
    }
    state_.Switch(i);
    current_ = KeyOf(nullptr);
    NoteBest();
  }


 private:
  bool Coin() { return boost::random::uniform_int_distribution<int>(0, 1)(rng_) == 1; }
  std::size_t Pick(std::size_t n) {
    return boost::random::uniform_int_distribution<std::size_t>(0, n - 1)(rng_);
  }
  double Uniform() { return boost::random::uniform_01<double>()(rng_); }
  // Metropolis: a rise is accepted with probability exp(-rise / t).
  bool Accept(double rise, double temperature) {
    if (temperature <= 0 || rise > 40 * temperature) return false;
    return Uniform() < std::exp(-rise / temperature);
  }
  std::vector<bool> Bits() const {
    std::vector<bool> bits(static_cast<std::size_t>(state_.cells()));
    for (int i = 0; i < state_.cells(); ++i) bits[static_cast<std::size_t>(i)] = state_.switched(i);
    return bits;
  }
  void NoteBest() {
    if (current_ < best_) {
      best_ = current_;
      best_bits_ = Bits();
      best_time_ = Clock::now();
      best_proposal_ = proposals_;
      optimal_ = Optimal(best_);
    }
  }
  bool Optimal(const Key& k) const { return problem_.bound_is_tight && !(problem_.lower_bound < k); }

  const Problem& problem_;
  IncrementalBalance state_;
  boost::random::mt19937 rng_;
  std::vector<std::int32_t> delta_;
  Key current_, best_;
  std::vector<bool> best_bits_;
  Clock::time_point best_time_ = Clock::now();
  std::int64_t proposals_ = 0;
  std::int64_t best_proposal_ = 0;
  bool optimal_ = false;  // best_ is a proved optimum
};

// Stops a chain on its budget, the clock, Ctrl-C or a proved optimum.
class StopRule {
 public:
  StopRule(const AnnealOptions& options, Shared& shared, std::int64_t budget, Clock::time_point start)
      : options_(options), shared_(shared), budget_(budget), start_(start) {}

  // The share of the run done: of the iterations or of the time limit.
  double Progress(const Chain& chain) const {
    double done = static_cast<double>(chain.proposals()) / static_cast<double>(budget_);
    if (options_.seconds > 0) {
      done = std::max(done, std::chrono::duration<double>(Clock::now() - start_).count() / options_.seconds);
    }
    return std::min(done, 1.0);
  }

  // Checked after every proposal; the expensive tests run every 1024.
  bool ShouldStop(const Chain& chain) {
    if (chain.proposals() >= budget_) return true;
    if (chain.optimal()) return NoteOptimum(chain);
    if ((chain.proposals() & 1023) != 0) return false;
    shared_.iterations.fetch_add(1024, std::memory_order_relaxed);
    return Over(chain);
  }

  // Every test at once.
  bool Over(const Chain& chain) {
    if (chain.proposals() >= budget_) return true;
    if (chain.optimal()) return NoteOptimum(chain);
    // A chain behind the first proved optimum goes on up to it: it may
    // reach the optimum earlier still.
    if (chain.proposals() >= shared_.optimum_at.load(std::memory_order_relaxed)) return true;
    if (options_.stop && options_.stop->load(std::memory_order_relaxed)) return true;
    return options_.seconds > 0 &&
           std::chrono::duration<double>(Clock::now() - start_).count() >= options_.seconds;
  }

 private:
  bool NoteOptimum(const Chain& chain) {
    std::int64_t at = shared_.optimum_at.load();
    while (chain.best_proposal() < at && !shared_.optimum_at.compare_exchange_weak(at, chain.best_proposal())) {
    }
    return true;
  }

  const AnnealOptions& options_;
  Shared& shared_;
  std::int64_t budget_;
  Clock::time_point start_;
};

// With `restarts`, the run is cut into restarts + 1 equal parts (of the
// iterations or of the time limit); each new part starts from a random
// arrangement. Returns the share of the current part done, in [0, 1].
double PartDone(Chain& chain, const StopRule& stop, int restarts, int& part) {
  const double progress = stop.Progress(chain) * (restarts + 1);
  const int now = std::min(static_cast<int>(progress), restarts);
  if (now > part) {
    chain.Randomise();
    part = now;
  }
  return std::min(1.0, progress - now);
}

void Publish(Shared& shared, const Chain& chain, double temperature) {
  std::lock_guard<std::mutex> lock(shared.mutex);
  if (chain.best() < shared.best) shared.best = chain.best();
  shared.temperature = temperature;
}

// Fast rises and falls: within each short cycle the temperature falls
// geometrically from a warm level to a cool one and rises back; the warm
// level alternates between two heights from cycle to cycle, so that both
// wide and narrow swings of the measured band (see temperature_scale) occur.
// Parallel chains use bands 15% apart (scale differs per chain): the best
// band drifts a little with the movement, and one of them is near it.
void RunFluctuating(Chain& chain, StopRule& stop, Shared& shared, std::size_t free_cells, int restarts,
                    double scale) {
  const double warm_levels[2] = {2.0 * scale, 1.65 * scale};
  const double cool = 1.15 * scale;
  const std::int64_t half_cycle = std::max<std::int64_t>(64, static_cast<std::int64_t>(free_cells) * 50);
  int part = 0;
  std::int64_t settled_since = 0;  // the last improvement or restart
  for (int cycle = 0; !stop.ShouldStop(chain); ++cycle) {
    PartDone(chain, stop, restarts, part);
    if (chain.best_proposal() > settled_since) settled_since = chain.best_proposal();
    const std::int64_t stalled = chain.proposals() - settled_since;
    if (stalled >= std::max(kStallPerCell * static_cast<std::int64_t>(free_cells), chain.proposals() / kStallShare)) {
      chain.Randomise();
      settled_since = chain.proposals();
    }
    const double warm = warm_levels[cycle % 2];
    const double factor = std::pow(cool / warm, 1.0 / static_cast<double>(half_cycle));
    double t = warm;
    for (std::int64_t k = 0; k < half_cycle && !stop.ShouldStop(chain); ++k, t *= factor) chain.Step(t);
    for (std::int64_t k = 0; k < half_cycle && !stop.ShouldStop(chain); ++k, t /= factor) chain.Step(t);
    Publish(shared, chain, t);
  }
}

// Classic slow cooling: one geometric descent per run, from fluid to frozen,
// paced by the share of the iterations or of the time limit used so far.
void RunSlowCooling(Chain& chain, StopRule& stop, Shared& shared, int restarts, double hot, double cold) {
  int part = 0;
  while (!stop.ShouldStop(chain)) {
    const double t = hot * std::pow(cold / hot, PartDone(chain, stop, restarts, part));
    for (int k = 0; k < 1024 && !stop.ShouldStop(chain); ++k) chain.Step(t);
    if ((chain.proposals() & 0xffff) < 1024) Publish(shared, chain, t);
  }
}

// Checks the movement and the options once and builds the state every chain
// copies; `interrupted` is set when the stop flag cut the building short.
Result<Problem> MakeProblem(const Movement& m, const AnnealOptions& options, int chains, bool& interrupted) {
  const StructureReport structure = CheckStructure(m);
  if (!structure.ok()) return Error::Plain("the movement is not valid: " + structure.errors.front().message);
  if (!structure.suitable) return Error::Plain("optimisation refused: " + structure.unsuitable_reason);
  Problem p;
  p.movement = &m;
  p.h = HalfTop(m);
  const int P = m.contestants;
  if (options.absent < 0 || options.absent > P) return Error::Plain("the absent contestant is out of range");
  p.primary_slot = options.absent;
  p.w1 = options.w1 >= 0 ? options.w1 : ((P % 2 == 0 && options.absent == 0) ? 2.0 : 0.0);
  p.w2 = options.w2;
  p.use_s4 = options.use_s4;
  const int low = options.preferred_low > 0 ? options.preferred_low : 1;
  const int high = options.preferred_high > 0 ? options.preferred_high : P;
  for (int v = std::max(1, low); v <= std::min(P, high); ++v) p.best_slots.push_back(v);
  if (p.best_slots.empty()) return Error::Plain("the preferred range of absent contestants is empty");

  if (!options.fixed.empty() && options.fixed.size() != m.cells.size()) {
    return Error::Plain("the fixing matrix does not match the movement's shape");
  }
  int occupied = 0;
  for (std::size_t k = 0; k < m.cells.size(); ++k) {
    if (!m.cells[k].occupied()) continue;
    if (options.fixed.empty() || !options.fixed[k]) p.free_cells.push_back(occupied);
    ++occupied;
  }
  const std::size_t state_bytes = IncrementalBalance::StateBytes(P);
  if (static_cast<std::size_t>(chains) * state_bytes > kMaxStateBytes) {
    const std::size_t fit = std::max<std::size_t>(1, kMaxStateBytes / state_bytes);
    return Error::Plain(fmt::format("{} parallel chains need {} MiB each for {} contestants; at most {} fit in {} GiB",
                                    chains, state_bytes >> 20, P, fit, kMaxStateBytes >> 30));
  }
  p.has_tie_breaks = p.w1 != 0 || p.w2 != 0 || p.use_s4;
  p.fw_scale = 1.0 / (p.w1 + p.w2 * P + 1e-9);
  if (p.free_cells.empty()) return p;

  p.start = IncrementalBalance::Build(m, p.h, structure, options.stop);
  if (!p.start) {
    interrupted = true;
    return p;
  }
  // A bound no arrangement beats: every slot at its least sum of squares.
  const IncrementalBalance& probe = *p.start;
  p.lower_bound.ss = MinSumOfSquares(probe.S(p.primary_slot), probe.N(p.primary_slot));
  std::int64_t total = 0, lowest = std::numeric_limits<std::int64_t>::max(), pooled_s = 0;
  p.slot_min_ss.assign(static_cast<std::size_t>(P + 1), 0);
  for (int v = 1; v <= P; ++v) {
    const std::int64_t least = MinSumOfSquares(probe.S(v), probe.N(v));
    p.slot_min_ss[static_cast<std::size_t>(v)] = least;
    pooled_s += probe.S(v);
    total += least;
    if (std::find(p.best_slots.begin(), p.best_slots.end(), v) != p.best_slots.end()) lowest = std::min(lowest, least);
  }
  p.vacancy_total_min_ss = MinSumOfSquares(pooled_s, probe.N(1) * P);
  p.temperature_scale =
      std::clamp(static_cast<double>(probe.S(p.primary_slot)) / static_cast<double>(probe.N(p.primary_slot)), 1.0, 6.0);
  const bool howell = MeetsBothLines(m);
  const double heat = std::clamp(ElementsPerSwitch(m) * kHowellHeat / kHeatedElements, 1.0, kHowellHeat);
  p.fluctuating_scale = p.temperature_scale * (howell ? heat : 1.0);
  p.slow_hot = p.temperature_scale * (howell ? kHowellHot : kMitchellHot);
  p.slow_cold = p.temperature_scale * (howell ? kHowellCold : kMitchellCold);
  p.lower_bound.fw = p.w1 * static_cast<double>(lowest) + p.w2 * static_cast<double>(total);
  p.bound_is_tight = !p.use_s4 && probe.sums_constant();
  if (p.use_s4) {
    p.start->TrackPowers(p.primary_slot);
    const double mean = static_cast<double>(probe.S(p.primary_slot)) / static_cast<double>(probe.N(p.primary_slot));
    const double var = static_cast<double>(probe.SS(p.primary_slot)) / static_cast<double>(probe.N(p.primary_slot)) - mean * mean;
    const double n = static_cast<double>(probe.N(p.primary_slot));
    // S4Key is N^3 * S4 up to a constant; weigh S4 changes below SS changes.
    p.s4_scale = 0.05 / ((2 * var + 1) * n * n * n);
  }
  return p;
}

std::int64_t DefaultBudget(std::size_t free_cells) {
  return std::clamp<std::int64_t>(static_cast<std::int64_t>(free_cells) * 10000, 200000, 20000000);
}

// Replica exchange: chain c runs at the c-th temperature of a geometric
// ladder around the measured band; neighbours swap arrangements after every
// epoch. The chains of an epoch are shared out among `workers` threads; which
// thread runs a chain does not change its course.
void RunEnsemble(std::vector<std::unique_ptr<Chain>>& chains, int workers, const Problem& problem,
                 const AnnealOptions& options, Shared& shared, std::int64_t budget, Clock::time_point start) {
  const int count = static_cast<int>(chains.size());
  const double hot = 2.5 * problem.temperature_scale;
  const double cold = 0.6 * problem.temperature_scale;
  std::vector<double> ladder(static_cast<std::size_t>(count));
  for (int c = 0; c < count; ++c) {
    ladder[static_cast<std::size_t>(c)] = cold * std::pow(hot / cold, static_cast<double>(c) / (count - 1));
  }
  const std::int64_t epoch = std::max<std::int64_t>(256, static_cast<std::int64_t>(problem.free_cells.size()) * 8);
  boost::random::mt19937 swap_rng(static_cast<std::uint32_t>(SplitMix(options.seed ^ 0x5eedULL)));
  StopRule stop(options, shared, budget, start);
  const auto energy = [](const Chain& chain) {
    return static_cast<double>(chain.current().ss) + chain.TieEnergy(chain.current());
  };
  for (;;) {
    std::vector<std::thread> pool;
    for (int w = 0; w < workers; ++w) {
      pool.emplace_back([&, w] {
        StopRule own(options, shared, budget, start);
        for (int c = w; c < count; c += workers) {
          Chain& chain = *chains[static_cast<std::size_t>(c)];
          const std::int64_t until = chain.proposals() + epoch;
          while (chain.proposals() < until && !own.ShouldStop(chain)) chain.Step(ladder[static_cast<std::size_t>(c)]);
        }
      });
    }
    for (auto& t : pool) t.join();
    bool stopping = false;
    for (int c = 0; c < count; ++c) {
      const Chain& chain = *chains[static_cast<std::size_t>(c)];
      Publish(shared, chain, ladder.front());
      stopping = stop.Over(chain) || stopping;
    }
    if (stopping) break;
    for (int c = 0; c + 1 < count; ++c) {
      auto& a = chains[static_cast<std::size_t>(c)];
      auto& b = chains[static_cast<std::size_t>(c + 1)];
      const double beta_gap = 1 / ladder[static_cast<std::size_t>(c)] - 1 / ladder[static_cast<std::size_t>(c + 1)];
      const double gain = beta_gap * (energy(*a) - energy(*b));
      if (gain >= 0 || boost::random::uniform_01<double>()(swap_rng) < std::exp(gain)) std::swap(a, b);
    }
  }
}

constexpr std::pair<Schedule, const char*> kScheduleNames[] = {
    {Schedule::kMixed, "mixed"}, {Schedule::kFluctuating, "fast"}, {Schedule::kSlowCooling, "slow"},
    {Schedule::kEnsemble, "ensemble"}};

}  // namespace

const char* ScheduleName(Schedule schedule) {
  for (const auto& [value, name] : kScheduleNames) {
    if (value == schedule) return name;
  }
  return "?";
}

std::optional<Schedule> ParseSchedule(std::string_view name) {
  for (const auto& [value, known] : kScheduleNames) {
    if (name == known) return value;
  }
  return std::nullopt;
}

Result<AnnealResult> OptimiseArrows(const Movement& m, const AnnealOptions& options) {
  const auto start = Clock::now();
  int threads = options.threads > 0 ? options.threads : static_cast<int>(std::thread::hardware_concurrency());
  threads = std::clamp(threads, 1, kMaxThreads);
  if (options.threads > kMaxThreads) {
    return Error::Plain(fmt::format("at most {} threads: each runs its own chain, and more chains add work without "
                                    "improving the result",
                                    kMaxThreads));
  }
  const bool ensemble = options.schedule == Schedule::kEnsemble;
  const int chains_count = ensemble ? std::max(threads, 4) : threads;
  bool interrupted = false;
  auto made = MakeProblem(m, options, chains_count, interrupted);
  if (!made) return made.error();
  const Problem& problem = *made;

  AnnealResult result;
  result.seed = options.seed;
  result.schedule = options.schedule;
  result.restarts = options.restarts;
  result.threads = threads;
  if (problem.free_cells.empty() || interrupted) {
    result.movement = m;
    result.report = ScoreMovement(m);
    result.interrupted = interrupted;
    result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return result;
  }
  const std::int64_t budget = options.iterations > 0 ? options.iterations
                              : options.seconds > 0  ? kNever
                                                     : DefaultBudget(problem.free_cells.size());
  result.iterations_per_chain = budget == kNever ? 0 : budget;

  Shared shared;
  std::vector<std::unique_ptr<Chain>> chains;
  for (int c = 0; c < chains_count; ++c) {
    chains.push_back(std::make_unique<Chain>(problem, options.seed * 1000003ULL + static_cast<std::uint64_t>(c)));
    if (options.randomise) chains.back()->Randomise();
  }
  shared.best = chains.front()->best();

  std::vector<std::thread> workers;
  // Set before any worker starts: each one counts itself out when done.
  shared.running = ensemble ? 1 : chains_count;
  const auto polish = [&](Chain& chain) {
    // After a proved optimum there is nothing left to polish.
    if (shared.optimum_at.load() == kNever) chain.Polish(options.stop);
    Publish(shared, chain, 0);
  };
  const auto count_out = [&] {
    std::lock_guard<std::mutex> lock(shared.mutex);
    --shared.running;
    shared.finished.notify_all();
  };
  if (ensemble) {
    workers.emplace_back([&] {
      const int cores = std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
      RunEnsemble(chains, std::min({threads, chains_count, cores}), problem, options, shared, budget, start);
      for (auto& chain : chains) polish(*chain);
      count_out();
    });
  } else {
    for (int c = 0; c < chains_count; ++c) {
      workers.emplace_back([&, c] {
        Chain& chain = *chains[static_cast<std::size_t>(c)];
        StopRule stop(options, shared, budget, start);
        // The mixed schedule: Mitchells are solved best by the fluctuating
        // chains, Howell-type movements by the slowly cooling ones.
        const bool mixed = options.schedule == Schedule::kMixed;
        if (options.schedule == Schedule::kSlowCooling || (mixed && c % 2 == 1)) {
          RunSlowCooling(chain, stop, shared, options.restarts, problem.slow_hot, problem.slow_cold);
        } else {
          const double band = std::pow(0.85, (mixed ? c / 2 : c) % 3);
          RunFluctuating(chain, stop, shared, problem.free_cells.size(), options.restarts,
                         problem.fluctuating_scale * band);
        }
        polish(chain);
        count_out();
      });
    }
  }

  // Report progress until every chain has stopped.
  {
    std::unique_lock<std::mutex> lock(shared.mutex);
    while (shared.running > 0) {
      shared.finished.wait_for(lock, std::chrono::milliseconds(200));
      if (options.progress && shared.running > 0) {
        AnnealProgress progress;
        progress.iteration = shared.iterations.load();
        progress.temperature = shared.temperature;
        const Key best = shared.best;
        lock.unlock();
        progress.best_qf = QualityFactor(problem.lower_bound.ss, best.ss);
        progress.best_qf1av = QualityFactor(problem.vacancy_total_min_ss, best.vacancy_total);
        progress.best_qf1max = QualityFactor(problem.slot_min_ss[static_cast<std::size_t>(best.vacancy_best_slot)], best.vacancy_best);
        options.progress(progress);
        lock.lock();
      }
    }
  }
  for (auto& w : workers) w.join();

  // The best chain, ties to the lowest chain number. After a proved optimum
  // only what each chain had found by the first optimum counts: chains that
  // ran past it did so by the luck of timing.
  const std::int64_t optimum_at = shared.optimum_at.load();
  const Chain* winner = nullptr;
  for (const auto& chain : chains) {
    if (optimum_at != kNever && chain->best_proposal() > optimum_at) continue;
    if (!winner || chain->best() < winner->best()) winner = chain.get();
  }
  result.movement = winner->BestMovement(m);
  result.report = ScoreMovement(result.movement);
  const std::int64_t rescored_ss =
      problem.primary_slot == 0 ? result.report.moments.SS : result.report.vacancy.SS[static_cast<std::size_t>(problem.primary_slot - 1)];
  if (rescored_ss != winner->best().ss) {
    return Error::Failed("internal error: the optimised movement does not re-score to the tracked value");
  }
  for (const auto& chain : chains) result.iterations += std::min(chain->proposals(), optimum_at);
  result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  result.seconds_to_best = std::chrono::duration<double>(winner->best_time() - start).count();
  result.interrupted = options.stop && options.stop->load();
  result.reached_optimum = winner->optimal();
  return result;
}

}  // namespace movebal
