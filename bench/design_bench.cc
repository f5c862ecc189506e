// Moves per second of the movement search: a random move applied, scored
// and undone, with the incremental state against a full re-score of the
// cells after each move, on the TEAM sizes 8 x 7, 14 x 6 and 16 x 8, and on
// 32 pairs x 15 rounds; and the Kempe-chain move alone, the dearest kind
// (it changes the groups of a whole chain of cells); and the cyclic search,
// whose every move re-scores the whole movement grown from round 1, on the
// Scheveningen shapes of 16 pairs and on 14 x 8.
#include <benchmark/benchmark.h>

#include <numeric>

#include "design_search/cyclic_search.h"
#include "design_search/design_state.h"
#include "design_search/movement_search.h"

namespace movebal {
namespace {

DesignShape Shape(const benchmark::State& state) {
  return {static_cast<int>(state.range(0)), static_cast<int>(state.range(1))};
}

DesignState Start(const DesignShape& shape) {
  std::vector<int> order(static_cast<std::size_t>(shape.pairs));
  std::iota(order.begin(), order.end(), 0);
  return DesignState(shape, order, std::vector<bool>(static_cast<std::size_t>(shape.rounds * shape.tables())));
}

template <bool kIncremental>
void BM_Move(benchmark::State& state) {
  const DesignShape shape = Shape(state);
  DesignState design = Start(shape);
  Random rng(1);
  for (auto _ : state) {
    const DesignMove move = design.RandomMove(rng, KeepRulesMix());
    if (!design.Allowed(move)) continue;
    design.Apply(move);
    benchmark::DoNotOptimize(kIncremental ? design.SS() : design.FullSS());
    design.Apply(move);
  }
  state.SetItemsProcessed(state.iterations());
}

void BM_KempeMove(benchmark::State& state) {
  const DesignShape shape = Shape(state);
  DesignState design = Start(shape);
  Random rng(1);
  for (auto _ : state) {
    KempeMove kempe;
    kempe.round = rng.Below(shape.rounds);
    kempe.cell = rng.Below(shape.tables());
    kempe.group = design.cell(kempe.round, kempe.cell).group;
    kempe.other_group = rng.Below(shape.group_count());
    const DesignMove move = kempe;
    if (!design.Allowed(move)) continue;
    design.Apply(move);
    benchmark::DoNotOptimize(design.SS());
    design.Apply(move);
  }
  state.SetItemsProcessed(state.iterations());
}

constexpr std::int64_t kCyclicBenchMoves = 100000;

void BM_MoveIncremental(benchmark::State& state) { BM_Move<true>(state); }
void BM_MoveFullRescore(benchmark::State& state) { BM_Move<false>(state); }

// Moves of the cyclic search, one chain on its own thread (so in wall
// time): args pairs, rounds, appendix (0/1).
void BM_CyclicSearch(benchmark::State& state) {
  const DesignShape shape{static_cast<int>(state.range(0)), static_cast<int>(state.range(1)),
                          state.range(2) != 0 ? DesignShape::Boards{BoardsStay{}} : DesignShape::Boards{BoardsMove{}}};
  DesignOptions options;
  options.run.budget = options.run.budget.WithMoves(kCyclicBenchMoves);
  for (auto _ : state) benchmark::DoNotOptimize(SearchCyclicMovements(shape, options));
  state.SetItemsProcessed(state.iterations() * options.run.budget.moves());
}

BENCHMARK(BM_MoveIncremental)->Args({8, 7})->Args({14, 6})->Args({16, 8})->Args({32, 15});
BENCHMARK(BM_MoveFullRescore)->Args({8, 7})->Args({14, 6})->Args({16, 8})->Args({32, 15});
BENCHMARK(BM_KempeMove)->Args({8, 7})->Args({16, 8})->Args({32, 15});
BENCHMARK(BM_CyclicSearch)->Args({16, 7, 1})->Args({16, 6, 1})->Args({14, 8, 0})->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
}  // namespace movebal

BENCHMARK_MAIN();
