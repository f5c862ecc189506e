#include "optimiser/incremental_balance.h"

#include <gtest/gtest.h>

#include <numeric>
#include <random>

#include "pair_movements/mitchell.h"
#include "movement/structure_check.h"
#include "reference_scorer.h"
#include "scoring/balance.h"
#include "scoring/score_matrix.h"
#include "test_support.h"

namespace movebal {
namespace {

// A random valid movement: every round seats a random subset of contestants
// at random tables, and each board group is played by `per_group` tables,
// so the group play counts are equal. With repeat_groups, contestants may
// play a board group more than once (legal, and the hard case for deltas).
Movement RandomMovement(std::mt19937& rng, int contestants, int rounds, bool individual) {
  const int seats = individual ? 4 : 2;
  const int tables = contestants / seats;
  Movement m = Movement::Empty(contestants, tables, rounds, rounds);
  m.individual = individual;
  std::vector<int> people(static_cast<std::size_t>(contestants));
  for (int r = 0; r < rounds; ++r) {
    std::iota(people.begin(), people.end(), 1);
    std::shuffle(people.begin(), people.end(), rng);
    for (int t = 0; t < tables; ++t) {
      Cell& c = m.at(r, t);
      const auto at = [&](int k) { return people[static_cast<std::size_t>(t * seats + k)]; };
      c.ns = {at(0), individual ? at(1) : 0};
      c.ew = {at(individual ? 2 : 1), individual ? at(3) : 0};
      c.group = (r + t) % rounds;  // every group played `tables` times
    }
  }
  return m;
}

// Every slot of the incremental state against a fresh score of the movement.
void ExpectMatchesFullScore(const IncrementalBalance& state, const Movement& m, int h) {
  const ScoreMatrix full = BuildScoreMatrix(m, h);
  EXPECT_EQ(state.SS(0), ComputeMoments(full).SS);
  EXPECT_EQ(state.S(0), ComputeMoments(full).S);
  for (int v = 1; v <= m.contestants; ++v) {
    const ScoreMatrix vacant = BuildScoreMatrix(m, h - 1, v);
    ASSERT_EQ(state.SS(v), ComputeMoments(vacant, v).SS) << "vacancy " << v;
    ASSERT_EQ(state.S(v), ComputeMoments(vacant, v).S) << "vacancy " << v;
    for (int p = 1; p <= m.contestants; ++p) {
      for (int q = p + 1; q <= m.contestants; ++q) {
        if (p == v || q == v) continue;
        ASSERT_EQ(state.Element(v, p, q), vacant.at(p, q));
      }
    }
  }
}

void RunRandomSwitches(const Movement& original, std::mt19937& rng, int switches) {
  const int h = HalfTop(original);
  IncrementalBalance state(original, h);
  state.TrackPowers(0);
  std::vector<std::int32_t> delta(static_cast<std::size_t>(state.slots() + 8));
  std::uniform_int_distribution<int> pick(0, state.cells() - 1);
  for (int k = 0; k < switches; ++k) {
    const int i = pick(rng);
    std::vector<std::int64_t> before(static_cast<std::size_t>(state.slots()));
    for (int s = 0; s < state.slots(); ++s) before[static_cast<std::size_t>(s)] = state.SS(s);
    state.Propose(i, delta.data());
    state.Switch(i);
    for (int s = 0; s < state.slots(); ++s) {
      ASSERT_EQ(state.SS(s) - before[static_cast<std::size_t>(s)], delta[static_cast<std::size_t>(s)]) << "slot " << s;
    }
  }
  const Movement now = state.Apply(original);
  ExpectMatchesFullScore(state, now, h);
  // The fourth-moment key equals the exact S4 of the re-scored matrix.
  const MatrixMoments mo = ComputeMoments(BuildScoreMatrix(now, h));
  IncrementalBalance fresh(now, h);
  fresh.TrackPowers(0);
  EXPECT_EQ(state.S4Key(), fresh.S4Key());
  const long double n = static_cast<long double>(mo.N);
  const long double s4 = static_cast<long double>(state.S4Key()) / (n * n * n);
  EXPECT_NEAR(static_cast<double>(s4), mo.S4, 1e-6 * (1 + mo.S4));
}

TEST(IncrementalBalance, StartsEqualToTheFullScore) {
  const Movement m = CompleteMitchell(7);
  IncrementalBalance state(m, HalfTop(m));
  EXPECT_EQ(state.SS(0), 2058);  // Qf 46.94: 91 elements, 42 sevens: 42 * 49 = 2058
  ExpectMatchesFullScore(state, m, HalfTop(m));
}

TEST(IncrementalBalance, ThousandsOfSwitchesOnAMitchellMatchFullRescoring) {
  std::mt19937 rng(7);
  RunRandomSwitches(CompleteMitchell(9), rng, 5000);
}

TEST(IncrementalBalance, RandomPairsMovementsMatchFullRescoring) {
  std::mt19937 rng(11);
  for (int trial = 0; trial < 6; ++trial) {
    RunRandomSwitches(RandomMovement(rng, 8 + 2 * trial, 5 + trial, false), rng, 2000);
  }
}

TEST(IncrementalBalance, RandomIndividualMovementsMatchFullRescoring) {
  std::mt19937 rng(13);
  for (int trial = 0; trial < 4; ++trial) {
    RunRandomSwitches(RandomMovement(rng, 8 + 4 * trial, 5, true), rng, 2000);
  }
}

// SS of one slot (0: everybody, V: V absent) by the independent reference.
long long ReferenceSS(const Movement& m, int h, int slot) {
  return reference::SumsOf(reference::MatrixOf(m, slot == 0 ? h : h - 1, slot), m.contestants, slot).SS;
}

// ProposeSlot, the annealer's first test of every proposal, against the
// change of SS the reference scorer sees when the cell is switched: for every
// slot, on pairs and individuals, with and without contestants playing a
// board group twice, while the state moves on by accepted switches and the
// slot asked for changes (its compact copy is rebuilt).
TEST(IncrementalBalance, ProposeSlotEqualsTheChangeOfAFullRescore) {
  std::mt19937 rng(17);
  int repeated = 0, distinct = 0;
  for (int trial = 0; trial < 24; ++trial) {
    Movement m = testing::RandomMovement(rng, trial % 3 == 2, true);
    const int h = HalfTop(m);
    if (h < 1 || !CheckStructure(m).suitable) continue;
    (CheckStructure(m).warnings.empty() ? distinct : repeated) += 1;
    IncrementalBalance state(m, h);
    std::uniform_int_distribution<int> cell(0, state.cells() - 1), slot(0, m.contestants);
    for (int step = 0; step < 40; ++step) {
      const int i = cell(rng);
      const int s = step % 4 == 0 ? 0 : slot(rng);
      const long long before = ReferenceSS(m, h, s);
      const std::int64_t tracked = state.SS(s);
      Movement switched = m;
      switched.cells[state.MovementIndex(i)].SwitchArrows();
      ASSERT_EQ(state.ProposeSlot(i, s), ReferenceSS(switched, h, s) - before) << "trial " << trial << " slot " << s;
      ASSERT_EQ(state.SS(s), tracked);  // a proposal changes nothing
      if (step % 3 == 0) {
        state.Switch(i);
        m = switched;
      }
    }
  }
  // Both code paths were exercised.
  EXPECT_GT(repeated, 0);
  EXPECT_GT(distinct, 0);
}

TEST(IncrementalBalance, SwitchingTwiceRestoresTheState) {
  const Movement m = CompleteMitchell(5);
  IncrementalBalance state(m, HalfTop(m));
  const std::int64_t ss = state.SS(0);
  state.Switch(3);
  EXPECT_NE(state.SS(0), ss);
  state.Switch(3);
  EXPECT_EQ(state.SS(0), ss);
  EXPECT_EQ(state.Apply(m), m);
}

}  // namespace
}  // namespace movebal
