#include "pair_movements/quartets.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <numeric>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "pair_movements/perfect_placements.h"
#include "search/exact_cover.h"
#include "search/random.h"

namespace movebal {
namespace {

// The fewest pairs: 4 pairs would play one quartet a round robin, each
// group at both tables of a round.
constexpr int kLeastPairs = 6;
// The most: 24 pairs in 8 + 8 + 7 rounds placed in 0.6 to 6 s, 28 in
// 9 + 9 + 9 and 32 in 10 + 10 + 11 not in 40 million steps. Sextets: 20,
// whose cyclic search lists 697,680 blocks (22 pairs: 1,220,940).
constexpr int kMaxPairs = 24;
constexpr int kMaxSextetPairs = 20;
static_assert(kMaxPairs <= 32, "a block's pairs are the bits of 32");
constexpr int kMostTables = 3;
// Steps of the design search for one design (an exact cover that mostly
// ends in a few thousand), and of the schedule for one design before the
// next is tried.
constexpr std::int64_t kDesignSteps = 200'000;
constexpr std::int64_t kScheduleSteps = 1'000'000;
// What a design counts at least: building its search takes about as long
// as that many steps.
constexpr std::int64_t kLeastStepsPerDesign = 10'000;
// A session's rounds are looked for in short attempts, each with its rows
// in a new order; after this many the sessions start again from the first.
// For 24 pairs in 8 + 8 + 7 rounds the first placement came after 0.6 to
// 6 s (seeds 1 to 6) with these, and after up to 13 s with attempts of
// 20,000 steps (docs/benchmarks.md).
constexpr int kSessionAttempts = 10;
constexpr std::int64_t kStepsPerSessionAttempt = 50'000;
// Steps of one split of the sextets into the sessions (a backtracking
// search; the split that 18 pairs in 6 + 6 + 5 rounds placed took 6,462).
// A split counts as all of them, however soon it ends, so that a design
// gets a split or two before the next design is drawn: 18 pairs placed
// sooner that way than counting the steps taken (docs/benchmarks.md).
constexpr std::int64_t kSplitSteps = 200'000;

// The search for a 2-(P, 4, m) design played in all three labellings
// (superperfect quartets) restarts after 1, 1, 2, 1, 1, 2, 4, ... times
// kTripledRestartNodes nodes (Luby's sequence): 10 pairs in two round robins
// find one after 30,000 to 72,000 nodes, 8 in three after 420,000 to
// 890,000 (seeds 1 to 4). It stops after kTripledCoupleVisits / (the couples
// of pairs) nodes, well under a second: 12 pairs in three round robins were
// not found in 20 million nodes, 22 in two in 7 million (docs/benchmarks.md).
constexpr std::int64_t kTripledRestartNodes = 1'000;
constexpr std::int64_t kTripledCoupleVisits = 40'000'000;

const char* NameOf(GroupTables tables) { return tables == GroupTables::kQuartets ? "quartets" : "sextets"; }

// The roles of two pairs of one group: same side, meeting, opposite sides
// without meeting.
enum Role { kSameSide, kMeeting, kOpposite, kRoles };

// One group's pairs: table i is points[i] North-South against
// points[tables + i] East-West.
struct Block {
  int tables = 0;
  std::array<int, 2 * kMostTables> points{};
  int north(int i) const { return points[static_cast<std::size_t>(i)]; }
  int east(int i) const { return points[static_cast<std::size_t>(tables + i)]; }
  bool holds(int p) const {
    const auto end = points.begin() + 2 * tables;
    return std::find(points.begin(), end, p) != end;
  }
};

// Calls f(role, a, b) for every two pairs of the block.
template <typename F>
void ForEachCouple(const Block& b, F f) {
  for (int i = 0; i < b.tables; ++i) {
    for (int j = 0; j < b.tables; ++j) {
      if (i < j) {
        f(kSameSide, b.north(i), b.north(j));
        f(kSameSide, b.east(i), b.east(j));
      }
      f(i == j ? kMeeting : kOpposite, b.north(i), b.east(j));
    }
  }
}

// Every block of 2k pairs whose first pair is below `first_below`: the
// 2k-subsets in order, each with the sides that hold its first pair on the
// North-South side (both sides swapped play the same roles), each with the
// East-West pairs in every order (the tables in any order are the same).
std::vector<Block> Blocks(int pairs, int tables, int first_below) {
  std::vector<Block> blocks;
  const int size = 2 * tables;
  std::vector<int> subset(static_cast<std::size_t>(size));
  std::iota(subset.begin(), subset.end(), 0);
  while (subset[0] < first_below) {
    // The North-South side: the first pair and tables - 1 of the others.
    std::vector<char> north(static_cast<std::size_t>(size - 1), 0);
    std::fill(north.begin(), north.begin() + tables - 1, 1);
    do {
      Block b;
      b.tables = tables;
      int n = 0, e = tables;
      b.points[static_cast<std::size_t>(n++)] = subset[0];
      for (int i = 1; i < size; ++i) {
        b.points[static_cast<std::size_t>(north[static_cast<std::size_t>(i - 1)] ? n++ : e++)] =
            subset[static_cast<std::size_t>(i)];
      }
      do blocks.push_back(b);
      while (std::next_permutation(b.points.begin() + tables, b.points.begin() + size));
    } while (std::prev_permutation(north.begin(), north.end()));
    // The next subset in order.
    int i = size - 1;
    while (i >= 0 && subset[static_cast<std::size_t>(i)] == pairs - size + i) --i;
    if (i < 0) break;
    ++subset[static_cast<std::size_t>(i)];
    for (std::size_t j = static_cast<std::size_t>(i) + 1; j < subset.size(); ++j) subset[j] = subset[j - 1] + 1;
  }
  return blocks;
}

// Whether the design is looked for among the cyclic ones (small and fast),
// among the ones that shift two halves of the pairs together (where the
// cyclic ones cannot be: too few blocks for whole orbits), or among all.
enum class Symmetry { kCyclic, kHalves, kNone };

// The symmetry the design search starts from: cyclic where the blocks make
// whole orbits of pairs - 1 (pairs x round robins a multiple of 2k), else
// two halves of an odd number of pairs each, shifted together, where the
// blocks make whole orbits of pairs / 2.
std::optional<Symmetry> FirstSymmetry(int pairs, int m, int tables) {
  if (pairs * m % (2 * tables) == 0) return Symmetry::kCyclic;
  if ((pairs / 2) % 2 == 1 && (pairs - 1) * m % tables == 0) return Symmetry::kHalves;
  return std::nullopt;
}

// Cyclic: base blocks on the points 0 .. v - 1 (the integers mod v =
// pairs - 1) and v ("infinity"), every couple of points in each role as
// often as the design needs once the blocks are shifted by 0 .. v - 1. A
// couple's orbit is its difference (1 .. v / 2) or, with infinity, orbit 0.
// Each base block holds 0 (a shift gives the same blocks); m of them hold
// infinity. Halves: the points 0 .. n - 1 and n .. 2n - 1 (n = pairs / 2,
// odd), each half the integers mod n, both shifted together; a couple's
// orbit is its difference within a half (1 .. (n - 1) / 2, each half its
// own) or across (0 .. n - 1), pairs - 1 orbits of n couples; each base
// block holds 0, or n when it has no point of the first half. Without
// symmetry every block is a group and every couple its own orbit.
class DesignSearch {
 public:
  // Lists the candidate blocks once; each Find draws a new order.
  DesignSearch(int pairs, int tables, int m, Symmetry symmetry)
      : pairs_(pairs), v_(pairs - 1), tables_(tables), m_(m), symmetry_(symmetry),
        base_(pairs * (pairs - 1) * m / (2 * tables) / OrbitSize(pairs, symmetry)),
        orbits_(pairs * (pairs - 1) / 2 / OrbitSize(pairs, symmetry)),
        couples_(tables * (2 * tables - 1)),
        blocks_(BaseBlocks(pairs, tables, symmetry)) {
    columns_.reserve(blocks_.size() * static_cast<std::size_t>(couples_));
    for (std::size_t b = 0; b < blocks_.size(); ++b) {
      const std::size_t at = columns_.size();
      ForEachCouple(blocks_[b], [&](int role, int x, int y) { columns_.push_back(role * orbits_ + Orbit(x, y)); });
      std::sort(columns_.begin() + static_cast<std::ptrdiff_t>(at), columns_.end());
      by_columns_[Hash(columns_.data() + at)].push_back(static_cast<int>(b));
    }
  }

