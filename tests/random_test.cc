// The expected raw outputs were computed by an independent transcription of
// the published definitions of SplitMix64 and xoshiro256** (a few lines of
// Python), whose output for the state {1, 2, 3, 4} matches the reference
// vectors 11520, 0, 1509978240, 1215971899390074240.
#include "search/random.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <vector>

namespace movebal {
namespace {

// Seed 1234567: the first outputs published with SplitMix64's definition.
TEST(Random, SplitMix64KnownOutputs) {
  std::uint64_t state = 1234567;
  const std::uint64_t expected[] = {6457827717110365317ULL, 3203168211198807973ULL, 9817491932198370423ULL,
                                    4593380528125082431ULL, 16408922859458223821ULL};
  for (std::uint64_t e : expected) EXPECT_EQ(Random::SplitMix64(state), e);
}

TEST(Random, RawOutputOfASeed) {
  Random r(1);
  EXPECT_EQ(r.Next(), 12966619160104079557ULL);
  EXPECT_EQ(r.Next(), 9600361134598540522ULL);
  EXPECT_EQ(r.Next(), 10590380919521690900ULL);
  Random zero(0);
  EXPECT_EQ(zero.Next(), 11091344671253066420ULL);
}

TEST(Random, StreamsAreFixedAndDistinct) {
  Random r = Random::ForStream(7, 3);
  EXPECT_EQ(r.Next(), 13374241473720125583ULL);
  EXPECT_EQ(r.Next(), 16222832916393815934ULL);
  // Neighbouring seeds and streams differ.
  EXPECT_NE(Random::ForStream(7, 4).Next(), Random::ForStream(7, 3).Next());
  EXPECT_NE(Random::ForStream(8, 3).Next(), Random::ForStream(7, 3).Next());
  EXPECT_NE(Random::ForStream(7, 0).Next(), Random(7).Next());
}

TEST(Random, UnitAndCoinFromTheRawOutput) {
  Random r(1);
  EXPECT_DOUBLE_EQ(r.Unit(), 0.7029218331588505);  // the first output's top 53 bits
  Random s(1);
  EXPECT_TRUE(s.Coin());  // the first three outputs have the top bit set
  EXPECT_TRUE(s.Coin());
  EXPECT_TRUE(s.Coin());
  Random t(5);
  for (int i = 0; i < 10000; ++i) {
    const double u = t.Unit();
    ASSERT_GE(u, 0.0);
    ASSERT_LT(u, 1.0);
  }
}

// Counts of Below(n) over many draws: each within the range, and a
// chi-square statistic far below what any fair sample of this size reaches
// except with negligible probability (the 1e-12 tail for 12 degrees of
// freedom is about 82; the bound is 120).
TEST(Random, BelowIsInRangeAndUniform) {
  Random r(42);
  constexpr int kBins = 13, kDraws = 130000;
  std::vector<int> count(kBins, 0);
  for (int i = 0; i < kDraws; ++i) {
    const int x = r.Below(kBins);
    ASSERT_GE(x, 0);
    ASSERT_LT(x, kBins);
    ++count[static_cast<std::size_t>(x)];
  }
  const double expected = static_cast<double>(kDraws) / kBins;
  double chi2 = 0;
  for (int c : count) chi2 += (c - expected) * (c - expected) / expected;
  EXPECT_LT(chi2, 120.0);
  EXPECT_EQ(r.Below(1), 0);
  EXPECT_EQ(r.Below(std::uint64_t{1}), 0u);
  // A bound just above 2^63, where taking the raw value mod n would favour
  // the lower half three to one: the draws fall in both halves alike.
  const std::uint64_t n = (std::uint64_t{1} << 63) + (std::uint64_t{1} << 62);
  int low = 0;
  for (int i = 0; i < 4000; ++i) {
    const std::uint64_t x = r.Below(n);
    ASSERT_LT(x, n);
    low += x < n / 2;
  }
  EXPECT_GT(low, 1700);
  EXPECT_LT(low, 2300);
}

TEST(Random, ShuffleIsAPermutationAndReachesEveryOrder) {
  Random r(3);
  std::vector<int> v(50);
  std::iota(v.begin(), v.end(), 0);
  r.Shuffle(v.begin(), v.end());
  std::vector<int> sorted = v;
  std::sort(sorted.begin(), sorted.end());
  for (int i = 0; i < 50; ++i) EXPECT_EQ(sorted[static_cast<std::size_t>(i)], i);
  // All 6 orders of three, each about a sixth of the time.
  std::vector<int> seen(6, 0);
  for (int k = 0; k < 6000; ++k) {
    std::vector<int> w = {0, 1, 2};
    r.Shuffle(w.begin(), w.end());
    ++seen[static_cast<std::size_t>(w[0] * 2 + (w[1] > w[2] ? 1 : 0))];
  }
  for (int s : seen) {
    EXPECT_GT(s, 800);
    EXPECT_LT(s, 1200);
  }
  std::vector<int> empty;
  r.Shuffle(empty.begin(), empty.end());
}

TEST(Random, SameSeedSameStream) {
  Random a(99), b(99);
  for (int i = 0; i < 100; ++i) EXPECT_EQ(a.Next(), b.Next());
}

}  // namespace
}  // namespace movebal
