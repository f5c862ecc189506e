#include "optimiser/annealer.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

#include "pair_movements/mitchell.h"
#include "movement/asc_writer.h"
#include "optimiser/fixed_cells.h"
#include "reference_scorer.h"
#include "scoring/balance.h"
#include "search/tuning.h"
#include "test_support.h"

namespace movebal {
namespace {

AnnealOptions Seeded(std::uint64_t seed) {
  AnnealOptions options;
  options.run.seed = seed;
  options.run.threads = 2;
  return options;
}

// The cyclic Howell for 8 pairs with perfect arrows (Qf 100).
Movement PerfectHowell8() {
  return testing::MustParse(
      "8 4 7 7 0\n"
      " 8- 1 A  2- 7 C  3- 6 E  5- 4 B\n 8- 2 B  3- 1 D  4- 7 F  6- 5 C\n"
      " 8- 3 C  4- 2 E  5- 1 G  7- 6 D\n 8- 4 D  5- 3 F  6- 2 A  1- 7 E\n"
      " 8- 5 E  6- 4 G  7- 3 B  2- 1 F\n 8- 6 F  7- 5 A  1- 4 C  3- 2 G\n"
      " 8- 7 G  1- 6 B  2- 5 D  4- 3 A\n");
}

TEST(ArrowSwitchAnnealer, ReachesThePublishedBestForSmallMitchells) {
  // The balans pages: 74.68 (5 tables), 92.00 (7), 93.90 (9).
  const std::pair<int, double> targets[] = {{5, 74.68}, {7, 92.00}, {9, 93.90}};
  for (auto [tables, qf] : targets) {
    for (std::uint64_t seed : {1, 2}) {
      auto result = OptimiseArrows(CompleteMitchell(tables), Seeded(seed));
      ASSERT_TRUE(result.ok()) << result.error().ToString();
      EXPECT_NEAR(result->report.moments.Qf, qf, 0.005) << tables << " tables, seed " << seed;
    }
  }
}

TEST(ArrowSwitchAnnealer, ReportMatchesTheReferenceScorer) {
  auto result = OptimiseArrows(CompleteMitchell(7), Seeded(3));
  ASSERT_TRUE(result.ok());
  const reference::Figures fresh = reference::Score(result->movement);
  EXPECT_EQ(result->report.moments.SS, fresh.SS);
  ASSERT_EQ(result->report.vacancy.Qf1.size(), fresh.Qf1.size());
  for (std::size_t v = 0; v < fresh.Qf1.size(); ++v) {
    ASSERT_EQ(result->report.vacancy.Qf1[v].has_value(), fresh.Qf1[v].has_value());
    if (fresh.Qf1[v]) {
      EXPECT_NEAR(*result->report.vacancy.Qf1[v], *fresh.Qf1[v], 1e-9);
    }
  }
  // Only arrows changed: the same cells are occupied by the same pairs.
  const Movement original = CompleteMitchell(7);
  for (std::size_t k = 0; k < original.cells.size(); ++k) {
    Cell c = result->movement.cells[k];
    if (c != original.cells[k]) c.SwitchArrows();
    EXPECT_EQ(c, original.cells[k]);
  }
}

TEST(ArrowSwitchAnnealer, FixedTableStaysUnswitchedAndStillReaches92) {
  // balans' example: pair 14 stays at table 7 of the 14-pair Mitchell.
  const Movement m = CompleteMitchell(7);
  FixSpec spec;
  spec.tables = {7};
  AnnealOptions options = Seeded(5);
  options.fixed = *FixedCells(m, spec);
  auto result = OptimiseArrows(m, options);
  ASSERT_TRUE(result.ok());
  for (int r = 0; r < m.rounds; ++r) EXPECT_EQ(result->movement.at(r, 6), m.at(r, 6));
  EXPECT_NEAR(result->report.moments.Qf, 92.00, 0.005);
}

// With an iteration limit the result depends on the seed and the thread
// count only. Repeated runs on 2 to 4 threads, whose chains race each other
// differently every time: a Mitchell no run can prove optimal (every chain
// runs its budget), and a cyclic Howell with random arrows whose perfect
// arrangements (two mirror images) the chains reach at different times and
// stop on.
TEST(ArrowSwitchAnnealer, IterationLimitedRunsRepeatExactly) {
  std::mt19937 rng(5);
  Movement howell = PerfectHowell8();
  for (Cell& c : howell.cells) {
    if (std::uniform_int_distribution<int>(0, 1)(rng)) c.SwitchArrows();
  }
  const std::pair<Movement, std::int64_t> cases[] = {{CompleteMitchell(9), 20000}, {howell, 2000000}};
  for (const auto& [m, iterations] : cases) {
    for (int threads = 2; threads <= 4; ++threads) {
      AnnealOptions options = Seeded(7);
      options.run.threads = threads;
      options.run.budget = options.run.budget.WithMoves(iterations);
      std::string first;
      std::int64_t first_iterations = 0;
      for (int run = 0; run < 4; ++run) {
        auto result = OptimiseArrows(m, options);
        ASSERT_TRUE(result.ok());
        if (run == 0) {
          first = FormatAsc(result->movement);
          first_iterations = result->moves;
          // The Howell is solved, so its runs stopped early.
          if (m.contestants == 8) {
            EXPECT_TRUE(result->reached_optimum);
            EXPECT_LT(result->moves, threads * iterations);
          }
        }
        EXPECT_EQ(FormatAsc(result->movement), first) << threads << " threads, run " << run;
        EXPECT_EQ(result->moves, first_iterations);
        EXPECT_EQ(result->threads, threads);
        EXPECT_EQ(result->seed, 7u);
        EXPECT_EQ(result->moves_per_chain, iterations);
      }
    }
  }
}

// Mitchells keep NS and EW apart whatever the arrows; in a Howell every pair
// meets every other, so 8, 1 and 2 (round 1 and 2) form a triangle.
TEST(ArrowSwitchAnnealer, TellsHowellTypeMovementsFromMitchells) {
  for (Movement m : {CompleteMitchell(7), RelayMitchell(8)}) {
    EXPECT_FALSE(MeetsBothLines(m));
    for (std::size_t k = 0; k < m.cells.size(); k += 3) m.cells[k].SwitchArrows();
    EXPECT_FALSE(MeetsBothLines(m));
  }
  EXPECT_TRUE(MeetsBothLines(PerfectHowell8()));
  // One table where two NS pairs of a Mitchell meet: both meet EW pair 14
  // later, so 1-2 closes a triangle.
  Movement m = CompleteMitchell(7);
  m.at(0, 0).ew = m.at(0, 1).ns;
  m.at(0, 1).ns = {8, 0};
  EXPECT_TRUE(MeetsBothLines(m));
}

// A switch moves the four elements between its two pairs and each pair of
// every other cell on its board group.
TEST(ArrowSwitchAnnealer, CountsTheElementsOneSwitchMoves) {
  EXPECT_DOUBLE_EQ(ElementsPerSwitch(CompleteMitchell(7)), 4 * 6);  // each group at 7 tables
  EXPECT_DOUBLE_EQ(ElementsPerSwitch(PerfectHowell8()), 4 * 3);    // each group at 4 tables
  EXPECT_DOUBLE_EQ(ElementsPerSwitch(RelayMitchell(10)), 4 * 9);   // one group rests, one is shared: 10 plays each
}

TEST(ArrowSwitchAnnealer, RefusesMoreThreadsThanItCanUse) {
  AnnealOptions options = Seeded(1);
  options.run.threads = kMaxThreads + 1;
  options.schedule = Schedule::kEnsemble;
  auto result = OptimiseArrows(CompleteMitchell(5), options);
  ASSERT_FALSE(result.ok());
  EXPECT_NE(result.error().message.find("at most 64 threads"), std::string::npos);
  // The largest accepted count finishes.
  options.run.threads = kMaxThreads;
  options.run.budget = options.run.budget.WithMoves(2000);
  EXPECT_TRUE(OptimiseArrows(CompleteMitchell(5), options).ok());
}

// Chains that would not fit are not started: the run has the chains that
// fit, says so, and is the same run as one asked for that many threads.
TEST(ArrowSwitchAnnealer, RunsOnlyTheChainsThatFitInMemory) {
  const Movement m = CompleteMitchell(7);
  const MemoryNeed need = AnnealMemoryNeed(m);
  AnnealOptions options = Seeded(5);
  options.run.budget = options.run.budget.WithMoves(20000);
  options.run.threads = 8;
  // Room for three chains in the planned share.
  options.memory = static_cast<std::size_t>(static_cast<double>(need.For(3)) / kMemoryPlanShare) + 1;
  auto capped = OptimiseArrows(m, options);
  ASSERT_TRUE(capped.ok()) << capped.error().message;
  EXPECT_EQ(capped->threads, 3);
  EXPECT_NE(capped->memory_note.find("8 chains need about"), std::string::npos) << capped->memory_note;
  EXPECT_NE(capped->memory_note.find("running 3"), std::string::npos) << capped->memory_note;

  AnnealOptions three = Seeded(5);
  three.run.budget = three.run.budget.WithMoves(20000);
  three.run.threads = 3;
  auto asked = OptimiseArrows(m, three);
  ASSERT_TRUE(asked.ok());
  EXPECT_TRUE(asked->memory_note.empty());
  EXPECT_EQ(FormatAsc(capped->movement), FormatAsc(asked->movement));
  EXPECT_EQ(capped->report.moments.SS, reference::Score(capped->movement).SS);
}

// The estimate is of the right size: the matrices of every slot per copy
// (P(P-1)/2 elements of P + 1 slots, 4 bytes each), and shared links that
// hold, for every cell and every other cell on its board group, that cell
// and the four elements between their pairs, not room for individuals.
TEST(ArrowSwitchAnnealer, EstimatesTheStateBeforeBuildingIt) {
  const Movement small = CompleteMitchell(7);
  const MemoryNeed need = AnnealMemoryNeed(small);
  const std::size_t matrices = 14 * 13 / 2 * 15 * 4;
  EXPECT_GE(need.per_chain, matrices + kThreadStackBytes);
  EXPECT_LT(need.per_chain, 2 * matrices + ThreadReserve() + 65536);
  Movement shared = Movement::Empty(16, 8, 2, 2);  // 8 tables play each of 2 groups
  for (int r = 0; r < 2; ++r) {
    for (int k = 0; k < 8; ++k) {
      Cell& c = shared.at(r, k);
      c.ns[0] = 2 * k + 1;
      c.ew[0] = (2 * k + 1 + 2 * r) % 16 + 1;
      c.group = r;
    }
  }
  const MemoryNeed wide = AnnealMemoryNeed(shared);
  const std::size_t links = wide.shared - (wide.per_chain - ThreadReserve());
  const std::size_t neighbour_numbers = 16 * 7 * (1 + 4) * sizeof(std::uint32_t);
  EXPECT_GE(links, neighbour_numbers);
  EXPECT_LT(links, 2 * neighbour_numbers);
}

TEST(ArrowSwitchAnnealer, AllSchedulesWork) {
  for (Schedule schedule : {Schedule::kFluctuating, Schedule::kSlowCooling, Schedule::kEnsemble}) {
    AnnealOptions options = Seeded(7);
    options.schedule = schedule;
    options.run.budget = options.run.budget.WithMoves(300000);
    options.restarts = 2;
    auto result = OptimiseArrows(CompleteMitchell(7), options);
    ASSERT_TRUE(result.ok());
    EXPECT_NEAR(result->report.moments.Qf, 92.00, 0.005);
  }
}

TEST(ArrowSwitchAnnealer, TimeLimitedRunsStopOnTime) {
  AnnealOptions options = Seeded(8);
  options.run.budget = options.run.budget.WithSeconds(0.3);
  options.restarts = 3;
  auto result = OptimiseArrows(CompleteMitchell(9), options);
  ASSERT_TRUE(result.ok());
  // However slow the machine: it stops, searched without an iteration
  // limit (moves_per_chain 0), and improved on the unswitched Mitchell
  // (Qf 47.53): its first few switches already do.
  EXPECT_LT(result->seconds, 60.0);
  EXPECT_EQ(result->moves_per_chain, 0);
  EXPECT_GT(result->report.moments.Qf, 47.54);
}

TEST(ArrowSwitchAnnealer, OptimisesForAnAbsentPair) {
  // One switched round gives Qf1 85.09 with pair 14 absent (the balans pages); the
  // optimiser, told that pair 14 is absent, must do at least as well.
  AnnealOptions options = Seeded(9);
  options.absent = 14;
  auto result = OptimiseArrows(CompleteMitchell(7), options);
  ASSERT_TRUE(result.ok());
  EXPECT_GE(result->report.vacancy.Qf1[13], 85.09 - 0.005);
}

TEST(ArrowSwitchAnnealer, StopsAtAPerfectMovement) {
  // 4 pairs, 3 rounds, both tables of round r play group r. With h = 1 every
  // element is 1 (meeting) +-1 for each of the two rounds the pair do not
  // meet; switching one table of round 2 makes every element exactly 1, so
  // SS = minSS = 6 and Qf 100 is reachable: the run must stop on its own.
  Movement m = Movement::Empty(4, 2, 3, 3);
  const int rounds[3][4] = {{1, 2, 3, 4}, {1, 3, 2, 4}, {1, 4, 2, 3}};
  for (int r = 0; r < 3; ++r) {
    m.at(r, 0) = Cell{{rounds[r][0], 0}, {rounds[r][1], 0}, r};
    m.at(r, 1) = Cell{{rounds[r][2], 0}, {rounds[r][3], 0}, r};
  }
  AnnealOptions options = Seeded(1);
  options.run.budget = options.run.budget.WithMoves(5000000);
  auto result = OptimiseArrows(m, options);
  ASSERT_TRUE(result.ok());
  EXPECT_TRUE(result->reached_optimum);
  EXPECT_DOUBLE_EQ(result->report.moments.Qf, 100.0);
  // With a pair absent h - 1 = 0: nothing is compared, Qf1av is none.
  EXPECT_FALSE(result->report.vacancy.Qf1av.has_value());
  EXPECT_LT(result->moves, 2 * 5000000);
}

TEST(ArrowSwitchAnnealer, RefusesUnsuitableMovements) {
  Movement m = CompleteMitchell(5);
  m.at(0, 0).group = 1;  // group B now played 6 times, group A 4 times
  auto result = OptimiseArrows(m, Seeded(1));
  ASSERT_FALSE(result.ok());
  EXPECT_NE(result.error().message.find("refused"), std::string::npos);
}

TEST(ArrowSwitchAnnealer, StopFlagDuringSetUpReturnsTheStart) {
  // The flag is up before the state is built: the movement comes back as
  // given, scored, and marked interrupted.
  std::atomic<bool> stop{true};
  AnnealOptions options = Seeded(1);
  options.run.budget = options.run.budget.WithStop(&stop);
  const Movement m = CompleteMitchell(11);
  auto result = OptimiseArrows(m, options);
  ASSERT_TRUE(result.ok());
  EXPECT_TRUE(result->interrupted);
  EXPECT_EQ(result->movement, m);
  EXPECT_EQ(result->moves, 0);
  EXPECT_NEAR(result->report.moments.Qf, 47.93, 0.005);
}

TEST(ArrowSwitchAnnealer, StopFlagDuringTheSearchReturnsTheBestSoFar) {
  // Raised at the first progress report (after about 0.2 s of search).
  std::atomic<bool> stop{false};
  AnnealOptions options = Seeded(1);
  options.run.budget = options.run.budget.WithStop(&stop);
  options.progress = [&](const AnnealProgress&) { stop = true; };
  options.run.budget = options.run.budget.WithMoves(1000000000000);
  auto result = OptimiseArrows(CompleteMitchell(11), options);
  ASSERT_TRUE(result.ok());
  EXPECT_TRUE(result->interrupted);
  EXPECT_LT(result->moves, 2 * options.run.budget.moves());
  EXPECT_GT(result->report.moments.Qf, 47.94);  // better than the start
}

// Every chain that improved on its start held by it (anneal_held_distance
// = 1), with an early first stall (one proposal per free cell), so that the
// chains go on from where they are instead of restarting: fixed cells stay,
// the result re-scores to what the reference scorer finds, and a run with a
// move limit repeats exactly.
TEST(ArrowSwitchAnnealer, HeldChainsKeepFixedCellsAndRepeat) {
  std::mt19937 rng(11);
  Movement howell = PerfectHowell8();
  for (Cell& c : howell.cells) {
    if (std::uniform_int_distribution<int>(0, 1)(rng)) c.SwitchArrows();
  }
  struct ResetAtEnd {
    ~ResetAtEnd() { ResetTuning(); }
  } reset;
  ASSERT_TRUE(SetTuning("anneal_held_distance=1").ok());
  ASSERT_TRUE(SetTuning("anneal_stall_per_cell=1").ok());
  for (const Movement& m : {CompleteMitchell(9), howell}) {
    FixSpec spec;
    spec.tables = {2};
    AnnealOptions options = Seeded(4);
    options.run.threads = 1;
    options.run.budget = options.run.budget.WithMoves(300000);
    options.fixed = *FixedCells(m, spec);
    auto first = OptimiseArrows(m, options);
    auto again = OptimiseArrows(m, options);
    ASSERT_TRUE(first.ok() && again.ok());
    EXPECT_EQ(FormatAsc(first->movement), FormatAsc(again->movement));
    EXPECT_EQ(reference::Score(first->movement).SS, first->report.moments.SS);
    for (std::size_t k = 0; k < m.cells.size(); ++k) {
      if (options.fixed[k]) {
        EXPECT_EQ(first->movement.cells[k], m.cells[k]) << "cell " << k;
      }
    }
  }
}

// SS, Fw and the pooled vacancy SS of a movement, from the reference scorer,
// with balans' default weights for an even field (w1 = 2, w2 = 1).
struct Objective {
  long long ss = 0, fw = 0, pooled = 0;
  auto operator<=>(const Objective&) const = default;
};
Objective ReferenceObjective(const Movement& m) {
  const reference::Figures f = reference::Score(m);
  Objective o{f.SS, 0, 0};
  long long best = std::numeric_limits<long long>::max();
  for (int v = 1; v <= m.contestants; ++v) {
    const long long ss = reference::SumsOf(reference::MatrixOf(m, f.h - 1, v), m.contestants, v).SS;
    o.pooled += ss;
    best = std::min(best, ss);
  }
  o.fw = 2 * best + o.pooled;
  return o;
}

// Among arrows of equal SS and Fw, a better best vacancy can make up for a
// worse sum of vacancy SS: the search then keeps the lesser sum, the better
// Qf1av. The 5-table Mitchell with random arrows and 13 random cells free
// (2^13 arrows, all scored by the reference scorer) holds such a tie at the
// least SS and Fw: one other arrangement has the least SS and Fw but a
// greater sum, and the search without this tie-break ends there in all three
// seeds.
TEST(ArrowSwitchAnnealer, AmongEqualVacancyTermsKeepsTheBetterQf1av) {
  // mt19937's raw output is the same in every standard library (its
  // distributions and std::shuffle are not), so the fixture is too.
  std::mt19937 pick(55);
  Movement m = CompleteMitchell(5);
  std::vector<std::size_t> cells(m.cells.size());
  for (std::size_t k = 0; k < cells.size(); ++k) {
    cells[k] = k;
    if (pick() % 2) m.cells[k].SwitchArrows();
  }
  for (std::size_t k = cells.size() - 1; k > 0; --k) std::swap(cells[k], cells[pick() % (k + 1)]);
  const std::vector<std::size_t> free(cells.begin(), cells.begin() + 13);
  std::vector<bool> fixed(m.cells.size(), true);
  for (std::size_t k : free) fixed[k] = false;
  Objective best{std::numeric_limits<long long>::max(), 0, 0};
  std::vector<Objective> all;
  for (unsigned bits = 0; bits < (1u << free.size()); ++bits) {
    Movement x = m;
    for (std::size_t i = 0; i < free.size(); ++i) {
      if (bits >> i & 1) x.cells[free[i]].SwitchArrows();
    }
    all.push_back(ReferenceObjective(x));
    best = std::min(best, all.back());
  }
  const auto ties = std::count_if(all.begin(), all.end(), [&](const Objective& o) {
    return o.ss == best.ss && o.fw == best.fw && o.pooled > best.pooled;
  });
  ASSERT_GT(ties, 0) << "the fixture must hold a tie in Fw";
  for (std::uint64_t seed : {1, 2, 3}) {
    AnnealOptions options = Seeded(seed);
    options.run.budget = options.run.budget.WithMoves(200000);
    options.fixed = fixed;
    auto result = OptimiseArrows(m, options);
    ASSERT_TRUE(result.ok());
    const Objective got = ReferenceObjective(result->movement);
    EXPECT_EQ(got.ss, best.ss) << "seed " << seed;
    EXPECT_EQ(got.fw, best.fw) << "seed " << seed;
    EXPECT_EQ(got.pooled, best.pooled) << "seed " << seed;
  }
}

// Why no search reaches Qf 93.81 on the 10-table relay Mitchell: every element
// stays even, and a switch changes SS by a multiple of 16 (each pair plays each
// group once, so the elements a switch moves sum to 180 - 2 e[p][q]). With
// minSS 4300, SS 4584 gives 93.80 and the next value, 4568, gives 94.13.
TEST(ArrowSwitchAnnealer, RelayTenSumOfSquaresStaysAtEightModuloSixteen) {
  Movement m = RelayMitchell(10);
  std::mt19937 rng(10);
  for (int pattern = 0; pattern < 200; ++pattern) {
    for (Cell& c : m.cells)
      if (rng() % 2) c.SwitchArrows();
    const MatrixMoments moments = ComputeMoments(BuildScoreMatrix(m, HalfTop(m)));
    ASSERT_EQ(moments.minSS, 4300);
    ASSERT_EQ(moments.SS % 16, 8) << "pattern " << pattern;
  }
  EXPECT_EQ(std::round(QualityFactor(4300, 4584) * 100), 9380);
  EXPECT_EQ(std::round(QualityFactor(4300, 4568) * 100), 9413);
}

}  // namespace
}  // namespace movebal
