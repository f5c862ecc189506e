#include "cli/generate_output.h"

#include <fmt/format.h>

#include <algorithm>

#include "cli/command.h"
#include "club/report_format.h"
#include "movement/asc_writer.h"
#include "scoring/balance.h"

namespace movebal {

AnnealOptions AnnealOptionsOf(const CommonSettings& settings, const Run& run) {
  AnnealOptions anneal;
  anneal.run = run;
  anneal.run.budget = run.budget.WithMoves(settings.iterations.value_or(0));
  return anneal;
}

namespace {

// -s without -T: a budget of moves alone.
bool MovesAlone(const CommonSettings& settings) { return settings.iterations.has_value() && !settings.time.has_value(); }

}  // namespace

double DesignSecondsOf(const CommonSettings& settings, double default_seconds) {
  return MovesAlone(settings) ? 0 : settings.time.value_or(default_seconds);
}

BestDesignSettings DesignSettingsOf(const CommonSettings& settings, const Run& run, std::int64_t moves,
                                    double default_seconds) {
  BestDesignSettings design;
  design.run = run;
  // The default time too runs on the command's clock, from its start.
  if (!settings.time) design.run.budget = run.budget.First(DesignSecondsOf(settings, default_seconds));
  design.moves = MovesAlone(settings) && moves == 0 ? *settings.iterations : moves;
  design.switches = settings.iterations.value_or(0);
  return design;
}

int WriteGenerated(const Run& run, const char* kind, OutputFile& output, const std::string& text) {
  if (Status written = output.Commit(text); !written) {
    // The finished result is not lost: it goes to standard output instead.
    if (output.path() != "-") (void)WriteStdout(text);
    return GenerateFailure(run, kind, Error::Failed(written.error().message + "; the result went to standard output instead",
                                               written.error().file));
  }
  if (run.Stopped()) {
    return GenerateFailure(run, kind, Error{ErrorKind::kInterrupted, {}, 0, 0, "interrupted; the best found so far is written"});
  }
  return 0;
}

int GenerateFailure(const Run& run, const char* kind, const Error& error) {
  // A search that a signal cut short before it found anything was interrupted.
  if (run.Stopped() && error.kind == ErrorKind::kFailed) {
    return Fail(std::string("generate ") + kind, Error{ErrorKind::kInterrupted, error.file, 0, 0, "interrupted: " + error.message});
  }
  return Fail(std::string("generate ") + kind, error);
}

std::string AscWithFigures(const Movement& m, std::vector<std::string> comments) {
  const auto figures = FigureComments(ScoreMovement(m));
  comments.insert(comments.end(), figures.begin(), figures.end());
  return FormatAsc(m, comments);
}

}  // namespace movebal
