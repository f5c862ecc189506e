// movebal generate KIND [options]: builds a movement or design, verifies it,
// and (with --balance, where it applies) balances it with the optimiser.
#include <fmt/format.h>

#include <cstdio>

#include "cli/generate_kinds.h"
#include "cli/subtools.h"

namespace movebal {
namespace {

struct GeneratorKind {
  const char* name;
  const char* summary;
  int (*run)(const Args& args);
};

const std::vector<GeneratorKind>& Kinds() {
  static const std::vector<GeneratorKind> kinds = {
      {"mitchell", "Mitchell movements (complete, relay, skip)", RunGenerateMitchell},
      {"howell", "cyclic Howell from a starter, full or short", RunGenerateHowell},
      {"carryover", "carry-over final of two leagues", RunGenerateCarryOver},
      {"best", "the best balanced movement for pairs and rounds", RunGenerateBest},
      {"roundrobin", "conveyor-belt round robin for teams or pairs", RunGenerateRoundRobin},
      {"whist", "whist tournaments for individuals", RunGenerateWhist},
  };
  return kinds;
}

}  // namespace

int RunGenerate(const Args& args) {
  if (args.empty() || args[0] == "--help" || args[0] == "-h") {
    std::string text = "usage: movebal generate KIND [options]\n\nkinds:\n";
    for (const GeneratorKind& kind : Kinds()) text += fmt::format("  {:<11} {}\n", kind.name, kind.summary);
    text += "\n'movebal generate KIND --help' lists the options of a kind.\n";
    std::fputs(text.c_str(), stdout);
    return args.empty() ? 2 : 0;
  }
  for (const GeneratorKind& kind : Kinds()) {
    if (args[0] == kind.name) return kind.run(Args(args.begin() + 1, args.end()));
  }
  std::fprintf(stderr, "movebal generate: unknown kind '%s' (see movebal generate --help)\n", args[0].c_str());
  return 2;
}

}  // namespace movebal
