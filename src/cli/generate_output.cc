#include "cli/generate_output.h"

#include <fmt/format.h>

#include <algorithm>

#include "cli/command.h"
#include "club/report_format.h"
#include "movement/asc_writer.h"
#include "scoring/balance.h"

namespace movebal {

AnnealOptions GenerateAnnealOptions(const CommonSettings& settings, const Run& run) {
  AnnealOptions anneal;
  anneal.seed = run.seed;
  anneal.iterations = settings.iterations.value_or(0);
  anneal.seconds = settings.time.value_or(0);
  anneal.threads = run.threads;
  return anneal;
}

BestDesignSettings DesignSettingsOf(const CommonSettings& settings, const Run& run, std::int64_t moves,
                                    double default_seconds) {
  const bool budget = settings.iterations.has_value() && !settings.time.has_value();
  return BestDesignSettingsFor(run, budget ? 0 : settings.time.value_or(default_seconds),
                               budget && moves == 0 ? *settings.iterations : moves, settings.iterations.value_or(0));
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
