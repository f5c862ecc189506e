// The search of `movebal optimise` for a movement another subtool has in
// hand (`edit --optimise`), so that both run, report and write alike.
#ifndef MOVEBAL_CLI_OPTIMISE_COMMAND_H_
#define MOVEBAL_CLI_OPTIMISE_COMMAND_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "base/file_io.h"
#include "cli/option_table.h"
#include "movement/asc_reader.h"
#include "search/run.h"

namespace movebal {

// The command line that repeats a run, given the seed and threads in force.
using RepeatFor = std::function<std::string(std::uint64_t seed, int threads)>;

// Optimises `doc` (named `source` in the report and the file's comments) with
// optimise's defaults, the command's `run` (its -T counted from its start)
// and the search settings of `search` (-s, -T, --seed, --threads, -q,
// --json, and -o, which decides where the report goes); writes the result
// to `output` when opened and prints optimise's report. Returns the exit
// status; errors begin with "movebal COMMAND:".
int OptimiseInHand(const std::string& command, const CommonSettings& search, const Run& run,
                   const MovementDocument& doc, const std::string& source, const RepeatFor& repeat,
                   std::optional<OutputFile>& output);

}  // namespace movebal

#endif  // MOVEBAL_CLI_OPTIMISE_COMMAND_H_
