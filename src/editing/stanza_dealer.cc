#include "editing/stanza_dealer.h"

#include <algorithm>

namespace movebal {

StanzaDealer::StanzaDealer(const Movement& m, int first, int k, std::int64_t& work) : k_(k), work_(work) {
  cells_ = static_cast<std::size_t>(k) * static_cast<std::size_t>(m.tables);
  for (int j = 0; j < k; ++j) {
    for (int t = 0; t < m.tables; ++t) {
      const Cell& c = m.at(first + j, t);
      if (!c.occupied()) continue;
      Table table{j, {}};
      for (int s = 0; s < m.seats_per_side(); ++s) {
        table.seated.push_back(c.ns[static_cast<std::size_t>(s)]);
        table.seated.push_back(c.ew[static_cast<std::size_t>(s)]);
      }
      tables_.push_back(table);
      cell_of_.push_back(j * m.tables + t);
    }
  }
  uses_.assign(static_cast<std::size_t>(m.contestants) + 1, std::vector<int>(static_cast<std::size_t>(k), 0));
  on_group_.assign(static_cast<std::size_t>(k), std::vector<int>(static_cast<std::size_t>(k), 0));
}

bool StanzaDealer::Fits(const Table& table, int g) const {
  if (on_group_[static_cast<std::size_t>(table.round)][static_cast<std::size_t>(g)] >= cap_) return false;
  return std::none_of(table.seated.begin(), table.seated.end(), [&](int p) {
    return uses_[static_cast<std::size_t>(p)][static_cast<std::size_t>(g)] > 0;
  });
}

void StanzaDealer::Set(const Table& table, int g, int delta) {
  on_group_[static_cast<std::size_t>(table.round)][static_cast<std::size_t>(g)] += delta;
  for (int p : table.seated) uses_[static_cast<std::size_t>(p)][static_cast<std::size_t>(g)] += delta;
}

int StanzaDealer::Choices(const Table& table, int opened) const {
  int n = 0;
  for (int g = 0; g <= std::min(opened, k_ - 1); ++g) n += Fits(table, g) ? 1 : 0;
  return n;
}

bool StanzaDealer::Place(std::size_t placed, int opened) {
  if (placed == tables_.size()) return true;
  work_ -= static_cast<std::int64_t>(tables_.size() - placed) * (std::min(opened, k_ - 1) + 1);
  if (work_ < 0) return false;
  // The table with the fewest groups left goes next; one with none fails.
  std::size_t next = tables_.size();
  int fewest = k_ + 1;
  for (std::size_t i = 0; i < tables_.size(); ++i) {
    if (group_[i] != Cell::kEmpty) continue;
    const int n = Choices(tables_[i], opened);
    if (n == 0) return false;
    if (n < fewest) {
      fewest = n;
      next = i;
    }
  }
  const Table& table = tables_[next];
  for (int g = 0; g <= std::min(opened, k_ - 1); ++g) {
    if (!Fits(table, g)) continue;
    Set(table, g, 1);
    group_[next] = g;
    if (Place(placed + 1, std::max(opened, g + 1))) return true;
    Set(table, g, -1);
    group_[next] = Cell::kEmpty;
    if (work_ < 0) return false;
  }
  return false;
}

std::vector<int> StanzaDealer::Deal() {
  std::vector<int> busy(static_cast<std::size_t>(k_), 0);
  for (const Table& table : tables_) ++busy[static_cast<std::size_t>(table.round)];
  const int most = tables_.empty() ? 0 : *std::max_element(busy.begin(), busy.end());
  bool dealt = false;
  for (cap_ = (most + k_ - 1) / k_; cap_ < most && !dealt && work_ >= 0; ++cap_) {
    for (auto& row : uses_) std::fill(row.begin(), row.end(), 0);
    for (auto& row : on_group_) std::fill(row.begin(), row.end(), 0);
    group_.assign(tables_.size(), Cell::kEmpty);
    dealt = Place(0, 0);
  }
  // Without a better deal, each round plays one group: nobody meets a group twice.
  if (!dealt) {
    group_.assign(tables_.size(), 0);
    for (std::size_t i = 0; i < tables_.size(); ++i) group_[i] = tables_[i].round;
  }
  std::vector<int> groups(cells_, Cell::kEmpty);
  for (std::size_t i = 0; i < tables_.size(); ++i) groups[static_cast<std::size_t>(cell_of_[i])] = group_[i];
  return groups;
}

}  // namespace movebal
