#include "bound/once_each_optimum.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <limits>
#include <mutex>
#include <utility>

#include "search/budget.h"
#include "search/chain_runner.h"
#include "scoring/balance.h"

namespace movebal {
namespace {

constexpr int kMaxPairs = 16;
constexpr int kMaxGroups = 7;
constexpr int kMaxPoints = 1 << kMaxGroups;
constexpr int kMaxTables = kMaxPairs / 2;
// Points fixed before the search splits into parts for the threads (more
// where the parts are too few to share out over the shards).
constexpr int kLeastPartDepth = 3;
constexpr int kMostPartDepth = 6;
constexpr std::size_t kLeastPartsPerShard = 64;
constexpr std::int64_t kNoLimit = std::numeric_limits<std::int64_t>::max() / 4;
// The shapes within the limits above whose search, from a perfect limit up
// to the best movement's, did not end within a minute on two cores; every
// other shape ended within 40 s (docs/benchmarks.md). Where the whole search
// was estimated for a limit (a published movement's SS less one), it runs
// up to that limit.
struct UnfinishedShape {
  int pairs = 0, groups = 0;
  std::int64_t estimated_limit = 0;  // 0: not estimated, refused
  const char* estimated_for = "";
};
// 16 pairs in 7 rounds below the TEAM Scheveningen (SS 1656): about an hour
// of one core (seven parts of 1000 took 2.8 to 4.1 s of one core each, 3.5 s
// on average, on an idle machine; docs/benchmarks.md).
constexpr UnfinishedShape kUnfinishedShapes[] = {
    {8, 6}, {10, 7}, {14, 4}, {14, 5}, {14, 6},
    {16, 7, 1655, "the TEAM Scheveningen (movements/scheveningen-16p-07r.asc)"}};
// The rising limits on the sum of costs: 0, 8, 16, 24, then a quarter more
// each time (16 pairs in 6 rounds end at 192: 0 to 8 bad pairs at 8 each).
constexpr std::int64_t kFirstLevelStep = 8;
// Nodes of one searcher between reads of the clock (a node takes well under
// a microsecond).
constexpr std::uint32_t kNodesPerClockCheck = 1 << 12;
constexpr std::int64_t kLevelGrowthPercent = 125;
// The bound on the points still to come (PointSearch::FutureTooDear): its
// Lagrange multipliers are whole numbers of 1/kMultiplierScale cost units,
// so the bound is exact integer arithmetic, and each point set gets at most
// kMultiplierSteps subgradient steps (part 500 of 1000 of 16 pairs in 7
// rounds, one core: 4 steps 37 s, 8 steps 29 s, 12 steps 29 s, 20 steps
// 31 s; docs/benchmarks.md).
constexpr std::int64_t kMultiplierScale = 64;
constexpr int kMultiplierSteps = 12;
// Any multipliers give a bound; this cap only keeps the sums within int64.
constexpr std::int64_t kMostMultiplier = std::int64_t{1} << 40;

int Distance(int x, int y) { return std::popcount(static_cast<unsigned>(x ^ y)); }

// The score of two pairs, G - 2d + (P/2)m, and a cost per score that is
// never negative and sums to SS less a constant: with lo the largest score
// of the shape's parity at most the mean S/N, cost(v) = (v - lo)(v - lo -
// step), zero at the two scores that bracket the mean. A sum of costs at
// most a limit is then a sum of squares at most the limit plus the constant.
struct Model {
  int pairs = 0, groups = 0, tables = 0, meet_weight = 0;
  std::int64_t S = 0, N = 0, lo = 0, step = 1;

  Model(int p, int g) : pairs(p), groups(g), tables(p / 2), meet_weight(p / 2) {
    S = static_cast<std::int64_t>(tables) * groups * (tables - 1);
    N = static_cast<std::int64_t>(pairs) * (pairs - 1) / 2;
    lo = S / N;
    step = meet_weight % 2 == 0 ? 2 : 1;
    if (step == 2 && (lo - groups) % 2 != 0) --lo;
  }
  std::int64_t Score(int d, int m) const { return groups - 2 * d + static_cast<std::int64_t>(meet_weight) * m; }
  std::int64_t Cost(std::int64_t v) const { return (v - lo) * (v - lo - step); }
  std::int64_t Offset() const { return (2 * lo + step) * S - lo * (lo + step) * N; }
  // The least cost above 0: that of the scores one step outside the two
  // that cost nothing, step times 2 step.
  std::int64_t LeastPositiveCost() const { return 2 * step * step; }
  // The cost of one more meeting of two pairs at distance d that met m times.
  std::int64_t MeetingCost(int d, int m) const { return Cost(Score(d, m + 1)) - Cost(Score(d, m)); }
};

// What two pairs cost at least by their points x and y, as tables by
// x ^ y (without a popcount instruction in the portable build, counting
// bits took 40% of the search), when each meeting of a placed pair is
// charged `meeting_price` and each placed pair is credited its G meetings:
// since every pair meets exactly G times this adds nothing to a movement's
// cost, but the least over the meeting counts rises for two pairs far
// apart, which cannot all meet (a Lagrange multiplier on the meeting
// counts; price 0: the plain least cost).
struct PairPrices {
  std::array<std::int64_t, kMaxPoints> one_placed{};   // one of the two placed
  std::array<std::int64_t, kMaxPoints> both_placed{};  // both placed
  std::int64_t per_placed_point = 0;                   // the credit, never positive

