#include "cli/subtools.h"

#include <fmt/format.h>

#include <cstdio>

namespace movebal {

const std::vector<Subtool>& Subtools() {
  static const std::vector<Subtool> table = {
      {"check", "report the balance of movement files (balans -c)", RunCheck},
      {"optimise", "improve the balance by arrow switches (balans' default job)", RunOptimise},
      {"generate", "build a movement or design, verified, optionally balanced", RunGenerate},
      {"count", "count combinatorial designs (starters, cyclic whist)", RunCount},
      {"list", "list combinatorial designs", RunList},
      {"verify", "verify a design file independently of its generator", RunVerify},
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

namespace {

void PrintUsage() {
  std::string text =
      "usage: movebal SUBTOOL [options] ...\n"
      "       movebal -c FILE            (balans spelling of 'check')\n"
      "       movebal [options] FILE     (balans spelling of 'optimise')\n\nsubtools:\n";
  text += ListSubtools(Subtools());
  text += "\n'movebal SUBTOOL --help' lists the options of a subtool.\n";
  std::fputs(text.c_str(), stdout);
}

}  // namespace

int RunCommandLine(int argc, char** argv) {
  Args args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    PrintUsage();
    return args.empty() ? 2 : 0;
  }
  if (args[0] == "--version") {
    std::puts("movebal 0.1.0");
    return 0;
  }
  if (const Subtool* tool = FindSubtool(Subtools(), args[0])) return tool->run(Args(args.begin() + 1, args.end()));
  if (args[0] == "optimize") return RunOptimise(Args(args.begin() + 1, args.end()));
  // balans compatibility: "-c FILE" checks; anything else is an optimisation.
  for (const std::string& a : args) {
    if (a == "-c" || a == "--check") {
      Args rest;
      for (const std::string& b : args) {
        if (b != "-c" && b != "--check") rest.push_back(b);
      }
      return RunCheck(rest);
    }
  }
  if (args[0][0] == '-' || args[0].find('.') != std::string::npos) return RunOptimise(args);
  std::fprintf(stderr, "movebal: unknown subtool '%s' (see movebal --help)\n", args[0].c_str());
  return 2;
}

}  // namespace movebal
