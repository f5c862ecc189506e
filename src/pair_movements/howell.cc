#include "pair_movements/howell.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <numeric>
#include <optional>
#include <sstream>

#include "combinatorial_designs/finite_field.h"
#include "combinatorial_designs/room_square.h"
#include "pair_movements/verify.h"

namespace movebal {
namespace {

// The residues at each table of round 1, table 1 first. Residue m stands for
// the stationary pair (infinity); with a phantom its table is left out.
std::vector<std::vector<int>> FirstRoundTables(const HowellShape& shape, const Starter& s) {
  const int m = shape.order();
  std::vector<std::vector<int>> tables;
  if (!shape.phantom()) tables.push_back({m, 0});
  for (const auto& [x, y] : s.pairs) tables.push_back({x, y});
  return tables;
}

// Budgets of the adder searches. The local search (room_square.h) finds
// adders for a full Howell in milliseconds where they exist; the depth-first
// searches are kept for short Howells and to prove that none exists, with
// limits that keep the slowest size (64 pairs) within seconds.
constexpr std::int64_t kRoomAdderSteps = 100'000;
constexpr std::int64_t kPerfectAdderSteps = 20'000;
constexpr std::int64_t kPerfectAdderNodes = 20'000;
constexpr std::int64_t kAdderNodes = 300'000;
// Orders whose candidates come from the enumeration of starters.
constexpr int kEnumeratedStarterOrder = 31;

int Shift(int residue, int round, int m) { return residue == m ? m : (residue + round) % m; }

int SequenceSum(const std::vector<int>& f) {
  int sum = 0;
  for (int v : f) sum += v;
  return sum;
}

// Two more families of cyclic Hadamard sequences (+1 on a difference set
// with parameters (m, (m - 1)/2, (m - 3)/4)), or empty where m is not of
// their form. Stanton and Sprott's, m = p (p + 2) with p and p + 2 prime:
// +1 where x is 0 modulo p + 2, or where the quadratic characters of x
// modulo p and modulo p + 2 are both defined and agree.
std::vector<int> TwinPrimeSequence(int m) {
  for (int p = 3; p * (p + 2) <= m; p += 2) {
    if (p * (p + 2) != m || !IsPrime(p) || !IsPrime(p + 2)) continue;
    const std::optional<FiniteField> low = FiniteField::OfOrder(p), high = FiniteField::OfOrder(p + 2);
    // The quadratic character of x in the integers modulo the field's prime.
    const auto character = [](const FiniteField& field, int x) {
      const int r = x % field.order();
      return r == 0 ? 0 : field.IsSquare(r) ? 1 : -1;
    };
    std::vector<int> f(static_cast<std::size_t>(m), -1);
    for (int x = 0; x < m; ++x) {
      if (x % (p + 2) == 0 || character(*low, x) * character(*high, x) == 1) f[static_cast<std::size_t>(x)] = 1;
    }
    return f;
  }
  return {};
}

// Singer's, m = 2^k - 1: a shift-register sequence of the longest period
// (its recurrence from the first tap pattern that reaches it), -1 on its ones.
std::vector<int> SingerSequence(int m) {
  int k = 0;
  while ((1 << k) - 1 < m) ++k;
  if ((1 << k) - 1 != m || k < 2) return {};
  for (int taps = 1; taps < (1 << k); taps += 2) {
    std::vector<int> bit(static_cast<std::size_t>(m + k), 0);
    bit[static_cast<std::size_t>(k - 1)] = 1;
    for (int n = k; n < m + k; ++n) {
      int next = 0;
      for (int i = 0; i < k; ++i) next ^= ((taps >> i) & 1) * bit[static_cast<std::size_t>(n - k + i)];
      bit[static_cast<std::size_t>(n)] = next;
    }
    std::vector<int> f(static_cast<std::size_t>(m));
    for (int i = 0; i < m; ++i) f[static_cast<std::size_t>(i)] = bit[static_cast<std::size_t>(i)] ? -1 : 1;
    if (IsHadamardSequence(f)) return f;
  }
  return {};
}

// Every shift and the negation of a sequence, without repeats.
std::vector<std::vector<int>> ShiftsAndNegations(const std::vector<int>& f) {
  std::vector<std::vector<int>> all;
  const std::size_t m = f.size();
  for (int negate : {1, -1}) {
    for (std::size_t k = 0; k < m; ++k) {
      std::vector<int> g(m);
      for (std::size_t i = 0; i < m; ++i) g[i] = negate * f[(i + k) % m];
      if (std::find(all.begin(), all.end(), g) == all.end()) all.push_back(std::move(g));
    }
  }
  return all;
}

// Depth-first search for adders, table by table. With a Hadamard sequence F,
// only adders that allow a perfect orientation are accepted (see
// PerfectHowell in the header).
class AdderSearch {
 public:
  AdderSearch(const HowellShape& shape, const Starter& s, bool share, std::int64_t moves,
              const std::vector<int>* sequence = nullptr)
      : m_(shape.order()),
        rounds_(shape.played_rounds()),
        tables_(FirstRoundTables(shape, s)),
        distinct_(!share && static_cast<int>(tables_.size()) <= rounds_),
        move_limit_(moves),
        sequence_(sequence),
        adders_(tables_.size(), 0),
        adder_used_(static_cast<std::size_t>(rounds_), 0),
        group_played_(static_cast<std::size_t>(m_ + 1) * static_cast<std::size_t>(rounds_), false) {}

