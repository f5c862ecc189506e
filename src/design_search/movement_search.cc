#include "design_search/movement_search.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <numeric>
#include <optional>

#include "design_search/design_state.h"
#include "scoring/balance.h"
#include "search/anneal.h"
#include "search/budget.h"
#include "search/chain_runner.h"
#include "search/schedule.h"
#include "search/tuning.h"

namespace movebal {
namespace {

// A cooling cycle of the search: temperatures and the cost of a rule break
// in units of (h + 1)^2, the change of SS when two pairs meet once more.
// Each cycle cools from hot to cold, starting again from the best playable
// state. The values are tuning constants (search/tuning.h, design_*).
struct CycleSchedule {
  double hot, cold, violation_weight;
  std::int64_t moves;
};

// Chains from random starts alternate between a long and a short schedule;
// until a chain has a playable state it looks for one; a chain from a
// playable movement improves it in cool cycles that never break a rule.
CycleSchedule LongCycles() {
  const Tuning& t = tuning();
  return {t.design_long_hot, t.design_long_cold, t.design_long_violation_weight, t.design_long_moves_per_cycle};
}
CycleSchedule ShortCycles() {
  const Tuning& t = tuning();
  return {t.design_short_hot, t.design_short_cold, t.design_short_violation_weight, t.design_short_moves_per_cycle};
}
CycleSchedule FindPlayable() {
  const Tuning& t = tuning();
  return {t.design_find_hot, t.design_find_cold, t.design_find_violation_weight, t.design_find_moves_per_cycle};
}
CycleSchedule ImproveStart() {
  const Tuning& t = tuning();
  return {t.design_improve_hot, t.design_improve_cold, t.design_improve_violation_weight, t.design_improve_moves_per_cycle};
}

}  // namespace

bool FitsDesignShape(const DesignShape& shape, const Movement& m) {
  return std::visit([&]<class Boards>(const Boards&) { return Boards::State::FromMovement(shape, m).ok(); }, shape.boards);
}

namespace {

// What the chains share: the lowest chain at the optimum (the later ones
// stop), the best SS and the moves so far (for the progress line).
struct Shared {
  explicit Shared(int chains) : moves(chains) {}

  std::atomic<int> first_optimal{std::numeric_limits<int>::max()};
  SharedBest<std::int64_t> best_ss{std::numeric_limits<std::int64_t>::max()};
  MoveCounts moves;
};

// One annealing chain: cycles of cooling from hot to cold, each starting
// from the best playable state so far (from the start until there is one);
// from a playable start, and in the last share of the budget, in cool
// cycles that break no rule. Its state and moves are the kit's Proposals
// (search/anneal.h); the energy is SS plus the cycle's weight per rule
// break.
template <class State>
class Chain {
 public:
  // Chain `index` of the search, whose least possible SS is `min_ss`.
  Chain(const DesignShape& shape, int index, Random rng, const Movement* start, const CycleSchedule& schedule,
        std::int64_t min_ss, Shared& shared)
      : index_(index),
        min_ss_(min_ss),
        shared_(shared),
        rng_(rng),
        state_(Start(shape, rng_, start, seeded_)),
        explore_(schedule),
        explore_mix_(ExploreMix()),
        keep_rules_mix_(KeepRulesMix()),
        improving_(seeded_ && state_.violations() == 0),
        unit_(static_cast<double>((state_.h() + 1) * (state_.h() + 1))) {
    if (state_.violations() == 0) {
      best_ss_ = state_.SS();
      best_vacancy_key_ = state_.VacancyKey();
      best_state_ = state_;
    }
  }

  void Run(const StopCheck& check) {
    const Budget& budget = check.budget();
    if (best_state_) Record();  // a playable start
    const double refine_from = 1 - tuning().design_refine_share;
    const std::int64_t refine_move =
        budget.has_moves() ? static_cast<std::int64_t>(static_cast<double>(budget.moves()) * refine_from) : -1;
    CoolingCycle cycle;
    for (std::int64_t k = 0; !check.Stop(k); ++k) {
      if (check.Due(k)) {
        shared_.moves.Publish(index_, k);
        if (shared_.first_optimal.load(std::memory_order_relaxed) <= index_) break;
      }
      // The last share of the moves (or of the time) refines the best.
      const bool refine = budget.has_moves() ? k == refine_move
                                             : check.Due(k) && budget.has_deadline() && budget.Fraction(k) >= refine_from;
      if (refine && best_state_ && !refining_) {
        refining_ = improving_ = true;
        cycle.End();
      }
      if (cycle.Over()) StartCycle(cycle, k);
      if (MetropolisStep(*this, rng_, cycle.Next())) moves_ = k + 1;
    }
    shared_.moves.Publish(index_, moves_);
  }

