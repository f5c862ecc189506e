// movebal generate carryover: the carry-over final of two leagues (SPEC.md §6),
// as a round x venue table with its two measures and one game per line, or as
// a pairs movement that check and optimise accept.
#include <fmt/format.h>

#include "cli/generate_kinds.h"
#include "cli/generate_output.h"
#include "generators/carry_over.h"
#include "movement/asc_writer.h"

namespace movebal {
namespace {

std::string Proof(bool proved) { return proved ? "proved optimal" : "local search, not proved optimal"; }

std::vector<std::string> Description(const CarryOverDesign& d) {
  std::vector<std::string> lines = {
      fmt::format("carry-over final {}+{}: {} rounds at {} venues", d.n, d.n, d.n, d.n),
      fmt::format("permutation score {:.12g} ({})", d.permutation_score, Proof(d.score_proved)),
      fmt::format("left-right asymmetry {:.12g} ({})", d.asymmetry, Proof(d.asymmetry_proved)),
  };
  if (d.venue_repeats > 0) {
    lines.push_back(fmt::format("{} games are at a venue the player already had{}", d.venue_repeats,
                                d.n == 2 || d.n == 6 ? " (once per venue is impossible for n = 2 and 6)" : ""));
  }
  return lines;
}

}  // namespace

int RunGenerateCarryOver(const Args& args) {
  static const auto table = GenerateOptions({
      {"players", 'n', OptionSpec::Kind::kInt, nullptr, 1, kCarryOverMaxPlayers, "players per league (required)"},
      {"games", 0, OptionSpec::Kind::kFlag, nullptr, 0, 0, "only the machine-readable lines 'RR VV A:b'"},
      {"as-movement", 0, OptionSpec::Kind::kFlag, nullptr, 0, 0,
       "write a pairs movement: Romans NS 1..n, Italics EW n+1..2n, venues as board groups"},
      {"steps", 0, OptionSpec::Kind::kInt, "0", 0, 1e9, "local search steps above the exact sizes (0: default)"},
  });
  ParsedOptions options;
  if (int status = ParseGenerateOptions("carryover", "--players N [options]", table, args, {"players"}, options); status >= 0) {
    return status;
  }
  CarryOverOptions co;
  co.n = static_cast<int>(options.Int("players"));
  co.seed = static_cast<std::uint64_t>(options.Int("seed"));
  co.iterations = options.Int("steps");
  auto design = GenerateCarryOver(co);
  if (!design) return GenerateFailure("carryover", design.error().ToString(), 2);

  std::string text;
  if (options.Flag("as-movement")) {
    auto m = CarryOverMovement(*design);
    if (!m) return GenerateFailure("carryover", m.error().ToString(), 1);
    text = FormatAsc(*m, Description(*design));
  } else if (options.Flag("games")) {
    text = FormatCarryOverGames(*design);
  } else {
    for (const std::string& line : Description(*design)) text += line + "\n";
    text += fmt::format("\n{}\n{}", FormatCarryOverTable(*design), FormatCarryOverGames(*design));
  }
  return WriteGenerated("carryover", options, text);
}

}  // namespace movebal