  // True when a set was found; gave_up() tells apart "none" and "gave up".
  bool Run() { return Place(0); }
  bool gave_up() const { return nodes_ > move_limit_; }
  const std::vector<int>& adders() const { return adders_; }

 private:
  bool Place(std::size_t table) {
    if (table == tables_.size()) return true;
    const int last = table == 0 ? 0 : rounds_ - 1;  // the first adder is fixed at 0
    // Adders not yet used first, so that as few tables as possible share.
    for (int index = 0; index <= 2 * last + 1; ++index) {
      const int a = index % (last + 1);
      if ((adder_used_[static_cast<std::size_t>(a)] > 0) != (index > last)) continue;
      if (++nodes_ > move_limit_) return false;
      if (distinct_ && adder_used_[static_cast<std::size_t>(a)] > 0) continue;
      if (sequence_ != nullptr && !Orientable(table, a)) continue;
      if (!Mark(table, a, true)) continue;
      adders_[table] = a;
      if (Place(table + 1)) return true;
      Mark(table, a, false);
      if (gave_up()) return false;
    }
    return false;
  }

  // Marks (or clears) the groups the table's pairs play with adder a; when
  // marking, fails without change if a pair would play a group twice.
  bool Mark(std::size_t table, int a, bool set) {
    if (set && !Fits(table, a)) return false;
    for (int r = 0; r < rounds_; ++r) {
      for (int residue : tables_[table]) group_played_[Slot(Shift(residue, r, m_), (a + r) % rounds_)] = set;
    }
    adder_used_[static_cast<std::size_t>(a)] += set ? 1 : -1;
    return true;
  }

  bool Fits(std::size_t table, int a) const {
    for (int r = 0; r < rounds_; ++r) {
      for (int residue : tables_[table]) {
        if (group_played_[Slot(Shift(residue, r, m_), (a + r) % rounds_)]) return false;
      }
    }
    return true;
  }

  // The two seats of a table need opposite signs F(a - s); the stationary
  // pair's table needs F(a) = sum of F, so that its constant side balances.
  bool Orientable(std::size_t table, int a) const {
    const auto sign = [&](int residue) { return (*sequence_)[static_cast<std::size_t>(((a - residue) % m_ + m_) % m_)]; };
    const int x = tables_[table][0], y = tables_[table][1];
    if (x == m_) return sign(y) == SequenceSum(*sequence_);
    return sign(x) != sign(y);
  }

  std::size_t Slot(int pair, int group) const {
    return static_cast<std::size_t>(pair) * static_cast<std::size_t>(rounds_) + static_cast<std::size_t>(group);
  }

  const int m_, rounds_;
  const std::vector<std::vector<int>> tables_;
  const bool distinct_;  // no board sharing when there are enough groups
  const std::int64_t move_limit_;
  const std::vector<int>* sequence_;
  std::int64_t nodes_ = 0;
  std::vector<int> adders_;
  std::vector<int> adder_used_;  // tables using each adder
  std::vector<bool> group_played_;
};

// Board groups chosen cell by cell, for when no adder set exists: every group
// is played by every table's share of cells (tables x rounds / groups), a pair
// never plays a group twice and, when there are enough groups, a round never
// uses a group twice. Round 1 gets groups in table order.
class GroupSearch {
 public:
  GroupSearch(Movement& m, bool share, std::int64_t moves)
      : m_(m),
        groups_(m.groups),
        quota_(m.tables * m.rounds / m.groups),
        distinct_(!share && m.tables <= m.groups),
        move_limit_(moves),
        count_(Z(groups_), 0),
        in_round_(Z(m.rounds) * Z(groups_), 0),
        played_(Z(m.contestants + 1) * Z(groups_), false) {}

