#include "design/styles.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <numeric>
#include <optional>
#include <string>
#include <utility>

#include "design/movement_search.h"
#include "design/vacancy_meetings.h"
#include "generators/hadamard_half_rounds.h"
#include "generators/howell.h"
#include "generators/paired_columns.h"
#include "generators/quartets.h"
#include "generators/twin_howell.h"
#include "movement/playability.h"
#include "movement/structure_check.h"
#include "scoring/balance.h"
#include "search/budget.h"
#include "search/random.h"
#include "search/tuning.h"

namespace movebal {
namespace {

// The shares of `generate best -T` (for the candidates before they are
// regrouped, for the session search, for the split Howell), the least
// polish per design, and the moves of the group repair are tuning
// constants (search/tuning.h, styles_*).
// Events of more rounds than one round robin: relabellings tried.
constexpr int kSessionRoundRobins = 3;
// Every group played twice, at two tables: the quartets' layout.
constexpr int kPairedTables = 2;
// The largest session count and session length ParseSessions accepts.
constexpr int kMaxSessions = 64;
constexpr int kMaxSessionRounds = 1000;

struct Slot {
  int round = 0, table = 0;
};

// First movement round of each session, and one past the last.
std::vector<int> SessionStarts(const std::vector<int>& sessions) {
  std::vector<int> starts = {0};
  for (int rounds : sessions) starts.push_back(starts.back() + rounds);
  return starts;
}

std::vector<Slot> OccupiedSlots(const Movement& m, int first_round, int end_round) {
  std::vector<Slot> slots;
  for (int r = first_round; r < end_round; ++r) {
    for (int t = 0; t < m.tables; ++t) {
      if (m.at(r, t).occupied()) slots.push_back({r, t});
    }
  }
  return slots;
}

// Repairs the groups of one session's slots (dealt round by round) until no
// pair plays a group twice: groups change places within a round, or between
// two rounds where each is free in the other. Returns false when the budget
// runs out first.
bool RepairSession(Movement& m, const std::vector<Slot>& slots, int share, Random& rng) {
  const auto P = static_cast<std::size_t>(m.contestants + 1);
  std::vector<int> count(P * static_cast<std::size_t>(m.groups), 0);
  const auto at = [&](int pair, int group) -> int& {
    return count[static_cast<std::size_t>(pair) * static_cast<std::size_t>(m.groups) + static_cast<std::size_t>(group)];
  };
  std::vector<std::vector<int>> in_round(static_cast<std::size_t>(m.rounds),
                                         std::vector<int>(static_cast<std::size_t>(m.groups), 0));
  for (const Slot& s : slots) {
    const Cell& c = m.at(s.round, s.table);
    ++at(c.ns[0], c.group);
    ++at(c.ew[0], c.group);
    ++in_round[static_cast<std::size_t>(s.round)][static_cast<std::size_t>(c.group)];
  }
  const auto repeats_of = [&](const Cell& c) { return (at(c.ns[0], c.group) > 1) + (at(c.ew[0], c.group) > 1); };
  const auto repeats_near = [&](const Cell& a, const Cell& b) {
    int n = 0;
    for (int pair : {a.ns[0], a.ew[0], b.ns[0], b.ew[0]}) {
      for (int group : {a.group, b.group}) n += std::max(0, at(pair, group) - 1);
    }
    return n;
  };
  const auto place = [&](Cell& c, int delta) {
    at(c.ns[0], c.group) += delta;
    at(c.ew[0], c.group) += delta;
  };
  const auto movable = [&](const Slot& a, const Slot& b) {
    const int ga = m.at(a.round, a.table).group, gb = m.at(b.round, b.table).group;
    return ga != gb && (a.round == b.round || (in_round[static_cast<std::size_t>(b.round)][static_cast<std::size_t>(ga)] < share &&
                                               in_round[static_cast<std::size_t>(a.round)][static_cast<std::size_t>(gb)] < share));
  };
  const auto swap_groups = [&](const Slot& a, const Slot& b) {
    Cell& ca = m.at(a.round, a.table);
    Cell& cb = m.at(b.round, b.table);
    place(ca, -1);
    place(cb, -1);
    --in_round[static_cast<std::size_t>(a.round)][static_cast<std::size_t>(ca.group)];
    --in_round[static_cast<std::size_t>(b.round)][static_cast<std::size_t>(cb.group)];
    std::swap(ca.group, cb.group);
    ++in_round[static_cast<std::size_t>(a.round)][static_cast<std::size_t>(ca.group)];
    ++in_round[static_cast<std::size_t>(b.round)][static_cast<std::size_t>(cb.group)];
    place(ca, 1);
    place(cb, 1);
  };
  const Tuning& tune = tuning();
  std::vector<std::size_t> clashing, best;
  for (std::int64_t move = 0; move < tune.styles_assign_moves; ++move) {
    clashing.clear();
    for (std::size_t i = 0; i < slots.size(); ++i) {
      if (repeats_of(m.at(slots[i].round, slots[i].table)) > 0) clashing.push_back(i);
    }
    if (clashing.empty()) return true;
    const Slot a = slots[clashing[rng.Below(clashing.size())]];
    // Min-conflicts: the swap that leaves the fewest repeats (ties at
    // random), now and then any swap, to leave a dead end.
    const bool wander = rng.Unit() < tune.styles_worse_acceptance;
    int least = 0;
    best.clear();
    for (std::size_t j = 0; j < slots.size(); ++j) {
      const Slot b = slots[j];
      if (!movable(a, b)) continue;
      int change = 0;
      if (!wander) {
        const int before = repeats_near(m.at(a.round, a.table), m.at(b.round, b.table));
        swap_groups(a, b);
        change = repeats_near(m.at(a.round, a.table), m.at(b.round, b.table)) - before;
        swap_groups(a, b);
      }
      if (best.empty() || change < least) {
        least = change;
        best.clear();
      }
      if (change == least) best.push_back(j);
    }
    if (best.empty()) continue;
    swap_groups(a, slots[best[rng.Below(best.size())]]);
  }
  return false;
}

// Switches every cell of board group g: the score matrix stays the same.
void SwitchGroup(Movement& m, int g) {
  for (Cell& c : m.cells) {
    if (c.group == g) c.SwitchArrows();
  }
}

std::string Join(const std::vector<int>& values) {
  std::string text;
  for (int v : values) {
    if (!text.empty()) text += ',';
    text += std::to_string(v);
  }
  return text;
}

// The sessions in rounds of the movement file (half-rounds count twice).
std::vector<int> MovementSessions(const StyleRequest& style) {
  std::vector<int> sessions = style.sessions;
  if (style.half_rounds) {
    for (int& s : sessions) s *= 2;
  }
  return sessions;
}

// Gives the movement new groups by sessions (or as one session), trying the
// play counts from the most; the name says how.
Result<Movement> Regroup(const Movement& m, const std::vector<int>& sessions, int share, std::uint64_t seed,
                         std::string& how) {
  std::string why = "no play count fits";
  for (int plays : SessionPlayCounts(m, sessions, share)) {
    auto assigned = AssignSessionGroups(m, sessions, plays, share, seed);
    if (assigned) {
      how = fmt::format("groups dealt again: {}, each played {} times", assigned->groups, plays);
      return assigned;
    }
    why = assigned.error().message;
  }
  return Error::Failed(why);
}

bool PlaysEveryRound(const Movement& m, int pair) {
  for (int r = 0; r < m.rounds; ++r) {
    bool plays = false;
    for (int t = 0; t < m.tables && !plays; ++t) plays = m.at(r, t).occupied() && m.Plays(m.at(r, t), pair);
    if (!plays) return false;
  }
  return true;
}

// Gives `pair`'s number to a pair that plays every round, when it does not
// (with sit-outs): any but the highest, the pair best left empty.
void SeatStationaryNumber(Movement& m, int pair) {
  if (PlaysEveryRound(m, pair)) return;
  for (int other = 1; other < m.contestants; ++other) {
    if (other == pair || !PlaysEveryRound(m, other)) continue;
    for (Cell& c : m.cells) {
      for (int* p : {&c.ns[0], &c.ew[0]}) {
        if (*p == pair) *p = other;
        else if (*p == other) *p = pair;
      }
    }
    return;
  }
}

// The movement search over the whole event, each session on its own
// groups, each group played `plays` times (0: as often as the sessions
// allow), from `starts` (regrouped candidates), in `share` of the time left
// of `settings.seconds` after the polish of its result: the polished design,
// named, or why there is none.
Result<Candidate> SearchSessions(const BestRequest& request, const BestDesignSettings& settings,
                                 const std::vector<int>& sessions, int plays, std::vector<Movement> starts,
                                 double share, std::chrono::steady_clock::time_point start,
                                 const AnnealOptions& polish) {
  const int groups = plays > 0 ? request.rounds * (request.pairs / 2) / plays : 0;
  const DesignShape shape{request.pairs, request.rounds, BoardsMove{groups, sessions}};
  if (auto checked = CheckDesignShape(shape); !checked) return checked.error();
  // Starts of another size (more tables than the pairs need, other groups)
  // do not fit; the best balanced go first (one chain a start).
  std::vector<std::pair<BalanceReport, Movement>> fitting;
  for (Movement& m : starts) {
    if (DesignState::FromMovement(shape, m).ok()) fitting.emplace_back(ScoreMovement(m), std::move(m));
  }
  std::stable_sort(fitting.begin(), fitting.end(),
                   [](const auto& a, const auto& b) { return BetterBalance(a.first, b.first); });
  DesignOptions search = settings.search;
  for (auto& [report, m] : fitting) search.starts.push_back(std::move(m));
  if (settings.seconds > 0) {
    // The room layout's share of -T stays for after the search.
    const double spent = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double end = settings.seconds * (1 - tuning().best_room_share);
    search.seconds = std::max(tuning().styles_least_polish_seconds, (end - spent - polish.seconds) * share);
  }
  auto found = SearchMovement(shape, search);
  if (!found) return found.error();
  auto balanced = OptimiseArrows(found->movement, polish);
  if (!balanced) return balanced.error();
  return Candidate{StyledOrigin{fmt::format("searched over the sessions {}{}{} ({} moves{})", Join(sessions),
                                            plays == kPairedTables ? ", each group at two tables" : "",
                                            found->start < 0 ? std::string() : " from a regrouped candidate",
                                            found->moves, found->optimal ? ", optimal" : "")},
                   std::move(balanced->movement), {}};
}

// SessionHowell's search tries random splits of rounds and characters, and
// bounds the nodes of one session's exact-cover search in a split and of
// all (a second or so where no split exists): tuning constants
// styles_session_howell_*.
constexpr int kMaxSessionHowellPairs = 32;

int Dot(int a, int b) { return std::popcount(static_cast<unsigned>(a & b)) & 1; }

// One session of SessionHowell: every table (x, x + d) of the session's
// rounds gets a character y with y.d = 1, so that each character meets every
// pair once, at most `share` tables a round.
class SessionCover {
 public:
  SessionCover(int pairs, const std::vector<int>& rounds, const std::vector<int>& characters, int share)
      : pairs_(pairs), rounds_(rounds), characters_(characters), share_(share) {
    for (std::size_t r = 0; r < rounds.size(); ++r) {
      for (int x = 0; x < pairs; ++x) {
        if (x < (x ^ rounds[r])) cells_.push_back({x, static_cast<int>(r), -1});
      }
    }
    covered_.assign(characters.size() * static_cast<std::size_t>(pairs), 0);
    count_.assign(characters.size() * rounds.size(), 0);
  }

