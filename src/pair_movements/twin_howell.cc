#include "pair_movements/twin_howell.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <map>
#include <numeric>
#include <optional>
#include <utility>

#include "pair_movements/howell.h"
#include "movement/playability.h"
#include "movement/structure_check.h"
#include "scoring/balance.h"

namespace movebal {
namespace {

constexpr int kLeastTwinPairs = 4, kMostTwinPairs = 32;  // beyond, the first starters in order take long to find
// Steps of the enumeration between reads of the clock and the stop flag.
constexpr std::int64_t kStepsPerClockRead = 4096;

// The sums of a layer's comparisons over each class of pair elements:
// class d - 1 holds the elements {x, x + d} (d = 1 .. (m - 1) / 2), the
// last class those of the stationary pair. Equal elements within a class
// (the cyclic symmetry) make opposite sums mean opposite elements.
using ClassSums = std::vector<int>;

// The two residues at each table of round 1; m stands for the stationary pair.
std::vector<std::pair<int, int>> Seats(const Starter& s) {
  std::vector<std::pair<int, int>> seats = {{s.order, 0}};
  seats.insert(seats.end(), s.pairs.begin(), s.pairs.end());
  return seats;
}

int Shift(int residue, int round, int m) { return residue == m ? m : (residue + round) % m; }

class LayerEnumerator {
 public:
  explicit LayerEnumerator(const Starter& s)
      : m_(s.order), seats_(Seats(s)), tables_(static_cast<int>(seats_.size())),
        adders_(seats_.size(), 0), adder_used_(static_cast<std::size_t>(m_), false),
        value_used_(static_cast<std::size_t>(m_), false) {}

  // Calls visit(layer, sums) for every layer (adders with the first fixed at
  // 0, arrows with the first table's fixed: shifting every group or
  // switching every table changes no comparison) until visit returns false
  // or `budget` expires; its moves count steps (adders tried and layers
  // visited), `*steps` of them so far over all starters. False when it
  // stopped early.
  template <class Visit>
  bool Run(const Budget& budget, std::int64_t* steps, Visit&& visit) {
    budget_ = &budget;
    steps_ = steps;
    return Place(0, visit);
  }

 private:
  // One more step; false when the budget is spent.
  bool Step() {
    ++*steps_;
    return !budget_->MovesSpent(*steps_) && (*steps_ % kStepsPerClockRead != 0 || !budget_->Expired());
  }

  template <class Visit>
  bool Place(int table, Visit& visit) {
    if (table == tables_) return VisitArrows(visit);
    for (int a = 0; a < (table == 0 ? 1 : m_); ++a) {
      if (!Step()) return false;
      // Tables play distinct groups in a round; each pair each group once:
      // the pair of residue v plays group a + v - seat at this table.
      const auto [x, y] = seats_[static_cast<std::size_t>(table)];
      const int vx = x == m_ ? -1 : ((a - x) % m_ + m_) % m_, vy = ((a - y) % m_ + m_) % m_;
      if (adder_used_[static_cast<std::size_t>(a)] || value_used_[static_cast<std::size_t>(vy)] ||
          (vx >= 0 && (vx == vy || value_used_[static_cast<std::size_t>(vx)]))) {
        continue;
      }
      Mark(a, vx, vy, true);
      adders_[static_cast<std::size_t>(table)] = a;
      const bool go_on = Place(table + 1, visit);
      Mark(a, vx, vy, false);
      if (!go_on) return false;
    }
    return true;
  }

  void Mark(int a, int vx, int vy, bool set) {
    adder_used_[static_cast<std::size_t>(a)] = set;
    value_used_[static_cast<std::size_t>(vy)] = set;
    if (vx >= 0) value_used_[static_cast<std::size_t>(vx)] = set;
  }

  int ClassOf(int p, int q) const {
    if (p == m_ || q == m_) return (m_ - 1) / 2;
    const int d = ((q - p) % m_ + m_) % m_;
    return std::min(d, m_ - d) - 1;
  }

  // The class sums of two tables' comparisons with both first seats
  // North-South; switching one table negates them.
  ClassSums PairSums(int t, int u) const {
    ClassSums sums(static_cast<std::size_t>((m_ + 1) / 2), 0);
    const auto [xt, yt] = seats_[static_cast<std::size_t>(t)];
    const auto [xu, yu] = seats_[static_cast<std::size_t>(u)];
    for (int g = 0; g < m_; ++g) {
      const int rt = ((g - adders_[static_cast<std::size_t>(t)]) % m_ + m_) % m_;
      const int ru = ((g - adders_[static_cast<std::size_t>(u)]) % m_ + m_) % m_;
      const int nt = Shift(xt, rt, m_), et = Shift(yt, rt, m_), nu = Shift(xu, ru, m_), eu = Shift(yu, ru, m_);
      ++sums[static_cast<std::size_t>(ClassOf(nt, nu))];
      ++sums[static_cast<std::size_t>(ClassOf(et, eu))];
      --sums[static_cast<std::size_t>(ClassOf(nt, eu))];
      --sums[static_cast<std::size_t>(ClassOf(et, nu))];
    }
    return sums;
  }

