#include "combinatorial_designs/room_square.h"

#include <algorithm>

#include "search/random.h"

namespace movebal {
namespace {

// Steps of one random starter attempt before it restarts.
constexpr std::int64_t kStarterAttemptNodes = 20'000;
// Changes allowed to the adder search for each starter FindRoomSquare tries.
constexpr std::int64_t kRoomAdderSteps = 200'000;
constexpr int kRoomStarterTries = 50;
// Chance (in 1/1000) that a min-conflicts step takes a random value instead of
// the best one, so that the search leaves plateaus.
constexpr int kNoisePerMille = 100;

int Mod(int x, int m) { return ((x % m) + m) % m; }

// The residues at each table of round 1: {0} for the stationary pair's table
// (infinity does not count), then the starter's pairs.
std::vector<std::vector<int>> TableResidues(const Starter& s) {
  std::vector<std::vector<int>> tables = {{0}};
  for (const auto& [x, y] : s.pairs) tables.push_back({x, y});
  return tables;
}

// Cost of a full assignment: values a_t - x repeated (a pair meeting a group
// twice) plus adders repeated (two tables on one group in a round).
class AdderState {
 public:
  AdderState(int m, std::vector<std::vector<int>> tables, bool distinct)
      : m_(m), tables_(std::move(tables)), distinct_(distinct), value_(m, 0), adder_(m, 0), a_(tables_.size(), 0) {}

  void Set(std::size_t t, int a, int sign) {
    for (int x : tables_[t]) value_[Mod(a - x, m_)] += sign;
    adder_[a] += sign;
  }
  // Repeats t's values and adder would have at adder a (t not counted).
  int Clash(std::size_t t, int a) const {
    int clash = 0;
    for (int x : tables_[t]) clash += value_[Mod(a - x, m_)];
    if (tables_[t].size() == 2 && Mod(a - tables_[t][0], m_) == Mod(a - tables_[t][1], m_)) ++clash;
    if (distinct_) clash += adder_[a];
    return clash;
  }
  int m() const { return m_; }
  std::size_t tables() const { return tables_.size(); }
  std::vector<int>& adders() { return a_; }

 private:
  int m_;
  std::vector<std::vector<int>> tables_;
  bool distinct_;
  std::vector<int> value_, adder_, a_;
};

}  // namespace

std::optional<std::vector<int>> SearchAdders(const Starter& s, bool distinct, std::uint64_t seed,
                                             std::int64_t moves, const AdderFilter& allowed) {
  const int m = s.order;
  AdderState state(m, TableResidues(s), distinct);
  Random rng(seed);
  const std::size_t n = state.tables();
  std::vector<std::vector<int>> domain(n);
  for (std::size_t t = 0; t < n; ++t) {
    for (int a = 0; a < (t == 0 ? 1 : m); ++a) {
      if (!allowed || allowed(static_cast<int>(t), a)) domain[t].push_back(a);
    }
    if (domain[t].empty()) return std::nullopt;
  }
  std::vector<int>& a = state.adders();
  for (std::size_t t = 0; t < n; ++t) {
    a[t] = domain[t][rng.Below(domain[t].size())];
    state.Set(t, a[t], 1);
  }
  std::vector<std::size_t> conflicted;
  for (std::int64_t step = 0; step < moves; ++step) {
    conflicted.clear();
    for (std::size_t t = 1; t < n; ++t) {
      state.Set(t, a[t], -1);
      if (state.Clash(t, a[t]) > 0) conflicted.push_back(t);
      state.Set(t, a[t], 1);
    }
    if (conflicted.empty()) return a;
    const std::size_t t = conflicted[rng.Below(conflicted.size())];
    state.Set(t, a[t], -1);
    if (rng.Below(1000) < kNoisePerMille) {
      a[t] = domain[t][rng.Below(domain[t].size())];
    } else {
      int best = -1, ties = 0;
      for (int candidate : domain[t]) {
        const int clash = state.Clash(t, candidate);
        if (best < 0 || clash < best) {
          best = clash;
          ties = 0;
        }
        if (clash == best && rng.Below(++ties) == 0) a[t] = candidate;
      }
    }
    state.Set(t, a[t], 1);
  }
  return std::nullopt;
}

std::optional<Starter> RandomStarter(int m, std::uint64_t seed) {
  if (!IsValidStarterOrder(m)) return std::nullopt;
  Random rng(seed);
  Starter s{m, {}};
  std::vector<bool> used(m, false), difference(m, false);
  std::int64_t nodes = 0;
  // Pairs the smallest free residue with a random partner whose difference is new.
  const auto place = [&](auto&& self) -> bool {
    int x = 1;
    while (x < m && used[x]) ++x;
    if (x == m) return true;
    if (++nodes > kStarterAttemptNodes) return false;
    std::vector<int> partners;
    for (int y = x + 1; y < m; ++y) {
      if (!used[y] && !difference[y - x] && !difference[m - (y - x)]) partners.push_back(y);
    }
    rng.Shuffle(partners.begin(), partners.end());
    for (int y : partners) {
      used[x] = used[y] = difference[y - x] = difference[m - (y - x)] = true;
      s.pairs.emplace_back(x, y);
      if (self(self)) return true;
      s.pairs.pop_back();
      used[x] = used[y] = difference[y - x] = difference[m - (y - x)] = false;
      if (nodes > kStarterAttemptNodes) return false;
    }
    return false;
  };
  for (;;) {
    nodes = 0;
    if (place(place)) return s;
    s.pairs.clear();
    std::fill(used.begin(), used.end(), false);
    std::fill(difference.begin(), difference.end(), false);
  }
}

std::optional<RoomSquare> FindRoomSquare(int m, std::uint64_t seed) {
  if (m < 7 || !IsValidStarterOrder(m)) return std::nullopt;
  for (int attempt = 0; attempt < kRoomStarterTries; ++attempt) {
    const std::optional<Starter> s = attempt == 0 ? PatternedStarter(m) : RandomStarter(m, seed + attempt);
    if (!s) continue;
    if (auto adders = SearchAdders(*s, true, seed + attempt, kRoomAdderSteps)) return RoomSquare{*s, *adders};
  }
  return std::nullopt;
}

}  // namespace movebal
