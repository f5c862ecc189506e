#include "optimiser/annealer.h"

#include <algorithm>
#include <chrono>
#include <fmt/format.h>
#include <cmath>
#include <limits>
#include <optional>

#include "movement/structure_check.h"
#include "optimiser/block_moves.h"
#include "optimiser/cyclic_orbits.h"
#include "optimiser/incremental_balance.h"
#include "optimiser/mitchell_rounds.h"
#include "scoring/score_matrix.h"
#include "search/anneal.h"
#include "search/budget.h"
#include "search/chain_runner.h"
#include "search/run.h"
#include "search/memory_fit.h"
#include "search/random.h"
#include "search/schedule.h"
#include "search/tuning.h"

namespace movebal {
namespace {

using Clock = Budget::Clock;

// The lexicographic objective of docs/model.md ("The searches and what they aim
// for"): SS, then Fw, then S4, then the pooled vacancy SS where Fw counts it.
struct Key {
  std::int64_t ss = std::numeric_limits<std::int64_t>::max();
  double fw = 0;
  Int128 s4 = 0;
  // Sigma SS_V when w2 > 0, else 0: among equal Fw, where a better best
  // vacancy makes up for a worse sum, the better Qf1av.
  std::int64_t pooled = 0;
  // For progress reports only: the vacancy sums behind fw.
  std::int64_t vacancy_total = 0;
  std::int64_t vacancy_best = 0;
  int vacancy_best_slot = 0;

  bool operator<(const Key& o) const {
    if (ss != o.ss) return ss < o.ss;
    if (fw != o.fw) return fw < o.fw;
    if (s4 != o.s4) return s4 < o.s4;
    return pooled < o.pooled;
  }
};

// Everything the chains share and never change.
struct Problem {
  // The given movement in the arrows the state was built in, where the
  // search starts from other arrows than the given ones (the chains' bits
  // are switches from it); nothing when it starts from the given arrows.
  std::optional<Movement> rebased;
  int h = 0;
  int contestants = 0;
  std::unique_ptr<IncrementalBalance> start;  // the state every chain copies
  int primary_slot = 0;          // 0, or the absent contestant
  double w1 = 0, w2 = 0;
  bool use_s4 = false;
  std::vector<int> best_slots;   // vacancies that may count as the best one
  std::vector<int> free_cells;   // occupied-cell numbers the chains may switch
  std::unique_ptr<BlockMoves> blocks;  // whole rounds, tables and blocks of free cells
  double block_share = 0;        // share of the proposals that are block moves
  bool has_tie_breaks = false;   // Fw or S4 matter (else SS ties are free moves)
  double fw_scale = 0;           // weight of Fw in the annealing energy
  // The temperature unit: the mean matrix element S/N, capped at 6. Measured
  // on complete Mitchells of 5 to 25 tables, the search moves best between
  // about 1 and 2 of these units; beyond a mean of about 6 the best band stays
  // where it is (7 to 12 in SS units for 13 and for 25 tables alike). From
  // 27 tables on it grows again (MakeProblem).
  double temperature_scale = 1;
  double slow_hot = 1, slow_cold = 1;  // first and last temperature of the slowly cooling chains
  double fluctuating_scale = 1;  // the unit of the fluctuating chains
  double warmth = 1;             // raises the warm levels only (WarmthFactor)
  double s4_scale = 0;           // weight of S4 in the annealing energy
  double max_rise = 0;           // in temperatures: rises above it are never accepted
  std::vector<std::int64_t> slot_min_ss;  // per slot: least possible SS
  std::int64_t vacancy_total_min_ss = 0;  // least possible sum of vacancy SS, pooled
  Key lower_bound;               // a key no arrangement can beat
  bool bound_is_tight = false;   // reaching lower_bound means optimal
  bool ss_bound_holds = false;   // no arrangement has SS below lower_bound.ss (S is constant)
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

// The temperatures, bands, restart rule and polish are tuning constants
// (search/tuning.h); the measurements behind them are in docs/benchmarks.md.
// In short: the slowly cooling chains search a narrower, hotter band on
// Howell-type movements (some contestants meet opponents from both lines),
// where below about 1.6 units the rises are large next to the temperature;
// the fluctuating chains there run hotter only where a switch moves many
// matrix elements (the 32-pair barometer's 60, not the 37.5 of 14 to 20
// pairs, where a hotter chain loses the vacancy term once Qf is optimal).

constexpr std::int64_t kNever = std::numeric_limits<std::int64_t>::max();

// Shared between the chains and the coordinating thread.
struct Shared {
  explicit Shared(int chains) : proposals(chains) {}

