#include "optimiser/block_moves.h"

#include <gtest/gtest.h>

#include <random>
#include <set>

#include "pair_movements/mitchell.h"
#include "optimiser/annealer.h"
#include "optimiser/fixed_cells.h"
#include "movement/structure_check.h"
#include "reference_scorer.h"
#include "scoring/balance.h"
#include "search/tuning.h"
#include "test_support.h"

namespace movebal {
namespace {

// Free-cell numbers of every movement cell (-1: empty or fixed), as the annealer builds them.
std::vector<int> FreeCellOf(const Movement& m, const std::vector<bool>& fixed) {
  std::vector<int> of(m.cells.size(), -1);
  int occupied = 0;
  for (std::size_t k = 0; k < m.cells.size(); ++k) {
    if (!m.cells[k].occupied()) continue;
    if (fixed.empty() || !fixed[k]) of[k] = occupied;
    ++occupied;
  }
  return of;
}

long long ReferenceSS(const Movement& m) {
  return reference::SumsOf(reference::MatrixOf(m, reference::HalfTopOf(m), 0), m.contestants, 0).SS;
}

// `m` with every cell of the rounds (0-based) in the bits of `set` switched.
Movement WithRoundsSwitched(Movement m, std::uint64_t set) {
  for (int r = 0; r < m.rounds; ++r) {
    if (!(set >> r & 1)) continue;
    for (int t = 0; t < m.tables; ++t) {
      if (m.at(r, t).occupied()) m.at(r, t).SwitchArrows();
    }
  }
  return m;
}

TEST(BlockMoves, UnitsAndDrawsHoldOnlyFreeCells) {
  const Movement m = CompleteMitchell(7);
  FixSpec spec;
  spec.rounds = {2};
  spec.tables = {4};
  const std::vector<bool> fixed = *FixedCells(m, spec);
  const std::vector<int> of = FreeCellOf(m, fixed);
  std::set<int> free_cells(of.begin(), of.end());
  free_cells.erase(-1);
  const BlockMoves blocks(m, of);
  EXPECT_EQ(blocks.rounds().size(), 6u);  // round 2 is wholly fixed
  EXPECT_EQ(blocks.tables().size(), 6u);
  for (const auto& round : blocks.rounds()) EXPECT_EQ(round.size(), 6u);
  Random rng(3);
  std::vector<int> cells;
  for (int k = 0; k < 2000; ++k) {
    blocks.Draw(rng, cells);
    ASSERT_FALSE(cells.empty());
    const std::set<int> distinct(cells.begin(), cells.end());
    ASSERT_EQ(distinct.size(), cells.size());
    for (int c : cells) ASSERT_TRUE(free_cells.count(c)) << c;
  }
}

// ProposeCells and trial switches against the reference scorer, move by
// move: the predicted change of SS is the change a full re-score sees, the
// state is unchanged after a proposal, and switching the cells for real
// agrees.
TEST(BlockMoves, BlockProposalsEqualTheChangeOfAFullRescore) {
  for (const bool fix : {false, true}) {
    Movement m = CompleteMitchell(9);
    FixSpec spec;
    if (fix) spec.tables = {3};
    const std::vector<bool> fixed = *FixedCells(m, spec);
    const BlockMoves blocks(m, FreeCellOf(m, fixed));
    IncrementalBalance state(m, HalfTop(m));
    Random rng(fix ? 5 : 9);
    std::vector<int> cells;
    for (int step = 0; step < 60; ++step) {
      blocks.Draw(rng, cells);
      Movement switched = m;
      for (int c : cells) switched.cells[state.MovementIndex(c)].SwitchArrows();
      const long long before = ReferenceSS(m);
      ASSERT_EQ(state.SS(0), before);
      ASSERT_EQ(state.ProposeCells(cells, 0), ReferenceSS(switched) - before) << "step " << step;
      ASSERT_EQ(state.SS(0), before);
      if (step % 2 == 0) {
        for (int c : cells) state.Switch(c);
        m = switched;
        ASSERT_EQ(state.SS(0), ReferenceSS(m));
      }
    }
    for (std::size_t k = 0; k < m.cells.size(); ++k) {
      if (fixed[k]) {
        EXPECT_EQ(m.cells[k], CompleteMitchell(9).cells[k]);
      }
    }
  }
}

// The same on random movements, pairs and individuals, with and without
// contestants playing a board group twice (where trial switches are real
// ones), for every slot: the vacancy slots too.
TEST(BlockMoves, ProposeCellsOnRandomMovementsAndEverySlot) {
  std::mt19937 rng(23);
  for (int trial = 0; trial < 24; ++trial) {
    Movement m = testing::RandomMovement(rng, trial % 3 == 2, true);
    const int h = HalfTop(m);
    if (h < 1 || !CheckStructure(m).suitable) continue;
    IncrementalBalance state(m, h);
    std::uniform_int_distribution<int> cell(0, state.cells() - 1), slot(0, m.contestants), size(1, 6);
    for (int step = 0; step < 30; ++step) {
      std::set<int> chosen;
      for (int k = size(rng); k > 0; --k) chosen.insert(cell(rng));
      const std::vector<int> cells(chosen.begin(), chosen.end());
      const int s = step % 4 == 0 ? 0 : slot(rng);
      const auto ss = [&](const Movement& x) {
        return reference::SumsOf(reference::MatrixOf(x, s == 0 ? h : h - 1, s), x.contestants, s).SS;
      };
      Movement switched = m;
      for (int c : cells) switched.cells[state.MovementIndex(c)].SwitchArrows();
      const std::int64_t tracked = state.SS(s);
      ASSERT_EQ(state.ProposeCells(cells, s), ss(switched) - ss(m)) << "trial " << trial << " slot " << s;
      ASSERT_EQ(state.SS(s), tracked);
      if (step % 3 == 0) {
        for (int c : cells) state.Switch(c);
        m = switched;
      }
    }
  }
}

// The pass against brute force by the reference scorer over every subset
// of rounds of the 7-table Mitchell, from arrows switched at random.
// The 7-table Mitchell with random arrows, and the least SS of its whole
// rounds switched, by brute force over every subset.
struct RandomArrowRounds {
  Movement m;
  long long best = 0;
};
RandomArrowRounds SevenTablesRandomArrows() {
  RandomArrowRounds r{CompleteMitchell(7)};
  Random rng(11);
  for (Cell& c : r.m.cells) {
    if (rng.Coin()) c.SwitchArrows();
  }
  r.best = ReferenceSS(r.m);
  for (std::uint64_t set = 1; set < (1u << r.m.rounds); ++set) {
    r.best = std::min(r.best, ReferenceSS(WithRoundsSwitched(r.m, set)));
  }
  return r;
}

TEST(BlockMoves, ExactPassFindsTheBestSubsetOfRounds) {
  const auto [m, best] = SevenTablesRandomArrows();
  ASSERT_LT(best, ReferenceSS(m));  // the pass has something to find
  IncrementalBalance state(m, HalfTop(m));
  const BlockMoves blocks(m, FreeCellOf(m, {}));
  const std::int64_t change = ExactUnitPass(state, blocks.rounds(), 0, true, Budget::Seconds(0));
  EXPECT_EQ(state.SS(0), best);
  EXPECT_EQ(change, best - ReferenceSS(m));
  EXPECT_EQ(ReferenceSS(state.Apply(m)), best);
}

TEST(BlockMoves, UnitDescentsFindTheBestSubsetOfRoundsAndUndoTheirTrials) {
  const auto [m, best] = SevenTablesRandomArrows();
  ASSERT_LT(best, ReferenceSS(m));
  IncrementalBalance state(m, HalfTop(m));
  const BlockMoves blocks(m, FreeCellOf(m, {}));
  Random rng(3);
  const std::int64_t change = UnitDescents(state, blocks.rounds(), 0, true, 50, rng, Budget::None());
  // 50 descents over 6 rounds (the seventh stays put) meet the best subset.
  EXPECT_EQ(state.SS(0), best);
  EXPECT_EQ(change, best - ReferenceSS(m));
  // Every slot, not only the one judged, is up to date after the trials.
  const Movement result = state.Apply(m);
  EXPECT_EQ(ReferenceSS(result), best);
  EXPECT_EQ(IncrementalBalance(result, HalfTop(result)).SS(3), state.SS(3));
}

// The complete 21-table Mitchell: switching all tables of rounds 1, 2 and 5
// gives Qf 96.81, which single switches do not find; the pass does, or better.
TEST(BlockMoves, ExactPassReachesTheRoundSwitchesOfThe21TableMitchell) {
  const Movement m = CompleteMitchell(21);
  const Movement published = WithRoundsSwitched(m, 0b10011);
  const reference::Figures figures = reference::Score(published);
  EXPECT_NEAR(figures.Qf, 96.81, 0.005);
  IncrementalBalance state(m, HalfTop(m));
  const BlockMoves blocks(m, FreeCellOf(m, {}));
  ExactUnitPass(state, blocks.rounds(), 0, true, Budget::Seconds(0));
  EXPECT_LE(state.SS(0), figures.SS);
  EXPECT_EQ(reference::Score(state.Apply(m)).SS, state.SS(0));
}

// Only block moves (every proposal one): fixed cells stay as they are, and
// the result re-scores to what the reference scorer finds.
TEST(BlockMoves, AnnealingByBlocksKeepsFixedCells) {
  ASSERT_TRUE(SetTuning("anneal_block_share=1").ok());
  const Movement m = CompleteMitchell(9);
  FixSpec spec;
  spec.rounds = {1, 4};
  spec.tables = {2};
  AnnealOptions options;
  options.run.seed = 3;
  options.run.threads = 2;
  options.run.budget = options.run.budget.WithMoves(20000);
  options.fixed = *FixedCells(m, spec);
  auto result = OptimiseArrows(m, options);
  ResetTuning();
  ASSERT_TRUE(result.ok());
  bool moved = false;
  for (std::size_t k = 0; k < m.cells.size(); ++k) {
    if (options.fixed[k]) {
      EXPECT_EQ(result->movement.cells[k], m.cells[k]);
    }
    moved = moved || result->movement.cells[k] != m.cells[k];
  }
  EXPECT_TRUE(moved);
  EXPECT_EQ(result->report.moments.SS, ReferenceSS(result->movement));
  EXPECT_GT(result->report.moments.Qf, ScoreMovement(m).moments.Qf);
}

}  // namespace
}  // namespace movebal