  bool Run() { return m_.tables * m_.rounds % groups_ == 0 && Place(0); }
  bool gave_up() const { return nodes_ > move_limit_; }

 private:
  static std::size_t Z(int i) { return static_cast<std::size_t>(i); }

  // Fills the rounds in order; within a round, the table with the fewest
  // possible groups next (round 1 gets groups in table order).
  bool Place(int filled) {
    if (filled == static_cast<int>(m_.cells.size())) return true;
    const int round = filled / m_.tables;
    int table = -1, fewest = groups_ + 1;
    for (int t = 0; t < m_.tables; ++t) {
      const Cell& c = m_.at(round, t);
      if (c.group != Cell::kEmpty) continue;
      int options = 0;
      for (int g = 0; g < groups_; ++g) options += Free(c, round, g);
      if (options < fewest) fewest = options, table = t;
      if (round == 0) break;
    }
    if (fewest == 0) return false;
    Cell& c = m_.at(round, table);
    const int first = round == 0 && distinct_ ? table : 0, last = round == 0 && distinct_ ? table : groups_ - 1;
    // Groups not yet played in the round first, so that few tables share.
    for (int pass = 0; pass < 2; ++pass) {
      for (int g = first; g <= last; ++g) {
        if ((in_round_[Z(round) * Z(groups_) + Z(g)] > 0) != (pass == 1)) continue;
        if (++nodes_ > move_limit_) return false;
        if (!Free(c, round, g)) continue;
        Mark(c, round, g, true);
        if (Place(filled + 1)) return true;
        Mark(c, round, g, false);
        if (gave_up()) return false;
      }
    }
    return false;
  }

  bool Free(const Cell& c, int round, int g) const {
    return count_[Z(g)] < quota_ && !(distinct_ && in_round_[Z(round) * Z(groups_) + Z(g)] > 0) &&
           !played_[Z(c.ns[0]) * Z(groups_) + Z(g)] && !played_[Z(c.ew[0]) * Z(groups_) + Z(g)];
  }

  void Mark(Cell& c, int round, int g, bool set) {
    count_[Z(g)] += set ? 1 : -1;
    in_round_[Z(round) * Z(groups_) + Z(g)] += set ? 1 : -1;
    played_[Z(c.ns[0]) * Z(groups_) + Z(g)] = set;
    played_[Z(c.ew[0]) * Z(groups_) + Z(g)] = set;
    c.group = set ? g : Cell::kEmpty;
  }

