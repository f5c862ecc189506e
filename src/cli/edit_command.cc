// movebal edit FILE OPERATION...: applies the operations of editing/
// edit_script.h in order, checks the result's structure, and either writes it
// with its balance figures and prints the summary line of `check`, or hands
// it to the search of `optimise` (--optimise).
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>

#include "base/file_io.h"
#include "cli/command.h"
#include "cli/optimise_command.h"
#include "cli/option_table.h"
#include "club/report_format.h"
#include "editing/edit_script.h"
#include "movement/asc_writer.h"
#include "movement/structure_check.h"
#include "scoring/balance.h"
#include "scoring/walking.h"

namespace movebal {
namespace {

struct EditSettings : CommonSettings {
  bool optimise = false;
};

const OptionTable<EditSettings>& EditOptionTable() {
  using S = EditSettings;
  static const OptionTable<S> table = {
      kOutputOption<S>,
      kForceOption<S>,
      {{"optimise", "", nullptr, 0, 0, "improve the edited movement's balance by arrow switches, as optimise does"},
       &S::optimise},
      kIterationsOption<S>,
      kTimeOption<S>,
      kSeedOption<S>,
      kThreadsOption<S>,
      kTuneOption<S>,
      kQuietOption<S>,
      kHelpOption<S>,
  };
  return table;
}

Words Script(const EditSettings& settings) { return Words(settings.operands.begin() + 1, settings.operands.end()); }

Status CheckEditOptions(const EditSettings& settings) {
  if (!settings.optimise) {
    if (Status ok = RefuseGiven(settings, {"iterations", "time", "seed", "threads", "tune"},
                                "it sets the optimiser's search, which only --optimise runs");
        !ok) {
      return ok;
    }
  }
  if (settings.operands.size() < 2) return Error::Plain("no operation given ('movebal edit --help' lists them)");
  auto steps = ParseEditScript(Script(settings));
  if (!steps) return steps.error();
  return Ok();
}

std::string Where(const StructureIssue& issue) {
  if (issue.round < 0) return "";
  if (issue.table < 0) return fmt::format("round {}: ", issue.round + 1);
  return fmt::format("round {}, table {}: ", issue.round + 1, issue.table + 1);
}

int Edit(Prepared<EditSettings>& run) {
  const EditSettings& settings = run.settings;
  const std::string& file = settings.operands.front();
  auto steps = ParseEditScript(Script(settings));
  if (!steps) return Fail("edit", steps.error());
  auto edited = ApplyEditScript(run.doc->movement, *steps);
  if (!edited) return Fail("edit", edited.error());
  const StructureReport structure = CheckStructure(*edited);
  if (!structure.ok()) {
    const StructureIssue& issue = structure.errors.front();
    return Fail("edit", Error::Plain("the edited movement is not valid: " + Where(issue) + issue.message));
  }

  MovementDocument doc;
  doc.movement = std::move(*edited);
  doc.description = run.doc->description;
  for (const std::string& line : run.doc->comments) {
    if (!IsFigureComment(line)) doc.comments.push_back(line);
  }
  doc.comments.push_back(fmt::format("edited by movebal from {}: {}", file, EditScriptText(*steps)));
  for (const StructureIssue& issue : UnplayableIssues(doc.movement, structure)) {
    doc.warnings.push_back(Where(issue) + issue.message);
  }
  if (settings.optimise) {
    const auto repeat = [&](std::uint64_t seed, int threads) {
      return RepeatLine("movebal edit", EditOptionTable(), settings,
                        {{"seed", std::to_string(seed)}, {"threads", std::to_string(threads)}});
    };
    return OptimiseInHand("edit", settings, run.search, doc, file, repeat, run.output);
  }

  const BalanceReport report = ScoreMovement(doc.movement);
  std::vector<std::string> comments = doc.comments;
  for (const std::string& line : FigureComments(report)) comments.push_back(line);
  const std::string text = FormatAsc(doc.movement, comments, doc.description);
  // The movement on standard output leaves the report to standard error.
  const bool to_stdout = !run.output || settings.output == "-";
  Status written = run.output ? run.output->Commit(text) : WriteStdout(text);
  if (!written) return Fail("edit", written.error());
  const std::string name = run.output && settings.output != "-" ? *settings.output : "(edited)";
  const int width = std::max(4, static_cast<int>(name.size()));
  std::string summary = SummaryHeader(width) + SummaryLine(name, report, ComputeWalking(doc.movement), width);
  for (const std::string& warning : ReportWarnings(report, doc.warnings)) summary += "warning: " + warning + "\n";
  std::fflush(stdout);
  if (to_stdout) {
    std::fputs(summary.c_str(), stderr);
    return 0;
  }
  if (Status shown = WriteStdout(summary); !shown) return Fail("edit", shown.error());
  return 0;
}

}  // namespace

OptionSurface EditSurface() { return SurfaceOf<EditSettings, EditOptionTable>(); }

int RunEdit(const Invocation& call, const Args& args) {
  static const std::string usage =
      "FILE OPERATION... [options]   (FILE '-' reads standard input)\n\noperations, applied in order:\n" +
      EditOperationsHelp();
  return RunCommand(call, args,
                    Command<EditSettings>{.usage = usage.c_str(),
                                          .options = EditOptionTable,
                                          .min_operands = 1,
                                          .max_operands = SIZE_MAX,
                                          .work = Edit,
                                          .check = CheckEditOptions});
}

}  // namespace movebal