  PairPrices(const Model& model, std::int64_t meeting_price) : per_placed_point(-model.groups * meeting_price) {
    for (int z = 0; z < (1 << model.groups); ++z) {
      const int d = Distance(z, 0);
      std::int64_t one = kNoLimit, both = kNoLimit;
      for (int m = 0; m <= d; ++m) {  // two pairs meet only on groups where they sit apart
        one = std::min(one, model.Cost(model.Score(d, m)) + meeting_price * m);
        both = std::min(both, model.Cost(model.Score(d, m)) + 2 * meeting_price * m);
      }
      one_placed[static_cast<std::size_t>(z)] = one;
      both_placed[static_cast<std::size_t>(z)] = both;
    }
  }
};

// The point sets found so far and the limit they leave, shared by the threads.
class Findings {
 public:
  Findings(std::int64_t limit_cost, const Budget& budget) : limit_(limit_cost), budget_(budget) {}
  // Whether the search stops: once the budget has run out (its stop flag
  // read every call, its clock every kNodesPerClockCheck calls of a
  // searcher, each with its own `ticks`), for every searcher at once.
  bool Halted(std::uint32_t& ticks) {
    if (halted_.load(std::memory_order_relaxed)) return true;
    if (budget_.Stopped() || (++ticks % kNodesPerClockCheck == 0 && budget_.Expired())) halted_.store(true);
    return halted_.load(std::memory_order_relaxed);
  }
  bool halted() const { return halted_.load(); }
  // Ends the search after the level that has run.
  void Halt() { halted_.store(true); }
  // A new limit; only before any plan was found.
  void Reset(std::int64_t limit_cost) { limit_.store(limit_cost, std::memory_order_relaxed); }
  std::int64_t limit() const { return limit_.load(std::memory_order_relaxed); }
  void Offer(std::int64_t cost, const std::vector<std::vector<std::pair<int, int>>>& tables) {
    const std::lock_guard lock(mutex_);
    if (best_ && cost >= best_cost_) return;
    best_cost_ = cost;
    best_ = tables;
    limit_.store(cost - 1, std::memory_order_relaxed);  // from now on only better ones
  }
  std::optional<std::int64_t> best_cost() const { return best_ ? std::optional(best_cost_) : std::nullopt; }
  const std::vector<std::vector<std::pair<int, int>>>& best_tables() const { return *best_; }
  void CountPointSet() { point_sets_.fetch_add(1, std::memory_order_relaxed); }
  std::uint64_t point_sets() const { return point_sets_.load(); }

 private:
  std::atomic<std::int64_t> limit_;
  std::mutex mutex_;
  std::optional<std::vector<std::vector<std::pair<int, int>>>> best_;
  std::int64_t best_cost_ = 0;
  std::atomic<std::uint64_t> point_sets_{0};
  const Budget& budget_;
  std::atomic<bool> halted_{false};
};

// The best meetings for one point set: a table plan per group, found group
// by group; a partial plan is cut off by what its open tables and the later
// groups must add at least: each later group's cheapest plan on its own at
// the meeting counts so far (one more meeting of a pair costs no less than
// the one before, so this is a lower bound), and PairBound.
class MeetingSearch {
 public:
  MeetingSearch(const Model& model, const int* points, Findings& findings)
      : model_(model), points_(points), findings_(findings) {
    for (int g = 0; g < model_.groups; ++g) {
      auto& ns = ns_[static_cast<std::size_t>(g)];
      auto& ew = ew_[static_cast<std::size_t>(g)];
      ns.clear();
      ew.clear();
      for (int p = 0; p < model_.pairs; ++p) (Side(p, g) == 0 ? ns : ew).push_back(p);
    }
  }

  void Run() {
    std::int64_t base = 0;
    for (int p = 0; p < model_.pairs; ++p) {
      for (int q = p + 1; q < model_.pairs; ++q) base += model_.Cost(model_.Score(Dist(p, q), 0));
    }
    Group(0, base);
  }

