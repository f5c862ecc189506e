#include "pair_movements/carry_over.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bitset>
#include <cmath>
#include <limits>

#include "pair_movements/verify.h"
#include "search/random.h"

namespace movebal {
namespace {

std::size_t Z(int i) { return static_cast<std::size_t>(i); }

// Under a -T the relabelling takes a third of the run, the venue repair half
// of what is left and the side flips the rest; the clock is read every
// kStepsPerClockCheck steps of the latter two.
constexpr double kRelabelShare = 1.0 / 3, kRepairShare = 0.5;
constexpr std::int64_t kStepsPerClockCheck = 256;

PlayerGrid Grid(int n, int value) { return PlayerGrid(Z(n), std::vector<int>(Z(n), value)); }

// Weight of the game between players valued i and j when played in round 1
// (0-based); round r multiplies it by r^4.
double GameWeight(int i, int j) { return std::pow(1.0 + i * i + j * j, -4.0); }
double RoundFactor(int r) { return std::pow(static_cast<double>(r), 4.0); }
double SideWeight(int i, int j) { return 1.0 / (1.0 + std::abs(i - j)); }

// --- Venues: an orthogonal mate of the round square -----------------------

// Looks for venues: n disjoint transversals of the round square (one cell
// per Roman, per Italic and per round each), one per venue, so that every
// player has every venue once and each round uses every venue once. Lists the
// transversals first, then covers the cells with them, always through the
// first free cell of Roman A.
class VenueSearch {
 public:
  explicit VenueSearch(const PlayerGrid& round) : n_(static_cast<int>(round.size())), round_(round) {}

  bool Run() {
    std::vector<int> cols(Z(n_), -1);
    ListTransversals(0, cols, 0, 0);
    CellSet covered;
    return Cover(0, covered);
  }
  PlayerGrid venue() const {
    PlayerGrid venue = Grid(n_, -1);
    for (std::size_t v = 0; v < chosen_.size(); ++v) {
      const std::vector<int>& cols = transversals_[chosen_[v]];
      for (int i = 0; i < n_; ++i) venue[Z(i)][Z(cols[Z(i)])] = static_cast<int>(v);
    }
    return venue;
  }

 private:
  using CellSet = std::bitset<kCarryOverMaxPlayers * kCarryOverMaxPlayers>;

  // cols_used and symbols_used are bit sets of the columns and rounds taken.
  void ListTransversals(int row, std::vector<int>& cols, std::uint32_t cols_used, std::uint32_t symbols_used) {
    if (row == n_) {
      transversals_.push_back(cols);
      CellSet cells;
      for (int i = 0; i < n_; ++i) cells.set(Bit(i, cols[Z(i)]));
      cells_.push_back(cells);
      return;
    }
    for (int j = 0; j < n_; ++j) {
      const std::uint32_t col = 1u << j, symbol = 1u << round_[Z(row)][Z(j)];
      if ((cols_used & col) || (symbols_used & symbol)) continue;
      cols[Z(row)] = j;
      ListTransversals(row + 1, cols, cols_used | col, symbols_used | symbol);
    }
  }

  // Transversals are listed by their cell in row 0, so the k-th venue's
  // transversal is one through cell (0, k).
  bool Cover(int k, const CellSet& covered) {
    if (k == n_) return true;
    for (std::size_t t = 0; t < transversals_.size(); ++t) {
      if (transversals_[t][0] != k || (cells_[t] & covered).any()) continue;
      chosen_.push_back(t);
      if (Cover(k + 1, covered | cells_[t])) return true;
      chosen_.pop_back();
    }
    return false;
  }

  std::size_t Bit(int i, int j) const { return Z(i) * Z(n_) + Z(j); }

  const int n_;
  const PlayerGrid& round_;
  std::vector<std::vector<int>> transversals_;  // column of each row
  std::vector<CellSet> cells_;
  std::vector<std::size_t> chosen_;
};

// Venues when no mate was found: Roman X plays round r at venue (X + r) mod n,
// so Romans and rounds are exact and only Italic players may repeat a venue.
PlayerGrid ShiftedVenues(const PlayerGrid& round) {
  const int n = static_cast<int>(round.size());
  PlayerGrid venue = Grid(n, 0);
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) venue[Z(i)][Z(j)] = (i + round[Z(i)][Z(j)]) % n;
  }
  return venue;
}

