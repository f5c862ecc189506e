#include "design_search/design_shape.h"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>

namespace movebal {

int BoardsMove::group_count(int rounds, int tables) const {
  if (groups > 0) return groups;
  if (sessions.empty()) return std::max(rounds, tables);
  // A group is played at most once a round and by no pair twice: at most as
  // often as the shortest session has rounds, and as there are tables.
  for (int plays = std::min(tables, *std::min_element(sessions.begin(), sessions.end())); plays >= 2; --plays) {
    if (std::all_of(sessions.begin(), sessions.end(), [&](int s) { return s * tables % plays == 0; })) {
      return rounds * tables / plays;
    }
  }
  return 0;
}

namespace {

// The checks of each layout.
Status CheckBoards(const DesignShape& shape, const BoardsStay&) {
  const int R = shape.rounds, K = shape.tables();
  // Each appendix table plays every group once, beside its main table.
  if (K <= R) return Error::Plain(fmt::format("{} tables in {} rounds need no appendix table", K, R));
  if (K > 2 * R) {
    return Error::Plain(fmt::format("{} appendix tables beside {} main tables: three tables would share boards", K - R, R));
  }
  return Ok();
}

Status CheckBoards(const DesignShape& shape, const BoardsMove& boards) {
  const int R = shape.rounds, G = shape.group_count(), K = shape.tables();
  if (!boards.sessions.empty()) {
    if (std::accumulate(boards.sessions.begin(), boards.sessions.end(), 0) != R ||
        *std::min_element(boards.sessions.begin(), boards.sessions.end()) < 1) {
      return Error::Plain(fmt::format("the sessions do not add up to {} rounds", R));
    }
    if (G <= 0 || (R * K) % G != 0) return Error::Plain(fmt::format("no number of groups fits these sessions of {} tables", K));
    const int plays = R * K / G;
    for (const int s : boards.sessions) {
      // Each session: its cells in groups of `plays`, a round's tables on
      // distinct groups, a pair's rounds on distinct groups.
      if (s * K % plays != 0 || s * K / plays < std::max(K, s) || plays < 2) {
        return Error::Plain(fmt::format("a session of {} rounds on {} tables cannot play groups {} times each", s, K, plays));
      }
    }
    return Ok();
  }
  if (G < K) return Error::Plain(fmt::format("{} groups cannot fill {} tables without sharing", G, K));
  if (G < R) return Error::Plain(fmt::format("with {} groups a pair would play a group twice in {} rounds", G, R));
  if ((R * K) % G != 0 || R * K / G < 2) {
    return Error::Plain(fmt::format("{} tables x {} rounds cannot play {} groups equally often, at least twice", K, R, G));
  }
  return Ok();
}

}  // namespace

Result<DesignShape> CheckDesignShape(const DesignShape& shape) {
  const int P = shape.pairs, R = shape.rounds;
  if (P < 4 || P % 2 != 0) return Error::Plain(fmt::format("the search needs an even number of pairs, at least 4, not {}", P));
  if (R < 2) return Error::Plain(fmt::format("the search needs at least 2 rounds, not {}", R));
  if (auto checked = std::visit([&](const auto& boards) { return CheckBoards(shape, boards); }, shape.boards); !checked) {
    return checked.error();
  }
  return shape;
}

}  // namespace movebal
