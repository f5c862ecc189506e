#include "design/room_layout.h"

#include <algorithm>

#include "search/anneal.h"
#include "search/chain_runner.h"
#include "search/random.h"
#include "search/schedule.h"
#include "search/tuning.h"

namespace movebal {
namespace {

constexpr int kNotSingle = -1;  // in play at several tables, or not yet seen

// The weights that turn WalkingCost into the one number the local search
// anneals; the result is still judged by WalkingCost's order. A rule break
// outweighs any pair move a fix could cost in a round, a long pair move
// the boards' travel.
constexpr double kRuleBreakWeight = 16;
constexpr double kPairExcessWeight = 4;
constexpr double kBoardLengthWeight = 1;
constexpr double kPairLengthWeight = 0.25;

double Scalar(const WalkingCost& c) {
  return kRuleBreakWeight * c.rule_breaks + kPairExcessWeight * c.pair_excess + kBoardLengthWeight * c.board_length +
         kPairLengthWeight * c.pair_length;
}

// ScoreWalking with its buffers kept between calls: the local search
// scores a whole movement per move. Not thread-safe.
class WalkingScorer {
 public:
  explicit WalkingScorer(const Movement& m)
      : groups_(std::max(m.groups, 1)),
        items_(static_cast<std::size_t>(groups_ + m.contestants + 1)),
        last_round_(items_),
        last_table_(items_),
        in_round_(static_cast<std::size_t>(groups_)),
        was_empty_(static_cast<std::size_t>(m.tables)) {}

  WalkingCost Score(const Movement& m) {
    WalkingCost cost;
    std::fill(last_round_.begin(), last_round_.end(), -1);
    for (int r = 0; r < m.rounds; ++r) {
      for (int t = 0; t < m.tables; ++t) {
        if (const Cell& c = m.at(r, t); c.occupied()) ++in_round_[static_cast<std::size_t>(c.group)];
      }
      for (int t = 0; t < m.tables; ++t) {
        const Cell& c = m.at(r, t);
        const bool empty = !c.occupied();
        if (r > 0 && empty != static_cast<bool>(was_empty_[static_cast<std::size_t>(t)])) ++cost.rule_breaks;
        was_empty_[static_cast<std::size_t>(t)] = empty;
        if (empty) continue;
        const int where = in_round_[static_cast<std::size_t>(c.group)] == 1 ? t : kNotSingle;
        const int board = Step(static_cast<std::size_t>(c.group), r, where, m.tables);
        cost.rule_breaks += std::max(0, board - 1);
        cost.board_length += std::max(0, board);
        for (const auto& side : {c.ns, c.ew}) {
          for (int s = 0; s < m.seats_per_side(); ++s) {
            const int p = side[static_cast<std::size_t>(s)];
            if (p <= 0) continue;
            const int pair = Step(static_cast<std::size_t>(groups_ + p), r, t, m.tables);
            cost.pair_excess += std::max(0, pair - 1);
            cost.pair_length += std::max(0, pair);
          }
        }
      }
      std::fill(in_round_.begin(), in_round_.end(), 0);
    }
    return cost;
  }

 private:
  // Records item x at table `where` in round r; the length of its move
  // there (as ComputeWalking counts it), or -1 when it makes none.
  int Step(std::size_t x, int r, int where, int tables) {
    int length = -1;
    const int last = last_table_[x];
    if (last_round_[x] >= 0 && last_round_[x] < r && last != kNotSingle && where != kNotSingle) {
      const int steps = r - last_round_[x];
      length = (RingDistance(last, where, tables) + steps - 1) / steps;
    }
    if (last_round_[x] < r) {
      last_round_[x] = r;
      last_table_[x] = where;
    }
    return length;
  }