  // One design, the candidates tried in an order drawn from `random`;
  // nothing when none was found in `steps` (less the steps taken on
  // return), and then exhausted() when the search was complete: there is
  // none at all.
  std::optional<std::vector<Block>> Find(Random& random, std::int64_t& steps) {
    order_.resize(blocks_.size());
    std::iota(order_.begin(), order_.end(), 0);
    random.Shuffle(order_.begin(), order_.end());
    rank_.resize(order_.size());
    for (std::size_t i = 0; i < order_.size(); ++i) rank_[static_cast<std::size_t>(order_[i])] = static_cast<int>(i);
    steps_ = steps;
    std::optional<std::vector<Block>> design = Cap(kSameSide) == 1 ? ByCover() : ByBacktracking();
    exhausted_ = !design && steps_ > 0;
    steps = std::max<std::int64_t>(steps_, 0);
    return design;
  }
  bool exhausted() const { return exhausted_; }

 private:
  // How often every two pairs play each role.
  int Cap(int role) const { return role == kMeeting ? m_ : m_ * (tables_ - 1); }

  // The couples an orbit holds: pairs - 1 cyclic (the v shifts), pairs / 2
  // in halves, 1 without symmetry.
  static int OrbitSize(int pairs, Symmetry symmetry) {
    return symmetry == Symmetry::kCyclic ? pairs - 1 : symmetry == Symmetry::kHalves ? pairs / 2 : 1;
  }
  // The candidate base blocks: those that hold 0 (halves: or start at n).
  static std::vector<Block> BaseBlocks(int pairs, int tables, Symmetry symmetry) {
    if (symmetry == Symmetry::kNone) return Blocks(pairs, tables, pairs);
    if (symmetry == Symmetry::kCyclic) return Blocks(pairs, tables, 1);
    const int n = pairs / 2;
    std::vector<Block> blocks = Blocks(pairs, tables, n + 1);
    std::erase_if(blocks, [&](const Block& b) {
      const int first = *std::min_element(b.points.begin(), b.points.begin() + 2 * tables);
      return first != 0 && first != n;
    });
    return blocks;
  }