  // The first proposal (counted per chain) at which some chain reached a
  // proved optimum. Every chain searches up to it, so the result does not
  // depend on which chain got there first in time.
  std::atomic<std::int64_t> optimum_at{kNever};
  MoveCounts proposals;  // per chain, for the progress line
  SharedBest<Key> best{Key{}};
  std::atomic<double> temperature{0};
};

// One Markov chain of arrow switches: the state and moves that the kit's
// MetropolisStep takes or refuses (search/anneal.h).
class Chain {
 public:
  // Chain number `number` (its count on the progress line).
  Chain(const Problem& problem, int number, Random rng)
      : problem_(problem), number_(number), state_(*problem.start), rng_(rng) {
    delta_.assign(static_cast<std::size_t>(state_.slots() + 8), 0);
    current_ = KeyOf(nullptr);
    best_ = current_;
    best_bits_ = Bits();
    optimal_ = Optimal(best_);
  }

  int number() const { return number_; }
  const Key& best() const { return best_; }
  const Key& current() const { return current_; }
  const std::vector<bool>& best_bits() const { return best_bits_; }
  std::int64_t proposals() const { return proposals_; }
  // The proposal at which best() was first reached (kNever: by the polish).
  std::int64_t best_proposal() const { return best_proposal_; }
  bool optimal() const { return optimal_; }
  // The best SS is proved least, so only the tie-breaks can still improve.
  bool ss_optimal() const { return problem_.ss_bound_holds && best_.ss == problem_.lower_bound.ss; }
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
  // proposals of the search. Ends when the whole run's budget does.
  void Polish(const StopCheck& check) {
    Restore(best_bits_);
    const std::int64_t searched = proposals_;
    const auto steps = static_cast<std::int64_t>(problem_.free_cells.size()) * tuning().anneal_polish_per_cell;
    for (std::int64_t k = 0; k < steps; ++k) {
      if (check.Polled(k) && check.budget().Expired()) break;
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
    if (problem_.w2 > 0) k.pooled = k.vacancy_total;
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

  // The switches now, one per occupied cell (as best_bits()).
  std::vector<bool> Bits() const {
    std::vector<bool> bits(static_cast<std::size_t>(state_.cells()));
    for (int i = 0; i < state_.cells(); ++i) bits[static_cast<std::size_t>(i)] = state_.switched(i);
    return bits;
  }

  // The share of the free cells switched otherwise than in `bits`.
  double ShareApartFrom(const std::vector<bool>& bits) const {
    std::size_t apart = 0;
    for (int i : problem_.free_cells) apart += state_.switched(i) != bits[static_cast<std::size_t>(i)] ? 1 : 0;
    return static_cast<double>(apart) / static_cast<double>(problem_.free_cells.size());
  }

  // Back to the best arrangement with each free cell switched with
  // probability `share`.
  void PerturbBest(double share) {
    std::vector<bool> bits = best_bits_;
    for (int i : problem_.free_cells) {
      if (rng_.Unit() < share) bits[static_cast<std::size_t>(i)] = !bits[static_cast<std::size_t>(i)];
    }
    Restore(bits);
    NoteBest();
  }

  void Randomise() {
    std::vector<bool> bits = Bits();
    for (int i : problem_.free_cells) bits[static_cast<std::size_t>(i)] = rng_.Coin();
    Restore(bits);
    NoteBest();
  }

  // One proposed switch at temperature t (t <= 0: no rises accepted).
  void Step(double temperature) { MetropolisStep(*this, rng_, temperature, problem_.max_rise); }

  // The kit's Proposals (search/anneal.h). The objective is lexicographic,
  // and so is the rise: a switch that changes SS is judged on SS alone (a
  // cheap one-slot delta, before switching); only an SS tie needs the
  // vacancy term and S4, computed over every slot, and counts as no rise
  // when it improves them.
  std::optional<double> Propose(Random& rng) {
    if (problem_.block_share > 0 && rng.Unit() < problem_.block_share) return ProposeBlock(rng);
    ++proposals_;
    cell_ = problem_.free_cells[rng.Below(problem_.free_cells.size())];
    const std::int64_t rise = state_.ProposeSlot(cell_, problem_.primary_slot);
    if (rise != 0 || !problem_.has_tie_breaks) return static_cast<double>(rise);
    state_.Propose(cell_, delta_.data());
    return TieRise(KeyOf(delta_.data()));
  }
  void Accept() {
    if (cell_ >= 0) {
      state_.Switch(cell_);
    } else if (!block_switched_) {
      SwitchBlock();
    }
    current_ = KeyOf(nullptr);
    NoteBest();
  }
  void Reject() {
    if (cell_ < 0 && block_switched_) SwitchBlock();
  }

 private:
  // A whole round, table or block, judged like a single switch: on SS by
  // trial switches of the primary slot, and on SS ties by the tie-breaks
  // after switching for real.
  std::optional<double> ProposeBlock(Random& rng) {
    ++proposals_;
    cell_ = -1;
    problem_.blocks->Draw(rng, block_);
    const std::int64_t rise = state_.ProposeCells(block_, problem_.primary_slot);
    block_switched_ = rise <= 0;
    if (rise > 0) return static_cast<double>(rise);
    SwitchBlock();
    if (rise == 0 && problem_.has_tie_breaks) return TieRise(KeyOf(nullptr));
    return static_cast<double>(rise);
  }
  void SwitchBlock() {
    for (int i : block_) state_.Switch(i);
  }
  // The rise of the tie-breaks to `next` from the current key, of equal SS:
  // none when `next` is better.
  double TieRise(const Key& next) const { return next < current_ ? 0 : TieEnergy(next) - TieEnergy(current_); }

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
  int number_;
  IncrementalBalance state_;
  Random rng_;
  std::vector<std::int32_t> delta_;
  int cell_ = -1;                // the proposed switch, or -1 for a block move
  std::vector<int> block_;       // the cells of the proposed block move
  bool block_switched_ = false;  // Propose switched the block already
  Key current_, best_;
  std::vector<bool> best_bits_;
  Clock::time_point best_time_ = Clock::now();
  std::int64_t proposals_ = 0;
  std::int64_t best_proposal_ = 0;
  bool optimal_ = false;  // best_ is a proved optimum
};

// Stops a chain on its budget (moves, the clock, Ctrl-C) or a proved optimum.
class StopRule {
 public:
  StopRule(const StopCheck& check, Shared& shared) : check_(check), shared_(shared) {}

  // The share of the run done: of the moves or of the time limit.
  double Progress(const Chain& chain) const { return check_.budget().Fraction(chain.proposals()); }

  // Checked after every proposal; the expensive tests run when the kit's
  // StopCheck says they are due.
  bool ShouldStop(const Chain& chain) {
    if (check_.budget().MovesSpent(chain.proposals())) return true;
    if (chain.optimal()) return NoteOptimum(chain);
    if (check_.Due(chain.proposals())) {
      shared_.proposals.Publish(chain.number(), chain.proposals());
      return Over(chain);
    }
    return check_.Polled(chain.proposals()) && check_.budget().Expired();
  }

  // Every test at once.
  bool Over(const Chain& chain) {
    if (check_.budget().MovesSpent(chain.proposals())) return true;
    if (chain.optimal()) return NoteOptimum(chain);
    // A chain behind the first proved optimum goes on up to it: it may
    // reach the optimum earlier still.
    if (chain.proposals() >= shared_.optimum_at.load(std::memory_order_relaxed)) return true;
    return check_.budget().Expired();
  }

 private:
  bool NoteOptimum(const Chain& chain) {
    std::int64_t at = shared_.optimum_at.load();
    while (chain.best_proposal() < at && !shared_.optimum_at.compare_exchange_weak(at, chain.best_proposal())) {
    }
    return true;
  }

  StopCheck check_;
  Shared& shared_;
};

// With `restarts`, the run is cut into restarts + 1 equal parts (of the
// moves or of the time limit); each new part starts from a random
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
  shared.best.Offer(chain.best());
  shared.temperature.store(temperature, std::memory_order_relaxed);
}

// Fast rises and falls: within each short cycle the temperature falls
// geometrically from a warm level to a cool one and rises back; the warm
// level alternates between two heights from cycle to cycle, so that both
// wide and narrow swings of the measured band (see temperature_scale) occur.
// Parallel chains use bands 15% apart (scale differs per chain): the best
// band drifts a little with the movement, and one of them is near it.
// `warmth` raises the warm levels only.
void RunFluctuating(Chain& chain, StopRule& stop, Shared& shared, std::size_t free_cells, int restarts,
                    double scale, double warmth) {
  const Tuning& tune = tuning();
  const auto cells = static_cast<std::int64_t>(free_cells);
  const std::int64_t half_cycle = std::max(tune.anneal_half_cycle_least, cells * tune.anneal_half_cycle_per_cell);
  const CoolingSchedule cycles[2] = {{tune.anneal_warm_high * scale * warmth, tune.anneal_cool * scale, half_cycle},
                                     {tune.anneal_warm_low * scale * warmth, tune.anneal_cool * scale, half_cycle}};
  CoolingCycle walk;
  int part = 0;
  std::int64_t settled_since = 0;  // the last improvement or restart
  std::int64_t idle_cycles = 0;    // cycles since the best last improved
  const std::vector<bool> start = chain.Bits();
  const Key start_key = chain.current();
  std::optional<bool> held;        // decided at the first stall (see below)
  for (int cycle = 0; !stop.ShouldStop(chain); ++cycle) {
    PartDone(chain, stop, restarts, part);
    idle_cycles = chain.best_proposal() > settled_since ? 0 : idle_cycles + 1;
    if (chain.best_proposal() > settled_since) settled_since = chain.best_proposal();
    const std::int64_t stalled = chain.proposals() - settled_since;
    // Once SS is proved least, a cool chain stays among the few arrangements
    // next to its own optimum: fresh starts reach other optima, with other
    // vacancy terms, far sooner.
    const bool tie_stalled = tune.anneal_optimum_stall_cycles > 0 && chain.ss_optimal() &&
                             idle_cycles >= tune.anneal_optimum_stall_cycles;
    if (tie_stalled ||
        stalled >= std::max(tune.anneal_stall_per_cell * cells, chain.proposals() / tune.anneal_stall_share)) {
      // A chain that at its first stall (SS not yet proved least) has
      // improved on its start and is still within a few cells of it is held
      // in a deep valley around the arrows as given that leads lower, as on
      // the published stanza Howells: from random arrows it would not find
      // that valley again, so it goes on, and once SS is least starts again
      // near its best (a start that --restarts makes does not undo this).
      // Elsewhere the chain has wandered far by then, or found nothing near
      // its start, and fresh random arrows serve it better.
      if (!held.has_value() && !chain.ss_optimal()) {
        held = chain.best() < start_key && chain.ShareApartFrom(start) < tune.anneal_held_distance;
      }
      if (!held.value_or(false)) {
        chain.Randomise();
      } else if (chain.ss_optimal()) {
        chain.PerturbBest(tune.anneal_held_flip);
      }
      settled_since = chain.proposals();
      idle_cycles = 0;
    }
    walk.Start(cycles[cycle % 2], CoolingCycle::Shape::kDownAndUp);
    while (!walk.Over() && !stop.ShouldStop(chain)) chain.Step(walk.Next());
    Publish(shared, chain, walk.temperature());
  }
}

// Classic slow cooling: one geometric descent per run, from fluid to frozen,
// paced by the share of the moves or of the time limit used so far.
void RunSlowCooling(Chain& chain, StopRule& stop, Shared& shared, int restarts, const CoolingSchedule& schedule) {
  const std::int64_t steps = tuning().anneal_slow_steps, publish_every = tuning().anneal_slow_publish_every;
  int part = 0;
  while (!stop.ShouldStop(chain)) {
    const double t = schedule.At(PartDone(chain, stop, restarts, part));
    for (std::int64_t k = 0; k < steps && !stop.ShouldStop(chain); ++k) chain.Step(t);
    if (chain.proposals() % publish_every < steps) Publish(shared, chain, t);
  }
}

// Random streams no chain draws from (the chains take 0, 1, 2, ...).
constexpr std::uint64_t kRoundSwitchStream = std::uint64_t{1} << 40;
constexpr std::uint64_t kOrbitStream = kRoundSwitchStream + 1;

// On a cyclic Howell (optimiser/cyclic_orbits.h), for each family of
// orbits (fewest first, until one is perfect), tries every way of switching
// whole orbits from the arrows the symmetry keeps (descents from random ones
// where the orbits are many); `state` (every cell free, nobody absent) takes
// the best when it beats its own arrows and is good (anneal_orbit_start_qf).
// Returns whether it did.
bool StartFromSymmetricArrows(const Movement& m, const std::vector<int>& free_cell_of, std::uint64_t seed,
                              const Budget& budget, IncrementalBalance& state) {
  const Tuning& tune = tuning();
  const std::int64_t least = MinSumOfSquares(state.S(0), state.N(0));
  std::optional<IncrementalBalance> best;
  Random rng = Random::ForStream(seed, kOrbitStream);
  const Budget slice = budget.Slice(tune.anneal_orbit_share);
  for (const CellOrbits& family : CyclicOrbits(m)) {
    if (static_cast<std::int64_t>(family.orbits.size()) > tune.anneal_orbit_descent_units) break;
    const bool shift_alone = static_cast<int>(family.orbits.size()) == m.tables;  // P/2 orbits of P - 1 cells
    if (!shift_alone && tune.anneal_orbit_multipliers == 0) continue;
    if (slice.Expired() || (best && best->SS(0) == least)) break;
    IncrementalBalance symmetric = state;
    for (int i = 0; i < symmetric.cells(); ++i) {
      if (symmetric.switched(i) != family.to_symmetric[symmetric.MovementIndex(i)]) symmetric.Switch(i);
    }
    std::vector<std::vector<int>> units;
    for (const std::vector<int>& orbit : family.orbits) {
      std::vector<int>& cells = units.emplace_back();
      for (int k : orbit) cells.push_back(free_cell_of[static_cast<std::size_t>(k)]);
    }
    if (static_cast<std::int64_t>(units.size()) <= tune.anneal_orbit_units) {
      ExactUnitPass(symmetric, units, 0, /*all_cells=*/true, slice);
    } else {
      UnitDescents(symmetric, units, 0, /*all_cells=*/true, tune.anneal_orbit_restarts, rng, slice);
    }
    if (!best || symmetric.SS(0) < best->SS(0)) best = std::move(symmetric);
  }
  if (!best) return false;
  const double qf = 100.0 * static_cast<double>(least) / static_cast<double>(best->SS(0));
  if (best->SS(0) >= state.SS(0) || qf < tune.anneal_orbit_start_qf) return false;
  state = std::move(*best);
  return true;
}

// On a complete Mitchell beyond the exact pass whose arrows are whole-round
// switches (as generated), the movement in the best whole-round switches
// found (optimiser/mitchell_rounds.h) when they beat its own; nothing for
// any other movement. The state is then built in those arrows rather than
// switched into them: on 127 tables switching every cell of a built state
// takes longer than building it.
std::optional<Movement> RebasedOnRoundSwitches(const Movement& m, std::uint64_t seed, const Budget& budget) {
  const Tuning& tune = tuning();
  const int n = CompleteMitchellTables(m);
  if (n <= tune.anneal_exact_units || n > tune.mitchell_rounds_most_tables) return std::nullopt;
  const std::optional<std::vector<bool>> given = WholeRoundSwitchesOf(m);
  if (!given) return std::nullopt;
  Random rng = Random::ForStream(seed, kRoundSwitchStream);
  const RoundSwitches best = SearchRoundSwitches(n, tune.mitchell_rounds_runs, tune.mitchell_rounds_steps, rng,
                                                 budget.Slice(tune.mitchell_rounds_share));
  if (best.sum_of_squares >= RoundSwitchSumOfSquares(*given)) return std::nullopt;
  Movement rebased = m;
  for (int r = 0; r < n; ++r) {
    if ((*given)[static_cast<std::size_t>(r)] == best.switched[static_cast<std::size_t>(r)]) continue;
    for (int t = 0; t < n; ++t) rebased.at(r, t).SwitchArrows();
  }
  return rebased;
}

// The factor (1 to `most`) by which `warm` must grow for the Metropolis test
// to take, on average, the share `acceptance` of the rising switches out of a
// local minimum: the one that a descent from `start` reaches, one free cell
// at a time in order (a few sweeps; no random draws, so that the result
// depends only on the movement). 1 when acceptance is 0 or nothing rises.
double WarmthFactor(const IncrementalBalance& start, const std::vector<int>& free_cells, int slot, double warm,
                    double acceptance, double most) {
  if (acceptance <= 0 || warm <= 0 || free_cells.empty()) return 1;
  IncrementalBalance state = start;
  constexpr int kSweeps = 8;
  for (int sweep = 0, switched = 1; sweep < kSweeps && switched > 0; ++sweep) {
    switched = 0;
    for (int c : free_cells) {
      if (state.ProposeSlot(c, slot) < 0) {
        state.Switch(c);
        ++switched;
      }
    }
  }
  std::vector<double> rises;
  for (int c : free_cells) {
    const std::int64_t rise = state.ProposeSlot(c, slot);
    if (rise > 0) rises.push_back(static_cast<double>(rise));
  }
  if (rises.empty()) return 1;
  return std::clamp(TemperatureTaking(rises, acceptance) / warm, 1.0, most);
}

// Checks the movement and the options once and builds the state every chain
// copies; `interrupted` is set when the stop flag cut the building short.
Result<Problem> MakeProblem(const Movement& m, const AnnealOptions& options, int chains, const Budget& budget,
                            bool& interrupted) {
  const StructureReport structure = CheckStructure(m);
  if (!structure.ok()) return Error::Plain("the movement is not valid: " + structure.errors.front().message);
  if (!structure.suitable) return Error::Plain("optimisation refused: " + structure.unsuitable_reason);
  Problem p;
  p.h = HalfTop(m);
  p.contestants = m.contestants;
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
  std::vector<int> free_cell_of(m.cells.size(), -1);
  for (std::size_t k = 0; k < m.cells.size(); ++k) {
    if (!m.cells[k].occupied()) continue;
    if (options.fixed.empty() || !options.fixed[k]) {
      p.free_cells.push_back(occupied);
      free_cell_of[k] = occupied;
    }
    ++occupied;
  }
  p.has_tie_breaks = p.w1 != 0 || p.w2 != 0 || p.use_s4;
  p.fw_scale = 1.0 / (p.w1 + p.w2 * P + 1e-9);
  if (p.free_cells.empty()) return p;

  // Every occupied cell free (a fixing matrix may be given and fix nothing).
  const bool all_cells = static_cast<int>(p.free_cells.size()) == occupied;
  if (all_cells && p.primary_slot == 0) p.rebased = RebasedOnRoundSwitches(m, options.run.seed, budget);
  const Movement& base = p.rebased ? *p.rebased : m;
  p.start = IncrementalBalance::Build(base, p.h, structure, options.run.budget.stop());
  if (!p.start) {
    interrupted = true;
    return p;
  }
  const Tuning& tune = tuning();
  p.blocks = std::make_unique<BlockMoves>(m, free_cell_of);
  // A block move costs in proportion to its cells, a single switch does not:
  // the share measured on 21 tables took half the time on 63. Up to 25 x 25
  // cells (every benchmark file) it stays as measured.
  p.block_share = tune.anneal_block_share *
                  std::min(1.0, static_cast<double>(tune.anneal_block_cells) / static_cast<double>(p.free_cells.size()));
  const auto few = [&](const std::vector<std::vector<int>>& units) {
    return static_cast<std::int64_t>(units.size()) <= tune.anneal_exact_units;
  };
  // On a cyclic Howell whose symmetric arrows are good, the chains start from
  // the best of them and the passes below are not needed.
  const bool symmetric_start =
      all_cells && p.primary_slot == 0 && StartFromSymmetricArrows(m, free_cell_of, options.run.seed, budget, *p.start);
  // Where the whole rounds (or tables) are few, every way of switching them
  // is tried from the given arrows, before the chains copy the state: the
  // rounds on this thread, the tables on a copy beside it (on a second
  // thread where there is one); the better of the two is kept, rounds on ties.
  // The tables' copy only where their pass runs: the state holds a matrix
  // per vacancy, so on a large movement a copy is slow and large.
  std::optional<IncrementalBalance> by_tables;
  if (!symmetric_start && few(p.blocks->tables())) by_tables.emplace(*p.start);
  std::int64_t rounds_gain = 0, tables_gain = 0;
  const auto both = [&](int which) {
    if (which == 0 && !symmetric_start && few(p.blocks->rounds())) {
      rounds_gain = ExactUnitPass(*p.start, p.blocks->rounds(), p.primary_slot, all_cells, budget);
    } else if (which == 1 && by_tables) {
      tables_gain = ExactUnitPass(*by_tables, p.blocks->tables(), p.primary_slot, all_cells, budget);
    }
  };
  // ChainRunner, so that a thread the system refuses is an out-of-memory
  // error, not an abort; the passes draw no random numbers.
  if (chains > 1) {
    ChainRunner(0, 2).Run(both);
  } else {
    both(0);
    both(1);
  }
  if (tables_gain < rounds_gain) *p.start = std::move(*by_tables);
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
  p.max_rise = tune.anneal_max_rise;
  const double mean = static_cast<double>(probe.S(p.primary_slot)) / static_cast<double>(probe.N(p.primary_slot));
  const bool howell = MeetsBothLines(m);
  p.temperature_scale = std::clamp(mean, 1.0, tune.anneal_unit_cap);
  // On large two-line movements the rises of one switch grow with the lines
  // (a switch moves twice as many elements as there are tables), and the
  // best band with them: measured on complete Mitchells of 23 to 127 tables,
  // 6 is best up to 25 tables, 0.6 to 0.8 of the mean from 27 on.
  if (!howell && mean >= tune.anneal_large_mean) {
    p.temperature_scale = std::min(tune.anneal_large_unit * mean, tune.anneal_large_unit_most);
  }
  // A fluctuating chain on a Howell runs hotter the more elements one switch
  // moves: from 1 (few) through anneal_howell_heat up to 3 (barometers of
  // about 60 pairs and more), as measured on barometers of 40 to 64 pairs.
  const double full_heat = tune.anneal_howell_heat;
  const double heat = std::clamp(ElementsPerSwitch(m) * full_heat / tune.anneal_heated_elements, 1.0,
                                 std::max(full_heat, tune.anneal_howell_heat_most));
  p.fluctuating_scale = p.temperature_scale * (howell ? heat : 1.0);
  p.slow_hot = p.temperature_scale * (howell ? tune.anneal_howell_hot * full_heat : tune.anneal_mitchell_hot);
  p.slow_cold = p.temperature_scale * (howell ? tune.anneal_howell_cold * full_heat : tune.anneal_mitchell_cold);
  // On a two-line movement with board groups at several tables a round or
  // stationary pairs, one switch out of a local minimum rises far above the
  // unit, and the warm end of a cycle would refuse nearly every climb: the
  // warm ends are raised until they take a share of them, the cool ends stay
  // (raised too, they left a plain 24-pair Mitchell short of its optimum).
  // Howell-type movements are heated by their elements per switch above
  // instead, and the large unit is tuned for its Mitchells already.
  p.warmth = howell || mean >= tune.anneal_large_mean
                 ? 1.0
                 : WarmthFactor(probe, p.free_cells, p.primary_slot, tune.anneal_warm_high * p.fluctuating_scale,
                                tune.anneal_warm_acceptance, tune.anneal_warmth_most);
  p.slow_hot *= p.warmth;
  p.lower_bound.fw = p.w1 * static_cast<double>(lowest) + p.w2 * static_cast<double>(total);
  if (p.w2 > 0) p.lower_bound.pooled = total;
  p.bound_is_tight = !p.use_s4 && probe.sums_constant();
  p.ss_bound_holds = probe.sums_constant();
  if (p.use_s4) {
    p.start->TrackPowers(p.primary_slot);
    const double var = static_cast<double>(probe.SS(p.primary_slot)) / static_cast<double>(probe.N(p.primary_slot)) - mean * mean;
    const double n = static_cast<double>(probe.N(p.primary_slot));
    // S4Key is N^3 * S4 up to a constant; weigh S4 changes below SS changes.
    p.s4_scale = tune.anneal_s4_weight / ((2 * var + 1) * n * n * n);
  }
  return p;
}

std::int64_t DefaultMoves(std::size_t free_cells) {
  const Tuning& tune = tuning();
  const std::int64_t moves = static_cast<std::int64_t>(free_cells) * tune.anneal_moves_per_cell;
  return std::max(tune.anneal_moves_least, std::min(moves, tune.anneal_moves_most));
}

// Replica exchange: chain c runs at the c-th temperature of a geometric
// ladder around the measured band; neighbours swap arrangements after every
// epoch. The chains of an epoch are shared out among `workers` threads; which
// thread runs a chain does not change its course.
void RunEnsemble(std::vector<std::unique_ptr<Chain>>& chains, int workers, const Problem& problem,
                 const Budget& budget, Shared& shared, Random swap_rng) {
  const int count = static_cast<int>(chains.size());
  const Tuning& tune = tuning();
  const std::vector<double> ladder = CoolingSchedule::Ladder(
      tune.anneal_ensemble_cold * problem.temperature_scale, tune.anneal_ensemble_hot * problem.temperature_scale, count);
  const std::int64_t epoch =
      std::max(tune.anneal_epoch_least, static_cast<std::int64_t>(problem.free_cells.size()) * tune.anneal_epoch_per_cell);
  const StopCheck poll(budget, problem.contestants, workers);
  StopRule stop(poll, shared);
  const auto energy = [](const Chain& chain) {
    return static_cast<double>(chain.current().ss) + chain.TieEnergy(chain.current());
  };
  const ChainRunner pool(0, workers);  // runs the epoch's chains; their streams are their own
  for (;;) {
    pool.Run([&](int w) {
      StopRule own(poll, shared);
      for (int c = w; c < count; c += workers) {
        Chain& chain = *chains[static_cast<std::size_t>(c)];
        const std::int64_t until = chain.proposals() + epoch;
        while (chain.proposals() < until && !own.ShouldStop(chain)) chain.Step(ladder[static_cast<std::size_t>(c)]);
      }
    });
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
      // Neighbours swap by the Metropolis test on -gain at temperature 1:
      // the gain already weighs the energy gap by the inverse temperatures'.
      const double gain = beta_gap * (energy(*a) - energy(*b));
      if (Metropolis(-gain, 1, swap_rng)) std::swap(a, b);
    }
  }
}

constexpr std::pair<Schedule, const char*> kScheduleNames[] = {
    {Schedule::kMixed, "mixed"}, {Schedule::kFluctuating, "fast"}, {Schedule::kSlowCooling, "slow"},
    {Schedule::kEnsemble, "ensemble"}};

}  // namespace

MemoryNeed AnnealMemoryNeed(const Movement& m) {
  const IncrementalBalance::Size size = IncrementalBalance::EstimateSize(m);
  // The state the chains copy is built once and kept beside them.
  return {size.shared + size.per_copy, size.per_copy + ThreadReserve()};
}

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
  // The deadline bounds the whole run: the search stops a share of it
  // early, and the polish after it stops at the end of the whole.
  const double seconds = options.run.budget.has_deadline() ? options.run.budget.SecondsLeft() : 0;
  Budget whole = options.run.budget.WithMoves(0);
  Budget budget = whole.Slice(1 - tuning().anneal_polish_time_share);
  int threads = std::clamp(options.run.threads, 1, kMaxThreads);
  if (options.run.threads > kMaxThreads) {
    return Error::Plain(fmt::format("at most {} threads: each runs its own chain, and more chains add work without "
                                    "improving the result",
                                    kMaxThreads));
  }
  const bool ensemble = options.schedule == Schedule::kEnsemble;
  int chains_count = ensemble ? std::max(threads, 4) : threads;
  AnnealResult result;
  // The chains that fit in memory run, before anything large is built.
  const MemoryNeed need = AnnealMemoryNeed(m);
  const std::size_t available =
      options.memory > 0 ? options.memory : AvailableMemory().value_or(std::numeric_limits<std::size_t>::max());
  if (const int fit = ChainsThatFit(need, chains_count, available); fit < chains_count) {
    result.memory_note = FewerChainsNote(need, chains_count, fit, available);
    chains_count = fit;
    threads = std::min(threads, fit);
  }
  bool interrupted = false;
  auto made = MakeProblem(m, options, chains_count, budget, interrupted);
  if (!made) return made.error();
  const Problem& problem = *made;

