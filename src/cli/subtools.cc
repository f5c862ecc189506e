#include "cli/subtools.h"

#include <fmt/format.h>

#include <csignal>
#include <cstdio>
#include <new>

#include "base/stop_signals.h"

namespace movebal {

const std::vector<Subtool>& Subtools() {
  static const std::vector<Subtool> table = {
      {"check", "report the balance of movement files (balans -c)", RunCheck, CheckSurface},
      {"optimise", "improve the balance by arrow switches (balans' default job)", RunOptimise, OptimiseSurface,
       {.stop_on_signals = true, .opens = Opens::kNamedOutput, .existing = Existing::kReplace,
        .reads = Reads::kMovement}},
      {"edit", "combine, renumber, curtail... a movement, check it, optionally optimise it", RunEdit, EditSurface,
       {.stop_on_signals = true, .opens = Opens::kNamedOutput, .existing = Existing::kRefuse,
        .reads = Reads::kMovement}},
      {"generate", "build a movement or design, verified, optionally balanced", RunGenerate},
      {"count", "count combinatorial designs (starters, cyclic whist)", RunCount, CountSurface,
       {.stop_on_signals = true}},
      {"bound", "prove a Scheveningen-shaped movement unbeatable, or find a better Qf", RunBound,
       BoundSurface, {.stop_on_signals = true, .reads = Reads::kMovement}},
      {"list", "list combinatorial designs", RunList, ListSurface, {.stop_on_signals = true}},
      {"verify", "verify a design file independently of its generator", RunVerify, VerifySurface},
      {"cards", "guide cards for tables and pairs, and the movement sheet (text or HTML)", RunCards, CardsSurface,
       {.opens = Opens::kOutput, .reads = Reads::kPlayableMovement}},
      {"export", "the movement for a scoring program (Bridgemate RoundData CSV, paste columns, JSON)", RunExport, ExportSurface,
       {.opens = Opens::kOutput, .reads = Reads::kPlayableMovement}},
      {"session", "an evening in one folder: movement, cards to print, report, scorer files", RunSession, SessionSurface,
       {.stop_on_signals = true}},
      {"convert", "a movement from one file format into another (asc, json, EBUScore, .mvt, paste; .bws read)",
       RunConvert, ConvertSurface},
  };
  return table;
}

const Subtool* FindSubtool(const std::vector<Subtool>& table, const std::string& name) {
  for (const Subtool& tool : table) {
    if (name == tool.name) return &tool;
  }
  return nullptr;
}

std::string ListSubtools(const std::vector<Subtool>& table) {
  std::string text;
  for (const Subtool& tool : table) text += fmt::format("  {:<11} {}\n", tool.name, tool.summary);
  return text;
}

int Fail(const std::string& command, const Error& error) {
  std::fflush(stdout);
  std::fprintf(stderr, "movebal%s%s: %s\n", command.empty() ? "" : " ", command.c_str(), error.ToString().c_str());
  return ExitCode(error.kind);
}

int RunTool(const Subtool& tool, const std::string& command, const Args& args) {
  const Invocation call{command, tool.needs};
  if (tool.needs.stop_on_signals) {
    // Signals ask the search to stop from here on, during set-up too.
    const StopOnSignals stop_on_signals;
    return tool.run(call, args);
  }
  return tool.run(call, args);
}

int Dispatch(const std::string& command, const char* noun, const std::vector<Subtool>& table, const Args& args) {
  if (const Subtool* tool = FindSubtool(table, args[0])) {
    return RunTool(*tool, command.empty() ? args[0] : command + " " + args[0], Args(args.begin() + 1, args.end()));
  }
  std::vector<std::string> names;
  for (const Subtool& tool : table) names.emplace_back(tool.name);
  std::string message = fmt::format("unknown {} '{}'", noun, Excerpt(args[0]));
  if (auto near = DidYouMean(args[0], names)) message += fmt::format("; did you mean '{}'?", *near);
  return Fail(command, Error::Plain(message + fmt::format(" (see movebal {}{}--help)", command, command.empty() ? "" : " ")));
}

namespace {

// Asked for (--help), the usage goes to standard output; as the answer to a
// usage error (no arguments), to standard error like every other.
void PrintUsage(std::FILE* to) {
  std::string text =
      "usage: movebal SUBTOOL [options] ...\n"
      "       movebal -c FILE            (balans spelling of 'check')\n"
      "       movebal [options] FILE     (balans spelling of 'optimise')\n\nsubtools:\n";
  text += ListSubtools(Subtools());
  text +=
      "\n'movebal SUBTOOL --help' lists the options of a subtool.\n"
      "Exit status: 0 done, 1 the task failed, 2 bad usage or input, 130 stopped by\n"
      "a signal (Ctrl-C, SIGTERM or SIGHUP: long searches write their best first).\n";
  std::fputs(text.c_str(), to);
}

int RunSubtool(const Args& args) {
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    PrintUsage(args.empty() ? stderr : stdout);
    return args.empty() ? 2 : 0;
  }
  if (args[0] == "--version") {
    std::puts("movebal 0.1.0");
    return 0;
  }
  const Subtool& optimise = *FindSubtool(Subtools(), "optimise");
  if (args[0] == "optimize") return RunTool(optimise, "optimise", Args(args.begin() + 1, args.end()));
  if (FindSubtool(Subtools(), args[0]) != nullptr) return Dispatch("", "subtool", Subtools(), args);
  // balans compatibility: "-c FILE" checks; options or a file name optimise.
  Args rest;
  for (const std::string& a : args) {
    if (a != "-c" && a != "--check") rest.push_back(a);
  }
  if (rest.size() != args.size()) return RunTool(*FindSubtool(Subtools(), "check"), "check", rest);
  if (args[0][0] == '-' || args[0].find('.') != std::string::npos) return RunTool(optimise, "optimise", args);
  return Dispatch("", "subtool", Subtools(), args);
}

}  // namespace

int RunCommandLine(int argc, char** argv) {
  // A closed pipe is an error that the writers report (exit 1), not a
  // silent death; an "ignore" inherited from the caller stays as it is.
  std::signal(SIGPIPE, SIG_IGN);
  int status = 0;
  try {
    status = RunSubtool(Args(argv + 1, argv + argc));
  } catch (const std::bad_alloc&) {
    // Running out of memory is a failed task with a reason, not an abort.
    std::fflush(stdout);
    std::fputs("movebal: out of memory; try fewer --threads or a smaller movement\n", stderr);
    return ExitCode(ErrorKind::kFailed);
  }
  // Output that did not reach its destination (a full disk, a closed pipe)
  // is a failed task, whatever the subtool thought.
  if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
    std::fputs("movebal: cannot write to standard output\n", stderr);
    if (status == 0) status = 1;
  }
  return status;
}

}  // namespace movebal
