// movebal generate KIND [options]: builds a movement or design, verifies it,
// and (with --balance, where it applies) balances it with the optimiser.
#include <cstdio>

#include "cli/generate_kinds.h"
#include "cli/subtools.h"

namespace movebal {

const std::vector<Subtool>& GenerateKinds() {
  // Each kind writes one result: to -o FILE, else standard output.
  constexpr Needs kSearch{.stop_on_signals = true, .opens = Opens::kOutput};
  static const std::vector<Subtool> kinds = {
      {"mitchell", "Mitchell movements (complete, relay, skip)", RunGenerateMitchell, MitchellSurface, kSearch},
      {"howell", "cyclic Howell from a starter, full or short", RunGenerateHowell, HowellSurface, kSearch},
      {"carryover", "carry-over final of two leagues", RunGenerateCarryOver, CarryOverSurface, kSearch},
      {"best", "the best balanced movement for pairs and rounds", RunGenerateBest, BestSurface, kSearch},
      {"roundrobin", "conveyor-belt round robin for teams or pairs", RunGenerateRoundRobin, RoundRobinSurface,
       {.opens = Opens::kOutput}},
      {"whist", "whist tournaments for individuals", RunGenerateWhist, WhistSurface, kSearch},
      {"crrs", "coupling round robin for teams of two pairs", RunGenerateCrrs, CrrsSurface, kSearch},
      {"ogwhd", "ordered (3,6) generalised whist design, 6n+1 players", RunGenerateOgwhd, OgwhdSurface, kSearch},
  };
  return kinds;
}

int RunGenerate(const Invocation&, const Args& args) {
  if (args.empty() || args[0] == "--help" || args[0] == "-h") {
    const std::string text = "usage: movebal generate KIND [options]\n\nkinds:\n" + ListSubtools(GenerateKinds()) +
                             "\n'movebal generate KIND --help' lists the options of a kind.\n";
    std::fputs(text.c_str(), args.empty() ? stderr : stdout);
    return args.empty() ? 2 : 0;
  }
  return Dispatch("generate", "kind", GenerateKinds(), args);
}

}  // namespace movebal
