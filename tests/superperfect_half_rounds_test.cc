// No perfect movement of 10 pairs in one round robin of half-rounds (18
// groups, each at 5 tables) is superperfect: every choice of meetings is
// tried for every possible set of directions.
//
// Why the directions are few: every pair plays every group once, so the
// directions are a 10 x 18 sign matrix with column sums 0, and Qf 100 means
// every two rows have the inner product -2 (docs/model.md, "Hadamard
// half-rounds"). Turning groups so that pair 1 is North-South on all of
// them, the North-South sets of pairs 2..10 are the blocks of a 2-(9, 4, 3)
// design; there are eleven such designs (D. R. Breach, "The 2-(9,4,3) and
// 3-(10,5,3) designs", J. Combin. Theory A 27 (1979) 50-63). The five
// matrices below, each read with every pair as pair 1, give eleven
// different designs, so they stand for every perfect movement of the shape.
//
// Why the meetings are few: with pair v absent, Qf1(v) = 100 exactly when
// s(b, a) + s(a, b) = 0 for every two other pairs, conditions on v's own
// meetings alone. So each pair's ways to meet its opponents (two groups
// each, on which they play opposite directions) are listed with v's
// conditions, and a superperfect movement needs one way per pair, all
// agreeing on who meets whom where. The 6-pair case, superperfect as
// published, checks that the search finds such agreement where it exists.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <set>
#include <utility>
#include <vector>

#include "generators/howell.h"

namespace movebal {
namespace {

using Signs = std::vector<std::vector<int>>;  // [pair][group]: +1 North-South, -1 East-West

// The ways each pair can meet its opponents under its own vacancy
// conditions, and whether one way per pair agrees on every meeting.
class SuperperfectMeetings {
 public:
  explicit SuperperfectMeetings(Signs signs)
      : d_(std::move(signs)), pairs_(static_cast<int>(d_.size())), groups_(static_cast<int>(d_[0].size())) {
    ways_.resize(static_cast<std::size_t>(pairs_));
    for (v_ = 0; v_ < pairs_; ++v_) {
      owner_.assign(static_cast<std::size_t>(groups_), -1);
      met_on_.assign(static_cast<std::size_t>(pairs_), {});
      List();
    }
  }

  // How many ways pair v has to meet its opponents under its own conditions.
  std::size_t WaysOf(int v) const { return ways_[static_cast<std::size_t>(v)].size(); }

  // Choices of one way per pair that agree on every meeting.
  std::int64_t AgreeingChoices() {
    choice_.assign(static_cast<std::size_t>(pairs_), 0);
    agreeing_ = 0;
    Join(0);
    return agreeing_;
  }

 private:
  int D(int p, int g) const { return d_[static_cast<std::size_t>(p)][static_cast<std::size_t>(g)]; }

  // s(b, a) + s(a, b) with v absent, once v's meetings with a and b are known.
  bool Balanced(int a, int b) const {
    int sum = 0;
    for (const int g : met_on_[static_cast<std::size_t>(a)]) sum += D(a, g) * D(b, g);
    for (const int g : met_on_[static_cast<std::size_t>(b)]) sum += D(a, g) * D(b, g);
    return sum == 0;
  }

  // Gives v's lowest unassigned group to each opponent it may meet there.
  void List() {
    const auto open = std::find(owner_.begin(), owner_.end(), -1);
    if (open == owner_.end()) {
      std::vector<std::uint32_t> way(static_cast<std::size_t>(pairs_), 0);
      for (int p = 0; p < pairs_; ++p) {
        for (const int g : met_on_[static_cast<std::size_t>(p)]) way[static_cast<std::size_t>(p)] |= 1u << g;
      }
      ways_[static_cast<std::size_t>(v_)].push_back(std::move(way));
      return;
    }
    const int g = static_cast<int>(open - owner_.begin());
    for (int p = 0; p < pairs_; ++p) {
      auto& met = met_on_[static_cast<std::size_t>(p)];
      if (p == v_ || met.size() == 2 || D(p, g) == D(v_, g)) continue;
      met.push_back(g);
      *open = p;
      bool ok = true;
      for (int q = 0; q < pairs_ && ok && met.size() == 2; ++q) {
        if (q != v_ && q != p && met_on_[static_cast<std::size_t>(q)].size() == 2) ok = Balanced(p, q);
      }
      if (ok) List();
      met.pop_back();
      *open = -1;
    }
  }