  int Orbit(int a, int b) const {
    if (symmetry_ == Symmetry::kNone) {
      if (a > b) std::swap(a, b);
      return a * (2 * pairs_ - a - 1) / 2 + (b - a - 1);
    }
    if (symmetry_ == Symmetry::kHalves) {
      const int n = pairs_ / 2;
      if (a / n == b / n) {
        const int d = ((a - b) % n + n) % n;
        return std::min(d, n - d) - 1 + (a / n) * (n - 1) / 2;
      }
      if (a >= n) std::swap(a, b);
      return n - 1 + (b - n - a + n) % n;
    }
    if (a == v_ || b == v_) return 0;
    const int d = ((a - b) % v_ + v_) % v_;
    return std::min(d, v_ - d);
  }
  // The sorted (role, orbit) of a block's couples, numbered
  // role * orbits + orbit.
  const int* ColumnsOf(int block) const {
    return columns_.data() + static_cast<std::size_t>(block) * static_cast<std::size_t>(couples_);
  }
  std::uint64_t Hash(const int* columns) const {
    std::uint64_t h = 1469598103934665603ULL;  // FNV-1a
    for (int i = 0; i < couples_; ++i) h = (h ^ static_cast<std::uint64_t>(columns[i])) * 1099511628211ULL;
    return h;
  }

  // Every (role, orbit) once: an exact cover.
  std::optional<std::vector<Block>> ByCover() {
    ExactCover cover(kRoles * orbits_);
    std::vector<int> rows;
    for (const int b : order_) {
      const int* columns = ColumnsOf(b);
      if (std::adjacent_find(columns, columns + couples_) != columns + couples_) continue;
      cover.AddRow({columns, columns + couples_});
      rows.push_back(b);
    }
    const bool found = cover.Solve(steps_);
    steps_ -= cover.moves_taken();
    if (!found) return std::nullopt;
    std::vector<Block> design;
    for (const int i : cover.solution()) {
      design.push_back(blocks_[static_cast<std::size_t>(rows[static_cast<std::size_t>(i)])]);
    }
    return design;
  }

  // Every (role, orbit) as often as its role needs: the blocks one after
  // another, each keeping every count at most that. The counts add up to
  // the base blocks' couples, so the last block must take exactly what is
  // left: it is looked up, not searched.
  std::optional<std::vector<Block>> ByBacktracking() {
    count_.assign(static_cast<std::size_t>(kRoles * orbits_), 0);
    chosen_.clear();
    if (Extend(0)) return chosen_;
    return std::nullopt;
  }
  bool Extend(std::size_t from) {
    if (static_cast<int>(chosen_.size()) == base_) return true;
    if (static_cast<int>(chosen_.size()) == base_ - 1) return Complete(from);
    for (std::size_t i = from; i < order_.size(); ++i) {
      if (--steps_ < 0) return false;
      const int* columns = ColumnsOf(order_[i]);
      bool fits = true;
      for (int c = 0; c < couples_; ++c) {
        fits = ++count_[static_cast<std::size_t>(columns[c])] <= Cap(columns[c] / orbits_) && fits;
      }
      if (fits) {
        chosen_.push_back(blocks_[static_cast<std::size_t>(order_[i])]);
        if (Extend(i + 1)) return true;
        chosen_.pop_back();
      }
      for (int c = 0; c < couples_; ++c) --count_[static_cast<std::size_t>(columns[c])];
      if (steps_ < 0) return false;
    }
    return false;
  }
  // The first block from `from` on in the drawn order whose couples are
  // what is left.
  bool Complete(std::size_t from) {
    if (--steps_ < 0) return false;
    std::vector<int> left;
    for (std::size_t c = 0; c < count_.size(); ++c) {
      for (int n = count_[c]; n < Cap(static_cast<int>(c) / orbits_); ++n) left.push_back(static_cast<int>(c));
    }
    if (static_cast<int>(left.size()) != couples_) return false;
    const auto found = by_columns_.find(Hash(left.data()));
    if (found == by_columns_.end()) return false;
    int best = -1;
    for (const int b : found->second) {
      const int rank = rank_[static_cast<std::size_t>(b)];
      if (rank < static_cast<int>(from) || (best >= 0 && rank >= rank_[static_cast<std::size_t>(best)])) continue;
      if (std::equal(left.begin(), left.end(), ColumnsOf(b))) best = b;
    }
    if (best < 0) return false;
    chosen_.push_back(blocks_[static_cast<std::size_t>(best)]);
    return true;
  }

