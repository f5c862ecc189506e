// movebal bound FILE: whether any movement of the file's shape (each pair
// plays each board group once, as in a Scheveningen) has a better Qf, decided
// by the exhaustive search of src/design/once_each_optimum.h.
#include <fmt/format.h>

#include "base/file_io.h"
#include "cli/command.h"
#include "cli/option_table.h"
#include "design/once_each_optimum.h"
#include "movement/asc_reader.h"
#include "scoring/balance.h"

namespace movebal {
namespace {

struct BoundSettings : CommonSettings {
  std::string shard;
};

const OptionTable<BoundSettings>& BoundOptionTable() {
  using S = BoundSettings;
  static const OptionTable<S> table = {
      {{"shard", "", "1/1", 0, 0,
        "search part I of N (I/N, I = 1..N, N up to 1000000); the movement can be beaten when some part finds a better plan, "
        "and cannot when none of the N does (tools/shards.sh runs them all)"},
       &S::shard},
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
  search.threads = ResolvedThreads(run.settings.threads);
  search.shard_index = shard->index;
  search.shard_count = shard->count;
  search.progress = TerminalPartsProgress("searching");
  const OnceEachResult result = OnceEachOptimum(pairs, groups, moments.SS - 1, search);
  EndTerminalProgress();
  if (result.interrupted) {
    // A plan found before the signal still beats the file: it is kept.
    if (result.best) {
      const Status printed = WriteStdout(fmt::format("a better table plan, sum of squares {}:\n{}",
                                                     result.best->sum_of_squares, PlanText(*result.best)));
      if (!printed) return Fail("bound", printed.error());
    }
    return Fail("bound", Error{ErrorKind::kInterrupted, {}, 0, 0, "interrupted; nothing was proved"});
  }
  // A part says what it found in itself; only all parts together prove.
  const std::string part = shard->count == 1 ? "" : fmt::format(" in part {} of {}", shard->index + 1, shard->count);
  std::string out = fmt::format("{}: {} pairs in {} rounds, each pair playing each of the {} board groups once\n", file,
                                pairs, groups, groups);
  out += fmt::format("this movement: {}\n", QfOf(moments));
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
