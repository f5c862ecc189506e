#include "movement/playability.h"

#include <fmt/format.h>

#include <algorithm>

#include "movement/structure_check.h"

namespace movebal {

PlayabilityReport CheckPlayability(const Movement& m, int rounds_per_meeting) {
  PlayabilityReport report;
  const StructureReport structure = CheckStructure(m);
  for (const StructureIssue& i : structure.errors) report.problems.push_back(i.message);
  for (const StructureIssue& i : structure.warnings) report.problems.push_back(i.message);
  if (!structure.suitable) report.problems.push_back(structure.unsuitable_reason);
  if (!structure.ok() || m.individual) return report;

  const int P = m.contestants;
  std::vector<int> played(static_cast<std::size_t>(P + 1), 0);
  for (int r = 0; r < m.rounds; ++r) {
    std::vector<int> tables_on(static_cast<std::size_t>(m.groups), 0);
    for (int t = 0; t < m.tables; ++t) {
      const Cell& c = m.at(r, t);
      if (!c.occupied()) continue;
      ++played[static_cast<std::size_t>(c.ns[0])];
      ++played[static_cast<std::size_t>(c.ew[0])];
      const int on = ++tables_on[static_cast<std::size_t>(c.group)];
      if (on == 2) ++report.shared;
      report.most_tables_on_a_group = std::max(report.most_tables_on_a_group, on);
    }
  }
  for (int& rounds : played) rounds /= rounds_per_meeting;
  const auto [fewest, most] = std::minmax_element(played.begin() + 1, played.end());
  if (*most - *fewest > 1) {
    report.problems.push_back(fmt::format("sit-outs are uneven: pairs play between {} and {} rounds", *fewest, *most));
  }
  // Meetings: at most once while a pair has opponents it has not met,
  // otherwise spread within one of each other.
  const auto meet = OpponentCounts(m);
  int low = m.rounds, high = 0;
  for (int p = 1; p <= P; ++p) {
    for (int q = p + 1; q <= P; ++q) {
      low = std::min(low, meet[p][q] / rounds_per_meeting);
      high = std::max(high, meet[p][q] / rounds_per_meeting);
    }
  }
  if (*most <= P - 1 ? high > 1 : high - low > 1) {
    report.problems.push_back(fmt::format("meetings are uneven: two pairs meet {} times, two others {}", high, low));
  }
  return report;
}

}  // namespace movebal
