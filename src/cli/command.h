// The preamble of a subtool, done once for all: RunCommand parses the command
// line, checks the options, opens the outputs and reads the movement that the
// tool's table row asks for (subtools.h, Needs), then hands the command's own
// work the settings, the movement and the opened outputs. Each step that
// fails prints its error and ends the run before the next one starts, so a
// bad output name costs no reading and an unreadable movement creates no file.
#ifndef MOVEBAL_CLI_COMMAND_H_
#define MOVEBAL_CLI_COMMAND_H_

#include <fmt/format.h>

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <functional>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "base/file_io.h"
#include "base/status.h"
#include "cli/club_options.h"
#include "cli/option_table.h"
#include "cli/subtools.h"
#include "formats/movement_formats.h"
#include "movement/asc_reader.h"
#include "search/run.h"

namespace movebal {

// What the preamble hands the work of a command.
template <class S>
struct Prepared {
  S settings;
  std::optional<OutputFile> page;    // Command::page, when given
  std::optional<OutputFile> output;  // Needs::opens
  std::optional<MovementDocument> doc;    // Needs::reads: the movement of the one operand
  Run search;  // the seed, threads, -T and stop flag every search of the command shares (RunOf)
};

// A command: its command line and its own work.
template <class S>
struct Command {
  const char* usage;
  const OptionTable<S>& (*options)();
  std::size_t min_operands = 0, max_operands = 0;
  int (*work)(Prepared<S>& run) = nullptr;
  // Checks of the options alone, before any file is opened.
  Status (*check)(const S& settings) = nullptr;
  // An option naming an HTML page, opened before the output; when only the
  // page is named, nothing goes to standard output.
  std::optional<std::string> S::*page = nullptr;
  // Further options naming a file to write (check --svg, --html), for the
  // check that no two outputs name one file; the command opens them itself.
  std::vector<std::optional<std::string> S::*> outputs = {};
};

// Parses the command line of a subtool. Returns the exit status when the
// subtool is done already (0 after --help, 2 after a usage error), or nullopt
// to go on with `settings` filled in.
template <class S>
std::optional<int> ParseCommandLine(const std::string& command, const std::string& usage, const OptionTable<S>& table,
                                    const Args& args, std::size_t min_operands, std::size_t max_operands,
                                    S& settings) {
  auto parsed = ParseSettings(table, args);
  if (!parsed) return Fail(command, parsed.error());
  if (parsed->help) {
    std::printf("usage: movebal %s %s\n\n%s", command.c_str(), usage.c_str(), OptionHelp(Infos(table)).c_str());
    return 0;
  }
  const std::size_t n = parsed->operands.size();
  if (n < min_operands || n > max_operands) {
    const std::string what = n < min_operands ? "missing argument" : "unexpected argument '" + parsed->operands[max_operands] + "'";
    return Fail(command, Error::Plain(fmt::format("{}; usage: movebal {} {}", what, command, usage)));
  }
  settings = std::move(*parsed);
  return std::nullopt;
}

// An output option and the file it names.
struct NamedOutput {
  std::string option;  // long name
  std::string path;
};
// Refuses two outputs of one command that name the same file ("x" and "./x",
// or two links to one file): the second would overwrite the first. Standard
// output and devices (/dev/null) may be named more than once.
Status RefuseSharedOutputs(const std::vector<NamedOutput>& outputs);

// The output options of a command as they were given: -o, the page and
// `more`, by their long names in `table`.
template <class S>
std::vector<NamedOutput> NamedOutputs(const OptionTable<S>& table, const S& settings,
                                      std::vector<std::optional<std::string> S::*> more) {
  more.push_back(&S::output);
  std::vector<NamedOutput> named;
  for (const Option<S>& option : table) {
    const auto* field = std::get_if<std::optional<std::string> S::*>(&option.field);
    if (field == nullptr || std::find(more.begin(), more.end(), *field) == more.end()) continue;
    if (const std::optional<std::string>& path = settings.**field) named.push_back({option.info.name, *path});
  }
  return named;
}

// Opens the page (when named) and the output that `needs` asks for.
Status OpenOutputs(const Needs& needs, const CommonSettings& settings, const std::optional<std::string>& page,
                   std::optional<OutputFile>& page_file, std::optional<OutputFile>& output);

// Reads `file` as `needs` asks. For a playable movement it refuses an
// unplayable one unless --allow-unplayable, and warns of more --boards than a
// round takes (both from `print`).
Result<MovementDocument> ReadMovement(const std::string& command, const Needs& needs, const std::string& file,
                                 const PrintSettings* print);

// Prints "movebal COMMAND: warning: ..." when `boards` is more than a round
// takes in a club session.
void WarnOfBoards(const std::string& command, int boards);

// Prints "movebal COMMAND: warning: ..." when one evening of `rounds` is
// more than a round robin of `pairs` takes: pairs would meet again.
void WarnOfRounds(const std::string& command, int pairs, int rounds);

// Unless -q, "movebal COMMAND: wrote PATH: WHAT" on standard error when the
// output is a file: a written result is never silent.
void NoteWritten(const std::string& command, const CommonSettings& settings, const std::string& what);

// "WHAT: N of TOTAL parts" on standard error while it is a terminal (no
// progress at all otherwise), and the line cleared at the end.
std::function<void(std::size_t done, std::size_t total)> TerminalPartsProgress(const char* what);

// The run of a command, made once from its common options: --seed,
// --threads (0: every core), -T as the budget's deadline (none when not
// given: each command has its own default) and the process's stop flag.
Run RunOf(const CommonSettings& settings);
void EndTerminalProgress();

// Part I of N of a search split over machines (--shard I/N). At most a
// million parts: a count needs no more (starters.cc: beyond, Z_n is out of
// reach), and a bound lists 64 parts per shard before it keeps its own.
// tools/shards.sh checks N against the same limit.
constexpr int kMaxShards = 1'000'000;
struct Shard {
  int index = 0;  // 0-based
  int count = 1;
};
Result<Shard> ParseShard(const std::string& text);

template <class S>
int RunCommand(const Invocation& call, const Args& args, const Command<S>& command) {
  Prepared<S> run;
  const S& settings = run.settings;
  if (auto done = ParseCommandLine(call.command, command.usage, command.options(), args, command.min_operands,
                                   command.max_operands, run.settings)) {
    return *done;
  }
  run.search = RunOf(settings);
  if (command.check != nullptr) {
    if (Status ok = command.check(settings); !ok) return Fail(call.command, ok.error());
  }
  std::vector<std::optional<std::string> S::*> outputs = command.outputs;
  if (command.page != nullptr) outputs.push_back(command.page);
  if (Status ok = RefuseSharedOutputs(NamedOutputs(command.options(), settings, outputs)); !ok) {
    return Fail(call.command, ok.error());
  }
  const std::optional<std::string> page = command.page != nullptr ? settings.*command.page : std::nullopt;
  if (Status opened = OpenOutputs(call.needs, settings, page, run.page, run.output); !opened) {
    return Fail(call.command, opened.error());
  }
  if (call.needs.reads != Reads::kNothing) {
    const PrintSettings* print = nullptr;
    if constexpr (std::is_base_of_v<PrintSettings, S>) print = &settings;
    auto doc = ReadMovement(call.command, call.needs, settings.operands.front(), print);
    if (!doc) return Fail(call.command, doc.error());
    run.doc.emplace(std::move(*doc));
  }
  return command.work(run);
}

}  // namespace movebal

#endif  // MOVEBAL_CLI_COMMAND_H_
