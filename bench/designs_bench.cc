// How fast the design counts of issue 5 run: starters of Z_m and cyclic whist
// tournaments, single-threaded, at sizes that take well under a second.
#include <benchmark/benchmark.h>

#include "combinatorial_designs/cyclic_whist.h"
#include "combinatorial_designs/starters.h"

namespace movebal {
namespace {

void BM_CountStarters(benchmark::State& state) {
  const int order = static_cast<int>(state.range(0));
  for (auto _ : state) benchmark::DoNotOptimize(CountStarters(order));
}
BENCHMARK(BM_CountStarters)->Arg(19)->Arg(21)->Arg(23)->Unit(benchmark::kMillisecond);

void BM_CountCyclicWhist(benchmark::State& state) {
  WhistCountOptions options;
  options.orientations = state.range(1) != 0;
  for (auto _ : state) benchmark::DoNotOptimize(CountCyclicWhist(static_cast<int>(state.range(0)), options));
}
BENCHMARK(BM_CountCyclicWhist)->Args({17, 1})->Args({20, 1})->Args({21, 0})->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace movebal

BENCHMARK_MAIN();
