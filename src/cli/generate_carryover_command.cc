// movebal generate carryover: the carry-over final of two leagues
// (docs/manual.md, "generate carryover"), as a round x venue table with its two
// measures and one game per line, or as a pairs movement that check and
// optimise accept.
#include <fmt/format.h>

#include "cli/generate_kinds.h"
#include "cli/generate_output.h"
#include "pair_movements/carry_over.h"
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

struct CarryOverSettings : CommonSettings {
  int players = 0;
  bool games = false;
  bool as_movement = false;
  std::int64_t moves = 0;
};

const OptionTable<CarryOverSettings>& CarryOverOptionTable() {
  using S = CarryOverSettings;
  static const OptionTable<S> table = GenerateOptions<S>({
      {{"players", "n", nullptr, 1, kCarryOverMaxPlayers, "players per league", nullptr, true}, &S::players},
      {{"games", "", nullptr, 0, 0, "only the machine-readable lines 'RR VV A:b'"}, &S::games},
      {{"as-movement", "", nullptr, 0, 0,
        "write a pairs movement: Romans NS 1..n, Italics EW n+1..2n, venues as board groups"},
       &S::as_movement},
      {{"moves", "", "0", 0, 1e9, "local search moves above the exact sizes (0: default)"}, &S::moves},
      kSeedOption<S>,
      kTimeOption<S>,
  });
  return table;
}

int BuildCarryOver(Prepared<CarryOverSettings>& run) {
  const CarryOverSettings& settings = run.settings;
  OutputFile& output = *run.output;
  if (Status ok = RefuseTogether(settings, {"games"}, {"as-movement"}); !ok) return GenerateFailure(run.search, "carryover", ok.error());
  CarryOverOptions co;
  co.n = settings.players;
  co.run = run.search;
  co.run.budget = run.search.budget.WithMoves(settings.moves);
  auto design = GenerateCarryOver(co);
  if (!design) return GenerateFailure(run.search, "carryover", design.error());

  std::string text;
  if (settings.as_movement) {
    auto m = CarryOverMovement(*design);
    if (!m) return GenerateFailure(run.search, "carryover", m.error());
    text = FormatAsc(*m, Description(*design));
  } else if (settings.games) {
    text = FormatCarryOverGames(*design);
  } else {
    for (const std::string& line : Description(*design)) text += line + "\n";
    text += fmt::format("\n{}\n{}", FormatCarryOverTable(*design), FormatCarryOverGames(*design));
  }
  return WriteGenerated(run.search, "carryover", output, text);
}

}  // namespace

OptionSurface CarryOverSurface() { return SurfaceOf<CarryOverSettings, CarryOverOptionTable>(); }

int RunGenerateCarryOver(const Invocation& call, const Args& args) {
  return RunCommand(call, args,
                    Command<CarryOverSettings>{.usage = "--players N [options]",
                                               .options = CarryOverOptionTable,
                                               .work = BuildCarryOver});
}

}  // namespace movebal
