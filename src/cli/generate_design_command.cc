// movebal generate roundrobin | whist: conveyor-belt round robins (a pairs
// movement) and whist tournaments (an individual movement). Every design is
// verified by the independent checkers before it is written.
#include <fmt/format.h>

#include <cstdio>

#include "cli/generate_kinds.h"
#include "cli/generate_output.h"
#include "club/report_format.h"
#include "generators/cyclic_whist.h"
#include "generators/howell.h"
#include "generators/round_robin.h"
#include "generators/whist.h"
#include "generators/whist_search.h"
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
  std::int64_t index = 0;
  bool directed = false;
  bool search = false;
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
      {{"players", "n", nullptr, 4, kMaxCyclicWhistPlayers, "number of players, 4n or 4n+1", nullptr, true}, &S::players},
      {{"index", "", "0", 0, 1e12, "take the cyclic design at this place in 'movebal list whist'"}, &S::index},
      {{"directed", "", nullptr, 0, 0,
        "cyclic: swap East and West at tables for the least left-opponent surplus (directed when 0); "
        "search: a directed tournament"},
       &S::directed},
      {{"search", "", nullptr, 0, 0, "search a non-cyclic tournament (the default when no cyclic one exists, e.g. 9 players)"},
       &S::search},
      kScheduleOption<S>,
  });
  return table;
}

// "1-2,3-4" as pairs of numbers.
Result<std::vector<std::pair<int, int>>> ParsePairs(const std::string& text) {
  std::vector<std::pair<int, int>> pairs;
  std::size_t at = 0;
  while (at < text.size()) {
    int a = 0, b = 0, used = 0;
    if (std::sscanf(text.c_str() + at, "%d-%d%n", &a, &b, &used) != 2) {
      return Error::Plain(fmt::format("--avoid wants pairs like 1-2,3-4, not '{}'", text));
    }
    pairs.emplace_back(a, b);
    at += used;
    if (at < text.size() && text[at] == ',') ++at;
  }
  return pairs;
}

// The least-surplus East-West swap of a design.
CyclicWhist LeastSurplusSwap(const CyclicWhist& w) {
  CyclicWhist best = w;
  for (std::uint32_t o = 1; o < (std::uint32_t{1} << w.tables.size()); ++o) {
    CyclicWhist swapped = WithSwappedEastWest(w, o);
    if (LeftOpponentSurplus(swapped) < LeftOpponentSurplus(best)) best = swapped;
  }
  return best;
}

// The cyclic design asked for: the K-th in listing order; with `directed`,
// the K-th directed one (4n+1, as 'list whist --max-surplus 0' orders them)
// or the K-th design with its least-surplus swap (4n, never directed).
Result<CyclicWhist> ChosenCyclicWhist(int players, std::uint64_t index, bool directed) {
  std::optional<CyclicWhist> chosen;
  std::uint64_t seen = 0;
  const bool only_directed = directed && players % 4 == 1;
  ForEachCyclicWhist(players, [&](const CyclicWhist& w) {
    for (std::uint32_t o = 0; o < (only_directed ? std::uint32_t{1} << w.tables.size() : 1); ++o) {
      const CyclicWhist candidate = WithSwappedEastWest(w, o);
      if (only_directed && LeftOpponentSurplus(candidate) != 0) continue;
      if (seen++ == index) {
        chosen = directed ? LeastSurplusSwap(candidate) : candidate;
        return false;
      }
    }
    return true;
  });
  if (!chosen) {
    return Error::Plain(fmt::format("there are only {} cyclic {}designs for {} players", seen,
                                    only_directed ? "directed " : "", players));
  }
  return *chosen;
}

}  // namespace

OptionSurface RoundRobinSurface() { return SurfaceOf<RoundRobinSettings, RoundRobinOptionTable>(); }
OptionSurface WhistSurface() { return SurfaceOf<WhistSettings, WhistOptionTable>(); }

int RunGenerateRoundRobin(const Args& args) {
  RoundRobinSettings settings;
  std::optional<OutputFile> output;
  if (auto done = StartGenerate("roundrobin", "--teams N [options]", RoundRobinOptionTable(), args, settings, output)) {
    return *done;
  }
  const int teams = settings.teams;
  const int order = teams % 2 == 1 ? teams : teams - 1;
  Starter starter;
  if (settings.starter) {
    auto parsed = ParseStarter(*settings.starter, order);
    if (!parsed) return GenerateFailure("roundrobin", parsed.error());
    starter = *parsed;
  }
  std::vector<std::pair<int, int>> avoid;
  if (settings.avoid) {
    auto parsed = ParsePairs(*settings.avoid);
    if (!parsed) return GenerateFailure("roundrobin", parsed.error());
    avoid = *parsed;
  }
  auto rr = ConveyorBelt(teams, starter, avoid);
  if (!rr) return GenerateFailure("roundrobin", rr.error());
  if (auto problems = VerifyRoundRobin(*rr); !problems.empty()) {
    return GenerateFailure("roundrobin", Error::Failed("verification failed: " + problems.front()));
  }
  if (settings.schedule) return WriteGenerated("roundrobin", *output, FormatRoundRobin(*rr));
  std::vector<std::string> comments = {fmt::format("round robin, {} teams{}, {} rounds", teams,
                                                   teams % 2 == 1 ? " (one sits out each round)" : "",
                                                   rr->rounds.size())};
  for (auto [a, b] : rr->unmet) comments.push_back(fmt::format("{} and {} never meet", a, b));
  return WriteGenerated("roundrobin", *output, AscWithFigures(RoundRobinMovement(*rr), comments));
}

int RunGenerateWhist(const Args& args) {
  WhistSettings settings;
  std::optional<OutputFile> output;
  if (auto done = StartGenerate("whist", "--players N [options]", WhistOptionTable(), args, settings, output)) {
    return *done;
  }
  const int players = settings.players;
  if (players % 4 > 1) return GenerateFailure("whist", Error::Plain("--players must be 4n or 4n+1"));

  std::string description;
  WhistSchedule schedule;
  Movement movement;
  const bool cyclic = !settings.search && IsCyclicWhistSize(players) && players != 9;
  if (cyclic) {
    auto design = ChosenCyclicWhist(players, static_cast<std::uint64_t>(settings.index), settings.directed);
    if (!design) return GenerateFailure("whist", design.error());
    description = fmt::format("cyclic whist tournament Wh({}), initial round: {}; {}", players,
                              FormatInitialRound(*design),
                              RotatingGroupOffsets(*design).empty() ? "one board group per round"
                                                                    : "board groups move with the tables' offsets");
    schedule = ExpandCyclicWhist(*design);
    movement = CyclicWhistMovement(*design);
  } else {
    auto found = SearchWhist(players, settings.directed);
    if (!found) {
      return GenerateFailure("whist", Error::Failed(fmt::format("the search found no whist tournament for {} players", players)));
    }
    description = fmt::format("whist tournament Wh({}) found by search", players);
    schedule = *found;
    movement = WhistMovementByRound(schedule);
  }
  const WhistVerdict verdict = VerifyWhist(movement);
  if (!verdict.whist) return GenerateFailure("whist", Error::Failed("verification failed: " + verdict.problems.front()));
  if (settings.schedule) return WriteGenerated("whist", *output, FormatWhistSchedule(schedule));
  const std::vector<std::string> comments = {
      description, fmt::format("verified: partners once, opponents twice; {} (left-opponent surplus {})",
                               verdict.directed ? "directed" : "not directed", verdict.surplus)};
  return WriteGenerated("whist", *output, AscWithFigures(movement, comments));
}

}  // namespace movebal
