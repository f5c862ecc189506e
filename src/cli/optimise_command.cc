// movebal optimise FILE: improves the balance of a movement by arrow switches
// (balans' default job), with balans' fixing options, and writes the result.
#include <fmt/format.h>
#include <unistd.h>

#include <atomic>
#include <csignal>
#include <cstdio>
#include <random>

#include "cli/option_table.h"
#include "cli/report_printer.h"
#include "cli/subtools.h"
#include "movement/asc_reader.h"
#include "movement/asc_writer.h"
#include "optimiser/annealer.h"
#include "optimiser/fixed_cells.h"

namespace movebal {
namespace {

using Kind = OptionSpec::Kind;
constexpr double kMaxInt = 2147483647;

constexpr OptionSpec kOptimiseOptions[] = {
    {"iterations", 's', Kind::kInt, nullptr, 1, 1e15, "proposed switches per chain (default: scaled to the movement)"},
    {"time", 'T', Kind::kReal, nullptr, 0.001, 1e7, "stop after this many seconds"},
    {"seed", 0, Kind::kInt, nullptr, 0, 1.8e19, "random seed (default: from the system; always printed)"},
    {"threads", 0, Kind::kInt, "0", 0, 1024, "parallel chains (0: all cores)"},
    {"schedule", 0, Kind::kText, "fast", 0, 0, "fast (rises and falls of temperature), slow (classic cooling) or ensemble"},
    {"restarts", 0, Kind::kInt, "0", 0, 1e6, "extra starts from a random arrangement per chain"},
    {"w1", 0, Kind::kReal, nullptr, 0, 1e6, "weight of the best single vacancy (default 2 for even P, else 0)"},
    {"w2", 0, Kind::kReal, "1", 0, 1e6, "weight of the sum over all vacancies"},
    {"d4", 0, Kind::kFlag, nullptr, 0, 0, "break remaining ties by the least fourth moment S4"},
    {"fix-round", 'r', Kind::kList, nullptr, 0, 0, "keep round n as it is (repeatable, or n,m)"},
    {"fix-table", 't', Kind::kList, nullptr, 0, 0, "keep table n as it is"},
    {"fix-pair", 'i', Kind::kList, nullptr, 0, 0, "keep every table pair n plays at"},
    {"fix-group", 'j', Kind::kList, nullptr, 0, 0, "keep board group g (letter or number)"},
    {"fix-first", 'f', Kind::kInt, nullptr, 1, kMaxInt, "keep the first n tables of round 1"},
    {"only-round", 'R', Kind::kInt, nullptr, 1, kMaxInt, "keep everything except round n"},
    {"only-table", 'D', Kind::kInt, nullptr, 1, kMaxInt, "keep everything except table n"},
    {"only-pair", 'I', Kind::kInt, nullptr, 1, kMaxInt, "keep everything except the tables of pair n"},
    {"only-group", 'J', Kind::kText, nullptr, 0, 0, "keep everything except board group g"},
    {"fix-matrix", 'a', Kind::kText, nullptr, 0, 0, "file of r lines of t digits: 0 free, 1 fixed"},
    {"absent", 'v', Kind::kInt, nullptr, 1, kMaxInt, "optimise for pair n absent"},
    {"preferred", 'P', Kind::kText, nullptr, 0, 0, "n1-n2: only these pairs count for the best vacancy"},
    {"randomise", 'z', Kind::kFlag, nullptr, 0, 0, "randomise the free tables before starting"},
    {"output", 'm', Kind::kText, nullptr, 0, 0, "write the optimised movement to FILE ('-': standard output)"},
    {"json", 0, Kind::kFlag, nullptr, 0, 0, "print the final report as JSON"},
    {"quiet", 'q', Kind::kFlag, nullptr, 0, 0, "no progress line"},
    {"help", 'h', Kind::kFlag, nullptr, 0, 0, "show this help"},
};

std::atomic<bool> g_interrupted{false};

extern "C" void OnInterrupt(int) {
  g_interrupted = true;
  std::signal(SIGINT, SIG_DFL);  // a second Ctrl-C ends the program at once
}

// From the start of the subtool, Ctrl-C asks the search to stop (also when it
// comes before the search has begun); the previous handler is restored after.
class InterruptGuard {
 public:
  InterruptGuard() : previous_(std::signal(SIGINT, OnInterrupt)) { g_interrupted = false; }
  ~InterruptGuard() { std::signal(SIGINT, previous_); }
  InterruptGuard(const InterruptGuard&) = delete;
  InterruptGuard& operator=(const InterruptGuard&) = delete;

