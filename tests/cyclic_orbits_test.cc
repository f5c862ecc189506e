#include "optimiser/cyclic_orbits.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <string>

#include "pair_movements/howell.h"
#include "pair_movements/mitchell.h"
#include "optimiser/annealer.h"
#include "reference_scorer.h"
#include "search/random.h"
#include "search/tuning.h"

namespace movebal {
namespace {

// The cyclic Howell of `pairs` played as a barometer (every table of a round
// on that round's boards), its pairs renumbered and its arrows set at
// random, as tools/barometer_howell.py writes the benchmark's files.
Movement ScrambledBarometer(int pairs, std::uint64_t seed) {
  const HowellShape shape{pairs, 0};
  Movement m = HowellPairs(shape, PatternedStarter(shape.order()));
  m.groups = m.rounds;
  Random rng(seed);
  std::vector<int> label(static_cast<std::size_t>(pairs));
  std::iota(label.begin(), label.end(), 1);
  rng.Shuffle(label.begin(), label.end());
  for (int r = 0; r < m.rounds; ++r) {
    for (int t = 0; t < m.tables; ++t) {
      Cell& c = m.at(r, t);
      c.group = r;
      c.ns[0] = label[static_cast<std::size_t>(c.ns[0] - 1)];
      c.ew[0] = label[static_cast<std::size_t>(c.ew[0] - 1)];
      if (rng.Coin()) c.SwitchArrows();
    }
  }
  return m;
}

// Every family's orbits cover every cell once and, as the shift moves each
// round to the next, hold as many cells in every round.
void ExpectPartition(const Movement& m, const CellOrbits& family) {
  std::vector<int> seen(m.cells.size(), 0);
  for (const std::vector<int>& orbit : family.orbits) {
    ASSERT_EQ(static_cast<int>(orbit.size()) % m.rounds, 0);
    std::vector<int> per_round(static_cast<std::size_t>(m.rounds), 0);
    for (int k : orbit) {
      ++seen[static_cast<std::size_t>(k)];
      ++per_round[static_cast<std::size_t>(k / m.tables)];
    }
    for (int count : per_round) EXPECT_EQ(count, static_cast<int>(orbit.size()) / m.rounds);
  }
  for (int count : seen) EXPECT_EQ(count, 1);
}

TEST(CyclicOrbits, FindsTheSymmetryOfAScrambledHowell) {
  for (int pairs : {8, 12, 14, 20, 40}) {
    const Movement m = ScrambledBarometer(pairs, 5);
    const std::vector<CellOrbits> families = CyclicOrbits(m);
    ASSERT_FALSE(families.empty()) << pairs;
    for (const CellOrbits& family : families) ExpectPartition(m, family);
    // The shift alone: P/2 orbits, one cell a round.
    const auto shift = std::find_if(families.begin(), families.end(), [&](const CellOrbits& f) {
      return static_cast<int>(f.orbits.size()) == pairs / 2 && static_cast<int>(f.orbits[0].size()) == m.rounds;
    });
    EXPECT_NE(shift, families.end()) << pairs;
    for (std::size_t i = 1; i < families.size(); ++i) {
      EXPECT_LE(families[i - 1].orbits.size(), families[i].orbits.size()) << "fewest orbits first";
    }
  }
}

TEST(CyclicOrbits, MultipliersGivePaleysPerfectArrowsWhenPMinusOneIsAPrimeOf4kPlus3) {
  // P - 1 = 7, 11, 19, 23: the shift and the quadratic residues as
  // multipliers leave two orbits (the fixed pair's tables and the rest), and
  // one of their four arrangements is Paley's, perfect (SS = minSS, scored
  // by the reference scorer).
  for (int pairs : {8, 12, 20, 24}) {
    const Movement m = ScrambledBarometer(pairs, 3);
    const std::vector<CellOrbits> families = CyclicOrbits(m);
    ASSERT_FALSE(families.empty()) << pairs;
    const CellOrbits& fewest = families.front();
    ASSERT_EQ(fewest.orbits.size(), 2u) << pairs;
    Movement symmetric = m;
    for (std::size_t k = 0; k < m.cells.size(); ++k) {
      if (fewest.to_symmetric[k]) symmetric.cells[k].SwitchArrows();
    }
    bool perfect = false;
    for (int bits = 0; bits < 4; ++bits) {
      Movement trial = symmetric;
      for (int o = 0; o < 2; ++o) {
        if ((bits >> o & 1) == 0) continue;
        for (int k : fewest.orbits[static_cast<std::size_t>(o)]) trial.cells[static_cast<std::size_t>(k)].SwitchArrows();
      }
      const reference::Figures f = reference::Score(trial);
      perfect = perfect || f.SS == reference::MinSS(f.S, f.N);
    }
    EXPECT_TRUE(perfect) << pairs;
  }
}

TEST(CyclicOrbits, RefusesMovementsWithoutTheSymmetry) {
  EXPECT_TRUE(CyclicOrbits(CompleteMitchell(7)).empty());
  // Two pairs traded in one round: still a movement, no longer a round robin.
  Movement broken = ScrambledBarometer(12, 5);
  std::swap(broken.at(3, 0).ew[0], broken.at(3, 1).ew[0]);
  EXPECT_TRUE(CyclicOrbits(broken).empty());
  // The boards of one round swapped with the next round's at one table: the
  // pairs keep their symmetry, the board groups lose it.
  Movement boards = ScrambledBarometer(12, 5);
  std::swap(boards.at(2, 0).group, boards.at(3, 0).group);
  EXPECT_TRUE(CyclicOrbits(boards).empty());
}

// The movement `optimise` gives after a single proposal (one thread, seed
// 1), with the tuning constants `tune` (name=value, or none), scored by the
// reference scorer.
reference::Figures AfterOneProposal(const Movement& m, const std::vector<std::string>& tune) {
  for (const std::string& assignment : tune) EXPECT_TRUE(SetTuning(assignment).ok()) << assignment;
  AnnealOptions options;
  options.run.seed = 1;
  options.run.threads = 1;
  options.run.budget = options.run.budget.WithMoves(1);
  auto result = OptimiseArrows(m, options);
  ResetTuning();
  EXPECT_TRUE(result.ok());
  return result.ok() ? reference::Score(result->movement) : reference::Figures{};
}

TEST(CyclicOrbits, OptimiserReachesAPerfectBarometerFromTheSymmetricArrows) {
  // 20 pairs, 19 rounds: an arrangement that the shift keeps reaches SS =
  // minSS (Qf 100, which nothing beats), found by the pass over the shift's
  // orbits before a single proposal; without the orbits the same single
  // proposal does not.
  const Movement m = ScrambledBarometer(20, 9);
  const reference::Figures shift = AfterOneProposal(m, {"anneal_orbit_multipliers=0"});
  EXPECT_EQ(shift.SS, reference::MinSS(shift.S, shift.N));
  // The descents, which take over from the exact pass where the orbits are
  // many, find it as well.
  EXPECT_EQ(AfterOneProposal(m, {"anneal_orbit_multipliers=0", "anneal_orbit_units=0"}).SS, shift.SS);
  EXPECT_GT(AfterOneProposal(m, {"anneal_orbit_descent_units=0"}).SS, shift.SS);
}

TEST(CyclicOrbits, OptimiserMakesA44PairBarometerPerfectThroughTheMultipliers) {
  // 43 is a prime of the form 4k + 3: the multipliers' two orbits hold a
  // perfect arrangement, found before a single proposal. The shift's 22
  // orbits alone, searched by descents, do not reach it.
  const Movement m = ScrambledBarometer(44, 2);
  const reference::Figures fresh = AfterOneProposal(m, {});
  EXPECT_EQ(fresh.SS, reference::MinSS(fresh.S, fresh.N));
  EXPECT_GT(AfterOneProposal(m, {"anneal_orbit_multipliers=0"}).SS, fresh.SS);
}

}  // namespace
}  // namespace movebal
