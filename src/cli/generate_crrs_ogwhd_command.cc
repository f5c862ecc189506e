// movebal generate crrs | ogwhd: coupling round robins for teams of two pairs
// and ordered (3,6) generalised whist designs. The constructions, searches and
// verifiers live in src/combinatorial_designs; this file reads options and prints.
#include <fmt/format.h>

#include "cli/generate_kinds.h"
#include "cli/generate_output.h"
#include "combinatorial_designs/crrs.h"
#include "combinatorial_designs/ogwhd.h"

namespace movebal {
namespace {

struct CrrsSettings : CommonSettings {
  int teams = 0;
  std::int64_t moves = -1;
  bool schedule = false;
};

struct OgwhdSettings : CommonSettings {
  int players = 0;
  std::int64_t moves = 0;
};

const OptionTable<CrrsSettings>& CrrsOptionTable() {
  using S = CrrsSettings;
  static const OptionTable<S> table = GenerateOptions<S>({
      {{"teams", "", nullptr, 2, kMaxCrrsTeams, "number of teams of two pairs", nullptr, true}, &S::teams},
      {{"moves", "", "-1", -1, 1e12,
        "changes tried by the search for less board sharing (-1: about a second's worth; 0: no search)"},
       &S::moves},
      {{"schedule", "", nullptr, 0, 0, "write the schedule as the paper prints it instead of an .asc movement"},
       &S::schedule},
      kSeedOption<S>,
      kTimeOption<S>,
  });
  return table;
}

const OptionTable<OgwhdSettings>& OgwhdOptionTable() {
  using S = OgwhdSettings;
  static const OptionTable<S> table = GenerateOptions<S>({
      {{"players", "n", nullptr, 7, kMaxOgwhdPlayers, "number of players, 6n + 1", nullptr, true}, &S::players},
      {{"moves", "", "200000000", 1, 1e13, "nodes of the direct search at most (orders the paper's constructions miss)"}, &S::moves},
      kTimeOption<S>,
  });
  return table;
}

int BuildCrrs(Prepared<CrrsSettings>& run) {
  const CrrsSettings& settings = run.settings;
  OutputFile& output = *run.output;
  auto schedule = GenerateCrrs(settings.teams, settings.seed, settings.moves,
                               Budget::Seconds(settings.time.value_or(0)));
  if (!schedule) return GenerateFailure(run.search, "crrs", schedule.error());
  const CrrsVerdict v = VerifyCrrs(*schedule);
  if (!v.crrs) return GenerateFailure(run.search, "crrs", Error::Failed("verification failed: " + v.problems.front()));
  const std::string sharing = v.complete ? "complete: no two matches of a round share a board"
                                         : fmt::format("at most {} matches share a board in a round", v.max_sharing);
  if (settings.schedule) {
    return WriteGenerated(run.search, "crrs", output,
                          fmt::format("# coupling round robin, {} teams, {} boards; {}\n# round  NS, EW (board) ...\n{}",
                                      settings.teams, schedule->boards, sharing, FormatCrrs(*schedule)));
  }
  const std::vector<std::string> comments = {
      fmt::format("coupling round robin (Hwang), {} teams of two pairs, {} boards, seed {}", settings.teams,
                  schedule->boards, settings.seed),
      "verified: conditions (i)-(iv); " + sharing, "teams: " + FormatCrrsTeams(*schedule)};
  return WriteGenerated(run.search, "crrs", output, AscWithFigures(CrrsMovement(*schedule), comments));
}

int BuildOgwhd(Prepared<OgwhdSettings>& run) {
  const OgwhdSettings& settings = run.settings;
  OutputFile& output = *run.output;
  const int v = settings.players;
  if (v % 6 != 1) {
    return GenerateFailure(run.search, "ogwhd", Error::Plain(fmt::format("--players must be 6n + 1 (7, 13, 19, ...), not {}", v)));
  }
  std::string how;
  std::vector<OgwhdGame> initial;
  // The constructions get half of -T; the direct search what is left.
  const Budget budget = Budget::Seconds(settings.time.value_or(0));
  if (auto tuples = SearchOgwhdTuples(v, 1, budget.Slice(0.5)); !tuples.empty()) {
    const OgwhdTuple& t = tuples.front();
    initial = *OgwhdInitialRound(t);
    how = fmt::format("construction {} of Cipriano with p = {}, r = {}, y = {}, z = {}", t.c, t.p, t.r, t.y, t.z);
  } else {
    const OgwhdSearchResult found = SearchZCyclicOgwhd(v, static_cast<std::uint64_t>(settings.moves), budget);
    if (!found.initial && found.out_of_time) {
      return GenerateFailure(run.search, "ogwhd", Error::Failed(fmt::format("the direct search found none in {} nodes before it "
                                                                "was stopped (-T or a signal)", found.nodes)));
    }
    if (!found.initial) {
      return GenerateFailure(run.search, 
          "ogwhd", Error::Failed(found.complete ? fmt::format("no Z-cyclic (3,6)-OGWhD({}) exists (the search is "
                                                              "complete: {} nodes)", v, found.nodes)
                                                : fmt::format("the direct search found none in {} nodes (raise "
                                                              "--moves)", found.nodes)));
    }
    initial = *found.initial;
    how = fmt::format("direct search over differences ({} nodes)", found.nodes);
  }
  const OgwhdSchedule schedule = ExpandOgwhd(v, initial);
  const OgwhdVerdict verdict = VerifyOgwhd(schedule);
  if (!verdict.ordered) return GenerateFailure(run.search, "ogwhd", Error::Failed("verification failed: " + verdict.problems.front()));
  const std::string initial_text = FormatOgwhdInitial(v, initial);
  std::string text = fmt::format(
      "# Z-cyclic (3,6)-OGWhD({}): {}\n"
      "# verified: partners twice, opponents three times, once from each axis\n"
      "# a game (a, b, c, d, e, f): team a c e against team b d f; axes N = a d, E = b e, W = c f\n"
      "# initial round (round i adds i mod {}):{}",
      v, how, v, initial_text.substr(initial_text.find(':') + 1));
  return WriteGenerated(run.search, "ogwhd", output, text + FormatOgwhdSchedule(schedule));
}

}  // namespace

OptionSurface CrrsSurface() { return SurfaceOf<CrrsSettings, CrrsOptionTable>(); }
OptionSurface OgwhdSurface() { return SurfaceOf<OgwhdSettings, OgwhdOptionTable>(); }

int RunGenerateCrrs(const Invocation& call, const Args& args) {
  return RunCommand(call, args,
                    Command<CrrsSettings>{.usage = "--teams N [options]",
                                          .options = CrrsOptionTable,
                                          .work = BuildCrrs});
}

int RunGenerateOgwhd(const Invocation& call, const Args& args) {
  return RunCommand(call, args,
                    Command<OgwhdSettings>{.usage = "--players V [options]",
                                           .options = OgwhdOptionTable,
                                           .work = BuildOgwhd});
}

}  // namespace movebal