  int pairs_, v_, tables_, m_;
  Symmetry symmetry_;
  int base_, orbits_, couples_;
  std::vector<Block> blocks_;
  std::vector<int> columns_;  // couples_ sorted columns of each block
  std::unordered_map<std::uint64_t, std::vector<int>> by_columns_;  // blocks by the hash of their columns
  std::vector<int> order_, rank_;  // the drawn order of the blocks, and each block's place in it
  std::vector<int> count_;  // [role * orbits + orbit]
  std::vector<Block> chosen_;
  std::int64_t steps_ = 0;
  bool exhausted_ = false;
};

// Every shift of the base blocks, the points numbered 0 .. pairs - 1.
std::vector<Block> Develop(const std::vector<Block>& base, int pairs, Symmetry symmetry) {
  if (symmetry == Symmetry::kNone) return base;
  const int v = pairs - 1, n = pairs / 2;
  const auto shifted = [&](int p, int shift) {
    if (symmetry == Symmetry::kCyclic) return p == v ? v : (p + shift) % v;
    return p / n * n + (p % n + shift) % n;
  };
  std::vector<Block> all;
  for (int shift = 0; shift < (symmetry == Symmetry::kCyclic ? v : n); ++shift) {
    for (Block b : base) {
      for (int i = 0; i < 2 * b.tables; ++i) {
        int& p = b.points[static_cast<std::size_t>(i)];
        p = shifted(p, shift);
      }
      all.push_back(b);
    }
  }
  return all;
}

// A 2-(pairs, 4, m) design: every two pairs in exactly m of the 4-sets. A
// backtracking search that always completes the couple with the fewest
// 4-sets left that fit (none: back), those tried in an order drawn from
// `random`; spends from `steps`. What fits is kept up to date as sets are
// added and taken back, so a step costs a scan of the couples.
class UnlabelledDesign {
 public:
  UnlabelledDesign(int pairs, int m)
      : pairs_(pairs), m_(m), count_(static_cast<std::size_t>(pairs * pairs), 0),
        holding_(static_cast<std::size_t>(pairs * pairs)) {
    for (int a = 0; a < pairs; ++a)
      for (int b = a + 1; b < pairs; ++b)
        for (int c = b + 1; c < pairs; ++c)
          for (int d = c + 1; d < pairs; ++d) {
            const std::array<int, 4> set = {a, b, c, d};
            ForEachCouple(set, [&](std::size_t couple) { holding_[couple].push_back(static_cast<int>(sets_.size())); });
            sets_.push_back(set);
          }
    blocked_.assign(sets_.size(), 0);
    for (const std::vector<int>& sets : holding_) fitting_.push_back(static_cast<int>(sets.size()));
  }

  // Whether such a design can exist: m (P - 1) a multiple of 3 and m P (P - 1)
  // of 12.
  static bool Admissible(int pairs, int m) { return m * (pairs - 1) % 3 == 0 && m * pairs * (pairs - 1) % 12 == 0; }

  std::optional<std::vector<std::array<int, 4>>> Find(Random& random, std::int64_t& steps) {
    for (std::vector<int>& sets : holding_) random.Shuffle(sets.begin(), sets.end());
    steps_ = steps;
    std::optional<std::vector<std::array<int, 4>>> design;
    if (Extend()) {
      design.emplace();
      for (const int set : chosen_) design->push_back(sets_[static_cast<std::size_t>(set)]);
    }
    steps = std::max<std::int64_t>(steps_, 0);
    while (!chosen_.empty()) TakeBack();
    return design;
  }

 private:
  std::size_t Index(int a, int b) const { return static_cast<std::size_t>(a * pairs_ + b); }
  // f(index of the couple) for the six couples of a sorted 4-set.
  template <typename F>
  void ForEachCouple(const std::array<int, 4>& set, F f) const {
    for (std::size_t i = 0; i < 4; ++i) {
      for (std::size_t j = i + 1; j < 4; ++j) f(Index(set[i], set[j]));
    }
  }
  // A set stops fitting when one of its couples is full, and fits again when
  // none is.
  void Block(std::size_t full_couple, int step) {
    for (const int set : holding_[full_couple]) {
      int& blocked = blocked_[static_cast<std::size_t>(set)];
      if ((step > 0 && blocked++ == 0) || (step < 0 && --blocked == 0)) {
        ForEachCouple(sets_[static_cast<std::size_t>(set)], [&](std::size_t couple) { fitting_[couple] -= step; });
      }
    }
  }
  void Choose(int set) {
    chosen_.push_back(set);
    ForEachCouple(sets_[static_cast<std::size_t>(set)], [&](std::size_t couple) {
      if (++count_[couple] == m_) Block(couple, +1);
    });
  }
  void TakeBack() {
    ForEachCouple(sets_[static_cast<std::size_t>(chosen_.back())], [&](std::size_t couple) {
      if (count_[couple]-- == m_) Block(couple, -1);
    });
    chosen_.pop_back();
  }
  bool Extend() {
    if (--steps_ < 0) return false;
    std::size_t tightest = 0;
    int fewest = -1;
    for (int a = 0; a < pairs_; ++a) {
      for (int b = a + 1; b < pairs_; ++b) {
        const std::size_t couple = Index(a, b);
        if (count_[couple] == m_) continue;
        if (fitting_[couple] == 0) return false;
        if (fewest < 0 || fitting_[couple] < fewest) {
          fewest = fitting_[couple];
          tightest = couple;
        }
      }
    }
    if (fewest < 0) return true;
    for (const int set : holding_[tightest]) {
      if (blocked_[static_cast<std::size_t>(set)] > 0) continue;
      Choose(set);
      if (Extend()) return true;
      TakeBack();
      if (steps_ < 0) return false;
    }
    return false;
  }

