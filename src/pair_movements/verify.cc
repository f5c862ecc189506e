#include "pair_movements/verify.h"

#include <fmt/format.h>

#include "movement/asc_reader.h"
#include "movement/structure_check.h"

namespace movebal {

int AtMostOnce(int, int) { return 1; }

Result<bool> VerifyMovement(const Movement& m, const MeetingLimit& limit, const std::string& design) {
  const StructureReport report = CheckStructure(m);
  const auto fail = [&](const std::string& what) {
    return Error::Failed(fmt::format("internal error: the generated {} fails the checker: {}", design, what));
  };
  if (m.contestants > MovementLimits::kMaxContestants || m.tables > MovementLimits::kMaxTables ||
      m.rounds > MovementLimits::kMaxRounds || m.groups > MovementLimits::kMaxGroups) {
    return fail("the movement is larger than a movement file may be (the reader would refuse it)");
  }
  if (!report.errors.empty()) return fail(report.errors.front().message);
  if (!report.warnings.empty()) return fail(report.warnings.front().message);
  if (!report.suitable) return fail(report.unsuitable_reason);
  const auto meets = OpponentCounts(m);
  for (int p = 1; p <= m.contestants; ++p) {
    for (int q = p + 1; q <= m.contestants; ++q) {
      if (meets[p][q] > limit(p, q)) {
        return fail(fmt::format("pairs {} and {} meet {} times, the design allows {}", p, q, meets[p][q], limit(p, q)));
      }
    }
  }
  return true;
}

}  // namespace movebal
