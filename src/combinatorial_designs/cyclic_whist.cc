#include "combinatorial_designs/cyclic_whist.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <mutex>
#include <numeric>

#include "base/stop_signals.h"
#include "search/chain_runner.h"

namespace movebal {
namespace {

using Mask = std::uint64_t;
constexpr int kMaxTeams = kMaxCyclicWhistPlayers / 2;

// Steps of the search for rotating board groups before one group per round
// is used instead (the search is exponential: 49 players ran for minutes).
constexpr std::int64_t kGroupOffsetSteps = 2'000'000;

// Sizes counted in reasonable time (see CheckWhistCount).
constexpr int kWhistCountAlone = 29;
constexpr int kWhistCountSharded = 33;
constexpr int kWhistShardsNeeded = 100;

Mask Bit(int i) { return Mask{1} << i; }
int Mod(int x, int m) { return ((x % m) + m) % m; }

struct Team {
  int a, b;  // positions; a may be kFixedPosition
};

// The search behind enumeration and counting. Teams come from a starter built
// pair by pair (the smallest unpaired residue first, as in ForEachStarter);
// for each complete starter the teams are matched into tables. Opponent
// differences are counted in 3-bit fields of one word, one field per class
// +-d; a table is admissible while no field exceeds 2 (adding 1 to every field
// then sets no field's top bit), and every field ends at exactly 2, as the
// fields sum to twice the number of classes.
class WhistSearch {
 public:
  struct Prefix {
    Mask free = 0;    // residues not yet in a team
    Mask unused = 0;  // signed partner differences not yet used (as in starters.cc)
    std::vector<Team> teams;
  };

  explicit WhistSearch(int players) : m_(players % 4 == 0 ? players - 1 : players) {
    const int classes = (m_ - 1) / 2;
    for (int c = 0; c < classes; ++c) {
      ones_ |= Mask{1} << (3 * c);
      highs_ |= Mask{4} << (3 * c);
    }
    for (int d = 1; d < m_; ++d) unit_[d] = Mask{1} << (3 * (std::min(d, m_ - d) - 1));
    for (int u = 2; u < m_; ++u) {
      if (std::gcd(u, m_) != 1) continue;
      Multiplier mult;
      for (int x = 0; x < m_; ++x) {
        mult.times[x] = static_cast<std::uint8_t>(u * x % m_);
        mult.before[u * x % m_] = static_cast<std::uint8_t>(x);
      }
      multipliers_.push_back(mult);
    }
  }

  int group_order() const { return static_cast<int>(multipliers_.size()) + 1; }

  Prefix Root(bool fixed_team) const {
    Prefix p;
    p.free = (Bit(m_) - 1) & ~Mask{1};
    p.unused = p.free;
    if (fixed_team) p.teams.push_back({kFixedPosition, 0});
    return p;
  }

  // The prefixes after `depth` more starter pairs, in search order.
  void Expand(const Prefix& p, int depth, std::vector<Prefix>& out) const {
    if (depth == 0 || p.free == 0) {
      out.push_back(p);
      return;
    }
    const int x = std::countr_zero(p.free);
    for (Mask ys = (p.unused << x) & p.free; ys != 0; ys &= ys - 1) {
      const int y = std::countr_zero(ys);
      Prefix next = p;
      next.free &= ~(Bit(x) | Bit(y));
      next.unused &= ~(Bit(y - x) | Bit(m_ - (y - x)));
      next.teams.push_back({x, y});
      Expand(next, depth - 1, out);
    }
  }

  // Calls on_starter() for every complete starter below the prefix, with the
  // teams in place; stops when it returns false.
  template <typename F>
  bool ForEachStarterBelow(const Prefix& p, F&& on_starter) {
    count_ = 0;
    for (const Team& t : p.teams) AddTeam(t);
    return StarterStep(p.free, p.unused, on_starter);
  }

  // Calls on_matching() for every admissible matching of the current teams,
  // with the tables in place; stops when it returns false.
  template <typename F>
  bool ForEachMatching(F&& on_matching) {
    // Teams with short partner spans first, the fixed team last: this prunes
    // earlier (a third less time for 24 and 28 players than starter order).
    for (int k = 0; k < count_; ++k) order_[k] = k;
    std::stable_sort(order_, order_ + count_, [&](int x, int y) { return Span(teams_[x]) < Span(teams_[y]); });
    for (int k = 0; k < count_; ++k) {
      const Team& t = teams_[order_[k]];
      for (int j = 0; j < k; ++j) {
        const Team& o = teams_[order_[j]];
        pair_fields_[j][k] = pair_fields_[k][j] =
            Opposing(o.a, t.a) + Opposing(o.a, t.b) + Opposing(o.b, t.a) + Opposing(o.b, t.b);
      }
    }
    tables_used_ = 0;
    return MatchStep((std::uint32_t{1} << count_) - 1, count_, 0, on_matching);
  }

