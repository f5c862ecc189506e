// Which perfect movements of one round robin in half-rounds (every pair
// plays every group once) can be superperfect, decided for every choice of
// meetings: none of 10 pairs, none with the directions of two of movebal's
// 14-pair constructions (Hadamard half-rounds, twin Howells), and the
// 6-pair ones are.
//
// Why the directions are few for 10 pairs: every pair plays every group
// once, so the directions are a 10 x 18 sign matrix with column sums 0, and
// Qf 100 means every two rows have the inner product -2 (docs/model.md,
// "Hadamard half-rounds"). Turning groups so that pair 1 is North-South on
// all of them, the North-South sets of pairs 2..10 are the blocks of a
// 2-(9, 4, 3) design; there are eleven such designs (D. R. Breach, "The
// 2-(9,4,3) and 3-(10,5,3) designs", J. Combin. Theory A 27 (1979) 50-63).
// The five matrices below, each read with every pair as pair 1, give eleven
// different designs, so they stand for every perfect movement of the shape.
// For 14 pairs the designs are 2-(13, 6, 5) designs, far too many to list.
//
// The meetings are decided by MeetingProblem (design/vacancy_meetings.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <set>
#include <utility>
#include <vector>

#include "design/vacancy_meetings.h"
#include "pair_movements/howell.h"
#include "pair_movements/twin_howell.h"
#include "search/tuning.h"