  void Join(int v) {
    if (v == pairs_) {
      ++agreeing_;
      return;
    }
    const auto& mine = ways_[static_cast<std::size_t>(v)];
    for (std::size_t k = 0; k < mine.size(); ++k) {
      bool agrees = true;
      for (int u = 0; u < v && agrees; ++u) {
        agrees = ways_[static_cast<std::size_t>(u)][choice_[static_cast<std::size_t>(u)]][static_cast<std::size_t>(v)] ==
                 mine[k][static_cast<std::size_t>(u)];
      }
      if (!agrees) continue;
      choice_[static_cast<std::size_t>(v)] = k;
      Join(v + 1);
    }
  }

  Signs d_;
  int pairs_, groups_;
  std::vector<std::vector<std::vector<std::uint32_t>>> ways_;  // [pair][way][opponent]: groups as bits
  int v_ = 0;
  std::vector<int> owner_;                 // [group]: v's opponent there, -1 none yet
  std::vector<std::vector<int>> met_on_;   // [opponent]: v's groups against it
  std::vector<std::size_t> choice_;
  std::int64_t agreeing_ = 0;
};

// Five 2-(9, 4, 3) designs, 18 blocks each, points 0..8 as bits.
const std::vector<std::vector<std::uint32_t>> kDesigns = {
    {0x053, 0x183, 0x00f, 0x145, 0x035, 0x129, 0x0c9, 0x0b1, 0x0a6, 0x116, 0x06a, 0x09a, 0x162, 0x18c, 0x05c, 0x0e4, 0x138, 0x1d0},
    {0x107, 0x01b, 0x063, 0x065, 0x095, 0x149, 0x0a9, 0x191, 0x08e, 0x036, 0x05a, 0x1a2, 0x1c2, 0x0cc, 0x0f0, 0x154, 0x12c, 0x138},
    {0x08b, 0x0c3, 0x033, 0x185, 0x04d, 0x115, 0x039, 0x161, 0x066, 0x01e, 0x126, 0x14a, 0x192, 0x0ac, 0x0d4, 0x158, 0x1a8, 0x0f0},
    {0x017, 0x0a3, 0x08b, 0x10d, 0x145, 0x069, 0x191, 0x071, 0x01e, 0x066, 0x132, 0x14a, 0x1c2, 0x0d4, 0x0d8, 0x138, 0x0ac, 0x1a4},
    {0x0c3, 0x123, 0x093, 0x04d, 0x185, 0x02d, 0x119, 0x071, 0x116, 0x08e, 0x066, 0x03a, 0x14a, 0x0b4, 0x154, 0x0d8, 0x1a8, 0x1e0},
};

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
  std::set<std::pair<std::vector<std::size_t>, std::size_t>> designs;
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
    for (std::size_t g = 0; g < blocks.size(); ++g) {
      int sum = 0;
      for (const auto& row : d) sum += row[g];
      EXPECT_EQ(sum, 0) << "group " << g;
    }
    for (std::size_t p = 0; p < d.size(); ++p) {
      for (std::size_t q = p + 1; q < d.size(); ++q) {
        int product = 0;
        for (std::size_t g = 0; g < blocks.size(); ++g) product += d[p][g] * d[q][g];
        EXPECT_EQ(product, -2) << p << " " << q;
      }
    }
    SuperperfectMeetings meetings(d);
    EXPECT_EQ(meetings.AgreeingChoices(), 0);
    std::vector<std::size_t> profile;
    for (int v = 0; v < 10; ++v) profile.push_back(meetings.WaysOf(v));
    std::sort(profile.begin(), profile.end());
    // The count of a pair's ways does not change when groups or pairs are
    // renumbered or groups turned, so designs read from different pairs
    // with different counts (or from different profiles) are different.
    for (int v = 0; v < 10; ++v) designs.insert({profile, meetings.WaysOf(v)});
  }
  EXPECT_EQ(designs.size(), 11u);  // Breach's count: every design is among them
}

TEST(SuperperfectHalfRounds, SixPairsAreSuperperfect) {
  // The Hadamard rows of order 12 with +1 in column 0, column 0 dropped.
  Signs d;
  for (const std::vector<int>& row : HadamardCoreRows(11)) {
    if (row[0] == 1) d.emplace_back(row.begin() + 1, row.end());
  }
  ASSERT_EQ(d.size(), 6u);
  SuperperfectMeetings meetings(d);
  EXPECT_GT(meetings.AgreeingChoices(), 0);
}

}  // namespace
}  // namespace movebal
