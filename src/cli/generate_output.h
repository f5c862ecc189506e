// What the generator kinds of `movebal generate` share on the command line:
// the common options (output file, --force, balancing budget, seed, help),
// the optimiser options they map to, and writing the result.
#ifndef MOVEBAL_CLI_GENERATE_OUTPUT_H_
#define MOVEBAL_CLI_GENERATE_OUTPUT_H_

#include <initializer_list>
#include <string>
#include <vector>

#include "cli/option_table.h"
#include "movement/movement.h"
#include "optimiser/annealer.h"

namespace movebal {

// The kind's own options followed by the common ones.
std::vector<OptionSpec> GenerateOptions(std::initializer_list<OptionSpec> own);

// Parses the command line of `movebal generate KIND`. Returns -1 when the
// kind should go on, otherwise the exit status (after printing usage or an
// error): 0 for --help, 2 for bad usage.
// The options named in `required` must be given.
int ParseGenerateOptions(const char* kind, const char* usage, const std::vector<OptionSpec>& table,
                         const std::vector<std::string>& args, std::initializer_list<const char*> required,
                         ParsedOptions& options);

// The optimiser settings from --seed, --iterations and --seconds.
AnnealOptions GenerateAnnealOptions(const ParsedOptions& options);

// Writes text to -o FILE (refusing to replace a file without --force) or to
// standard output. Returns the exit status.
int WriteGenerated(const char* kind, const ParsedOptions& options, const std::string& text);

// The .asc text of a movement: the description comments, then its figures
// (scored from scratch).
std::string AscWithFigures(const Movement& m, std::vector<std::string> comments);

// Prints "movebal generate KIND: message" and returns `status`.
int GenerateFailure(const char* kind, const std::string& message, int status);

}  // namespace movebal

#endif  // MOVEBAL_CLI_GENERATE_OUTPUT_H_