  // Spends at most tuning().styles_session_howell_nodes of `nodes`, and
  // gives up once `budget` has expired.
  bool Solve(Random& rng, std::int64_t& nodes, const Budget& budget) {
    nodes_ = 0;
    nodes_left_ = &nodes;
    budget_ = &budget;
    return Next(rng);
  }
  // (pair, round index, character index) of every table.
  const std::vector<std::array<int, 3>>& cells() const { return cells_; }

 private:
  bool Fits(const std::array<int, 3>& cell, std::size_t y) const {
    const int d = rounds_[static_cast<std::size_t>(cell[1])];
    const std::size_t row = y * static_cast<std::size_t>(pairs_);
    return Dot(characters_[y], d) == 1 && !covered_[row + static_cast<std::size_t>(cell[0])] &&
           !covered_[row + static_cast<std::size_t>(cell[0] ^ d)] &&
           count_[y * rounds_.size() + static_cast<std::size_t>(cell[1])] < share_;
  }
  void Place(std::array<int, 3>& cell, std::size_t y, int delta) {
    const int d = rounds_[static_cast<std::size_t>(cell[1])];
    const std::size_t row = y * static_cast<std::size_t>(pairs_);
    covered_[row + static_cast<std::size_t>(cell[0])] = delta > 0;
    covered_[row + static_cast<std::size_t>(cell[0] ^ d)] = delta > 0;
    count_[y * rounds_.size() + static_cast<std::size_t>(cell[1])] += delta;
    cell[2] = delta > 0 ? static_cast<int>(y) : -1;
  }
  // Depth first, the table with the fewest characters left first.
  bool Next(Random& rng) {
    if (++nodes_ > tuning().styles_session_howell_nodes || --*nodes_left_ < 0 || budget_->Expired()) return false;
    std::size_t pick = cells_.size();
    std::vector<std::size_t> options, best;
    for (std::size_t i = 0; i < cells_.size(); ++i) {
      if (cells_[i][2] >= 0) continue;
      options.clear();
      for (std::size_t y = 0; y < characters_.size(); ++y) {
        if (Fits(cells_[i], y)) options.push_back(y);
      }
      if (pick == cells_.size() || options.size() < best.size()) {
        pick = i;
        best = options;
        if (best.empty()) return false;
      }
    }
    if (pick == cells_.size()) return true;
    rng.Shuffle(best.begin(), best.end());
    for (const std::size_t y : best) {
      Place(cells_[pick], y, 1);
      if (Next(rng)) return true;
      Place(cells_[pick], y, -1);
    }
    return false;
  }