  CyclicWhist Design(int players) const {
    CyclicWhist w{players, {}};
    for (int k = 0; k < tables_used_; ++k) {
      const Team& ns = teams_[order_[pairs_[k].first]];
      const Team& ew = teams_[order_[pairs_[k].second]];
      w.tables.push_back({ns.a, ns.b, ew.a, ew.b});
    }
    return w;
  }

  // 0 when a multiplier maps the current starter onto a smaller one (in the
  // order of partner arrays); otherwise the size of its orbit.
  int OrbitWeight() const {
    const int* partner = partner_;
    int stabiliser = 1;
    for (const Multiplier& u : multipliers_) {
      int x = 1;
      while (x < m_ && u.times[partner[u.before[x]]] == partner[x]) ++x;
      if (x == m_) {
        ++stabiliser;
      } else if (u.times[partner[u.before[x]]] < partner[x]) {
        return 0;
      }
    }
    return group_order() / stabiliser;
  }

 private:
  struct Multiplier {
    std::uint8_t times[kMaxCyclicWhistPlayers];   // x -> u x
    std::uint8_t before[kMaxCyclicWhistPlayers];  // u x -> x
  };

  Mask Opposing(int p, int q) const {
    return p == kFixedPosition || q == kFixedPosition ? 0 : unit_[q >= p ? q - p : q - p + m_];
  }

  void AddTeam(const Team& t) {
    teams_[count_++] = t;
    if (t.a == kFixedPosition) return;
    partner_[t.a] = t.b;
    partner_[t.b] = t.a;
  }

  template <typename F>
  bool StarterStep(Mask free, Mask unused, F& on_starter) {
    if (free == 0) return on_starter();
    const int x = std::countr_zero(free);
    for (Mask ys = (unused << x) & free; ys != 0; ys &= ys - 1) {
      const int y = std::countr_zero(ys);
      AddTeam({x, y});
      const bool go_on =
          StarterStep(free & ~(Bit(x) | Bit(y)), unused & ~(Bit(y - x) | Bit(m_ - (y - x))), on_starter);
      --count_;
      if (!go_on) return false;
    }
    return true;
  }

  template <typename F>
  bool MatchStep(std::uint32_t open, int open_count, Mask fields, F& on_matching) {
    if (open_count == 0) return on_matching();
    if (open_count == 4) return LastTwoTables(open, fields, on_matching);
    const int i = std::countr_zero(open);
    const std::uint32_t rest = open & (open - 1);
    for (std::uint32_t js = rest; js != 0; js &= js - 1) {
      const int j = std::countr_zero(js);
      const Mask next = fields + pair_fields_[i][j];
      if (((next + ones_) & highs_) != 0) continue;
      pairs_[tables_used_++] = {i, j};
      const bool go_on = MatchStep(rest & ~(std::uint32_t{1} << j), open_count - 2, next, on_matching);
      --tables_used_;
      if (!go_on) return false;
    }
    return true;
  }

  // The last two tables must bring every field to exactly 2: three
  // comparisons instead of two more levels of search.
  template <typename F>
  bool LastTwoTables(std::uint32_t open, Mask fields, F& on_matching) {
    int t[4];
    for (int k = 0; k < 4; ++k, open &= open - 1) t[k] = std::countr_zero(open);
    static constexpr int kSplits[3][4] = {{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}};
    for (const auto& split : kSplits) {
      const int a = t[split[0]], b = t[split[1]], c = t[split[2]], d = t[split[3]];
      if (fields + pair_fields_[a][b] + pair_fields_[c][d] != 2 * ones_) continue;
      pairs_[tables_used_] = {a, b};
      pairs_[tables_used_ + 1] = {c, d};
      tables_used_ += 2;
      const bool go_on = on_matching();
      tables_used_ -= 2;
      if (!go_on) return false;
    }
    return true;
  }

  int m_;
  Mask ones_ = 0, highs_ = 0;
  Mask unit_[kMaxCyclicWhistPlayers] = {};
  std::vector<Multiplier> multipliers_;
  int Span(const Team& t) const { return t.a == kFixedPosition ? m_ : std::min(t.b - t.a, m_ - (t.b - t.a)); }

