#include "design_search/cyclic_search.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <optional>
#include <variant>

#include "scoring/balance.h"
#include "search/anneal.h"
#include "search/budget.h"
#include "search/chain_runner.h"
#include "search/random.h"
#include "search/schedule.h"
#include "search/tuning.h"

namespace movebal {
namespace {

using Clock = Budget::Clock;

// Annealing of round 1, in units of (h + 1)^2 (the change of SS when two
// pairs meet once more). Each cycle cools from hot to cold; every other
// cycle starts from the chain's best, the others afresh. The temperatures,
// cycle length, move shares and the count of movements each chain hands
// back are tuning constants (search/tuning.h): short hot cycles with cheap
// rule breaks found the published Qf 78.74 for 16 pairs in 7 rounds with an
// appendix table, long cool ones did not (docs/benchmarks.md).

// Which pairs and groups move, and how round 1 is laid out.
struct Layout {
  int pairs = 0, rounds = 0, tables = 0, groups = 0, appendix = 0;
  int line_pairs = 0;   // pairs [0, line_pairs) move: pair s*R + i goes to s*R + (i + step_s * r) mod R
  int line_groups = 0;  // likewise for groups; the rest stay
  int h = 0;
  int meet_low = 0, meet_high = 0;

  int ShiftGroup(int g, int r) const { return g < line_groups ? g / rounds * rounds + (g % rounds + r) % rounds : g; }
  bool Stationary(int p) const { return p >= pairs - appendix; }
};

// How many groups move along the lines in each layout, or why the layout
// has no cyclic form.
Result<int> LineGroups(const Layout& l, const BoardsStay&) { return l.rounds; }
Result<int> LineGroups(const Layout& l, const BoardsMove& boards) {
  if (!boards.sessions.empty()) return Error::Plain("a movement of several sessions has no cyclic form");
  const int R = l.rounds, K = l.tables, G = l.groups;
  if (G == K && K >= R) return K / R * R;  // the rest stay at their tables
  if (G == R && R > K) return R;           // round 1 plays K of them
  return Error::Plain(fmt::format("{} groups on {} tables in {} rounds have no cyclic form", G, K, R));
}

Result<Layout> MakeLayout(const DesignShape& shape) {
  auto checked = CheckDesignShape(shape);
  if (!checked) return checked.error();
  Layout l;
  l.pairs = shape.pairs;
  l.rounds = shape.rounds;
  l.tables = shape.tables();
  l.groups = shape.group_count();
  l.appendix = shape.appendix_tables();
  const auto line_groups = std::visit([&](const auto& boards) { return LineGroups(l, boards); }, shape.boards);
  if (!line_groups) return line_groups.error();
  l.line_groups = *line_groups;
  const int R = l.rounds, K = l.tables, G = l.groups;
  l.line_pairs = (l.pairs - l.appendix) / R * R;
  const int fixed = l.pairs - l.line_pairs;
  // A pair that never moves meets a line pair on a moving group; the others
  // of its line meet among themselves.
  if (l.line_pairs == 0 || fixed > l.line_groups || fixed > l.line_pairs) {
    return Error::Plain(fmt::format("{} pairs in {} rounds have no cyclic form", l.pairs, R));
  }
  l.h = R * K / G - 1;
  l.meet_low = shape.meet_low();
  l.meet_high = shape.meet_high();
  return l;
}

// One table of round 1.
struct BaseCell {
  int ns = 0, ew = 0, group = 0;
};

// Round 1 and its score: SS and the rule breaks of the whole movement.
class CyclicState {
 public:
  CyclicState(const Layout& layout, Random& rng) : l_(&layout) {
    const int R = l_->rounds, K = l_->tables;
    std::vector<int> movers;
    for (int p = 0; p < l_->pairs; ++p) {
      if (!l_->Stationary(p)) movers.push_back(p);
    }
    rng.Shuffle(movers.begin(), movers.end());
    std::vector<int> groups(static_cast<std::size_t>(l_->groups));
    for (int g = 0; g < l_->groups; ++g) groups[static_cast<std::size_t>(g)] = g;
    rng.Shuffle(groups.begin(), groups.end());
    cells_.resize(static_cast<std::size_t>(K));
    std::size_t next = 0;
    for (int c = 0; c < K; ++c) {
      BaseCell& cell = cells_[static_cast<std::size_t>(c)];
      if (c >= K - l_->appendix) {
        // Appendix table a: its stationary pair, group a (distinct groups).
        cell.ns = l_->pairs - K + c;
        cell.group = c - (K - l_->appendix);
      } else {
        cell.ns = movers[next++];
        cell.group = l_->appendix > 0 ? c : groups[static_cast<std::size_t>(c)];
      }
      cell.ew = movers[next++];
    }
    if (l_->appendix > 0) rng.Shuffle(cells_.begin(), cells_.begin() + R);
    flips_.assign(static_cast<std::size_t>(R * K), 0);
    steps_.assign(static_cast<std::size_t>(l_->line_pairs / R), 1);
    for (int& s : steps_) s = RandomStep(rng);
    Score();
  }

