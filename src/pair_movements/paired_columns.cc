#include "pair_movements/paired_columns.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cstddef>
#include <numeric>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "pair_movements/howell.h"
#include "pair_movements/perfect_placements.h"
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

// A session's rounds are looked for in short attempts, each with its rows
// in a new order: one long search that went wrong early rarely recovers.
constexpr int kSessionAttempts = 50;
constexpr std::int64_t kStepsPerSessionAttempt = 4'000;
// The meetings of the session and the later ones are chosen again after
// this many attempts: some choices cannot be placed at all.
constexpr int kAttemptsPerChoice = 10;

// Placements compared for their vacancy quality (Qf1av), the best kept:
// placements differ in it, and the optimiser did not raise it keeping
// Qf 100 (docs/benchmarks.md).
constexpr int kPlacementsCompared = 20;

// A session's rounds beyond the n tables of each of its groups. With none
// every group plays every round; with one, each misses one round: no such
// session was ever placed in the tries (docs/benchmarks.md); with two or
// more every size tried up to 20 pairs placed, some in part of the runs.
constexpr int kSpareRounds = 2;

// The most pairs: a group's meetings are chosen among (pairs / 4)! rows, and
// 24 pairs in sessions of 11 and 12 took 40 s where 20 take a few seconds.
constexpr int kMaxPairs = 20;
// The fewest: with 4 pairs a group is played at one table, and nothing is
// compared.
constexpr int kLeastPairs = 8;

// One board group: the pairs on each side.
struct Group {
  std::vector<int> north, east;
  int session = 0;
  int round_robin = 0;  // which of the event's round robins it belongs to
};

// Two columns of the Hadamard matrix paired, in one round robin.
struct Couple {
  int u, v, round_robin;
};