  int pairs_, m_;
  std::vector<std::array<int, 4>> sets_;   // every 4-set, sorted
  std::vector<int> count_;                 // [a * pairs + b], a < b: the chosen sets holding both
  std::vector<std::vector<int>> holding_;  // [a * pairs + b]: the sets holding both
  std::vector<int> blocked_;               // [set]: its couples that are full
  std::vector<int> fitting_;               // [a * pairs + b]: its sets that fit
  std::vector<int> chosen_;
  std::int64_t steps_ = 0;
};

// Each 4-set {a, b, c, d} as three quartets, one for each way its pairs
// split into two meetings, with the sides chosen so that every two of them
// meet once, sit on the same side once and on opposite sides once. The
// labelled design stays perfect with any one pair absent, as that pair's
// three quartets take from each two of the others one same-side and one
// opposite couple (docs/model.md, "Quartets").
std::vector<Block> Tripled(const std::vector<std::array<int, 4>>& sets) {
  std::vector<Block> blocks;
  for (const auto& [a, b, c, d] : sets) {
    // North-South pairs first: a-b and d-c meet, then a-c and b-d, then a-d
    // and c-b.
    for (const std::array<int, 4>& points : {std::array{a, d, b, c}, std::array{a, b, c, d}, std::array{a, c, d, b}}) {
      Block block;
      block.tables = 2;
      std::copy(points.begin(), points.end(), block.points.begin());
      blocks.push_back(block);
    }
  }
  return blocks;
}

// For quartets: true when the design stays perfect with any one pair absent
// (Qf1av 100). With pair V absent, V's table of each of its quartets is not
// played and h drops to 0, so the element of two other pairs becomes the
// times they sit on the same side less the times on opposite sides without
// meeting, among the cells left. In V's quartet {V, w | u, z} (V meets u, w
// meets z) u loses its same side with z and its opposite side with w; every
// element stays 0 exactly when these losses cancel for every couple. For
// sextets the placement's score tells (nothing here).
std::optional<bool> KeepsBalanceWithAPairAbsent(const std::vector<Block>& blocks, int pairs) {
  if (blocks.front().tables != static_cast<int>(GroupTables::kQuartets)) return std::nullopt;
  std::vector<int> change(static_cast<std::size_t>(pairs * pairs));
  const auto couple = [&](int a, int b) { return static_cast<std::size_t>(std::min(a, b) * pairs + std::max(a, b)); };
  for (int absent = 0; absent < pairs; ++absent) {
    std::fill(change.begin(), change.end(), 0);
    for (const Block& b : blocks) {
      if (!b.holds(absent)) continue;
      const int table = b.north(0) == absent || b.east(0) == absent ? 0 : 1;
      const bool north = b.north(table) == absent;
      const int u = north ? b.east(table) : b.north(table);
      const int z = north ? b.east(1 - table) : b.north(1 - table);  // u's side
      const int w = north ? b.north(1 - table) : b.east(1 - table);  // V's side
      --change[couple(u, z)];
      ++change[couple(u, w)];
    }
    if (std::any_of(change.begin(), change.end(), [](int c) { return c != 0; })) return false;
  }
  return true;
}

// Puts blocks not yet `used` in the rounds first .. first + length - 1,
// each block's tables in rounds of their own, every pair once a round; with
// `last` every block left. Spends from `steps`.
bool PlaceSession(const std::vector<Block>& blocks, int first, int length, bool last, int pairs,
                  std::vector<char>& used, Random& random, std::int64_t& steps, Movement& m) {
  struct Row {
    int block;
    std::array<int, kMostTables> rounds;
  };
  const int tables = blocks.front().tables;
  // The rounds of a block's tables: every choice of distinct rounds, in
  // order.
  std::vector<std::array<int, kMostTables>> choices;
  std::array<int, kMostTables> rounds{};
  const auto choose = [&](const auto& self, int table) -> void {
    if (table == tables) {
      choices.push_back(rounds);
      return;
    }
    for (int r = 0; r < length; ++r) {
      if (std::find(rounds.begin(), rounds.begin() + table, r) != rounds.begin() + table) continue;
      rounds[static_cast<std::size_t>(table)] = r;
      self(self, table + 1);
    }
  };
  choose(choose, 0);
  std::vector<Row> rows;
  std::vector<int> column(blocks.size(), -1);
  int free_count = 0;
  for (int b = 0; b < static_cast<int>(blocks.size()); ++b) {
    if (used[static_cast<std::size_t>(b)]) continue;
    column[static_cast<std::size_t>(b)] = length * pairs + free_count++;
    for (const auto& c : choices) rows.push_back({b, c});
  }
  random.Shuffle(rows.begin(), rows.end());
  // Columns: every pair in every round, then the blocks left (at most once,
  // all of them in the last session).
  ExactCover cover(length * pairs + (last ? free_count : 0), last ? 0 : free_count);
  for (const Row& row : rows) {
    const Block& b = blocks[static_cast<std::size_t>(row.block)];
    std::vector<int> columns = {column[static_cast<std::size_t>(row.block)]};
    for (int t = 0; t < tables; ++t) {
      const int round = row.rounds[static_cast<std::size_t>(t)];
      columns.push_back(round * pairs + b.north(t));
      columns.push_back(round * pairs + b.east(t));
    }
    cover.AddRow(columns);
  }
  const bool found = cover.Solve(steps);
  steps -= cover.moves_taken();
  if (!found) return false;
  std::vector<int> tables_used(static_cast<std::size_t>(length), 0);
  for (const int i : cover.solution()) {
    const Row& row = rows[static_cast<std::size_t>(i)];
    used[static_cast<std::size_t>(row.block)] = 1;
    const Block& b = blocks[static_cast<std::size_t>(row.block)];
    for (int t = 0; t < tables; ++t) {
      const int round = row.rounds[static_cast<std::size_t>(t)];
      Cell& cell = m.at(first + round, tables_used[static_cast<std::size_t>(round)]++);
      cell.ns[0] = b.north(t) + 1;
      cell.ew[0] = b.east(t) + 1;
      cell.group = row.block;
    }
  }
  return true;
}

// Splits the blocks into the sessions, every pair in as many blocks of a
// session as it has rounds: a backtracking search, each session's blocks
// chosen for the pair with the fewest blocks left to choose from.
class SessionSplit {
 public:
  // The shortest sessions are filled first, the longest takes the rest
  // (18 pairs in 6 + 6 + 5 rounds: the 5-round session first split).
  SessionSplit(const std::vector<Block>& blocks, const std::vector<int>& sessions, int pairs)
      : blocks_(blocks), sessions_(sessions), pairs_(pairs), order_(sessions.size()), mask_(blocks.size(), 0) {
    std::iota(order_.begin(), order_.end(), 0);
    for (std::size_t b = 0; b < blocks.size(); ++b) {
      for (int i = 0; i < 2 * blocks[b].tables; ++i) mask_[b] |= 1u << blocks[b].points[static_cast<std::size_t>(i)];
    }
    std::stable_sort(order_.begin(), order_.end(), [&](int a, int b) {
      return sessions[static_cast<std::size_t>(a)] < sessions[static_cast<std::size_t>(b)];
    });
  }

