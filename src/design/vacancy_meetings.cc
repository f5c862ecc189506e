#include "design/vacancy_meetings.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <limits>
#include <utility>

#include "movement/structure_check.h"
#include "scoring/balance.h"
#include "search/random.h"
#include "search/tuning.h"

namespace movebal {

namespace {

// Beyond this the links take tens of megabytes; the published two-session
// rows are of 10 and 14 pairs.
constexpr int kMostPairs = 16;

constexpr std::int64_t kAll = std::numeric_limits<std::int64_t>::max();  // no limit on solutions or nodes

std::uint64_t Bit(int g) { return std::uint64_t{1} << g; }

}  // namespace

MeetingProblem::MeetingProblem(const Directions& d, std::vector<int> session_of_group) {
  pairs_ = static_cast<int>(d.size());
  groups_ = pairs_ == 0 ? 0 : static_cast<int>(d[0].size());
  if (groups_ > 64) {
    fits_ = false;
    return;
  }
  // The groups on which pairs a and b play the same direction (or not).
  const auto mask = [&](int a, int b, bool same) {
    const auto& row_a = d[static_cast<std::size_t>(a)];
    const auto& row_b = d[static_cast<std::size_t>(b)];
    std::uint64_t m = 0;
    for (int g = 0; g < groups_; ++g) {
      if ((row_a[static_cast<std::size_t>(g)] == row_b[static_cast<std::size_t>(g)]) == same) m |= Bit(g);
    }
    return m;
  };
  const auto session = [&](int g) { return session_of_group.empty() ? 0 : session_of_group[static_cast<std::size_t>(g)]; };
  for (int a = 0; a < pairs_; ++a) {
    for (int b = a + 1; b < pairs_; ++b) {
      Meeting m{a, b, {}, {}, {}};
      const std::uint64_t differ = mask(a, b, false);
      for (int g = 0; g < groups_; ++g) {
        for (int h = g + 1; h < groups_; ++h) {
          const bool split_right = session_of_group.empty() || session(g) != session(h);
          if ((differ & Bit(g)) != 0 && (differ & Bit(h)) != 0 && split_right) m.values.push_back(Bit(g) | Bit(h));
        }
      }
      if (m.values.empty() || m.values.size() > kMostValues) fits_ = false;
      m.using_group.resize(static_cast<std::size_t>(groups_));
      for (std::size_t k = 0; k < m.values.size() && fits_; ++k) {
        for (std::uint64_t x = m.values[k]; x != 0; x &= x - 1) m.using_group[static_cast<std::size_t>(std::countr_zero(x))].set(k);
      }
      meetings_.push_back(std::move(m));
    }
  }
  if (!fits_) return;
  // With w absent, w's meetings with p (x) and with q (y) balance when the
  // groups of x on which q sides with w and those of y on which p does are
  // two in all: s(q, p) + s(p, q) = 2 * that count - 4.
  for (std::size_t x = 0; x < meetings_.size(); ++x) {
    for (std::size_t y = 0; y < meetings_.size(); ++y) {
      const Meeting &mx = meetings_[x], &my = meetings_[y];
      const int w = mx.a == my.a || mx.a == my.b ? mx.a : (mx.b == my.a || mx.b == my.b ? mx.b : -1);
      if (x == y || w < 0) continue;
      const int p = mx.a + mx.b - w, q = my.a + my.b - w;
      const std::uint64_t q_sides = mask(w, q, true), p_sides = mask(w, p, true);
      Link link{static_cast<int>(y), w, std::vector<Domain>(mx.values.size())};
      for (std::size_t i = 0; i < mx.values.size(); ++i) {
        for (std::size_t j = 0; j < my.values.size(); ++j) {
          const bool apart = (mx.values[i] & my.values[j]) == 0;
          if (apart && std::popcount(mx.values[i] & q_sides) + std::popcount(my.values[j] & p_sides) == 2) {
            link.allowed[i].set(j);
          }
        }
      }
      meetings_[x].links.push_back(std::move(link));
    }
  }
}

std::size_t MeetingProblem::MeetingIndex(int a, int b) const {
  // Meetings run (0, 1), (0, 2), ..., (1, 2), ...: those of pairs below a first.
  const auto before = static_cast<std::size_t>(a * pairs_ - a * (a + 1) / 2);
  return before + static_cast<std::size_t>(b - a - 1);
}

std::int64_t MeetingProblem::SuperperfectChoices() const {
  if (!fits_) return 0;
  return Solve(std::vector<bool>(meetings_.size(), true), -1, kAll, kAll, nullptr, nullptr);
}

std::vector<bool> MeetingProblem::MeetingsOf(int v) const {
  std::vector<bool> in(meetings_.size(), false);
  for (std::size_t x = 0; x < meetings_.size(); ++x) in[x] = meetings_[x].a == v || meetings_[x].b == v;
  return in;
}

std::int64_t MeetingProblem::WaysOf(int v) const {
  if (!fits_) return 0;
  return Solve(MeetingsOf(v), -1, kAll, kAll, nullptr, nullptr);
}

std::optional<std::vector<std::array<int, 2>>> MeetingProblem::ChooseFor(int v, std::int64_t nodes, Random* rng) const {
  if (!fits_) return std::nullopt;
  // v's own meetings first: where they have no way, the whole has none,
  // and that small search settles it far sooner.
  if (Solve(MeetingsOf(v), v, 1, nodes, nullptr, nullptr) == 0) return std::nullopt;
  std::vector<int> chosen;
  if (Solve(std::vector<bool>(meetings_.size(), true), v, 1, nodes, &chosen, rng) == 0) return std::nullopt;
  std::vector<std::array<int, 2>> groups;
  for (std::size_t x = 0; x < meetings_.size(); ++x) {
    const std::uint64_t value = meetings_[x].values[static_cast<std::size_t>(chosen[x])];
    groups.push_back({std::countr_zero(value), 63 - std::countl_zero(value)});
  }
  return groups;
}

// A depth-first search that chooses the open meeting with the fewest values
// left, and after each choice narrows the meetings that share a pair with it.
struct MeetingProblem::Search {
  const MeetingProblem& problem;
  const std::vector<bool>& in;
  int vacancy;  // -1: every pair's conditions
  std::int64_t limit, nodes;
  std::vector<int>* chosen;
  Random* rng;  // null: values in order
  std::vector<bool> open = in;
  std::vector<int> values = std::vector<int>(in.size(), -1);
  std::int64_t found = 0;
  // [depth]: the domains and the values to try there, kept from node to
  // node so that the search does not allocate.
  std::vector<std::vector<Domain>> levels = {};
  std::vector<std::vector<std::size_t>> orders = {};

