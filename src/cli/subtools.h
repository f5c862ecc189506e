// The subtools of the movebal command (Ninja style: a table of name, summary
// and entry point). Each subtool lives in its own *_command.cc and receives the
// arguments after its name; it returns the process exit status (ExitCode:
// 0 success, 1 failure of the task, 2 bad usage or bad input, 130 interrupted).
#ifndef MOVEBAL_CLI_SUBTOOLS_H_
#define MOVEBAL_CLI_SUBTOOLS_H_

#include <fmt/format.h>

#include <cstddef>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "base/status.h"
#include "cli/option_table.h"

namespace movebal {

// What a subtool needs before it starts, run once by Dispatch (as Ninja's
// tool table says when a tool runs) so that the command files do not repeat it.
enum class Preamble {
  kNone,
  kStopOnSignals,  // SIGINT, SIGTERM and SIGHUP ask its search to stop (base/stop_signals.h)
};

struct Subtool {
  const char* name;
  const char* summary;
  int (*run)(const Args& args);
  // The options, for tests; nullptr for a subtool that dispatches to kinds.
  OptionSurface (*options)() = nullptr;
  Preamble preamble = Preamble::kNone;
};

// Runs `tool` with its preamble.
int RunTool(const Subtool& tool, const Args& args);

int RunCheck(const Args& args);
int RunOptimise(const Args& args);
int RunGenerate(const Args& args);
int RunCount(const Args& args);
int RunList(const Args& args);
int RunVerify(const Args& args);
OptionSurface CheckSurface();
OptionSurface OptimiseSurface();
OptionSurface CountSurface();
OptionSurface ListSurface();
OptionSurface VerifySurface();
int RunCards(const Args& args);
int RunExport(const Args& args);
OptionSurface CardsSurface();
OptionSurface ExportSurface();
int RunSession(const Args& args);
OptionSurface SessionSurface();

// The table of subtools, in the order --help lists them.
const std::vector<Subtool>& Subtools();
// The kinds of `movebal generate`, a table of the same shape.
const std::vector<Subtool>& GenerateKinds();

// The entry of `table` called `name`, or nullptr.
const Subtool* FindSubtool(const std::vector<Subtool>& table, const std::string& name);
// Runs the entry of `table` named by args[0] with the rest of the arguments;
// an unknown name is bad usage, with the nearest name suggested. `noun` says
// what the entries are ("subtool", "kind", "design").
int Dispatch(const std::string& command, const char* noun, const std::vector<Subtool>& table, const Args& args);
// One "  name   summary" line per entry, for --help.
std::string ListSubtools(const std::vector<Subtool>& table);

// Prints "movebal COMMAND: error" ("movebal: error" for no command) to
// standard error and returns its exit
// status: the one place where a failure becomes an exit code.
int Fail(const std::string& command, const Error& error);

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

// Entry point of the movebal program.
int RunCommandLine(int argc, char** argv);

}  // namespace movebal

#endif  // MOVEBAL_CLI_SUBTOOLS_H_