  // The session of each block, in an order drawn from `random`; nothing
  // when none was found in `steps` (less the steps taken on return), and
  // then exhausted() when the search was complete.
  std::optional<std::vector<int>> Find(Random& random, std::int64_t& steps) {
    random_ = &random;
    steps_ = steps;
    session_.assign(blocks_.size(), -1);
    excluded_.assign(blocks_.size(), 0);
    const bool found = Fill(0, 0);
    exhausted_ = !found && steps_ > 0;
    steps = std::max<std::int64_t>(steps_, 0);
    if (!found) return std::nullopt;
    for (int& s : session_) {
      if (s < 0) s = order_.back();  // the longest session takes the rest
    }
    return session_;
  }
  bool exhausted() const { return exhausted_; }

 private:
  // The blocks of the s-th session in order_ so far: `chosen` of them, the
  // counts in count_.
  bool Fill(std::size_t s, int chosen) {
    if (s + 1 >= sessions_.size()) return true;
    if (--steps_ < 0) return false;
    const int need = sessions_[static_cast<std::size_t>(order_[s])];
    if (chosen == 0) count_.assign(static_cast<std::size_t>(pairs_), 0);
    // The pair most short of blocks that still fit: one pass counts each
    // pair's blocks that fit.
    std::uint32_t full = 0;  // the pairs at `need`
    for (int p = 0; p < pairs_; ++p) {
      if (count_[static_cast<std::size_t>(p)] == need) full |= 1u << p;
    }
    const auto fits = [&](std::size_t b) {
      return session_[b] < 0 && excluded_[b] != static_cast<int>(s) + 1 && (mask_[b] & full) == 0;
    };
    std::array<int, kMaxPairs> fitting{};
    for (std::size_t b = 0; b < blocks_.size(); ++b) {
      if (!fits(b)) continue;
      for (int p = 0; p < pairs_; ++p) fitting[static_cast<std::size_t>(p)] += (mask_[b] >> p) & 1u;
    }
    int tightest = -1;
    for (int p = 0; p < pairs_; ++p) {
      const int short_by = need - count_[static_cast<std::size_t>(p)];
      if (short_by == 0) continue;
      if (fitting[static_cast<std::size_t>(p)] < short_by) return false;
      if (tightest < 0 || fitting[static_cast<std::size_t>(p)] < fitting[static_cast<std::size_t>(tightest)]) {
        tightest = p;
      }
    }
    std::vector<int> options;
    for (std::size_t b = 0; tightest >= 0 && b < blocks_.size(); ++b) {
      if (fits(b) && (mask_[b] >> tightest & 1u)) options.push_back(static_cast<int>(b));
    }
    if (tightest < 0) {
      // Every pair has its rounds: the next session.
      const std::vector<int> counts = count_;
      if (Fill(s + 1, 0)) return true;
      count_ = counts;
      return false;
    }
    random_->Shuffle(options.begin(), options.end());
    bool found = false;
    std::vector<int> before;
    for (const int b : options) {
      Take(b, order_[s], +1);
      found = Fill(s, chosen + 1);
      if (found || steps_ < 0) break;
      Take(b, -1, -1);
      // Not this block in this session in the rest of this branch.
      before.push_back(excluded_[static_cast<std::size_t>(b)]);
      excluded_[static_cast<std::size_t>(b)] = static_cast<int>(s) + 1;
    }
    for (std::size_t i = 0; i < before.size(); ++i) excluded_[static_cast<std::size_t>(options[i])] = before[i];
    return found;
  }
  void Take(int b, int session, int step) {
    session_[static_cast<std::size_t>(b)] = session;
    const Block& block = blocks_[static_cast<std::size_t>(b)];
    for (int i = 0; i < 2 * block.tables; ++i) {
      count_[static_cast<std::size_t>(block.points[static_cast<std::size_t>(i)])] += step;
    }
  }