  int pairs_;
  std::vector<int> rounds_, characters_;
  int share_;
  std::vector<std::array<int, 3>> cells_;
  std::vector<char> covered_;  // [character * pairs + pair]
  std::vector<int> count_;     // [character * rounds + round]: tables
  std::int64_t nodes_ = 0;
  std::int64_t* nodes_left_ = nullptr;  // of all the tries
  const Budget* budget_ = nullptr;
};

// Deals the characters to the sessions, as many to each as it has rounds,
// each to a session with at least `need` of its rounds d with y.d = 1.
bool DealCharacters(const std::vector<std::vector<int>>& rounds, int need, std::vector<int>& order,
                    std::vector<std::vector<int>>& dealt, std::size_t next = 0) {
  if (next == order.size()) return true;
  const int y = order[next];
  for (std::size_t s = 0; s < rounds.size(); ++s) {
    const int fit = static_cast<int>(std::count_if(rounds[s].begin(), rounds[s].end(), [&](int d) { return Dot(y, d) == 1; }));
    if (dealt[s].size() >= rounds[s].size() || fit < need) continue;
    dealt[s].push_back(y);
    if (DealCharacters(rounds, need, order, dealt, next + 1)) return true;
    dealt[s].pop_back();
  }
  return false;
}

// The layout of twin Howells (twin_howell.h) that the style asks for: two
// groups a round over one round robin, or two sessions of one round robin
// each; none for other shapes.
std::optional<TwinLayout> TwinLayoutFor(const BestRequest& request, const StyleRequest& style) {
  const int robin = request.pairs - 1;
  if (request.pairs % 2 != 0 || style.boards_stay) return std::nullopt;
  if (style.half_rounds && style.sessions.empty() && request.rounds == robin) return TwinLayout::kHalfRounds;
  if (!style.half_rounds && style.sessions == std::vector<int>{robin, robin}) return TwinLayout::kTwoSessions;
  return std::nullopt;
}

// A perfect candidate with its meetings chosen again so that one pair's
// absence leaves it perfect (PerfectVacancyMeetings), for a field that may
// be one pair short: of every perfect candidate (best-balanced first,
// while `budget` lasts) several choices and dealings, the one that walks
// best once laid out for the room; its name and movement. None when a
// candidate is perfect with its highest pair absent already, or nothing was
// found.
std::optional<std::pair<std::string, Movement>> ChooseMeetingsForAVacancy(const std::vector<Candidate>& styled,
                                                                         TwinLayout layout, std::uint64_t seed,
                                                                         const Budget& budget) {
  std::vector<const Candidate*> perfect;
  for (const Candidate& c : styled) {
    if (PerfectionOf(c.report) == Perfection::kNone) continue;
    const MatrixMoments last = ScoreMovement(c.movement, c.movement.contestants).moments;
    if (last.SS == last.minSS) return std::nullopt;
    perfect.push_back(&c);
  }
  std::stable_sort(perfect.begin(), perfect.end(),
                   [](const Candidate* a, const Candidate* b) { return BetterBalance(a->report, b->report); });
  const Tuning& tune = tuning();
  RoomPins pins;
  pins.linked_rounds = layout == TwinLayout::kHalfRounds ? 2 : 1;
  std::optional<std::pair<std::string, Movement>> best;
  WalkingCost best_cost;
  for (std::size_t i = 0; i < perfect.size() && !budget.Expired(); ++i) {
    const Candidate& c = *perfect[i];
    // The rest of the budget shared over the candidates left, and over
    // each one's dealings: a candidate whose pairs have no such meetings
    // cannot take the time of those after it.
    const Budget slice = budget.Slice(1.0 / static_cast<double>(perfect.size() - i));
    auto dealt = PerfectVacancyMeetings(c.movement, layout, seed, static_cast<int>(tune.vacancy_dealings), slice);
    if (!dealt) continue;
    for (Movement& m : *dealt) {
      ArrangeTables(m, pins, seed, slice.Slice(1.0 / static_cast<double>(dealt->size())));
      const WalkingCost cost = ScoreWalking(m);
      if (!best || cost < best_cost) {
        best = std::pair{c.name() + "; meetings chosen for a perfect vacancy", std::move(m)};
        best_cost = cost;
      }
    }
  }
  return best;
}

}  // namespace

Result<Movement> SessionHowell(int pairs, const std::vector<int>& sessions, int share, std::uint64_t seed,
                               const Budget& budget) {
  const int rounds = std::accumulate(sessions.begin(), sessions.end(), 0);
  if (pairs < 4 || pairs > kMaxSessionHowellPairs || std::popcount(static_cast<unsigned>(pairs)) != 1 ||
      rounds != pairs - 1 || share < 2) {
    return Error::Plain(fmt::format("a Howell in sessions by characters needs 2^k pairs (4 to {}), 2^k - 1 rounds and "
                                    "--share 2 or more",
                                    kMaxSessionHowellPairs));
  }
  const int tables = pairs / 2, need = (tables + share - 1) / share;
  Random rng(seed);
  std::vector<int> order(static_cast<std::size_t>(rounds));
  std::iota(order.begin(), order.end(), 1);
  std::int64_t nodes = tuning().styles_session_howell_all_nodes;
  for (std::int64_t trial = 0; trial < tuning().styles_session_howell_trials && nodes > 0; ++trial) {
    rng.Shuffle(order.begin(), order.end());
    std::vector<std::vector<int>> split;
    for (auto it = order.begin(); const int s : sessions) {
      split.emplace_back(it, it + s);
      it += s;
    }
    std::vector<int> characters(order);
    rng.Shuffle(characters.begin(), characters.end());
    std::vector<std::vector<int>> dealt(sessions.size());
    if (!DealCharacters(split, need, characters, dealt)) continue;
    std::vector<SessionCover> covers;
    bool solved = true;
    for (std::size_t s = 0; s < sessions.size() && solved; ++s) {
      covers.emplace_back(pairs, split[s], dealt[s], share);
      solved = covers.back().Solve(rng, nodes, budget);
    }
    if (!solved) continue;
    Movement m = Movement::Empty(pairs, tables, rounds, rounds);
    int first_round = 0, first_group = 0;
    for (std::size_t s = 0; s < sessions.size(); ++s) {
      std::vector<std::array<int, 3>> cells = covers[s].cells();
      std::stable_sort(cells.begin(), cells.end(), [](const auto& a, const auto& b) { return a[1] != b[1] ? a[1] < b[1] : a[2] < b[2]; });
      std::vector<int> used(split[s].size(), 0);
      for (const auto& [x, r, y] : cells) {
        const int d = split[s][static_cast<std::size_t>(r)], character = dealt[s][static_cast<std::size_t>(y)];
        Cell& cell = m.at(first_round + r, used[static_cast<std::size_t>(r)]++);
        const bool x_north = Dot(character, x) == 0;
        cell.ns[0] = (x_north ? x : x ^ d) + 1;
        cell.ew[0] = (x_north ? x ^ d : x) + 1;
        cell.group = first_group + y;
      }
      first_round += sessions[s];
      first_group += sessions[s];
    }
    return m;
  }
  return Error::Failed(fmt::format("no split of the Howell for {} pairs into sessions {} found", pairs, Join(sessions)));
}

Result<Movement> RoundRobinsInARow(int pairs, int rounds, std::uint64_t seed) {
  const HowellShape whole{pairs, 0};
  if (auto ok = CheckHowellShape(whole); !ok) return ok.error();
  auto designs = HowellCandidates(whole, 1);
  if (!designs) return designs.error();
  const Movement& howell = designs->front().movement;
  const int copies = (rounds + howell.rounds - 1) / howell.rounds;
  Movement event = Movement::Empty(pairs, howell.tables, rounds, copies * howell.groups);
  Random rng(seed);
  std::vector<int> label(static_cast<std::size_t>(pairs + 1));
  std::iota(label.begin(), label.end(), 0);
  for (int r = 0; r < rounds; ++r) {
    const int copy = r / howell.rounds;
    if (copy > 0 && r % howell.rounds == 0) rng.Shuffle(label.begin() + 1, label.end());
    for (int t = 0; t < howell.tables; ++t) {
      const Cell& c = howell.at(r % howell.rounds, t);
      if (!c.occupied()) continue;
      Cell& out = event.at(r, t);
      out.ns[0] = label[static_cast<std::size_t>(c.ns[0])];
      out.ew[0] = label[static_cast<std::size_t>(c.ew[0])];
      out.group = copy * howell.groups + c.group;
    }
  }
  return event;
}

Result<std::vector<int>> ParseSessions(const std::string& text) {
  std::vector<int> sessions;
  std::size_t i = 0;
  while (i <= text.size()) {
    const std::size_t end = std::min(text.find(',', i), text.size());
    const std::string item = text.substr(i, end - i);
    const bool digits = !item.empty() && item.size() <= 4 &&
                        std::all_of(item.begin(), item.end(), [](char c) { return c >= '0' && c <= '9'; });
    const int rounds = digits ? std::stoi(item) : 0;
    if (rounds < 1 || rounds > kMaxSessionRounds) {
      return Error::Plain(fmt::format("--sessions: '{}' is not a number of rounds 1..{} (e.g. 5,5,5)", Excerpt(item),
                                      kMaxSessionRounds));
    }
    sessions.push_back(rounds);
    if (sessions.size() > static_cast<std::size_t>(kMaxSessions)) {
      return Error::Plain(fmt::format("--sessions: at most {} sessions", kMaxSessions));
    }
    i = end + 1;
  }
  return sessions;
}

Movement SplitHalfRounds(const Movement& m) {
  Movement split = Movement::Empty(m.contestants, m.tables, 2 * m.rounds, 2 * m.groups);
  split.group_style = m.group_style;
  for (int r = 0; r < m.rounds; ++r) {
    for (int t = 0; t < m.tables; ++t) {
      const Cell& c = m.at(r, t);
      split.at(2 * r, t) = c;
      split.at(2 * r + 1, t) = c;
      if (c.occupied()) split.at(2 * r + 1, t).group += m.groups;
    }
  }
  return split;
}

std::vector<int> SessionPlayCounts(const Movement& m, const std::vector<int>& sessions, int share) {
  const std::vector<int> starts = SessionStarts(sessions);
  if (starts.back() != m.rounds || sessions.empty()) return {};
  std::vector<int> counts;
  const int shortest = *std::min_element(sessions.begin(), sessions.end());
  for (int plays = shortest * share; plays >= 2; --plays) {
    bool fits = true;
    for (std::size_t s = 0; s + 1 < starts.size() && fits; ++s) {
      const auto slots = OccupiedSlots(m, starts[s], starts[s + 1]);
      // A group is played at most `share` times a round, and no pair plays
      // it twice: the session needs a round's tables / share groups, and
      // as many as a pair's rounds in the session.
      std::vector<int> rounds_played(static_cast<std::size_t>(m.contestants + 1), 0);
      int widest = 0;
      for (int r = starts[s]; r < starts[s + 1]; ++r) {
        int width = 0;
        for (int t = 0; t < m.tables; ++t) {
          const Cell& c = m.at(r, t);
          if (!c.occupied()) continue;
          ++width;
          ++rounds_played[static_cast<std::size_t>(c.ns[0])];
          ++rounds_played[static_cast<std::size_t>(c.ew[0])];
        }
        widest = std::max(widest, width);
      }
      const int cells = static_cast<int>(slots.size());
      const int most = *std::max_element(rounds_played.begin(), rounds_played.end());
      fits = cells % plays == 0 && cells / plays >= std::max((widest + share - 1) / share, most);
    }
    if (fits) counts.push_back(plays);
  }
  return counts;
}

Result<Movement> AssignSessionGroups(const Movement& m, const std::vector<int>& sessions, int plays, int share,
                                     std::uint64_t seed) {
  const std::vector<int> starts = SessionStarts(sessions);
  if (starts.back() != m.rounds) {
    return Error::Plain(fmt::format("the sessions have {} rounds, the movement {}", starts.back(), m.rounds));
  }
  std::vector<std::vector<Slot>> session_slots;
  int groups = 0;
  for (std::size_t s = 0; s + 1 < starts.size(); ++s) {
    session_slots.push_back(OccupiedSlots(m, starts[s], starts[s + 1]));
    const int cells = static_cast<int>(session_slots.back().size());
    if (plays < 1 || cells % plays != 0) {
      return Error::Plain(fmt::format("session {} has {} tables in play, not a multiple of {}", s + 1, cells, plays));
    }
    groups += cells / plays;
  }
  Movement out = m;
  out.groups = groups;
  Random rng(seed);
  int first_group = 0;
  for (std::size_t s = 0; s < session_slots.size(); ++s) {
    const std::vector<Slot>& slots = session_slots[s];
    const int count = static_cast<int>(slots.size()) / plays;
    // Dealt in turn, round by round: every group `plays` times, and distinct
    // within a round while a round has no more tables than the session groups.
    for (std::size_t i = 0; i < slots.size(); ++i) {
      out.at(slots[i].round, slots[i].table).group = first_group + static_cast<int>(i) % count;
    }
    if (!slots.empty() && !RepairSession(out, slots, share, rng)) {
      return Error::Failed(fmt::format("no pair-distinct board groups found for session {} ({} groups played {} times)",
                                       s + 1, count, plays));
    }
    first_group += count;
  }
  return out;
}

bool MakeStationary(Movement& m, int pair) {
  std::vector<int> plays(static_cast<std::size_t>(m.groups), 0);
  for (int r = 0; r < m.rounds; ++r) {
    int table = -1;
    for (int t = 0; t < m.tables; ++t) {
      if (m.at(r, t).occupied() && m.Plays(m.at(r, t), pair)) table = t;
    }
    if (table < 0) return false;
    std::swap(m.at(r, 0), m.at(r, table));
    if (++plays[static_cast<std::size_t>(m.at(r, 0).group)] > 1) return false;
  }
  for (int r = 0; r < m.rounds; ++r) {
    if (m.at(r, 0).ew[0] == pair) SwitchGroup(m, m.at(r, 0).group);
  }
  return true;
}

bool MatchFirstRound(Movement& m, const Movement& first, bool keep_vacancy, bool half_rounds) {
  if (first.contestants != m.contestants || first.individual || m.individual || first.tables > m.tables) return false;
  std::vector<int> ours, theirs;
  for (int t = 0; t < m.tables; ++t) {
    if (m.at(0, t).occupied()) ours.push_back(t);
  }
  for (int t = 0; t < first.tables; ++t) {
    if (first.at(0, t).occupied()) theirs.push_back(t);
  }
  if (ours.size() != theirs.size()) return false;
  if (keep_vacancy) {
    // The cell of our highest pair (the best to leave empty) goes where the
    // given round seats its highest pair, on the same side: switching the
    // whole group keeps the score matrix.
    const auto holding = [](const Movement& x, const std::vector<int>& tables) {
      for (std::size_t i = 0; i < tables.size(); ++i) {
        if (x.Plays(x.at(0, tables[i]), x.contestants)) return i;
      }
      return tables.size();
    };
    const std::size_t i = holding(m, ours), j = holding(first, theirs);
    if (i < ours.size() && j < theirs.size()) {
      std::swap(ours[i], ours[j]);
      if ((m.at(0, ours[j]).ns[0] == m.contestants) != (first.at(0, theirs[j]).ns[0] == first.contestants)) {
        SwitchGroup(m, m.at(0, ours[j]).group);
      }
    }
  }
  const auto P = static_cast<std::size_t>(m.contestants + 1);
  const auto G = static_cast<std::size_t>(m.groups);
  std::vector<int> pair_to(P, 0), group_to(G, -1);
  std::vector<char> pair_taken(P, 0), group_taken(G, 0);
  for (std::size_t i = 0; i < ours.size(); ++i) {
    const Cell& a = m.at(0, ours[i]);
    const Cell& b = first.at(0, theirs[i]);
    for (auto [from, onto] : {std::pair{a.ns[0], b.ns[0]}, std::pair{a.ew[0], b.ew[0]}}) {
      if (onto < 1 || onto > m.contestants || pair_taken[static_cast<std::size_t>(onto)] || pair_to[static_cast<std::size_t>(from)] != 0) {
        return false;
      }
      pair_to[static_cast<std::size_t>(from)] = onto;
      pair_taken[static_cast<std::size_t>(onto)] = 1;
    }
    if (b.group < 0 || static_cast<std::size_t>(b.group) >= G || group_taken[static_cast<std::size_t>(b.group)] ||
        group_to[static_cast<std::size_t>(a.group)] >= 0) {
      return false;
    }
    group_to[static_cast<std::size_t>(a.group)] = b.group;
    group_taken[static_cast<std::size_t>(b.group)] = 1;
  }
  // The pairs and groups not in round 1 take the numbers left, in order.
  std::size_t next_pair = 1, next_group = 0;
  for (std::size_t p = 1; p < P; ++p) {
    if (pair_to[p] != 0) continue;
    while (pair_taken[next_pair]) ++next_pair;
    pair_to[p] = static_cast<int>(next_pair);
    pair_taken[next_pair] = 1;
  }
  for (std::size_t g = 0; g < G; ++g) {
    if (group_to[g] >= 0) continue;
    while (group_taken[next_group]) ++next_group;
    group_to[g] = static_cast<int>(next_group);
    group_taken[next_group] = 1;
  }
  Movement out = m;
  for (Cell& c : out.cells) {
    if (!c.occupied()) continue;
    c.ns[0] = pair_to[static_cast<std::size_t>(c.ns[0])];
    c.ew[0] = pair_to[static_cast<std::size_t>(c.ew[0])];
    c.group = group_to[static_cast<std::size_t>(c.group)];
  }
  // Round 1's tables move (with half-rounds, both halves' tables).
  for (int r = 0; r < (half_rounds ? 2 : 1) && r < m.rounds; ++r) {
    for (int t = 0; t < m.tables; ++t) out.at(r, t) = Cell{};
    for (std::size_t i = 0; i < ours.size(); ++i) {
      Cell c = m.at(r, ours[i]);
      if (c.occupied()) {
        c.ns[0] = pair_to[static_cast<std::size_t>(c.ns[0])];
        c.ew[0] = pair_to[static_cast<std::size_t>(c.ew[0])];
        c.group = group_to[static_cast<std::size_t>(c.group)];
      }
      out.at(r, theirs[i]) = c;
    }
  }
  m = std::move(out);
  return true;
}

std::vector<std::string> CheckHalfRounds(const Movement& m) {
  std::vector<std::string> problems;
  if (m.rounds % 2 != 0) problems.push_back(fmt::format("{} half-rounds do not make whole rounds", m.rounds));
  for (int r = 0; r + 1 < m.rounds; r += 2) {
    for (int t = 0; t < m.tables; ++t) {
      const Cell& a = m.at(r, t);
      const Cell& b = m.at(r + 1, t);
      const bool same = a.occupied() == b.occupied() &&
                        std::minmax(a.ns[0], a.ew[0]) == std::minmax(b.ns[0], b.ew[0]);
      if (!same) {
        problems.push_back(fmt::format("round {} table {}: the second half-round has other opponents", r / 2 + 1, t + 1));
      }
    }
  }
  return problems;
}

std::vector<std::string> CheckSessions(const Movement& m, const std::vector<int>& sessions) {
  const std::vector<int> starts = SessionStarts(sessions);
  if (starts.back() != m.rounds) {
    return {fmt::format("the sessions have {} rounds, the movement {}", starts.back(), m.rounds)};
  }
  std::vector<int> session_of(static_cast<std::size_t>(m.groups), -1);
  std::vector<std::string> problems;
  for (std::size_t s = 0; s + 1 < starts.size(); ++s) {
    for (int r = starts[s]; r < starts[s + 1]; ++r) {
      for (int t = 0; t < m.tables; ++t) {
        const Cell& c = m.at(r, t);
        if (!c.occupied()) continue;
        int& owner = session_of[static_cast<std::size_t>(c.group)];
        if (owner < 0) owner = static_cast<int>(s);
        if (owner != static_cast<int>(s)) {
          problems.push_back(fmt::format("board group {} is played in sessions {} and {}", GroupLabel(m, c.group),
                                         owner + 1, s + 1));
        }
      }
    }
  }
  return problems;
}

std::vector<std::string> CheckStationary(const Movement& m, int pair) {
  std::vector<std::string> problems;
  for (int r = 0; r < m.rounds; ++r) {
    const Cell& c = m.at(r, 0);
    if (!c.occupied() || c.ns[0] != pair) {
      problems.push_back(fmt::format("round {}: pair {} is not North-South at table 1", r + 1, pair));
    }
  }
  return problems;
}

std::vector<std::string> CheckFirstRound(const Movement& m, const Movement& first) {
  for (int t = 0; t < m.tables; ++t) {
    const Cell given = t < first.tables ? first.at(0, t) : Cell{};
    if (m.at(0, t) != given) return {fmt::format("round 1 table {} is not as given", t + 1)};
  }
  return {};
}

bool PutBoardsAtTables(Movement& m) {
  if (CheckBoardsStay(m).empty()) return true;
  Movement out = Movement::Empty(m.contestants, m.groups, m.rounds, m.groups, m.individual);
  out.group_style = m.group_style;
  for (int r = 0; r < m.rounds; ++r) {
    for (int t = 0; t < m.tables; ++t) {
      const Cell& c = m.at(r, t);
      if (!c.occupied()) continue;
      Cell& at = out.at(r, c.group);
      if (at.occupied()) return false;
      at = c;
    }
  }
  m = std::move(out);
  return true;
}

std::vector<std::string> CheckBoardsStay(const Movement& m) {
  constexpr int kNone = -1, kMoving = -2;
  std::vector<int> kept(static_cast<std::size_t>(m.tables), kNone);  // the table's one group, or kMoving
  for (int t = 0; t < m.tables; ++t) {
    for (int r = 0; r < m.rounds; ++r) {
      const Cell& c = m.at(r, t);
      if (!c.occupied()) continue;
      int& k = kept[static_cast<std::size_t>(t)];
      k = k == kNone || k == c.group ? c.group : kMoving;
    }
  }
  std::vector<int> main_table(static_cast<std::size_t>(m.groups), -1);
  std::vector<std::string> problems;
  for (int t = 0; t < m.tables; ++t) {
    const int g = kept[static_cast<std::size_t>(t)];
    if (g < 0) continue;
    int& holder = main_table[static_cast<std::size_t>(g)];
    if (holder >= 0) {
      problems.push_back(fmt::format("tables {} and {} both keep board group {}", holder + 1, t + 1, GroupLabel(m, g)));
    }
    holder = t;
  }
  for (int t = 0; t < m.tables; ++t) {
    if (kept[static_cast<std::size_t>(t)] != kMoving) continue;
    // An appendix table: who sits there in every round it is in play?
    std::vector<int> stays;
    bool first = true;
    for (int r = 0; r < m.rounds; ++r) {
      const Cell& c = m.at(r, t);
      if (!c.occupied()) continue;
      if (main_table[static_cast<std::size_t>(c.group)] < 0) {
        problems.push_back(fmt::format("round {}: appendix table {} plays board group {}, which no table keeps", r + 1,
                                       t + 1, GroupLabel(m, c.group)));
      }
      std::vector<int> here = {c.ns[0], c.ew[0]};
      if (!first) {
        std::erase_if(stays, [&](int p) { return std::find(here.begin(), here.end(), p) == here.end(); });
      } else {
        stays = here;
      }
      first = false;
    }
    if (stays.empty()) problems.push_back(fmt::format("table {}: its boards move and no pair stays there", t + 1));
  }
  return problems;
}

std::vector<std::string> CheckStyle(const Movement& m, const StyleRequest& style) {
  const PlayabilityReport play = CheckPlayability(m, style.half_rounds ? 2 : 1);
  std::vector<std::string> problems = play.problems;
  const auto add = [&](std::vector<std::string> more) { problems.insert(problems.end(), more.begin(), more.end()); };
  if (style.half_rounds) add(CheckHalfRounds(m));
  if (!style.sessions.empty()) add(CheckSessions(m, MovementSessions(style)));
  if (style.stationary > 0) add(CheckStationary(m, style.stationary));
  if (style.first_round) add(CheckFirstRound(m, *style.first_round));
  if (style.boards_stay) add(CheckBoardsStay(m));
  // Boards that stay are shared only at appendix tables, one beside each main table.
  const int allowed = style.boards_stay ? std::max(style.share, 2) : style.share;
  if (const int most = play.most_tables_on_a_group; most > allowed) {
    problems.push_back(fmt::format("{} tables play one board group in a round (allowed: {})", most, allowed));
  }
  return problems;
}

std::vector<std::string> DescribeStyle(const StyleRequest& style) {
  std::vector<std::string> lines;
  if (style.half_rounds) {
    lines.push_back("two board groups per round: rounds 1-2 of this file are round 1, 3-4 round 2, ...; the same");
    lines.push_back("opponents at the same table, the arrows may switch at half time");
  }
  if (!style.sessions.empty()) {
    std::string text = "sessions, each with its own board groups: rounds";
    int first = 1;
    for (int rounds : MovementSessions(style)) {
      text += fmt::format(" {}-{}", first, first + rounds - 1);
      first += rounds;
    }
    lines.push_back(text + " of this file");
  }
  if (style.stationary > 0) {
    lines.push_back(fmt::format("pair {} stays North-South at table 1", style.stationary));
  }
  if (style.first_round) lines.push_back("round 1 as given (the starting position)");
  if (style.boards_stay) {
    lines.push_back("boards stay at their tables; a table whose group changes is an appendix table: one pair");
    lines.push_back("stays there and shares the boards of the table that keeps that group");
  }
  return lines;
}

Result<std::vector<Candidate>> DesignStyled(const BestRequest& request, const BestDesignSettings& settings,
                                            const StyleRequest& style) {
  if (!style.sessions.empty() && std::accumulate(style.sessions.begin(), style.sessions.end(), 0) != request.rounds) {
    return Error::Plain(fmt::format("--sessions {} has {} rounds, not --rounds {}", Join(style.sessions),
                                    std::accumulate(style.sessions.begin(), style.sessions.end(), 0), request.rounds));
  }
  if (style.stationary > request.pairs) {
    return Error::Plain(fmt::format("--stationary {}: there are {} pairs", style.stationary, request.pairs));
  }
  if (style.first_round) {
    const Movement& f = *style.first_round;
    if (f.individual || f.contestants != request.pairs) {
      return Error::Plain(fmt::format("--first-round: the movement is for {} {}, not {} pairs", f.contestants,
                                      f.individual ? "players" : "pairs", request.pairs));
    }
    if (style.stationary > 0 && (f.tables == 0 || f.at(0, 0).ns[0] != style.stationary)) {
      return Error::Plain(fmt::format("--first-round: the stationary pair {} must sit North-South at table 1",
                                      style.stationary));
    }
  }
  if (style.boards_stay && (style.half_rounds || !style.sessions.empty() || style.stationary > 0 || style.first_round)) {
    return Error::Plain("--stationary-boards keeps one group at each table: it does not combine with --half-rounds, "
                        "--sessions, --stationary or --first-round");
  }
  const auto start = std::chrono::steady_clock::now();
  // Sessions of whole rounds on every table: the movement search balances
  // the event with each session's own groups, from the regrouped candidates.
  const bool session_search =
      !style.sessions.empty() && !style.half_rounds && style.share == 1 && request.pairs % 2 == 0;
  // There every group is played equally often, at one table a round:
  // where no play count fits every session, nothing can keep the style.
  if (session_search && BoardsMove{0, style.sessions}.group_count(request.rounds, request.pairs / 2) == 0) {
    return Error::Failed(fmt::format(
        "no play count fits sessions {} on {} tables: every board group is played equally often, at most once a "
        "round, and no count from 2 to the lesser of the tables and the shortest session's rounds divides every "
        "session's table-rounds; --share 2 lets two tables play a group",
        Join(style.sessions), request.pairs / 2));
  }
  const bool regroup = style.half_rounds || !style.sessions.empty();
  BestDesignSettings base = settings;
  // Only regrouped candidates are polished again.
  const Tuning& tune = tuning();
  base.seconds = settings.seconds * (session_search ? tune.styles_session_base_share : regroup ? tune.styles_base_share : 1.0) *
                 (1 - tune.best_room_share);
  auto found = DesignBest(request, base);
  const HowellShape whole{request.pairs, 0};
  if (!style.sessions.empty() && request.rounds > whole.full_rounds()) {
    // Beyond one round robin: Howells one after another.
    std::vector<Candidate> more = found ? std::move(*found) : std::vector<Candidate>{};
    for (int i = 0; i < kSessionRoundRobins; ++i) {
      auto m = RoundRobinsInARow(request.pairs, request.rounds, settings.search.seed + static_cast<std::uint64_t>(i));
      if (!m) return m.error();
      more.push_back({StyledOrigin{fmt::format("round robins in a row (relabelled, seed {})", settings.search.seed + i)},
                      std::move(*m), {}});
    }
    found = std::move(more);
  }
  if (!found) return found.error();
  if (!style.sessions.empty() && !style.half_rounds && style.share >= 2) {
    // Where the sizes allow it, the perfect Howell split into sessions.
    const Budget budget = Budget::Seconds(settings.seconds).Slice(tune.styles_session_howell_share);
    if (auto m = SessionHowell(request.pairs, style.sessions, style.share, settings.search.seed, budget)) {
      found->push_back({StyledOrigin{"howell in sessions, groups by the characters of GF(2)^k"}, std::move(*m), {}});
    }
  }

  // Perfect by construction where the shape has them: twin Howells, paired
  // columns and quartets, played as they are written (neither split nor
  // regrouped).
  std::vector<Candidate> constructed;
  const auto constructing = std::chrono::steady_clock::now();
  if (!style.sessions.empty() && !style.half_rounds && PairedColumnsRefusal(request.pairs, style.sessions).empty()) {
    const Budget budget =
        Budget::Seconds(settings.seconds).Slice(tune.styles_paired_columns_share).WithStop(settings.search.stop);
    if (auto m = PairedColumnsHowell(request.pairs, style.sessions, settings.search.seed,
                                     tune.styles_paired_columns_steps, budget)) {
      constructed.push_back({StyledOrigin{"paired columns of a Hadamard matrix"}, std::move(*m), {}});
    }
  }
  // Quartets first; sextets too when the quartets leave a pair's absence
  // unbalanced (their Qf1 is then 0: h - 1 = 0 and no comparison is even).
  // Not where twin Howells fit: those play every board more often.
  const std::vector<GroupTables> grouped = style.sessions.empty() || style.half_rounds
                                               ? std::vector<GroupTables>{}
                                               : GroupTablesToTry(request.pairs, style.sessions);
  for (const GroupTables tables : grouped) {
    if (tables == GroupTables::kSextets && TwinLayoutFor(request, style)) break;
    const double share = tables == GroupTables::kQuartets ? tune.styles_quartets_share : tune.styles_sextets_share;
    const Budget budget = Budget::Seconds(settings.seconds).Slice(share).WithStop(settings.search.stop);
    auto m = GroupedHowell(request.pairs, style.sessions, tables, settings.search.seed, tune.styles_quartets_steps,
                           tune.styles_quartets_vacancy_steps, budget);
    if (!m) continue;
    const bool none_unbalanced = ScoreMovement(*m).vacancy.none_unbalanced;
    constructed.push_back({StyledOrigin{DescribeGroupedHowell(tables)}, std::move(*m), {}});
    if (none_unbalanced) break;
  }
  if (style.half_rounds && style.sessions.empty() && request.rounds == request.pairs - 1 &&
      HadamardHalfRoundsRefusal(request.pairs).empty()) {
    const Budget budget =
        Budget::Seconds(settings.seconds).Slice(tune.styles_hadamard_share).WithStop(settings.search.stop);
    if (auto m = HadamardHalfRounds(request.pairs, settings.search.seed, tune.styles_hadamard_steps, budget)) {
      constructed.push_back({StyledOrigin{"hadamard half-rounds"}, std::move(*m), {}});
    }
  }
  if (const std::optional<TwinLayout> layout = TwinLayoutFor(request, style)) {
    const Budget budget = Budget::Seconds(settings.seconds)
                              .Slice(tune.styles_twin_share)
                              .WithMoves(tune.styles_twin_steps)
                              .WithStop(settings.search.stop);
    if (auto twin = FindTwinHowell(request.pairs, *layout, budget, static_cast<int>(tune.styles_twin_candidates))) {
      constructed.push_back({StyledOrigin{DescribeTwinHowell(*twin)}, std::move(twin->movement), {}});
    }
  }

  // One round robin in half-rounds, or two sessions of one each: the perfect
  // candidates' meetings are chosen again at the end for a perfect vacancy.
  const std::optional<TwinLayout> vacancy_meetings = TwinLayoutFor(request, style);

  // The constructions' time comes out of the session search's share, not
  // out of the polish of its starts; without a session search, out of the
  // polish, so that -T holds.
  const double constructed_seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - constructing).count();
  AnnealOptions polish = settings.polish;
  if (settings.seconds > 0) {
    const double spent = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() -
                         (session_search ? constructed_seconds : 0.0);
    const double left = settings.seconds * ((session_search ? 1 - tune.styles_session_search_share : 1) -
                                            (vacancy_meetings ? tune.styles_vacancy_meetings_share : 0)) -
                        spent;
    // Every regrouped base and every construction is polished with this, and
    // the session search takes one share more.
    const std::size_t polishes = found->size() + constructed.size() + (session_search ? 1 : 0);
    polish.seconds = std::max(tune.styles_least_polish_seconds, left / static_cast<double>(std::max<std::size_t>(1, polishes)));
  }
  std::vector<Candidate> styled;
  std::vector<std::string> skipped;
  // The regrouped and balanced candidates, before they are renumbered: the
  // starts of the session search.
  std::vector<Movement> starts;
  const auto finish = [&](const std::string& base_name, std::string name, Movement m) {
    PutBestVacancyLast(m);
    if (style.boards_stay && !PutBoardsAtTables(m)) {
      skipped.push_back(base_name + ": two tables of a round play one board group");
      return;
    }
    if (style.stationary > 0) SeatStationaryNumber(m, style.stationary);
    if (style.stationary > 0 && !MakeStationary(m, style.stationary)) {
      skipped.push_back(fmt::format("{}: pair {} cannot stay at one table", base_name, style.stationary));
      return;
    }
    if (style.first_round && !MatchFirstRound(m, *style.first_round, style.stationary == 0, style.half_rounds)) {
      skipped.push_back(base_name + ": its first round cannot be renumbered into the given one");
      return;
    }
    if (const std::vector<std::string> problems = CheckStyle(m, style); !problems.empty()) {
      skipped.push_back(base_name + ": " + problems.front());
      return;
    }
    Candidate out{StyledOrigin{std::move(name)}, std::move(m), {}};
    out.report = ScoreMovement(out.movement);
    out.shared = CheckPlayability(out.movement, style.half_rounds ? 2 : 1).shared;
    styled.push_back(std::move(out));
  };
  for (Candidate& c : *found) {
    Movement m = std::move(c.movement);
    std::string name = c.name();
    if (style.half_rounds) {
      m = SplitHalfRounds(m);
      name = "half-rounds of " + name;
    }
    const std::vector<int> sessions =
        style.sessions.empty() ? std::vector<int>{m.rounds} : MovementSessions(style);
    const PlayabilityReport play = CheckPlayability(m, style.half_rounds ? 2 : 1);
    // A Scheveningen with appendix tables shares boards as it must.
    const bool too_shared = play.most_tables_on_a_group > style.share && !(style.boards_stay && CheckBoardsStay(m).empty());
    const bool kept = !style.sessions.empty() && CheckSessions(m, sessions).empty() &&
                      CheckStructure(m).suitable && play.ok() && !too_shared;
    if (!kept && (!style.sessions.empty() || too_shared)) {
      std::string how;
      auto regrouped = Regroup(m, sessions, style.share, settings.search.seed, how);
      if (!regrouped) {
        skipped.push_back(c.name() + ": " + regrouped.error().message);
        continue;
      }
      m = std::move(*regrouped);
      // What the base said of its groups no longer holds.
      name = name.substr(0, name.find(';'));
      name += style.sessions.empty() ? fmt::format("; {}", how)
                                     : fmt::format("; sessions {}, {}", Join(style.sessions), how);
    }
    if (regroup) {
      auto balanced = OptimiseArrows(m, polish);
      if (!balanced) return balanced.error();
      m = std::move(balanced->movement);
    }
    if (session_search) starts.push_back(m);
    finish(c.name(), std::move(name), std::move(m));
  }
  for (Candidate& c : constructed) {
    // The optimiser keeps Qf 100 and raises the vacancy quality.
    auto balanced = OptimiseArrows(c.movement, polish);
    if (!balanced) return balanced.error();
    finish(c.name(), c.name(), std::move(balanced->movement));
  }
  if (session_search) {
    // Where the quartets cannot be built (rounds that are not whole round
    // robins, sessions whose tables do not pair off), their layout is
    // searched too: every group at two tables (h = 1) can balance such an
    // event better than more plays a group. It stops early at Qf 100 and
    // leaves the rest of its share to the search with the most plays.
    const int tables = request.pairs / 2, paired_groups = request.rounds * tables / kPairedTables;
    const DesignShape paired_shape{request.pairs, request.rounds, BoardsMove{paired_groups, style.sessions}};
    if (!GroupedHowellRefusal(request.pairs, style.sessions, GroupTables::kQuartets).empty() &&
        CheckDesignShape(paired_shape).ok() &&
        BoardsMove{0, style.sessions}.group_count(request.rounds, tables) < paired_groups) {
      auto paired = SearchSessions(request, settings, style.sessions, kPairedTables, {}, tune.styles_paired_tables_share,
                                   start, polish);
      if (paired) finish("the session search at two tables", paired->name(), std::move(paired->movement));
      else skipped.push_back("the session search at two tables: " + paired.error().message);
    }
    auto searched = SearchSessions(request, settings, style.sessions, 0, std::move(starts), 1.0, start, polish);
    if (searched) finish("the session search", searched->name(), std::move(searched->movement));
    else skipped.push_back("the session search: " + searched.error().message);
  }
  if (vacancy_meetings) {
    const Budget budget =
        Budget::Seconds(settings.seconds).Slice(tune.styles_vacancy_meetings_share).WithStop(settings.search.stop);
    if (auto chosen = ChooseMeetingsForAVacancy(styled, *vacancy_meetings, settings.search.seed, budget)) {
      finish(chosen->first, chosen->first, std::move(chosen->second));
    }
  }
  if (styled.empty()) {
    if (settings.search.stop != nullptr && settings.search.stop->load()) return Error::Interrupted();
    std::string why = fmt::format("no candidate for {} pairs in {} rounds keeps the style", request.pairs, request.rounds);
    for (const std::string& s : skipped) why += "; " + s;
    return Error::Failed(why);
  }
  // Boards that stay keep their tables; the other styles pin what they
  // placed (the stationary pair, the given first round, half-rounds kept
  // together at one table).
  RoomPins pins;
  if (style.stationary > 0) pins.contestants.push_back(style.stationary);
  pins.linked_rounds = style.half_rounds ? 2 : 1;
  pins.fixed_rounds = style.first_round ? pins.linked_rounds : 0;
  if (!style.boards_stay) {
    ArrangeForTheRoom(styled, pins, settings.search.seed, Budget::Rest(settings.seconds, start));
  }
  for (Candidate& c : styled) {
    c.walking = ComputeWalking(c.movement);
    c.walking_cost = ScoreWalking(c.movement);
  }
  std::stable_sort(styled.begin(), styled.end(), [&](const Candidate& a, const Candidate& b) {
    return RanksBefore(a, b, request.walk, /*count_shared=*/false);
  });
  return styled;
}

}  // namespace movebal