 private:
  int Side(int p, int g) const { return (points_[p] >> (model_.groups - 1 - g)) & 1; }
  int Dist(int p, int q) const { return Distance(points_[p], points_[q]); }
  std::int64_t Meeting(int p, int q) const {
    return model_.MeetingCost(Dist(p, q), met_[static_cast<std::size_t>(p)][static_cast<std::size_t>(q)]);
  }

  // The cheapest table plan of group g on its own, at the meeting counts so far.
  std::int64_t CheapestPlan(int g) const {
    const auto& ns = ns_[static_cast<std::size_t>(g)];
    const auto& ew = ew_[static_cast<std::size_t>(g)];
    const int n = model_.tables;
    std::array<std::int64_t, 1 << kMaxTables> best;
    best.fill(kNoLimit);
    best[0] = 0;
    for (unsigned used = 0; used < (1u << n); ++used) {
      const int i = std::popcount(used);
      if (i >= n || best[used] == kNoLimit) continue;
      for (int j = 0; j < n; ++j) {
        if (used >> j & 1) continue;
        const std::int64_t c = best[used] + Meeting(ns[static_cast<std::size_t>(i)], ew[static_cast<std::size_t>(j)]);
        best[used | 1u << j] = std::min(best[used | 1u << j], c);
      }
    }
    return best[(1u << n) - 1];
  }

  void Group(int g, std::int64_t cost) {
    if (findings_.Halted(ticks_)) return;
    if (g == model_.groups) {
      if (cost <= findings_.limit()) findings_.Offer(cost, Plan());
      return;
    }
    if (cost + PairBound(g) > findings_.limit()) return;
    std::int64_t later = 0;
    for (int h = g + 1; h < model_.groups; ++h) later += CheapestPlan(h);
    // rest[i]: the cheapest meetings the North-South pairs from i on can have.
    const auto& ns = ns_[static_cast<std::size_t>(g)];
    const auto& ew = ew_[static_cast<std::size_t>(g)];
    std::array<std::int64_t, kMaxTables + 1> rest{};
    for (int i = model_.tables - 1; i >= 0; --i) {
      std::int64_t cheapest = kNoLimit;
      for (int q : ew) cheapest = std::min(cheapest, Meeting(ns[static_cast<std::size_t>(i)], q));
      rest[static_cast<std::size_t>(i)] = rest[static_cast<std::size_t>(i) + 1] + cheapest;
    }
    Table(g, 0, 0, cost, later, rest);
  }

  // What the meetings of groups g on must add at least, pair by pair: each
  // pair meets one opponent per group, an opponent only on a group where the
  // two sit apart, and each further meeting of the same two costs no less
  // than the one before; so a pair's part is at least its cheapest choice
  // of that many meetings. Every meeting counts for two pairs: half the sum.
  // Unlike the groups' own plans this sees that a meeting worth having once
  // cannot be had on every group.
  std::int64_t PairBound(int g) const {
    const int open = model_.groups - g;
    std::int64_t twice = 0;
    std::array<std::int64_t, (kMaxPairs - 1) * kMaxGroups> choices;
    for (int p = 0; p < model_.pairs; ++p) {
      std::size_t count = 0;
      for (int q = 0; q < model_.pairs; ++q) {
        if (q == p) continue;
        int apart = 0;
        for (int h = g; h < model_.groups; ++h) apart += Side(p, h) != Side(q, h);
        const int d = Dist(p, q);
        const int met = met_[static_cast<std::size_t>(p)][static_cast<std::size_t>(q)];
        for (int j = 0; j < apart; ++j) choices[count++] = model_.MeetingCost(d, met + j);
      }
      const auto end = choices.begin() + static_cast<std::ptrdiff_t>(count);
      std::nth_element(choices.begin(), choices.begin() + (open - 1), end);
      for (int j = 0; j < open; ++j) twice += choices[static_cast<std::size_t>(j)];
    }
    return twice >= 0 ? twice / 2 : -((-twice + 1) / 2);  // rounded down
  }

  void Table(int g, int i, unsigned used, std::int64_t cost, std::int64_t later,
             const std::array<std::int64_t, kMaxTables + 1>& rest) {
    if (cost + rest[static_cast<std::size_t>(i)] + later > findings_.limit()) return;
    if (i == model_.tables) {
      Group(g + 1, cost);
      return;
    }
    const int p = ns_[static_cast<std::size_t>(g)][static_cast<std::size_t>(i)];
    for (int j = 0; j < model_.tables; ++j) {
      if (used >> j & 1) continue;
      const int q = ew_[static_cast<std::size_t>(g)][static_cast<std::size_t>(j)];
      const std::int64_t c = cost + Meeting(p, q);
      partner_[static_cast<std::size_t>(g)][static_cast<std::size_t>(i)] = q;
      ++met_[static_cast<std::size_t>(p)][static_cast<std::size_t>(q)];
      ++met_[static_cast<std::size_t>(q)][static_cast<std::size_t>(p)];
      Table(g, i + 1, used | 1u << j, c, later, rest);
      --met_[static_cast<std::size_t>(p)][static_cast<std::size_t>(q)];
      --met_[static_cast<std::size_t>(q)][static_cast<std::size_t>(p)];
    }
  }