  result.seed = options.run.seed;
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
  if (options.run.budget.has_moves() || !budget.has_deadline()) {
    budget = budget.WithMoves(options.run.budget.MovesOr(DefaultMoves(problem.free_cells.size())));
  }
  result.moves_per_chain = budget.MovesOr(0);

  // Each chain copies the whole state: on a large movement with many threads
  // the copies alone can outlast -T, so the chains made by then are all.
  const auto making = Clock::now();
  const ChainRunner asked_chains(options.run.seed, chains_count);
  std::vector<std::unique_ptr<Chain>> chains;
  for (int c = 0; c < chains_count && (c == 0 || !budget.Expired()); ++c) {
    chains.push_back(std::make_unique<Chain>(problem, c, asked_chains.StreamOf(c)));
    if (options.randomise) chains.back()->Randomise();
  }
  if (whole.has_deadline() && seconds > 0) {
    // Freeing the copies at the end takes about half as long as making them:
    // the polish ends that much earlier.
    const double made = std::chrono::duration<double>(Clock::now() - making).count();
    whole = Budget::Rest(std::max(seconds / 2, seconds - made / 2), start).WithStop(whole.stop());
  }
  chains_count = static_cast<int>(chains.size());
  threads = std::min(threads, chains_count);
  result.threads = threads;
  Shared shared(chains_count);
  const ChainRunner runner(options.run.seed, chains_count);
  shared.best.Offer(chains.front()->best());