  std::int64_t ss() const { return ss_; }
  int violations() const { return violations_; }

  // What a move changes, to take it back without scoring again.
  struct Snapshot {
    std::vector<BaseCell> cells;
    std::vector<int> steps;
    std::vector<char> flips;
    std::int64_t ss = 0;
    int violations = 0;
  };
  void Save(Snapshot& s) const {
    s.cells = cells_;
    s.steps = steps_;
    s.flips = flips_;
    s.ss = ss_;
    s.violations = violations_;
  }
  void Restore(const Snapshot& s) {
    cells_ = s.cells;
    steps_ = s.steps;
    flips_ = s.flips;
    ss_ = s.ss;
    violations_ = s.violations;
  }

  // A random change of round 1 (kept or taken back by the caller).
  void RandomMove(Random& rng) {
    const int K = l_->tables, main = K - l_->appendix;
    const auto below = [&](int n) { return rng.Below(n); };
    const Tuning& tune = tuning();
    auto kind = static_cast<std::int64_t>(below(100));
    if ((kind -= tune.cyclic_step_moves) < 0) {  // a line of pairs moves another number of tables a round
      steps_[static_cast<std::size_t>(below(static_cast<int>(steps_.size())))] = RandomStep(rng);
    } else if ((kind -= tune.cyclic_seat_moves) < 0) {  // two pairs change seats (in one cell: an arrow switch)
      for (;;) {
        const int ca = below(K), sa = below(2), cb = below(K), sb = below(2);  // drawn in this order
        int* a = Seat(ca, sa);
        int* b = Seat(cb, sb);
        if (l_->Stationary(*a) || l_->Stationary(*b)) continue;
        std::swap(*a, *b);
        break;
      }
    } else if ((kind -= tune.cyclic_table_arrow_moves) < 0) {
      BaseCell& c = cells_[static_cast<std::size_t>(below(K))];
      std::swap(c.ns, c.ew);
    } else if ((kind -= tune.cyclic_cell_arrow_moves) < 0) {
      flips_[static_cast<std::size_t>(below(l_->rounds * K))] ^= 1;
    } else if ((kind -= tune.cyclic_group_swap_moves) < 0 || (l_->appendix == 0 && l_->groups == K)) {
      // Two tables exchange groups: main with main, appendix with appendix.
      const bool appendix = l_->appendix > 1 && below(main + l_->appendix) >= main;
      const int first = appendix ? main : 0, count = appendix ? l_->appendix : main;
      const int x = first + below(count), y = first + below(count);
      std::swap(cells_[static_cast<std::size_t>(x)].group, cells_[static_cast<std::size_t>(y)].group);
    } else {
      // A table takes a group nobody plays in round 1 (an appendix table: a
      // group no other appendix table plays).
      const int c = l_->appendix > 0 ? main + below(l_->appendix) : below(K);
      const int g = below(l_->appendix > 0 ? l_->rounds : l_->groups);
      const int first = l_->appendix > 0 ? main : 0;
      if (std::none_of(cells_.begin() + first, cells_.end(), [&](const BaseCell& x) { return x.group == g; })) {
        cells_[static_cast<std::size_t>(c)].group = g;
      }
    }
    Score();
  }

