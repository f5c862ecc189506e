#include "cli/generate_output.h"

#include <fmt/format.h>

#include <cstdio>

#include "cli/report_printer.h"
#include "movement/asc_writer.h"
#include "scoring/balance.h"

namespace movebal {
namespace {

constexpr OptionSpec kCommonOptions[] = {
    {"output", 'o', OptionSpec::Kind::kText, "-", 0, 0, "write to this file ('-' for standard output)"},
    {"force", 0, OptionSpec::Kind::kFlag, nullptr, 0, 0, "replace an existing output file"},
    {"seed", 0, OptionSpec::Kind::kInt, "1", 0, 4e18, "seed of the random searches (same seed, same output)"},
    {"iterations", 0, OptionSpec::Kind::kInt, "0", 0, 1e12,
     "optimiser switches per chain when balancing (0: its default for the size)"},
    {"seconds", 0, OptionSpec::Kind::kReal, "0", 0, 1e6, "optimiser wall-clock limit per movement (0: none)"},
    {"threads", 0, OptionSpec::Kind::kInt, "1", 0, 1024, "optimiser chains in parallel (0: all cores)"},
    {"help", 'h', OptionSpec::Kind::kFlag, nullptr, 0, 0, "show this help"},
};

}  // namespace

std::vector<OptionSpec> GenerateOptions(std::initializer_list<OptionSpec> own) {
  std::vector<OptionSpec> table(own);
  table.insert(table.end(), std::begin(kCommonOptions), std::end(kCommonOptions));
  return table;
}

int ParseGenerateOptions(const char* kind, const char* usage, const std::vector<OptionSpec>& table,
                         const std::vector<std::string>& args, std::initializer_list<const char*> required,
                         ParsedOptions& options) {
  auto parsed = ParseOptions(table, args);
  if (!parsed) return GenerateFailure(kind, parsed.error().ToString(), 2);
  if (parsed->Flag("help")) {
    std::printf("usage: movebal generate %s %s\n\n%s", kind, usage, OptionHelp(table).c_str());
    return 0;
  }
  if (!parsed->positional().empty()) {
    return GenerateFailure(kind, fmt::format("unexpected argument '{}'", parsed->positional().front()), 2);
  }
  if (auto missing = parsed->Missing(required)) return GenerateFailure(kind, *missing, 2);
  options = std::move(*parsed);
  return -1;
}

AnnealOptions GenerateAnnealOptions(const ParsedOptions& options) {
  AnnealOptions anneal;
  anneal.seed = static_cast<std::uint64_t>(options.Int("seed"));
  anneal.iterations = options.Int("iterations");
  anneal.seconds = options.Real("seconds");
  anneal.threads = static_cast<int>(options.Int("threads"));
  return anneal;
}

int WriteGenerated(const char* kind, const ParsedOptions& options, const std::string& text) {
  auto written = WriteFileAtomically(options.Text("output"), text, options.Flag("force"));
  if (!written) return GenerateFailure(kind, written.error().ToString(), 2);
  return 0;
}

int GenerateFailure(const char* kind, const std::string& message, int status) {
  std::fflush(stdout);
  std::fprintf(stderr, "movebal generate %s: %s\n", kind, message.c_str());
  return status;
}

std::string AscWithFigures(const Movement& m, std::vector<std::string> comments) {
  const auto figures = FigureComments(ScoreMovement(m));
  comments.insert(comments.end(), figures.begin(), figures.end());
  return FormatAsc(m, comments);
}

}  // namespace movebal