  Movement& m_;
  const int groups_, quota_;
  const bool distinct_;
  const std::int64_t move_limit_;
  std::int64_t nodes_ = 0;
  std::vector<int> count_;
  std::vector<int> in_round_;  // tables playing each group in each round
  std::vector<bool> played_;
};

// True when two tables play the same board group in some round.
bool SharesBoards(const Movement& m) {
  for (int r = 0; r < m.rounds; ++r) {
    std::vector<bool> seen(static_cast<std::size_t>(m.groups), false);
    for (int t = 0; t < m.tables; ++t) {
      const Cell& c = m.at(r, t);
      if (!c.occupied()) continue;
      if (seen[static_cast<std::size_t>(c.group)]) return true;
      seen[static_cast<std::size_t>(c.group)] = true;
    }
  }
  return false;
}

// Starter pairs as (x, y) with x < y, sorted: a canonical form for comparison.
Starter Canonical(Starter s) {
  for (auto& [x, y] : s.pairs) {
    if (x > y) std::swap(x, y);
  }
  std::sort(s.pairs.begin(), s.pairs.end());
  return s;
}

}  // namespace

Result<bool> CheckHowellShape(const HowellShape& shape) {
  if (shape.pairs < 4) return Error::Plain("a Howell needs at least 4 pairs (every board group played twice)");
  if (shape.order() > kMaxStarterOrder) {
    return Error::Plain(fmt::format("a cyclic Howell is built for at most {} pairs", kMaxStarterOrder + 1));
  }
  if (shape.rounds != 0 && (shape.rounds < 2 || shape.rounds > shape.full_rounds())) {
    return Error::Plain(fmt::format("a Howell for {} pairs has 2 to {} rounds", shape.pairs, shape.full_rounds()));
  }
  return true;
}

Result<Starter> ParseStarter(const std::string& text, int order) {
  Starter s;
  s.order = order;
  std::stringstream parts(text);
  std::string part;
  while (std::getline(parts, part, ',')) {
    std::stringstream numbers(part);
    std::string x, y, rest;
    const auto residue = [&](const std::string& word, int& out) {
      const auto [end, problem] = std::from_chars(word.data(), word.data() + word.size(), out);
      return !word.empty() && word[0] != '-' && problem == std::errc() && end == word.data() + word.size() && out >= 1 &&
             out < order;
    };
    int a = 0, b = 0;
    if (!(numbers >> x >> y) || (numbers >> rest) || !residue(x, a) || !residue(y, b)) {
      return Error::Plain(fmt::format("starter: '{}' is not a pair of two numbers 1..{} (write \"1 2, 3 5, ...\")", Excerpt(part),
                                      order - 1));
    }
    s.pairs.emplace_back(a, b);
  }
  if (!IsStarter(s)) {
    return Error::Plain(fmt::format(
        "'{}' is not a starter of Z_{}: it needs {} pairs that use every residue 1..{} once and whose differences "
        "+-(y-x) cover every residue 1..{} once", Excerpt(text), order, (order - 1) / 2, order - 1, order - 1));
  }
  return s;
}

std::string FormatStarter(const Starter& s) {
  std::string out;
  for (const auto& [x, y] : s.pairs) out += fmt::format("{}{} {}", out.empty() ? "" : ", ", x, y);
  return out;
}

Result<std::vector<int>> FindAdders(const HowellShape& shape, const Starter& s, bool share,
                                    std::int64_t moves) {
  AdderSearch search(shape, s, share, moves);
  if (search.Run()) return search.adders();
  if (search.gave_up()) {
    return Error::Failed(fmt::format("the adder search for starter {} gave up after {} steps", FormatStarter(s),
                                    moves));
  }
  return std::vector<int>{};
}

Movement HowellPairs(const HowellShape& shape, const Starter& s) {
  const int m = shape.order(), rounds = shape.played_rounds();
  const auto tables = FirstRoundTables(shape, s);
  Movement movement = Movement::Empty(shape.pairs, static_cast<int>(tables.size()), rounds, rounds);
  for (int r = 0; r < rounds; ++r) {
    for (std::size_t t = 0; t < tables.size(); ++t) {
      Cell& c = movement.at(r, static_cast<int>(t));
      c.ns[0] = Shift(tables[t][0], r, m) + 1;
      c.ew[0] = Shift(tables[t][1], r, m) + 1;
    }
  }
  return movement;
}

Movement CyclicHowell(const HowellShape& shape, const Starter& s, const std::vector<int>& adders) {
  Movement movement = HowellPairs(shape, s);
  for (int r = 0; r < movement.rounds; ++r) {
    for (int t = 0; t < movement.tables; ++t) movement.at(r, t).group = (adders[static_cast<std::size_t>(t)] + r) % movement.rounds;
  }
  return movement;
}

Result<Movement> FreeGroupHowell(const HowellShape& shape, const Starter& s, bool share, std::int64_t moves) {
  Movement movement = HowellPairs(shape, s);
  GroupSearch search(movement, share, moves);
  if (search.Run()) return movement;
  return Error::Failed(search.gave_up() ? fmt::format("the board group search gave up after {} steps", moves)
                                       : std::string("no assignment of board groups exists"));
}

bool IsHadamardSequence(const std::vector<int>& f) {
  const std::size_t m = f.size();
  for (std::size_t shift = 1; shift < m; ++shift) {
    int correlation = 0;
    for (std::size_t i = 0; i < m; ++i) correlation += f[i] * f[(i + shift) % m];
    if (correlation != -1) return false;
  }
  return m > 0;
}

std::vector<std::vector<int>> HadamardSequences(int m) {
  std::vector<std::vector<int>> found;
  if (IsPrime(m) && m % 4 == 3) {  // quadratic residues: +1, the rest -1
    std::vector<int> f(static_cast<std::size_t>(m), -1);
    for (int x = 1; x < m; ++x) f[static_cast<std::size_t>(x * x % m)] = 1;
    for (auto& g : ShiftsAndNegations(f)) found.push_back(std::move(g));
  } else if (m <= 15) {  // small orders: try every sign pattern
    for (std::uint32_t bits = 0; bits < (1u << m); ++bits) {
      std::vector<int> f(static_cast<std::size_t>(m));
      for (int i = 0; i < m; ++i) f[static_cast<std::size_t>(i)] = (bits >> i) & 1 ? 1 : -1;
      if (IsHadamardSequence(f)) found.push_back(std::move(f));
    }
  } else if (std::vector<int> f = TwinPrimeSequence(m); !f.empty()) {
    for (auto& g : ShiftsAndNegations(f)) found.push_back(std::move(g));
  } else if (std::vector<int> f = SingerSequence(m); !f.empty()) {
    for (auto& g : ShiftsAndNegations(f)) found.push_back(std::move(g));
  }
  return found;
}

std::vector<std::vector<int>> HadamardRows(const std::vector<int>& f) {
  const int m = static_cast<int>(f.size());
  const int last = -std::accumulate(f.begin(), f.end(), 0);
  std::vector<std::vector<int>> rows(static_cast<std::size_t>(m) + 1, std::vector<int>(f.size(), last));
  for (int a = 0; a < m; ++a) {
    for (int g = 0; g < m; ++g) rows[static_cast<std::size_t>(a)][static_cast<std::size_t>(g)] = f[static_cast<std::size_t>(((g - a) % m + m) % m)];
  }
  return rows;
}

std::vector<std::vector<int>> HadamardCoreRows(int m) {
  if (const std::vector<std::vector<int>> cyclic = HadamardSequences(m); !cyclic.empty()) {
    return HadamardRows(cyclic.front());
  }
  const std::optional<FiniteField> field = FiniteField::OfOrder(m);
  if (!field || m % 4 != 3) return {};
  std::vector<std::vector<int>> rows(static_cast<std::size_t>(m) + 1, std::vector<int>(static_cast<std::size_t>(m), 1));
  for (int a = 0; a < m; ++a) {
    for (int g = 0; g < m; ++g) {
      rows[static_cast<std::size_t>(a)][static_cast<std::size_t>(g)] = field->IsSquare(field->Difference(g, a)) ? 1 : -1;
    }
  }
  return rows;
}

Result<HowellDesign> PerfectHowell(int pairs, const Starter& s) {
  const HowellShape shape{pairs, 0};
  if (shape.phantom() || s.order != shape.order()) return Error::Plain("a perfect Howell needs an even number of pairs");
  const int m = shape.order();
  for (const std::vector<int>& f : HadamardSequences(m)) {
    // The two seats of a table need opposite signs F(a - s); the stationary
    // pair's table needs F(a) = sum of F, so that its constant side balances.
    const auto sign = [&](int a, int residue) { return f[static_cast<std::size_t>(((a - residue) % m + m) % m)]; };
    const auto orientable = [&](int table, int a) {
      if (table == 0) return sign(a, 0) == SequenceSum(f);
      const auto& [x, y] = s.pairs[static_cast<std::size_t>(table - 1)];
      return sign(a, x) != sign(a, y);
    };
    std::vector<int> adders;
    if (auto found = SearchAdders(s, true, 1, kPerfectAdderSteps, orientable)) {
      adders = *found;
    } else {
      AdderSearch search(shape, s, false, kPerfectAdderNodes, &f);
      if (!search.Run()) continue;
      adders = search.adders();
    }
    HowellDesign design{s, adders, CyclicHowell(shape, s, adders), false, true};
    // The second seat of each table in round 1 sits NS when its sign is +1.
    const auto tables = FirstRoundTables(shape, s);
    for (std::size_t t = 0; t < tables.size(); ++t) {
      if (sign(adders[t], tables[t][1]) < 0) continue;
      for (int r = 0; r < design.movement.rounds; ++r) design.movement.at(r, static_cast<int>(t)).SwitchArrows();
    }
    return design;
  }
  return Error::Failed(fmt::format("starter {} has no adders for a perfect Howell", FormatStarter(s)));
}

Result<HowellDesign> GenerateHowell(const HowellShape& shape, const Starter& s) {
  if (auto ok = CheckHowellShape(shape); !ok) return ok.error();
  if (s.order != shape.order() || !IsStarter(s)) {
    return Error::Plain(fmt::format("{} is not a starter of Z_{}", FormatStarter(s), shape.order()));
  }
  // Perfect if possible; then without board sharing if possible, adders
  // before a free search; then the free search that shares as little as it
  // can; at last adders with sharing, or equal adders (every table plays the
  // round's group), which always work.
  HowellDesign design{s, {}, {}, false, false};
  std::string why;
  const bool full = shape.rounds == 0 || shape.rounds == shape.full_rounds();
  if (full) {
    if (auto perfect = PerfectHowell(shape.pairs, s)) design = std::move(*perfect);
  }
  for (int attempt = 0; attempt < 4 && !design.perfect && design.movement.cells.empty(); ++attempt) {
    const bool share = attempt >= 2;
    if (attempt == 0 && full && !shape.phantom()) {  // a Room square by local search first: fast for any size
      if (auto adders = SearchAdders(s, true, 1, kRoomAdderSteps)) {
        design.adders = *adders;
        design.movement = CyclicHowell(shape, s, *adders);
        continue;
      }
    }
    if (attempt % 3 == 0) {  // adders: attempts 0 and 3
      auto adders = FindAdders(shape, s, share, share ? 20'000 : kAdderNodes);
      if (share && (!adders || adders->empty())) adders = std::vector<int>(HowellPairs(shape, s).tables, 0);
      if (adders && !adders->empty()) {
        design.adders = *adders;
        design.movement = CyclicHowell(shape, s, *adders);
      } else if (!adders) {
        why = adders.error().message;
      }
    } else if (auto free = FreeGroupHowell(shape, s, share)) {
      design.movement = std::move(*free);
    } else {
      why = free.error().message;
    }
  }
  design.shares_boards = SharesBoards(design.movement);
  if (design.movement.cells.empty()) {
    return Error::Failed(fmt::format(
        "no adder exists for starter {} with {} rounds (no way to give each table a board group sequence so that "
        "every pair plays every group at most once), and {}", FormatStarter(s), shape.played_rounds(), why));
  }
  auto verified = VerifyMovement(design.movement, AtMostOnce, "Howell");
  if (!verified) return verified.error();
  return design;
}

std::string DescribeHowellStarter(const HowellDesign& d) { return "starter " + FormatStarter(d.starter); }

std::string DescribeHowellGroups(const HowellDesign& d) {
  std::string text = d.adders.empty() ? "board groups by search, no adder exists" : "adders";
  for (int a : d.adders) text += fmt::format(" {}", a);
  if (d.shares_boards) text += " (tables share boards)";
  if (d.perfect) text += " (perfect arrows)";
  return text;
}

Result<std::vector<HowellDesign>> HowellCandidates(const HowellShape& shape, int max_designs, const Budget& budget) {
  if (auto ok = CheckHowellShape(shape); !ok) return ok.error();
  std::vector<HowellDesign> designs;
  const Starter patterned = Canonical(PatternedStarter(shape.order()));
  const auto consider = [&](const Starter& s) {
    if (auto design = GenerateHowell(shape, s)) designs.push_back(std::move(*design));
  };
  consider(patterned);
  // Starters without adders are skipped; look at a bounded number of them:
  // the first of the enumeration, or for large orders (where the enumeration
  // can take minutes to reach its first starter) random ones, seeded.
  int examined = 0;
  const auto visit = [&](const Starter& s) {
    if (static_cast<int>(designs.size()) >= max_designs || ++examined > 4 * max_designs || budget.Expired()) return false;
    if (Canonical(s).pairs != patterned.pairs) consider(s);
    return true;
  };
  if (shape.order() <= kEnumeratedStarterOrder) {
    ForEachStarter(shape.order(), visit);
  } else {
    for (std::uint64_t seed = 1; visit(*RandomStarter(shape.order(), seed)); ++seed) {
    }
  }
  if (designs.empty()) {
    return Error::Failed(fmt::format("no starter of Z_{} among the first {} has valid adders for {} rounds",
                                    shape.order(), examined, shape.played_rounds()));
  }
  if (std::any_of(designs.begin(), designs.end(), [](const HowellDesign& d) { return !d.shares_boards; })) {
    std::erase_if(designs, [](const HowellDesign& d) { return d.shares_boards; });
  }
  return designs;
}

}  // namespace movebal