  std::vector<std::vector<std::pair<int, int>>> Plan() const {
    std::vector<std::vector<std::pair<int, int>>> tables(static_cast<std::size_t>(model_.groups));
    for (int g = 0; g < model_.groups; ++g) {
      for (int i = 0; i < model_.tables; ++i) {
        tables[static_cast<std::size_t>(g)].emplace_back(ns_[static_cast<std::size_t>(g)][static_cast<std::size_t>(i)] + 1,
                                                         partner_[static_cast<std::size_t>(g)][static_cast<std::size_t>(i)] + 1);
      }
    }
    return tables;
  }

  const Model& model_;
  const int* points_;
  Findings& findings_;
  std::uint32_t ticks_ = 0;
  std::array<std::vector<int>, kMaxGroups> ns_, ew_;
  std::array<std::array<int, kMaxTables>, kMaxGroups> partner_{};
  std::array<std::array<int, kMaxPairs>, kMaxPairs> met_{};
};

// A point set under construction.
struct PointSet {
  std::array<int, kMaxPairs> points{};
  int size = 0;
  unsigned tied = 0;           // bit g: groups g and g + 1 still equal so far
  std::array<int, kMaxGroups> ew{};  // East-West pairs per group so far
};

// A lower bound on what a point set and the points still to come cost, at
// one price of a meeting (PairPrices), kept up to date as points are
// placed and taken back: for the first k points, their own pairs' cost,
// what each next point would add, and the group multipliers of the last
// FutureTooDear.
class PricedBound {
  using Multipliers = std::array<std::int64_t, kMaxGroups>;
  using Weights = std::array<std::int64_t, kMaxPoints>;

 public:
  PricedBound(const Model& model, const PairPrices& prices, bool group_multipliers)
      : model_(model), prices_(prices), group_multipliers_(group_multipliers) {}

  // The first set.size points, from scratch.
  void Start(const PointSet& set) {
    const auto k = static_cast<std::size_t>(set.size);
    cost_[k] = set.size * prices_.per_placed_point;
    for (std::size_t g = 0; g < static_cast<std::size_t>(model_.groups); ++g) lacking_[k][g] = model_.tables - set.ew[g];
    multipliers_.fill(Multipliers{});  // the same bounds whichever part ran before
    weights_[k].fill(0);
    to_come_[k].fill(0);
    joining_[k].fill(0);
    for (std::size_t i = 0; i < k; ++i) {
      const auto x = static_cast<std::size_t>(set.points[i]);
      for (std::size_t j = 0; j < i; ++j) cost_[k] += prices_.both_placed[x ^ static_cast<std::size_t>(set.points[j])];
      for (std::size_t y = 0; y < Points(); ++y) {
        to_come_[k][y] += prices_.one_placed[x ^ y];
        joining_[k][y] += prices_.both_placed[x ^ y];
      }
    }
  }

  // Point x joins the first k: points below x never come again (the points
  // rise), so only those from x on.
  void Descend(int k, int x) {
    const auto kk = static_cast<std::size_t>(k), xx = static_cast<std::size_t>(x);
    cost_[kk + 1] = ChildCost(k, x);
    for (int g = 0; g < model_.groups; ++g) {
      lacking_[kk + 1][static_cast<std::size_t>(g)] = lacking_[kk][static_cast<std::size_t>(g)] - ((x >> (model_.groups - 1 - g)) & 1);
    }
    for (std::size_t y = xx; y < Points(); ++y) {
      to_come_[kk + 1][y] = to_come_[kk][y] + prices_.one_placed[xx ^ y];
      joining_[kk + 1][y] = joining_[kk][y] + prices_.both_placed[xx ^ y];
    }
  }

