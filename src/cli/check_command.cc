// movebal check FILE...: the balance report of one movement, or a one-line
// summary per file when several files or a folder (a library) are given,
// sorted as asked; --absent, --strong-pair, --svg and --html add the
// director's views of one movement.
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <system_error>

#include "base/file_io.h"
#include "base/number_list.h"
#include "cli/option_table.h"
#include "cli/command.h"
#include "club/report_format.h"
#include "club/report_html.h"
#include "club/walking_format.h"
#include "formats/movement_formats.h"
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
  std::string sort = "given";
};

const OptionTable<CheckSettings>& CheckOptionTable() {
  using S = CheckSettings;
  static const OptionTable<S> table = {
      kJsonOption<S>,
      {{"summary", "", nullptr, 0, 0, "one line per file, even for a single file"}, &S::summary},
      {{"sort", "", "given", 0, 0, "order of the summary lines: as given (a folder's files by name), by file, best Qf or "
                                   "Qf1av first, fewest copies or shortest pair moves first, or by pairs",
        "given|file|qf|qf1av|copies|pmove|pairs"},
       &S::sort},
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
  if (settings.sort != "given" && settings.json) return Error::Plain("--sort orders the summary lines, not --json");
  const bool one = !settings.summary && settings.operands.size() == 1;
  if ((settings.absent || !settings.strong_pairs.empty() || settings.svg || settings.html) && !one) {
    return Error::Plain(
        "--absent, --strong-pair, --svg and --html report one movement: give one file, without --summary");
  }
  return Ok();
}

// File names movebal reads as movements when it lists a folder: the
// extensions of the formats it reads.
bool IsMovementFileName(const std::filesystem::path& path) {
  for (const MovementFormat* format : FormatsOfPath(path.string())) {
    if (format->read != nullptr) return true;
  }
  return false;
}

// The operands with each folder replaced by the movement files below it, in
// the order of their paths; a folder with none is an error.
Result<std::vector<std::string>> ExpandFolders(const std::vector<std::string>& operands, bool& listed_a_folder) {
  namespace fs = std::filesystem;
  std::vector<std::string> files;
  for (const std::string& operand : operands) {
    std::error_code error;
    if (operand == "-" || !fs::is_directory(operand, error)) {
      files.push_back(operand);
      continue;
    }
    listed_a_folder = true;
    std::vector<std::string> found;
    fs::recursive_directory_iterator it(operand, fs::directory_options::skip_permission_denied, error), end;
    for (; !error && it != end; it.increment(error)) {
      if (it->is_regular_file(error) && IsMovementFileName(it->path())) found.push_back(it->path().string());
    }
    if (error) return Error::Plain(fmt::format("{}: {}", operand, error.message()));
    if (found.empty()) {
      return Error::Plain(fmt::format("{}: no movement files ({}) in this folder", operand, FormatNames(false)));
    }
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
  }
  return files;
}

struct SummaryRow {
  std::string file;
  BalanceReport report;
  WalkingReport walking;
};

// Orders the summary as --sort asks; figures best first, ties by file.
void SortSummary(std::vector<SummaryRow>& rows, const std::string& key) {
  if (key == "given") return;
  const auto value = [&](const SummaryRow& r) -> double {
    if (key == "qf") return -r.report.moments.Qf;
    if (key == "qf1av") return -RankOf(r.report.vacancy.Qf1av);
    if (key == "copies") return r.walking.most_copies;
    if (key == "pmove") return r.walking.contestants.longest;
    if (key == "pairs") return r.report.contestants;
    return 0;
  };
  std::stable_sort(rows.begin(), rows.end(), [&](const SummaryRow& a, const SummaryRow& b) {
    const double va = value(a), vb = value(b);
    return va != vb ? va < vb : a.file < b.file;
  });
}

// Each file read and reported in turn: one that cannot be read is reported
// and the others still are.
int Check(Prepared<CheckSettings>& run) {
  const CheckSettings& settings = run.settings;
  bool listed_a_folder = false;
  auto expanded = ExpandFolders(settings.operands, listed_a_folder);
  if (!expanded) return Fail("check", expanded.error());
  const std::vector<std::string>& files = *expanded;
  const bool json = settings.json;
  const bool summary = !json && (settings.summary || files.size() > 1 || listed_a_folder);
  if (!summary && settings.sort != "given") {
    return Fail("check", Error::Plain("--sort orders the summary lines: give several files, a folder or --summary"));
  }
  const int absent = settings.absent.value_or(0);
  const bool strong = !settings.strong_pairs.empty();
  int status = 0;
  std::string out;
  int name_width = 4;
  for (const std::string& file : files) name_width = std::max(name_width, static_cast<int>(file.size()));
  if (summary) out += SummaryHeader(name_width);
  const bool json_list = json && (files.size() > 1 || listed_a_folder);
  if (json_list) out += "[";
  bool first = true;
  std::vector<SummaryRow> rows;
  std::size_t unread = 0;
  for (const std::string& file : files) {
    auto doc = ReadMovementFile(file);
    if (!doc) {
      std::fflush(stdout);
      ++unread;
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
      extra.emplace_back("sections", FormatSectionsJson(ScoreSections(m, absent)));
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
      rows.push_back({file, report, ComputeWalking(m, absent)});
    } else {
      out += FormatReport(file, m, report, warnings);
      if (strong) out += FormatStrongPairs(m, *strong_ones, strong_scores);
    }
    first = false;
  }
  if (json_list) out += "]";
  if (json) out += "\n";
  SortSummary(rows, settings.sort);
  for (const SummaryRow& row : rows) out += SummaryLine(row.file, row.report, row.walking, name_width);
  if (Status written = WriteStdout(out); !written) return Fail("check", written.error());
  if (unread > 0 && files.size() > 1) {
    std::fprintf(stderr, "movebal check: %zu of %zu files could not be read (each named above)\n", unread, files.size());
  }
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
                                           .check = CheckReportOptions,
                                           .outputs = {&CheckSettings::svg, &CheckSettings::html}});
}

}  // namespace movebal
