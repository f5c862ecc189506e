// Moves per second of the movement search: a random move applied, scored
// and undone, with the incremental state against a full re-score of the
// cells after each move, on the TEAM sizes 8 x 7, 14 x 6 and 16 x 8, and on
// 32 pairs x 15 rounds.
#include <benchmark/benchmark.h>

#include <numeric>
#include <random>

#include "design/movement_search.h"

namespace movebal {
namespace {

DesignShape Shape(const benchmark::State& state) {
  return {static_cast<int>(state.range(0)), static_cast<int>(state.range(1)), 0};
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
  std::mt19937_64 rng(1);
  for (auto _ : state) {
    const DesignMove move = RandomMove(design, rng);
    if (!design.Allowed(move)) continue;
    design.Apply(move);
    benchmark::DoNotOptimize(kIncremental ? design.SS() : design.FullSS());
    design.Apply(move);
  }
  state.SetItemsProcessed(state.iterations());
}

void BM_MoveIncremental(benchmark::State& state) { BM_Move<true>(state); }
void BM_MoveFullRescore(benchmark::State& state) { BM_Move<false>(state); }

BENCHMARK(BM_MoveIncremental)->Args({8, 7})->Args({14, 6})->Args({16, 8})->Args({32, 15});
BENCHMARK(BM_MoveFullRescore)->Args({8, 7})->Args({14, 6})->Args({16, 8})->Args({32, 15});

}  // namespace
}  // namespace movebal

BENCHMARK_MAIN();
