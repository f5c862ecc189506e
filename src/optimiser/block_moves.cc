#include "optimiser/block_moves.h"

#include <algorithm>
#include <bit>

#include "search/chain_runner.h"

namespace movebal {

BlockMoves::BlockMoves(const Movement& m, const std::vector<int>& free_cell_of)
    : rounds_count_(m.rounds), tables_count_(m.tables), grid_(free_cell_of) {
  std::vector<std::vector<int>> by_table(static_cast<std::size_t>(m.tables));
  for (int r = 0; r < m.rounds; ++r) {
    std::vector<int> round;
    for (int t = 0; t < m.tables; ++t) {
      const int cell = grid_[static_cast<std::size_t>(r * m.tables + t)];
      if (cell < 0) continue;
      round.push_back(cell);
      by_table[static_cast<std::size_t>(t)].push_back(cell);
    }
    if (!round.empty()) rounds_.push_back(std::move(round));
  }
  for (auto& table : by_table) {
    if (!table.empty()) tables_.push_back(std::move(table));
  }
}

void BlockMoves::Draw(Random& rng, std::vector<int>& cells) const {
  cells.clear();
  switch (rng.Below(3)) {
    case 0:
      cells = rounds_[rng.Below(rounds_.size())];
      return;
    case 1:
      cells = tables_[rng.Below(tables_.size())];
      return;
    default:
      break;
  }
  // A block: its corner and extent uniform, so that every size occurs. Where
  // it holds no free cell, a whole round stands in.
  const int r0 = rng.Below(rounds_count_), t0 = rng.Below(tables_count_);
  const int r1 = r0 + rng.Below(rounds_count_ - r0), t1 = t0 + rng.Below(tables_count_ - t0);
  for (int r = r0; r <= r1; ++r) {
    for (int t = t0; t <= t1; ++t) {
      const int cell = grid_[static_cast<std::size_t>(r * tables_count_ + t)];
      if (cell >= 0) cells.push_back(cell);
    }
  }
  if (cells.empty()) cells = rounds_[static_cast<std::size_t>(r0) % rounds_.size()];
}

std::int64_t ExactUnitPass(IncrementalBalance& state, const std::vector<std::vector<int>>& units, int slot,
                           bool all_cells, const Budget& budget) {
  const int count = static_cast<int>(units.size()) - (all_cells ? 1 : 0);
  if (count <= 0 || count >= 63) return 0;
  const StopCheck check(budget);
  const auto flip = [&](std::uint64_t set) {
    std::int64_t change = 0;
    for (int u = 0; u < count; ++u) {
      if (set >> u & 1) {
        for (int cell : units[static_cast<std::size_t>(u)]) change += state.TrialSwitch(cell, slot);
      }
    }
    return change;
  };
  std::uint64_t current = 0, best = 0;
  std::int64_t change = 0, best_change = 0;
  for (std::uint64_t k = 1; k < std::uint64_t{1} << count; ++k) {
    if (check.Polled(static_cast<std::int64_t>(k)) && budget.Expired()) break;
    const std::uint64_t unit = std::uint64_t{1} << std::countr_zero(k);
    change += flip(unit);
    current ^= unit;
    if (change < best_change) {
      best_change = change;
      best = current;
    }
  }
  flip(current);  // every trial undone
  for (int u = 0; u < count; ++u) {
    if (best >> u & 1) {
      for (int cell : units[static_cast<std::size_t>(u)]) state.Switch(cell);
    }
  }
  return best_change;
}

std::int64_t UnitDescents(IncrementalBalance& state, const std::vector<std::vector<int>>& units, int slot,
                          bool all_cells, std::int64_t restarts, Random& rng, const Budget& budget) {
  const int count = static_cast<int>(units.size()) - (all_cells ? 1 : 0);
  if (count <= 0) return 0;
  const StopCheck check(budget);
  std::vector<bool> current(static_cast<std::size_t>(count), false), best = current;
  const auto flip = [&](int u) {
    std::int64_t change = 0;
    for (int cell : units[static_cast<std::size_t>(u)]) change += state.TrialSwitch(cell, slot);
    current[static_cast<std::size_t>(u)] = !current[static_cast<std::size_t>(u)];
    return change;
  };
  std::int64_t change = 0, best_change = 0, tries = 0;
  bool expired = false;
  for (std::int64_t restart = 0; restart < restarts && !expired; ++restart) {
    for (int u = 0; u < count; ++u) {
      if (rng.Coin()) change += flip(u);
    }
    for (bool improved = true; improved && !expired;) {
      improved = false;
      for (int u = 0; u < count; ++u) {
        if (check.Polled(++tries) && budget.Expired()) {
          expired = true;
          break;
        }
        const std::int64_t d = flip(u);
        if (d < 0) {
          change += d;
          improved = true;
        } else {
          flip(u);
        }
      }
    }
    if (change < best_change) {
      best_change = change;
      best = current;
    }
  }
  for (int u = 0; u < count; ++u) {
    if (current[static_cast<std::size_t>(u)]) flip(u);  // every trial undone
  }
  for (int u = 0; u < count; ++u) {
    if (best[static_cast<std::size_t>(u)]) {
      for (int cell : units[static_cast<std::size_t>(u)]) state.Switch(cell);
    }
  }
  return best_change;
}

}  // namespace movebal
