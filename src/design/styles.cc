#include "design/styles.h"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>
#include <optional>
#include <string>
#include <utility>

#include "design_search/movement_search.h"
#include "design/vacancy_meetings.h"
#include "pair_movements/hadamard_half_rounds.h"
#include "pair_movements/howell.h"
#include "pair_movements/paired_columns.h"
#include "pair_movements/quartets.h"
#include "pair_movements/session_howells.h"
#include "pair_movements/twin_howell.h"
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
// of `settings.seconds()` after the polish of its result: the polished design,
// named, or why there is none.
Result<Candidate> SearchSessions(const BestRequest& request, const BestDesignSettings& settings,
                                 const std::vector<int>& sessions, int plays, std::vector<Movement> starts,
                                 double share, const Budget& whole, double polish_seconds) {
  const int groups = plays > 0 ? request.rounds * (request.pairs / 2) / plays : 0;
  const DesignShape shape{request.pairs, request.rounds, BoardsMove{groups, sessions}};
  if (auto checked = CheckDesignShape(shape); !checked) return checked.error();
  // Starts of another size (more tables than the pairs need, other groups)
  // do not fit; the best balanced go first (one chain a start).
  std::vector<std::pair<BalanceReport, Movement>> fitting;
  for (Movement& m : starts) {
    if (FitsDesignShape(shape, m)) fitting.emplace_back(ScoreMovement(m), std::move(m));
  }
  std::stable_sort(fitting.begin(), fitting.end(),
                   [](const auto& a, const auto& b) { return BetterBalance(a.first, b.first); });
  double seconds = 0;
  if (settings.seconds() > 0) {
    // The room layout's share of -T stays for after the search.
    const double spent = whole.SecondsSpent();
    const double end = settings.seconds() * (1 - tuning().best_room_share);
    seconds = std::max(tuning().styles_least_polish_seconds, (end - spent - polish_seconds) * share);
  }
  DesignOptions search = settings.Search(seconds);
  for (auto& [report, m] : fitting) search.starts.push_back(std::move(m));
  auto found = SearchMovement(shape, search);
  if (!found) return found.error();
  auto balanced = OptimiseArrows(found->movement, settings.Polish(polish_seconds));
  if (!balanced) return balanced.error();
  return Candidate{StyledOrigin{fmt::format("searched over the sessions {}{}{} ({} moves{})", Join(sessions),
                                            plays == kPairedTables ? ", each group at two tables" : "",
                                            found->start < 0 ? std::string() : " from a regrouped candidate",
                                            found->moves, found->optimal ? ", optimal" : "")},
                   std::move(balanced->movement), {}};
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

namespace {

// The checks of a style request against the size, before any work.
Status CheckStyleRequest(const BestRequest& request, const StyleRequest& style) {
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
  return Ok();
}

// What the stages of DesignStyled share: the request, the one budget of
// -T, the candidates as they pass from stage to stage, and why some fell out.
struct StyledRun {
  StyledRun(const BestRequest& r, const BestDesignSettings& s, const StyleRequest& st)
      : request(r),
        settings(s),
        style(st),
        whole(s.run.budget),
        // Sessions of whole rounds on every table: the movement search
        // balances the event with each session's own groups, from the
        // regrouped candidates.
        session_search(!st.sessions.empty() && !st.half_rounds && st.share == 1 && r.pairs % 2 == 0),
        regroup(st.half_rounds || !st.sessions.empty()),
        // One round robin in half-rounds, or two sessions of one each: the
        // perfect candidates' meetings are chosen again at the end for a
        // perfect vacancy.
        vacancy_meetings(TwinLayoutFor(r, st)) {}

  // `share` of -T from now, with the stop flag.
  Budget Part(double share) const { return Budget::Seconds(settings.seconds() * share).WithStop(whole.stop()); }

  const BestRequest& request;
  const BestDesignSettings& settings;
  const StyleRequest& style;
  const Budget whole;
  const bool session_search, regroup;
  const std::optional<TwinLayout> vacancy_meetings;
  double polish_seconds = 0;        // each regrouped base's and construction's; 0: the move limit alone
  std::vector<Candidate> bases;     // to be split, regrouped and polished into the style
  std::vector<Candidate> constructed;  // perfect by construction, played as written
  double constructed_seconds = 0;   // the constructions' time
  std::vector<Movement> starts;     // the regrouped bases: starts of the session search
  std::vector<Candidate> styled;    // finished: in the style, checked
  std::vector<std::string> skipped;
};

// The candidates of DesignBest for the rounds, in less of the time when
// they are regrouped; beyond one round robin, Howells one after another;
// with shared tables, the perfect Howell split into sessions where the
// sizes allow it.
Status CollectBases(StyledRun& run) {
  const Tuning& tune = tuning();
  const BestRequest& request = run.request;
  const StyleRequest& style = run.style;
  BestDesignSettings base = run.settings.For(
      run.settings.seconds() *
      (run.session_search ? tune.styles_session_base_share : run.regroup ? tune.styles_base_share : 1.0) *
      (1 - tune.best_room_share));
  // The styled candidates are laid out for the room at the end; only boards
  // that stay keep the tables their base had.
  base.room = style.boards_stay;
  auto found = DesignBest(request, base);
  const std::uint64_t seed = run.settings.run.seed;
  if (!style.sessions.empty() && request.rounds > HowellShape{request.pairs, 0}.full_rounds()) {
    std::vector<Candidate> more = found ? std::move(*found) : std::vector<Candidate>{};
    for (int i = 0; i < kSessionRoundRobins; ++i) {
      auto m = RoundRobinsInARow(request.pairs, request.rounds, seed + static_cast<std::uint64_t>(i));
      if (!m) return m.error();
      more.push_back({StyledOrigin{fmt::format("round robins in a row (relabelled, seed {})", seed + i)}, std::move(*m), {}});
    }
    found = std::move(more);
  }
  if (!found) return found.error();
  run.bases = std::move(*found);
  if (!style.sessions.empty() && !style.half_rounds && style.share >= 2) {
    if (auto m = SessionHowell(request.pairs, style.sessions, style.share, seed, run.Part(tune.styles_session_howell_share))) {
      run.bases.push_back({StyledOrigin{"howell in sessions, groups by the characters of GF(2)^k"}, std::move(*m), {}});
    }
  }
  return Ok();
}

void AddConstructed(StyledRun& run, std::string description, Result<Movement> m) {
  if (m) run.constructed.push_back({StyledOrigin{std::move(description)}, std::move(*m), {}});
}

void BuildPairedColumns(StyledRun& run) {
  const Tuning& tune = tuning();
  AddConstructed(run, "paired columns of a Hadamard matrix",
                 PairedColumnsHowell(run.request.pairs, run.style.sessions, run.settings.run.seed,
                                     tune.styles_paired_columns_steps, run.Part(tune.styles_paired_columns_share)));
}

// Quartets first; sextets too when the quartets leave a pair's absence
// unbalanced (their Qf1 is then 0: h - 1 = 0 and no comparison is even).
// Not where twin Howells fit: those play every board more often.
void BuildGrouped(StyledRun& run) {
  const Tuning& tune = tuning();
  for (const GroupTables tables : GroupTablesToTry(run.request.pairs, run.style.sessions)) {
    if (tables == GroupTables::kSextets && run.vacancy_meetings) break;
    const double share = tables == GroupTables::kQuartets ? tune.styles_quartets_share : tune.styles_sextets_share;
    auto m = GroupedHowell(run.request.pairs, run.style.sessions, tables, run.settings.run.seed,
                           tune.styles_quartets_steps, tune.styles_quartets_vacancy_steps, run.Part(share));
    if (!m) continue;
    const bool none_unbalanced = ScoreMovement(*m).vacancy.none_unbalanced;
    AddConstructed(run, DescribeGroupedHowell(tables), std::move(m));
    if (none_unbalanced) break;
  }
}

void BuildHadamardHalfRounds(StyledRun& run) {
  const Tuning& tune = tuning();
  AddConstructed(run, "hadamard half-rounds",
                 HadamardHalfRounds(run.request.pairs, run.settings.run.seed, tune.styles_hadamard_steps,
                                    run.Part(tune.styles_hadamard_share)));
}

void BuildTwinHowell(StyledRun& run) {
  const Tuning& tune = tuning();
  const Budget budget = run.Part(tune.styles_twin_share).WithMoves(tune.styles_twin_steps);
  if (auto twin = FindTwinHowell(run.request.pairs, *run.vacancy_meetings, budget,
                                 static_cast<int>(tune.styles_twin_candidates))) {
    run.constructed.push_back({StyledOrigin{DescribeTwinHowell(*twin)}, std::move(twin->movement), {}});
  }
}

bool SessionsOfWholeRounds(const StyledRun& run) { return !run.style.sessions.empty() && !run.style.half_rounds; }

// A construction of a perfect movement in a style: where it applies, and
// how it builds (adding to run.constructed, within its share of -T). They
// run in this order.
struct StyledConstruction {
  bool (*applies)(const StyledRun& run);
  void (*build)(StyledRun& run);
};
constexpr StyledConstruction kStyledConstructions[] = {
    {[](const StyledRun& run) {
       return SessionsOfWholeRounds(run) && PairedColumnsRefusal(run.request.pairs, run.style.sessions).empty();
     },
     &BuildPairedColumns},
    {&SessionsOfWholeRounds, &BuildGrouped},
    {[](const StyledRun& run) {
       return run.style.half_rounds && run.style.sessions.empty() && run.request.rounds == run.request.pairs - 1 &&
              HadamardHalfRoundsRefusal(run.request.pairs).empty();
     },
     &BuildHadamardHalfRounds},
    {[](const StyledRun& run) { return run.vacancy_meetings.has_value(); }, &BuildTwinHowell},
};

// The polish of every regrouped base and construction: an equal part of
// what -T leaves. The constructions' time comes out of the session
// search's share, not out of the polish of its starts; without a session
// search, out of the polish, so that -T holds.
void SharePolishTime(StyledRun& run) {
  if (run.settings.seconds() <= 0) return;
  const Tuning& tune = tuning();
  const double spent = run.whole.SecondsSpent() - (run.session_search ? run.constructed_seconds : 0.0);
  const double left = run.settings.seconds() * ((run.session_search ? 1 - tune.styles_session_search_share : 1) -
                                              (run.vacancy_meetings ? tune.styles_vacancy_meetings_share : 0)) -
                      spent;
  // The session search takes one share more.
  const std::size_t polishes = run.bases.size() + run.constructed.size() + (run.session_search ? 1 : 0);
  run.polish_seconds =
      std::max(tune.styles_least_polish_seconds, left / static_cast<double>(std::max<std::size_t>(1, polishes)));
}

// Puts `m` into the style (the best vacancy last, boards at their tables,
// the stationary pair, the given first round), checks it and keeps it;
// else says why under `base_name`.
void Finish(StyledRun& run, const std::string& base_name, std::string name, Movement m) {
  const StyleRequest& style = run.style;
  PutBestVacancyLast(m);
  if (style.boards_stay && !PutBoardsAtTables(m)) {
    run.skipped.push_back(base_name + ": two tables of a round play one board group");
    return;
  }
  if (style.stationary > 0) SeatStationaryNumber(m, style.stationary);
  if (style.stationary > 0 && !MakeStationary(m, style.stationary)) {
    run.skipped.push_back(fmt::format("{}: pair {} cannot stay at one table", base_name, style.stationary));
    return;
  }
  if (style.first_round && !MatchFirstRound(m, *style.first_round, style.stationary == 0, style.half_rounds)) {
    run.skipped.push_back(base_name + ": its first round cannot be renumbered into the given one");
    return;
  }
  if (const std::vector<std::string> problems = CheckStyle(m, style); !problems.empty()) {
    run.skipped.push_back(base_name + ": " + problems.front());
    return;
  }
  Candidate out{StyledOrigin{std::move(name)}, std::move(m), {}};
  out.report = ScoreMovement(out.movement);
  out.shared = CheckPlayability(out.movement, style.half_rounds ? 2 : 1).shared;
  run.styled.push_back(std::move(out));
}

// Each base split into half-rounds, regrouped into the sessions or the
// shared tables where it does not keep them, polished again, and finished.
Status StyleBases(StyledRun& run) {
  const StyleRequest& style = run.style;
  for (Candidate& c : run.bases) {
    Movement m = std::move(c.movement);
    const std::string half = style.half_rounds ? "half-rounds of " : "";
    if (style.half_rounds) m = SplitHalfRounds(m);
    std::string name = half + c.name();
    const std::vector<int> sessions = style.sessions.empty() ? std::vector<int>{m.rounds} : MovementSessions(style);
    const PlayabilityReport play = CheckPlayability(m, style.half_rounds ? 2 : 1);
    // A Scheveningen with appendix tables shares boards as it must.
    const bool too_shared =
        play.most_tables_on_a_group > style.share && !(style.boards_stay && CheckBoardsStay(m).empty());
    const bool kept = !style.sessions.empty() && CheckSessions(m, sessions).empty() && CheckStructure(m).suitable &&
                      play.ok() && !too_shared;
    if (!kept && (!style.sessions.empty() || too_shared)) {
      std::string how;
      auto regrouped = Regroup(m, sessions, style.share, run.settings.run.seed, how);
      if (!regrouped) {
        run.skipped.push_back(c.name() + ": " + regrouped.error().message);
        continue;
      }
      m = std::move(*regrouped);
      name = half + c.name(/*groups=*/false) +
             (style.sessions.empty() ? fmt::format("; {}", how) : fmt::format("; sessions {}, {}", Join(style.sessions), how));
    }
    if (run.regroup) {
      auto balanced = OptimiseArrows(m, run.settings.Polish(run.polish_seconds));
      if (!balanced) return balanced.error();
      m = std::move(balanced->movement);
    }
    if (run.session_search) run.starts.push_back(m);
    Finish(run, c.name(), std::move(name), std::move(m));
  }
  // The optimiser keeps a construction's Qf 100 and raises its vacancy quality.
  for (Candidate& c : run.constructed) {
    auto balanced = OptimiseArrows(c.movement, run.settings.Polish(run.polish_seconds));
    if (!balanced) return balanced.error();
    Finish(run, c.name(), c.name(), std::move(balanced->movement));
  }
  return Ok();
}

// Where the quartets cannot be built (rounds that are not whole round
// robins, sessions whose tables do not pair off), their layout is searched
// too: every group at two tables (h = 1) can balance such an event better
// than more plays a group. It stops early at Qf 100 and leaves the rest of
// its share to the search with the most plays.
void SearchTheSessions(StyledRun& run) {
  const BestRequest& request = run.request;
  const std::vector<int>& sessions = run.style.sessions;
  const int tables = request.pairs / 2, paired_groups = request.rounds * tables / kPairedTables;
  const DesignShape paired_shape{request.pairs, request.rounds, BoardsMove{paired_groups, sessions}};
  if (!GroupedHowellRefusal(request.pairs, sessions, GroupTables::kQuartets).empty() &&
      CheckDesignShape(paired_shape).ok() && BoardsMove{0, sessions}.group_count(request.rounds, tables) < paired_groups) {
    auto paired = SearchSessions(request, run.settings, sessions, kPairedTables, {},
                                 tuning().styles_paired_tables_share, run.whole, run.polish_seconds);
    if (paired) Finish(run, "the session search at two tables", paired->name(), std::move(paired->movement));
    else run.skipped.push_back("the session search at two tables: " + paired.error().message);
  }
  auto searched = SearchSessions(request, run.settings, sessions, 0, std::move(run.starts), 1.0, run.whole, run.polish_seconds);
  if (searched) Finish(run, "the session search", searched->name(), std::move(searched->movement));
  else run.skipped.push_back("the session search: " + searched.error().message);
}

// The finished candidates laid out for the room (boards that stay keep
// their tables; the other styles pin what they placed: the stationary pair,
// the given first round, half-rounds kept together at one table), their
// walking measured, ranked.
void ArrangeAndRank(StyledRun& run) {
  const StyleRequest& style = run.style;
  RoomPins pins;
  if (style.stationary > 0) pins.contestants.push_back(style.stationary);
  pins.linked_rounds = style.half_rounds ? 2 : 1;
  pins.fixed_rounds = style.first_round ? pins.linked_rounds : 0;
  if (!style.boards_stay) ArrangeForTheRoom(run.styled, pins, run.settings.run.seed, run.whole);
  for (Candidate& c : run.styled) {
    c.walking = ComputeWalking(c.movement);
    c.walking_cost = ScoreWalking(c.movement);
  }
  // A style is asked for its balance (a perfect one where it exists): the
  // pair walk decides only between equals here.
  std::stable_sort(run.styled.begin(), run.styled.end(), [&](const Candidate& a, const Candidate& b) {
    return RanksBefore(a, b, run.request.walk, /*count_shared=*/false);
  });
}

}  // namespace

Result<std::vector<Candidate>> DesignStyled(const BestRequest& request, const BestDesignSettings& settings,
                                            const StyleRequest& style) {
  if (Status ok = CheckStyleRequest(request, style); !ok) return ok.error();
  StyledRun run(request, settings, style);
  // There every group is played equally often, at one table a round: where
  // no play count fits every session, nothing can keep the style.
  if (run.session_search && BoardsMove{0, style.sessions}.group_count(request.rounds, request.pairs / 2) == 0) {
    return Error::Failed(fmt::format(
        "no play count fits sessions {} on {} tables: every board group is played equally often, at most once a "
        "round, and no count from 2 to the lesser of the tables and the shortest session's rounds divides every "
        "session's table-rounds; --copies 2 lets two tables play a group",
        Join(style.sessions), request.pairs / 2));
  }
  if (Status ok = CollectBases(run); !ok) return ok.error();
  const double constructing = run.whole.SecondsSpent();
  for (const StyledConstruction& construction : kStyledConstructions) {
    if (construction.applies(run)) construction.build(run);
  }
  run.constructed_seconds = run.whole.SecondsSpent() - constructing;
  SharePolishTime(run);
  if (Status ok = StyleBases(run); !ok) return ok.error();
  if (run.session_search) SearchTheSessions(run);
  if (run.vacancy_meetings) {
    const Budget budget = run.Part(tuning().styles_vacancy_meetings_share);
    if (auto chosen = ChooseMeetingsForAVacancy(run.styled, *run.vacancy_meetings, settings.run.seed, budget)) {
      Finish(run, chosen->first, chosen->first, std::move(chosen->second));
    }
  }
  if (run.styled.empty()) {
    if (run.whole.Stopped()) return Error::Interrupted();
    std::string why = fmt::format("no candidate for {} pairs in {} rounds keeps the style", request.pairs, request.rounds);
    // A few reasons say why; the rest of a long list are the same for other starters.
    constexpr std::size_t kReasons = 2;
    for (std::size_t i = 0; i < std::min(run.skipped.size(), kReasons); ++i) why += "; " + run.skipped[i];
    if (run.skipped.size() > kReasons) why += fmt::format("; and {} more", run.skipped.size() - kReasons);
    return Error::Failed(why);
  }
  ArrangeAndRank(run);
  return std::move(run.styled);
}

}  // namespace movebal
