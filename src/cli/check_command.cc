// movebal check FILE...: the balance report of one movement, or a one-line
// summary per file when several are given.
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>

#include "cli/option_table.h"
#include "cli/report_printer.h"
#include "cli/subtools.h"
#include "movement/asc_reader.h"
#include "scoring/balance.h"

namespace movebal {
namespace {

struct CheckSettings : CommonSettings {
  bool summary = false;
};

const OptionTable<CheckSettings>& CheckOptionTable() {
  static const OptionTable<CheckSettings> table = {
      kJsonOption<CheckSettings>,
      {{"summary", "", nullptr, 0, 0, "one line per file, even for a single file"}, &CheckSettings::summary},
      kHelpOption<CheckSettings>,
  };
  return table;
}

}  // namespace

OptionSurface CheckSurface() { return SurfaceOf<CheckSettings, CheckOptionTable>(); }

int RunCheck(const Args& args) {
  CheckSettings settings;
  if (auto done = ParseCommandLine("check", "[options] FILE...   (FILE '-' reads standard input)", CheckOptionTable(), args,
                                   1, SIZE_MAX, settings)) {
    return *done;
  }
  const auto& files = settings.operands;
  const bool json = settings.json;
  const bool summary = !json && (settings.summary || files.size() > 1);
  int status = 0;
  std::string out;
  int name_width = 4;
  for (const std::string& file : files) name_width = std::max(name_width, static_cast<int>(file.size()));
  if (summary) out += SummaryHeader(name_width);
  if (json && files.size() > 1) out += "[";
  bool first = true;
  for (const std::string& file : files) {
    auto doc = ReadAscFile(file);
    if (!doc) {
      status = std::max(status, Fail("check", doc.error()));
      continue;
    }
    const BalanceReport report = ScoreMovement(doc->movement);
    const auto warnings = ReportWarnings(report, doc->warnings);
    if (json) {
      out += (first ? "" : ",\n") + FormatJson(report, warnings);
    } else if (summary) {
      out += SummaryLine(file, report, name_width);
    } else {
      out += FormatReport(file, doc->movement, report, warnings);
    }
    first = false;
  }
  if (json && files.size() > 1) out += "]";
  if (json) out += "\n";
  std::fputs(out.c_str(), stdout);
  return status;
}

}  // namespace movebal