  void Run(std::size_t depth) {
    const auto& meetings = problem.meetings_;
    const std::vector<Domain>& domains = levels[depth];
    std::size_t best = meetings.size();
    for (std::size_t x = 0; x < meetings.size(); ++x) {
      if (open[x] && (best == meetings.size() || domains[x].count() < domains[best].count())) best = x;
    }
    if (best == meetings.size()) {
      if (++found == 1 && chosen != nullptr) *chosen = values;
      return;
    }
    open[best] = false;
    const Meeting& meeting = meetings[best];
    std::vector<std::size_t>& order = orders[depth];
    order.clear();
    for (std::size_t k = 0; k < meeting.values.size(); ++k) {
      if (domains[best].test(k)) order.push_back(k);
    }
    if (rng != nullptr) rng->Shuffle(order.begin(), order.end());
    std::vector<Domain>& narrowed = levels[depth + 1];
    for (const std::size_t k : order) {
      if (found >= limit || nodes <= 0) break;
      --nodes;
      narrowed = domains;
      const std::uint64_t value = meeting.values[k];
      bool alive = true;
      for (const Link& link : meeting.links) {
        const auto y = static_cast<std::size_t>(link.other);
        if (!in[y] || !open[y]) continue;
        if (vacancy < 0 || link.shared == vacancy) {
          narrowed[y] &= link.allowed[k];
        } else {
          // The shared pair plays each group once: one opponent a group.
          for (std::uint64_t g = value; g != 0; g &= g - 1) {
            narrowed[y] &= ~meetings[y].using_group[static_cast<std::size_t>(std::countr_zero(g))];
          }
        }
        if (narrowed[y].none()) {
          alive = false;
          break;
        }
      }
      values[best] = static_cast<int>(k);
      if (alive) Run(depth + 1);
    }
    open[best] = true;
  }
};

std::int64_t MeetingProblem::Solve(const std::vector<bool>& in, int vacancy, std::int64_t limit, std::int64_t nodes,
                                   std::vector<int>* chosen, Random* rng) const {
  Search search{*this, in, vacancy, limit, nodes, chosen, rng};
  // One level a meeting chosen, and one more for the last choice's result.
  const auto depth = static_cast<std::size_t>(std::count(in.begin(), in.end(), true));
  search.levels.assign(depth + 1, std::vector<Domain>(meetings_.size()));
  search.orders.resize(depth);
  for (std::size_t x = 0; x < meetings_.size(); ++x) {
    for (std::size_t k = 0; k < meetings_[x].values.size(); ++k) search.levels[0][x].set(k);
  }
  search.Run(0);
  return search.found;
}

namespace {

// One table of a dealing: two pairs (0-based), the group they play there
// (in half-rounds the groups of both halves, in either order), and the
// round in which the two met before the meetings were chosen again.
struct Table {
  int a, b;
  std::array<int, 2> groups;  // the second -1 outside half-rounds
  int round_before;
};

// Where a table is dealt: a round, and which of its groups comes first.
struct Seat {
  int round = -1;
  int flip = 0;  // 1: groups[1] in the first half
};

// Deals tables into `rounds` rounds, every pair at most once a round and
// every group at most once a half (once a round outside half-rounds): a
// depth-first search that places the table with the fewest free seats
// first, in the round its pairs met in before if it can (the room layout of
// the movement it came from then largely holds), the others in a random
// order.
class Dealer {
 public:
  Dealer(const std::vector<Table>& tables, int pairs, int groups, int rounds, Random& rng)
      : tables_(tables), rounds_(rounds), rng_(rng), seats_(tables.size()),
        pair_busy_(static_cast<std::size_t>(pairs), 0), group_busy_{std::vector<std::uint64_t>(static_cast<std::size_t>(groups), 0),
                                                            std::vector<std::uint64_t>(static_cast<std::size_t>(groups), 0)} {}