  // The whole movement: table t plays the t-th cell of the round, except
  // that with appendix tables table g keeps group g.
  Movement ToMovement() const {
    const int R = l_->rounds, K = l_->tables, main = K - l_->appendix;
    Movement m = Movement::Empty(l_->pairs, K, R, l_->groups);
    for (int r = 0; r < R; ++r) {
      for (int c = 0; c < K; ++c) {
        const BaseCell& b = cells_[static_cast<std::size_t>(c)];
        const int g = l_->ShiftGroup(b.group, r);
        Cell& cell = m.at(r, l_->appendix > 0 && c < main ? g : c);
        cell.ns[0] = Shift(b.ns, r) + 1;
        cell.ew[0] = Shift(b.ew, r) + 1;
        cell.group = g;
        if (flips_[static_cast<std::size_t>(r * K + c)] != 0) cell.SwitchArrows();
      }
    }
    return m;
  }

 private:
  // Pair p of round 1 in round r.
  int Shift(int p, int r) const {
    if (p >= l_->line_pairs) return p;
    const int R = l_->rounds, line = p / R;
    return line * R + (p % R + steps_[static_cast<std::size_t>(line)] * r) % R;
  }
  // Any step: 0 keeps the line's pairs where they are (a Mitchell's
  // North-South line); a step that shares a factor with the rounds brings a
  // pair back to a group it played, which the rule breaks count.
  int RandomStep(Random& rng) const { return rng.Below(l_->rounds); }

  int* Seat(int cell, int side) {
    BaseCell& c = cells_[static_cast<std::size_t>(cell)];
    return side == 0 ? &c.ns : &c.ew;
  }

  // SS and rule breaks of the movement, from scratch: M = D D' + (h + 1) A
  // with D the directions on each group and A the meetings.
  void Score() {
    const int P = l_->pairs, G = l_->groups, R = l_->rounds;
    const std::size_t PP = static_cast<std::size_t>(P * P);
    matrix_.assign(PP, 0);
    meetings_.assign(PP, 0);
    plays_.assign(static_cast<std::size_t>(P * G), 0);
    entries_.resize(static_cast<std::size_t>(G));
    for (auto& list : entries_) list.clear();
    const int K = l_->tables;
    for (int r = 0; r < R; ++r) {
      for (int c = 0; c < K; ++c) {
        const BaseCell& b = cells_[static_cast<std::size_t>(c)];
        int ns = Shift(b.ns, r), ew = Shift(b.ew, r);
        const int g = l_->ShiftGroup(b.group, r);
        if (flips_[static_cast<std::size_t>(r * K + c)] != 0) std::swap(ns, ew);
        auto& list = entries_[static_cast<std::size_t>(g)];
        list.push_back({ns, 1});
        list.push_back({ew, -1});
        ++meetings_[static_cast<std::size_t>(std::min(ns, ew) * P + std::max(ns, ew))];
        ++plays_[static_cast<std::size_t>(ns * G + g)];
        ++plays_[static_cast<std::size_t>(ew * G + g)];
      }
    }
    for (const auto& list : entries_) {
      for (std::size_t i = 0; i < list.size(); ++i) {
        for (std::size_t j = i + 1; j < list.size(); ++j) {
          const int p = std::min(list[i].first, list[j].first), q = std::max(list[i].first, list[j].first);
          if (p != q) matrix_[static_cast<std::size_t>(p * P + q)] += list[i].second * list[j].second;
        }
      }
    }
    ss_ = 0;
    violations_ = 0;
    for (int p = 0; p < P; ++p) {
      for (int q = p + 1; q < P; ++q) {
        const std::size_t i = static_cast<std::size_t>(p * P + q);
        const int met = meetings_[i];
        const std::int64_t e = matrix_[i] + static_cast<std::int64_t>(l_->h + 1) * met;
        ss_ += e * e;
        violations_ += std::max(0, met - l_->meet_high) + std::max(0, l_->meet_low - met);
      }
    }
    for (const int n : plays_) violations_ += std::max(0, n - 1);
  }