// Games at a venue the player already had, over both leagues.
int VenueRepeats(const PlayerGrid& venue) {
  const int n = static_cast<int>(venue.size());
  int repeats = 0;
  for (bool roman : {true, false}) {
    for (int p = 0; p < n; ++p) {
      std::vector<bool> seen(Z(n), false);
      for (int q = 0; q < n; ++q) {
        const int v = roman ? venue[Z(p)][Z(q)] : venue[Z(q)][Z(p)];
        if (seen[Z(v)]) ++repeats;
        seen[Z(v)] = true;
      }
    }
  }
  return repeats;
}

// For a round square without venues for everyone: swaps the venues of two
// games of one round (so each round still uses every venue once) while the
// number of repeated venues does not grow, in an order drawn from the seed;
// the best seen is kept.
void RepairVenues(const PlayerGrid& round, PlayerGrid& venue, std::uint64_t seed, std::int64_t moves,
                  const Budget& budget) {
  const int n = static_cast<int>(round.size());
  if (n < 2) return;
  std::vector<std::vector<std::pair<int, int>>> games(Z(n));  // per round: (Roman, Italic)
  for (int x = 0; x < n; ++x) {
    for (int y = 0; y < n; ++y) games[Z(round[Z(x)][Z(y)])].emplace_back(x, y);
  }
  // uses[league][player][venue]
  std::vector<std::vector<std::vector<int>>> uses(2, Grid(n, 0));
  for (int x = 0; x < n; ++x) {
    for (int y = 0; y < n; ++y) {
      ++uses[0][Z(x)][Z(venue[Z(x)][Z(y)])];
      ++uses[1][Z(y)][Z(venue[Z(x)][Z(y)])];
    }
  }
  // Change in repeats when a game of (x, y) moves from venue a to venue b.
  const auto move_cost = [&](int x, int y, int a, int b) {
    return (uses[0][Z(x)][Z(b)] >= 1) - (uses[0][Z(x)][Z(a)] >= 2) + (uses[1][Z(y)][Z(b)] >= 1) -
           (uses[1][Z(y)][Z(a)] >= 2);
  };
  const auto move = [&](int x, int y, int a, int b) {
    --uses[0][Z(x)][Z(a)], --uses[1][Z(y)][Z(a)], ++uses[0][Z(x)][Z(b)], ++uses[1][Z(y)][Z(b)];
    venue[Z(x)][Z(y)] = b;
  };
  Random rng(seed);
  const auto pick = [&] { return rng.Below(n); };
  int cost = VenueRepeats(venue), best = cost;
  PlayerGrid best_venue = venue;
  for (std::int64_t step = 0; step < moves && best > 0; ++step) {
    if (step % kStepsPerClockCheck == 0 && budget.Expired()) break;
    const auto& in_round = games[Z(pick())];
    const auto [x1, y1] = in_round[Z(pick())];
    const auto [x2, y2] = in_round[Z(pick())];
    const int a = venue[Z(x1)][Z(y1)], b = venue[Z(x2)][Z(y2)];
    if (a == b) continue;
    const int first = move_cost(x1, y1, a, b);
    move(x1, y1, a, b);
    const int delta = first + move_cost(x2, y2, b, a);
    move(x2, y2, b, a);
    if (delta > 0) {  // undo
      move(x2, y2, a, b);
      move(x1, y1, b, a);
      continue;
    }
    cost += delta;
    if (cost < best) {
      best = cost;
      best_venue = venue;
    }
  }
  venue = std::move(best_venue);
}

// Designs with every player once per venue exist for every n but 2 and 6.
bool VenuesPossible(int n) { return n != 2 && n != 6; }

// --- Rounds: branch and bound on the permutation score ---------------------

// Fills the rounds from the last (largest weight) down, row by row, always
// trying the most important free game first. The bound relaxes the column
// (and, separately, the row) constraints: each row's free games, best first,
// get its remaining rounds, latest first. A round square is accepted only
// when venues are found for it, if `need_venues`.
class RoundSearch {
 public:
  RoundSearch(int n, bool need_venues)
      : n_(n),
        need_venues_(need_venues),
        round_(Grid(n, -1)) {
    for (int i = 0; i < n; ++i) {
      weight_.push_back({});
      for (int j = 0; j < n; ++j) weight_.back().push_back(GameWeight(i, j));
    }
  }