  // The seat of every table; empty when `nodes` ran out first.
  std::vector<Seat> Deal(std::int64_t nodes) {
    nodes_ = nodes;
    return Place(0) ? seats_ : std::vector<Seat>{};
  }

 private:
  // The rounds in which the table fits with groups[flip] first.
  std::uint64_t Free(const Table& t, int flip) const {
    if (flip == 1 && t.groups[1] < 0) return 0;
    std::uint64_t busy = pair_busy_[static_cast<std::size_t>(t.a)] | pair_busy_[static_cast<std::size_t>(t.b)];
    busy |= group_busy_[0][static_cast<std::size_t>(t.groups[static_cast<std::size_t>(flip)])];
    if (t.groups[1] >= 0) busy |= group_busy_[1][static_cast<std::size_t>(t.groups[static_cast<std::size_t>(1 - flip)])];
    return ((std::uint64_t{1} << rounds_) - 1) & ~busy;
  }

  bool Place(std::size_t placed) {
    if (placed == tables_.size()) return true;
    std::size_t best = tables_.size();
    int fewest = 2 * rounds_ + 1;
    for (std::size_t i = 0; i < tables_.size(); ++i) {
      if (seats_[i].round >= 0) continue;
      const int free = std::popcount(Free(tables_[i], 0)) + std::popcount(Free(tables_[i], 1));
      if (free < fewest) best = i, fewest = free;
    }
    const Table& t = tables_[best];
    std::vector<Seat> order;
    for (int flip = 0; flip < 2; ++flip) {
      for (std::uint64_t f = Free(t, flip); f != 0; f &= f - 1) order.push_back({std::countr_zero(f), flip});
    }
    rng_.Shuffle(order.begin(), order.end());
    std::stable_partition(order.begin(), order.end(), [&](const Seat& seat) { return seat.round == t.round_before; });
    for (const Seat& seat : order) {
      if (--nodes_ < 0) return false;
      Toggle(t, seat);
      seats_[best] = seat;
      if (Place(placed + 1)) return true;
      seats_[best] = Seat{};
      Toggle(t, seat);
    }
    return false;
  }

  void Toggle(const Table& t, const Seat& seat) {
    const std::uint64_t bit = std::uint64_t{1} << seat.round;
    pair_busy_[static_cast<std::size_t>(t.a)] ^= bit;
    pair_busy_[static_cast<std::size_t>(t.b)] ^= bit;
    group_busy_[0][static_cast<std::size_t>(t.groups[static_cast<std::size_t>(seat.flip)])] ^= bit;
    if (t.groups[1] >= 0) group_busy_[1][static_cast<std::size_t>(t.groups[static_cast<std::size_t>(1 - seat.flip)])] ^= bit;
  }