// The groups of the couples of columns, dealt to the sessions in order, as
// many couples to a session as it has rounds.
std::vector<Group> PairColumns(const std::vector<std::vector<int>>& x, const std::vector<Couple>& couples,
                               const std::vector<int>& sessions) {
  std::vector<Group> groups;
  auto couple = couples.begin();
  for (std::size_t s = 0; s < sessions.size(); ++s) {
    for (int i = 0; i < sessions[s]; ++i, ++couple) {
      const auto [u, v, round_robin] = *couple;
      Group agree{{}, {}, static_cast<int>(s), round_robin}, differ = agree;
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

// Chooses the meetings of the groups of sessions `from` on: for every such
// group, which East-West pair each of its North-South pairs meets, so that
// with the meetings in `met` (by round robin, then pairs a * pairs + b)
// every two pairs meet once in each round robin. Columns: those groups,
// then the meetings not in `met`. The steps taken are subtracted from
// `steps`.
std::optional<std::vector<Meeting>> ChooseMeetings(const std::vector<Group>& groups, int from,
                                                   const std::vector<char>& met, int pairs, Random& random,
                                                   std::int64_t& steps) {
  const int G = static_cast<int>(groups.size()), square = pairs * pairs;
  // The column of each group still to be placed, and of each meeting still
  // to be held; -1 for the others.
  std::vector<int> group_column(groups.size(), -1), column(met.size(), -1);
  int columns_used = 0;
  for (int g = 0; g < G; ++g) {
    if (groups[static_cast<std::size_t>(g)].session >= from) group_column[static_cast<std::size_t>(g)] = columns_used++;
  }
  for (std::size_t i = 0; i < met.size(); ++i) {
    const int a = static_cast<int>(i) % square / pairs, b = static_cast<int>(i) % pairs;
    if (a < b && !met[i]) column[i] = columns_used++;
  }
  ExactCover cover(columns_used);
  std::vector<std::vector<Meeting>> rows;
  for (int g = 0; g < G; ++g) {
    const Group& group = groups[static_cast<std::size_t>(g)];
    if (group.session < from) continue;
    std::vector<int> east = group.east;
    std::sort(east.begin(), east.end());
    do {
      std::vector<Meeting> row;
      for (std::size_t i = 0; i < east.size(); ++i) row.push_back({g, group.north[i], east[i]});
      rows.push_back(std::move(row));
    } while (std::next_permutation(east.begin(), east.end()));
  }
  const auto meeting_column = [&](const Meeting& meeting) {
    const int lo = std::min(meeting.north, meeting.east), hi = std::max(meeting.north, meeting.east);
    const int robin = groups[static_cast<std::size_t>(meeting.group)].round_robin;
    return column[static_cast<std::size_t>(robin * square + lo * pairs + hi)];
  };
  // Rows that repeat a meeting already held are left out.
  std::erase_if(rows, [&](const std::vector<Meeting>& row) {
    return std::any_of(row.begin(), row.end(), [&](const Meeting& meeting) { return meeting_column(meeting) < 0; });
  });
  random.Shuffle(rows.begin(), rows.end());
  for (const std::vector<Meeting>& row : rows) {
    std::vector<int> columns{group_column[static_cast<std::size_t>(row.front().group)]};
    for (const Meeting& meeting : row) columns.push_back(meeting_column(meeting));
    cover.AddRow(columns);
  }
  const bool found = cover.Solve(steps);
  steps -= cover.moves_taken();
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
  steps -= cover.moves_taken();
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
  const int G = static_cast<int>(groups.size()), rounds = std::accumulate(sessions.begin(), sessions.end(), 0);
  const int robins = rounds / (pairs - 1);
  Movement m = Movement::Empty(pairs, pairs / 2, rounds, G);
  std::vector<char> met(static_cast<std::size_t>(robins * pairs * pairs), 0);
  int first = 0;
  for (std::size_t s = 0; s < sessions.size(); ++s) {
    // The meetings of this session and the later ones are chosen again
    // while this session's rounds cannot be found.
    bool placed = false;
    std::vector<Meeting> session;
    for (int attempt = 0; attempt < kSessionAttempts && !placed && steps > 0; ++attempt) {
      if (attempt % kAttemptsPerChoice == 0) {
        const auto meetings = ChooseMeetings(groups, static_cast<int>(s), met, pairs, random, steps);
        if (!meetings) return std::nullopt;
        session.clear();
        for (const Meeting& meeting : *meetings) {
          const int owner = groups[static_cast<std::size_t>(meeting.group)].session;
          if (owner == static_cast<int>(s)) session.push_back(meeting);
        }
      }
      std::int64_t attempt_steps = std::min(kStepsPerSessionAttempt, steps);
      const std::int64_t given = attempt_steps;
      placed = PlaceSession(session, first, sessions[s], pairs, G, random, attempt_steps, m);
      steps -= given - attempt_steps;
    }
    if (!placed) return std::nullopt;
    for (const Meeting& meeting : session) {
      const int robin = groups[static_cast<std::size_t>(meeting.group)].round_robin;
      const int lo = std::min(meeting.north, meeting.east), hi = std::max(meeting.north, meeting.east);
      met[static_cast<std::size_t>(robin * pairs * pairs + lo * pairs + hi)] = 1;
    }
    first += sessions[s];
  }
  return m;
}

}  // namespace

std::string PairedColumnsRefusal(int pairs, const std::vector<int>& sessions) {
  if (pairs < kLeastPairs || pairs % 4 != 0 || pairs > kMaxPairs) {
    return fmt::format("paired columns need a multiple of 4 pairs from {} to {}, not {}", kLeastPairs, kMaxPairs,
                       pairs);
  }
  const int rounds = std::accumulate(sessions.begin(), sessions.end(), 0);
  if (rounds == 0 || rounds % (pairs - 1) != 0) {
    return fmt::format("paired columns play whole round robins: rounds a multiple of {}", pairs - 1);
  }
  for (const int s : sessions) {
    if (s < pairs / 4 + kSpareRounds) {
      return fmt::format("paired columns need sessions of at least {} rounds for {} pairs", pairs / 4 + kSpareRounds,
                         pairs);
    }
  }
  return {};
}

Result<Movement> PairedColumnsHowell(int pairs, const std::vector<int>& sessions, std::uint64_t seed,
                                     std::int64_t moves, const Budget& budget) {
  if (std::string why = PairedColumnsRefusal(pairs, sessions); !why.empty()) return Error::Plain(why);
  const int m = pairs - 1, robins = std::accumulate(sessions.begin(), sessions.end(), 0) / m;
  // Every length 7, 11, 15 and 19 has one (primes 3 mod 4, and 15 by
  // enumeration); this guards a change of the limits.
  const std::vector<std::vector<int>> sequences = HadamardSequences(m);
  if (sequences.empty()) return Error::Plain(fmt::format("no cyclic Hadamard sequence of length {} is known here", m));
  const auto x = HadamardRows(sequences.front());
  Random random(seed);
  PerfectPlacements kept("paired columns");
  std::int64_t left = moves;
  for (int attempt = 0; left > 0 && kept.count() < kPlacementsCompared && !budget.Expired(); ++attempt) {
    std::vector<Couple> couples;
    for (int robin = 0; robin < robins; ++robin) {
      if ((attempt + robin) % 2 == 0) {
        // The cycles c -> c + d (one when d is prime to m).
        const int d = 1 + random.Below(m - 1);
        for (int c = 0; c < m; ++c) couples.push_back({c, (c + d) % m, robin});
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
        for (int c = 0; c < m; ++c) couples.push_back({c, next[static_cast<std::size_t>(c)], robin});
      }
    }
    random.Shuffle(couples.begin(), couples.end());
    std::int64_t pairing_steps = std::min(left, kStepsPerPairing);
    std::optional<Movement> placed = Place(PairColumns(x, couples, sessions), sessions, pairs, random, pairing_steps);
    left -= std::max(std::min(left, kStepsPerPairing) - pairing_steps, kLeastStepsPerPairing);
    if (!placed) continue;
    if (Status offered = kept.Offer(std::move(*placed)); !offered) return offered.error();
  }
  if (!kept.empty()) return kept.Take();
  return Error::Failed(fmt::format("paired columns: no placement for {} pairs in sessions {} found in {} steps{}",
                                   pairs, fmt::join(sessions, ","), moves - std::max<std::int64_t>(left, 0),
                                   budget.Expired() ? " (out of time)" : ""));
}

}  // namespace movebal
