#include "generators/quartets.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <numeric>
#include <optional>
#include <utility>
#include <vector>

#include "generators/perfect_placements.h"
#include "search/exact_cover.h"
#include "search/random.h"

namespace movebal {
namespace {

// The fewest pairs: 4 pairs would play one quartet a round robin, each
// group at both tables of a round.
constexpr int kLeastPairs = 6;
// The most: 24 pairs in 8 + 8 + 7 rounds placed in 0.6 to 6 s, 28 in
// 9 + 9 + 9 and 32 in 10 + 10 + 11 not in 40 million steps.
constexpr int kMaxPairs = 24;
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

// The three ways a group's four pairs split into two couples: same side,
// meeting, opposite sides without meeting.
enum Couples { kSameSide, kMeeting, kOpposite, kCouplings };

// A group of four pairs: points[0..3], and which of the three splits
// {01|23}, {02|13}, {03|12} plays which role.
struct Quartet {
  std::array<int, 4> points;
  std::array<int, kCouplings> split;  // [role]: 0, 1 or 2
};

constexpr std::array<std::array<int, 4>, 3> kSplits = {{{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}}};

// Whether the design is looked for among the cyclic ones (small and fast)
// or among all.
enum class Symmetry { kCyclic, kNone };

// Cyclic: base quartets on the points 0 .. v - 1 (the integers mod v =
// pairs - 1) and v ("infinity"), every couple of points in each role m
// times once the quartets are shifted by 0 .. v - 1. A couple's orbit is
// its difference (1 .. v / 2) or, with infinity, orbit 0. Each base
// quartet holds 0 (a shift gives the same blocks); m of them hold
// infinity. Without symmetry every quartet is a block and every couple its
// own orbit.
class DesignSearch {
 public:
  DesignSearch(int pairs, int m, Symmetry symmetry)
      : pairs_(pairs), v_(pairs - 1), m_(m), symmetry_(symmetry),
        base_(symmetry == Symmetry::kCyclic ? pairs * m / 4 : pairs * (pairs - 1) * m / 4),
        orbits_(symmetry == Symmetry::kCyclic ? v_ / 2 + 1 : pairs * (pairs - 1) / 2) {}

  // One design, the candidates tried in an order drawn from `random`;
  // nothing when none was found in `steps` (less the steps taken on
  // return), and then exhausted() when the search was complete: there is
  // none at all.
  std::optional<std::vector<Quartet>> Find(Random& random, std::int64_t& steps) {
    candidates_.clear();
    const bool cyclic = symmetry_ == Symmetry::kCyclic;
    for (int w = 0; w < (cyclic ? 1 : pairs_); ++w) {
      for (int x = w + 1; x < pairs_; ++x) {
        for (int y = x + 1; y < pairs_; ++y) {
          for (int z = y + 1; z < pairs_; ++z) {
            for (const auto& split : kRoles) candidates_.push_back({{w, x, y, z}, split});
          }
        }
      }
    }
    random.Shuffle(candidates_.begin(), candidates_.end());
    steps_ = steps;
    std::optional<std::vector<Quartet>> design = m_ == 1 ? ByCover() : ByBacktracking();
    exhausted_ = !design && steps_ > 0;
    steps = std::max<std::int64_t>(steps_, 0);
    return design;
  }
  bool exhausted() const { return exhausted_; }

 private:
  // The orders of the three splits as same side, meeting, opposite.
  static constexpr std::array<std::array<int, kCouplings>, 6> kRoles = {
      {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}};

  int Orbit(int a, int b) const {
    if (symmetry_ == Symmetry::kNone) {
      if (a > b) std::swap(a, b);
      return a * (2 * pairs_ - a - 1) / 2 + (b - a - 1);
    }
    if (a == v_ || b == v_) return 0;
    const int d = ((a - b) % v_ + v_) % v_;
    return std::min(d, v_ - d);
  }
  // The (role, orbit) of each of the quartet's six couples, numbered
  // role * orbits + orbit.
  std::array<int, 6> Columns(const Quartet& q) const {
    std::array<int, 6> columns{};
    for (std::size_t role = 0; role < kCouplings; ++role) {
      const auto& s = kSplits[static_cast<std::size_t>(q.split[role])];
      for (std::size_t k = 0; k < 2; ++k) {
        const int orbit = Orbit(q.points[static_cast<std::size_t>(s[2 * k])],
                                q.points[static_cast<std::size_t>(s[2 * k + 1])]);
        columns[2 * role + k] = static_cast<int>(role) * orbits_ + orbit;
      }
    }
    return columns;
  }