  const Layout* l_;
  std::vector<BaseCell> cells_;
  std::vector<int> steps_;  // [line]: tables a round
  std::vector<char> flips_;  // [round * tables + cell]: arrows switched against round 1
  std::vector<std::int64_t> matrix_;
  std::vector<int> meetings_, plays_;
  std::vector<std::vector<std::pair<int, int>>> entries_;  // [group]: (pair, +1 NS / -1 EW)
  std::int64_t ss_ = 0;
  int violations_ = 0;
};

// What the chains share for the progress line: the moves and the best SS.
struct Shared {
  explicit Shared(int chains) : moves(chains) {}

  MoveCounts moves;
  SharedBest<std::int64_t> best_ss{std::numeric_limits<std::int64_t>::max()};
};

// One chain: round 1 and its moves are the kit's Proposals (search/anneal.h),
// the energy SS plus a weight per rule break.
class CyclicChain {
 public:
  CyclicChain(const Layout& layout, int index, Random rng, Shared& shared)
      : layout_(layout),
        index_(index),
        shared_(shared),
        rng_(rng),
        weight_(static_cast<std::int64_t>(std::ceil(tuning().cyclic_violation_weight * Unit()))),
        state_(layout, rng_) {}

  // Anneals until the budget runs out or a movement of SS `min_ss` (Qf 100).
  void Run(const StopCheck& check, std::int64_t min_ss) {
    const Tuning& tune = tuning();
    const double unit = Unit();
    const CoolingSchedule schedule(tune.cyclic_hot * unit, tune.cyclic_cold * unit, tune.cyclic_moves_per_cycle);
    CoolingCycle cycle;
    std::int64_t cycles = 0;
    std::int64_t k = 0;
    for (; !check.Stop(k); ++k) {
      if (check.Due(k)) {
        shared_.moves.Publish(index_, k);
        if (best_ && best_->ss() <= min_ss) break;
      }
      if (cycle.Over()) {
        // Every other cycle from the best so far, the others afresh.
        state_ = best_ && cycles % 2 == 1 ? *best_ : CyclicState(layout_, rng_);
        ++cycles;
        cycle.Start(schedule);
        energy_ = Energy();
      }
      MetropolisStep(*this, rng_, cycle.Next());
    }
    shared_.moves.Publish(index_, k);
  }

  // The kit's Proposals: a random change of round 1, taken back from a
  // snapshot.
  std::optional<double> Propose(Random& rng) {
    state_.Save(before_);
    state_.RandomMove(rng);
    next_energy_ = Energy();
    return static_cast<double>(next_energy_ - energy_);
  }
  void Accept() {
    energy_ = next_energy_;
    if (state_.violations() == 0) Keep();
  }
  void Reject() { state_.Restore(before_); }

  const std::vector<CyclicState>& kept() const { return kept_; }

 private:
  // (h + 1)^2, the unit of the temperatures and the weight.
  double Unit() const { return static_cast<double>((layout_.h + 1) * (layout_.h + 1)); }
  std::int64_t Energy() const { return state_.ss() + weight_ * state_.violations(); }

