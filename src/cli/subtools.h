// The subtools of the movebal command (Ninja style: a table of name, summary
// and entry point). Each subtool lives in its own *_command.cc and receives the
// arguments after its name; it returns the process exit status (ExitCode:
// 0 success, 1 failure of the task, 2 bad usage or bad input, 130 interrupted).
#ifndef MOVEBAL_CLI_SUBTOOLS_H_
#define MOVEBAL_CLI_SUBTOOLS_H_

#include <string>
#include <vector>

#include "base/file_io.h"
#include "base/status.h"
#include "cli/option_table.h"

namespace movebal {

// What a subtool needs before its own work, declared in its table row (as
// Ninja's tool table says when a tool runs) and done once, in this order:
// RunTool stops on signals; RunCommand (cli/command.h) parses the command
// line, opens the output, then reads the movement.
enum class Opens {
  kNothing,
  kOutput,       // -o FILE, else standard output
  kNamedOutput,  // -o FILE only; without it nothing is opened
};
enum class Reads {
  kNothing,
  kMovement,          // its one operand, a movement ('-' reads standard input)
  kPlayableMovement,  // and refused when unplayable unless --allow-unplayable;
                      // a warning when --boards is more than a round takes
};
struct Needs {
  bool stop_on_signals = false;  // SIGINT, SIGTERM and SIGHUP ask its search to stop (base/stop_signals.h)
  Opens opens = Opens::kNothing;
  Existing existing = Existing::kRefuse;  // what opening does with a file that exists
  Reads reads = Reads::kNothing;
};

// A subtool as it is run: the name its messages begin with ("export",
// "generate crrs") and what its row says it needs.
struct Invocation {
  std::string command;
  Needs needs;
};

struct Subtool {
  const char* name;
  const char* summary;
  int (*run)(const Invocation& call, const Args& args);
  // The options, for tests; nullptr for a subtool that dispatches to kinds.
  OptionSurface (*options)() = nullptr;
  Needs needs = {};
};

// Runs `tool` as `command` (its name, after its dispatcher's) with what it
// needs.
int RunTool(const Subtool& tool, const std::string& command, const Args& args);

int RunCheck(const Invocation& call, const Args& args);
int RunOptimise(const Invocation& call, const Args& args);
int RunGenerate(const Invocation& call, const Args& args);
int RunCount(const Invocation& call, const Args& args);
int RunList(const Invocation& call, const Args& args);
int RunVerify(const Invocation& call, const Args& args);
int RunBound(const Invocation& call, const Args& args);
OptionSurface BoundSurface();
OptionSurface CheckSurface();
OptionSurface OptimiseSurface();
OptionSurface CountSurface();
OptionSurface ListSurface();
OptionSurface VerifySurface();
int RunCards(const Invocation& call, const Args& args);
int RunExport(const Invocation& call, const Args& args);
OptionSurface CardsSurface();
OptionSurface ExportSurface();
int RunSession(const Invocation& call, const Args& args);
OptionSurface SessionSurface();
int RunEdit(const Invocation& call, const Args& args);
OptionSurface EditSurface();
int RunConvert(const Invocation& call, const Args& args);
OptionSurface ConvertSurface();

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

// Entry point of the movebal program.
int RunCommandLine(int argc, char** argv);

}  // namespace movebal

#endif  // MOVEBAL_CLI_SUBTOOLS_H_
