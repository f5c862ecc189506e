// Presents a BalanceReport: the readable check report, the one-line summary
// used when several files are compared, and the JSON object of `check --json`.
#ifndef MOVEBAL_CLI_REPORT_PRINTER_H_
#define MOVEBAL_CLI_REPORT_PRINTER_H_

#include <string>
#include <vector>

#include "movement/movement.h"
#include "scoring/balance.h"

namespace movebal {

// Warnings for a report: the reader's, plus the unsuitability of the movement.
std::vector<std::string> ReportWarnings(const BalanceReport& report, const std::vector<std::string>& reader_warnings);

std::string FormatReport(const std::string& name, const Movement& m, const BalanceReport& report,
                         const std::vector<std::string>& warnings);

// One JSON object with exactly the keys documented in README_en.md.
std::string FormatJson(const BalanceReport& report, const std::vector<std::string>& warnings);

// The table of `check` on several files; name_width is the width of the file
// column (the longest name).
std::string SummaryHeader(int name_width = 32);
std::string SummaryLine(const std::string& name, const BalanceReport& report, int name_width = 32);

// The comment lines written under an optimised movement: Qf, Qf1av, Qf1max.
std::vector<std::string> FigureComments(const BalanceReport& report);

}  // namespace movebal

#endif  // MOVEBAL_CLI_REPORT_PRINTER_H_