  void Run() {
    col_used_.assign(Z(n_), false);
    Place(n_ - 1, 0, 0.0);
  }
  bool found() const { return !best_round_.empty(); }
  const PlayerGrid& best_round() const { return best_round_; }
  const PlayerGrid& best_venue() const { return best_venue_; }

 private:
  void Place(int r, int row, double score) {
    if (r == 0) return Leaf(score);
    if (row == n_) {
      std::fill(col_used_.begin(), col_used_.end(), false);
      Place(r - 1, 0, score);
      // Round r is complete: every column is used, as the rows above expect.
      std::fill(col_used_.begin(), col_used_.end(), true);
      return;
    }
    if (found() && score + Bound(r, row) <= best_score_) return;
    for (int j = 0; j < n_; ++j) {
      if (round_[Z(row)][Z(j)] >= 0 || col_used_[Z(j)]) continue;
      round_[Z(row)][Z(j)] = r;
      col_used_[Z(j)] = true;
      Place(r, row + 1, score + RoundFactor(r) * weight_[Z(row)][Z(j)]);
      round_[Z(row)][Z(j)] = -1;
      col_used_[Z(j)] = false;
    }
  }

  void Leaf(double score) {
    if (found() && score <= best_score_) return;
    PlayerGrid complete = round_;
    for (auto& row : complete) {
      for (int& cell : row) cell = std::max(cell, 0);
    }
    PlayerGrid venue;
    if (need_venues_) {
      VenueSearch venues(complete);
      if (!venues.Run()) return;
      venue = venues.venue();
    } else {
      venue = ShiftedVenues(complete);
    }
    best_score_ = score;
    best_round_ = std::move(complete);
    best_venue_ = std::move(venue);
  }

  // Upper bound on what the free games can still add, when rows before `row`
  // already have their game of round r.
  double Bound(int r, int row) const {
    double by_rows = 0, by_cols = 0;
    for (int k = 0; k < n_; ++k) {
      int next = k < row ? r - 1 : r;
      for (int j = 0; j < n_ && next > 0; ++j) {
        if (round_[Z(k)][Z(j)] < 0) by_rows += RoundFactor(next--) * weight_[Z(k)][Z(j)];
      }
    }
    for (int j = 0; j < n_; ++j) {
      int next = col_used_[Z(j)] ? r - 1 : r;
      for (int i = 0; i < n_ && next > 0; ++i) {
        if (round_[Z(i)][Z(j)] < 0) by_cols += RoundFactor(next--) * weight_[Z(i)][Z(j)];
      }
    }
    return std::min(by_rows, by_cols);
  }

  const int n_;
  const bool need_venues_;
  std::vector<std::vector<double>> weight_;
  PlayerGrid round_;
  std::vector<bool> col_used_;
  double best_score_ = -1;
  PlayerGrid best_round_, best_venue_;
};

// An orthogonal pair (round square, venues) built from groups: (i + j, i - j)
// mod the odd part of n, (i xor j, 2i xor j) in GF(2^a) for the power of two,
// and their direct product. None when n = 2 mod 4 (a factor 2 alone).
bool OrthogonalPair(int n, PlayerGrid& round, PlayerGrid& venue) {
  int t = 1;
  while (n % (2 * t) == 0) t *= 2;
  const int odd = n / t;
  if (t == 2) return false;
  static const int kFieldPolynomial[] = {0, 0, 0b111, 0b1011, 0b10011, 0b100101};  // by degree
  int degree = 0;
  while ((1 << degree) < t) ++degree;
  const auto times_x = [&](int a) { return a << 1 & t ? (a << 1) ^ kFieldPolynomial[degree] : a << 1; };
  round = Grid(n, 0);
  venue = Grid(n, 0);
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) {
      const int i1 = i / t, j1 = j / t, i2 = i % t, j2 = j % t;
      round[Z(i)][Z(j)] = (i1 + j1) % odd * t + (i2 ^ j2);
      venue[Z(i)][Z(j)] = ((i1 - j1) % odd + odd) % odd * t + (t == 1 ? 0 : times_x(i2) ^ j2);
    }
  }
  return true;
}

