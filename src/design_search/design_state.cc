#include "design_search/design_state.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <optional>

#include "search/tuning.h"

namespace movebal {

namespace {

// First round (or group) of each session, and one past the last.
std::vector<int> SessionStarts(const DesignShape& shape, const BoardsMove& boards, bool groups) {
  const std::vector<int> sessions = boards.sessions.empty() ? std::vector<int>{shape.rounds} : boards.sessions;
  const int plays = shape.rounds * shape.tables() / shape.group_count();
  std::vector<int> starts = {0};
  for (const int s : sessions) starts.push_back(starts.back() + (groups ? s * shape.tables() / plays : s));
  return starts;
}

// A round robin by the circle method, pairs relabelled by `order`, table c
// of round r at cells[r * tables + c], all on group 0.
std::vector<DesignCell> CircleRobin(const DesignShape& shape, const std::vector<int>& order) {
  const int K = shape.tables(), n = shape.pairs - 1;
  std::vector<DesignCell> cells;
  for (int r = 0; r < shape.rounds; ++r) {
    const int base = r % n;
    for (int c = 0; c < K; ++c) {
      cells.push_back({order[static_cast<std::size_t>(c == 0 ? n : (base + c) % n)],
                       order[static_cast<std::size_t>(c == 0 ? base : (base - c + n) % n)], 0});
    }
  }
  return cells;
}

// The circle round robin with the arrows of `switched` turned and groups
// dealt round by round, each session its own, so that every group is
// played equally often.
std::vector<DesignCell> CircleCells(const DesignShape& shape, const BoardsMove& boards, const std::vector<int>& order,
                                    const std::vector<bool>& switched) {
  const int K = shape.tables();
  const std::vector<int> rounds = SessionStarts(shape, boards, false), groups = SessionStarts(shape, boards, true);
  std::vector<DesignCell> cells = CircleRobin(shape, order);
  std::size_t session = 0;
  for (int r = 0; r < shape.rounds; ++r) {
    if (r == rounds[session + 1]) ++session;
    const int first = groups[session], count = groups[session + 1] - first;
    for (int c = 0; c < K; ++c) {
      DesignCell& cell = cells[static_cast<std::size_t>(r * K + c)];
      if (switched[static_cast<std::size_t>(r * K + c)]) std::swap(cell.ns, cell.ew);
      cell.group = first + ((r - rounds[session]) * K + c) % count;
    }
  }
  return cells;
}

// The circle round robin placed on main and appendix tables: stationary
// pairs are taken greedily (in `order`) among those that never meet in its
// rounds, as they cannot meet at their own tables. Appendix table a seats
// stationary pair a (NS) with its opponent in the round robin; when two
// stationary pairs would meet, a main table's pairs fill their seats.
std::vector<DesignCell> AppendixCells(const DesignShape& shape, const std::vector<int>& order,
                                      const std::vector<bool>& switched) {
  const int P = shape.pairs, R = shape.rounds, K = shape.tables(), A = shape.appendix_tables();
  const std::vector<DesignCell> robin = CircleRobin(shape, order);
  std::vector<char> met(static_cast<std::size_t>(P * P), 0);
  for (const DesignCell& c : robin) met[static_cast<std::size_t>(c.ns * P + c.ew)] = met[static_cast<std::size_t>(c.ew * P + c.ns)] = 1;
  std::vector<int> table_of(static_cast<std::size_t>(P), -1);  // appendix table of a stationary pair
  std::vector<int> chosen;
  for (const int p : order) {
    if (static_cast<int>(chosen.size()) == A) break;
    if (std::none_of(chosen.begin(), chosen.end(), [&](int q) { return met[static_cast<std::size_t>(p * P + q)] != 0; })) {
      table_of[static_cast<std::size_t>(p)] = R + static_cast<int>(chosen.size());
      chosen.push_back(p);
    }
  }
  for (const int p : order) {  // too few that never meet: the rest as they come
    if (static_cast<int>(chosen.size()) == A) break;
    if (table_of[static_cast<std::size_t>(p)] < 0) {
      table_of[static_cast<std::size_t>(p)] = R + static_cast<int>(chosen.size());
      chosen.push_back(p);
    }
  }
  std::vector<DesignCell> cells;
  for (int r = 0; r < R; ++r) {
    std::vector<DesignCell> round(static_cast<std::size_t>(K), DesignCell{-1, -1, 0});
    std::vector<DesignCell> free;
    for (int a = 0; a < A; ++a) {
      round[static_cast<std::size_t>(R + a)] = {chosen[static_cast<std::size_t>(a)], -1, (r + a) % R};
    }
    for (int c = 0; c < K; ++c) {
      DesignCell cell = robin[static_cast<std::size_t>(r * K + c)];
      const int tn = table_of[static_cast<std::size_t>(cell.ns)], te = table_of[static_cast<std::size_t>(cell.ew)];
      if (tn < 0 && te < 0) {
        if (switched[static_cast<std::size_t>(r * K + c)]) std::swap(cell.ns, cell.ew);
        free.push_back(cell);
      } else if (tn < 0 || te < 0) {
        round[static_cast<std::size_t>(tn < 0 ? te : tn)].ew = tn < 0 ? cell.ns : cell.ew;
      }
    }
    for (int t = R; t < K; ++t) {
      if (round[static_cast<std::size_t>(t)].ew >= 0) continue;
      // Two stationary pairs met in the round robin: a free table's pairs
      // go to their open seats.
      for (int u = t + 1; u < K; ++u) {
        if (round[static_cast<std::size_t>(u)].ew < 0) {
          round[static_cast<std::size_t>(t)].ew = free.back().ns;
          round[static_cast<std::size_t>(u)].ew = free.back().ew;
          free.pop_back();
          break;
        }
      }
    }
    for (int t = 0; t < R; ++t) round[static_cast<std::size_t>(t)] = {free[static_cast<std::size_t>(t)].ns, free[static_cast<std::size_t>(t)].ew, t};
    cells.insert(cells.end(), round.begin(), round.end());
  }
  return cells;
}

}  // namespace

DesignCells::DesignCells(const DesignShape& shape, std::vector<DesignCell> cells)
    : shape_(shape),
      pairs_(shape.pairs),
      groups_(shape.group_count()),
      h_(shape.rounds * shape.tables() / shape.group_count() - 1),
      meet_low_(shape.meet_low()),
      meet_high_(shape.meet_high()),
      cells_(std::move(cells)) {
  const int K = shape.tables();
  group_cell_.assign(static_cast<std::size_t>(shape.rounds * groups_), -1);
  direction_.assign(static_cast<std::size_t>(groups_ * pairs_), 0);
  meetings_.assign(static_cast<std::size_t>(pairs_ * pairs_), 0);
  plays_.assign(static_cast<std::size_t>(pairs_ * groups_), 0);
  matrix_.assign(static_cast<std::size_t>(pairs_ * pairs_), 0);
  // Every two pairs start unmet: count the meetings they lack.
  meet_violations_ = MeetPenalty(0) * pairs_ * (pairs_ - 1) / 2;
  seat_of_.assign(static_cast<std::size_t>(shape.rounds * pairs_), 0);
  for (int r = 0; r < shape.rounds; ++r) {
    for (int c = 0; c < K; ++c) {
      const DesignCell& cell = cells_[Index(r, c)];
      // With appendix tables, the main table of the group.
      int& holder = group_cell_[static_cast<std::size_t>(r * groups_ + cell.group)];
      if (holder < 0) holder = c;
      seat_of_[static_cast<std::size_t>(r * pairs_ + cell.ns)] = 2 * c;
      seat_of_[static_cast<std::size_t>(r * pairs_ + cell.ew)] = 2 * c + 1;
      AddCell(cell, 1);
    }
  }
}

DesignState::DesignState(const DesignShape& shape, const std::vector<int>& order, const std::vector<bool>& switched)
    : DesignState(shape, CircleCells(shape, std::get<BoardsMove>(shape.boards), order, switched)) {}

DesignState::DesignState(const DesignShape& shape, std::vector<DesignCell> cells)
    : DesignCells(shape, std::move(cells)),
      session_group_(SessionStarts(shape, std::get<BoardsMove>(shape.boards), true)),
      session_round_(SessionStarts(shape, std::get<BoardsMove>(shape.boards), false)) {
  for (std::size_t s = 0; s + 1 < session_round_.size(); ++s) {
    session_of_round_.insert(session_of_round_.end(), static_cast<std::size_t>(session_round_[s + 1] - session_round_[s]),
                             static_cast<int>(s));
  }
}

AppendixState::AppendixState(const DesignShape& shape, const std::vector<int>& order, const std::vector<bool>& switched)
    : AppendixState(shape, AppendixCells(shape, order, switched)) {}

AppendixState::AppendixState(const DesignShape& shape, std::vector<DesignCell> cells)
    : DesignCells(shape, std::move(cells)), stationary_(static_cast<std::size_t>(shape.pairs), 0) {
  for (int t = shape.rounds; t < shape.tables(); ++t) {
    if (const int p = StaysAt(t); p >= 0) stationary_[static_cast<std::size_t>(p)] = 1;
  }
}

namespace {

// Whether the movement has the shape's pairs, rounds and groups.
bool SameSize(const DesignShape& shape, const Movement& m) {
  return !m.individual && m.contestants == shape.pairs && m.rounds == shape.rounds && m.groups == shape.group_count();
}

}  // namespace

Result<DesignState> DesignState::FromMovement(const DesignShape& shape, const Movement& m) {
  const auto misfit = [&](const std::string& why) {
    return Error::Plain(fmt::format("the movement does not fit {} pairs x {} rounds: {}", shape.pairs, shape.rounds, why));
  };
  const auto* boards = std::get_if<BoardsMove>(&shape.boards);
  if (boards == nullptr) return misfit("its boards stay at their tables (an appendix state)");
  if (!SameSize(shape, m)) return misfit("another size");
  const std::vector<int> rounds = SessionStarts(shape, *boards, false), groups = SessionStarts(shape, *boards, true);
  std::size_t session = 0;
  std::vector<DesignCell> cells;
  for (int r = 0; r < m.rounds; ++r) {
    if (r == rounds[session + 1]) ++session;
    std::vector<bool> seen(static_cast<std::size_t>(shape.pairs), false), group_seen(static_cast<std::size_t>(m.groups), false);
    int occupied = 0;
    for (int t = 0; t < m.tables; ++t) {
      const Cell& c = m.at(r, t);
      if (!c.occupied()) continue;
      const DesignCell cell{c.ns[0] - 1, c.ew[0] - 1, c.group};
      if (c.group < groups[session] || c.group >= groups[session + 1]) {
        return misfit(fmt::format("round {} plays a group of another session", r + 1));
      }
      if (cell.ns < 0 || cell.ew < 0 || cell.ns >= shape.pairs || cell.ew >= shape.pairs || cell.group < 0 ||
          cell.group >= m.groups || seen[static_cast<std::size_t>(cell.ns)] || seen[static_cast<std::size_t>(cell.ew)] ||
          group_seen[static_cast<std::size_t>(cell.group)]) {
        return misfit(fmt::format("round {} is not one table per pair and group", r + 1));
      }
      seen[static_cast<std::size_t>(cell.ns)] = seen[static_cast<std::size_t>(cell.ew)] = true;
      group_seen[static_cast<std::size_t>(cell.group)] = true;
      cells.push_back(cell);
      ++occupied;
    }
    if (occupied != shape.tables()) return misfit(fmt::format("round {} does not seat every pair", r + 1));
  }
  std::vector<int> counts(static_cast<std::size_t>(m.groups), 0);
  for (const DesignCell& c : cells) ++counts[static_cast<std::size_t>(c.group)];
  if (std::adjacent_find(counts.begin(), counts.end(), std::not_equal_to<>()) != counts.end()) {
    return misfit("groups are played unequally often");
  }
  return DesignState(shape, std::move(cells));
}

int AppendixState::StaysAt(int t) const {
  const auto everywhere = [&](int p) {
    for (int r = 0; r < shape().rounds; ++r) {
      const DesignCell& x = cell(r, t);
      if (x.ns != p && x.ew != p) return false;
    }
    return true;
  };
  const DesignCell& first = cell(0, t);
  return everywhere(first.ns) ? first.ns : everywhere(first.ew) ? first.ew : -1;
}

Result<AppendixState> AppendixState::FromMovement(const DesignShape& shape, const Movement& m) {
  const int R = shape.rounds, K = shape.tables(), P = shape.pairs;
  const auto misfit = [&](const std::string& why) {
    return Error::Plain(fmt::format("the movement is no Scheveningen of {} pairs x {} rounds: {}", P, R, why));
  };
  if (!std::holds_alternative<BoardsStay>(shape.boards)) return misfit("the shape has no appendix tables");
  if (!SameSize(shape, m) || m.tables != K) return misfit("another size");
  std::vector<DesignCell> cells;
  std::vector<int> counts(static_cast<std::size_t>(R), 0);
  std::vector<int> table_plays(static_cast<std::size_t>((K - R) * R), 0);  // [appendix table * R + group]
  for (int r = 0; r < R; ++r) {
    std::vector<bool> seen(static_cast<std::size_t>(P), false), appendix_group(static_cast<std::size_t>(R), false);
    for (int t = 0; t < K; ++t) {
      const Cell& c = m.at(r, t);
      const DesignCell cell{c.ns[0] - 1, c.ew[0] - 1, c.group};
      if (!c.occupied() || cell.ns < 0 || cell.ew < 0 || cell.ns >= P || cell.ew >= P || cell.ns == cell.ew ||
          cell.group < 0 || cell.group >= R || seen[static_cast<std::size_t>(cell.ns)] ||
          seen[static_cast<std::size_t>(cell.ew)]) {
        return misfit(fmt::format("round {} is not one table per pair", r + 1));
      }
      if (t < R && cell.group != t) return misfit(fmt::format("table {} does not keep group {}", t + 1, t + 1));
      if (t >= R) {
        if (appendix_group[static_cast<std::size_t>(cell.group)]) return misfit("two appendix tables share a group");
        appendix_group[static_cast<std::size_t>(cell.group)] = true;
        ++table_plays[static_cast<std::size_t>((t - R) * R + cell.group)];
      }
      seen[static_cast<std::size_t>(cell.ns)] = seen[static_cast<std::size_t>(cell.ew)] = true;
      ++counts[static_cast<std::size_t>(cell.group)];
      cells.push_back(cell);
    }
  }
  if (std::adjacent_find(counts.begin(), counts.end(), std::not_equal_to<>()) != counts.end()) {
    return misfit("groups are played unequally often");
  }
  if (std::any_of(table_plays.begin(), table_plays.end(), [](int n) { return n != 1; })) {
    return misfit("an appendix table does not play every group once");
  }
  AppendixState state(shape, std::move(cells));
  for (int t = R; t < K; ++t) {
    if (state.StaysAt(t) < 0) return misfit(fmt::format("appendix table {} keeps no pair", t + 1));
  }
  return state;
}


std::pair<int, int> DesignState::SessionGroups(int r) const {
  const std::size_t s = static_cast<std::size_t>(session_of_round_[static_cast<std::size_t>(r)]);
  return {session_group_[s], session_group_[s + 1]};
}

std::pair<int, int> DesignState::SessionRounds(int r) const {
  const std::size_t s = static_cast<std::size_t>(session_of_round_[static_cast<std::size_t>(r)]);
  return {session_round_[s], session_round_[s + 1]};
}

int DesignCells::MeetPenalty(int count) const {
  return std::max(0, count - meet_high_) + std::max(0, meet_low_ - count);
}

void DesignCells::AddElement(int p, int q, int delta) {
  std::int64_t& m = matrix_[static_cast<std::size_t>(p * pairs_ + q)];
  ss_ += 2 * m * delta + static_cast<std::int64_t>(delta) * delta;
  m += delta;
  matrix_[static_cast<std::size_t>(q * pairs_ + p)] = m;
}

void DesignCells::ChangeDirection(int group, int pair, int delta) {
  int* d = &direction_[static_cast<std::size_t>(group * pairs_)];
  for (int q = 0; q < pairs_; ++q) {
    if (q != pair && d[q] != 0) AddElement(pair, q, delta * d[q]);
  }
  d[pair] += delta;
}

void DesignCells::ChangeMeeting(int p, int q, int delta) {
  int& count = meetings_[static_cast<std::size_t>(p * pairs_ + q)];
  meet_violations_ -= MeetPenalty(count);
  count += delta;
  meet_violations_ += MeetPenalty(count);
  meetings_[static_cast<std::size_t>(q * pairs_ + p)] = count;
  AddElement(p, q, (h_ + 1) * delta);
}

void DesignCells::ChangePlays(int p, int group, int delta) {
  int& count = plays_[static_cast<std::size_t>(p * groups_ + group)];
  group_violations_ -= std::max(0, count - 1);
  count += delta;
  group_violations_ += std::max(0, count - 1);
}

void DesignCells::AddCell(const DesignCell& c, int sign) {
  ChangeDirection(c.group, c.ns, sign);
  ChangeDirection(c.group, c.ew, -sign);
  ChangeMeeting(c.ns, c.ew, sign);
  ChangePlays(c.ns, c.group, sign);
  ChangePlays(c.ew, c.group, sign);
}

template <class GroupOf>
void DesignCells::Regroup(const std::vector<int>& changed, GroupOf group_of, bool track) {
  const int K = shape_.tables();
  for (const int i : changed) {
    const DesignCell& c = cells_[static_cast<std::size_t>(i)];
    AddCell(c, -1);
    if (track) group_cell_[static_cast<std::size_t>(i / K * groups_ + c.group)] = -1;
  }
  for (const int i : changed) {
    DesignCell& c = cells_[static_cast<std::size_t>(i)];
    c.group = group_of(c.group);
    if (track) group_cell_[static_cast<std::size_t>(i / K * groups_ + c.group)] = i % K;
    AddCell(c, 1);
  }
}

void DesignCells::Apply(const PairSwapMove& move) {
  DesignCell& a = cells_[Index(move.round, move.cell)];
  DesignCell& b = cells_[Index(move.round, move.other_cell)];
  AddCell(a, -1);
  if (&a != &b) AddCell(b, -1);
  int& x = move.seat == 0 ? a.ns : a.ew;
  int& y = move.other_seat == 0 ? b.ns : b.ew;
  std::swap(x, y);
  seat_of_[static_cast<std::size_t>(move.round * pairs_ + x)] = 2 * move.cell + move.seat;
  seat_of_[static_cast<std::size_t>(move.round * pairs_ + y)] = 2 * move.other_cell + move.other_seat;
  AddCell(a, 1);
  if (&a != &b) AddCell(b, 1);
}

void DesignCells::Apply(const SwitchMove& move) { Apply(PairSwapMove{move.round, move.cell, 0, move.cell, 1}); }

void DesignCells::Apply(const DoubleSwapMove& move) {
  Apply(move.near);
  Apply(move.far);
}

std::optional<DoubleSwapMove> DesignCells::GroupKeepingSwap(int p, int r1, int r2) const {
  const int seat1 = SeatOf(r1, p), seat2 = SeatOf(r2, p);
  const int a = cell(r1, seat1 / 2).group, b = cell(r2, seat2 / 2).group;
  const int partner_cell = CellPlaying(r1, b);
  if (a == b || partner_cell < 0) return std::nullopt;
  const DesignCell& c = cell(r1, partner_cell);
  for (const int q : {c.ns, c.ew}) {
    const int far = SeatOf(r2, q);
    if (cell(r2, far / 2).group != a) continue;
    const int near = SeatOf(r1, q);
    return DoubleSwapMove{{r1, seat1 / 2, seat1 % 2, near / 2, near % 2}, {r2, seat2 / 2, seat2 % 2, far / 2, far % 2}};
  }
  return std::nullopt;
}

void DesignCells::StartChain(int first) const {
  in_chain_.assign(static_cast<std::size_t>(shape_.rounds * shape_.tables()), 0);
  chain_.clear();
  Visit(first);
}

void DesignCells::Visit(int i) const {
  if (in_chain_[static_cast<std::size_t>(i)] == 0) {
    in_chain_[static_cast<std::size_t>(i)] = 1;
    chain_.push_back(i);
  }
}

void DesignCells::PairKempeChain(const PairKempeMove& move) const {
  const int K = shape_.tables();
  const int pairs[] = {move.pair, move.other_pair};
  StartChain(static_cast<int>(Index(move.round, SeatOf(move.round, move.pair) / 2)));
  for (std::size_t next = 0; next < chain_.size(); ++next) {
    const int round = chain_[next] / K;
    const int group = cells_[static_cast<std::size_t>(chain_[next])].group;
    for (const int p : pairs) {
      Visit(static_cast<int>(Index(round, SeatOf(round, p) / 2)));
      for (int r = 0; r < shape_.rounds; ++r) {
        const std::size_t i = Index(r, SeatOf(r, p) / 2);
        if (cells_[i].group == group) Visit(static_cast<int>(i));
      }
    }
  }
}

void DesignCells::Apply(const PairKempeMove& move) {
  PairKempeChain(move);
  const int K = shape_.tables();
  const int p = move.pair, q = move.other_pair;
  for (const int i : chain_) AddCell(cells_[static_cast<std::size_t>(i)], -1);
  for (const int i : chain_) {
    DesignCell& c = cells_[static_cast<std::size_t>(i)];
    for (int seat = 0; seat < 2; ++seat) {
      int& x = seat == 0 ? c.ns : c.ew;
      if (x != p && x != q) continue;
      x = x == p ? q : p;
      seat_of_[static_cast<std::size_t>(i / K * pairs_ + x)] = 2 * (i % K) + seat;
    }
    AddCell(c, 1);
  }
}

void DesignState::KempeChain(const KempeMove& move) const {
  const int K = shape().tables();
  StartChain(static_cast<int>(Index(move.round, move.cell)));
  for (std::size_t next = 0; next < chain_.size(); ++next) {
    const int i = chain_[next];
    const int round = i / K;
    const DesignCell& c = cell(round, i % K);
    const int other = c.group == move.group ? move.other_group : move.group;
    const int partner = CellPlaying(round, other);
    if (partner >= 0) Visit(static_cast<int>(Index(round, partner)));
    for (const int p : {c.ns, c.ew}) {
      for (int r = 0; r < shape().rounds; ++r) {
        const int t = SeatOf(r, p) / 2;
        if (cell(r, t).group == move.group || cell(r, t).group == move.other_group) Visit(static_cast<int>(Index(r, t)));
      }
    }
  }
}

bool DesignState::Allowed(const KempeMove& move) const {
  const auto [first, end] = SessionGroups(move.round);
  if (cell(move.round, move.cell).group != move.group || move.group == move.other_group || move.other_group < first ||
      move.other_group >= end) {
    return false;
  }
  if (end - first == shape().tables()) return true;  // every round of the session plays both groups
  KempeChain(move);
  int balance = 0;
  for (const int i : chain_) balance += cell(i / shape().tables(), i % shape().tables()).group == move.group ? 1 : -1;
  return balance == 0;
}

bool DesignState::Allowed(const GroupSwapMove& move) const {
  if (move.round == move.other_round) return true;
  if (session_of_round_[static_cast<std::size_t>(move.round)] != session_of_round_[static_cast<std::size_t>(move.other_round)]) {
    return false;
  }
  const int ga = cell(move.round, move.cell).group, gb = cell(move.other_round, move.other_cell).group;
  return ga == gb || (CellPlaying(move.round, gb) < 0 && CellPlaying(move.other_round, ga) < 0);
}

bool DesignState::Allowed(const DesignMove& move) const {
  return std::visit([this](const auto& m) { return Allowed(m); }, move);
}

void DesignState::Apply(const GroupSwapMove& move) {
  const int ga = cell(move.round, move.cell).group, gb = cell(move.other_round, move.other_cell).group;
  if (ga == gb) return;
  Regroup({static_cast<int>(Index(move.round, move.cell)), static_cast<int>(Index(move.other_round, move.other_cell))},
          [&](int g) { return g == ga ? gb : ga; }, true);
}

void DesignState::Apply(const KempeMove& move) {
  KempeChain(move);
  Regroup(chain_, [&](int g) { return g == move.group ? move.other_group : move.group; }, true);
}

void DesignState::Apply(const DesignMove& move) {
  std::visit([this](const auto& m) { Apply(m); }, move);
}

bool AppendixState::MovesStationary(const PairSwapMove& move) const {
  const DesignCell& a = cell(move.round, move.cell);
  const DesignCell& b = cell(move.round, move.other_cell);
  return move.cell != move.other_cell &&
         (stationary(move.seat == 0 ? a.ns : a.ew) || stationary(move.other_seat == 0 ? b.ns : b.ew));
}

bool AppendixState::Allowed(const AppendixGroupSwapMove& move) const {
  const int ga = cell(move.round, move.table).group, gb = cell(move.other_round, move.table).group;
  if (ga == gb) return false;
  // No other appendix table of either round may play the group it gets.
  for (int t = shape().rounds; t < shape().tables(); ++t) {
    if (t == move.table) continue;
    if (cell(move.round, t).group == gb || cell(move.other_round, t).group == ga) return false;
  }
  return true;
}

bool AppendixState::Allowed(const AppendixMove& move) const {
  return std::visit([this](const auto& m) { return Allowed(m); }, move);
}

void AppendixState::Apply(const TableSwapMove& move) {
  // Main tables keep their groups: their pairs change places.
  DesignCells::Apply(PairSwapMove{move.round, move.table, 0, move.other_table, 0});
  DesignCells::Apply(PairSwapMove{move.round, move.table, 1, move.other_table, 1});
}

void AppendixState::Apply(const AppendixGroupSwapMove& move) {
  const int ga = cell(move.round, move.table).group, gb = cell(move.other_round, move.table).group;
  // The main tables stay the cells that play their groups (CellPlaying).
  Regroup({static_cast<int>(Index(move.round, move.table)), static_cast<int>(Index(move.other_round, move.table))},
          [&](int g) { return g == ga ? gb : ga; }, false);
}

void AppendixState::Apply(const AppendixMove& move) {
  std::visit([this](const auto& m) { Apply(m); }, move);
}

DesignVacancy DesignCells::VacancyKey() const {
  const std::size_t P = static_cast<std::size_t>(pairs_);
  scratch_.resize(P * P);
  std::int64_t best = std::numeric_limits<std::int64_t>::max(), total = 0;
  for (int v = 0; v < pairs_; ++v) {
    // With v absent its cells go and h drops by one: one less per meeting,
    // and the comparisons of v's opponents on v's groups go.
    for (std::size_t i = 0; i < P * P; ++i) scratch_[i] = matrix_[i] - meetings_[i];
    for (int r = 0; r < shape_.rounds; ++r) {
      const DesignCell& c = cells_[Index(r, SeatOf(r, v) / 2)];
      const int o = c.ns == v ? c.ew : c.ns;
      const int* d = &direction_[static_cast<std::size_t>(c.group * pairs_)];
      for (int q = 0; q < pairs_; ++q) {
        if (q == v || q == o || d[q] == 0) continue;
        scratch_[static_cast<std::size_t>(o) * P + static_cast<std::size_t>(q)] -= d[o] * d[q];
      }
    }
    std::int64_t ss = 0;
    for (int p = 0; p < pairs_; ++p) {
      for (int q = p + 1; q < pairs_; ++q) {
        if (p == v || q == v) continue;
        // Only (o, q) rows were corrected: add the mirrored correction.
        const std::int64_t e = scratch_[static_cast<std::size_t>(p) * P + static_cast<std::size_t>(q)] +
                               scratch_[static_cast<std::size_t>(q) * P + static_cast<std::size_t>(p)] -
                               (matrix_[static_cast<std::size_t>(p) * P + static_cast<std::size_t>(q)] -
                                meetings_[static_cast<std::size_t>(p) * P + static_cast<std::size_t>(q)]);
        ss += e * e;
      }
    }
    best = std::min(best, ss);
    total += ss;
  }
  return {best, total};
}

std::int64_t DesignCells::FullSS() const {
  // Straight from the definition: opponents h, two cells on one group +-1.
  std::vector<std::int64_t> m(static_cast<std::size_t>(pairs_ * pairs_), 0);
  const auto add = [&](int p, int q, int d) {
    m[static_cast<std::size_t>(p * pairs_ + q)] += d;
    m[static_cast<std::size_t>(q * pairs_ + p)] += d;
  };
  for (std::size_t i = 0; i < cells_.size(); ++i) {
    const DesignCell& a = cells_[i];
    add(a.ns, a.ew, h_);
    for (std::size_t j = i + 1; j < cells_.size(); ++j) {
      const DesignCell& b = cells_[j];
      if (b.group != a.group) continue;
      add(a.ns, b.ns, 1);
      add(a.ew, b.ew, 1);
      add(a.ns, b.ew, -1);
      add(a.ew, b.ns, -1);
    }
  }
  std::int64_t ss = 0;
  for (int p = 0; p < pairs_; ++p) {
    for (int q = p + 1; q < pairs_; ++q) ss += m[static_cast<std::size_t>(p * pairs_ + q)] * m[static_cast<std::size_t>(p * pairs_ + q)];
  }
  return ss;
}

int DesignCells::FullViolations() const {
  std::vector<int> meet(static_cast<std::size_t>(pairs_ * pairs_), 0), plays(static_cast<std::size_t>(pairs_ * groups_), 0);
  for (const DesignCell& c : cells_) {
    ++meet[static_cast<std::size_t>(std::min(c.ns, c.ew) * pairs_ + std::max(c.ns, c.ew))];
    ++plays[static_cast<std::size_t>(c.ns * groups_ + c.group)];
    ++plays[static_cast<std::size_t>(c.ew * groups_ + c.group)];
  }
  int v = 0;
  for (int p = 0; p < pairs_; ++p) {
    for (int q = p + 1; q < pairs_; ++q) v += MeetPenalty(meet[static_cast<std::size_t>(p * pairs_ + q)]);
  }
  for (int count : plays) v += std::max(0, count - 1);
  return v;
}

Movement DesignCells::ToMovement() const {
  const int K = shape_.tables();
  Movement m = Movement::Empty(pairs_, K, shape_.rounds, groups_);
  for (int r = 0; r < shape_.rounds; ++r) {
    for (int t = 0; t < K; ++t) {
      Cell& out = m.at(r, t);
      const DesignCell& c = cell(r, t);
      out.ns[0] = c.ns + 1;
      out.ew[0] = c.ew + 1;
      out.group = c.group;
    }
  }
  return m;
}

Movement DesignState::ToMovement() const {
  Movement m = DesignCells::ToMovement();
  const auto tables = static_cast<std::ptrdiff_t>(m.tables);
  for (int r = 0; r < m.rounds; ++r) {
    const auto round = m.cells.begin() + r * tables;
    // Stable: tables sharing a group keep their order with every standard library.
    std::stable_sort(round, round + tables, [](const Cell& a, const Cell& b) { return a.group < b.group; });
  }
  return m;
}

namespace {

// The draws of both layouts: a switch, a double swap or a pair swap by the
// mix, else the layout's own move from `own(round, cell, kind)`, kind what
// is left of the percent drawn.
template <class Move, class State, class Own>
Move DrawMove(const State& state, Random& rng, const MoveMix& mix, Own own) {
  const DesignShape& shape = state.shape();
  const int K = shape.tables(), R = shape.rounds;
  const int round = rng.Below(R), cell = rng.Below(K);
  int kind = rng.Below(100);
  if (kind < mix.switches) return SwitchMove{round, cell};
  kind -= mix.switches;
  if (kind < mix.double_swaps) {
    const int r2 = rng.Below(R - 1);
    if (auto swap = state.GroupKeepingSwap(rng.Below(shape.pairs), round, r2 >= round ? r2 + 1 : r2)) return *swap;
    kind = mix.pair_kempe;  // no partner: swap pairs instead
  } else {
    kind -= mix.double_swaps;
  }
  if (kind < mix.pair_kempe) {
    const DesignCell& c = state.cell(round, cell);
    const int pair = rng.Coin() ? c.ns : c.ew;
    int other_pair = rng.Below(shape.pairs - 1);
    if (other_pair >= pair) ++other_pair;
    return PairKempeMove{round, pair, other_pair};
  }
  kind -= mix.pair_kempe;
  if (kind < mix.pair_swaps) {
    int other_cell = rng.Below(K - 1);
    if (other_cell >= cell) ++other_cell;
    const int seat = rng.Below(2);
    const int other_seat = rng.Below(2);
    return PairSwapMove{round, cell, seat, other_cell, other_seat};
  }
  return own(round, cell, kind - mix.pair_swaps);
}

}  // namespace

DesignMove DesignState::RandomMove(Random& rng, const MoveMix& mix) const {
  return DrawMove<DesignMove>(*this, rng, mix, [&](int round, int c, int kind) -> DesignMove {
    const auto [first, end] = SessionGroups(round);
    if (kind < mix.kempe) {
      const int group = cell(round, c).group;
      int other_group = first + rng.Below(end - first - 1);
      if (other_group >= group) ++other_group;
      return KempeMove{round, c, group, other_group};
    }
    // With spare groups a round can take a group from another round of its session.
    const auto [first_round, end_round] = SessionRounds(round);
    const int other_round = end - first > shape().tables() ? first_round + rng.Below(end_round - first_round) : round;
    return GroupSwapMove{round, c, other_round, rng.Below(shape().tables())};
  });
}

AppendixMove AppendixState::RandomMove(Random& rng, const MoveMix& mix) const {
  return DrawMove<AppendixMove>(*this, rng, mix, [&](int round, int, int) -> AppendixMove {
    // Half of them exchange two main tables' pairs, half an appendix
    // table's groups of two rounds.
    const int R = shape().rounds;
    if (rng.Below(2) == 0) {
      const int table = rng.Below(R);
      return TableSwapMove{round, table, rng.Below(R)};
    }
    const int table = R + rng.Below(shape().tables() - R);
    return AppendixGroupSwapMove{table, round, rng.Below(R)};
  });
}

MoveMix ExploreMix() {
  const Tuning& t = tuning();
  return {static_cast<int>(t.design_switch_moves), static_cast<int>(t.design_double_swap_moves),
          static_cast<int>(t.design_pair_kempe_moves), static_cast<int>(t.design_explore_pair_swap_moves), 0};
}

MoveMix KeepRulesMix() {
  const Tuning& t = tuning();
  return {static_cast<int>(t.design_switch_moves), static_cast<int>(t.design_double_swap_moves),
          static_cast<int>(t.design_pair_kempe_moves), static_cast<int>(t.design_keep_pair_swap_moves),
          static_cast<int>(t.design_keep_kempe_moves)};
}

}  // namespace movebal
