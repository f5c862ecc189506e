// movebal generate roundrobin | whist: conveyor-belt round robins (a pairs
// movement) and whist tournaments (an individual movement). Every design is
// verified by the independent checkers before it is written.
#include <fmt/format.h>

#include <cstdio>

#include "cli/generate_kinds.h"
#include "cli/generate_output.h"
#include "club/report_format.h"
#include "pair_movements/howell.h"
#include "combinatorial_designs/round_robin.h"
#include "combinatorial_designs/whist.h"
#include "combinatorial_designs/whist_designs.h"
#include "movement/asc_writer.h"
#include "scoring/balance.h"

namespace movebal {
namespace {

struct RoundRobinSettings : CommonSettings {
  int teams = 0;
  std::optional<std::string> starter, avoid;
  bool schedule = false;
};

struct WhistSettings : CommonSettings {
  int players = 0;
  std::optional<std::int64_t> index;
  bool directed = false;
  bool search = false;
  bool random = false;
  std::optional<std::string> spouses;
  bool schedule = false;
};

template <class S>
const Option<S> kScheduleOption{{"schedule", "", nullptr, 0, 0, "write the schedule as text instead of an .asc movement"},
                                &S::schedule};

const OptionTable<RoundRobinSettings>& RoundRobinOptionTable() {
  using S = RoundRobinSettings;
  static const OptionTable<S> table = GenerateOptions<S>({
      {{"teams", "", nullptr, 2, 256, "number of teams or pairs (odd: a bye)", nullptr, true}, &S::teams},
      {{"starter", "", nullptr, 0, 0,
        "the first round's pairs of positions, e.g. \"1 6, 2 5, 3 4\" (default: the conveyor belt)"},
       &S::starter},
      {{"avoid", "", nullptr, 0, 0, "couples that never meet, e.g. 1-2,3-4 (played as a skipped pseudo round)"},
       &S::avoid},
      kScheduleOption<S>,
  });
  return table;
}

const OptionTable<WhistSettings>& WhistOptionTable() {
  using S = WhistSettings;
  static const OptionTable<S> table = GenerateOptions<S>({
      {{"players", "n", nullptr, 4, kMaxWhistPlayers, "number of players, 4n or 4n+1", nullptr, true}, &S::players},
      {{"index", "", nullptr, 0, kMaxWhistIndex,
        "take the cyclic design at this place in 'movebal list whist' (up to 44 players)"},
       &S::index},
      {{"directed", "", nullptr, 0, 0, "the least left-opponent surplus: directed for 4n+1 players, 4n-1 for 4n"},
       &S::directed},
      {{"search", "", nullptr, 0, 0, "search a non-cyclic tournament (the default when no cyclic one exists, e.g. 9 players)"},
       &S::search},
      {{"random", "", nullptr, 0, 0,
        "search a cyclic design at the least surplus at random from --seed, for at most --time seconds (default 10)"},
       &S::random},
      kSeedOption<S>,
      kTimeOption<S>,
      {{"spouses", "", nullptr, 0, 0,
        "couples who never partner, e.g. 1-2,3-4 (partners in a pretend first round that is skipped)"},
       &S::spouses},
      kScheduleOption<S>,
  });
  return table;
}

int BuildRoundRobin(Prepared<RoundRobinSettings>& run) {
  const RoundRobinSettings& settings = run.settings;
  OutputFile& output = *run.output;
  const int teams = settings.teams;
  const int order = teams % 2 == 1 ? teams : teams - 1;
  Starter starter;
  if (settings.starter) {
    auto parsed = ParseStarter(*settings.starter, order);
    if (!parsed) return GenerateFailure(run.search, "roundrobin", parsed.error());
    starter = *parsed;
  }
  std::vector<std::pair<int, int>> avoid;
  if (settings.avoid) {
    auto parsed = ParseCouples(*settings.avoid, "--avoid");
    if (!parsed) return GenerateFailure(run.search, "roundrobin", parsed.error());
    avoid = *parsed;
  }
  auto rr = ConveyorBelt(teams, starter, avoid);
  if (!rr) return GenerateFailure(run.search, "roundrobin", rr.error());
  if (auto problems = VerifyRoundRobin(*rr); !problems.empty()) {
    return GenerateFailure(run.search, "roundrobin", Error::Failed("verification failed: " + problems.front()));
  }
  if (settings.schedule) return WriteGenerated(run.search, "roundrobin", output, FormatRoundRobin(*rr));
  std::vector<std::string> comments = {fmt::format("round robin, {} teams{}, {} rounds", teams,
                                                   teams % 2 == 1 ? " (one sits out each round)" : "",
                                                   rr->rounds.size())};
  for (auto [a, b] : rr->unmet) comments.push_back(fmt::format("{} and {} never meet", a, b));
  return WriteGenerated(run.search, "roundrobin", output, AscWithFigures(RoundRobinMovement(*rr), comments));
}

int BuildWhist(Prepared<WhistSettings>& run) {
  const WhistSettings& settings = run.settings;
  OutputFile& output = *run.output;
  for (Status ok : {RefuseTogether(settings, {"random", "search", "index"}, {"random", "search", "index"}),
                    RefuseTogether(settings, {"index"}, {"directed"})}) {
    if (!ok) return GenerateFailure(run.search, "whist", ok.error());
  }
  if (Status ok = RefuseGiven(settings, {"seed", "time"}, "they set the random search, which only --random does");
      !settings.random && !ok) {
    return GenerateFailure(run.search, "whist", ok.error());
  }
  WhistRequest request;
  request.players = settings.players;
  request.index = settings.index.value_or(-1);
  request.directed = settings.directed;
  request.search = settings.search;
  request.random = settings.random;
  request.seed = settings.seed;
  request.budget = Budget::Seconds(settings.time.value_or(kRandomWhistSeconds));
  if (settings.spouses) {
    auto couples = ParseCouples(*settings.spouses, "--spouses");
    if (!couples) return GenerateFailure(run.search, "whist", couples.error());
    request.spouses = *couples;
  }
  auto design = GenerateWhistDesign(request);
  if (!design) return GenerateFailure(run.search, "whist", design.error());
  if (settings.schedule) return WriteGenerated(run.search, "whist", output, FormatWhistSchedule(design->schedule));
  return WriteGenerated(run.search, "whist", output, AscWithFigures(design->movement, design->description));
}

}  // namespace

OptionSurface RoundRobinSurface() { return SurfaceOf<RoundRobinSettings, RoundRobinOptionTable>(); }
OptionSurface WhistSurface() { return SurfaceOf<WhistSettings, WhistOptionTable>(); }

int RunGenerateRoundRobin(const Invocation& call, const Args& args) {
  return RunCommand(call, args,
                    Command<RoundRobinSettings>{.usage = "--teams N [options]",
                                                .options = RoundRobinOptionTable,
                                                .work = BuildRoundRobin});
}

int RunGenerateWhist(const Invocation& call, const Args& args) {
  return RunCommand(call, args,
                    Command<WhistSettings>{.usage = "--players N [options]",
                                           .options = WhistOptionTable,
                                           .work = BuildWhist});
}

}  // namespace movebal