// An orthogonal pair for n = 2 mod 4 (no group-based pair exists), from
// Z_v with v = n - 3 and three fixed points: an orthogonal array with four
// rows (Roman, Italic, round, venue) whose columns are base columns
// developed mod v (fixed points stay), plus a 3 x 3 pair of orthogonal
// squares on the fixed points. Each base column holds one fixed point
// (12 columns: each point in each row) or none (v - 6 columns), and for
// every two rows the differences of their finite entries cover Z_v once:
// then every two rows hold every pair of symbols once. The base columns are
// found by a depth-first search with random value order and restarts
// (10 and 14 in milliseconds, 26 in seconds; the seeds are fixed, so the
// squares are always the same).
class QuasiDifferenceSearch {
 public:
  explicit QuasiDifferenceSearch(int n) : v_(n - 3) {
    for (int k = 0; k < v_ - 6; ++k) shape_.push_back({kZero, kFree, kFree, kFree});
    for (int point = 0; point < 3; ++point) {
      for (int row = 0; row < 4; ++row) {
        std::array<int, 4> column{};
        bool first = true;
        for (int r = 0; r < 4; ++r) {
          column[Z(r)] = r == row ? Fixed(point) : first ? kZero : kFree;
          if (r != row) first = false;
        }
        shape_.push_back(column);
      }
    }
  }

  // The four squares' entries [row][Roman * n + Italic], symbols 0..n-1
  // (v, v+1, v+2 the fixed points).
  bool Run(std::array<std::vector<int>, 4>& rows) {
    for (std::uint64_t seed = 1; seed <= kRestarts; ++seed) {
      rng_ = Random(seed);
      steps_ = 0;
      columns_ = shape_;
      for (auto& pair : used_) pair.fill(0);
      if (Place(0, 0)) {
        Develop(rows);
        return true;
      }
    }
    return false;
  }

 private:
  static constexpr int kZero = 0, kFree = -1;
  static constexpr std::uint64_t kSteps = 1000, kRestarts = 100'000;
  static int Fixed(int point) { return -2 - point; }

  bool Place(std::size_t c, int row) {
    if (c == columns_.size()) return true;
    if (row == 4) return Place(c + 1, 0);
    const int shape = shape_[c][Z(row)];
    if (shape <= Fixed(0)) return Place(c, row + 1);
    if (++steps_ > kSteps) return false;
    std::vector<int> values{0};
    if (shape == kFree) {
      values.resize(Z(v_));
      for (int x = 0; x < v_; ++x) values[Z(x)] = x;
      rng_.Shuffle(values.begin(), values.end());
    }
    for (int x : values) {
      std::uint64_t added[4] = {0, 0, 0, 0};
      bool fits = true;
      for (int r = 0; r < row && fits; ++r) {
        const int y = columns_[c][Z(r)];
        if (y < 0) continue;
        const std::uint64_t bit = std::uint64_t{1} << ((x - y + v_) % v_);
        fits = (used_[Z(r)][Z(row)] & bit) == 0;
        added[r] = bit;
      }
      if (!fits) continue;
      for (int r = 0; r < row; ++r) used_[Z(r)][Z(row)] |= added[r];
      columns_[c][Z(row)] = x;
      if (Place(c, row + 1)) return true;
      for (int r = 0; r < row; ++r) used_[Z(r)][Z(row)] &= ~added[r];
      if (steps_ > kSteps) return false;
    }
    return false;
  }

  void Develop(std::array<std::vector<int>, 4>& rows) const {
    const int n = v_ + 3;
    for (auto& row : rows) row.assign(Z(n * n), -1);
    const auto put = [&](const std::array<int, 4>& column) {
      rows[2][Z(column[0] * n + column[1])] = column[2];
      rows[3][Z(column[0] * n + column[1])] = column[3];
    };
    for (const auto& base : columns_) {
      for (int shift = 0; shift < v_; ++shift) {
        std::array<int, 4> column{};
        for (int r = 0; r < 4; ++r) {
          const int x = base[Z(r)];
          column[Z(r)] = x >= 0 ? (x + shift) % v_ : v_ + (Fixed(0) - x);
        }
        put(column);
      }
    }
    for (int a = 0; a < 3; ++a) {
      for (int b = 0; b < 3; ++b) put({v_ + a, v_ + b, v_ + (a + b) % 3, v_ + (a + 2 * b) % 3});
    }
  }