  // Whether every way to complete the set costs more than the limit by what
  // the points still to come add to the placed ones. They are m points y
  // from the last one on, and together they bring each group exactly the
  // East-West pairs it lacks (need); for any multipliers l,
  //   sum add(y_i) = sum (add(y_i) - l.ew(y_i)) + l.need >= m min_y (add(y) - l.ew(y)) + l.need,
  // so each l gives a bound (weak duality). Subgradient steps aim the bound
  // at the limit (Polyak's step), starting from the parent's l. When it
  // does not cut, it leaves the last l for ChildrenWithin.
  bool FutureTooDear(const PointSet& set, std::int64_t limit) {
    const int k = set.size;
    const auto kk = static_cast<std::size_t>(k);
    const std::int64_t m = model_.pairs - k;
    auto& weight = weights_[kk];
    // No last point at the root; with one point or none to come, the counts fix it.
    if (!group_multipliers_ || k == 0 || m < 2) {
      multipliers_[kk] = Multipliers{};
      weight.fill(0);
      return false;
    }
    const int first = set.points[kk - 1];
    const auto& add = to_come_[kk];
    // Costs are whole numbers: a bound above the room left cuts, and the
    // steps aim one unit higher.
    const std::int64_t room = kMultiplierScale * (limit - cost_[kk]);
    const std::int64_t goal = room + kMultiplierScale;
    // l: the multipliers weighed last, and the next ones to weigh.
    Multipliers& l = multipliers_[kk];
    l = multipliers_[kk - 1];
    Multipliers next = l;
    for (int step = 0; step < kMultiplierSteps; ++step) {
      l = next;
      Weigh(l, weight);
      std::int64_t least = kNoLimit;
      int argmin = first;
      for (int y = first; y < static_cast<int>(Points()); ++y) {
        const std::int64_t v = kMultiplierScale * add[static_cast<std::size_t>(y)] - weight[static_cast<std::size_t>(y)];
        if (v < least) least = v, argmin = y;
      }
      const std::int64_t bound = m * least + WeighNeeds(k, l);
      if (bound > room) return true;
      Multipliers slope;
      std::int64_t norm = 0;
      for (int g = 0; g < model_.groups; ++g) {
        const std::int64_t ew = (argmin >> (model_.groups - 1 - g)) & 1;
        slope[static_cast<std::size_t>(g)] = lacking_[kk][static_cast<std::size_t>(g)] - m * ew;
        norm += slope[static_cast<std::size_t>(g)] * slope[static_cast<std::size_t>(g)];
      }
      if (norm == 0 || step + 1 == kMultiplierSteps) break;  // norm 0: the cheapest point meets every need, l is optimal
      bool moved = false;
      for (int g = 0; g < model_.groups; ++g) {
        const std::int64_t move = (goal - bound) * slope[static_cast<std::size_t>(g)] / norm;
        next[static_cast<std::size_t>(g)] = std::clamp(l[static_cast<std::size_t>(g)] + move, -kMostMultiplier, kMostMultiplier);
        moved = moved || next[static_cast<std::size_t>(g)] != l[static_cast<std::size_t>(g)];
      }
      if (!moved) break;  // too small a step for whole multipliers: the same bound again
    }
    return false;
  }

  // within[x] for x from `first` to `end`: whether x as the next point
  // stays within the limit counting what the points after it must add:
  // FutureTooDear's bound with this set's multipliers (all 0 when it
  // did not run: each later point at least the least any adds).
  void ChildrenWithin(const PointSet& set, int first, int end, std::int64_t limit, std::array<bool, kMaxPoints>& within) const {
    const auto k = static_cast<std::size_t>(set.size);
    const auto& add = to_come_[k];
    const Weights& weight = weights_[k];
    const std::int64_t needs = WeighNeeds(set.size, multipliers_[k]);
    // later[x]: the least of add(y) - l.ew(y) over y >= x, scaled.
    std::array<std::int64_t, kMaxPoints> later;
    for (int x = end - 1; x >= first; --x) {
      const std::int64_t own = kMultiplierScale * add[static_cast<std::size_t>(x)] - weight[static_cast<std::size_t>(x)];
      later[static_cast<std::size_t>(x)] = x == end - 1 ? own : std::min(later[static_cast<std::size_t>(x) + 1], own);
    }
    const std::int64_t to_come = model_.pairs - set.size - 1;
    const std::int64_t scaled_limit = kMultiplierScale * limit;
    for (int x = first; x < end; ++x) {
      const std::int64_t future = needs - weight[static_cast<std::size_t>(x)] + to_come * later[static_cast<std::size_t>(x)];
      within[static_cast<std::size_t>(x)] = within[static_cast<std::size_t>(x)] && kMultiplierScale * ChildCost(set.size, x) + future <= scaled_limit;
    }
  }

 private:
  std::size_t Points() const { return std::size_t{1} << model_.groups; }
  std::int64_t ChildCost(int k, int x) const {
    const auto kk = static_cast<std::size_t>(k);
    return cost_[kk] + joining_[kk][static_cast<std::size_t>(x)] + prices_.per_placed_point;
  }

