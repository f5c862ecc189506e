#include "generators/twin_howell.h"

#include <fmt/format.h>

#include <map>
#include <optional>
#include <utility>

#include "generators/howell.h"
#include "movement/playability.h"
#include "movement/structure_check.h"
#include "scoring/balance.h"

namespace movebal {
namespace {

constexpr int kLeastTwinPairs = 4, kMostTwinPairs = 64;

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
  // or `budget` expires; false when it stopped early.
  template <class Visit>
  bool Run(const Budget& budget, Visit&& visit) {
    budget_ = &budget;
    return Place(0, visit);
  }

 private:
  template <class Visit>
  bool Place(int table, Visit& visit) {
    if (table == tables_) return VisitArrows(visit);
    for (int a = 0; a < (table == 0 ? 1 : m_); ++a) {
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

  template <class Visit>
  bool VisitArrows(Visit& visit) {
    if (budget_->Expired()) return false;
    std::vector<std::pair<std::pair<int, int>, ClassSums>> pairs;
    for (int t = 0; t < tables_; ++t) {
      for (int u = t + 1; u < tables_; ++u) pairs.push_back({{t, u}, PairSums(t, u)});
    }
    TwinLayer layer{adders_, std::vector<bool>(static_cast<std::size_t>(tables_), false)};
    for (std::uint32_t bits = 0; bits < (1u << (tables_ - 1)); ++bits) {
      for (int t = 1; t < tables_; ++t) layer.switched[static_cast<std::size_t>(t)] = (bits >> (t - 1)) & 1u;
      ClassSums sums(static_cast<std::size_t>((m_ + 1) / 2), 0);
      for (const auto& [tu, pair_sums] : pairs) {
        const int sign = layer.switched[static_cast<std::size_t>(tu.first)] == layer.switched[static_cast<std::size_t>(tu.second)] ? 1 : -1;
        for (std::size_t c = 0; c < sums.size(); ++c) sums[c] += sign * pair_sums[c];
      }
      if (!visit(layer, sums)) return false;
    }
    return true;
  }

  const int m_;
  const std::vector<std::pair<int, int>> seats_;
  const int tables_;
  std::vector<int> adders_;
  std::vector<bool> adder_used_, value_used_;
  const Budget* budget_ = nullptr;
};

bool BetterVacancy(const BalanceReport& a, const BalanceReport& b) {
  if (a.vacancy.Qf1av != b.vacancy.Qf1av) return a.vacancy.Qf1av > b.vacancy.Qf1av;
  return a.vacancy.Qf1max > b.vacancy.Qf1max;
}

}  // namespace

Movement TwinHowellMovement(const Starter& starter, const TwinLayer (&layers)[2], TwinLayout layout) {
  const int m = starter.order, pairs = m + 1, tables = pairs / 2;
  const std::vector<std::pair<int, int>> seats = Seats(starter);
  Movement movement = Movement::Empty(pairs, tables, 2 * m, 2 * m);
  for (int layer = 0; layer < 2; ++layer) {
    for (int r = 0; r < m; ++r) {
      const int written = layout == TwinLayout::kHalfRounds ? 2 * r + layer : layer * m + r;
      for (int t = 0; t < tables; ++t) {
        const auto [x, y] = seats[static_cast<std::size_t>(t)];
        Cell& cell = movement.at(written, t);
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
  std::string broken;
  ForEachStarter(pairs - 1, [&](const Starter& starter) {
    std::map<ClassSums, TwinLayer> seen;
    LayerEnumerator layers(starter);
    const bool finished = layers.Run(budget, [&](const TwinLayer& layer, const ClassSums& sums) {
      ClassSums opposite = sums;
      for (int& s : opposite) s = -s;
      if (const auto twin = seen.find(opposite); twin != seen.end()) {
        TwinHowell candidate{starter, {twin->second, layer}, {}};
        candidate.movement = TwinHowellMovement(starter, candidate.layers, layout);
        const BalanceReport report = ScoreMovement(candidate.movement);
        // Perfect by construction; a twin that is not would be a fault here.
        if (report.moments.SS != report.moments.minSS) broken = DescribeTwinHowell(candidate);
        if (!best || BetterVacancy(report, best_report)) {
          best = std::move(candidate);
          best_report = report;
        }
        if (++twins >= most_twins || report.vacancy.all_perfect) return false;
      }
      seen.emplace(sums, layer);
      return broken.empty();
    });
    return finished && broken.empty();
  });
  if (!broken.empty()) return Error::Failed("a twin Howell scored below Qf 100: " + broken);
  if (!best) {
    if (budget.Stopped()) return Error::Interrupted();
    return Error::Failed(fmt::format("no twin Howells for {} pairs were found{}", pairs,
                                     budget.Expired() ? " in the time given" : ""));
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