  // The kit's Proposals: a random move of the cycle's mix, made when the
  // state allows it; every move is its own inverse.
  std::optional<double> Propose(Random& rng) {
    move_ = state_.RandomMove(rng, improving_ ? keep_rules_mix_ : explore_mix_);
    if (!state_.Allowed(move_)) return std::nullopt;
    state_.Apply(move_);
    next_energy_ = Energy();
    return static_cast<double>(next_energy_ - energy_);
  }
  void Accept() {
    energy_ = next_energy_;
    if (state_.violations() == 0 && state_.SS() <= best_ss_) Consider();
  }
  void Reject() { state_.Apply(move_); }

  bool found() const { return best_state_.has_value(); }
  std::int64_t best_ss() const { return best_ss_; }
  DesignVacancy best_vacancy_key() const { return best_vacancy_key_; }
  Movement best() const { return best_state_->ToMovement(); }
  std::int64_t moves() const { return moves_; }
  bool seeded() const { return seeded_; }

 private:
  static State Start(const DesignShape& shape, Random& rng, const Movement* start, bool& seeded) {
    if (start != nullptr) {
      if (auto state = State::FromMovement(shape, *start)) {
        seeded = true;
        return std::move(*state);
      }
    }
    std::vector<int> order(static_cast<std::size_t>(shape.pairs));
    std::iota(order.begin(), order.end(), 0);
    rng.Shuffle(order.begin(), order.end());
    std::vector<bool> switched(static_cast<std::size_t>(shape.rounds * shape.tables()));
    for (std::size_t i = 0; i < switched.size(); ++i) switched[i] = rng.Coin();
    return State(shape, order, switched);
  }
  std::int64_t Energy() const { return state_.SS() + weight_ * state_.violations(); }

  // Each cycle anneals again from the best playable state so far, or looks
  // for one first; `k` moves are done.
  void StartCycle(CoolingCycle& cycle, std::int64_t k) {
    if (improving_ && !refining_ && k - improved_at_ >= tuning().design_improve_stall_moves) improving_ = false;
    const CycleSchedule schedule = !best_state_ ? FindPlayable() : improving_ ? ImproveStart() : explore_;
    cycle.Start(CoolingSchedule(schedule.hot * unit_, schedule.cold * unit_, schedule.moves));
    weight_ = static_cast<std::int64_t>(std::ceil(schedule.violation_weight * unit_));
    if (best_state_) state_ = *best_state_;
    energy_ = Energy();
  }

  // A playable state at least as good in SS as the best: kept when better
  // in SS, or equal in SS and better in the vacancy tie-break.
  void Consider() {
    if (state_.SS() == best_ss_) {
      const DesignVacancy key = state_.VacancyKey();
      if (key >= best_vacancy_key_) return;
      best_vacancy_key_ = key;
      best_state_ = state_;
      return;
    }
    best_vacancy_key_ = state_.VacancyKey();
    Record();
  }

  void Record() {
    improved_at_ = moves_;
    best_ss_ = state_.SS();
    best_state_ = state_;
    shared_.best_ss.Offer(best_ss_);
    if (best_ss_ <= min_ss_) {
      int first = shared_.first_optimal.load();
      while (index_ < first && !shared_.first_optimal.compare_exchange_weak(first, index_)) {
      }
    }
  }