  // Every (role, orbit) once: an exact cover.
  std::optional<std::vector<Quartet>> ByCover() {
    ExactCover cover(kCouplings * orbits_);
    std::vector<const Quartet*> rows;
    for (const Quartet& q : candidates_) {
      std::array<int, 6> columns = Columns(q);
      std::sort(columns.begin(), columns.end());
      if (std::adjacent_find(columns.begin(), columns.end()) != columns.end()) continue;
      cover.AddRow({columns.begin(), columns.end()});
      rows.push_back(&q);
    }
    const bool found = cover.Solve(steps_);
    steps_ -= cover.steps_taken();
    if (!found) return std::nullopt;
    std::vector<Quartet> design;
    for (const int i : cover.solution()) design.push_back(*rows[static_cast<std::size_t>(i)]);
    return design;
  }

  // Every (role, orbit) m times: the quartets one after another, each
  // keeping every count at most m.
  std::optional<std::vector<Quartet>> ByBacktracking() {
    count_.assign(static_cast<std::size_t>(kCouplings * orbits_), 0);
    chosen_.clear();
    if (Extend(0)) return chosen_;
    return std::nullopt;
  }
  bool Extend(std::size_t from) {
    if (static_cast<int>(chosen_.size()) == base_) return true;
    for (std::size_t i = from; i < candidates_.size(); ++i) {
      if (--steps_ < 0) return false;
      const std::array<int, 6> columns = Columns(candidates_[i]);
      bool fits = true;
      for (const int c : columns) fits = ++count_[static_cast<std::size_t>(c)] <= m_ && fits;
      if (fits) {
        chosen_.push_back(candidates_[i]);
        if (Extend(i + 1)) return true;
        chosen_.pop_back();
      }
      for (const int c : columns) --count_[static_cast<std::size_t>(c)];
      if (steps_ < 0) return false;
    }
    return false;
  }