 private:
  void (*previous_)(int);
};

int Usage(const std::string& problem) {
  std::fprintf(stderr, "movebal optimise: %s\n", problem.c_str());
  return 2;
}

// Parses "12" or, for groups, "C"; 0 when it is neither.
int ParseNumberOrGroup(const std::string& text) {
  if (text.size() == 1 && text[0] >= 'A' && text[0] <= 'Z') return text[0] - 'A' + 1;
  try {
    std::size_t used = 0;
    const int value = std::stoi(text, &used);
    return used == text.size() ? value : 0;
  } catch (const std::exception&) {
    return 0;
  }
}

Result<std::vector<int>> NumberList(const ParsedOptions& options, const char* name) {
  std::vector<int> numbers;
  for (const std::string& item : options.List(name)) {
    const int n = ParseNumberOrGroup(item);
    if (n <= 0) return Error::Plain(fmt::format("--{} expects numbers, not '{}'", name, item));
    numbers.push_back(n);
  }
  return numbers;
}

Result<FixSpec> ReadFixSpec(const ParsedOptions& options) {
  FixSpec spec;
  for (auto [name, target] : {std::pair{"fix-round", &spec.rounds}, std::pair{"fix-table", &spec.tables},
                              std::pair{"fix-pair", &spec.pairs}, std::pair{"fix-group", &spec.groups}}) {
    auto numbers = NumberList(options, name);
    if (!numbers) return numbers.error();
    *target = *numbers;
  }
  const auto number = [&](const char* name) { return options.Has(name) ? static_cast<int>(options.Int(name)) : 0; };
  spec.first_cells = number("fix-first");
  spec.except_round = number("only-round");
  spec.except_table = number("only-table");
  spec.except_pair = number("only-pair");
  if (auto g = options.Maybe("only-group")) {
    spec.except_group = ParseNumberOrGroup(*g);
    if (spec.except_group <= 0) return Error::Plain("--only-group expects a board group, not '" + *g + "'");
  }
  spec.matrix_file = options.Maybe("fix-matrix").value_or("");
  return spec;
}

Result<AnnealOptions> ReadAnnealOptions(const ParsedOptions& options, const Movement& m) {
  AnnealOptions anneal;
  const std::string schedule = options.Text("schedule");
  if (schedule == "fast") {
    anneal.schedule = Schedule::kFluctuating;
  } else if (schedule == "slow") {
    anneal.schedule = Schedule::kSlowCooling;
  } else if (schedule == "ensemble") {
    anneal.schedule = Schedule::kEnsemble;
  } else {
    return Error::Plain("--schedule must be fast, slow or ensemble, not '" + schedule + "'");
  }
  if (options.Has("seed")) {
    anneal.seed = std::stoull(options.Text("seed"));
  } else {
    anneal.seed = std::random_device{}() % 1000000;
  }
  if (options.Has("iterations")) anneal.iterations = options.Int("iterations");
  if (options.Has("time")) anneal.seconds = options.Real("time");
  anneal.threads = static_cast<int>(options.Int("threads"));
  anneal.restarts = static_cast<int>(options.Int("restarts"));
  if (options.Has("w1")) anneal.w1 = options.Real("w1");
  anneal.w2 = options.Real("w2");
  anneal.use_s4 = options.Flag("d4");
  anneal.randomise = options.Flag("randomise");
  if (options.Has("absent")) {
    anneal.absent = static_cast<int>(options.Int("absent"));
    if (anneal.absent > m.contestants) return Error::Plain(fmt::format("--absent {} is beyond the {} contestants", anneal.absent, m.contestants));
  }
  if (auto range = options.Maybe("preferred")) {
    int low = 0, high = 0;
    char dash = 0;
    if (std::sscanf(range->c_str(), "%d%c%d", &low, &dash, &high) != 3 || dash != '-' || low < 1 || high < low ||
        high > m.contestants) {
      return Error::Plain(fmt::format("--preferred expects n1-n2 within 1..{}, not '{}'", m.contestants, *range));
    }
    anneal.preferred_low = low;
    anneal.preferred_high = high;
  }
  auto spec = ReadFixSpec(options);
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

}  // namespace

int RunOptimise(const Args& args) {
  auto options = ParseOptions(kOptimiseOptions, args);
  if (!options) return Usage(options.error().ToString());
  if (options->Flag("help") || options->positional().size() != 1) {
    std::printf("usage: movebal optimise [options] FILE   (FILE '-' reads standard input)\n\n%s",
                OptionHelp(kOptimiseOptions).c_str());
    return options->Flag("help") ? 0 : 2;
  }
  const InterruptGuard interrupt_guard;
  const std::string file = options->positional().front();
  auto doc = ReadAscFile(file);
  if (!doc) {
    std::fprintf(stderr, "movebal: %s\n", doc.error().ToString().c_str());
    return 2;
  }
  auto anneal = ReadAnnealOptions(*options, doc->movement);
  if (!anneal) return Usage(anneal.error().ToString());

  const std::string output = options->Maybe("output").value_or("");
  std::FILE* report_stream = output == "-" ? stderr : stdout;
  const bool show_progress = !options->Flag("quiet") && isatty(fileno(stderr));
  if (show_progress) {
    anneal->progress = [](const AnnealProgress& p) {
      std::fprintf(stderr, "\r%10s switches  T %7.3f  best Qf %6.2f  Qf1av %6.2f  Qf1max %6.2f ",
                   CompactCount(p.iteration).c_str(), p.temperature, p.best_qf, p.best_qf1av, p.best_qf1max);
    };
  }
  anneal->stop = &g_interrupted;
  auto result = OptimiseArrows(doc->movement, *anneal);
  if (show_progress) std::fputs("\r\033[K", stderr);
  if (!result) {
    std::fprintf(stderr, "movebal: %s: %s\n", file.c_str(), result.error().ToString().c_str());
    return 2;
  }

  // What was run goes with the result; how long it took goes to stderr, so
  // that the same seed and settings give the same output byte for byte.
  const std::string run = fmt::format("seed {}, schedule {}, {} switches proposed{}", anneal->seed,
                                      options->Text("schedule"), result->iterations,
                                      result->interrupted ? " (interrupted)" : "");
  if (!options->Flag("quiet")) {
    std::fprintf(stderr, "movebal: %.2f s, best found after %.3f s\n", result->seconds, result->seconds_to_best);
  }
  if (!output.empty()) {
    std::vector<std::string> comments = {fmt::format("optimised by movebal from {}: {}", file, run)};
    for (const std::string& line : FigureComments(result->report)) comments.push_back(line);
    auto written = WriteFileAtomically(output, FormatAsc(result->movement, comments), true);
    if (!written) {
      std::fprintf(stderr, "movebal: %s\n", written.error().ToString().c_str());
      return 1;
    }
  }
  const auto warnings = ReportWarnings(result->report, doc->warnings);
  if (options->Flag("json")) {
    std::fprintf(stderr, "movebal: %s\n", run.c_str());
    std::fprintf(report_stream, "%s\n", FormatJson(result->report, warnings).c_str());
  } else {
    std::string text = "Optimised movement (" + run + "):\n" + FormatAsc(result->movement) + "\n";
    text += FormatReport(file, result->movement, result->report, warnings);
    std::fputs(text.c_str(), report_stream);
  }
  return result->interrupted ? 130 : 0;
}

}  // namespace movebal
