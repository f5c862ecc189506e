// The shape of a searched movement (pairs, rounds, and how boards move or
// stay) with the checks that refuse what cannot be filled, and the vacancy
// key the searches rank by. The movement search (movement_search.h) and its
// state (design_state.h) share them.
#ifndef MOVEBAL_DESIGN_SEARCH_DESIGN_SHAPE_H_
#define MOVEBAL_DESIGN_SEARCH_DESIGN_SHAPE_H_

#include <cstdint>
#include <limits>
#include <variant>
#include <vector>

#include "base/status.h"

namespace movebal {

class DesignState;    // design_state.h
class AppendixState;  // design_state.h

// The layout where boards move from table to table (State: its search
// states).
struct BoardsMove {
  using State = DesignState;
  int groups = 0;  // 0: the fewest that avoid sharing (see group_count)
  // Rounds per session, each session with its own groups (numbered session
  // by session, as many in each as its cells / plays); empty: one session.
  std::vector<int> sessions = {};

  // One session: max(rounds, tables). Sessions: each group played as often
  // as every session allows at one table a round (the most plays, for the
  // highest top); 0 when no count fits.
  int group_count(int rounds, int tables) const;
  int appendix_tables(int, int) const { return 0; }
};

// The layout where boards stay at their tables (the Scheveningen): `rounds`
// groups at tables 1..rounds, and tables - rounds appendix tables that
// share them, in one session.
struct BoardsStay {
  using State = AppendixState;
  int group_count(int rounds, int) const { return rounds; }
  int appendix_tables(int rounds, int tables) const { return tables - rounds; }
};

// The size of a searched movement: every pair plays every round.
struct DesignShape {
  int pairs = 0;   // even
  int rounds = 0;
  using Boards = std::variant<BoardsMove, BoardsStay>;
  Boards boards = BoardsMove{};

  int tables() const { return pairs / 2; }
  int group_count() const {
    return std::visit([&](const auto& b) { return b.group_count(rounds, tables()); }, boards);
  }
  int appendix_tables() const {
    return std::visit([&](const auto& b) { return b.appendix_tables(rounds, tables()); }, boards);
  }
  // How often two pairs meet in a playable movement: as evenly as the
  // rounds allow (never twice while rounds < pairs - 1).
  int meet_low() const { return rounds / (pairs - 1); }
  int meet_high() const { return (rounds + pairs - 2) / (pairs - 1); }
};

// Refuses shapes the search cannot fill (odd pairs, too few groups for a
// round, group play counts that cannot be equal, sessions that do not add
// up or cannot share out their cells; boards that stay where no table needs
// an appendix table, or more than one beside each main table) with the
// reason.
Result<DesignShape> CheckDesignShape(const DesignShape& shape);

// The vacancy tie-break (docs/model.md, "The searches and what they aim
// for"), in the order of the ranking: the least
// SS with one pair absent (Qf1 of the pair best left empty), then the sum of
// those SS (Qf1av).
struct DesignVacancy {
  std::int64_t best = std::numeric_limits<std::int64_t>::max();
  std::int64_t total = std::numeric_limits<std::int64_t>::max();
  auto operator<=>(const DesignVacancy&) const = default;
};

}  // namespace movebal

#endif  // MOVEBAL_DESIGN_SEARCH_DESIGN_SHAPE_H_