  const int v_;
  std::vector<std::array<int, 4>> shape_, columns_;
  std::array<std::array<std::uint64_t, 4>, 4> used_{};  // [row][later row]: differences covered
  Random rng_{1};
  std::uint64_t steps_ = 0;
};

bool QuasiDifferencePair(int n, PlayerGrid& round, PlayerGrid& venue) {
  if (n % 4 != 2 || n < 10) return false;
  std::array<std::vector<int>, 4> rows;
  if (!QuasiDifferenceSearch(n).Run(rows)) return false;
  round = Grid(n, 0);
  venue = Grid(n, 0);
  for (int x = 0; x < n; ++x) {
    for (int y = 0; y < n; ++y) {
      round[Z(x)][Z(y)] = rows[2][Z(x * n + y)];
      venue[Z(x)][Z(y)] = rows[3][Z(x * n + y)];
    }
  }
  return true;
}

// Improves a round square (with its venues) by relabelling, which keeps the
// venues valid: swaps of two Roman players, two Italic players or two rounds
// are tried in turn and kept while they raise the score (hill climbing);
// `restarts` more climbs start from relabellings drawn from the seed.
void RelabelSearch(PlayerGrid& round, PlayerGrid& venue, std::uint64_t seed, std::int64_t restarts, const Budget& budget) {
  const int n = static_cast<int>(round.size());
  Random rng(seed);
  PlayerGrid best_round = round, best_venue = venue;
  double best = PermutationScore(round);
  for (std::int64_t climb = 0; climb <= restarts && !budget.Expired(); ++climb) {
    PlayerGrid r = best_round, v = best_venue;
    if (climb > 0) {  // a random relabelling of the best so far
      std::vector<int> rows(Z(n)), cols(Z(n)), symbols(Z(n));
      for (int i = 0; i < n; ++i) rows[Z(i)] = cols[Z(i)] = symbols[Z(i)] = i;
      rng.Shuffle(rows.begin(), rows.end());
      rng.Shuffle(cols.begin(), cols.end());
      rng.Shuffle(symbols.begin(), symbols.end());
      for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) {
          r[Z(i)][Z(j)] = symbols[Z(best_round[Z(rows[Z(i)])][Z(cols[Z(j)])])];
          v[Z(i)][Z(j)] = best_venue[Z(rows[Z(i)])][Z(cols[Z(j)])];
        }
      }
    }
    double score = PermutationScore(r);
    for (bool improved = true; improved;) {
      improved = false;
      for (int what = 0; what < 3; ++what) {
        for (int a = 0; a < n; ++a) {
          for (int b = a + 1; b < n; ++b) {
            PlayerGrid r2 = r, v2 = v;
            for (int i = 0; i < n; ++i) {
              if (what == 0) {
                std::swap(r2[Z(a)][Z(i)], r2[Z(b)][Z(i)]);
                std::swap(v2[Z(a)][Z(i)], v2[Z(b)][Z(i)]);
              } else if (what == 1) {
                std::swap(r2[Z(i)][Z(a)], r2[Z(i)][Z(b)]);
                std::swap(v2[Z(i)][Z(a)], v2[Z(i)][Z(b)]);
              } else {
                for (int& cell : r2[Z(i)]) cell = cell == a ? b : cell == b ? a : cell;
              }
            }
            const double s2 = PermutationScore(r2);
            if (s2 > score) {
              score = s2;
              r = std::move(r2);
              v = std::move(v2);
              improved = true;
            }
          }
        }
      }
    }
    if (score > best) {
      best = score;
      best_round = r;
      best_venue = v;
    }
  }
  round = std::move(best_round);
  venue = std::move(best_venue);
}

// --- Sides: branch and bound on the left-right asymmetry ------------------

// Chooses the upper triangle (with the diagonal) of the symmetric side matrix
// cell by cell, row by row, Roman-left first. Each row needs floor(n/2) to
// ceil(n/2) Roman-left games. The bound counts finished rows exactly and, for
// the others, how far their partial sum lies beyond what the free games can
// cancel. A(0,0) = A:a is fixed (the other minimum is its mirror image).
class SideSearch {
 public:
  SideSearch(int n, std::int64_t moves)
      : n_(n), move_limit_(moves), left_(Grid(n, -1)), sum_(Z(n), 0.0), free_(Z(n), 0.0),
        lefts_(Z(n), 0), open_(Z(n), n) {
    for (int i = 0; i < n; ++i) {
      for (int j = 0; j < n; ++j) free_[Z(i)] += SideWeight(i, j);
    }
  }