  const StopCheck polish_check(whole, problem.contestants, threads);
  const auto polish = [&](Chain& chain) {
    // After a proved optimum there is nothing left to polish, and after the
    // end of -T no time (restoring each chain's best takes a while).
    if (shared.optimum_at.load() == kNever && !whole.Expired()) chain.Polish(polish_check);
    Publish(shared, chain, 0);
  };
  std::function<void()> report;
  if (options.progress) {
    report = [&] {
      AnnealProgress progress;
      progress.iteration = shared.proposals.Total();
      progress.temperature = shared.temperature.load();
      const Key best = shared.best.Get();
      progress.best_qf = QualityFactor(problem.lower_bound.ss, best.ss);
      progress.best_qf1av = QualityFactor(problem.vacancy_total_min_ss, best.vacancy_total);
      progress.best_qf1max = QualityFactor(problem.slot_min_ss[static_cast<std::size_t>(best.vacancy_best_slot)], best.vacancy_best);
      options.progress(progress);
    };
  }
  if (ensemble) {
    // One coordinating thread, run as a chain of its own so that running out
    // of memory there is reported like anywhere else.
    ChainRunner(0, 1).Run(
        [&](int) {
          const int cores = Cores();
          // The swaps draw from the stream after the chains' own.
          RunEnsemble(chains, std::min({threads, chains_count, cores}), problem, budget, shared,
                      runner.StreamOf(chains_count));
          for (auto& chain : chains) polish(*chain);
        },
        report);
  } else {
    runner.Run(
        [&](int c) {
          Chain& chain = *chains[static_cast<std::size_t>(c)];
          StopRule stop(StopCheck(budget, problem.contestants, threads), shared);
          // The mixed schedule: Mitchells are solved best by the fluctuating
          // chains, Howell-type movements by the slowly cooling ones.
          const bool mixed = options.schedule == Schedule::kMixed;
          if (options.schedule == Schedule::kSlowCooling || (mixed && c % 2 == 1)) {
            RunSlowCooling(chain, stop, shared, options.restarts, CoolingSchedule(problem.slow_hot, problem.slow_cold, 1));
          } else {
            const double band = std::pow(tuning().anneal_band_step, static_cast<double>((mixed ? c / 2 : c) % tuning().anneal_bands));
            RunFluctuating(chain, stop, shared, problem.free_cells.size(), options.restarts,
                           problem.fluctuating_scale * band, problem.warmth);
          }
          polish(chain);
        },
        report);
  }

  // The best chain, ties to the lowest chain number. After a proved optimum
  // only what each chain had found by the first optimum counts: chains that
  // ran past it did so by the luck of timing.
  const std::int64_t optimum_at = shared.optimum_at.load();
  const Chain* winner = nullptr;
  for (const auto& chain : chains) {
    if (optimum_at != kNever && chain->best_proposal() > optimum_at) continue;
    if (!winner || chain->best() < winner->best()) winner = chain.get();
  }
  result.movement = winner->BestMovement(problem.rebased ? *problem.rebased : m);
  result.report = ScoreMovement(result.movement);
  const std::int64_t rescored_ss =
      problem.primary_slot == 0 ? result.report.moments.SS : result.report.vacancy.SS[static_cast<std::size_t>(problem.primary_slot - 1)];
  if (rescored_ss != winner->best().ss) {
    return Error::Failed("internal error: the optimised movement does not re-score to the tracked value");
  }
  for (const auto& chain : chains) result.moves += std::min(chain->proposals(), optimum_at);
  result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  result.seconds_to_best = std::chrono::duration<double>(winner->best_time() - start).count();
  result.interrupted = budget.Stopped();
  result.reached_optimum = winner->optimal();
  return result;
}

}  // namespace movebal
