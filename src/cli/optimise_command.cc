// movebal optimise FILE: improves the balance of a movement by arrow switches
// (balans' default job), with balans' fixing options, and writes the result.
#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <optional>
#include <tuple>

#include "base/file_io.h"
#include "base/number_list.h"
#include "cli/option_table.h"
#include "cli/command.h"
#include "cli/generate_output.h"
#include "cli/optimise_command.h"
#include "club/report_format.h"
#include "movement/asc_reader.h"
#include "movement/structure_check.h"
#include "movement/asc_writer.h"
#include "movement/json_movement.h"
#include "movement/json_value.h"
#include "optimiser/annealer.h"
#include "optimiser/fixed_cells.h"

namespace movebal {
namespace {

struct OptimiseSettings : CommonSettings {
  std::string schedule;
  int restarts = 0;
  std::optional<double> w1;
  double w2 = 1;
  bool d4 = false;
  std::vector<std::string> fix_round, fix_table, fix_pair, fix_group;
  std::optional<int> fix_first, only_round, only_table, only_pair, absent;
  std::optional<std::string> only_group, fix_matrix, preferred;
  bool randomise = false;
};

using S = OptimiseSettings;
const OptionTable<S>& OptimiseOptionTable() {
  static const OptionTable<S> table = {
      kIterationsOption<S>,
      kTimeOption<S>,
      kSeedOption<S>,
      kThreadsOption<S>,
      kTuneOption<S>,
      {{"schedule", "", "mixed", 0, 0,
        "mixed (half the chains fast, half slow), fast (rises and falls of temperature), slow (classic cooling) "
        "or ensemble (chains that swap)",
        "mixed|fast|slow|ensemble"},
       &S::schedule},
      {{"restarts", "", "0", 0, 1e6, "extra starts from a random arrangement per chain"}, &S::restarts},
      {{"w1", "", nullptr, 0, 1e6, "weight of the best single vacancy (default 2 for even P, else 0)"}, &S::w1},
      {{"w2", "", "1", 0, 1e6, "weight of the sum over all vacancies"}, &S::w2},
      {{"d4", "", nullptr, 0, 0, "break remaining ties by the least fourth moment S4"}, &S::d4},
      {{"fix-round", "r", nullptr, 0, 0, "keep round n as it is (repeatable, or n,m)"}, &S::fix_round},
      {{"fix-table", "t", nullptr, 0, 0, "keep table n as it is"}, &S::fix_table},
      {{"fix-pair", "i", nullptr, 0, 0, "keep every table pair n plays at"}, &S::fix_pair},
      {{"fix-group", "j", nullptr, 0, 0, "keep board group g (letter or number)"}, &S::fix_group},
      {{"fix-first", "f", nullptr, 1, kMaxCount, "keep the first n tables of round 1"}, &S::fix_first},
      {{"only-round", "R", nullptr, 1, kMaxCount, "keep everything except round n"}, &S::only_round},
      {{"only-table", "D", nullptr, 1, kMaxCount, "keep everything except table n"}, &S::only_table},
      {{"only-pair", "I", nullptr, 1, kMaxCount, "keep everything except the tables of pair n"}, &S::only_pair},
      {{"only-group", "J", nullptr, 0, 0, "keep everything except board group g"}, &S::only_group},
      {{"fix-matrix", "a", nullptr, 0, 0, "file of r lines of t digits: 0 free, 1 fixed"}, &S::fix_matrix},
      {{"absent", "v", nullptr, 1, kMaxCount, "optimise for pair n absent"}, &S::absent},
      {{"preferred", "P", nullptr, 0, 0, "n1-n2: only these pairs count for the best vacancy"}, &S::preferred},
      {{"randomise", "z", nullptr, 0, 0, "randomise the free tables before starting"}, &S::randomise},
      kOutputOption<S>,
      kForceOption<S>,
      kJsonOption<S>,
      kQuietOption<S>,
      kHelpOption<S>,
  };
  return table;
}

// The fixing options as balans has them: "fix" options add up, an "only"
// option keeps everything but one thing, and a matrix says it all; mixing
// kinds would let one silently override the other.
constexpr std::initializer_list<const char*> kFixOptions = {"fix-round", "fix-table", "fix-pair", "fix-group", "fix-first"};
constexpr std::initializer_list<const char*> kOnlyOptions = {"only-round", "only-table", "only-pair", "only-group"};

Result<FixSpec> ReadFixSpec(const OptimiseSettings& settings) {
  if (Status ok = RefuseTogether(settings, kOnlyOptions, kOnlyOptions); !ok) return ok.error();
  if (Status ok = RefuseTogether(settings, kOnlyOptions, kFixOptions); !ok) return ok.error();
  if (Status ok = RefuseTogether(settings, {"fix-matrix"}, kFixOptions); !ok) return ok.error();
  if (Status ok = RefuseTogether(settings, {"fix-matrix"}, kOnlyOptions); !ok) return ok.error();
  FixSpec spec;
  for (auto [name, items, target, letters] :
       {std::tuple{"--fix-round", &settings.fix_round, &spec.rounds, false},
        std::tuple{"--fix-table", &settings.fix_table, &spec.tables, false},
        std::tuple{"--fix-pair", &settings.fix_pair, &spec.pairs, false},
        std::tuple{"--fix-group", &settings.fix_group, &spec.groups, true}}) {
    std::string joined;
    for (const std::string& item : *items) joined.append(joined.empty() ? "" : ",").append(item);
    if (joined.empty()) continue;
    auto numbers = ParseNumbers(name, joined, ListRules{.letters = letters});
    if (!numbers) return numbers.error();
    *target = *numbers;
  }
  spec.first_cells = settings.fix_first.value_or(0);
  spec.except_round = settings.only_round.value_or(0);
  spec.except_table = settings.only_table.value_or(0);
  spec.except_pair = settings.only_pair.value_or(0);
  if (settings.only_group) {
    auto group = ParseNumbers("--only-group", *settings.only_group, ListRules{.letters = true, .max_items = 1});
    if (!group) return group.error();
    spec.except_group = group->front();
  }
  if (settings.fix_matrix) {
    auto text = ReadFileBounded(*settings.fix_matrix);
    if (!text) return text.error();
    spec.matrix_name = *settings.fix_matrix;
    spec.matrix_text = std::move(*text);
  }
  return spec;
}

Result<AnnealOptions> ReadAnnealOptions(const OptimiseSettings& settings, const Run& run, const Movement& m) {
  AnnealOptions anneal = AnnealOptionsOf(settings, run);
  anneal.schedule = ParseSchedule(settings.schedule).value_or(Schedule::kMixed);  // the table checked the name
  anneal.restarts = settings.restarts;
  anneal.w1 = settings.w1.value_or(anneal.w1);
  anneal.w2 = settings.w2;
  anneal.use_s4 = settings.d4;
  anneal.randomise = settings.randomise;
  if (settings.absent) {
    anneal.absent = *settings.absent;
    if (Status known = CheckAbsent(m, anneal.absent); !known) return known.error();
  }
  if (settings.preferred) {
    auto range = ParseList("--preferred", *settings.preferred,
                           ListRules{.shape = ItemShape::kPair, .max = m.contestants, .max_items = 1});
    if (!range) return range.error();
    if (range->front().first > range->front().last) {
      return Error::Plain(fmt::format("--preferred expects a range n1-n2 with n1 <= n2, not '{}'", Excerpt(*settings.preferred)));
    }
    anneal.preferred_low = range->front().first;
    anneal.preferred_high = range->front().last;
  }
  auto spec = ReadFixSpec(settings);
  if (!spec) return spec.error();
  auto fixed = FixedCells(m, *spec);
  if (!fixed) return fixed.error();
  anneal.fixed = *fixed;
  return anneal;
}

std::string CompactCount(std::int64_t n) {
  if (n >= 10000000) return fmt::format("{:.0f}M", static_cast<double>(n) / 1e6);
  if (n >= 10000) return fmt::format("{:.0f}k", static_cast<double>(n) / 1e3);
  return std::to_string(n);
}

// How the run can be repeated: every option given, and the seed and the
// threads in force.
std::string RepeatCommand(const OptimiseSettings& settings, std::uint64_t seed, int threads) {
  return RepeatLine("movebal optimise", OptimiseOptionTable(), settings,
                    {{"seed", std::to_string(seed)}, {"threads", std::to_string(threads)}});
}

// The search on `doc`, which came from `file`; the result goes to `output`
// when opened and, within the report, to standard output (standard error
// when the output is standard output).
int OptimiseDocument(const std::string& command, const OptimiseSettings& settings, const Run& search,
                     const MovementDocument& doc, const std::string& file, const RepeatFor& repeat,
                     std::optional<OutputFile>& output) {
  auto anneal = ReadAnnealOptions(settings, search, doc.movement);
  if (!anneal) return Fail(command, anneal.error());

  std::FILE* report_stream = settings.output == "-" ? stderr : stdout;
  const bool show_progress = !settings.quiet && isatty(fileno(stderr));
  if (show_progress) {
    anneal->progress = [](const AnnealProgress& p) {
      std::fprintf(stderr, "\r%10s switches  T %7.3f  best Qf %6.2f  Qf1av %6.2f  Qf1max %6.2f ",
                   CompactCount(p.iteration).c_str(), p.temperature, p.best_qf, p.best_qf1av, p.best_qf1max);
    };
  }
  auto result = OptimiseArrows(doc.movement, *anneal);
  if (show_progress) std::fputs("\r\033[K", stderr);
  if (!result) return Fail(command, result.error().file.empty() ? Error::At(file, 0, 0, result.error().message) : result.error());
  if (!result->memory_note.empty()) std::fprintf(stderr, "movebal %s: note: %s\n", command.c_str(), result->memory_note.c_str());
  anneal->run.threads = result->threads;  // fewer than asked when memory was short; the repeat line needs these

  // What was run goes with the result; how long it took goes to stderr, so
  // that the same seed, threads and limits give the same output.
  const std::string run = fmt::format("seed {}, schedule {}, {} threads, {} switches proposed{}", anneal->run.seed,
                                      settings.schedule, anneal->run.threads, result->moves,
                                      result->interrupted ? " (interrupted)" : "");
  if (!settings.quiet) {
    std::fprintf(stderr, "movebal: %.2f s, best found after %.3f s\n", result->seconds, result->seconds_to_best);
  }
  // The report below holds the movement too: a failed write loses nothing.
  Status written = Ok();
  if (output) {
    // The file's own comments stay; its old figures give way to the new ones.
    std::vector<std::string> comments;
    for (const std::string& line : doc.comments) {
      if (!IsFigureComment(line)) comments.push_back(line);
    }
    comments.push_back(fmt::format("optimised by movebal from {}: {}", file, run));
    comments.push_back("to repeat: " + repeat(anneal->run.seed, anneal->run.threads));
    if (settings.time) comments.push_back("with a time limit the result depends on the machine's speed");
    for (const std::string& line : FigureComments(result->report)) comments.push_back(line);
    written = output->Commit(FormatAsc(result->movement, comments, doc.description));
    if (written) {
      NoteWritten(command, settings, fmt::format("Qf {:.2f}, the input's {:.2f}", result->report.moments.Qf,
                                                 ScoreMovement(doc.movement).moments.Qf));
    }
  }
  const auto warnings = ReportWarnings(result->report, doc.warnings);
  if (settings.json) {
    std::fprintf(stderr, "movebal: %s\n", run.c_str());
    const JsonMembers extra = {{"seed", std::to_string(anneal->run.seed)},
                               {"threads", std::to_string(anneal->run.threads)},
                               {"schedule", JsonQuote(settings.schedule)},
                               {"iterations", std::to_string(result->moves)},
                               {"repeat", JsonQuote(repeat(anneal->run.seed, anneal->run.threads))},
                               {"movement", FormatMovementJson(result->movement, 1, doc.description)}};
    std::fprintf(report_stream, "%s\n", FormatJson(file, result->report, warnings, extra).c_str());
  } else {
    std::string text = "Optimised movement (" + run + "):\n" + FormatAsc(result->movement) + "\n";
    text += FormatReport(file, result->movement, result->report, warnings);
    std::fputs(text.c_str(), report_stream);
  }
  if (!written) {
    const Error& e = written.error();
    return Fail(command, Error::Failed(e.message + "; the movement is in the report above", e.file));
  }
  return result->interrupted ? ExitCode(ErrorKind::kInterrupted) : 0;
}

int Optimise(Prepared<OptimiseSettings>& prepared) {
  const OptimiseSettings& settings = prepared.settings;
  return OptimiseDocument("optimise", settings, prepared.search, *prepared.doc, settings.operands.front(),
                          [&](std::uint64_t seed, int threads) { return RepeatCommand(settings, seed, threads); },
                          prepared.output);
}

}  // namespace

int OptimiseInHand(const std::string& command, const CommonSettings& search, const Run& run,
                   const MovementDocument& doc, const std::string& source, const RepeatFor& repeat,
                   std::optional<OutputFile>& output) {
  auto settings = ParseSettings(OptimiseOptionTable(), {});  // the defaults
  if (!settings) return Fail(command, settings.error());
  settings->time = search.time;
  settings->iterations = search.iterations;
  settings->seed = search.seed;
  settings->threads = search.threads;
  settings->quiet = search.quiet;
  settings->json = search.json;
  settings->output = search.output;  // '-': the report goes to standard error
  return OptimiseDocument(command, *settings, run, doc, source, repeat, output);
}

OptionSurface OptimiseSurface() { return SurfaceOf<OptimiseSettings, OptimiseOptionTable>(); }

int RunOptimise(const Invocation& call, const Args& args) {
  return RunCommand(call, args,
                    Command<OptimiseSettings>{.usage = "[options] FILE   (FILE '-' reads standard input)",
                                              .options = OptimiseOptionTable,
                                              .min_operands = 1,
                                              .max_operands = 1,
                                              .work = Optimise});
}

}  // namespace movebal