  // The arrows in Gray-code order: each layer switches one table more or
  // less than the one before, which negates that table's comparisons with
  // every other table.
  template <class Visit>
  bool VisitArrows(Visit& visit) {
    const auto T = static_cast<std::size_t>(tables_);
    std::vector<ClassSums> pair_sums(T * T);
    ClassSums sums(static_cast<std::size_t>((m_ + 1) / 2), 0);
    for (std::size_t t = 0; t < T; ++t) {
      for (std::size_t u = t + 1; u < T; ++u) {
        pair_sums[t * T + u] = pair_sums[u * T + t] = PairSums(static_cast<int>(t), static_cast<int>(u));
        for (std::size_t c = 0; c < sums.size(); ++c) sums[c] += pair_sums[t * T + u][c];
      }
    }
    TwinLayer layer{adders_, std::vector<bool>(T, false)};
    const auto sign = [&](std::size_t t) { return layer.switched[t] ? -1 : 1; };
    for (std::uint32_t k = 0; k < (1u << (tables_ - 1)); ++k) {
      if (k > 0) {
        const std::size_t t = static_cast<std::size_t>(std::countr_zero(k)) + 1;
        for (std::size_t u = 0; u < T; ++u) {
          if (u == t) continue;
          const int factor = 2 * sign(t) * sign(u);
          for (std::size_t c = 0; c < sums.size(); ++c) sums[c] -= factor * pair_sums[t * T + u][c];
        }
        layer.switched[t] = !layer.switched[t];
      }
      if (!Step() || !visit(layer, sums)) return false;
    }
    return true;
  }

  const int m_;
  const std::vector<std::pair<int, int>> seats_;
  const int tables_;
  std::vector<int> adders_;
  std::vector<bool> adder_used_, value_used_;
  const Budget* budget_ = nullptr;
  std::int64_t* steps_ = nullptr;
};

// The second layer's adders are the first's moved on by one number: then
// the tables in the first layer's order pass the groups of both layers on
// to the next table, and two halves of a round can share their tables.
bool SameTableOrder(const TwinLayer (&layers)[2], int m) {
  const auto shift = [&](std::size_t t) { return ((layers[1].adders[t] - layers[0].adders[t]) % m + m) % m; };
  for (std::size_t t = 1; t < layers[0].adders.size(); ++t) {
    if (shift(t) != shift(0)) return false;
  }
  return true;
}

// Better for the layout: in half-rounds first the same table order, then
// the vacancy quality (Qf1av, then Qf1max).
bool BetterTwin(const TwinHowell& a, const BalanceReport& ra, const TwinHowell& b, const BalanceReport& rb,
                TwinLayout layout) {
  if (layout == TwinLayout::kHalfRounds) {
    const int m = a.starter.order;
    const bool oa = SameTableOrder(a.layers, m), ob = SameTableOrder(b.layers, m);
    if (oa != ob) return oa;
  }
  if (ra.vacancy.Qf1av != rb.vacancy.Qf1av) return RankOf(ra.vacancy.Qf1av) > RankOf(rb.vacancy.Qf1av);
  return RankOf(ra.vacancy.Qf1max) > RankOf(rb.vacancy.Qf1max);
}

}  // namespace

Movement TwinHowellMovement(const Starter& starter, const TwinLayer (&layers)[2], TwinLayout layout) {
  const int m = starter.order, pairs = m + 1, tables = pairs / 2;
  const std::vector<std::pair<int, int>> seats = Seats(starter);
  // Tables in the order of their adders: a group then goes on to the next
  // table of the ring when it is next played. The halves of a round share
  // their tables, so the first layer's order serves both.
  std::vector<int> place[2];
  for (int layer = 0; layer < 2; ++layer) {
    const std::vector<int>& adders = layers[layout == TwinLayout::kHalfRounds ? 0 : layer].adders;
    std::vector<int> order(static_cast<std::size_t>(tables));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      return adders[static_cast<std::size_t>(a)] > adders[static_cast<std::size_t>(b)];
    });
    place[layer].assign(static_cast<std::size_t>(tables), 0);
    for (int i = 0; i < tables; ++i) place[layer][static_cast<std::size_t>(order[static_cast<std::size_t>(i)])] = i;
  }
  Movement movement = Movement::Empty(pairs, tables, 2 * m, 2 * m);
  for (int layer = 0; layer < 2; ++layer) {
    for (int r = 0; r < m; ++r) {
      const int written = layout == TwinLayout::kHalfRounds ? 2 * r + layer : layer * m + r;
      for (int t = 0; t < tables; ++t) {
        const auto [x, y] = seats[static_cast<std::size_t>(t)];
        Cell& cell = movement.at(written, place[layer][static_cast<std::size_t>(t)]);
        cell.ns[0] = Shift(x, r, m) + 1;
        cell.ew[0] = Shift(y, r, m) + 1;
        cell.group = layer * m + (layers[layer].adders[static_cast<std::size_t>(t)] + r) % m;
        if (layers[layer].switched[static_cast<std::size_t>(t)]) cell.SwitchArrows();
      }
    }
  }
  return movement;
}

