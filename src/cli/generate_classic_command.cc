// movebal generate mitchell | howell | best: classic pairs movements, built,
// verified by the checker and, with --balance, balanced by the optimiser;
// best designs a movement by the search and ranks it with the classic ones.
// The logic lives in src/pair_movements and src/design; this file reads options
// and writes the .asc file with comment lines that say what it is.
#include <fmt/format.h>

#include <unistd.h>

#include <algorithm>
#include <cstdio>

#include "cli/generate_kinds.h"
#include "cli/generate_output.h"
#include "club/report_format.h"
#include "club/walking_format.h"
#include "design/best.h"
#include "design/like.h"
#include "design/shape_of.h"
#include "search/budget.h"
#include "search/tuning.h"
#include "design/styles.h"
#include "pair_movements/howell.h"
#include "pair_movements/mitchell.h"
#include "movement/asc_reader.h"
#include "movement/movement_file.h"
#include "movement/asc_writer.h"

namespace movebal {
namespace {

struct MitchellSettings : CommonSettings {
  int tables = 0;
  std::optional<std::string> type;
  int rounds = 0;
  bool balance = false;
};

struct HowellSettings : CommonSettings {
  int pairs = 0;
  int rounds = 0;
  std::optional<std::string> starter;
  bool patterned = false;
  int candidates = 0;
  bool balance = false;
};

struct BestSettings : CommonSettings {
  int pairs = 0;
  int rounds = 0;
  int tables = 0;
  int candidates = 0;
  std::int64_t moves = 0;
  bool list = false;
  bool half_rounds = false;
  std::optional<std::string> sessions, first_round, like;
  int share = 1;
  int stationary = 0;
  bool stationary_boards = false;
  std::string walk;
};

// The shared options that only the balancing (--balance) uses.
constexpr std::initializer_list<const char*> kBalancingOptions = {"seed", "iterations", "time", "threads"};

// `generate best` without -T: time for the search and the balancing together.
constexpr double kDefaultBestSeconds = 20;

template <class S>
const Option<S> kBalanceOption{{"balance", "b", nullptr, 0, 0, "balance for one winner by arrow switches (the optimiser)"},
                               &S::balance};
template <class S>
const Option<S> kCandidatesOption{{"candidates", "", "6", 1, 1000, "Howell starters to compare"}, &S::candidates};

const OptionTable<MitchellSettings>& MitchellOptionTable() {
  using S = MitchellSettings;
  static const OptionTable<S> table = GenerateOptions<S>({
      {{"tables", "", nullptr, 3, kMaxMitchellTables, "number of tables", nullptr, true}, &S::tables},
      {{"type", "", nullptr, 0, 0, "complete (odd tables), relay or skip (even tables); default by the number of tables",
        "complete|relay|skip"},
       &S::type},
      {{"rounds", "", "0", 0, kMaxMitchellTables, "rounds played, for an incomplete session (0: all)"}, &S::rounds},
      kBalanceOption<S>, kSeedOption<S>, kIterationsOption<S>, kTimeOption<S>, kThreadsOption<S>,
  });
  return table;
}

const OptionTable<HowellSettings>& HowellOptionTable() {
  using S = HowellSettings;
  static const OptionTable<S> table = GenerateOptions<S>({
      {{"pairs", "p", nullptr, 4, kMaxStarterOrder + 1, "number of pairs (odd: a phantom pair sits out)", nullptr, true},
       &S::pairs},
      {{"rounds", "", "0", 0, kMaxStarterOrder, "rounds, for a short Howell (0: all)"}, &S::rounds},
      {{"starter", "", nullptr, 0, 0, "use this starter, e.g. \"1 6, 2 5, 3 4\""}, &S::starter},
      {{"patterned", "", nullptr, 0, 0, "use the patterned starter {x, -x}"}, &S::patterned},
      kCandidatesOption<S>,
      kBalanceOption<S>, kSeedOption<S>, kIterationsOption<S>, kTimeOption<S>, kThreadsOption<S>,
  });
  return table;
}

const OptionTable<BestSettings>& BestOptionTable() {
  using S = BestSettings;
  static const OptionTable<S> table = GenerateOptions<S>({
      kTuneOption<S>,
      {{"pairs", "p", nullptr, 4, kMaxBestPairs, "number of pairs", nullptr, true,
        ValueKind::kFlag, false, "like"},
       &S::pairs},
      {{"rounds", "", nullptr, 2, kMaxStarterOrder, "number of rounds", nullptr, true, ValueKind::kFlag, false, "like"},
       &S::rounds},
      {{"like", "", nullptr, 0, 0,
        "design to the shape of this movement (a published one): its pairs, rounds, tables, stanzas (as --sessions), "
        "sets of boards (as --copies) and boards that stay; its Qf is said beside the result's"},
       &S::like},
      {{"tables", "", "0", 0, kMaxMitchellTables, "tables available (0: as many as needed)"}, &S::tables},
      kMovesOption<S>,
      {{"list", "", nullptr, 0, 0, "print the ranked candidates instead of the movement"}, &S::list},
      {{"half-rounds", "", nullptr, 0, 0,
        "two board groups per round, the opponents kept (each round written as two half-rounds)"},
       &S::half_rounds},
      {{"sessions", "", nullptr, 0, 0, "rounds per session, e.g. 5,5,5: each session its own boards, balanced as one event"},
       &S::sessions},
      kCopiesOption<S>,
      kShareOption<S>,
      {{"stationary", "", "0", 0, kMaxBestPairs, "this pair keeps table 1, North-South (0: none)"}, &S::stationary},
      {{"first-round", "", nullptr, 0, 0, "an .asc movement whose round 1 is kept (a universal starting position)"},
       &S::first_round},
      {{"stationary-boards", "", nullptr, 0, 0,
        "boards stay at their tables (Scheveningen); where the pairs need more tables than there are rounds, "
        "appendix tables with a stationary pair share them"},
       &S::stationary_boards},
      {{"walk", "", "room", 0, 0,
        "room: first the movements a club runs without a runner (boards move one table at most, an empty table "
        "stays put); free: balance alone",
        "room|free"},
       &S::walk},
      kQuietOption<S>,
      kCandidatesOption<S>, kSeedOption<S>, kIterationsOption<S>, kTimeOption<S>, kThreadsOption<S>,
  });
  return table;
}

// Balances the candidates (or scores them as they are) and returns the best,
// with the ranking table when asked. -T is the whole run: RankCandidates
// gives each candidate an equal part of it.
Result<Candidate> BestOf(std::vector<Candidate> candidates, const CommonSettings& settings, const Run& run, bool balance,
                         std::vector<std::string>* table) {
  const AnnealOptions anneal = AnnealOptionsOf(settings, run);
  auto ranked = RankCandidates(std::move(candidates), balance ? &anneal : nullptr);
  if (!ranked) return ranked.error();
  if (table != nullptr) *table = RankingTable(*ranked);
  return std::move(ranked->front());
}

// The values of the balancing settled at run time, for the repeat line.
std::map<std::string, std::string> BalancingInForce(const CommonSettings& settings, const AnnealOptions& anneal) {
  return {{"seed", std::to_string(settings.seed)}, {"threads", std::to_string(anneal.run.threads)}};
}

int BuildMitchell(Prepared<MitchellSettings>& run) {
  const MitchellSettings& settings = run.settings;
  OutputFile& output = *run.output;
  if (Status ok = RefuseGiven(settings, kBalancingOptions, "they set the balancing, which is done only with --balance");
      !settings.balance && !ok) {
    return GenerateFailure(run.search, "mitchell", ok.error());
  }
  MitchellSpec spec;
  spec.tables = settings.tables;
  spec.rounds = settings.rounds;
  spec.kind = DefaultMitchellKind(spec.tables);
  if (settings.type == "complete") spec.kind = MitchellKind::kComplete;
  if (settings.type == "relay") spec.kind = MitchellKind::kRelay;
  if (settings.type == "skip") spec.kind = MitchellKind::kSkip;
  auto m = GenerateMitchell(spec);
  if (!m) return GenerateFailure(run.search, "mitchell", m.error());
  std::vector<std::string> comments = {fmt::format("{} Mitchell, {} tables, {} rounds", MitchellKindName(spec.kind),
                                                   m->tables, m->rounds)};
  if (settings.balance) {
    AnnealOptions anneal = AnnealOptionsOf(settings, run.search);
    auto balanced = BalanceMitchell(std::move(*m), anneal);
    if (!balanced) return GenerateFailure(run.search, "mitchell", balanced.error());
    *m = std::move(*balanced);
    comments.push_back(fmt::format("one winner: arrow switches by the optimiser (seed {})", settings.seed));
    comments.push_back("to repeat: " + RepeatLine("movebal generate mitchell", MitchellOptionTable(), settings,
                                                  BalancingInForce(settings, anneal)));
  } else {
    comments.push_back("two winners (NS and EW); --balance switches arrows for one winner");
  }
  return WriteGenerated(run.search, "mitchell", output, AscWithFigures(*m, comments));
}

int BuildHowell(Prepared<HowellSettings>& run) {
  const HowellSettings& settings = run.settings;
  OutputFile& output = *run.output;
  if (Status ok = RefuseGiven(settings, kBalancingOptions, "they set the balancing, which is done only with --balance");
      !settings.balance && !ok) {
    return GenerateFailure(run.search, "howell", ok.error());
  }
  if (Status ok = RefuseTogether(settings, {"starter", "patterned", "candidates"}, {"starter", "patterned", "candidates"});
      !ok) {
    return GenerateFailure(run.search, "howell", ok.error());
  }
  const HowellShape shape{settings.pairs, settings.rounds};
  if (auto ok = CheckHowellShape(shape); !ok) return GenerateFailure(run.search, "howell", ok.error());

  std::vector<HowellDesign> designs;
  if (settings.starter || settings.patterned) {
    auto starter = settings.starter ? ParseStarter(*settings.starter, shape.order())
                                    : Result<Starter>(PatternedStarter(shape.order()));
    if (!starter) return GenerateFailure(run.search, "howell", starter.error());
    auto design = GenerateHowell(shape, *starter);
    if (!design) return GenerateFailure(run.search, "howell", design.error());
    designs.push_back(std::move(*design));
  } else {
    auto found = HowellCandidates(shape, settings.candidates);
    if (!found) return GenerateFailure(run.search, "howell", found.error());
    designs = std::move(*found);
  }
  std::vector<Candidate> candidates;
  for (const HowellDesign& d : designs) candidates.push_back({HowellOrigin{DescribeHowellStarter(d), DescribeHowellGroups(d)}, d.movement, {}});
  std::vector<std::string> comments;
  auto best = BestOf(std::move(candidates), settings, run.search, settings.balance, designs.size() > 1 ? &comments : nullptr);
  if (!best) return GenerateFailure(run.search, "howell", best.error());
  comments.insert(comments.begin(), fmt::format("cyclic Howell, {} pairs{}, {} rounds, {}", shape.pairs,
                                                shape.phantom() ? " (a phantom pair: one sits out each round)" : "",
                                                shape.played_rounds(), std::get<HowellOrigin>(best->origin).text()));
  if (settings.balance) {
    comments.push_back(fmt::format("balanced by arrow switches (seed {})", settings.seed));
    comments.push_back("to repeat: " + RepeatLine("movebal generate howell", HowellOptionTable(), settings,
                                                  BalancingInForce(settings, AnnealOptionsOf(settings, run.search))));
  }
  return WriteGenerated(run.search, "howell", output, AscWithFigures(best->movement, comments));
}

// The movement of --like: its shape and its Qf.
struct Likeness {
  std::string file;
  MovementShape shape;
  Movement movement;
  double qf = 0;
};

Result<Likeness> LikenessOf(const BestSettings& settings) {
  if (Status alone = RefuseGiven(settings, {"pairs", "rounds"}, "--like gives them"); !alone) return alone.error();
  auto doc = ReadMovementDocument(*settings.like);
  if (!doc) return doc.error();
  auto shape = ShapeOf(doc->movement);
  if (!shape) return Error::At(*settings.like, 0, 0, shape.error().message);
  // The ranges of the options the shape stands for.
  const auto beyond = [&](const char* what, int value, int low, int high) -> Status {
    if (value >= low && value <= high) return Ok();
    return Error::At(*settings.like, 0, 0, fmt::format("has {} {}: generate best takes {} to {}", value, what, low, high));
  };
  for (Status in_range : {beyond("pairs", shape->pairs, 4, kMaxBestPairs),
                          beyond("rounds", shape->rounds, 2, kMaxStarterOrder),
                          beyond("tables", shape->tables, 1, kMaxMitchellTables),
                          beyond("sets of boards", shape->copies, 1, kMaxMitchellTables)}) {
    if (!in_range) return in_range.error();
  }
  const BalanceReport report = ScoreMovement(doc->movement);
  if (!report.suitable) return Error::At(*settings.like, 0, 0, "unsuitable for the balance model: " + report.unsuitable_reason);
  return Likeness{*settings.like, *shape, std::move(doc->movement), report.moments.Qf};
}

int BuildBest(Prepared<BestSettings>& run) {
  const BestSettings& settings = run.settings;
  OutputFile& output = *run.output;
  std::optional<Likeness> like;
  if (settings.like) {
    auto found = LikenessOf(settings);
    if (!found) return GenerateFailure(run.search, "best", found.error());
    like = std::move(*found);
  }
  const auto given = [&](const char* name) {
    return std::find(settings.given.begin(), settings.given.end(), name) != settings.given.end();
  };
  BestRequest request;
  request.pairs = like ? like->shape.pairs : settings.pairs;
  request.rounds = like ? like->shape.rounds : settings.rounds;
  request.tables = like && !given("tables") ? like->shape.tables : settings.tables;
  request.copies = like && !given("copies") && !given("share") ? like->shape.copies : settings.share;
  request.howell_starters = settings.candidates;
  request.walk = settings.walk == "free" ? WalkRule::kFree : WalkRule::kRoom;
  const BestDesignSettings whole = DesignSettingsOf(settings, run.search, settings.moves, kDefaultBestSeconds);
  // With --like the given movement's balancing takes the last part of -T.
  BestDesignSettings design =
      like && whole.seconds() > 0 ? whole.For(whole.run.budget.SecondsLeft() * (1 - tuning().like_given_share)) : whole;
  const bool show_progress = !settings.quiet && isatty(fileno(stderr));
  if (show_progress) {
    design.progress = [](const DesignProgress& p) {
      std::fprintf(stderr, "\r%6.1f s  %12lld moves  best Qf %6.2f ", p.seconds, static_cast<long long>(p.moves),
                   p.best_qf);
    };
  }
  StyleRequest style;
  style.half_rounds = settings.half_rounds;
  style.share = request.copies;
  style.stationary = settings.stationary;
  style.boards_stay = settings.stationary_boards || (like && like->shape.boards_stay);
  if (like && !settings.sessions) style.sessions = like->shape.sessions;
  if (settings.sessions) {
    auto sessions = ParseSessions(*settings.sessions);
    if (!sessions) return GenerateFailure(run.search, "best", sessions.error());
    style.sessions = std::move(*sessions);
  }
  if (settings.first_round) {
    auto doc = ReadMovementDocument(*settings.first_round);
    if (!doc) return GenerateFailure(run.search, "best", doc.error());
    style.first_round = std::move(doc->movement);
  }
  if (style.sessions.empty()) WarnOfRounds("generate best", request.pairs, request.rounds);
  auto ranked = style.any() ? DesignStyled(request, design, style) : DesignBest(request, design);
  if (show_progress) std::fputs("\r\033[K", stderr);
  // Where nothing keeps the given movement's shape, it is the one candidate.
  std::string no_design;
  if (!ranked && like && ranked.error().kind == ErrorKind::kFailed) {
    no_design = ranked.error().message;
    ranked = std::vector<Candidate>{};
  }
  if (!ranked) return GenerateFailure(run.search, "best", ranked.error());
  if (like) {
    const AnnealOptions polish = whole.Polish(whole.seconds() > 0 ? whole.run.budget.SecondsLeft() : 0);
    if (Status ok = RankWithTheGiven(*ranked, like->movement, like->file, polish, style.any()); !ok) {
      return GenerateFailure(run.search, "best", ok.error());
    }
  }
  const std::vector<std::string> ranking = RankingTable(*ranked);
  if (settings.list) {
    std::string text;
    for (const std::string& line : ranking) text += line + "\n";
    return WriteGenerated(run.search, "best", output, text);
  }
  std::map<std::string, std::string> in_force = {{"seed", std::to_string(settings.seed)},
                                                  {"threads", std::to_string(design.run.threads)}};
  if (const double seconds = DesignSecondsOf(settings, kDefaultBestSeconds); seconds > 0) {
    in_force["time"] = fmt::format("{}", seconds);
  }
  std::vector<std::string> comments = {
      fmt::format("best of the candidates for {} pairs, {} rounds: {}", request.pairs, request.rounds,
                  ranked->front().name()),
      "to repeat: " + RepeatLine("movebal generate best", BestOptionTable(), settings, in_force)};
  const std::vector<std::string> described = DescribeStyle(style);
  comments.insert(comments.end(), described.begin(), described.end());
  if (like) {
    // The given movement is a candidate: the first has its board groups.
    const double qf = ranked->front().report.moments.Qf;
    const std::string verdict = !no_design.empty() ? ": no design has its shape (" + no_design +
                                                         "), so this is it with its arrows balanced"
                                : std::holds_alternative<GivenOrigin>(ranked->front().origin)
                                    ? ": no design beat it, so this is it with its arrows balanced"
                                : qf + 1e-9 < like->qf ? ": the given movement is better balanced" : "";
    const std::string note = fmt::format("like {} ({}): its Qf {:.2f}, this one's {:.2f}{}", like->file,
                                         like->shape.Describe(), like->qf, qf, verdict);
    comments.push_back(note);
    if (!settings.quiet) std::fprintf(stderr, "movebal generate best: %s\n", note.c_str());
  }
  if (request.walk == WalkRule::kRoom && !RunnableInTheRoom(ranked->front().walking)) {
    const std::string note =
        "no candidate walks as a club needs (boards one table at most, an empty table that stays put): "
        "this one needs a runner or moves the empty table";
    comments.push_back(note);
    if (!settings.quiet) std::fprintf(stderr, "movebal generate best: %s\n", note.c_str());
  }
  // Plain `generate best` keeps each group to the sets of --copies; a styled
  // run leaves out the candidates that share more than that.
  const std::string sharing = style.any() ? std::string() : SharingNote(ranked->front(), request.copies);
  if (!sharing.empty()) comments.push_back(sharing);
  comments.insert(comments.end(), ranking.begin(), ranking.end());
  const Candidate& best = ranked->front();
  const int written = WriteGenerated(run.search, "best", output, AscWithFigures(best.movement, comments));
  if (written == 0) {
    NoteWritten("generate best", settings,
                fmt::format("{} tables, Qf {:.2f}, {}; {}", best.movement.tables, best.report.moments.Qf,
                            WalkingSummary(best.walking), best.name()));
  }
  if (written != 0 || sharing.empty()) return written;
  return GenerateFailure(run.search, "best", Error::Failed(sharing + "; the movement is written all the same"));
}

}  // namespace

OptionSurface MitchellSurface() { return SurfaceOf<MitchellSettings, MitchellOptionTable>(); }
OptionSurface HowellSurface() { return SurfaceOf<HowellSettings, HowellOptionTable>(); }
OptionSurface BestSurface() { return SurfaceOf<BestSettings, BestOptionTable>(); }

int RunGenerateMitchell(const Invocation& call, const Args& args) {
  return RunCommand(call, args,
                    Command<MitchellSettings>{.usage = "--tables N [options]",
                                              .options = MitchellOptionTable,
                                              .work = BuildMitchell});
}

int RunGenerateHowell(const Invocation& call, const Args& args) {
  return RunCommand(call, args,
                    Command<HowellSettings>{.usage = "--pairs P [options]",
                                            .options = HowellOptionTable,
                                            .work = BuildHowell});
}

int RunGenerateBest(const Invocation& call, const Args& args) {
  return RunCommand(call, args,
                    Command<BestSettings>{.usage = "--pairs P --rounds R [options]   (or --like FILE for both)",
                                          .options = BestOptionTable,
                                          .work = BuildBest});
}

}  // namespace movebal