  Team teams_[kMaxTeams] = {};
  int order_[kMaxTeams] = {};  // the teams in matching order
  int partner_[kMaxCyclicWhistPlayers] = {};  // of each residue in the teams so far
  int count_ = 0;
  Mask pair_fields_[kMaxTeams][kMaxTeams] = {};
  std::pair<int, int> pairs_[kMaxTeams / 2] = {};
  int tables_used_ = 0;
};

// The surplus of every East-West orientation of a design, tallied.
class OrientationTally {
 public:
  void Add(const CyclicWhist& w, std::uint64_t weight) {
    const std::uint32_t orientations = std::uint32_t{1} << w.tables.size();
    for (std::uint32_t o = 0; o < orientations; ++o) {
      const int surplus = LeftOpponentSurplus(WithSwappedEastWest(w, o));
      counts.oriented += weight;
      if (surplus == 0) counts.directed += weight;
      if (counts.least_surplus < 0 || surplus < counts.least_surplus) {
        counts.least_surplus = surplus;
        counts.at_least_surplus = 0;
      }
      if (surplus == counts.least_surplus) counts.at_least_surplus += weight;
    }
  }
  void Merge(const WhistCounts& other) {
    counts.designs += other.designs;
    counts.oriented += other.oriented;
    counts.directed += other.directed;
    if (other.least_surplus < 0) return;
    if (counts.least_surplus < 0 || other.least_surplus < counts.least_surplus) {
      counts.least_surplus = other.least_surplus;
      counts.at_least_surplus = 0;
    }
    if (other.least_surplus == counts.least_surplus) counts.at_least_surplus += other.at_least_surplus;
  }

