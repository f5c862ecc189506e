// movebal generate mitchell | howell | best: classic pairs movements, built,
// verified by the checker and, with --balance (always for best), balanced by
// the optimiser. The logic lives in src/generators; this file reads options
// and writes the .asc file with comment lines that say what it is.
#include <fmt/format.h>

#include <cstdio>

#include "cli/generate_kinds.h"
#include "cli/generate_output.h"
#include "cli/report_printer.h"
#include "generators/best.h"
#include "generators/howell.h"
#include "generators/mitchell.h"
#include "movement/asc_writer.h"

namespace movebal {
namespace {

constexpr OptionSpec kBalanceOption = {"balance", 'b', OptionSpec::Kind::kFlag, nullptr, 0, 0,
                                       "balance for one winner by arrow switches (the optimiser)"};
constexpr OptionSpec kCandidatesOption = {"candidates", 0, OptionSpec::Kind::kInt, "6", 1, 1000,
                                          "Howell starters to compare"};

// Balances the candidates (or scores them as they are) and returns the best.
Result<Candidate> BestOf(std::vector<Candidate> candidates, const ParsedOptions& options, bool balance,
                         std::vector<std::string>* table) {
  const AnnealOptions anneal = GenerateAnnealOptions(options);
  auto ranked = RankCandidates(std::move(candidates), balance ? &anneal : nullptr);
  if (!ranked) return Error::Plain("balancing failed: " + ranked.error().ToString());
  if (table != nullptr) {
    table->push_back(fmt::format("{:<7} {:>7} {:>7}  {}", "rank", "Qf", "Qf1av", "candidate"));
    for (std::size_t i = 0; i < ranked->size(); ++i) {
      const Candidate& c = (*ranked)[i];
      table->push_back(fmt::format("{:<7} {:>7.2f} {:>7.2f}  {}", i + 1, c.report.moments.Qf, c.report.vacancy.Qf1av, c.name));
    }
  }
  return std::move(ranked->front());
}

}  // namespace

int RunGenerateMitchell(const Args& args) {
  static const auto table = GenerateOptions({
      {"tables", 't', OptionSpec::Kind::kInt, nullptr, 3, 200, "number of tables (required)"},
      {"type", 0, OptionSpec::Kind::kText, nullptr, 0, 0,
       "complete (odd tables), relay or skip (even tables); default by the number of tables"},
      {"rounds", 'r', OptionSpec::Kind::kInt, "0", 0, 200, "rounds played, for an incomplete session (0: all)"},
      kBalanceOption,
  });
  ParsedOptions options;
  if (int status = ParseGenerateOptions("mitchell", "--tables N [options]", table, args, {"tables"}, options); status >= 0) {
    return status;
  }
  MitchellSpec spec;
  spec.tables = static_cast<int>(options.Int("tables"));
  spec.rounds = static_cast<int>(options.Int("rounds"));
  spec.kind = DefaultMitchellKind(spec.tables);
  if (auto type = options.Maybe("type")) {
    if (*type == "complete") spec.kind = MitchellKind::kComplete;
    else if (*type == "relay") spec.kind = MitchellKind::kRelay;
    else if (*type == "skip") spec.kind = MitchellKind::kSkip;
    else return GenerateFailure("mitchell", fmt::format("--type must be complete, relay or skip, not '{}'", *type), 2);
  }
  auto m = GenerateMitchell(spec);
  if (!m) return GenerateFailure("mitchell", m.error().ToString(), 2);
  std::vector<std::string> comments = {fmt::format("{} Mitchell, {} tables, {} rounds", MitchellKindName(spec.kind),
                                                   m->tables, m->rounds)};
  if (options.Flag("balance")) {
    SwitchRound(*m, 1);  // the classic one-winner Mitchell: a good start for the optimiser
    auto best = BestOf({{"mitchell", *m, {}}}, options, true, nullptr);
    if (!best) return GenerateFailure("mitchell", best.error().ToString(), 1);
    *m = best->movement;
    comments.push_back(fmt::format("one winner: arrow switches by the optimiser (seed {})", options.Int("seed")));
  } else {
    comments.push_back("two winners (NS and EW); --balance switches arrows for one winner");
  }
  return WriteGenerated("mitchell", options, AscWithFigures(*m, comments));
}

int RunGenerateHowell(const Args& args) {
  static const auto table = GenerateOptions({
      {"pairs", 'p', OptionSpec::Kind::kInt, nullptr, 4, kMaxStarterOrder + 1,
       "number of pairs (required; odd: a phantom pair sits out)"},
      {"rounds", 'r', OptionSpec::Kind::kInt, "0", 0, kMaxStarterOrder, "rounds, for a short Howell (0: all)"},
      {"starter", 0, OptionSpec::Kind::kText, nullptr, 0, 0, "use this starter, e.g. \"1 6, 2 5, 3 4\""},
      {"patterned", 0, OptionSpec::Kind::kFlag, nullptr, 0, 0, "use the patterned starter {x, -x}"},
      kCandidatesOption,
      kBalanceOption,
  });
  ParsedOptions options;
  if (int status = ParseGenerateOptions("howell", "--pairs P [options]", table, args, {"pairs"}, options); status >= 0) {
    return status;
  }
  const HowellShape shape{static_cast<int>(options.Int("pairs")), static_cast<int>(options.Int("rounds"))};
  if (auto ok = CheckHowellShape(shape); !ok) return GenerateFailure("howell", ok.error().ToString(), 2);

  std::vector<HowellDesign> designs;
  if (options.Has("starter") || options.Flag("patterned")) {
    auto starter = options.Has("starter") ? ParseStarter(options.Text("starter"), shape.order())
                                          : Result<Starter>(PatternedStarter(shape.order()));
    if (!starter) return GenerateFailure("howell", starter.error().ToString(), 2);
    auto design = GenerateHowell(shape, *starter);
    if (!design) return GenerateFailure("howell", design.error().ToString(), 1);
    designs.push_back(std::move(*design));
  } else {
    auto found = HowellCandidates(shape, static_cast<int>(options.Int("candidates")));
    if (!found) return GenerateFailure("howell", found.error().ToString(), 1);
    designs = std::move(*found);
  }
  std::vector<Candidate> candidates;
  for (const HowellDesign& d : designs) candidates.push_back({DescribeHowell(d), d.movement, {}});
  const bool balance = options.Flag("balance");
  std::vector<std::string> comments;
  auto best = BestOf(std::move(candidates), options, balance, designs.size() > 1 ? &comments : nullptr);
  if (!best) return GenerateFailure("howell", best.error().ToString(), 1);
  comments.insert(comments.begin(), fmt::format("cyclic Howell, {} pairs{}, {} rounds, {}", shape.pairs,
                                                shape.phantom() ? " (a phantom pair: one sits out each round)" : "",
                                                shape.played_rounds(), best->name));
  if (balance) comments.push_back(fmt::format("balanced by arrow switches (seed {})", options.Int("seed")));
  return WriteGenerated("howell", options, AscWithFigures(best->movement, comments));
}

int RunGenerateBest(const Args& args) {
  static const auto table = GenerateOptions({
      {"pairs", 'p', OptionSpec::Kind::kInt, nullptr, 4, kMaxStarterOrder + 1, "number of pairs (required)"},
      {"rounds", 'r', OptionSpec::Kind::kInt, nullptr, 2, kMaxStarterOrder, "number of rounds (required)"},
      {"tables", 't', OptionSpec::Kind::kInt, "0", 0, 200, "tables available (0: as many as needed)"},
      kCandidatesOption,
  });
  ParsedOptions options;
  if (int status = ParseGenerateOptions("best", "--pairs P --rounds R [options]", table, args, {"pairs", "rounds"}, options); status >= 0) {
    return status;
  }
  BestRequest request;
  request.pairs = static_cast<int>(options.Int("pairs"));
  request.rounds = static_cast<int>(options.Int("rounds"));
  request.tables = static_cast<int>(options.Int("tables"));
  request.howell_starters = static_cast<int>(options.Int("candidates"));
  auto candidates = BestCandidates(request);
  if (!candidates) return GenerateFailure("best", candidates.error().ToString(), 1);
  std::vector<std::string> comments;
  auto best = BestOf(std::move(*candidates), options, true, &comments);
  if (!best) return GenerateFailure("best", best.error().ToString(), 1);
  comments.insert(comments.begin(), fmt::format("best of the candidates for {} pairs, {} rounds: {} (seed {})",
                                                request.pairs, request.rounds, best->name, options.Int("seed")));
  return WriteGenerated("best", options, AscWithFigures(best->movement, comments));
}

}  // namespace movebal
