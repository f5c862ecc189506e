// What the generator kinds of `movebal generate` share on the command line:
// the common options (output, --force, the balancing budget, seed, threads,
// help), the optimiser settings they give, and writing the result.
#ifndef MOVEBAL_CLI_GENERATE_OUTPUT_H_
#define MOVEBAL_CLI_GENERATE_OUTPUT_H_

#include <optional>
#include <string>
#include <vector>

#include "base/file_io.h"
#include "cli/option_table.h"
#include "cli/subtools.h"
#include "movement/movement.h"
#include "optimiser/annealer.h"

namespace movebal {

// The kind's own options (with the shared search options it uses: a kind
// lists only what it uses) followed by output, --force and --help.
template <class S>
OptionTable<S> GenerateOptions(OptionTable<S> own) {
  for (const Option<S>& shared : {kOutputOption<S>, kForceOption<S>, kHelpOption<S>}) own.push_back(shared);
  return own;
}

// Parses `movebal generate KIND` and opens the output (standard output by
// default; an existing file only with --force) before any work is done.
// Returns the exit status when done already (help or an error).
template <class S>
std::optional<int> StartGenerate(const char* kind, const char* usage, const OptionTable<S>& table, const Args& args,
                                 S& settings, std::optional<OutputFile>& output) {
  const std::string command = std::string("generate ") + kind;
  if (auto done = ParseCommandLine(command, usage, table, args, 0, 0, settings)) return done;
  auto opened = OutputFile::Open(settings.output.value_or("-"), Existing::kRefuse, settings.force);
  if (!opened) return Fail(command, opened.error());
  output.emplace(std::move(*opened));
  return std::nullopt;
}

// The optimiser settings from --seed, --iterations, --time and --threads.
AnnealOptions GenerateAnnealOptions(const CommonSettings& settings);

// Writes the result; returns the exit status (130 when a signal cut a search
// short: what it found is written all the same).
int WriteGenerated(const char* kind, OutputFile& output, const std::string& text);

// Prints "movebal generate KIND: error" and returns its exit status.
int GenerateFailure(const char* kind, const Error& error);

// The .asc text of a movement: the description comments, then its figures
// (scored from scratch).
std::string AscWithFigures(const Movement& m, std::vector<std::string> comments);

}  // namespace movebal

#endif  // MOVEBAL_CLI_GENERATE_OUTPUT_H_