  int index_;
  std::int64_t min_ss_;  // a state of this SS is optimal
  Shared& shared_;
  bool seeded_ = false;  // started from a given movement
  Random rng_;
  State state_;
  CycleSchedule explore_;         // the schedule of the chain, once not improving
  MoveMix explore_mix_, keep_rules_mix_;
  bool improving_;                // in ImproveStart's cycles
  bool refining_ = false;         // in the last share of the budget
  std::int64_t improved_at_ = 0;  // the move that last lowered the best SS
  double unit_;                // (h + 1)^2, the unit of the schedules
  std::int64_t weight_ = 0;    // of a rule break, in the current cycle
  std::int64_t energy_ = 0;    // of the state
  typename State::Move move_{};      // the move proposed
  std::int64_t next_energy_ = 0;     // the energy with it
  std::int64_t best_ss_ = std::numeric_limits<std::int64_t>::max();
  DesignVacancy best_vacancy_key_;
  std::optional<State> best_state_;
  std::int64_t moves_ = 0;
};

// The search over one layout's states.
template <class State>
Result<DesignResult> Search(const DesignShape& shape, const DesignOptions& options) {
  const auto start = Budget::Clock::now();
  // One budget: the time, the moves per chain (a default without either)
  // and the stop flag.
  Budget budget = options.run.budget;
  if (!budget.has_moves() && !budget.has_deadline()) budget = budget.WithMoves(tuning().design_default_moves);
  const std::int64_t cells = static_cast<std::int64_t>(shape.rounds) * shape.tables();
  const std::int64_t h = cells / shape.group_count() - 1;
  const std::int64_t n = static_cast<std::int64_t>(shape.pairs) * (shape.pairs - 1) / 2;
  const std::int64_t min_ss = MinSumOfSquares(cells * h, n);

  const ChainRunner asked_chains(options.run.seed, options.run.threads);
  const int asked = asked_chains.chains();
  Shared shared(asked);
  std::vector<Chain<State>> chains;
  // Many chains of a large field take a while to make: those made when the
  // time is out are all.
  for (int i = 0; i < asked && (i == 0 || !budget.Expired()); ++i) {
    const std::size_t k = static_cast<std::size_t>(i);
    chains.emplace_back(shape, i, asked_chains.StreamOf(i), k < options.starts.size() ? &options.starts[k] : nullptr,
                        i % 2 == 0 ? LongCycles() : ShortCycles(), min_ss, shared);
  }
  const int threads = static_cast<int>(chains.size());
  const ChainRunner runner(options.run.seed, threads);
  std::function<void()> report;
  if (options.progress) {
    report = [&] {
      DesignProgress p;
      p.moves = shared.moves.Total();
      p.seconds = std::chrono::duration<double>(Budget::Clock::now() - start).count();
      const std::int64_t best = shared.best_ss.Get();
      p.best_qf = best == std::numeric_limits<std::int64_t>::max() ? 0 : QualityFactor(min_ss, best);
      options.progress(p);
    };
  }
  const StopCheck check(budget, shape.pairs, threads);
  runner.Run([&](int i) { chains[static_cast<std::size_t>(i)].Run(check); }, report);

  DesignResult result;
  const Chain<State>* winner = nullptr;
  // Chains after the first that reached the optimum were stopped at a time
  // that depends on the machine: leave them out, so that the result and the
  // count depend only on the seed and the thread count.
  const int last = std::min(threads - 1, shared.first_optimal.load());
  for (const Chain<State>& c : chains) {
    if (&c - chains.data() > last) break;
    result.moves += c.moves();
    if (c.found() && (winner == nullptr || c.best_ss() < winner->best_ss() ||
                      (c.best_ss() == winner->best_ss() && c.best_vacancy_key() < winner->best_vacancy_key()))) {
      winner = &c;
    }
  }
  result.seconds = std::chrono::duration<double>(Budget::Clock::now() - start).count();
  result.interrupted = budget.Stopped();
  if (winner == nullptr) {
    if (result.interrupted) return Error::Interrupted();
    return Error::Failed(fmt::format("the search found no playable movement for {} pairs in {} rounds ({} moves)",
                                    shape.pairs, shape.rounds, result.moves));
  }
  result.movement = winner->best();
  if (winner->seeded()) result.start = static_cast<int>(winner - chains.data());
  result.ss = winner->best_ss();
  result.vacancy_key = winner->best_vacancy_key();
  result.optimal = result.ss <= min_ss;
  return result;
}

}  // namespace

Result<DesignResult> SearchMovement(const DesignShape& requested, const DesignOptions& options) {
  auto shape = CheckDesignShape(requested);
  if (!shape) return shape.error();
  return std::visit([&]<class Boards>(const Boards&) { return Search<typename Boards::State>(*shape, options); },
                    shape->boards);
}

}  // namespace movebal
