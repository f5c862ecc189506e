#include "combinatorial_designs/round_robin.h"

#include <fmt/format.h>

#include <algorithm>

namespace movebal {
namespace {

constexpr int kMaxTeams = 3000;

// A table of the first round: two positions; `fixed` marks {infinity, 0}.
struct Table {
  int x = 0, y = 0;
  bool fixed = false;
};

}  // namespace

Result<RoundRobin> ConveyorBelt(int teams, const Starter& starter,
                                const std::vector<std::pair<int, int>>& never_meet) {
  if (teams < 2 || teams > kMaxTeams) return Error::Plain(fmt::format("teams must be 2..{}", kMaxTeams));
  const bool bye = teams % 2 == 1;
  const int m = bye ? teams : teams - 1;  // rotating positions
  const Starter s = starter.pairs.empty() && m >= 3 ? PatternedStarter(m) : starter;
  if (m >= 3 && (s.order != m || !IsStarter(s))) {
    return Error::Plain(fmt::format("the starter must be a starter of Z_{}", m));
  }
  std::vector<Table> first;
  if (!bye) first.push_back({0, 0, true});
  for (auto [x, y] : s.pairs) first.push_back({x, y, false});

  // seat[x] is the team at residue x in the first round; `fixed_team` at infinity (0 = bye).
  std::vector<int> seat(m, 0);
  int fixed_team = 0;
  std::vector<bool> placed(teams + 1, false);
  if (never_meet.size() > first.size()) return Error::Plain("too many pairs to keep apart");
  for (std::size_t k = 0; k < never_meet.size(); ++k) {
    auto [a, b] = never_meet[k];
    if (a < 1 || a > teams || b < 1 || b > teams || a == b || placed[a] || placed[b]) {
      return Error::Plain(fmt::format("pairs to keep apart must be distinct teams 1..{}, each at most once", teams));
    }
    placed[a] = placed[b] = true;
    if (first[k].fixed) {
      fixed_team = a;
      seat[0] = b;
    } else {
      seat[first[k].x] = a;
      seat[first[k].y] = b;
    }
  }
  int next = 1;
  auto take = [&] {
    while (placed[next]) ++next;
    placed[next] = true;
    return next;
  };
  if (!bye && fixed_team == 0) fixed_team = take();
  for (int x = 0; x < m; ++x) {
    if (seat[x] == 0) seat[x] = take();
  }

  const bool avoid = !never_meet.empty();
  RoundRobin rr{teams, avoid ? m - 1 : m, {}, {}};
  if (avoid) {
    for (const Table& t : first) {
      rr.unmet.emplace_back(t.fixed ? fixed_team : seat[t.x], t.fixed ? seat[0] : seat[t.y]);
    }
  }
  const int half = (m + 1) / 2;  // the inverse of 2 mod m
  for (int r = avoid ? 1 : 0; r < m; ++r) {
    auto& round = rr.rounds.emplace_back();
    auto team_at = [&](int x) { return seat[((x - r) % m + m) % m]; };
    for (const Table& t : first) {
      const int offset = t.fixed ? 0 : (m - (t.x + t.y) % m) * half % m;
      const int group = avoid ? r - 1 : (offset + r) % m;
      if (t.fixed) {
        const int a = fixed_team, b = team_at(0);
        round.push_back(r % 2 == 0 ? RoundRobinMatch{a, b, group} : RoundRobinMatch{b, a, group});
      } else {
        round.push_back({team_at(t.x), team_at(t.y), group});
      }
    }
    // With a bye, residue 0's team sits out: it was never given a table.
  }
  // A movement of no rounds is no movement (check refuses it): refused here,
  // before anything is written. Only avoidance can skip every round.
  if (rr.rounds.empty()) {
    std::string apart;
    for (auto [a, b] : never_meet) apart += fmt::format("{}{}-{}", apart.empty() ? "" : ", ", a, b);
    return Error::Plain(fmt::format("with {} teams, avoiding {} leaves no rounds: the only round is the one where they "
                                    "would meet", teams, apart));
  }
  return rr;
}

std::vector<std::string> VerifyRoundRobin(const RoundRobin& rr) {
  const int n = rr.teams;
  std::vector<std::vector<int>> meetings(n + 1, std::vector<int>(n + 1, 0));
  std::vector<std::string> problems;
  for (std::size_t r = 0; r < rr.rounds.size(); ++r) {
    std::vector<bool> playing(n + 1, false);
    for (const RoundRobinMatch& match : rr.rounds[r]) {
      for (int p : {match.home, match.away}) {
        if (p < 1 || p > n || playing[p]) {
          problems.push_back(fmt::format("round {}: team {} out of range or twice", r + 1, p));
          return problems;
        }
        playing[p] = true;
      }
      ++meetings[match.home][match.away];
      ++meetings[match.away][match.home];
    }
  }
  std::vector<std::vector<bool>> apart(n + 1, std::vector<bool>(n + 1, false));
  for (auto [a, b] : rr.unmet) {
    if (a >= 1 && a <= n && b >= 1 && b <= n) apart[a][b] = apart[b][a] = true;
  }
  for (int a = 1; a <= n; ++a) {
    for (int b = a + 1; b <= n; ++b) {
      const int wanted = apart[a][b] ? 0 : 1;
      if (meetings[a][b] != wanted) {
        problems.push_back(fmt::format("teams {} and {} meet {} times, expected {}", a, b, meetings[a][b], wanted));
      }
    }
  }
  return problems;
}

Movement RoundRobinMovement(const RoundRobin& rr) {
  const int rounds = static_cast<int>(rr.rounds.size());
  Movement m = Movement::Empty(rr.teams, rr.teams / 2, rounds, rr.groups);
  for (int r = 0; r < rounds; ++r) {
    for (std::size_t k = 0; k < rr.rounds[r].size(); ++k) {
      Cell& c = m.at(r, static_cast<int>(k));
      c.ns[0] = rr.rounds[r][k].home;
      c.ew[0] = rr.rounds[r][k].away;
      c.group = rr.rounds[r][k].group;
    }
  }
  return m;
}

std::string FormatRoundRobin(const RoundRobin& rr) {
  std::string out;
  for (std::size_t r = 0; r < rr.rounds.size(); ++r) {
    out += fmt::format("Round {}:", r + 1);
    const char* separator = " ";
    for (const RoundRobinMatch& match : rr.rounds[r]) {
      out += fmt::format("{}{}-{}", separator, match.home, match.away);
      separator = ", ";
    }
    out += "\n";
  }
  return out;
}

}  // namespace movebal
