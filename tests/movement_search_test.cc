#include "design_search/design_state.h"
#include "design_search/movement_search.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "movement/playability.h"
#include "scoring/balance.h"

namespace movebal {
namespace {

template <class State = DesignState>
State RandomState(const DesignShape& shape, Random& rng) {
  std::vector<int> order(static_cast<std::size_t>(shape.pairs));
  std::iota(order.begin(), order.end(), 0);
  rng.Shuffle(order.begin(), order.end());
  std::vector<bool> switched(static_cast<std::size_t>(shape.rounds * shape.tables()));
  for (std::size_t i = 0; i < switched.size(); ++i) switched[i] = rng.Coin();
  return State(shape, order, switched);
}

// A mix that draws every kind of move (switches, double swaps, pair Kempe
// chains, pair swaps, group Kempe chains, the rest the layout's own).
constexpr MoveMix kEveryMove{10, 35, 10, 20, 15};

TEST(MovementSearch, RefusesShapesItCannotFill) {
  EXPECT_FALSE(CheckDesignShape({7, 6}).ok());                  // odd
  EXPECT_FALSE(CheckDesignShape({8, 1}).ok());                  // one round
  EXPECT_FALSE(CheckDesignShape({8, 6, BoardsMove{3}}).ok());   // 4 tables, 3 groups
  EXPECT_FALSE(CheckDesignShape({8, 6, BoardsMove{5}}).ok());   // 24 cells on 5 groups
  EXPECT_FALSE(CheckDesignShape({16, 6, BoardsMove{4}}).ok());  // fewer groups than tables
  auto ok = CheckDesignShape({14, 6});
  ASSERT_TRUE(ok.ok());
  EXPECT_EQ(ok->group_count(), 7);
  EXPECT_EQ(CheckDesignShape({10, 7})->group_count(), 7);
}

// Sessions with their own groups: each group as often as every session
// allows at one table a round (16 pairs in 5 + 5 + 5 rounds: 40 cells a
// session, 8 groups played 5 times; 12 in 5 + 6: 30 and 36 cells, 3 plays;
// 10 in 9 + 9: 45 cells, 9 groups played 5 times).
TEST(MovementSearch, SessionShapesPlayEveryGroupEquallyOften) {
  EXPECT_EQ(CheckDesignShape({16, 15, BoardsMove{0, {5, 5, 5}}})->group_count(), 24);
  EXPECT_EQ(CheckDesignShape({12, 11, BoardsMove{0, {5, 6}}})->group_count(), 22);
  EXPECT_EQ(CheckDesignShape({10, 18, BoardsMove{0, {9, 9}}})->group_count(), 18);
  EXPECT_FALSE(CheckDesignShape({16, 15, BoardsMove{0, {5, 5, 4}}}).ok());  // 14 rounds
  EXPECT_FALSE(CheckDesignShape({8, 7, BoardsMove{0, {1, 6}}}).ok());        // a group played once
}

// Every type of move of the layout where boards move, applied and undone,
// against the score recomputed from the cells, move by move; shapes with spare groups (swaps across rounds) and
// with more rounds than opponents (meetings twice allowed).
TEST(MovementSearch, IncrementalScoreMatchesFullRescoreMoveByMove) {
  Random rng(5);
  for (const DesignShape& shape : {DesignShape{8, 7}, DesignShape{10, 6}, DesignShape{14, 6}, DesignShape{6, 6},
                                   DesignShape{8, 4, BoardsMove{8}}, DesignShape{16, 15, BoardsMove{0, {5, 5, 5}}},
                                   DesignShape{12, 11, BoardsMove{0, {5, 6}}}}) {
    DesignState state = RandomState(shape, rng);
    ASSERT_EQ(state.SS(), state.FullSS());
    ASSERT_EQ(state.violations(), state.FullViolations());
    int kinds[std::variant_size_v<DesignMove>] = {};
    for (int step = 0; step < 10000; ++step) {
      const DesignMove move = state.RandomMove(rng, kEveryMove);
      if (!state.Allowed(move)) continue;
      ++kinds[move.index()];
      const std::int64_t before = state.SS();
      state.Apply(move);
      ASSERT_EQ(state.SS(), state.FullSS()) << shape.pairs << "x" << shape.rounds << " step " << step;
      ASSERT_EQ(state.violations(), state.FullViolations()) << shape.pairs << "x" << shape.rounds << " step " << step;
      if (step % 2 == 0) {  // undo half of them: every move is its own inverse
        state.Apply(move);
        ASSERT_EQ(state.SS(), before);
        ASSERT_EQ(state.SS(), state.FullSS());
      }
    }
    for (std::size_t k = 0; k < std::size(kinds); ++k) EXPECT_GT(kinds[k], 50) << shape.pairs << "x" << shape.rounds << " kind " << k;
    // Groups stay in their session.
    for (int r = 0; r < shape.rounds; ++r) {
      const auto [first, end] = state.SessionGroups(r);
      for (int c = 0; c < shape.tables(); ++c) {
        EXPECT_GE(state.cell(r, c).group, first);
        EXPECT_LT(state.cell(r, c).group, end);
      }
    }
  }
}

// Pair Kempe chains keep the group rules: each pair plays once a round, and
// the group repeats of the start (a pair on a group twice) stay as many
// after any number of them, counted on the movement, while the meetings
// do change.
TEST(MovementSearch, PairKempeChainsKeepTheGroupRules) {
  Random rng(11);
  for (const DesignShape& shape : {DesignShape{12, 6}, DesignShape{14, 6}, DesignShape{10, 9}}) {
    DesignState state = RandomState(shape, rng);
    const Movement start = state.ToMovement();
    const auto group_repeats = [&](const Movement& m) {
      int repeats = 0;
      std::vector<int> plays(static_cast<std::size_t>(shape.pairs * m.groups), 0);
      for (int r = 0; r < m.rounds; ++r) {
        std::vector<int> seen(static_cast<std::size_t>(shape.pairs), 0);
        for (int t = 0; t < m.tables; ++t) {
          const Cell& c = m.at(r, t);
          for (const int p : {c.ns[0] - 1, c.ew[0] - 1}) {
            EXPECT_EQ(seen[static_cast<std::size_t>(p)]++, 0) << "pair " << p + 1 << " twice in round " << r + 1;
            if (plays[static_cast<std::size_t>(p * m.groups + c.group)]++ > 0) ++repeats;
          }
        }
      }
      return repeats;
    };
    const int repeats = group_repeats(start);
    for (int step = 0; step < 2000; ++step) {
      const DesignCell& c = state.cell(rng.Below(shape.rounds), 0);
      const int other = (c.ns + 1 + rng.Below(shape.pairs - 1)) % shape.pairs;
      state.Apply(DesignMove{PairKempeMove{step % shape.rounds, c.ns, other}});
    }
    const Movement after = state.ToMovement();
    EXPECT_EQ(group_repeats(after), repeats) << shape.pairs << "x" << shape.rounds;
    EXPECT_NE(after, start);
    EXPECT_EQ(state.SS(), state.FullSS());
  }
}

// With sessions, the first and last rounds of each session and its groups.
TEST(MovementSearch, SessionsOwnTheirRoundsAndGroups) {
  Random rng(2);
  const DesignState state = RandomState({12, 11, BoardsMove{0, {5, 6}}}, rng);
  EXPECT_EQ(state.SessionRounds(4), std::make_pair(0, 5));
  EXPECT_EQ(state.SessionRounds(5), std::make_pair(5, 11));
  EXPECT_EQ(state.SessionGroups(0), std::make_pair(0, 10));   // 30 cells, 3 plays
  EXPECT_EQ(state.SessionGroups(10), std::make_pair(10, 22));  // 36 cells
  EXPECT_EQ(state.violations(), state.FullViolations());
  // A Kempe chain onto a group of the other session is refused.
  EXPECT_FALSE(state.Allowed(DesignMove{KempeMove{0, 0, state.cell(0, 0).group, 15}}));
  EXPECT_FALSE(state.Allowed(DesignMove{GroupSwapMove{0, 0, 7, 0}}));
}

TEST(MovementSearch, AppendixShapesNeedMoreTablesThanRounds) {
  auto ok = CheckDesignShape({16, 6, BoardsStay{}});
  ASSERT_TRUE(ok.ok());
  EXPECT_EQ(ok->group_count(), 6);
  EXPECT_EQ(ok->appendix_tables(), 2);
  EXPECT_EQ(CheckDesignShape({16, 7, BoardsStay{}})->appendix_tables(), 1);
  EXPECT_FALSE(CheckDesignShape({12, 6, BoardsStay{}}).ok());  // 6 tables in 6 rounds: no appendix table
  EXPECT_FALSE(CheckDesignShape({10, 7, BoardsStay{}}).ok());
  EXPECT_FALSE(CheckDesignShape({20, 4, BoardsStay{}}).ok());  // 6 appendix tables beside 4 main tables
  EXPECT_FALSE(CheckDesignShape({15, 6, BoardsStay{}}).ok());
}

// The rules of the appendix state that no move may break: main table t
// plays group t, each appendix table keeps its stationary pair and plays
// every group once, and no two appendix tables of a round share a group.
void ExpectAppendixInvariants(const AppendixState& state, const std::vector<int>& stationary) {
  const DesignShape& shape = state.shape();
  const int R = shape.rounds, K = shape.tables();
  for (int t = R; t < K; ++t) {
    std::vector<int> groups;
    for (int r = 0; r < R; ++r) {
      const DesignCell& c = state.cell(r, t);
      const int s = stationary[static_cast<std::size_t>(t - R)];
      ASSERT_TRUE(c.ns == s || c.ew == s) << "round " << r << " table " << t;
      groups.push_back(c.group);
      for (int u = R; u < t; ++u) ASSERT_NE(state.cell(r, u).group, c.group);
    }
    std::sort(groups.begin(), groups.end());
    std::vector<int> all(static_cast<std::size_t>(R));
    std::iota(all.begin(), all.end(), 0);
    ASSERT_EQ(groups, all);
  }
  for (int r = 0; r < R; ++r) {
    for (int t = 0; t < R; ++t) ASSERT_EQ(state.cell(r, t).group, t);
  }
}

// Every type of move of the layout where boards stay (the pairs of two main
// tables change places, an appendix table's groups of two rounds do), move
// by move against the full re-score, and the invariants after each.
TEST(MovementSearch, AppendixMovesScoreIncrementallyAndKeepTheTables) {
  Random rng(9);
  for (const DesignShape& shape : {DesignShape{16, 6, BoardsStay{}}, DesignShape{14, 6, BoardsStay{}},
                                  DesignShape{16, 7, BoardsStay{}}, DesignShape{12, 4, BoardsStay{}}}) {
    AppendixState state = RandomState<AppendixState>(shape, rng);
    ASSERT_EQ(state.SS(), state.FullSS());
    ASSERT_EQ(state.violations(), state.FullViolations());
    std::vector<int> stationary;
    for (int t = shape.rounds; t < shape.tables(); ++t) {
      stationary.push_back(state.cell(0, t).ns);
      EXPECT_TRUE(state.stationary(state.cell(0, t).ns));
    }
    ExpectAppendixInvariants(state, stationary);
    int kinds[std::variant_size_v<AppendixMove>] = {};
    for (int step = 0; step < 8000; ++step) {
      const AppendixMove move = state.RandomMove(rng, step % 2 == 0 ? kEveryMove : ExploreMix());
      if (!state.Allowed(move)) continue;
      ++kinds[move.index()];
      const std::int64_t before = state.SS();
      state.Apply(move);
      ASSERT_EQ(state.SS(), state.FullSS()) << shape.pairs << "x" << shape.rounds << " step " << step;
      ASSERT_EQ(state.violations(), state.FullViolations()) << shape.pairs << "x" << shape.rounds << " step " << step;
      ExpectAppendixInvariants(state, stationary);
      if (step % 2 == 0) {
        state.Apply(move);
        ASSERT_EQ(state.SS(), before);
      }
    }
    for (int kind = 0; kind < 5; ++kind) EXPECT_GT(kinds[kind], 50) << shape.pairs << "x" << shape.rounds << " kind " << kind;
    // Appendix group swaps: most draws put a group twice at the appendix tables.
    EXPECT_GT(kinds[std::variant_size_v<AppendixMove> - 1], 20) << shape.pairs << "x" << shape.rounds;
  }
}

// A Scheveningen read back from its movement: the same cells, the same
// score, the stationary pairs found where they sit (also East-West in round
// 1), and the moves keep every table's rule from there. Movements that break
// the layout are refused.
TEST(MovementSearch, AppendixStateFromAMovement) {
  Random rng(5);
  const DesignShape shape{16, 6, BoardsStay{}};
  Movement m = RandomState<AppendixState>(shape, rng).ToMovement();
  // The start seats each appendix table's pair North-South in every round.
  std::vector<int> stationary;
  for (int t = shape.rounds; t < shape.tables(); ++t) stationary.push_back(m.at(0, t).ns[0] - 1);
  m.at(0, shape.rounds).SwitchArrows();
  auto state = AppendixState::FromMovement(shape, m);
  ASSERT_TRUE(state.ok()) << state.error().ToString();
  EXPECT_EQ(state->ToMovement(), m);
  EXPECT_EQ(state->SS(), state->FullSS());
  EXPECT_EQ(state->SS(), ScoreMovement(m).moments.SS);
  EXPECT_EQ(state->violations(), state->FullViolations());
  for (const int p : stationary) EXPECT_TRUE(state->stationary(p));
  EXPECT_EQ(std::count_if(stationary.begin(), stationary.end(), [&](int p) { return state->stationary(p); }), 2);
  EXPECT_EQ(m.at(0, shape.rounds).ew[0] - 1, stationary.front());
  for (int step = 0; step < 3000; ++step) {
    const AppendixMove move = state->RandomMove(rng, kEveryMove);
    if (!state->Allowed(move)) continue;
    state->Apply(move);
    ASSERT_EQ(state->SS(), state->FullSS()) << "step " << step;
    ExpectAppendixInvariants(*state, stationary);
  }

  Movement moved = m;
  std::swap(moved.at(2, 0).group, moved.at(2, 1).group);  // table 1 plays another group
  EXPECT_FALSE(AppendixState::FromMovement(shape, moved).ok());
  moved = m;
  // The appendix table's pair leaves in round 4 (it changes seats with a
  // pair of table 1; the groups stay).
  std::swap(moved.at(3, shape.rounds).ns[0], moved.at(3, 0).ns[0]);
  auto refused = AppendixState::FromMovement(shape, moved);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().message.find("keeps no pair"), std::string::npos) << refused.error().message;
  moved = m;
  moved.at(4, shape.rounds).group = moved.at(2, shape.rounds).group;  // an appendix group twice
  EXPECT_FALSE(AppendixState::FromMovement(shape, moved).ok());
  EXPECT_FALSE(AppendixState::FromMovement({16, 7, BoardsStay{}}, m).ok());  // another size
  // Each layout reads back only its own movements.
  EXPECT_FALSE(DesignState::FromMovement(shape, m).ok());
  EXPECT_TRUE(FitsDesignShape(shape, m));
  EXPECT_FALSE(FitsDesignShape({16, 6}, m));
}

// The search with appendix tables: a playable movement whose state score is
// the balance model's, sharing boards exactly at the appendix tables.
TEST(MovementSearch, AppendixSearchSharesOnlyAtAppendixTables) {
  DesignOptions options;
  options.run.budget = options.run.budget.WithMoves(400000);
  for (const DesignShape& shape : {DesignShape{16, 7, BoardsStay{}}, DesignShape{12, 4, BoardsStay{}}}) {
    auto found = SearchMovement(shape, options);
    ASSERT_TRUE(found.ok()) << found.error().ToString();
    const Movement& m = found->movement;
    EXPECT_EQ(ScoreMovement(m).moments.SS, found->ss);
    const PlayabilityReport play = CheckPlayability(m);
    EXPECT_TRUE(play.ok()) << (play.ok() ? "" : play.problems.front());
    EXPECT_EQ(play.shared, shape.appendix_tables() * shape.rounds);
    EXPECT_EQ(play.most_tables_on_a_group, 2);
    EXPECT_EQ(m.tables, shape.tables());
    EXPECT_EQ(m.groups, shape.rounds);
  }
}

// A Kempe chain swaps two groups on cells closed under common rounds and
// common pairs: from a playable state it keeps every rule and every meeting,
// with every group in play every round (10 x 5) and with spare groups (8 x 4:
// 8 groups on 4 tables).
TEST(MovementSearch, KempeChainsKeepPlayableStatesPlayable) {
  Random rng(3);
  DesignOptions options;
  options.run.budget = options.run.budget.WithMoves(1000000);
  for (const DesignShape& shape : {DesignShape{8, 6}, DesignShape{8, 4, BoardsMove{8}}, DesignShape{10, 5}}) {
    auto found = SearchMovement(shape, options);
    ASSERT_TRUE(found.ok()) << found.error().ToString();
    auto state = DesignState::FromMovement(shape, found->movement);
    ASSERT_TRUE(state.ok()) << state.error().ToString();
    const auto meetings = [&] {
      std::vector<std::pair<int, int>> met;
      for (int r = 0; r < shape.rounds; ++r) {
        for (int c = 0; c < shape.tables(); ++c) {
          const DesignCell& cell = state->cell(r, c);
          met.emplace_back(std::min(cell.ns, cell.ew), std::max(cell.ns, cell.ew));
        }
      }
      std::sort(met.begin(), met.end());
      return met;
    };
    const auto before = meetings();
    int applied = 0;
    for (int step = 0; step < 3000; ++step) {
      KempeMove kempe;
      kempe.round = rng.Below(shape.rounds);
      kempe.cell = rng.Below(shape.tables());
      kempe.group = state->cell(kempe.round, kempe.cell).group;
      kempe.other_group = rng.Below(shape.group_count());
      const DesignMove move = kempe;
      if (!state->Allowed(move)) continue;
      state->Apply(move);
      ++applied;
      ASSERT_EQ(state->violations(), 0) << shape.pairs << "x" << shape.rounds << " step " << step;
      ASSERT_EQ(state->SS(), state->FullSS());
    }
    EXPECT_GT(applied, 100);
    EXPECT_EQ(meetings(), before);
    EXPECT_TRUE(CheckPlayability(state->ToMovement()).ok());
  }
}

// The state's SS is the balance model's: compare with the scoring layer on
// the movement it writes, whenever the state breaks no rule.
TEST(MovementSearch, StateScoreIsTheBalanceModelsOnPlayableStates) {
  DesignOptions options;
  options.run.budget = options.run.budget.WithMoves(300000);
  for (const DesignShape& shape : {DesignShape{8, 6}, DesignShape{10, 5}, DesignShape{6, 6}}) {
    auto found = SearchMovement(shape, options);
    ASSERT_TRUE(found.ok()) << found.error().ToString();
    const BalanceReport report = ScoreMovement(found->movement);
    EXPECT_EQ(report.moments.SS, found->ss);
    const std::vector<std::int64_t>& vacancy = report.vacancy.SS;
    EXPECT_EQ(*std::min_element(vacancy.begin(), vacancy.end()), found->vacancy_key.best);
    EXPECT_EQ(std::accumulate(vacancy.begin(), vacancy.end(), std::int64_t{0}), found->vacancy_key.total);
    const PlayabilityReport play = CheckPlayability(found->movement);
    EXPECT_TRUE(play.ok()) << (play.ok() ? "" : play.problems.front());
    EXPECT_EQ(play.shared, 0);
    EXPECT_EQ(found->movement.tables, shape.pairs / 2);
  }
}

// TEAM movements (seed 004): 8 pairs in 7 rounds reach Qf 100; the search
// finds it and stops there.
TEST(MovementSearch, EightPairsSevenRoundsReachQf100) {
  DesignOptions options;
  options.run.budget = options.run.budget.WithMoves(3000000);
  auto found = SearchMovement({8, 7}, options);
  ASSERT_TRUE(found.ok());
  EXPECT_TRUE(found->optimal);
  EXPECT_DOUBLE_EQ(ScoreMovement(found->movement).moments.Qf, 100.0);
  EXPECT_LT(found->moves, options.run.budget.moves());
}

TEST(MovementSearch, SameSeedAndThreadsGiveTheSameMovement) {
  DesignOptions options;
  options.run.budget = options.run.budget.WithMoves(400000);
  options.run.threads = 2;
  options.run.seed = 11;
  auto a = SearchMovement({10, 6}, options);
  auto b = SearchMovement({10, 6}, options);
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_EQ(a->movement, b->movement);
  options.run.seed = 12;
  auto c = SearchMovement({10, 6}, options);
  ASSERT_TRUE(c.ok());
  EXPECT_NE(a->movement, c->movement);
}

TEST(MovementSearch, StopFlagEndsTheSearchWithTheBest) {
  std::atomic<bool> stop{false};
  DesignOptions options;
  options.run.budget = options.run.budget.WithMoves(1'000'000'000'000);
  options.run.budget = options.run.budget.WithStop(&stop);
  options.progress = [&](const DesignProgress& p) {
    if (p.best_qf > 0) stop = true;
  };
  auto found = SearchMovement({12, 7}, options);
  ASSERT_TRUE(found.ok());
  EXPECT_TRUE(found->interrupted);
  EXPECT_TRUE(CheckPlayability(found->movement).ok());
}

}  // namespace
}  // namespace movebal
