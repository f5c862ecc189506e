// What the generator kinds of `movebal generate` share on the command line:
// the common options (output, --force, the balancing budget, seed, threads,
// help), the optimiser settings they give, and writing the result to the
// output that their preamble opened (cli/command.h).
#ifndef MOVEBAL_CLI_GENERATE_OUTPUT_H_
#define MOVEBAL_CLI_GENERATE_OUTPUT_H_

#include <algorithm>
#include <string>
#include <vector>

#include "base/file_io.h"
#include "cli/command.h"
#include "cli/option_table.h"
#include "design/best.h"
#include "movement/movement.h"
#include "optimiser/annealer.h"

namespace movebal {

// The kind's own options (with the shared search options it uses: a kind
// lists only what it uses) followed by output, --force, -q (where the kind
// does not list it) and --help.
template <class S>
OptionTable<S> GenerateOptions(OptionTable<S> own) {
  const bool quiet = std::any_of(own.begin(), own.end(), [](const Option<S>& o) { return o.info.name == std::string("quiet"); });
  for (const Option<S>& shared : {kOutputOption<S>, kForceOption<S>}) own.push_back(shared);
  if (!quiet) own.push_back(kQuietOption<S>);
  own.push_back(kHelpOption<S>);
  return own;
}

// --moves of the movement search, for settings with a `moves` field.
template <class S>
inline const Option<S> kMovesOption{
    {"moves", "", "0", 0, 1e12,
     "search moves per thread (0: until the time is up; with -s and no -T, as many as -s); with -s and no -T "
     "the output depends only on --seed and --threads"},
    &S::moves};

// --copies of generate best and session (the `share` field): the sets of a
// board group the room may lay out, one per table that plays it in a round;
// --share is its older name.
template <class S>
inline const Option<S> kCopiesOption{
    {"copies", "", "1", 1, kMaxMitchellTables,
     "sets of each board the club has: tables that may play one board group in a round; where no movement keeps to "
     "it (6 pairs in 5 rounds) the movement is written and the exit status is 1"},
    &S::share};
template <class S>
inline const Option<S> kShareOption{
    {"share", "", nullptr, 1, kMaxMitchellTables, "the older name of --copies", nullptr, false, ValueKind::kFlag, true},
    &S::share};

// The settings of generate best and session: with -s and no -T a budget of
// moves and switches that repeats itself exactly (--moves, or as many
// moves as -s gives the polish switches), else -T or `default_seconds`
// shared out by DesignBest.
BestDesignSettings DesignSettingsOf(const CommonSettings& settings, const Run& run, std::int64_t moves,
                                    double default_seconds);
// The -T those settings share out, as given or by default; 0 with a budget
// of moves. For the repeat line.
double DesignSecondsOf(const CommonSettings& settings, double default_seconds);

// The optimiser settings from --seed, --iterations, --time and --threads.
AnnealOptions AnnealOptionsOf(const CommonSettings& settings, const Run& run);

// Writes the result; returns the exit status (130 when a signal cut a search
// short: what it found is written all the same).
int WriteGenerated(const Run& run, const char* kind, OutputFile& output, const std::string& text);

// Prints "movebal generate KIND: error" and returns its exit status.
int GenerateFailure(const Run& run, const char* kind, const Error& error);

// The .asc text of a movement: the description comments, then its figures
// (scored from scratch).
std::string AscWithFigures(const Movement& m, std::vector<std::string> comments);

}  // namespace movebal

#endif  // MOVEBAL_CLI_GENERATE_OUTPUT_H_