  const std::vector<Block>& blocks_;
  const std::vector<int>& sessions_;
  int pairs_;
  std::vector<int> order_;  // the sessions in the order they are filled
  std::vector<std::uint32_t> mask_;  // [block]: its pairs, bit p for pair p
  Random* random_ = nullptr;
  std::int64_t steps_ = 0;
  std::vector<int> session_, count_;
  std::vector<int> excluded_;  // [block]: s + 1 when kept out of session s
  bool exhausted_ = false;
};

// The sessions one after another, each in a few short attempts; when one
// fails they start again from the first. Sextets are split into the
// sessions first, again for every new start. Spends from `steps`.
std::optional<Movement> Schedule(const std::vector<Block>& blocks, const std::vector<int>& sessions, int pairs,
                                 Random& random, std::int64_t& steps) {
  const int rounds = std::accumulate(sessions.begin(), sessions.end(), 0);
  const bool split_first = blocks.front().tables != static_cast<int>(GroupTables::kQuartets);
  while (steps > 0) {
    Movement m = Movement::Empty(pairs, pairs / 2, rounds, static_cast<int>(blocks.size()));
    std::vector<char> used(blocks.size(), 0);
    std::vector<int> session_of;
    if (split_first) {
      SessionSplit split(blocks, sessions, pairs);
      std::int64_t split_steps = std::min(kSplitSteps, steps);
      std::optional<std::vector<int>> found = split.Find(random, split_steps);
      steps -= kSplitSteps;
      if (split.exhausted()) return std::nullopt;  // no split: the next design
      if (!found) continue;
      session_of = std::move(*found);
    }
    // Split sessions are placed shortest first: the hardest to place, and
    // a failure costs least there.
    std::vector<int> order(sessions.size());
    std::iota(order.begin(), order.end(), 0);
    if (split_first) {
      std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return sessions[static_cast<std::size_t>(a)] < sessions[static_cast<std::size_t>(b)];
      });
    }
    std::size_t placed_sessions = 0;
    for (; placed_sessions < order.size(); ++placed_sessions) {
      const int s = order[placed_sessions];
      const int first = std::accumulate(sessions.begin(), sessions.begin() + s, 0);
      const bool last = split_first || s + 1 == static_cast<int>(sessions.size());
      if (split_first) {
        for (std::size_t b = 0; b < blocks.size(); ++b) used[b] = session_of[b] != s;
      }
      bool placed = false, complete = false;
      for (int attempt = 0; attempt < kSessionAttempts && !placed && !complete && steps > 0; ++attempt) {
        std::int64_t attempt_steps = std::min(kStepsPerSessionAttempt, steps);
        const std::int64_t given = attempt_steps;
        placed = PlaceSession(blocks, first, sessions[static_cast<std::size_t>(s)], last, pairs, used, random,
                              attempt_steps, m);
        steps -= given - attempt_steps;
        // For sextets a search that ended within its steps was complete:
        // another order of its rows finds nothing either. (Quartets keep
        // their ten tries, and so their results.)
        complete = split_first && !placed && attempt_steps > 0;
      }
      if (!placed) break;
    }
    if (placed_sessions == sessions.size()) return m;
  }
  return std::nullopt;
}

// Luby's restart sequence 1, 1, 2, 1, 1, 2, 4, 1, ...: its term i (from 1).
std::int64_t Luby(std::int64_t i) {
  for (;;) {
    int k = 1;
    while ((std::int64_t{1} << k) - 1 < i) ++k;
    if (i == (std::int64_t{1} << k) - 1) return std::int64_t{1} << (k - 1);
    i -= (std::int64_t{1} << (k - 1)) - 1;
  }
}

// Superperfect quartets by construction: each 2-(P, 4, m) design found is
// tripled, placed into the sessions and offered to `kept`, until one is kept
// superperfect. Spends at most half of `left`: the labelled search gets the
// rest where no such design is found or placed.
Status OfferTripledDesigns(int pairs, int m, const std::vector<int>& sessions, Random& random, const Budget& budget,
                           std::int64_t& left, PerfectPlacements& kept) {
  UnlabelledDesign unlabelled(pairs, m);
  const std::int64_t couples = pairs * (pairs - 1) / 2;
  std::int64_t tripled_left = std::min(left / 2, kTripledCoupleVisits / couples);
  left -= tripled_left;
  for (std::int64_t restart = 1; tripled_left > 0 && !kept.none_unbalanced() && !budget.Expired(); ++restart) {
    std::int64_t nodes = std::min(tripled_left, kTripledRestartNodes * Luby(restart));
    const std::int64_t given = nodes;
    const std::optional<std::vector<std::array<int, 4>>> sets = unlabelled.Find(random, nodes);
    tripled_left -= given - nodes;
    if (!sets) continue;
    std::int64_t schedule_steps = std::min(tripled_left, kScheduleSteps);
    const std::int64_t schedule_given = schedule_steps;
    std::optional<Movement> placed = Schedule(Tripled(*sets), sessions, pairs, random, schedule_steps);
    tripled_left -= std::max(schedule_given - schedule_steps, kLeastStepsPerDesign);
    if (placed) {
      if (Status offered = kept.Offer(std::move(*placed)); !offered) return offered;
    }
  }
  left += std::max<std::int64_t>(tripled_left, 0);
  return Ok();
}

}  // namespace

std::string DescribeGroupedHowell(GroupTables tables) {
  return tables == GroupTables::kQuartets ? "quartets: four pairs on each board group, at two tables"
                                          : "sextets: six pairs on each board group, at three tables";
}