  int pairs_, v_, m_;
  Symmetry symmetry_;
  int base_, orbits_;
  std::vector<Quartet> candidates_;
  std::vector<int> count_;  // [role * orbits + orbit]
  std::vector<Quartet> chosen_;
  std::int64_t steps_ = 0;
  bool exhausted_ = false;
};

// Every shift of the base quartets, the points numbered 0 .. pairs - 1.
std::vector<Quartet> Develop(const std::vector<Quartet>& base, int v) {
  std::vector<Quartet> all;
  for (int shift = 0; shift < v; ++shift) {
    for (Quartet q : base) {
      for (int& p : q.points) p = p == v ? v : (p + shift) % v;
      all.push_back(q);
    }
  }
  return all;
}

// The two tables of a quartet: North-South the first couple of the same
// side, each against its partner in the meeting split.
std::array<std::pair<int, int>, 2> Tables(const Quartet& q) {
  const auto& same = kSplits[static_cast<std::size_t>(q.split[kSameSide])];
  const auto& meet = kSplits[static_cast<std::size_t>(q.split[kMeeting])];
  std::array<std::pair<int, int>, 2> tables{};
  for (std::size_t i = 0; i < 2; ++i) {
    const int north = same[i];
    std::size_t at = 0;
    while (meet[at] != north) ++at;
    const int east = meet[at ^ 1];
    tables[i] = {q.points[static_cast<std::size_t>(north)], q.points[static_cast<std::size_t>(east)]};
  }
  return tables;
}

// True when the design stays perfect with any one pair absent (Qf1av 100).
// With pair V absent, V's table of each of its quartets is not played and
// h drops to 0, so the element of two other pairs becomes the times they
// sit on the same side less the times on opposite sides without meeting,
// among the cells left. In V's quartet {V, w | u, z} (V meets u, w meets
// z) u loses its same side with z and its opposite side with w; every
// element stays 0 exactly when these losses cancel for every couple.
bool KeepsBalanceWithAPairAbsent(const std::vector<Quartet>& quartets, int pairs) {
  std::vector<int> change(static_cast<std::size_t>(pairs * pairs));
  for (int absent = 0; absent < pairs; ++absent) {
    std::fill(change.begin(), change.end(), 0);
    const auto couple = [&](int a, int b) {
      return static_cast<std::size_t>(std::min(a, b) * pairs + std::max(a, b));
    };
    for (const Quartet& q : quartets) {
      if (std::find(q.points.begin(), q.points.end(), absent) == q.points.end()) continue;
      const auto partner = [&](int role, int p) {
        const auto& s = kSplits[static_cast<std::size_t>(q.split[static_cast<std::size_t>(role)])];
        std::size_t at = 0;
        while (q.points[static_cast<std::size_t>(s[at])] != p) ++at;
        return q.points[static_cast<std::size_t>(s[at ^ 1])];
      };
      const int u = partner(kMeeting, absent);
      --change[couple(u, partner(kSameSide, u))];
      ++change[couple(u, partner(kOpposite, u))];
    }
    if (std::any_of(change.begin(), change.end(), [](int c) { return c != 0; })) return false;
  }
  return true;
}

// Puts quartets not yet `used` in the rounds first .. first + length - 1,
// each quartet's two tables in two of them, every pair once a round; the
// last session takes every quartet left. Spends from `steps`.
bool PlaceSession(const std::vector<Quartet>& quartets, int first, int length, bool last, int pairs,
                  std::vector<char>& used, Random& random, std::int64_t& steps, Movement& m) {
  struct Row {
    int quartet, first_round, second_round;
  };
  std::vector<Row> rows;
  std::vector<int> column(quartets.size(), -1);
  int free_count = 0;
  for (int q = 0; q < static_cast<int>(quartets.size()); ++q) {
    if (used[static_cast<std::size_t>(q)]) continue;
    column[static_cast<std::size_t>(q)] = length * pairs + free_count++;
    for (int r1 = 0; r1 < length; ++r1) {
      for (int r2 = 0; r2 < length; ++r2) {
        if (r1 != r2) rows.push_back({q, r1, r2});
      }
    }
  }
  random.Shuffle(rows.begin(), rows.end());
  // Columns: every pair in every round, then the quartets left (at most
  // once, all of them in the last session).
  ExactCover cover(length * pairs + (last ? free_count : 0), last ? 0 : free_count);
  for (const Row& row : rows) {
    const auto t = Tables(quartets[static_cast<std::size_t>(row.quartet)]);
    cover.AddRow({column[static_cast<std::size_t>(row.quartet)], row.first_round * pairs + t[0].first,
                  row.first_round * pairs + t[0].second, row.second_round * pairs + t[1].first,
                  row.second_round * pairs + t[1].second});
  }
  const bool found = cover.Solve(steps);
  steps -= cover.steps_taken();
  if (!found) return false;
  std::vector<int> tables_used(static_cast<std::size_t>(length), 0);
  for (const int i : cover.solution()) {
    const Row& row = rows[static_cast<std::size_t>(i)];
    used[static_cast<std::size_t>(row.quartet)] = 1;
    const auto t = Tables(quartets[static_cast<std::size_t>(row.quartet)]);
    for (std::size_t k = 0; k < 2; ++k) {
      const int round = k == 0 ? row.first_round : row.second_round;
      Cell& cell = m.at(first + round, tables_used[static_cast<std::size_t>(round)]++);
      cell.ns[0] = t[k].first + 1;
      cell.ew[0] = t[k].second + 1;
      cell.group = row.quartet;
    }
  }
  return true;
}

// The sessions one after another, each in a few short attempts; when one
// fails they start again from the first. Spends from `steps`.
std::optional<Movement> Schedule(const std::vector<Quartet>& quartets, const std::vector<int>& sessions, int pairs,
                                 Random& random, std::int64_t& steps) {
  const int rounds = std::accumulate(sessions.begin(), sessions.end(), 0);
  while (steps > 0) {
    Movement m = Movement::Empty(pairs, pairs / 2, rounds, static_cast<int>(quartets.size()));
    std::vector<char> used(quartets.size(), 0);
    int first = 0;
    std::size_t s = 0;
    for (; s < sessions.size(); first += sessions[s++]) {
      bool placed = false;
      for (int attempt = 0; attempt < kSessionAttempts && !placed && steps > 0; ++attempt) {
        std::int64_t attempt_steps = std::min(kStepsPerSessionAttempt, steps);
        const std::int64_t given = attempt_steps;
        placed = PlaceSession(quartets, first, sessions[s], s + 1 == sessions.size(), pairs, used, random,
                              attempt_steps, m);
        steps -= given - attempt_steps;
      }
      if (!placed) break;
    }
    if (s == sessions.size()) return m;
  }
  return std::nullopt;
}

}  // namespace

std::string QuartetRefusal(int pairs, const std::vector<int>& sessions) {
  if (pairs < kLeastPairs || pairs % 2 != 0 || pairs > kMaxPairs) {
    return fmt::format("quartets need an even number of pairs from {} to {}, not {}", kLeastPairs, kMaxPairs, pairs);
  }
  const int rounds = std::accumulate(sessions.begin(), sessions.end(), 0);
  if (rounds == 0 || rounds % (pairs - 1) != 0) {
    return fmt::format("quartets play whole round robins: rounds a multiple of {}", pairs - 1);
  }
  if (pairs * (rounds / (pairs - 1)) % 4 != 0) {
    return fmt::format("quartets need pairs x round robins a multiple of 4, not {} x {}", pairs,
                       rounds / (pairs - 1));
  }
  if (std::any_of(sessions.begin(), sessions.end(), [](int s) { return s < 2; })) {
    return "quartets need sessions of at least 2 rounds: a group is played in two";
  }
  // A session's tables pair off into its quartets.
  if (std::any_of(sessions.begin(), sessions.end(), [&](int s) { return pairs * s % 4 != 0; })) {
    return fmt::format("quartets need pairs x rounds of every session a multiple of 4 ({} pairs)", pairs);
  }
  return {};
}

Result<Movement> QuartetHowell(int pairs, const std::vector<int>& sessions, std::uint64_t seed, std::int64_t steps,
                               std::int64_t vacancy_steps, const Budget& budget) {
  if (std::string why = QuartetRefusal(pairs, sessions); !why.empty()) return Error::Plain(why);
  const int m = std::accumulate(sessions.begin(), sessions.end(), 0) / (pairs - 1);
  Random random(seed);
  PerfectPlacements kept("quartets");
  std::int64_t left = steps;
  bool superperfect_kept = false;
  Symmetry symmetry = Symmetry::kCyclic;
  while (left > 0 && !superperfect_kept && !budget.Expired()) {
    DesignSearch design(pairs, m, symmetry);
    std::int64_t design_steps = std::min(left, kDesignSteps);
    const std::int64_t design_given = design_steps;
    const std::optional<std::vector<Quartet>> base = design.Find(random, design_steps);
    left -= std::max(design_given - design_steps, kLeastStepsPerDesign);
    if (design.exhausted()) {
      // None of them exists: the cyclic ones are few, all of them many.
      if (symmetry == Symmetry::kNone) {
        return Error::Failed(fmt::format("quartets: no design exists for {} pairs (the search was complete)", pairs));
      }
      symmetry = Symmetry::kNone;
      continue;
    }
    if (!base) continue;
    const std::vector<Quartet> quartets = symmetry == Symmetry::kCyclic ? Develop(*base, pairs - 1) : *base;
    // Qf1av is 100 for a design that keeps its balance with any pair absent
    // and 0 for any other: once a placement is kept, only such a design can
    // do better.
    const bool superperfect = KeepsBalanceWithAPairAbsent(quartets, pairs);
    if (!kept.empty() && !superperfect) continue;
    std::int64_t schedule_steps = std::min(left, kScheduleSteps);
    const std::int64_t given = schedule_steps;
    std::optional<Movement> placed = Schedule(quartets, sessions, pairs, random, schedule_steps);
    left -= given - schedule_steps;
    if (!placed) continue;
    if (kept.empty()) left = std::min(left, vacancy_steps);
    if (Status offered = kept.Offer(std::move(*placed)); !offered) return offered.error();
    superperfect_kept = superperfect;
  }
  if (!kept.empty()) return kept.Take();
  return Error::Failed(fmt::format("quartets: no placement for {} pairs in sessions {} found in {} steps{}", pairs,
                                   fmt::join(sessions, ","), steps - std::max<std::int64_t>(left, 0),
                                   budget.Expired() ? " (out of time)" : ""));
}

}  // namespace movebal
