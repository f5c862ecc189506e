#include "optimiser/cyclic_orbits.h"

#include <gtest/gtest.h>

#include <numeric>

#include "generators/howell.h"
#include "generators/mitchell.h"
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

TEST(CyclicOrbits, FindsTheSymmetryOfAScrambledHowell) {
  for (int pairs : {8, 12, 20}) {
    const Movement m = ScrambledBarometer(pairs, 5);
    const std::optional<CellOrbits> found = CyclicOrbits(m);
    ASSERT_TRUE(found) << pairs;
    ASSERT_EQ(static_cast<int>(found->orbits.size()), pairs / 2);
    std::vector<int> seen(m.cells.size(), 0);
    for (const std::vector<int>& orbit : found->orbits) {
      ASSERT_EQ(static_cast<int>(orbit.size()), m.rounds);
      for (std::size_t r = 0; r < orbit.size(); ++r) {
        EXPECT_EQ(orbit[r] / m.tables, static_cast<int>(r)) << "one cell a round, in round order";
        ++seen[static_cast<std::size_t>(orbit[r])];
      }
    }
    for (int count : seen) EXPECT_EQ(count, 1);
  }
}

TEST(CyclicOrbits, RefusesMovementsWithoutTheSymmetry) {
  EXPECT_FALSE(CyclicOrbits(CompleteMitchell(7)));
  // Two pairs traded in one round: still a movement, no longer a round robin.
  Movement broken = ScrambledBarometer(12, 5);
  std::swap(broken.at(3, 0).ew[0], broken.at(3, 1).ew[0]);
  EXPECT_FALSE(CyclicOrbits(broken));
  // The boards of one round swapped with the next round's at one table: the
  // pairs keep their symmetry, the board groups lose it.
  Movement boards = ScrambledBarometer(12, 5);
  std::swap(boards.at(2, 0).group, boards.at(3, 0).group);
  EXPECT_FALSE(CyclicOrbits(boards));
}

TEST(CyclicOrbits, OptimiserReachesAPerfectBarometerFromTheSymmetricArrows) {
  // 20 pairs, 19 rounds: a symmetric arrangement reaches SS = minSS (Qf 100,
  // which nothing beats), found by the pass over the orbits before a single
  // proposal; without the orbits the same single proposal does not.
  const Movement m = ScrambledBarometer(20, 9);
  AnnealOptions options;
  options.seed = 1;
  options.threads = 1;
  options.iterations = 1;
  auto result = OptimiseArrows(m, options);
  ASSERT_TRUE(result.ok()) << result.error().ToString();
  const reference::Figures fresh = reference::Score(result->movement);
  EXPECT_EQ(fresh.SS, reference::MinSS(fresh.S, fresh.N));
  // The descents, which take over from the exact pass where the orbits are
  // many, find it as well.
  ASSERT_TRUE(SetTuning("anneal_orbit_units=0").ok());
  auto descended = OptimiseArrows(m, options);
  ResetTuning();
  ASSERT_TRUE(descended.ok());
  EXPECT_EQ(reference::Score(descended->movement).SS, fresh.SS);
  ASSERT_TRUE(SetTuning("anneal_orbit_descent_units=0").ok());
  auto plain = OptimiseArrows(m, options);
  ResetTuning();
  ASSERT_TRUE(plain.ok());
  EXPECT_GT(reference::Score(plain->movement).SS, fresh.SS);
}

}  // namespace
}  // namespace movebal
