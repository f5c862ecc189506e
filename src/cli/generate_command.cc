// movebal generate KIND [options]: builds a movement or design, verifies it,
// and (with --balance, where it applies) balances it with the optimiser.
#include <cstdio>

#include "cli/generate_kinds.h"
#include "cli/subtools.h"

namespace movebal {
namespace {

const std::vector<Subtool>& Kinds() {
  static const std::vector<Subtool> kinds = {
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
    const std::string text = "usage: movebal generate KIND [options]\n\nkinds:\n" + ListSubtools(Kinds()) +
                             "\n'movebal generate KIND --help' lists the options of a kind.\n";
    std::fputs(text.c_str(), stdout);
    return args.empty() ? 2 : 0;
  }
  if (const Subtool* kind = FindSubtool(Kinds(), args[0])) return kind->run(Args(args.begin() + 1, args.end()));
  std::fprintf(stderr, "movebal generate: unknown kind '%s' (see movebal generate --help)\n", args[0].c_str());
  return 2;
}

}  // namespace movebal