  void Run() { Place(0, 0, 0.0); }
  bool proved() const { return nodes_ <= move_limit_ && found(); }
  bool found() const { return !best_.empty(); }
  const PlayerGrid& best() const { return best_; }

 private:
  void Place(int i, int j, double finished) {
    if (++nodes_ > move_limit_) return;
    if (i == n_) {
      if (!found() || finished < best_cost_ - 1e-12) {
        best_cost_ = finished;
        best_ = left_;
      }
      return;
    }
    if (j == n_) return Place(i + 1, i + 1, finished + Weight(i) * sum_[Z(i)] * sum_[Z(i)]);
    if (found() && finished + Bound(i) >= best_cost_ - 1e-12) return;
    for (int side : {1, 0}) {
      if (i == 0 && j == 0 && side == 0) continue;
      if (!Set(i, j, side)) continue;
      Place(i, j + 1, finished);
      Unset(i, j, side);
    }
  }

  double Weight(int i) const { return n_ - i; }

  bool Feasible(int k) const {
    const int lo = n_ / 2, hi = (n_ + 1) / 2;
    return lefts_[Z(k)] <= hi && lefts_[Z(k)] + open_[Z(k)] >= lo;
  }

  // Assigns side to (i, j) and its mirror (j, i); false if a row's count of
  // Roman-left games can no longer be balanced.
  bool Set(int i, int j, int side) {
    const double w = SideWeight(i, j), sign = side ? 1.0 : -1.0;
    left_[Z(i)][Z(j)] = left_[Z(j)][Z(i)] = side;
    for (int k : {i, j}) {
      sum_[Z(k)] += sign * w;
      free_[Z(k)] -= w;
      lefts_[Z(k)] += side;
      --open_[Z(k)];
      if (i == j) break;
    }
    if (Feasible(i) && Feasible(j)) return true;
    Unset(i, j, side);
    return false;
  }

  void Unset(int i, int j, int side) {
    const double w = SideWeight(i, j), sign = side ? 1.0 : -1.0;
    left_[Z(i)][Z(j)] = left_[Z(j)][Z(i)] = -1;
    for (int k : {i, j}) {
      sum_[Z(k)] -= sign * w;
      free_[Z(k)] += w;
      lefts_[Z(k)] -= side;
      ++open_[Z(k)];
      if (i == j) break;
    }
  }

  double Bound(int i) const {
    double bound = 0;
    for (int k = i; k < n_; ++k) {
      const double excess = std::max(0.0, std::abs(sum_[Z(k)]) - free_[Z(k)]);
      bound += Weight(k) * excess * excess;
    }
    return bound;
  }

  const int n_;
  const std::int64_t move_limit_;
  std::int64_t nodes_ = 0;
  PlayerGrid left_;
  std::vector<double> sum_, free_;  // per row: signed sum so far, weight still open
  std::vector<int> lefts_, open_;   // per row: Roman-left games, games still open
  double best_cost_ = 0;
  PlayerGrid best_;
};

