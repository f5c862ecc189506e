// movebal check FILE...: the balance report of one movement, or a one-line
// summary per file when several are given.
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>

#include "cli/option_table.h"
#include "cli/report_printer.h"
#include "cli/subtools.h"
#include "movement/asc_reader.h"
#include "scoring/balance.h"

namespace movebal {
namespace {

constexpr OptionSpec kCheckOptions[] = {
    {"json", 0, OptionSpec::Kind::kFlag, nullptr, 0, 0, "print one JSON object per file (an array for several)"},
    {"summary", 0, OptionSpec::Kind::kFlag, nullptr, 0, 0, "one line per file, even for a single file"},
    {"help", 'h', OptionSpec::Kind::kFlag, nullptr, 0, 0, "show this help"},
};

}  // namespace

int RunCheck(const Args& args) {
  auto options = ParseOptions(kCheckOptions, args);
  if (!options) {
    std::fprintf(stderr, "movebal check: %s\n", options.error().ToString().c_str());
    return 2;
  }
  if (options->Flag("help") || options->positional().empty()) {
    std::printf("usage: movebal check [options] FILE...   (FILE '-' reads standard input)\n\n%s",
                OptionHelp(kCheckOptions).c_str());
    return options->Flag("help") ? 0 : 2;
  }
  const auto& files = options->positional();
  const bool json = options->Flag("json");
  const bool summary = !json && (options->Flag("summary") || files.size() > 1);
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
      std::fflush(stdout);
      std::fprintf(stderr, "movebal: %s\n", doc.error().ToString().c_str());
      status = 2;
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
