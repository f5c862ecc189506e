#include "pair_movements/mirror_pairs.h"

#include <fmt/format.h>

#include <bit>
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

#include "movement/playability.h"
#include "movement/structure_check.h"
#include "search/exact_cover.h"

namespace movebal {
namespace {

// Bit g of a sign vector set: North-South on board group g.
using Signs = unsigned;

int InnerProduct(Signs u, Signs v, int n) { return n - 2 * std::popcount(u ^ v); }

// Where the pairs of each couple sit and whom they meet: pair 2i has couple
// i's vector, pair 2i + 1 its opposite.
class Couples {
 public:
  // One vector a couple, as many as there are groups (and rounds).
  explicit Couples(std::vector<Signs> vectors) : n_(static_cast<int>(vectors.size())) {
    const Signs all = (1U << n_) - 1;
    for (const Signs v : vectors) directions_.insert(directions_.end(), {v, all ^ v});
  }
  int pairs() const { return 2 * n_; }
  int rounds() const { return n_; }
  Signs directions(int pair) const { return directions_[static_cast<std::size_t>(pair)]; }
  // Whether pairs a and b may meet: partners, or of two couples with b's
  // directions nearer a's opposite than a's own.
  bool MayMeet(int a, int b) const {
    return a / 2 == b / 2 || InnerProduct(directions(a), directions(b), n_) < 0;
  }

 private:
  int n_;
  std::vector<Signs> directions_;  // [pair]
};

// Places the meetings of `couples` as an exact cover. Columns: every pair
// meets one pair of every couple (its partner in its own), every pair plays
// once a round and once a group, every (round, group) is played once.
std::optional<Movement> Place(const Couples& couples, std::int64_t steps) {
  const int P = couples.pairs(), n = couples.rounds();
  const int meets = 0, rounds = meets + P * n, groups = rounds + P * n, cells = groups + P * n;
  ExactCover cover(cells + n * n);
  struct Row {
    int a, b, round, group;
  };
  std::vector<Row> rows;
  for (int a = 0; a < P; ++a) {
    for (int b = a + 1; b < P; ++b) {
      if (!couples.MayMeet(a, b)) continue;
      for (int g = 0; g < n; ++g) {
        if (((couples.directions(a) ^ couples.directions(b)) >> g & 1U) == 0) continue;
        for (int r = 0; r < n; ++r) {
          rows.push_back({a, b, r, g});
          cover.AddRow({meets + a * n + b / 2, meets + b * n + a / 2, rounds + a * n + r, rounds + b * n + r,
                        groups + a * n + g, groups + b * n + g, cells + r * n + g});
        }
      }
    }
  }
  if (!cover.Solve(steps)) return std::nullopt;
  Movement m = Movement::Empty(P, n, n, n);
  for (const int i : cover.solution()) {
    const Row& row = rows[static_cast<std::size_t>(i)];
    const bool a_north = (couples.directions(row.a) >> row.group & 1U) != 0;
    Cell& cell = m.at(row.round, row.group);
    cell.ns[0] = (a_north ? row.a : row.b) + 1;
    cell.ew[0] = (a_north ? row.b : row.a) + 1;
    cell.group = row.group;
  }
  return m;
}

// The rows of I + C for the Paley conference matrix C over Z_5, indices 0
// (infinity) and 1 + x for x in Z_5: C[0][j] = C[i][0] = 1 for i, j > 0,
// C[1+x][1+y] = chi(y - x), chi the quadratic character (0 at 0, so C has a
// zero diagonal). C is symmetric with C C' = 5 I, so any two rows of I + C
// have inner product +-2.
std::vector<Signs> ConferenceVectors() {
  constexpr int n = kMirrorRounds, q = n - 1;
  constexpr int chi[q] = {0, 1, -1, -1, 1};  // squares mod 5: 1, 4
  const auto entry = [&](int i, int j) {
    if (i == j || i == 0 || j == 0) return 1;
    return chi[((j - i) % q + q) % q];
  };
  std::vector<Signs> vectors;
  for (int i = 0; i < n; ++i) {
    Signs v = 0;
    for (int g = 0; g < n; ++g) v |= entry(i, g) > 0 ? 1U << g : 0U;
    vectors.push_back(v);
  }
  return vectors;
}

}  // namespace

Result<Movement> MirrorPairsMovement(std::int64_t moves) {
  std::optional<Movement> m = Place(Couples(ConferenceVectors()), moves);
  if (!m) return Error::Failed(fmt::format("no mirror-pairs movement was found in {} steps", moves));
  if (!CheckStructure(*m).suitable || !CheckPlayability(*m).ok()) {
    return Error::Failed("mirror pairs: the built movement breaks a rule");
  }
  return std::move(*m);
}

}  // namespace movebal
