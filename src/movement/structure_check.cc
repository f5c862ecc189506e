#include "movement/structure_check.h"

#include <fmt/format.h>

#include <algorithm>


namespace movebal {
namespace {

// What a contestant is called in a message: a pair, or a player.
const char* Who(const Movement& m) { return m.individual ? "player" : "pair"; }

}  // namespace

namespace {

// Seats of a cell in a fixed order: ns[0], ns[1], ew[0], ew[1] (pairs: 2 seats).
std::vector<int> Seats(const Movement& m, const Cell& c) {
  std::vector<int> seats;
  for (int s = 0; s < m.seats_per_side(); ++s) seats.push_back(c.ns[s]);
  for (int s = 0; s < m.seats_per_side(); ++s) seats.push_back(c.ew[s]);
  return seats;
}

}  // namespace

StructureReport CheckStructure(const Movement& m) {
  StructureReport report;
  report.group_play_counts.assign(static_cast<std::size_t>(std::max(m.groups, 0)), 0);
  const int P = m.contestants;
  // played_group[p * groups + g]: first round in which p played g, or -1.
  std::vector<int> played_group(static_cast<std::size_t>(P + 1) * static_cast<std::size_t>(std::max(m.groups, 1)), -1);
  std::vector<int> seen_in_round(static_cast<std::size_t>(P + 1), -1);

  for (int r = 0; r < m.rounds; ++r) {
    for (int t = 0; t < m.tables; ++t) {
      const Cell& c = m.at(r, t);
      const std::vector<int> seats = Seats(m, c);
      const bool any = std::any_of(seats.begin(), seats.end(), [](int p) { return p != 0; });
      if (!c.occupied()) {
        if (any) report.errors.push_back({r, t, "a table without a board group must be empty (all zeros)"});
        continue;
      }
      if (c.group < 0 || c.group >= m.groups) {
        report.errors.push_back({r, t, fmt::format("board group {} is beyond the {} groups in the header",
                                                   c.group + 1, m.groups)});
        continue;
      }
      bool cell_ok = true;
      for (int p : seats) {
        if (p < 1 || p > P) {
          report.errors.push_back({r, t, p == 0 ? std::string("an occupied table needs every seat filled")
                                                : fmt::format("{} {} is out of range 1..{}", Who(m), p, P)});
          cell_ok = false;
          continue;
        }
        if (seen_in_round[static_cast<std::size_t>(p)] == r) {
          report.errors.push_back({r, t, fmt::format("{} {} plays twice in round {}", Who(m), p, r + 1)});
          cell_ok = false;
        }
        seen_in_round[static_cast<std::size_t>(p)] = r;
      }
      if (!cell_ok) continue;
      ++report.group_play_counts[static_cast<std::size_t>(c.group)];
      for (int p : seats) {
        int& first = played_group[static_cast<std::size_t>(p) * static_cast<std::size_t>(m.groups) +
                                  static_cast<std::size_t>(c.group)];
        if (first >= 0) {
          report.warnings.push_back({r, t, fmt::format("{} {} plays board group {} again (first in round {})",
                                                       Who(m), p, GroupLabel(m, c.group), first + 1)});
        } else {
          first = r;
        }
      }
    }
  }

  if (m.groups <= 0) {
    report.suitable = false;
    report.unsuitable_reason = "the movement has no board groups";
  } else {
    const auto [lo, hi] = std::minmax_element(report.group_play_counts.begin(), report.group_play_counts.end());
    if (*lo != *hi) {
      report.suitable = false;
      report.unsuitable_reason = fmt::format(
          "board groups are not all played equally often (between {} and {} tables); "
          "the balance model needs equal play counts",
          *lo, *hi);
    } else if (*lo < 2) {
      report.suitable = false;
      report.unsuitable_reason = "every board group must be played at least twice to be compared";
    }
  }
  return report;
}

Status CheckAbsent(const Movement& m, int absent) {
  if (absent <= m.contestants) return Ok();
  return Error::Plain(fmt::format("--absent {} is beyond the {} {}s", absent, m.contestants, Who(m)));
}

std::vector<StructureIssue> UnplayableIssues(const Movement& m, const StructureReport& report) {
  std::vector<StructureIssue> issues = report.warnings;
  std::vector<bool> plays(static_cast<std::size_t>(m.contestants) + 1, false);
  for (const Cell& c : m.cells) {
    if (!c.occupied()) continue;
    for (int p : Seats(m, c)) {
      if (p > 0 && p <= m.contestants) plays[static_cast<std::size_t>(p)] = true;
    }
  }
  std::string idle;
  int idle_count = 0;
  for (int p = 1; p <= m.contestants; ++p) {
    if (plays[static_cast<std::size_t>(p)]) continue;
    idle += fmt::format("{}{}", idle.empty() ? "" : " ", p);
    ++idle_count;
  }
  if (idle_count > 0) {
    issues.push_back({-1, -1, fmt::format("the header says {} {}, but {} {} never play{}", m.contestants,
                                          m.individual ? "players" : "pairs", idle_count == 1 ? Who(m) : std::string(Who(m)) + "s",
                                          idle, idle_count == 1 ? "s" : "")});
  }
  return issues;
}

std::vector<std::vector<int>> OpponentCounts(const Movement& m) {
  const std::size_t n = static_cast<std::size_t>(m.contestants) + 1;
  std::vector<std::vector<int>> counts(n, std::vector<int>(n, 0));
  for (const Cell& c : m.cells) {
    if (!c.occupied()) continue;
    for (int a = 0; a < m.seats_per_side(); ++a) {
      for (int b = 0; b < m.seats_per_side(); ++b) {
        const int p = c.ns[a], q = c.ew[b];
        if (p <= 0 || q <= 0 || p >= static_cast<int>(n) || q >= static_cast<int>(n)) continue;
        ++counts[p][q];
        ++counts[q][p];
      }
    }
  }
  return counts;
}

}  // namespace movebal