Result<TwinHowell> FindTwinHowell(int pairs, TwinLayout layout, const Budget& budget, int most_twins) {
  if (pairs < kLeastTwinPairs || pairs > kMostTwinPairs || pairs % 2 != 0) {
    return Error::Plain(fmt::format("twin Howells are for an even number of pairs from {} to {}, not {}",
                                    kLeastTwinPairs, kMostTwinPairs, pairs));
  }
  std::optional<TwinHowell> best;
  BalanceReport best_report;
  int twins = 0;
  std::int64_t steps = 0;
  std::string broken;
  ForEachStarter(pairs - 1, [&](const Starter& starter) {
    // Each class-sum pattern's first layer, as (its adders in adder_sets,
    // its arrows): a layer is kept small, as a starter can have millions.
    std::map<ClassSums, std::pair<std::size_t, std::vector<bool>>> seen;
    std::vector<std::vector<int>> adder_sets;
    LayerEnumerator enumerator(starter);
    const bool finished = enumerator.Run(budget, &steps, [&](const TwinLayer& layer, const ClassSums& sums) {
      ClassSums opposite = sums;
      for (int& s : opposite) s = -s;
      if (const auto twin = seen.find(opposite); twin != seen.end()) {
        const TwinLayer first{adder_sets[twin->second.first], twin->second.second};
        TwinHowell candidate{starter, {first, layer}, {}};
        candidate.movement = TwinHowellMovement(starter, candidate.layers, layout);
        const BalanceReport report = ScoreMovement(candidate.movement);
        // Perfect by construction; a twin that is not would be a fault here.
        if (report.moments.SS != report.moments.minSS) broken = DescribeTwinHowell(candidate);
        if (!best || BetterTwin(candidate, report, *best, best_report, layout)) {
          best = std::move(candidate);
          best_report = report;
        }
        if (++twins >= most_twins || report.vacancy.all_perfect()) return false;
      }
      if (!seen.contains(sums)) {
        if (adder_sets.empty() || adder_sets.back() != layer.adders) adder_sets.push_back(layer.adders);
        seen.emplace(sums, std::make_pair(adder_sets.size() - 1, layer.switched));
      }
      return broken.empty();
    });
    return finished && broken.empty();
  });
  if (!broken.empty()) return Error::Failed("a twin Howell scored below Qf 100: " + broken);
  if (!best) {
    if (budget.Stopped()) return Error::Interrupted();
    const bool cut = budget.Expired() || budget.MovesSpent(steps);
    return Error::Failed(fmt::format("no twin Howells for {} pairs were found{}", pairs,
                                     cut ? fmt::format(" in {} steps", steps) : std::string()));
  }
  const StructureReport structure = CheckStructure(best->movement);
  const PlayabilityReport play = CheckPlayability(best->movement, layout == TwinLayout::kHalfRounds ? 2 : 1);
  if (!structure.ok() || !play.ok() || play.shared > 0) {
    return Error::Failed("the twin Howells do not check: " +
                         (!structure.ok() ? structure.errors.front().message
                          : !play.ok()    ? play.problems.front()
                                          : std::string("tables share boards")));
  }
  return std::move(*best);
}

std::string DescribeTwinHowell(const TwinHowell& twin) {
  const auto adders = [](const TwinLayer& layer) {
    std::string out;
    for (int a : layer.adders) out += fmt::format("{}{}", out.empty() ? "" : " ", a);
    return out;
  };
  return fmt::format("twin howells, starter {}; adders {} and {}", FormatStarter(twin.starter), adders(twin.layers[0]),
                     adders(twin.layers[1]));
}

}  // namespace movebal