  WhistCounts counts;
};

}  // namespace

bool IsCyclicWhistSize(int players) {
  return players >= 4 && players <= kMaxCyclicWhistPlayers && (players % 4 == 0 || players % 4 == 1);
}

int PositionLabel(const CyclicWhist& w, int position) {
  if (w.players % 4 == 1) return position;
  return position == kFixedPosition ? 0 : position == 0 ? w.players - 1 : position;
}

std::string FormatTables(const CyclicWhist& w) {
  std::string out;
  for (std::size_t k = 0; k < w.tables.size(); ++k) {
    const WhistTable& t = w.tables[k];
    out += fmt::format("Table {}: {} and {} vs. {} and {}\n", k + 1, PositionLabel(w, t[kNorth]),
                       PositionLabel(w, t[kSouth]), PositionLabel(w, t[kEast]), PositionLabel(w, t[kWest]));
  }
  return out;
}

std::string FormatInitialRound(const CyclicWhist& w) {
  std::string out;
  for (const WhistTable& t : w.tables) {
    if (!out.empty()) out += " | ";
    out += fmt::format("{} {} {} {}", PositionLabel(w, t[0]), PositionLabel(w, t[1]), PositionLabel(w, t[2]),
                       PositionLabel(w, t[3]));
  }
  return out;
}

WhistSchedule ExpandCyclicWhist(const CyclicWhist& w) {
  const int m = w.modulus();
  WhistSchedule s{w.players, {}};
  for (int r = 0; r < m; ++r) {
    auto& round = s.rounds.emplace_back();
    for (const WhistTable& t : w.tables) {
      WhistTable seats;
      // The player at position x in round r started at position x - r.
      for (int i = 0; i < 4; ++i) {
        seats[i] = 1 + PositionLabel(w, t[i] == kFixedPosition ? kFixedPosition : Mod(t[i] - r, m));
      }
      round.push_back(seats);
    }
  }
  return s;
}

std::vector<int> RotatingGroupOffsets(const CyclicWhist& w) {
  // The player starting at position x meets group offset[k] + y - x at table k
  // whenever it reaches position y there, so the values offset[k] + y over
  // all residue positions y of all tables must differ. Offsets are tried in
  // order, table by table.
  const int m = w.modulus();
  const int n = static_cast<int>(w.tables.size());
  std::vector<int> offsets(n, 0);
  std::vector<bool> value_used(m, false), offset_used(m, false);
  std::int64_t steps = 0;
  std::function<bool(int)> place = [&](int k) {
    if (k == n) return true;
    for (int g = 0; g < m; ++g) {
      if (offset_used[g]) continue;
      if (++steps > kGroupOffsetSteps) return false;
      std::vector<int> values;
      for (int y : w.tables[k]) {
        if (y == kFixedPosition) continue;
        const int v = (g + y) % m;
        if (value_used[v] || std::find(values.begin(), values.end(), v) != values.end()) break;
        values.push_back(v);
      }
      const int needed = static_cast<int>(std::count_if(w.tables[k].begin(), w.tables[k].end(),
                                                        [](int y) { return y != kFixedPosition; }));
      if (static_cast<int>(values.size()) != needed) continue;
      for (int v : values) value_used[v] = true;
      offset_used[g] = true;
      offsets[k] = g;
      if (place(k + 1)) return true;
      for (int v : values) value_used[v] = false;
      offset_used[g] = false;
    }
    return false;
  };
  return place(0) ? offsets : std::vector<int>{};
}

Movement CyclicWhistMovement(const CyclicWhist& w) {
  Movement m = WhistMovementByRound(ExpandCyclicWhist(w));
  const std::vector<int> offsets = RotatingGroupOffsets(w);
  if (offsets.empty()) return m;
  for (int r = 0; r < m.rounds; ++r) {
    for (int k = 0; k < m.tables; ++k) m.at(r, k).group = (offsets[k] + r) % m.rounds;
  }
  return m;
}

CyclicWhist WithSwappedEastWest(const CyclicWhist& w, std::uint32_t tables) {
  CyclicWhist out = w;
  for (std::size_t k = 0; k < out.tables.size(); ++k) {
    if ((tables >> k) & 1) std::swap(out.tables[k][kEast], out.tables[k][kWest]);
  }
  return out;
}

int LeftOpponentSurplus(const CyclicWhist& w) {
  // Left-hand opponents at difference d meet once per round: each of the m
  // moving players has the player d ahead on the left once for every
  // occurrence of d in the initial round. The fixed player's meetings never
  // repeat.
  const int m = w.modulus();
  std::vector<int> occurrences(m, 0);
  for (const WhistTable& t : w.tables) {
    for (WhistSeat seat : {kNorth, kEast, kSouth, kWest}) {
      const int x = t[seat], y = t[LeftOf(seat)];
      if (x != kFixedPosition && y != kFixedPosition) ++occurrences[Mod(y - x, m)];
    }
  }
  int surplus = 0;
  for (int d = 1; d < m; ++d) surplus += m * std::max(0, occurrences[d] - 1);
  return surplus;
}

void ForEachCyclicWhist(int players, const std::function<bool(const CyclicWhist&)>& visit) {
  if (!IsCyclicWhistSize(players)) return;
  WhistSearch search(players);
  search.ForEachStarterBelow(search.Root(players % 4 == 0), [&] {
    return search.ForEachMatching([&] { return visit(search.Design(players)); });
  });
}

std::optional<CyclicWhist> FindCyclicWhist(int players) {
  std::optional<CyclicWhist> found;
  ForEachCyclicWhist(players, [&](const CyclicWhist& w) {
    found = w;
    return false;
  });
  return found;
}

WhistCounts CountCyclicWhist(int players, const WhistCountOptions& options) {
  if (!IsCyclicWhistSize(players) || options.shard_count < 1 || options.shard_index < 0 ||
      options.shard_index >= options.shard_count) {
    return {};
  }
  const WhistSearch model(players);
  std::vector<WhistSearch::Prefix> prefixes;
  model.Expand(model.Root(players % 4 == 0), 3, prefixes);
  std::vector<const WhistSearch::Prefix*> mine;
  for (std::size_t i = options.shard_index; i < prefixes.size(); i += options.shard_count) {
    mine.push_back(&prefixes[i]);
  }

  std::atomic<std::size_t> next{0}, done{0};
  std::mutex merge;
  OrientationTally total;
  auto work = [&] {
    WhistSearch search = model;
    OrientationTally local;
    // A signal ends the count between parts (the caller says it is incomplete).
    for (std::size_t i = next++; i < mine.size() && !options.budget.Stopped(); i = next++) {
      if (options.progress && i > 0) {
        std::lock_guard<std::mutex> lock(merge);
        options.progress(done, mine.size());
      }
      search.ForEachStarterBelow(*mine[i], [&] {
        const int weight = search.OrbitWeight();
        if (weight == 0) return true;
        search.ForEachMatching([&] {
          local.counts.designs += weight;
          if (options.orientations) local.Add(search.Design(players), weight);
          return true;
        });
        return true;
      });
      ++done;
    }
    std::lock_guard<std::mutex> lock(merge);
    total.Merge(local.counts);
  };
  // The runner's threads: one the system refuses is an out-of-memory error, not an abort.
  ChainRunner(0, options.threads).Run([&](int) { work(); });
  return total.counts;
}

Result<bool> CheckWhistCount(int players, int shard_count) {
  if (players <= kWhistCountAlone || (players <= kWhistCountSharded && shard_count >= kWhistShardsNeeded)) return true;
  if (players <= kWhistCountSharded) {
    return Error::Plain(fmt::format("counting the cyclic Wh({}) takes about a day of one core; split it with --shard "
                                    "I/N, N >= {} (tools/shards.sh), or count up to Wh({}) alone",
                                    players, kWhistShardsNeeded, kWhistCountAlone));
  }
  return Error::Plain(fmt::format("counting the cyclic Wh({}) would take years of computing; the largest size counted "
                                  "is Wh({}) (with --shard I/N, N >= {}), and Wh({}) alone",
                                  players, kWhistCountSharded, kWhistShardsNeeded, kWhistCountAlone));
}

}  // namespace movebal
