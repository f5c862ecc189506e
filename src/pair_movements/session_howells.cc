#include "pair_movements/session_howells.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <array>
#include <bit>
#include <numeric>

#include "pair_movements/howell.h"
#include "search/random.h"
#include "search/tuning.h"

namespace movebal {
namespace {

// SessionHowell's search tries random splits of rounds and characters, and
// bounds the nodes of one session's exact-cover search in a split and of
// all (a second or so where no split exists): tuning constants
// styles_session_howell_*.
constexpr int kMaxSessionHowellPairs = 32;

int Dot(int a, int b) { return std::popcount(static_cast<unsigned>(a & b)) & 1; }

// One session of SessionHowell: every table (x, x + d) of the session's
// rounds gets a character y with y.d = 1, so that each character meets every
// pair once, at most `share` tables a round.
class SessionCover {
 public:
  SessionCover(int pairs, const std::vector<int>& rounds, const std::vector<int>& characters, int share)
      : pairs_(pairs), rounds_(rounds), characters_(characters), share_(share) {
    for (std::size_t r = 0; r < rounds.size(); ++r) {
      for (int x = 0; x < pairs; ++x) {
        if (x < (x ^ rounds[r])) cells_.push_back({x, static_cast<int>(r), -1});
      }
    }
    covered_.assign(characters.size() * static_cast<std::size_t>(pairs), 0);
    count_.assign(characters.size() * rounds.size(), 0);
  }

  // Spends at most tuning().styles_session_howell_nodes of `nodes`, and
  // gives up once `budget` has expired.
  bool Solve(Random& rng, std::int64_t& nodes, const Budget& budget) {
    nodes_ = 0;
    nodes_left_ = &nodes;
    budget_ = &budget;
    return Next(rng);
  }
  // (pair, round index, character index) of every table.
  const std::vector<std::array<int, 3>>& cells() const { return cells_; }

 private:
  bool Fits(const std::array<int, 3>& cell, std::size_t y) const {
    const int d = rounds_[static_cast<std::size_t>(cell[1])];
    const std::size_t row = y * static_cast<std::size_t>(pairs_);
    return Dot(characters_[y], d) == 1 && !covered_[row + static_cast<std::size_t>(cell[0])] &&
           !covered_[row + static_cast<std::size_t>(cell[0] ^ d)] &&
           count_[y * rounds_.size() + static_cast<std::size_t>(cell[1])] < share_;
  }
  void Place(std::array<int, 3>& cell, std::size_t y, int delta) {
    const int d = rounds_[static_cast<std::size_t>(cell[1])];
    const std::size_t row = y * static_cast<std::size_t>(pairs_);
    covered_[row + static_cast<std::size_t>(cell[0])] = delta > 0;
    covered_[row + static_cast<std::size_t>(cell[0] ^ d)] = delta > 0;
    count_[y * rounds_.size() + static_cast<std::size_t>(cell[1])] += delta;
    cell[2] = delta > 0 ? static_cast<int>(y) : -1;
  }
  // Depth first, the table with the fewest characters left first.
  bool Next(Random& rng) {
    if (++nodes_ > tuning().styles_session_howell_nodes || --*nodes_left_ < 0 || budget_->Expired()) return false;
    std::size_t pick = cells_.size();
    std::vector<std::size_t> options, best;
    for (std::size_t i = 0; i < cells_.size(); ++i) {
      if (cells_[i][2] >= 0) continue;
      options.clear();
      for (std::size_t y = 0; y < characters_.size(); ++y) {
        if (Fits(cells_[i], y)) options.push_back(y);
      }
      if (pick == cells_.size() || options.size() < best.size()) {
        pick = i;
        best = options;
        if (best.empty()) return false;
      }
    }
    if (pick == cells_.size()) return true;
    rng.Shuffle(best.begin(), best.end());
    for (const std::size_t y : best) {
      Place(cells_[pick], y, 1);
      if (Next(rng)) return true;
      Place(cells_[pick], y, -1);
    }
    return false;
  }