  // weight[y]: the multipliers of the groups on which point y sits East-West.
  // Summed from the weights of the low four and the high bits, which
  // leaves a loop without dependences between points.
  void Weigh(const Multipliers& multipliers, Weights& weight) const {
    constexpr int kLowBits = 4;
    std::array<std::int64_t, 1 << kLowBits> low{};
    std::array<std::int64_t, 1 << kLowBits> high{};  // the rest: at most kMaxGroups - kLowBits bits
    for (int g = 0; g < model_.groups; ++g) {
      const int bit = model_.groups - 1 - g;
      auto& part = bit < kLowBits ? low : high;
      const int shift = bit < kLowBits ? bit : bit - kLowBits;
      for (int v = 0; v < static_cast<int>(part.size()); ++v) {
        if (v >> shift & 1) part[static_cast<std::size_t>(v)] += multipliers[static_cast<std::size_t>(g)];
      }
    }
    constexpr std::size_t kLowMask = (1 << kLowBits) - 1;
    for (std::size_t y = 0; y < Points(); ++y) weight[y] = low[y & kLowMask] + high[y >> kLowBits];
  }

  // The multipliers times the East-West pairs each group still lacks.
  std::int64_t WeighNeeds(int k, const Multipliers& multipliers) const {
    std::int64_t sum = 0;
    for (std::size_t g = 0; g < static_cast<std::size_t>(model_.groups); ++g) sum += multipliers[g] * lacking_[static_cast<std::size_t>(k)][g];
    return sum;
  }

  const Model& model_;
  const PairPrices& prices_;
  const bool group_multipliers_;
  // For the first k points: cost_[k], the least their own pairs cost;
  // to_come_[k][y], what point y still to come adds to it; joining_[k][y],
  // the same once y is placed too; lacking_[k][g], the East-West pairs
  // group g still lacks; multipliers_[k], FutureTooDear's last
  // multipliers, and weights_[k] the same weighed.
  std::array<std::int64_t, kMaxPairs + 1> cost_{};
  std::array<std::array<std::int64_t, kMaxGroups>, kMaxPairs + 1> lacking_{};
  std::array<std::array<std::int64_t, kMaxPoints>, kMaxPairs + 1> to_come_{}, joining_{};
  std::array<Multipliers, kMaxPairs + 1> multipliers_{};
  std::array<Weights, kMaxPairs + 1> weights_{};
};

// The point sets that extend a start, in lexicographic order, each cut
// where one of the bounds shows it cannot come within the limit.
class PointSearch {
 public:
  PointSearch(const Model& model, Findings& findings) : model_(model), findings_(findings) {}

  // A bound to try after those added before.
  void AddBound(const PairPrices& prices, bool group_multipliers) { bounds_.emplace_back(model_, prices, group_multipliers); }

  // Every point set that extends `start` (pruned as the limit allows).
  void Extend(const PointSet& start) {
    Start(start);
    Search(/*started=*/true);
  }

  // The valid next points of `set` within the limit, each as the set it makes.
  std::vector<PointSet> Children(const PointSet& set) {
    Start(set);
    std::vector<PointSet> children;
    ForEachNext([&](const PointSet& child) { children.push_back(child); });
    return children;
  }

 private:
  void Start(const PointSet& set) {
    set_ = set;
    for (PricedBound& bound : bounds_) bound.Start(set);
  }

  // Calls visit(child) for each next point that keeps the groups balanced,
  // in lexicographic order, and that every bound lets through.
  template <typename Visit>
  void ForEachNext(Visit visit) {
    const int k = set_.size;
    const int first = k == 0 ? 0 : set_.points[static_cast<std::size_t>(k) - 1];
    const int end = k == 0 ? 1 : 1 << model_.groups;  // a pair sits at the zero point
    std::array<bool, kMaxPoints> within;
    within.fill(true);
    for (const PricedBound& bound : bounds_) bound.ChildrenWithin(set_, first, end, findings_.limit(), within);
    for (int x = first; x < end; ++x) {
      PointSet child = set_;
      if (within[static_cast<std::size_t>(x)] && Append(child, x)) visit(child);
    }
  }

  // Appends x when every group keeps P/2 pairs a side and the groups stay
  // in lexicographic order.
  bool Append(PointSet& s, int x) const {
    const int half = model_.tables;
    for (int g = 0; g < model_.groups; ++g) {
      const int side = (x >> (model_.groups - 1 - g)) & 1;
      const int ew = s.ew[static_cast<std::size_t>(g)] + side;
      if (ew > half || s.size + 1 - ew > half) return false;
      s.ew[static_cast<std::size_t>(g)] = ew;
    }
    for (int g = 0; g + 1 < model_.groups; ++g) {
      if (!(s.tied >> g & 1)) continue;
      const int a = (x >> (model_.groups - 1 - g)) & 1;
      const int b = (x >> (model_.groups - 2 - g)) & 1;
      if (a > b) return false;
      if (a < b) s.tied &= ~(1u << g);
    }
    s.points[static_cast<std::size_t>(s.size++)] = x;
    return true;
  }