std::string GroupedHowellRefusal(int pairs, const std::vector<int>& sessions, GroupTables tables) {
  const char* name = NameOf(tables);
  const int k = static_cast<int>(tables);
  const int most = tables == GroupTables::kQuartets ? kMaxPairs : kMaxSextetPairs;
  if (pairs < kLeastPairs || pairs % 2 != 0 || pairs > most) {
    return fmt::format("{} need an even number of pairs from {} to {}, not {}", name, kLeastPairs, most, pairs);
  }
  const int rounds = std::accumulate(sessions.begin(), sessions.end(), 0);
  if (rounds == 0 || rounds % (pairs - 1) != 0) {
    return fmt::format("{} play whole round robins: rounds a multiple of {}", name, pairs - 1);
  }
  // The groups: pairs x rounds / 2 tables, k a group.
  if (pairs * rounds % (2 * k) != 0) {
    return fmt::format("{} need pairs x rounds a multiple of {}, not {} x {}", name, 2 * k, pairs, rounds);
  }
  // Sextets search only designs with a symmetry: a whole number of base
  // blocks.
  if (tables == GroupTables::kSextets && !FirstSymmetry(pairs, rounds / (pairs - 1), k)) {
    return fmt::format(
        "sextets need pairs x round robins a multiple of 6, or half the pairs odd and round robins x (pairs - 1) a "
        "multiple of 3, not {} pairs in {} round robins",
        pairs, rounds / (pairs - 1));
  }
  if (std::any_of(sessions.begin(), sessions.end(), [&](int s) { return s < k; })) {
    return fmt::format("{} need sessions of at least {} rounds: a group is played in {}", name, k, k);
  }
  if (std::any_of(sessions.begin(), sessions.end(), [&](int s) { return pairs * s % (2 * k) != 0; })) {
    return fmt::format("{} need pairs x rounds of every session a multiple of {} ({} pairs)", name, 2 * k, pairs);
  }
  return {};
}

std::vector<GroupTables> GroupTablesToTry(int pairs, const std::vector<int>& sessions) {
  std::vector<GroupTables> can;
  for (const GroupTables tables : {GroupTables::kQuartets, GroupTables::kSextets}) {
    if (GroupedHowellRefusal(pairs, sessions, tables).empty()) can.push_back(tables);
  }
  return can;
}

Result<Movement> GroupedHowell(int pairs, const std::vector<int>& sessions, GroupTables tables, std::uint64_t seed,
                               std::int64_t moves, std::int64_t vacancy_moves, const Budget& budget) {
  if (std::string why = GroupedHowellRefusal(pairs, sessions, tables); !why.empty()) return Error::Plain(why);
  const char* name = NameOf(tables);
  const int k = static_cast<int>(tables);
  const int m = std::accumulate(sessions.begin(), sessions.end(), 0) / (pairs - 1);
  Random random(seed);
  PerfectPlacements kept(name);
  std::int64_t left = moves;
  // The refusal leaves a whole number of base blocks.
  Symmetry symmetry = FirstSymmetry(pairs, m, k).value_or(Symmetry::kNone);
  std::optional<DesignSearch> design;
  if (tables == GroupTables::kQuartets && UnlabelledDesign::Admissible(pairs, m)) {
    if (Status offered = OfferTripledDesigns(pairs, m, sessions, random, budget, left, kept); !offered) {
      return offered.error();
    }
  }
  while (left > 0 && !kept.none_unbalanced() && !budget.Expired()) {
    if (!design) design.emplace(pairs, k, m, symmetry);
    std::int64_t design_steps = std::min(left, kDesignSteps);
    const std::int64_t design_given = design_steps;
    const std::optional<std::vector<Block>> base = design->Find(random, design_steps);
    left -= std::max(design_given - design_steps, kLeastStepsPerDesign);
    if (design->exhausted()) {
      // None of them exists: the cyclic ones are few, all of them many
      // (for sextets too many to list: 2.3 million blocks for 20 pairs).
      if (symmetry != Symmetry::kCyclic || tables == GroupTables::kSextets) {
        return Error::Failed(fmt::format("{}: no {}design exists for {} pairs (the search was complete)", name,
                                         symmetry == Symmetry::kCyclic  ? "cyclic "
                                         : symmetry == Symmetry::kHalves ? "two-halves "
                                                                          : "",
                                         pairs));
      }
      symmetry = Symmetry::kNone;
      design.reset();
      continue;
    }
    if (!base) continue;
    const std::vector<Block> blocks = Develop(*base, pairs, symmetry);
    // Once a placement is kept, only a design that keeps its balance with
    // a pair absent can do better where that is known before placing.
    if (!kept.empty() && KeepsBalanceWithAPairAbsent(blocks, pairs) == false) continue;
    std::int64_t schedule_steps = std::min(left, kScheduleSteps);
    const std::int64_t given = schedule_steps;
    std::optional<Movement> placed = Schedule(blocks, sessions, pairs, random, schedule_steps);
    left -= given - schedule_steps;
    if (!placed) continue;
    if (kept.empty()) left = std::min(left, vacancy_moves);
    if (Status offered = kept.Offer(std::move(*placed)); !offered) return offered.error();
  }
  if (!kept.empty()) return kept.Take();
  return Error::Failed(fmt::format("{}: no placement for {} pairs in sessions {} found in {} steps{}", name, pairs,
                                   fmt::join(sessions, ","), moves - std::max<std::int64_t>(left, 0),
                                   budget.Expired() ? " (out of time)" : ""));
}

}  // namespace movebal