  const std::vector<Table>& tables_;
  int rounds_;
  Random& rng_;
  std::int64_t nodes_ = 0;
  std::vector<Seat> seats_;
  std::vector<std::uint64_t> pair_busy_;
  std::array<std::vector<std::uint64_t>, 2> group_busy_;  // [half][group]: rounds
};

}  // namespace

Result<std::vector<Movement>> PerfectVacancyMeetings(const Movement& m, TwinLayout layout, std::uint64_t seed,
                                                     int count, const Budget& budget) {
  const int P = m.contestants;
  const auto unfit = [&](const std::string& why) {
    return Error::Plain("meetings for a perfect vacancy: " + why);
  };
  if (m.individual || P % 2 != 0 || P < 4 || P > kMostPairs || m.tables != P / 2 || m.rounds != 2 * (P - 1) ||
      m.groups != 2 * (P - 1)) {
    return unfit(fmt::format("the movement must be one round robin in half-rounds or two sessions of one round "
                             "robin each, 4 to {} pairs",
                             kMostPairs));
  }
  const StructureReport structure = CheckStructure(m);
  if (!structure.ok() || !structure.suitable) return unfit("the movement does not check");
  if (PerfectionOf(ScoreMovement(m)) == Perfection::kNone) return unfit("the movement is not perfect");
  const bool halves = layout == TwinLayout::kHalfRounds;
  // A dealing of P - 1 rounds: each session, or the half-rounds' pairs.
  const int parts = halves ? 1 : 2, robin = P - 1;
  // Every pair's direction on every group, played exactly once; the part
  // of every group; the round of its part in which each two pairs met.
  Directions d(static_cast<std::size_t>(P), std::vector<int>(static_cast<std::size_t>(m.groups), 0));
  std::vector<int> part_of_group(static_cast<std::size_t>(m.groups), -1);
  std::vector<std::vector<std::vector<int>>> met_in(
      2, std::vector<std::vector<int>>(static_cast<std::size_t>(P), std::vector<int>(static_cast<std::size_t>(P), -1)));
  for (int r = 0; r < m.rounds; ++r) {
    for (int t = 0; t < m.tables; ++t) {
      const Cell& cell = m.at(r, t);
      if (!cell.occupied()) return unfit("a table stands empty");
      if (halves && r % 2 == 1 && std::minmax(cell.ns[0], cell.ew[0]) != std::minmax(m.at(r - 1, t).ns[0], m.at(r - 1, t).ew[0])) {
        return unfit("the two halves of a round are not played by the same pairs at a table");
      }
      const auto g = static_cast<std::size_t>(cell.group);
      int& ns = d[static_cast<std::size_t>(cell.ns[0] - 1)][g];
      int& ew = d[static_cast<std::size_t>(cell.ew[0] - 1)][g];
      if (ns != 0 || ew != 0) return unfit("a pair plays a board group twice");
      ns = 1;
      ew = -1;
      const int part = halves ? 0 : r / robin;
      if (part_of_group[g] >= 0 && part_of_group[g] != part) return unfit("a board group is played in both sessions");
      part_of_group[g] = part;
      const auto a = static_cast<std::size_t>(std::min(cell.ns[0], cell.ew[0]) - 1);
      const auto b = static_cast<std::size_t>(std::max(cell.ns[0], cell.ew[0]) - 1);
      met_in[static_cast<std::size_t>(part)][a][b] = halves ? r / 2 : r % robin;
    }
  }
  const MeetingProblem problem(d, halves ? std::vector<int>{} : part_of_group);
  if (!problem.fits()) return unfit("two pairs cannot meet twice with opposite directions");

  const Tuning& tune = tuning();
  Random rng(seed);
  // The movement of one choice of meetings, dealt into rounds; none when
  // the dealing did not succeed.
  const auto deal = [&](const std::vector<std::array<int, 2>>& choice) -> std::optional<Movement> {
    // In half-rounds a table plays both groups of a meeting, one in each
    // half; in sessions each group is a table of its own session.
    std::vector<std::vector<Table>> tables(static_cast<std::size_t>(parts));
    for (int a = 0; a < P; ++a) {
      for (int b = a + 1; b < P; ++b) {
        const std::array<int, 2> groups = choice[problem.MeetingIndex(a, b)];
        const auto before = [&](std::size_t part) {
          return met_in[part][static_cast<std::size_t>(a)][static_cast<std::size_t>(b)];
        };
        if (halves) {
          tables[0].push_back({a, b, groups, before(0)});
        } else {
          for (const int g : groups) {
            const auto part = static_cast<std::size_t>(part_of_group[static_cast<std::size_t>(g)]);
            tables[part].push_back({a, b, {g, -1}, before(part)});
          }
        }
      }
    }
    Movement out = Movement::Empty(P, m.tables, m.rounds, m.groups);
    out.group_style = m.group_style;
    bool dealt = true;
    for (int part = 0; part < parts && dealt; ++part) {
      const auto& dealing = tables[static_cast<std::size_t>(part)];
      std::vector<Seat> seats;
      for (std::int64_t attempt = 0; attempt < tune.vacancy_deal_attempts && seats.empty() && !budget.Expired();
           ++attempt) {
        Dealer dealer(dealing, P, m.groups, robin, rng);
        seats = dealer.Deal(tune.vacancy_deal_nodes);
      }
      dealt = !seats.empty();
      std::vector<int> seated(static_cast<std::size_t>(robin), 0);
      for (std::size_t i = 0; i < dealing.size() && dealt; ++i) {
        const Table& t = dealing[i];
        const Seat& seat = seats[i];
        const int table = seated[static_cast<std::size_t>(seat.round)]++;
        for (int half = 0; half < (halves ? 2 : 1); ++half) {
          const int group = t.groups[static_cast<std::size_t>(half ^ seat.flip)];
          Cell& cell = out.at(halves ? 2 * seat.round + half : part * robin + seat.round, table);
          const bool a_north = d[static_cast<std::size_t>(t.a)][static_cast<std::size_t>(group)] > 0;
          cell.ns[0] = (a_north ? t.a : t.b) + 1;
          cell.ew[0] = (a_north ? t.b : t.a) + 1;
          cell.group = group;
        }
      }
    }
    if (!dealt) return std::nullopt;
    return out;
  };
  // Every pair with a short search first: a pair that has such meetings
  // shows it soon, one that has none takes long to prove it.
  std::vector<std::pair<int, std::int64_t>> tries;
  for (const std::int64_t nodes : {tune.vacancy_quick_nodes, tune.vacancy_meeting_nodes}) {
    for (int v = P - 1; v >= 0; --v) tries.emplace_back(v, nodes);
  }
  for (const auto& [v, nodes] : tries) {
    if (budget.Expired()) break;
    // In order first: that settles whether v has meetings at all. Then,
    // for other choices, short searches in random orders, whose lucky ones
    // end far sooner than one long one.
    const auto first = problem.ChooseFor(v, nodes);
    if (!first) continue;
    std::vector<Movement> dealt;
    for (int k = 0; k < count && !(k > 0 && budget.Expired()); ++k) {
      std::optional<std::vector<std::array<int, 2>>> choice;
      for (std::int64_t restart = 0; restart < tune.vacancy_restarts && !choice; ++restart) {
        choice = problem.ChooseFor(v, tune.vacancy_restart_nodes, &rng);
      }
      std::optional<Movement> out = deal(choice ? *choice : *first);
      if (!out) continue;
      // Re-scored from scratch: still perfect, and perfect without pair v.
      const StructureReport checked = CheckStructure(*out);
      if (!checked.ok() || !checked.suitable || PerfectionOf(ScoreMovement(*out)) == Perfection::kNone) {
        return Error::Failed("internal error: the meetings chosen again do not leave a perfect movement");
      }
      const MatrixMoments without = ScoreMovement(*out, v + 1).moments;
      if (without.SS != without.minSS) {
        return Error::Failed(fmt::format("internal error: the meetings chosen for pair {} absent leave it imperfect", v + 1));
      }
      dealt.push_back(std::move(*out));
    }
    if (!dealt.empty()) return dealt;
  }
  if (budget.Expired()) return Error::Failed("meetings for a perfect vacancy: out of time");
  return Error::Failed("meetings for a perfect vacancy: no pair was found whose absence leaves a movement of these directions perfect");
}

}  // namespace movebal
