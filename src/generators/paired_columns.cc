#include "generators/paired_columns.h"

#include <fmt/format.h>

#include <cstddef>
#include <algorithm>
#include <numeric>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "generators/howell.h"
#include "movement/playability.h"
#include "movement/structure_check.h"
#include "scoring/balance.h"
#include "search/exact_cover.h"
#include "search/random.h"

namespace movebal {
namespace {

// The steps of the exact cover spent on one pairing of the columns before
// the next is tried: restarts beat a long search that went wrong early.
constexpr std::int64_t kStepsPerPairing = 200'000;
// What a pairing counts at least: building its covers takes about as long
// as that many steps, and a cover may fail without a step.
constexpr std::int64_t kLeastStepsPerPairing = 10'000;

// Placements compared for their vacancy quality (Qf1av), the best kept:
// placements differ in it, and the optimiser did not raise it keeping
// Qf 100 (docs/benchmarks.md).
constexpr int kPlacementsCompared = 20;

// A session's rounds beyond the n tables of each of its groups. With none
// every group plays every round; with one, each misses one round: no such
// session was ever placed in the tries (docs/benchmarks.md), with two or
// more every size tried up to 20 pairs was.
constexpr int kSpareRounds = 2;

// The most pairs: a group's meetings are chosen among (pairs / 4)! rows, and
// 24 pairs in sessions of 11 and 12 took 40 s where 20 take a moment.
constexpr int kMaxPairs = 20;

// One board group: the pairs on each side.
struct Group {
  std::vector<int> north, east;
  int session = 0;
};

// The rows x_a of a Hadamard matrix of order m + 1 less its constant
// column, from a cyclic Hadamard sequence f of length m: x_a[g] = f(g - a)
// for a < m, and the constant -(sum of f) for pair m, so that any two rows
// have inner product -1 (as in PerfectHowell).
std::vector<std::vector<int>> HadamardRows(const std::vector<int>& f) {
  const int m = static_cast<int>(f.size());
  const int last = -std::accumulate(f.begin(), f.end(), 0);
  std::vector<std::vector<int>> rows(static_cast<std::size_t>(m) + 1, std::vector<int>(f.size(), last));
  for (int a = 0; a < m; ++a) {
    for (int g = 0; g < m; ++g) rows[a][g] = f[static_cast<std::size_t>(((g - a) % m + m) % m)];
  }
  return rows;
}

// The groups of the couples of columns, dealt to the sessions in order, as
// many couples to a session as it has rounds.
std::vector<Group> PairColumns(const std::vector<std::vector<int>>& x, const std::vector<std::pair<int, int>>& couples,
                               const std::vector<int>& sessions) {
  std::vector<Group> groups;
  auto couple = couples.begin();
  for (std::size_t s = 0; s < sessions.size(); ++s) {
    for (int i = 0; i < sessions[s]; ++i, ++couple) {
      const auto [u, v] = *couple;
      Group agree{{}, {}, static_cast<int>(s)}, differ = agree;
      for (int a = 0; a < static_cast<int>(x.size()); ++a) {
        Group& g = x[a][u] == x[a][v] ? agree : differ;
        (x[a][u] > 0 ? g.north : g.east).push_back(a);
      }
      groups.push_back(std::move(agree));
      groups.push_back(std::move(differ));
    }
  }
  return groups;
}

// A meeting: the pairs of one table, and the group they play.
struct Meeting {
  int group, north, east;
};

// Chooses the meetings: for every group, which East-West pair each of its
// North-South pairs meets, so that every two pairs meet once. Columns: the
// groups, and the two pairs of each meeting (lo < hi, row by row). The
// steps taken are subtracted from `steps`.
std::optional<std::vector<Meeting>> ChooseMeetings(const std::vector<Group>& groups, int pairs, Random& random,
                                                   std::int64_t& steps) {
  const int G = static_cast<int>(groups.size());
  ExactCover cover(G + pairs * (pairs - 1) / 2);
  std::vector<std::vector<Meeting>> rows;
  for (int g = 0; g < G; ++g) {
    const Group& group = groups[static_cast<std::size_t>(g)];
    std::vector<int> east = group.east;
    std::sort(east.begin(), east.end());
    do {
      std::vector<Meeting> row;
      for (std::size_t i = 0; i < east.size(); ++i) row.push_back({g, group.north[i], east[i]});
      rows.push_back(std::move(row));
    } while (std::next_permutation(east.begin(), east.end()));
  }
  random.Shuffle(rows.begin(), rows.end());
  for (const std::vector<Meeting>& row : rows) {
    std::vector<int> columns{row.front().group};
    for (const Meeting& meeting : row) {
      const int lo = std::min(meeting.north, meeting.east), hi = std::max(meeting.north, meeting.east);
      columns.push_back(G + lo * (2 * pairs - lo - 1) / 2 + hi - lo - 1);
    }
    cover.AddRow(columns);
  }
  const bool found = cover.Solve(steps);
  steps -= cover.steps_taken();
  if (!found) return std::nullopt;
  std::vector<Meeting> meetings;
  for (const int i : cover.solution()) {
    for (const Meeting& meeting : rows[static_cast<std::size_t>(i)]) meetings.push_back(meeting);
  }
  return meetings;
}

// Gives each meeting of a session a round of the session (`first` and the
// `rounds` after it) and a table: every pair once a round, every group at
// most once a round (a secondary column). Spends from `steps`, as
// ChooseMeetings does.
bool PlaceSession(const std::vector<Meeting>& meetings, int first, int rounds, int pairs, int groups, Random& random,
                  std::int64_t& steps, Movement& m) {
  const int M = static_cast<int>(meetings.size());
  ExactCover cover(M + rounds * pairs, rounds * groups);
  struct Row {
    int meeting, round;
  };
  std::vector<Row> rows;
  for (int i = 0; i < M; ++i) {
    for (int r = 0; r < rounds; ++r) rows.push_back({i, r});
  }
  random.Shuffle(rows.begin(), rows.end());
  for (const Row& row : rows) {
    const Meeting& meeting = meetings[static_cast<std::size_t>(row.meeting)];
    cover.AddRow({row.meeting, M + row.round * pairs + meeting.north, M + row.round * pairs + meeting.east,
                  M + rounds * pairs + row.round * groups + meeting.group});
  }
  const bool found = cover.Solve(steps);
  steps -= cover.steps_taken();
  if (!found) return false;
  std::vector<int> tables_used(static_cast<std::size_t>(rounds), 0);
  for (const int i : cover.solution()) {
    const Row& row = rows[static_cast<std::size_t>(i)];
    const Meeting& meeting = meetings[static_cast<std::size_t>(row.meeting)];
    Cell& cell = m.at(first + row.round, tables_used[static_cast<std::size_t>(row.round)]++);
    cell.ns[0] = meeting.north + 1;
    cell.ew[0] = meeting.east + 1;
    cell.group = meeting.group;
  }
  return true;
}

// The movement of the groups: the meetings, then each session's rounds;
// `steps` is the budget, less what was spent on return.
std::optional<Movement> Place(const std::vector<Group>& groups, const std::vector<int>& sessions, int pairs,
                              Random& random, std::int64_t& steps) {
  const auto meetings = ChooseMeetings(groups, pairs, random, steps);
  if (!meetings) return std::nullopt;
  const int G = static_cast<int>(groups.size());
  Movement m = Movement::Empty(pairs, pairs / 2, pairs - 1, G);
  int first = 0;
  for (std::size_t s = 0; s < sessions.size(); ++s) {
    std::vector<Meeting> session;
    for (const Meeting& meeting : *meetings) {
      if (groups[static_cast<std::size_t>(meeting.group)].session == static_cast<int>(s)) session.push_back(meeting);
    }
    if (!PlaceSession(session, first, sessions[s], pairs, G, random, steps, m)) return std::nullopt;
    first += sessions[s];
  }
  return m;
}

}  // namespace

std::string PairedColumnsRefusal(int pairs, const std::vector<int>& sessions) {
  if (pairs < 4 || pairs % 4 != 0 || pairs > kMaxPairs) {
    return fmt::format("paired columns need a multiple of 4 pairs up to {}, not {}", kMaxPairs, pairs);
  }
  if (std::accumulate(sessions.begin(), sessions.end(), 0) != pairs - 1) {
    return fmt::format("paired columns play all {} rounds of the Howell", pairs - 1);
  }
  for (const int s : sessions) {
    if (s < pairs / 4 + kSpareRounds) {
      return fmt::format("paired columns need sessions of at least {} rounds for {} pairs", pairs / 4 + kSpareRounds,
                         pairs);
    }
  }
  if (HadamardSequences(pairs - 1).empty()) {
    return fmt::format("no cyclic Hadamard sequence of length {} is known here", pairs - 1);
  }
  return {};
}

Result<Movement> PairedColumnsHowell(int pairs, const std::vector<int>& sessions, std::uint64_t seed,
                                     std::int64_t steps) {
  if (std::string why = PairedColumnsRefusal(pairs, sessions); !why.empty()) return Error::Plain(why);
  const int m = pairs - 1;
  const auto x = HadamardRows(HadamardSequences(m).front());
  Random random(seed);
  std::optional<Movement> best;
  double best_vacancy = -1;
  int placed_count = 0;
  std::int64_t left = steps;
  for (int attempt = 0; left > 0 && placed_count < kPlacementsCompared; ++attempt) {
    std::vector<std::pair<int, int>> couples;
    if (attempt % 2 == 0) {
      // One cycle through the columns (m is odd: c -> c + d visits them
      // all when d is prime to m, else several cycles).
      const int d = 1 + random.Below(m - 1);
      for (int c = 0; c < m; ++c) couples.push_back({c, (c + d) % m});
    } else {
      // Any permutation without a fixed point: every column in two couples.
      std::vector<int> next(static_cast<std::size_t>(m));
      std::iota(next.begin(), next.end(), 0);
      while (true) {
        random.Shuffle(next.begin(), next.end());
        bool fixed = false;
        for (int c = 0; c < m; ++c) fixed = fixed || next[static_cast<std::size_t>(c)] == c;
        if (!fixed) break;
      }
      for (int c = 0; c < m; ++c) couples.push_back({c, next[static_cast<std::size_t>(c)]});
    }
    random.Shuffle(couples.begin(), couples.end());
    std::int64_t budget = std::min(left, kStepsPerPairing);
    std::optional<Movement> placed = Place(PairColumns(x, couples, sessions), sessions, pairs, random, budget);
    left -= std::max(std::min(left, kStepsPerPairing) - budget, kLeastStepsPerPairing);
    if (!placed) continue;
    const BalanceReport report = ScoreMovement(*placed);
    if (!CheckStructure(*placed).suitable || !CheckPlayability(*placed).ok() ||
        PerfectionOf(report) == Perfection::kNone) {
      return Error::Failed("paired columns: the built movement breaks a rule");
    }
    ++placed_count;
    if (report.vacancy.Qf1av > best_vacancy) {
      best_vacancy = report.vacancy.Qf1av;
      best = std::move(placed);
    }
  }
  if (best) return std::move(*best);
  return Error::Failed(fmt::format("paired columns: no placement for {} pairs in sessions found in {} steps",
                                   pairs, steps));
}

}  // namespace movebal