  // The chain's few best playable states, least SS first, distinct SS.
  void Keep() {
    const CyclicState& s = state_;
    if (!best_ || s.ss() < best_->ss()) {
      best_ = s;
      shared_.best_ss.Offer(s.ss());
    }
    const auto kept_per_chain = static_cast<std::size_t>(tuning().cyclic_kept_per_chain);
    if (kept_.size() == kept_per_chain && s.ss() >= kept_.back().ss()) return;
    if (std::any_of(kept_.begin(), kept_.end(), [&](const CyclicState& x) { return x.ss() == s.ss(); })) return;
    kept_.push_back(s);
    std::sort(kept_.begin(), kept_.end(), [](const CyclicState& a, const CyclicState& b) { return a.ss() < b.ss(); });
    if (kept_.size() > kept_per_chain) kept_.pop_back();
  }

  const Layout& layout_;
  int index_;
  Shared& shared_;
  Random rng_;
  std::int64_t weight_;  // of a rule break
  // The state annealed (the first cycle starts afresh from another), the
  // snapshot before the move proposed, and their energies.
  CyclicState state_;
  CyclicState::Snapshot before_;
  std::int64_t energy_ = 0, next_energy_ = 0;
  std::optional<CyclicState> best_;
  std::vector<CyclicState> kept_;
};

}  // namespace

Status CheckCyclicShape(const DesignShape& shape) {
  auto layout = MakeLayout(shape);
  if (!layout) return layout.error();
  return Ok();
}

Result<std::vector<CyclicDesign>> SearchCyclicMovements(const DesignShape& shape, const DesignOptions& options) {
  auto made = MakeLayout(shape);
  if (!made) return made.error();
  const Layout layout = *made;
  Budget budget = options.run.budget;
  if (!budget.has_moves() && !budget.has_deadline()) budget = budget.WithMoves(tuning().cyclic_default_moves);
  const ChainRunner asked_chains(options.run.seed, options.run.threads);
  const int asked = asked_chains.chains();
  Shared shared(asked);
  std::vector<CyclicChain> chains;
  // The chains made when the time is out are all.
  for (int i = 0; i < asked && (i == 0 || !budget.Expired()); ++i) {
    chains.emplace_back(layout, i, asked_chains.StreamOf(i), shared);
  }
  const ChainRunner runner(options.run.seed, static_cast<int>(chains.size()));
  const auto start = Clock::now();
  const std::int64_t min_ss = MinSumOfSquares(static_cast<std::int64_t>(layout.rounds) * layout.tables * layout.h,
                                              static_cast<std::int64_t>(layout.pairs) * (layout.pairs - 1) / 2);
  std::function<void()> report;
  if (options.progress) {
    report = [&] {
      DesignProgress p;
      p.moves = shared.moves.Total();
      const std::int64_t best = shared.best_ss.Get();
      p.seconds = std::chrono::duration<double>(Clock::now() - start).count();
      p.best_qf = best == std::numeric_limits<std::int64_t>::max() ? 0 : QualityFactor(min_ss, best);
      options.progress(p);
    };
  }
  const StopCheck check(budget, shape.pairs, runner.chains());
  runner.Run([&](int i) { chains[static_cast<std::size_t>(i)].Run(check, min_ss); }, report);

  std::vector<CyclicDesign> designs;
  for (const CyclicChain& chain : chains) {
    for (const CyclicState& s : chain.kept()) {
      if (std::none_of(designs.begin(), designs.end(), [&](const CyclicDesign& d) { return d.ss == s.ss(); })) {
        designs.push_back({s.ToMovement(), s.ss()});
      }
    }
  }
  if (designs.empty()) {
    if (budget.Stopped()) return Error::Interrupted();
    return Error::Failed(fmt::format("the cyclic search found no playable movement for {} pairs in {} rounds",
                                    shape.pairs, shape.rounds));
  }
  // Stable: designs of equal SS keep their chain order with every standard library.
  std::stable_sort(designs.begin(), designs.end(), [](const CyclicDesign& a, const CyclicDesign& b) { return a.ss < b.ss; });
  return designs;
}

}  // namespace movebal
