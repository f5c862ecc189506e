// movebal bound FILE: whether any movement of the file's shape (each pair
// plays each board group once, as in a Scheveningen) has a better Qf, decided
// by the exhaustive search of src/bound/once_each_optimum.h.
#include <fmt/format.h>

#include "base/file_io.h"
#include "cli/command.h"
#include "cli/option_table.h"
#include "bound/once_each_optimum.h"
#include "movement/asc_reader.h"
#include "scoring/balance.h"

namespace movebal {
namespace {

struct BoundSettings : CommonSettings {
  std::string shard;
  std::int64_t moves = 0;
};

const OptionTable<BoundSettings>& BoundOptionTable() {
  using S = BoundSettings;
  static const OptionTable<S> table = {
      {{"shard", "", "1/1", 0, 0,
        "search part I of N (I/N, I = 1..N, N up to 1000000); the movement can be beaten when some part finds a better plan, "
        "and cannot when none of the N does (tools/shards.sh runs them all)"},
       &S::shard},
      kTimeOption<S>,
      {{"moves", "", "0", 0, 1e12,
        "parts of the search to run at most, counted over its rising limits (0: all); which parts does not depend "
        "on --threads"},
       &S::moves},
      kThreadsOption<S>,
      kHelpOption<S>,
  };
  return table;
}

constexpr const char* kBoundUsage = "FILE [options]";

std::string QfOf(const MatrixMoments& moments) {
  return fmt::format("Qf {:.2f} (sum of squares {}, perfect {})", moments.Qf, moments.SS, moments.minSS);
}

std::string PlanText(const OnceEachPlan& plan) {
  std::string text;
  for (std::size_t g = 0; g < plan.tables.size(); ++g) {
    text += fmt::format("  group {}:", g + 1);
    for (const auto& [ns, ew] : plan.tables[g]) text += fmt::format(" {}-{}", ns, ew);
    text += '\n';
  }
  return text;
}

// 0-based part numbers as 1-based ranges: "1-37, 40".
std::string PartRanges(const std::vector<std::size_t>& parts) {
  std::string text;
  for (std::size_t i = 0; i < parts.size();) {
    std::size_t j = i;
    while (j + 1 < parts.size() && parts[j + 1] == parts[j] + 1) ++j;
    if (!text.empty()) text += ", ";
    text += j == i ? fmt::format("{}", parts[i] + 1) : fmt::format("{}-{}", parts[i] + 1, parts[j] + 1);
    i = j + 1;
  }
  return text;
}

// What a search stopped before the end still proved, and how far it got.
std::string StoppedText(const OnceEachResult& result, const std::string& part) {
  std::string out = "stopped before the end: no conclusion\n";
  if (result.none_at_most) {
    out += fmt::format("no movement of this shape{} has a sum of squares of {} or less\n", part, *result.none_at_most);
  }
  out += fmt::format("the last limit searched: {} of its {} parts to the end{}\n", result.parts_done, result.parts,
                     result.finished.empty() ? "" : " (" + PartRanges(result.finished) + ")");
  return out;
}

int Bound(Prepared<BoundSettings>& run) {
  const std::string& file = run.settings.operands[0];
  const Movement& m = run.doc->movement;
  if (Status shape = OnceEachShapeOf(m); !shape) {
    return Fail("bound", Error::Plain(fmt::format("{}: not a movement in which each pair plays each board group once: {}",
                                                  file, shape.error().message)));
  }
  auto shard = ParseShard(run.settings.shard);
  if (!shard) return Fail("bound", shard.error());
  const int pairs = m.contestants, groups = m.groups;
  const MatrixMoments moments = ScoreMovement(m).moments;
  if (Status refused = OnceEachRefusal(pairs, groups, moments.SS - 1); !refused) {
    return Fail("bound", Error::Plain(fmt::format("{}: {}", file, refused.error().message)));
  }

  OnceEachSearch search;
  search.threads = run.search.threads;
  search.shard_index = shard->index;
  search.shard_count = shard->count;
  search.budget = Budget::Seconds(run.settings.time.value_or(0)).WithMoves(run.settings.moves);
  search.progress = TerminalPartsProgress("searching");
  const OnceEachResult result = OnceEachOptimum(pairs, groups, moments.SS - 1, search);
  EndTerminalProgress();
  // A part says what it found in itself; only all parts together prove.
  const std::string part = shard->count == 1 ? "" : fmt::format(" in part {} of {}", shard->index + 1, shard->count);
  std::string out = fmt::format("{}: {} pairs in {} rounds, each pair playing each of the {} board groups once\n", file,
                                pairs, groups, groups);
  out += fmt::format("this movement: {}\n", QfOf(moments));
  if (result.interrupted) {
    // What was proved is printed, and a plan found before the stop still
    // beats the file.
    out += StoppedText(result, part);
    if (result.best) {
      out += fmt::format("a better table plan, sum of squares {}:\n{}", result.best->sum_of_squares,
                         PlanText(*result.best));
    }
    if (Status printed = WriteStdout(out); !printed) return Fail("bound", printed.error());
    if (run.search.Stopped()) return Fail("bound", Error{ErrorKind::kInterrupted, {}, 0, 0, "interrupted; nothing was proved"});
    return Fail("bound", Error::Failed("the search stopped at its limit (-T or --moves); nothing was proved"));
  }
  if (!result.best) {
    out += fmt::format("no movement of this shape{} has a lower sum of squares{}\n", part,
                       shard->count == 1 ? ": it cannot be beaten" : "");
    out += result.point_sets == 0
               ? "(every set of directions was ruled out before its table plans were needed)\n"
               : fmt::format("(table plans solved for {} sets of directions; every other set was ruled out before)\n",
                             result.point_sets);
  } else {
    // The plan scored afresh, as a movement, before anything is claimed.
    const MatrixMoments best = ScoreMovement(result.best->AsMovement(pairs)).moments;
    if (best.SS != result.best->sum_of_squares) {
      return Fail("bound", Error::Failed(fmt::format("the plan found scores {}, not the {} the search counted", best.SS,
                                                     result.best->sum_of_squares)));
    }
    out += fmt::format("the best a movement of this shape can reach{}: {}; a table plan that reaches it\n"
                       "(NS-EW at each table of each group; played, for one, as group g in round g at every table):\n{}",
                       part, QfOf(best), PlanText(*result.best));
  }
  if (Status printed = WriteStdout(out); !printed) return Fail("bound", printed.error());
  return 0;
}

}  // namespace

OptionSurface BoundSurface() { return SurfaceOf<BoundSettings, BoundOptionTable>(); }

int RunBound(const Invocation& call, const Args& args) {
  return RunCommand(call, args,
                    Command<BoundSettings>{.usage = kBoundUsage,
                                           .options = BoundOptionTable,
                                           .min_operands = 1,
                                           .max_operands = 1,
                                           .work = Bound});
}

}  // namespace movebal
