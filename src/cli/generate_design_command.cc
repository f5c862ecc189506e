// movebal generate roundrobin | whist: conveyor-belt round robins (a pairs
// movement) and whist tournaments (an individual movement). Every design is
// verified by the independent checkers before it is written.
#include <fmt/format.h>

#include <cstdio>

#include "cli/generate_kinds.h"
#include "cli/generate_output.h"
#include "cli/report_printer.h"
#include "generators/cyclic_whist.h"
#include "generators/howell.h"
#include "generators/round_robin.h"
#include "generators/whist.h"
#include "generators/whist_search.h"
#include "movement/asc_writer.h"
#include "scoring/balance.h"

namespace movebal {
namespace {

constexpr OptionSpec kScheduleOption = {"schedule", 0, OptionSpec::Kind::kFlag, nullptr, 0, 0,
                                        "write the schedule as text instead of an .asc movement"};

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

int RunGenerateRoundRobin(const Args& args) {
  static const auto table = GenerateOptions({
      {"teams", 'p', OptionSpec::Kind::kInt, nullptr, 2, 256, "number of teams or pairs (required; odd: a bye)"},
      {"starter", 0, OptionSpec::Kind::kText, nullptr, 0, 0,
       "the first round's pairs of positions, e.g. \"1 6, 2 5, 3 4\" (default: the conveyor belt)"},
      {"avoid", 0, OptionSpec::Kind::kText, nullptr, 0, 0,
       "couples that never meet, e.g. 1-2,3-4 (played as a skipped pseudo round)"},
      kScheduleOption,
  });
  ParsedOptions options;
  if (int status = ParseGenerateOptions("roundrobin", "--teams N [options]", table, args, {"teams"}, options); status >= 0) {
    return status;
  }
  const int teams = static_cast<int>(options.Int("teams"));
  const int order = teams % 2 == 1 ? teams : teams - 1;
  Starter starter;
  if (auto text = options.Maybe("starter")) {
    auto parsed = ParseStarter(*text, order);
    if (!parsed) return GenerateFailure("roundrobin", parsed.error().ToString(), 2);
    starter = *parsed;
  }
  std::vector<std::pair<int, int>> avoid;
  if (auto text = options.Maybe("avoid")) {
    auto parsed = ParsePairs(*text);
    if (!parsed) return GenerateFailure("roundrobin", parsed.error().ToString(), 2);
    avoid = *parsed;
  }
  auto rr = ConveyorBelt(teams, starter, avoid);
  if (!rr) return GenerateFailure("roundrobin", rr.error().ToString(), 2);
  if (auto problems = VerifyRoundRobin(*rr); !problems.empty()) {
    return GenerateFailure("roundrobin", "verification failed: " + problems.front(), 1);
  }
  if (options.Flag("schedule")) return WriteGenerated("roundrobin", options, FormatRoundRobin(*rr));
  std::vector<std::string> comments = {fmt::format("round robin, {} teams{}, {} rounds", teams,
                                                   teams % 2 == 1 ? " (one sits out each round)" : "",
                                                   rr->rounds.size())};
  for (auto [a, b] : rr->unmet) comments.push_back(fmt::format("{} and {} never meet", a, b));
  return WriteGenerated("roundrobin", options, AscWithFigures(RoundRobinMovement(*rr), comments));
}

int RunGenerateWhist(const Args& args) {
  static const auto table = GenerateOptions({
      {"players", 'n', OptionSpec::Kind::kInt, nullptr, 4, 64, "number of players, 4n or 4n+1 (required)"},
      {"index", 0, OptionSpec::Kind::kInt, "0", 0, 1e12, "take the cyclic design at this place in 'movebal list whist'"},
      {"directed", 0, OptionSpec::Kind::kFlag, nullptr, 0, 0,
       "cyclic: swap East and West at tables for the least left-opponent surplus (directed when 0); "
       "search: a directed tournament"},
      {"search", 0, OptionSpec::Kind::kFlag, nullptr, 0, 0,
       "search a non-cyclic tournament (the default when no cyclic one exists, e.g. 9 players)"},
      kScheduleOption,
  });
  ParsedOptions options;
  if (int status = ParseGenerateOptions("whist", "--players N [options]", table, args, {"players"}, options); status >= 0) {
    return status;
  }
  const int players = static_cast<int>(options.Int("players"));
  if (players % 4 > 1) return GenerateFailure("whist", "--players must be 4n or 4n+1", 2);

  std::string description;
  WhistSchedule schedule;
  Movement movement;
  const bool cyclic = !options.Flag("search") && IsCyclicWhistSize(players) && players != 9;
  if (cyclic) {
    auto design = ChosenCyclicWhist(players, static_cast<std::uint64_t>(options.Int("index")), options.Flag("directed"));
    if (!design) return GenerateFailure("whist", design.error().ToString(), 1);
    description = fmt::format("cyclic whist tournament Wh({}), initial round: {}; {}", players,
                              FormatInitialRound(*design),
                              RotatingGroupOffsets(*design).empty() ? "one board group per round"
                                                                    : "board groups move with the tables' offsets");
    schedule = ExpandCyclicWhist(*design);
    movement = CyclicWhistMovement(*design);
  } else {
    auto found = SearchWhist(players, options.Flag("directed"));
    if (!found) return GenerateFailure("whist", fmt::format("the search found no whist tournament for {} players", players), 1);
    description = fmt::format("whist tournament Wh({}) found by search", players);
    schedule = *found;
    movement = WhistMovementByRound(schedule);
  }
  const WhistVerdict verdict = VerifyWhist(movement);
  if (!verdict.whist) return GenerateFailure("whist", "verification failed: " + verdict.problems.front(), 1);
  if (options.Flag("schedule")) return WriteGenerated("whist", options, FormatWhistSchedule(schedule));
  const std::vector<std::string> comments = {
      description, fmt::format("verified: partners once, opponents twice; {} (left-opponent surplus {})",
                               verdict.directed ? "directed" : "not directed", verdict.surplus)};
  return WriteGenerated("whist", options, AscWithFigures(movement, comments));
}

}  // namespace movebal