// Improves a side matrix by flips that keep every row balanced: the two games
// (i, j), (i, k) of one row with different sides, or the four games (i, j),
// (i, k), (l, j), (l, k) in a swap pattern (every row keeps its count), each
// with its mirror. Flips that do not raise the measure are kept (plateaus
// are crossed); the best matrix seen is returned.
void SideFlipSearch(PlayerGrid& left, std::uint64_t seed, std::int64_t moves, const Budget& budget) {
  const int n = static_cast<int>(left.size());
  if (n < 3) return;
  Random rng(seed);
  const auto pick = [&] { return rng.Below(n); };
  const auto balanced = [&](const PlayerGrid& g) {
    for (const auto& row : g) {
      const int lefts = static_cast<int>(std::count(row.begin(), row.end(), 1));
      if (lefts < n / 2 || lefts > (n + 1) / 2) return false;
    }
    return g[0][0] == 1;  // keep A:a
  };
  const auto flip = [](PlayerGrid& g, int i, int j) { g[Z(i)][Z(j)] = g[Z(j)][Z(i)] = 1 - g[Z(i)][Z(j)]; };
  PlayerGrid current = left;
  double cost = LeftRightAsymmetry(current), best = cost;
  for (std::int64_t step = 0; step < moves; ++step) {
    if (step % kStepsPerClockCheck == 0 && budget.Expired()) break;
    const int i = pick(), j = pick(), k = pick(), l = pick();
    if (j == k || current[Z(i)][Z(j)] == current[Z(i)][Z(k)]) continue;
    PlayerGrid trial = current;
    flip(trial, i, j);
    flip(trial, i, k);
    if (step % 2 == 1) {  // the four-game pattern
      if (l == i || trial[Z(l)][Z(j)] != current[Z(i)][Z(k)] || trial[Z(l)][Z(k)] != current[Z(i)][Z(j)]) continue;
      flip(trial, l, j);
      flip(trial, l, k);
    }
    if (!balanced(trial)) continue;
    const double c2 = LeftRightAsymmetry(trial);
    if (c2 > cost + 1e-12) continue;
    cost = c2;
    current = std::move(trial);
    if (cost < best - 1e-12) {
      best = cost;
      left = current;
    }
  }
}

// Renames the venues so that in the last round Roman X plays at venue X
// (A:a at venue i, as in the published designs); nothing else changes.
void NumberVenuesByLastRound(const PlayerGrid& round, PlayerGrid& venue) {
  const int n = static_cast<int>(round.size());
  std::vector<int> rename(Z(n));
  for (int x = 0; x < n; ++x) {
    for (int y = 0; y < n; ++y) {
      if (round[Z(x)][Z(y)] == n - 1) rename[Z(venue[Z(x)][Z(y)])] = x;
    }
  }
  for (auto& row : venue) {
    for (int& v : row) v = rename[Z(v)];
  }
}

std::string RomanNumeral(int value) {
  static const std::pair<int, const char*> kDigits[] = {{10, "x"}, {9, "ix"}, {5, "v"}, {4, "iv"}, {1, "i"}};
  std::string out;
  for (const auto& [v, s] : kDigits) {
    for (; value >= v; value -= v) out += s;
  }
  return out;
}

std::string Game(const CarryOverDesign& d, int x, int y) {
  const char roman = static_cast<char>('A' + x), italic = static_cast<char>('a' + y);
  return d.roman_left[Z(x)][Z(y)] ? fmt::format("{}:{}", roman, italic) : fmt::format("{}:{}", italic, roman);
}

// games[round][venue] = (Roman, Italic).
std::vector<std::vector<std::pair<int, int>>> GamesByRoundAndVenue(const CarryOverDesign& d) {
  std::vector<std::vector<std::pair<int, int>>> games(Z(d.n), std::vector<std::pair<int, int>>(Z(d.n), {-1, -1}));
  for (int x = 0; x < d.n; ++x) {
    for (int y = 0; y < d.n; ++y) games[Z(d.round[Z(x)][Z(y)])][Z(d.venue[Z(x)][Z(y)])] = {x, y};
  }
  return games;
}

}  // namespace

double PermutationScore(const PlayerGrid& round) {
  double score = 0;
  for (std::size_t x = 0; x < round.size(); ++x) {
    for (std::size_t y = 0; y < round[x].size(); ++y) {
      score += std::pow(round[x][y] / (1.0 + static_cast<double>(x * x + y * y)), 4.0);
    }
  }
  return score;
}

double LeftRightAsymmetry(const PlayerGrid& roman_left) {
  const int n = static_cast<int>(roman_left.size());
  double measure = 0;
  for (int x = 0; x < n; ++x) {
    double sum = 0;
    for (int y = 0; y < n; ++y) sum += (roman_left[Z(x)][Z(y)] ? 1.0 : -1.0) * SideWeight(x, y);
    measure += (n - x) * sum * sum;
  }
  return measure;
}

