// Presents a BalanceReport: the readable check report with the director's
// advice, the one-line summary used when several files are compared, the JSON
// object of `check --json`, and the strong-pair table.
#ifndef MOVEBAL_CLUB_REPORT_FORMAT_H_
#define MOVEBAL_CLUB_REPORT_FORMAT_H_

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "movement/movement.h"
#include "scoring/balance.h"
#include "scoring/section_balance.h"
#include "scoring/strong_pair.h"
#include "scoring/walking.h"

namespace movebal {

// A P x P table of contestants as text cells: row and column 0 hold the
// numbers, the diagonal '\\', the row and column of `absent` '-', the rest
// value(p, q). The text report and the HTML page lay it out.
std::vector<std::vector<std::string>> SquareCells(int P, int absent, const std::function<std::int64_t(int, int)>& value);

// Warnings for a report: the reader's, plus the unsuitability of the movement.
std::vector<std::string> ReportWarnings(const BalanceReport& report, const std::vector<std::string>& reader_warnings);

std::string FormatReport(const std::string& name, const Movement& m, const BalanceReport& report,
                         const std::vector<std::string>& warnings);

// Which contestant to leave empty when one is missing (an odd field or a
// no-show), and the Qf the session then has; empty with somebody absent.
std::string DirectorAdvice(const BalanceReport& report);

// One JSON object with exactly the keys documented in docs/manual.md (check);
// `file` names the movement file. `extra` adds members (key, JSON text) at the
// end.
using JsonMembers = std::vector<std::pair<std::string, std::string>>;
std::string FormatJson(const std::string& file, const BalanceReport& report, const std::vector<std::string>& warnings,
                       const JsonMembers& extra = {});
// The block of the check report on the sections (scoring/section_balance.h),
// each alone beside the field's figures; empty for a movement of one section.
std::string FormatSections(const Movement& m, const std::vector<SectionBalance>& sections);
// The sections of `check --json` (scoring/section_balance.h): per section
// its letter, pairs, tables (1-based) and its own Qf and Qf1av; [] for a
// movement of one section.
std::string FormatSectionsJson(const std::vector<SectionBalance>& sections);
// The entry of `check --json` for a file that could not be read.
std::string FormatJsonError(const std::string& file, const std::string& error);

// The percentages of the strong-pair model, one line per contestant.
std::string FormatStrongPairs(const Movement& m, const std::vector<int>& strong, const StrongPairScores& scores);

// The table of `check` on several files, one line a movement: its shape,
// the balance figures, the most copies of a board group in one round and
// the longest moves of a board and of a pair (in tables, ring distance).
// name_width is the width of the file column (the longest name).
std::string SummaryHeader(int name_width = 32);
std::string SummaryLine(const std::string& name, const BalanceReport& report, const WalkingReport& walking,
                        int name_width = 32);

// The comment lines written under an optimised movement: Qf, Qf1av, Qf1max,
// and whether it is perfect.
std::vector<std::string> FigureComments(const BalanceReport& report);
// "perfect: ..." or "superperfect: ..." (PerfectionOf) in words, or empty:
// a line of the check report and of FigureComments.
std::string PerfectionNote(const BalanceReport& report);
// True for a comment line that FigureComments or `optimise` writes: a rewrite
// drops them from the file's own comments, as they would be stale.
bool IsFigureComment(const std::string& line);

}  // namespace movebal

#endif  // MOVEBAL_CLUB_REPORT_FORMAT_H_
