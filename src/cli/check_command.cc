// movebal check FILE...: the balance report of one movement, or a one-line
// summary per file when several are given; --absent, --strong-pair, --svg and
// --html add the director's views of one movement.
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <optional>

#include "base/file_io.h"
#include "base/number_list.h"
#include "cli/option_table.h"
#include "cli/command.h"
#include "club/report_format.h"
#include "club/report_html.h"
#include "club/walking_format.h"
#include "movement/asc_reader.h"
#include "movement/structure_check.h"
#include "scoring/balance.h"
#include "scoring/strong_pair.h"
#include "scoring/walking.h"

namespace movebal {
namespace {

struct CheckSettings : CommonSettings {
  bool summary = false;
  std::optional<int> absent;
  std::vector<std::string> strong_pairs;
  std::optional<std::string> svg, html;
};

const OptionTable<CheckSettings>& CheckOptionTable() {
  using S = CheckSettings;
  static const OptionTable<S> table = {
      kJsonOption<S>,
      {{"summary", "", nullptr, 0, 0, "one line per file, even for a single file"}, &S::summary},
      {{"absent", "v", nullptr, 1, kMaxCount, "report the movement with pair n absent (balans -v)"}, &S::absent},
      {{"strong-pair", "", nullptr, 0, 0, "percentages when pair n (or n,m) tops every board it plays"},
       &S::strong_pairs},
      {{"svg", "", nullptr, 0, 0, "draw the score matrix as a heat map into this file (SVG)"}, &S::svg},
      {{"html", "", nullptr, 0, 0, "write the whole report as one HTML page into this file"}, &S::html},
      kForceOption<S>,
      kHelpOption<S>,
  };
  return table;
}

// The strong contestants of --strong-pair, checked against the movement.
Result<std::vector<int>> StrongContestants(const CheckSettings& settings, const Movement& m) {
  std::string joined;
  for (const std::string& item : settings.strong_pairs) joined.append(joined.empty() ? "" : ",").append(item);
  if (joined.empty()) return std::vector<int>{};
  auto strong = ParseNumbers("--strong-pair", joined, ListRules{.max = m.contestants, .max_items = 2});
  if (strong && settings.absent && std::find(strong->begin(), strong->end(), *settings.absent) != strong->end()) {
    return Error::Plain(fmt::format("--strong-pair {}: pair {} is absent", joined, *settings.absent));
  }
  return strong;
}

// The pictures of one movement, each file opened before anything is written.
Status WritePictures(const CheckSettings& settings, const std::string& file, const Movement& m, const BalanceReport& report,
                     const std::vector<std::string>& warnings) {
  std::vector<std::pair<OutputFile, std::string>> outputs;
  for (const auto& [target, picture] :
       {std::pair{settings.svg, std::string("svg")}, std::pair{settings.html, std::string("html")}}) {
    if (!target) continue;
    auto opened = OutputFile::Open(*target, Existing::kRefuse, settings.force);
    if (!opened) return opened.error();
    outputs.emplace_back(std::move(*opened), picture == "svg" ? FormatScoreSvg("Score matrix of " + file, report)
                                                              : FormatReportHtml(file, m, report, warnings));
  }
  for (auto& [output, content] : outputs) {
    if (Status written = output.Commit(content); !written) return written;
  }
  return Ok();
}

Status CheckReportOptions(const CheckSettings& settings) {
  if (Status ok = RefuseTogether(settings, {"json"}, {"summary"}); !ok) return ok;
  const bool one = !settings.summary && settings.operands.size() == 1;
  if ((settings.absent || !settings.strong_pairs.empty() || settings.svg || settings.html) && !one) {
    return Error::Plain(
        "--absent, --strong-pair, --svg and --html report one movement: give one file, without --summary");
  }
  return Ok();
}

// Each file read and reported in turn: one that cannot be read is reported
// and the others still are.
int Check(Prepared<CheckSettings>& run) {
  const CheckSettings& settings = run.settings;
  const auto& files = settings.operands;
  const bool json = settings.json;
  const bool summary = !json && (settings.summary || files.size() > 1);
  const int absent = settings.absent.value_or(0);
  const bool strong = !settings.strong_pairs.empty();
  int status = 0;
  std::string out;
  int name_width = 4;
  for (const std::string& file : files) name_width = std::max(name_width, static_cast<int>(file.size()));
  if (summary) out += SummaryHeader(name_width);
  if (json && files.size() > 1) out += "[";
  bool first = true;
  for (const std::string& file : files) {
    auto doc = ReadMovementFile(file);
    if (!doc) {
      std::fflush(stdout);
      status = std::max(status, Fail("check", doc.error()));
      if (json) out += (first ? "" : ",\n") + FormatJsonError(file, doc.error().ToString());
      first = false;
      continue;
    }
    const Movement& m = doc->movement;
    if (Status known = CheckAbsent(m, absent); !known) return Fail("check", known.error());
    auto strong_ones = StrongContestants(settings, m);
    if (!strong_ones) return Fail("check", strong_ones.error());
    const BalanceReport report = ScoreMovement(m, absent);
    const auto warnings = ReportWarnings(report, doc->warnings);
    if (Status pictures = WritePictures(settings, file, m, report, warnings); !pictures) {
      return Fail("check", pictures.error());
    }
    const StrongPairScores strong_scores = ScoreStrongPairs(m, *strong_ones, absent);
    if (json) {
      JsonMembers extra{{"walking", FormatWalkingJson(ComputeWalking(m, absent))}};
      if (strong) {
        std::string percent = "[";
        for (std::size_t i = 0; i < strong_scores.percent.size(); ++i) {
          const bool present = strong_scores.tops[i] > 0;  // null for the absent pair
          percent += fmt::format("{}{}", i ? ", " : "", present ? fmt::format("{}", strong_scores.percent[i]) : "null");
        }
        extra.emplace_back("strong_pair_percent", percent + "]");
      }
      out += (first ? "" : ",\n") + FormatJson(file, report, warnings, extra);
    } else if (summary) {
      out += SummaryLine(file, report, name_width);
    } else {
      out += FormatReport(file, m, report, warnings);
      if (strong) out += FormatStrongPairs(m, *strong_ones, strong_scores);
    }
    first = false;
  }
  if (json && files.size() > 1) out += "]";
  if (json) out += "\n";
  if (Status written = WriteStdout(out); !written) return Fail("check", written.error());
  return status;
}

}  // namespace

OptionSurface CheckSurface() { return SurfaceOf<CheckSettings, CheckOptionTable>(); }

int RunCheck(const Invocation& call, const Args& args) {
  return RunCommand(call, args,
                    Command<CheckSettings>{.usage = "[options] FILE...   (FILE '-' reads standard input)",
                                           .options = CheckOptionTable,
                                           .min_operands = 1,
                                           .max_operands = SIZE_MAX,
                                           .work = Check,
                                           .check = CheckReportOptions});
}

}  // namespace movebal