Result<CarryOverDesign> GenerateCarryOver(const CarryOverOptions& options) {
  const int n = options.n;
  if (n < 1 || n > kCarryOverMaxPlayers) {
    return Error::Plain(fmt::format("a carry-over final has 1 to {} players per league", kCarryOverMaxPlayers));
  }
  const std::int64_t restarts = options.run.budget.MovesOr(20);
  const Budget budget = options.run.budget.WithMoves(0);  // the time and the stop flag
  const std::uint64_t seed = options.run.seed;
  CarryOverDesign d;
  d.n = n;

  if (n <= kCarryOverExactScore) {
    RoundSearch rounds(n, VenuesPossible(n));
    rounds.Run();
    d.round = rounds.best_round();
    d.venue = rounds.best_venue();
    d.score_proved = true;
  } else if (OrthogonalPair(n, d.round, d.venue) || QuasiDifferencePair(n, d.round, d.venue)) {
    RelabelSearch(d.round, d.venue, seed, restarts, budget.Slice(kRelabelShare));  // keeps the venues valid
  } else {  // no orthogonal pair found: the cyclic square; venues repaired below
    d.round = Grid(n, 0);
    for (int x = 0; x < n; ++x) {
      for (int y = 0; y < n; ++y) d.round[Z(x)][Z(y)] = (x + y) % n;
    }
    d.venue = ShiftedVenues(d.round);
    RelabelSearch(d.round, d.venue, seed, restarts, budget.Slice(kRelabelShare));
  }
  if (VenueRepeats(d.venue) > 0) RepairVenues(d.round, d.venue, seed + 2, 200'000 * restarts, budget.Slice(kRepairShare));

  const bool exact_sides = n <= kCarryOverExactAsymmetry;
  SideSearch sides(n, exact_sides ? std::numeric_limits<std::int64_t>::max() : 5'000'000);
  sides.Run();
  d.roman_left = sides.best();
  d.asymmetry_proved = exact_sides && sides.proved();
  if (!d.asymmetry_proved) SideFlipSearch(d.roman_left, seed + 1, 10'000 * restarts, budget);

  NumberVenuesByLastRound(d.round, d.venue);
  d.permutation_score = PermutationScore(d.round);
  d.asymmetry = LeftRightAsymmetry(d.roman_left);
  d.venue_repeats = VenueRepeats(d.venue);
  return d;
}

std::string FormatCarryOverTable(const CarryOverDesign& d) {
  const auto games = GamesByRoundAndVenue(d);
  std::string out = fmt::format("{:>5}", "");
  for (int v = 0; v < d.n; ++v) out += fmt::format(" {:>5}", RomanNumeral(v + 1));
  out += '\n';
  for (int r = 0; r < d.n; ++r) {
    out += fmt::format("{:>5}", r + 1);
    for (int v = 0; v < d.n; ++v) out += fmt::format(" {:>5}", Game(d, games[Z(r)][Z(v)].first, games[Z(r)][Z(v)].second));
    out += '\n';
  }
  return out;
}

std::string FormatCarryOverGames(const CarryOverDesign& d) {
  const auto games = GamesByRoundAndVenue(d);
  std::string out;
  for (int r = 0; r < d.n; ++r) {
    for (int v = 0; v < d.n; ++v) {
      out += fmt::format("{:02} {:02} {}\n", r + 1, v + 1, Game(d, games[Z(r)][Z(v)].first, games[Z(r)][Z(v)].second));
    }
  }
  return out;
}

Result<Movement> CarryOverMovement(const CarryOverDesign& d) {
  if (d.venue_repeats > 0) {
    return Error::Failed(fmt::format(
        "in this {}+{} design {} games are at a venue the player already had, so the venues cannot be board groups{}",
        d.n, d.n, d.venue_repeats, VenuesPossible(d.n) ? "" : " (no design avoids that for n = 2 or 6)"));
  }
  Movement m = Movement::Empty(2 * d.n, d.n, d.n, d.n);
  for (int x = 0; x < d.n; ++x) {
    for (int y = 0; y < d.n; ++y) {
      Cell& c = m.at(d.round[Z(x)][Z(y)], d.venue[Z(x)][Z(y)]);
      c.ns[0] = x + 1;
      c.ew[0] = d.n + y + 1;
      c.group = d.venue[Z(x)][Z(y)];
    }
  }
  const int n = d.n;
  auto verified = VerifyMovement(m, [n](int p, int q) { return (p <= n) != (q <= n) ? 1 : 0; }, "carry-over movement");
  if (!verified) return verified.error();
  return m;
}

}  // namespace movebal