namespace movebal {
namespace {

using Signs = Directions;

// Five 2-(9, 4, 3) designs, 18 blocks each, points 0..8 as bits.
const std::vector<std::vector<std::uint32_t>> kDesigns = {
    {0x053, 0x183, 0x00f, 0x145, 0x035, 0x129, 0x0c9, 0x0b1, 0x0a6, 0x116, 0x06a, 0x09a, 0x162, 0x18c, 0x05c, 0x0e4, 0x138, 0x1d0},
    {0x107, 0x01b, 0x063, 0x065, 0x095, 0x149, 0x0a9, 0x191, 0x08e, 0x036, 0x05a, 0x1a2, 0x1c2, 0x0cc, 0x0f0, 0x154, 0x12c, 0x138},
    {0x08b, 0x0c3, 0x033, 0x185, 0x04d, 0x115, 0x039, 0x161, 0x066, 0x01e, 0x126, 0x14a, 0x192, 0x0ac, 0x0d4, 0x158, 0x1a8, 0x0f0},
    {0x017, 0x0a3, 0x08b, 0x10d, 0x145, 0x069, 0x191, 0x071, 0x01e, 0x066, 0x132, 0x14a, 0x1c2, 0x0d4, 0x0d8, 0x138, 0x0ac, 0x1a4},
    {0x0c3, 0x123, 0x093, 0x04d, 0x185, 0x02d, 0x119, 0x071, 0x116, 0x08e, 0x066, 0x03a, 0x14a, 0x0b4, 0x154, 0x0d8, 0x1a8, 0x1e0},
};

// Every pair plays every group once, each group has as many pairs on
// either side, and every two pairs have the inner product -2: Qf 100.
void ExpectPerfectDirections(const Signs& d) {
  for (std::size_t g = 0; g < d[0].size(); ++g) {
    int sum = 0;
    for (const auto& row : d) sum += row[g];
    EXPECT_EQ(sum, 0) << "group " << g;
  }
  for (std::size_t p = 0; p < d.size(); ++p) {
    for (std::size_t q = p + 1; q < d.size(); ++q) {
      int product = 0;
      for (std::size_t g = 0; g < d[p].size(); ++g) product += d[p][g] * d[q][g];
      EXPECT_EQ(product, -2) << p << " " << q;
    }
  }
}

// The rows of a Hadamard core (HadamardCoreRows) with +1 in column c, c
// dropped: the directions of the Hadamard half-rounds.
Signs HadamardDirections(int length, std::size_t c) {
  Signs d;
  for (std::vector<int> row : HadamardCoreRows(length)) {
    if (row[c] != 1) continue;
    row.erase(row.begin() + static_cast<std::ptrdiff_t>(c));
    d.push_back(std::move(row));
  }
  return d;
}

// Pair 1 North-South everywhere, pair p + 2 North-South where the block holds p.
Signs DirectionsOf(const std::vector<std::uint32_t>& blocks) {
  Signs d(10, std::vector<int>(blocks.size(), 1));
  for (std::size_t g = 0; g < blocks.size(); ++g) {
    for (int p = 0; p < 9; ++p) d[static_cast<std::size_t>(p + 1)][g] = (blocks[g] >> p & 1u) != 0 ? 1 : -1;
  }
  return d;
}

TEST(SuperperfectHalfRounds, NoPerfectTenPairMovementIsSuperperfect) {
  // (the matrix's ways for every pair, sorted; the reference pair's ways)
  std::set<std::pair<std::vector<std::int64_t>, std::int64_t>> designs;
  for (const auto& blocks : kDesigns) {
    int together[9][9] = {};
    for (const std::uint32_t b : blocks) {
      ASSERT_EQ(std::popcount(b), 4);
      for (int x = 0; x < 9; ++x) {
        for (int y = x + 1; y < 9; ++y) together[x][y] += (b >> x & 1u) != 0 && (b >> y & 1u) != 0;
      }
    }
    for (int x = 0; x < 9; ++x) {
      for (int y = x + 1; y < 9; ++y) EXPECT_EQ(together[x][y], 3) << x << " " << y;
    }
    const Signs d = DirectionsOf(blocks);
    ExpectPerfectDirections(d);
    const MeetingProblem meetings(d);
    EXPECT_EQ(meetings.SuperperfectChoices(), 0);
    std::vector<std::int64_t> ways;
    for (int v = 0; v < 10; ++v) ways.push_back(meetings.WaysOf(v));
    std::vector<std::int64_t> profile = ways;
    std::sort(profile.begin(), profile.end());
    // The count of a pair's ways does not change when groups or pairs are
    // renumbered or groups turned, so designs read from different pairs
    // with different counts (or from different profiles) are different.
    for (const std::int64_t w : ways) designs.insert({profile, w});
  }
  EXPECT_EQ(designs.size(), 11u);  // Breach's count: every design is among them
}

TEST(SuperperfectHalfRounds, SixPairsAreSuperperfect) {
  const Signs d = HadamardDirections(11, 0);
  ASSERT_EQ(d.size(), 6u);
  ExpectPerfectDirections(d);
  EXPECT_GT(MeetingProblem(d).SuperperfectChoices(), 0);
}

// Paley's matrix from the field of 27 elements, every column c.
TEST(SuperperfectHalfRounds, FourteenPairHadamardDirectionsAreNotSuperperfect) {
  for (std::size_t c = 0; c < 27; ++c) {
    const Signs d = HadamardDirections(27, c);
    ASSERT_EQ(d.size(), 14u);
    ExpectPerfectDirections(d);
    EXPECT_EQ(MeetingProblem(d).SuperperfectChoices(), 0) << "column " << c;
  }
}

// The twin Howells that `generate best --half-rounds` offers.
TEST(SuperperfectHalfRounds, FourteenPairTwinDirectionsAreNotSuperperfect) {
  const auto twin = FindTwinHowell(14, TwinLayout::kHalfRounds, Budget::None(),
                                   static_cast<int>(tuning().styles_twin_candidates));
  ASSERT_TRUE(twin) << twin.error().ToString();
  const Movement& m = twin.value().movement;
  Signs d(14, std::vector<int>(static_cast<std::size_t>(m.groups), 0));
  for (const Cell& cell : m.cells) {
    d[static_cast<std::size_t>(cell.ns[0] - 1)][static_cast<std::size_t>(cell.group)] += 1;
    d[static_cast<std::size_t>(cell.ew[0] - 1)][static_cast<std::size_t>(cell.group)] -= 1;
  }
  for (const auto& row : d) {
    for (const int sign : row) ASSERT_EQ(sign * sign, 1);  // every group once
  }
  ExpectPerfectDirections(d);
  EXPECT_EQ(MeetingProblem(d).SuperperfectChoices(), 0);
}

}  // namespace
}  // namespace movebal