  int groups_;
  std::size_t items_;
  std::vector<int> last_round_, last_table_;  // [item]: groups, then contestants
  std::vector<int> in_round_;                 // [group]: tables playing it this round
  std::vector<char> was_empty_;               // [table]: empty in the round before
};

// A renumbering of the tables of rounds [first, end): the cell at table t
// goes to table to[t].
struct Renumbering {
  int first = 0, end = 0;
  std::vector<int> to;
};

void Apply(Movement& m, const Renumbering& r, std::vector<Cell>& buffer) {
  for (int round = r.first; round < r.end; ++round) {
    buffer.assign(m.cells.begin() + static_cast<std::ptrdiff_t>(m.Index(round, 0)),
                  m.cells.begin() + static_cast<std::ptrdiff_t>(m.Index(round, 0)) + m.tables);
    for (int t = 0; t < m.tables; ++t) m.at(round, r.to[static_cast<std::size_t>(t)]) = buffer[static_cast<std::size_t>(t)];
  }
}

// `back` becomes r undone (its vector reused: the search makes one a move).
void Invert(const Renumbering& r, Renumbering& back) {
  back.first = r.first;
  back.end = r.end;
  back.to.resize(r.to.size());
  for (std::size_t t = 0; t < r.to.size(); ++t) back.to[static_cast<std::size_t>(r.to[t])] = static_cast<int>(t);
}

}  // namespace

bool RunnableInTheRoom(const WalkingReport& walking) {
  return walking.boards.longest <= 1 && walking.empty_tables != EmptyTables::kRoving;
}

WalkingCost ScoreWalking(const Movement& m) { return WalkingScorer(m).Score(m); }

void ArrangeTables(Movement& m, const RoomPins& pins, std::uint64_t seed, const Budget& budget) {
  const int T = m.tables, linked = std::max(1, pins.linked_rounds);
  const int blocks = (m.rounds + linked - 1) / linked;
  const int first_block = (pins.fixed_rounds + linked - 1) / linked;
  if (T < 2 || first_block >= blocks) return;
  // A table of a round that must keep its cell.
  std::vector<char> pinned(m.cells.size(), 0);
  bool any_pinned = false;
  for (std::size_t i = 0; i < m.cells.size(); ++i) {
    for (int p : pins.contestants) {
      if (p > 0 && m.cells[i].occupied() && m.Plays(m.cells[i], p)) pinned[i] = 1, any_pinned = true;
    }
  }
  const auto moves_pinned = [&](const Renumbering& r) {
    if (!any_pinned) return false;
    for (int round = r.first; round < r.end; ++round) {
      for (int t = 0; t < T; ++t) {
        if (r.to[static_cast<std::size_t>(t)] != t && pinned[m.Index(round, t)]) return true;
      }
    }
    return false;
  };

  const Tuning& tune = tuning();
  const auto cells = static_cast<std::int64_t>(m.cells.size());
  const std::int64_t moves = std::min({tune.room_layout_moves_most, tune.room_layout_moves_per_cell * cells,
                                       tune.room_layout_cells_scored_most / cells});
  WalkingScorer scorer(m);
  WalkingCost now = scorer.Score(m), best = now;
  std::vector<Cell> best_cells = m.cells, buffer;
  std::vector<char> pinned_buffer;
  Random rng(seed);
  Renumbering r{0, 0, std::vector<int>(static_cast<std::size_t>(T))}, back;
  CoolingCycle cooling;
  cooling.Start(CoolingSchedule(tune.room_layout_start_temperature, tune.room_layout_end_temperature,
                                std::max<std::int64_t>(moves, 1)));
  const StopCheck check(budget);
  for (std::int64_t i = 0; i < moves && best.rule_breaks + best.pair_excess + best.board_length + best.pair_length > 0;
       ++i) {
    const double temperature = cooling.Next();
    // One block of rounds, or every round from a block on (which keeps the
    // moves within the later rounds as they are): two tables change
    // places, or the later rounds turn round the ring or mirror it.
    const int block = first_block + rng.Below(blocks - first_block);
    r.first = block * linked;
    r.end = rng.Coin() ? std::min(m.rounds, (block + 1) * linked) : m.rounds;
    for (int t = 0; t < T; ++t) r.to[static_cast<std::size_t>(t)] = t;
    const int kind = r.end == m.rounds ? rng.Below(3) : 0;
    if (kind == 0) {
      const int a = rng.Below(T), b = (a + 1 + rng.Below(T - 1)) % T;
      std::swap(r.to[static_cast<std::size_t>(a)], r.to[static_cast<std::size_t>(b)]);
    } else {
      const int shift = rng.Below(T);
      for (int t = 0; t < T; ++t) r.to[static_cast<std::size_t>(t)] = kind == 1 ? (t + 1 + shift) % T : (shift - t + T) % T;
    }
    if (i >= tune.room_layout_moves_least && check.Polled(i) && budget.Expired()) break;
    if (moves_pinned(r)) continue;
    Apply(m, r, buffer);
    const WalkingCost next = scorer.Score(m);
    const double worse = Scalar(next) - Scalar(now);
    if (Metropolis(worse, temperature, rng)) {
      now = next;  // pinned cells never moved, so `pinned` still holds
      if (now < best) {
        best = now;
        best_cells = m.cells;
      }
    } else {
      Invert(r, back);
      Apply(m, back, buffer);
    }
  }
  m.cells = std::move(best_cells);
}

}  // namespace movebal