  // started: the bounds hold the whole set (a part's start); otherwise each
  // takes in the last point only when the bounds before it did not cut.
  void Search(bool started) {
    if (findings_.Halted(ticks_)) return;
    for (PricedBound& bound : bounds_) {
      if (!started) bound.Descend(set_.size - 1, set_.points[static_cast<std::size_t>(set_.size) - 1]);
      if (bound.FutureTooDear(set_, findings_.limit())) return;
    }
    if (set_.size == model_.pairs) {
      findings_.CountPointSet();
      MeetingSearch(model_, set_.points.data(), findings_).Run();
      return;
    }
    const PointSet here = set_;
    ForEachNext([&](const PointSet& child) {
      set_ = child;
      Search(/*started=*/false);
      set_ = here;
    });
  }

  const Model& model_;
  std::vector<PricedBound> bounds_;
  Findings& findings_;
  std::uint32_t ticks_ = 0;
  PointSet set_;
};

// Which parts of a level were searched to the end.
struct LevelRun {
  std::vector<char> finished;  // [part]
  std::size_t done() const { return static_cast<std::size_t>(std::count(finished.begin(), finished.end(), 1)); }
  bool complete() const { return done() == finished.size(); }
};

// Searches every point set within the findings' limit, the parts numbered
// from `before` on against the budget's move limit (the parts of every
// level together), until the findings halt.
LevelRun SearchWithin(const Model& model, Findings& findings, const OnceEachSearch& search, std::int64_t before) {
  // The parts: every point set of a few points within the limit, in a
  // fixed order, one more point at a time until they are enough to share
  // out; of the last level only this shard's share (every shard_count-th
  // part) is kept, so a shard holds no more than its own (a level is
  // counted before it is built, to know whether it is the last).
  PointSet empty;
  empty.tied = (1u << (model.groups - 1)) - 1;
  std::vector<PointSet> parts{empty};
  const std::size_t least_parts = kLeastPartsPerShard * static_cast<std::size_t>(search.shard_count);
  // The parts are listed at the plain prices, so that they stay the parts
  // of the shard runs kept in docs/bound-runs.
  const PairPrices plain(model, 0);
  PointSearch expand(model, findings);
  expand.AddBound(plain, search.group_multipliers);
  for (int depth = 1; depth <= model.pairs; ++depth) {
    bool last = depth == model.pairs || depth >= kMostPartDepth;
    if (!last && depth >= kLeastPartDepth) {
      std::size_t count = 0;
      for (const PointSet& part : parts) count += expand.Children(part).size();
      last = count >= least_parts;
    }
    std::vector<PointSet> next;
    std::size_t index = 0;
    for (const PointSet& part : parts) {
      for (PointSet& child : expand.Children(part)) {
        if (!last || index % static_cast<std::size_t>(search.shard_count) == static_cast<std::size_t>(search.shard_index)) {
          next.push_back(child);
        }
        ++index;
      }
    }
    parts = std::move(next);
    if (last) break;
  }

  const PairPrices priced(model, model.LeastPositiveCost());
  LevelRun run{std::vector<char>(parts.size(), 0)};
  std::atomic<std::size_t> next_part{0}, done{0};
  std::mutex progress_mutex;
  const auto work = [&] {
    // The priced bound first: where it cuts it cuts far more.
    PointSearch point_search(model, findings);
    if (search.meeting_price) point_search.AddBound(priced, search.group_multipliers);
    point_search.AddBound(plain, search.group_multipliers);
    for (std::size_t i = next_part++; i < parts.size() && !findings.halted(); i = next_part++) {
      // The parts in the move limit all run to the end.
      if (search.budget.MovesSpent(before + static_cast<std::int64_t>(i))) break;
      point_search.Extend(parts[i]);
      if (findings.halted()) break;  // cut short: not finished
      run.finished[i] = 1;
      const std::size_t finished = ++done;
      if (search.progress) {
        const std::lock_guard lock(progress_mutex);
        search.progress(finished, parts.size());
      }
    }
  };
  // The runner's threads: one the system refuses is an out-of-memory error, not an abort.
  ChainRunner(0, std::max(1, search.threads)).Run([&](int) { work(); });
  if (!run.complete()) findings.Halt();  // the move limit: no level after this one
  return run;
}

}  // namespace

OnceEachResult OnceEachOptimum(int pairs, int groups, std::int64_t limit, const OnceEachSearch& search) {
  // A shard outside the parts would search nothing, which is no proof.
  if (search.shard_count < 1 || search.shard_index < 0 || search.shard_index >= search.shard_count) {
    OnceEachResult none;
    none.interrupted = true;
    return none;
  }
  const Model model(pairs, groups);
  const std::int64_t last = std::min(kNoLimit, limit) - model.Offset();
  Findings findings(-1, search.budget);
  OnceEachResult result;
  std::int64_t parts_before = 0;
  // Rising limits: the work grows steeply with the limit, so the search
  // first looks where the best would be nearly perfect.
  for (std::int64_t level = 0; !findings.best_cost() && !findings.halted();
       level = std::max(level + kFirstLevelStep, level * kLevelGrowthPercent / 100)) {
    const std::int64_t limit_cost = std::min(level, last);
    findings.Reset(limit_cost);
    const LevelRun run = SearchWithin(model, findings, search, parts_before);
    parts_before += static_cast<std::int64_t>(run.finished.size());
    if (run.complete() && !findings.best_cost()) result.none_at_most = limit_cost + model.Offset();
    result.parts = run.finished.size();
    result.parts_done = run.done();
    result.finished.clear();
    for (std::size_t i = 0; i < run.finished.size(); ++i) {
      if (run.finished[i]) result.finished.push_back(i);
    }
    if (level >= last) break;
  }
  result.point_sets = findings.point_sets();
  result.interrupted = findings.halted();
  if (auto cost = findings.best_cost()) {
    result.best = OnceEachPlan{*cost + model.Offset(), findings.best_tables()};
  }
  return result;
}

Status OnceEachRefusal(int pairs, int groups, std::int64_t limit) {
  if (pairs % 2 != 0 || pairs < 4 || pairs > kMaxPairs) {
    return Error::Plain(fmt::format("the search takes an even number of pairs from 4 to {}, not {}", kMaxPairs, pairs));
  }
  if (groups < 2 || groups > kMaxGroups || groups >= pairs) {
    return Error::Plain(fmt::format("the search takes 2 to {} rounds, fewer than the pairs, not {}",
                                    std::min(kMaxGroups, pairs - 1), groups));
  }
  for (const UnfinishedShape& shape : kUnfinishedShapes) {
    if (shape.pairs != pairs || shape.groups != groups) continue;
    if (shape.estimated_limit == 0) {
      return Error::Plain(fmt::format("the search for {} pairs in {} rounds did not end within a minute on two cores "
                                      "when it was measured (docs/benchmarks.md), so it is not started",
                                      pairs, groups));
    }
    if (limit > shape.estimated_limit) {
      return Error::Plain(fmt::format("the search for {} pairs in {} rounds is estimated only below sum of squares {}, "
                                      "which {} reaches; it beats this movement, whose sum of squares is {}",
                                      pairs, groups, shape.estimated_limit + 1, shape.estimated_for, limit + 1));
    }
  }
  return Ok();
}

Status OnceEachShapeOf(const Movement& m) {
  if (m.individual) return Error::Plain("an individual movement, not pairs");
  if (m.contestants != 2 * m.tables) {
    return Error::Plain(fmt::format("{} pairs at {} tables: not every pair plays every round", m.contestants, m.tables));
  }
  if (m.groups != m.rounds) {
    return Error::Plain(fmt::format("{} board groups in {} rounds: a pair cannot play each group once", m.groups, m.rounds));
  }
  std::vector<std::vector<int>> plays(static_cast<std::size_t>(m.contestants) + 1,
                                      std::vector<int>(static_cast<std::size_t>(m.groups), 0));
  for (const Cell& c : m.cells) {
    if (!c.occupied()) return Error::Plain("a table is empty in some round");
    ++plays[static_cast<std::size_t>(c.ns[0])][static_cast<std::size_t>(c.group)];
    ++plays[static_cast<std::size_t>(c.ew[0])][static_cast<std::size_t>(c.group)];
  }
  for (int p = 1; p <= m.contestants; ++p) {
    for (int g = 0; g < m.groups; ++g) {
      if (plays[static_cast<std::size_t>(p)][static_cast<std::size_t>(g)] != 1) {
        return Error::Plain(fmt::format("pair {} plays board group {} {} times, not once", p, g + 1,
                                        plays[static_cast<std::size_t>(p)][static_cast<std::size_t>(g)]));
      }
    }
  }
  return Ok();
}

Movement OnceEachPlan::AsMovement(int pairs) const {
  const int groups = static_cast<int>(tables.size());
  Movement m = Movement::Empty(pairs, pairs / 2, groups, groups);
  for (int g = 0; g < groups; ++g) {
    for (int t = 0; t < pairs / 2; ++t) {
      Cell& c = m.at(g, t);
      c.ns[0] = tables[static_cast<std::size_t>(g)][static_cast<std::size_t>(t)].first;
      c.ew[0] = tables[static_cast<std::size_t>(g)][static_cast<std::size_t>(t)].second;
      c.group = g;
    }
  }
  return m;
}

}  // namespace movebal
