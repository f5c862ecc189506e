// Proposed switches per second: the incremental state of the optimiser
// against a full re-score of the same information (the score matrix and all
// single vacancies), on 14, 30 and 52 pairs, and the cheap test and a switch
// on complete Mitchells of 29, 63 and 101 tables, where the state outgrows
// the processor's caches.
#include <benchmark/benchmark.h>

#include <random>

#include "pair_movements/howell.h"
#include "pair_movements/mitchell.h"
#include "optimiser/incremental_balance.h"
#include "scoring/balance.h"
#include "scoring/score_matrix.h"

namespace movebal {
namespace {

// 14 pairs and from 58 on: complete Mitchells (7 tables, pairs / 2); 30 and
// 52: cyclic Howells from the patterned starter.
Movement BenchMovement(int pairs) {
  if (pairs == 14 || pairs >= 58) return CompleteMitchell(pairs / 2);
  const HowellShape shape{pairs, 0};
  auto design = GenerateHowell(shape, PatternedStarter(shape.order()));
  if (!design.ok()) std::abort();
  return design->movement;
}

// The cheap first test of every proposal: the change of SS alone.
void BM_ProposeSS(benchmark::State& state) {
  const Movement m = BenchMovement(static_cast<int>(state.range(0)));
  IncrementalBalance balance(m, HalfTop(m));
  std::mt19937 rng(1);
  std::uniform_int_distribution<int> pick(0, balance.cells() - 1);
  for (auto _ : state) benchmark::DoNotOptimize(balance.ProposeSlot(pick(rng), 0));
  state.SetItemsProcessed(state.iterations());
}

// SS of the movement and of every single vacancy, incrementally.
void BM_ProposeAllSlots(benchmark::State& state) {
  const Movement m = BenchMovement(static_cast<int>(state.range(0)));
  IncrementalBalance balance(m, HalfTop(m));
  std::vector<std::int32_t> delta(static_cast<std::size_t>(balance.slots() + 8));
  std::mt19937 rng(1);
  std::uniform_int_distribution<int> pick(0, balance.cells() - 1);
  for (auto _ : state) {
    balance.Propose(pick(rng), delta.data());
    benchmark::DoNotOptimize(delta.data());
  }
  state.SetItemsProcessed(state.iterations());
}

// An accepted switch: every slot updated.
void BM_Switch(benchmark::State& state) {
  const Movement m = BenchMovement(static_cast<int>(state.range(0)));
  IncrementalBalance balance(m, HalfTop(m));
  std::mt19937 rng(1);
  std::uniform_int_distribution<int> pick(0, balance.cells() - 1);
  for (auto _ : state) balance.Switch(pick(rng));
  state.SetItemsProcessed(state.iterations());
}

// The same information from scratch: switch, re-score SS and every vacancy.
void BM_FullRescoreAllSlots(benchmark::State& state) {
  Movement m = BenchMovement(static_cast<int>(state.range(0)));
  const int h = HalfTop(m);
  std::mt19937 rng(1);
  std::vector<std::size_t> occupied;
  for (std::size_t k = 0; k < m.cells.size(); ++k) {
    if (m.cells[k].occupied()) occupied.push_back(k);
  }
  std::uniform_int_distribution<std::size_t> pick(0, occupied.size() - 1);
  for (auto _ : state) {
    Cell& c = m.cells[occupied[pick(rng)]];
    c.SwitchArrows();
    benchmark::DoNotOptimize(ComputeMoments(BuildScoreMatrix(m, h)).SS);
    benchmark::DoNotOptimize(ScoreVacancies(m, h).SS.data());
    c.SwitchArrows();
  }
  state.SetItemsProcessed(state.iterations());
}

// SS alone from scratch, against BM_ProposeSS.
void BM_FullRescoreSS(benchmark::State& state) {
  Movement m = BenchMovement(static_cast<int>(state.range(0)));
  const int h = HalfTop(m);
  std::mt19937 rng(1);
  std::uniform_int_distribution<std::size_t> pick(0, m.cells.size() - 1);
  for (auto _ : state) {
    Cell& c = m.cells[pick(rng)];
    c.SwitchArrows();
    benchmark::DoNotOptimize(ComputeMoments(BuildScoreMatrix(m, h)).SS);
    c.SwitchArrows();
  }
  state.SetItemsProcessed(state.iterations());
}

BENCHMARK(BM_ProposeSS)->Arg(14)->Arg(30)->Arg(52)->Arg(58)->Arg(126)->Arg(202);
BENCHMARK(BM_ProposeAllSlots)->Arg(14)->Arg(30)->Arg(52);
BENCHMARK(BM_Switch)->Arg(14)->Arg(30)->Arg(52)->Arg(58)->Arg(126)->Arg(202);
BENCHMARK(BM_FullRescoreSS)->Arg(14)->Arg(30)->Arg(52);
BENCHMARK(BM_FullRescoreAllSlots)->Arg(14)->Arg(30)->Arg(52);

}  // namespace
}  // namespace movebal

BENCHMARK_MAIN();