  int pairs_;
  std::vector<int> rounds_, characters_;
  int share_;
  std::vector<std::array<int, 3>> cells_;
  std::vector<char> covered_;  // [character * pairs + pair]
  std::vector<int> count_;     // [character * rounds + round]: tables
  std::int64_t nodes_ = 0;
  std::int64_t* nodes_left_ = nullptr;  // of all the tries
  const Budget* budget_ = nullptr;
};

// Deals the characters to the sessions, as many to each as it has rounds,
// each to a session with at least `need` of its rounds d with y.d = 1.
bool DealCharacters(const std::vector<std::vector<int>>& rounds, int need, std::vector<int>& order,
                    std::vector<std::vector<int>>& dealt, std::size_t next = 0) {
  if (next == order.size()) return true;
  const int y = order[next];
  for (std::size_t s = 0; s < rounds.size(); ++s) {
    const int fit = static_cast<int>(std::count_if(rounds[s].begin(), rounds[s].end(), [&](int d) { return Dot(y, d) == 1; }));
    if (dealt[s].size() >= rounds[s].size() || fit < need) continue;
    dealt[s].push_back(y);
    if (DealCharacters(rounds, need, order, dealt, next + 1)) return true;
    dealt[s].pop_back();
  }
  return false;
}

}  // namespace

Result<Movement> SessionHowell(int pairs, const std::vector<int>& sessions, int share, std::uint64_t seed,
                               const Budget& budget) {
  const int rounds = std::accumulate(sessions.begin(), sessions.end(), 0);
  if (pairs < 4 || pairs > kMaxSessionHowellPairs || std::popcount(static_cast<unsigned>(pairs)) != 1 ||
      rounds != pairs - 1 || share < 2) {
    return Error::Plain(fmt::format("a Howell in sessions by characters needs 2^k pairs (4 to {}), 2^k - 1 rounds and "
                                    "--copies 2 or more",
                                    kMaxSessionHowellPairs));
  }
  const int tables = pairs / 2, need = (tables + share - 1) / share;
  Random rng(seed);
  std::vector<int> order(static_cast<std::size_t>(rounds));
  std::iota(order.begin(), order.end(), 1);
  std::int64_t nodes = tuning().styles_session_howell_all_nodes;
  for (std::int64_t trial = 0; trial < tuning().styles_session_howell_trials && nodes > 0; ++trial) {
    rng.Shuffle(order.begin(), order.end());
    std::vector<std::vector<int>> split;
    for (auto it = order.begin(); const int s : sessions) {
      split.emplace_back(it, it + s);
      it += s;
    }
    std::vector<int> characters(order);
    rng.Shuffle(characters.begin(), characters.end());
    std::vector<std::vector<int>> dealt(sessions.size());
    if (!DealCharacters(split, need, characters, dealt)) continue;
    std::vector<SessionCover> covers;
    bool solved = true;
    for (std::size_t s = 0; s < sessions.size() && solved; ++s) {
      covers.emplace_back(pairs, split[s], dealt[s], share);
      solved = covers.back().Solve(rng, nodes, budget);
    }
    if (!solved) continue;
    Movement m = Movement::Empty(pairs, tables, rounds, rounds);
    int first_round = 0, first_group = 0;
    for (std::size_t s = 0; s < sessions.size(); ++s) {
      std::vector<std::array<int, 3>> cells = covers[s].cells();
      std::stable_sort(cells.begin(), cells.end(), [](const auto& a, const auto& b) { return a[1] != b[1] ? a[1] < b[1] : a[2] < b[2]; });
      std::vector<int> used(split[s].size(), 0);
      for (const auto& [x, r, y] : cells) {
        const int d = split[s][static_cast<std::size_t>(r)], character = dealt[s][static_cast<std::size_t>(y)];
        Cell& cell = m.at(first_round + r, used[static_cast<std::size_t>(r)]++);
        const bool x_north = Dot(character, x) == 0;
        cell.ns[0] = (x_north ? x : x ^ d) + 1;
        cell.ew[0] = (x_north ? x ^ d : x) + 1;
        cell.group = first_group + y;
      }
      first_round += sessions[s];
      first_group += sessions[s];
    }
    return m;
  }
  return Error::Failed(fmt::format("no split of the Howell for {} pairs into sessions {} found", pairs, fmt::join(sessions, ",")));
}

Result<Movement> RoundRobinsInARow(int pairs, int rounds, std::uint64_t seed) {
  const HowellShape whole{pairs, 0};
  if (auto ok = CheckHowellShape(whole); !ok) return ok.error();
  auto designs = HowellCandidates(whole, 1);
  if (!designs) return designs.error();
  const Movement& howell = designs->front().movement;
  const int copies = (rounds + howell.rounds - 1) / howell.rounds;
  Movement event = Movement::Empty(pairs, howell.tables, rounds, copies * howell.groups);
  Random rng(seed);
  std::vector<int> label(static_cast<std::size_t>(pairs + 1));
  std::iota(label.begin(), label.end(), 0);
  for (int r = 0; r < rounds; ++r) {
    const int copy = r / howell.rounds;
    if (copy > 0 && r % howell.rounds == 0) rng.Shuffle(label.begin() + 1, label.end());
    for (int t = 0; t < howell.tables; ++t) {
      const Cell& c = howell.at(r % howell.rounds, t);
      if (!c.occupied()) continue;
      Cell& out = event.at(r, t);
      out.ns[0] = label[static_cast<std::size_t>(c.ns[0])];
      out.ew[0] = label[static_cast<std::size_t>(c.ew[0])];
      out.group = copy * howell.groups + c.group;
    }
  }
  return event;
}

}  // namespace movebal
