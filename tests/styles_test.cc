#include "design/styles.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "pair_movements/howell.h"
#include "movement/playability.h"
#include "movement/structure_check.h"
#include "optimiser/annealer.h"
#include "perfect_sessions.h"
#include "reference_scorer.h"
#include "test_support.h"

namespace movebal {
namespace {

using testing::Mitchell;
using testing::MustParse;

// A full Howell, one whose tables never share boards where there is one.
Movement FullHowell(int pairs) {
  auto designs = HowellCandidates({pairs, 0}, 4);
  EXPECT_TRUE(designs.ok());
  for (const HowellDesign& d : *designs) {
    if (!d.shares_boards) return d.movement;
  }
  return designs->front().movement;
}

// The matrix elements above the diagonal, sorted: what renumbering pairs
// keeps.
std::vector<long long> SortedElements(const Movement& m) {
  const reference::Figures f = reference::Score(m);
  std::vector<long long> elements;
  for (int p = 1; p <= m.contestants; ++p) {
    for (int q = p + 1; q <= m.contestants; ++q) {
      elements.push_back(f.matrix[static_cast<std::size_t>(p)][static_cast<std::size_t>(q)]);
    }
  }
  std::sort(elements.begin(), elements.end());
  return elements;
}

// Balances the arrows with a fixed budget (repeatable, a fraction of a second).
Movement Balanced(const Movement& m, std::int64_t iterations = 20000) {
  AnnealOptions options;
  options.run.budget = options.run.budget.WithMoves(iterations);
  options.run.threads = 1;
  auto result = OptimiseArrows(m, options);
  EXPECT_TRUE(result.ok()) << result.error().ToString();
  return result->movement;
}

TEST(Styles, ParsesSessions) {
  auto sessions = ParseSessions("8,8,7");
  ASSERT_TRUE(sessions.ok());
  EXPECT_EQ(*sessions, (std::vector<int>{8, 8, 7}));
  EXPECT_EQ(*ParseSessions("15"), std::vector<int>{15});
  for (const char* bad : {"", ",", "5,,5", "5,5,", "0", "-1", "5;5", "a", "99999", " 5"}) {
    EXPECT_FALSE(ParseSessions(bad).ok()) << bad;
  }
}

// Each round is played twice by the same opponents at the same tables, on
// two groups; the checker notices a second half with other opponents, and
// meetings are counted once per round.
TEST(Styles, HalfRoundsKeepTheOpponents) {
  const Movement howell = FullHowell(6);
  const Movement split = SplitHalfRounds(howell);
  EXPECT_EQ(split.rounds, 10);
  EXPECT_EQ(split.groups, 10);
  EXPECT_TRUE(CheckHalfRounds(split).empty());
  const auto meet = OpponentCounts(split);
  for (int p = 1; p <= 6; ++p) {
    for (int q = p + 1; q <= 6; ++q) EXPECT_EQ(meet[p][q], 2);
  }
  Movement broken = split;
  std::swap(broken.at(1, 0).ns, broken.at(1, 1).ns);
  EXPECT_FALSE(CheckHalfRounds(broken).empty());

  // 10 pairs in 4 rounds: every pair meets 4 others twice and 5 never. As
  // half-rounds that is one meeting each, which the rules allow.
  auto short_howell = HowellCandidates({10, 4}, 1);
  ASSERT_TRUE(short_howell.ok());
  const Movement halves = SplitHalfRounds(short_howell->front().movement);
  EXPECT_FALSE(CheckPlayability(halves).ok());
  EXPECT_TRUE(CheckPlayability(halves, 2).ok()) << CheckPlayability(halves, 2).problems.front();

  // 9 pairs in 4 rounds: pairs play 3 or 4 rounds, 6 or 8 half-rounds.
  auto odd = HowellCandidates({9, 4}, 1);
  ASSERT_TRUE(odd.ok());
  const Movement odd_halves = SplitHalfRounds(odd->front().movement);
  EXPECT_FALSE(CheckPlayability(odd_halves).ok());
  EXPECT_TRUE(CheckPlayability(odd_halves, 2).ok());
}

// Seed 004's perfect movements with two board groups per round: 6 pairs in
// 5 rounds and 10 pairs in 9 reach Qf 100 by the arrow optimiser alone, on
// groups that no two tables share (the 6-pair Howell shares one group a
// round, so its groups are dealt again). Scored by the reference scorer.
// At 20,000 proposals the 10-pair movement reaches Qf 100 from about one
// seed in five; at 150,000 from most (seed 1 among them).
TEST(Styles, HalfRoundsReachThePerfectMovements) {
  for (int pairs : {6, 10}) {
    Movement m = SplitHalfRounds(FullHowell(pairs));
    if (CheckPlayability(m, 2).most_tables_on_a_group > 1) {
      const std::vector<int> whole = {m.rounds};
      const std::vector<int> plays = SessionPlayCounts(m, whole, 1);
      ASSERT_FALSE(plays.empty());
      auto regrouped = AssignSessionGroups(m, whole, plays.front(), 1, 7);
      ASSERT_TRUE(regrouped.ok()) << regrouped.error().ToString();
      m = *regrouped;
    }
    m = Balanced(m, 150000);
    StyleRequest style;
    style.half_rounds = true;
    EXPECT_EQ(CheckStyle(m, style), std::vector<std::string>{}) << pairs;
    EXPECT_NEAR(reference::Score(m).Qf, 100.0, 1e-9) << pairs;
  }
}

// Sessions with their own boards: 16 pairs in 3 sessions of 5 rounds, every
// group played 5 times, once a round, by no pair twice, never in two
// sessions (the independent structure check counts the plays).
TEST(Styles, SessionsHaveTheirOwnBoards) {
  const Movement howell = FullHowell(16);
  const std::vector<int> sessions = {5, 5, 5};
  EXPECT_EQ(SessionPlayCounts(howell, sessions, 1).front(), 5);
  auto m = AssignSessionGroups(howell, sessions, 5, 1, 3);
  ASSERT_TRUE(m.ok()) << m.error().ToString();
  EXPECT_EQ(m->groups, 24);
  EXPECT_TRUE(CheckSessions(*m, sessions).empty());
  EXPECT_TRUE(CheckPlayability(*m).ok());
  EXPECT_EQ(CheckPlayability(*m).most_tables_on_a_group, 1);
  const StructureReport structure = CheckStructure(*m);
  EXPECT_EQ(structure.group_play_counts, std::vector<int>(24, 5));
  EXPECT_FALSE(CheckSessions(howell, sessions).empty());  // one Howell group crosses sessions
  EXPECT_FALSE(AssignSessionGroups(howell, {5, 5}, 5, 1, 3).ok());
}

// With two tables allowed on one group, 12 pairs in sessions of 5 and 6
// rounds play 11 groups 6 times each, and the arrows reach Qf 100 (seed
// 004's multisession table). 700,000 proposals reach it from seed 1.
TEST(Styles, SessionsSharingBoardsReachQf100) {
  const Movement howell = FullHowell(12);
  const std::vector<int> sessions = {5, 6};
  EXPECT_EQ(SessionPlayCounts(howell, sessions, 2).front(), 6);
  Result<Movement> m = Error::Failed("no seed");
  for (std::uint64_t seed = 1; seed <= 5 && !m; ++seed) m = AssignSessionGroups(howell, sessions, 6, 2, seed);
  ASSERT_TRUE(m.ok()) << m.error().ToString();
  EXPECT_EQ(CheckStructure(*m).group_play_counts, std::vector<int>(11, 6));
  const Movement balanced = Balanced(*m, 700000);
  StyleRequest style;
  style.sessions = sessions;
  style.share = 2;
  EXPECT_EQ(CheckStyle(balanced, style), std::vector<std::string>{});
  EXPECT_NEAR(reference::Score(balanced).Qf, 100.0, 1e-9);
}

// Events longer than a round robin: Howells in a row, the last cut short,
// so that two pairs meet 2 or 3 times in 24 rounds of 12 pairs; sessions of
// 6 rounds then get their own groups.
// A stationary pair costs no balance: moving its table to 1 in every round
// and switching every group it plays as East-West leaves the matrix alone.
TEST(Styles, StationaryPairKeepsTheScoreMatrix) {
  const Movement mitchell = Mitchell(7, {2});
  Movement m = mitchell;
  ASSERT_TRUE(MakeStationary(m, 10));  // an East-West pair that moves
  EXPECT_TRUE(CheckStationary(m, 10).empty());
  EXPECT_FALSE(CheckStationary(mitchell, 10).empty());
  EXPECT_EQ(reference::Score(m).matrix, reference::Score(mitchell).matrix);
  EXPECT_TRUE(CheckStructure(m).ok());

  Movement absent = mitchell;
  absent.at(3, 2) = Cell{};  // pair 3 misses round 4
  EXPECT_FALSE(MakeStationary(absent, 3));
}

// The universal starting position: round 1 becomes the given one, and only
// the numbers change, so the figures stay (as a multiset of elements).
TEST(Styles, FirstRoundIsRenumberedIntoTheGivenOne) {
  const Movement first = MustParse("14 7 1 7 0\n 1- 2 A 3- 4 B 5- 6 C 7- 8 D 9-10 E 11-12 F 13-14 G\n");
  const Movement mitchell = Mitchell(7, {2});
  for (bool keep_vacancy : {false, true}) {
    Movement m = mitchell;
    ASSERT_TRUE(MatchFirstRound(m, first, keep_vacancy));
    EXPECT_TRUE(CheckFirstRound(m, first).empty());
    EXPECT_TRUE(CheckStructure(m).ok());
    EXPECT_EQ(SortedElements(m), SortedElements(mitchell));
  }
  // The best pair to leave empty stays the highest where the round allows.
  Movement m = mitchell;
  PutBestVacancyLast(m);
  const std::optional<double> qf1 = ScoreMovement(m).vacancy.Qf1.back();
  ASSERT_TRUE(MatchFirstRound(m, first, true));
  EXPECT_EQ(ScoreMovement(m).vacancy.Qf1.back(), qf1);

  // Both halves of round 1 move to the given tables.
  Movement halves = SplitHalfRounds(mitchell);
  ASSERT_TRUE(MatchFirstRound(halves, first, true, true));
  EXPECT_TRUE(CheckFirstRound(halves, first).empty());
  EXPECT_TRUE(CheckHalfRounds(halves).empty());

  const Movement seven = MustParse("14 7 1 7 0\n 1- 2 A 3- 4 B 5- 6 C 7- 8 D 9-10 E 11-12 F 0- 0 0\n");
  Movement full = mitchell;
  EXPECT_FALSE(MatchFirstRound(full, seven, false));  // 6 tables against 7
}

// A budget of moves and switches, not of time: a fraction of a second.
BestDesignSettings SmallBudget() {
  BestDesignSettings settings;
  settings.moves = 200000;  // one thread by default
  settings.switches = 20000;
  return settings;
}

// 14 pairs in 13 + 13 rounds (the balans pages list Qf 100): besides the
// twin Howells, whose every vacancy leaves Qf1 98.68, a candidate with the
// meetings chosen again so that pair 14's absence leaves it perfect,
// checked cell by cell and by the reference scorer.
TEST(Styles, TwoRoundRobinsGetAPerfectVacancy) {
  StyleRequest style;
  style.sessions = {13, 13};
  auto ranked = DesignStyled({14, 26, 0, 2}, SmallBudget(), style);
  ASSERT_TRUE(ranked.ok()) << ranked.error().ToString();
  const auto chosen = std::find_if(ranked->begin(), ranked->end(), [](const Candidate& c) {
    return c.name().find("meetings chosen for a perfect vacancy") != std::string::npos;
  });
  ASSERT_NE(chosen, ranked->end());
  EXPECT_EQ(CheckStyle(chosen->movement, style), std::vector<std::string>{});
  ExpectPerfectSessions(chosen->movement, style.sessions, 7);
  EXPECT_NEAR(testing::Defined(reference::Score(chosen->movement).Qf1[13]), 100.0, 1e-9);
}

// The whole of `generate best --half-rounds --stationary 1`: 6 pairs in 5
// rounds, Qf 100, every rule checked again, figures re-scored.
TEST(Styles, DesignStyledWritesAPerfectHalfRoundMovement) {
  StyleRequest style;
  style.half_rounds = true;
  style.stationary = 1;
  auto ranked = DesignStyled({6, 5, 0, 2}, SmallBudget(), style);
  ASSERT_TRUE(ranked.ok()) << ranked.error().ToString();
  for (const Candidate& c : *ranked) {
    EXPECT_EQ(CheckStyle(c.movement, style), std::vector<std::string>{}) << c.name();
    EXPECT_EQ(c.report.moments.SS, reference::Score(c.movement).SS) << c.name();
  }
  EXPECT_NEAR(ranked->front().report.moments.Qf, 100.0, 1e-9);
  // With an odd number of pairs the stationary number goes to a pair that
  // plays every round.
  StyleRequest stationary;
  stationary.stationary = 1;
  auto odd = DesignStyled({7, 5, 0, 2}, SmallBudget(), stationary);
  ASSERT_TRUE(odd.ok()) << odd.error().ToString();
  EXPECT_EQ(CheckStyle(odd->front().movement, stationary), std::vector<std::string>{});

  StyleRequest short_sessions;
  short_sessions.sessions = {2, 2};  // 4 rounds, not 5
  EXPECT_FALSE(DesignStyled({6, 5, 0, 2}, SmallBudget(), short_sessions).ok());
}

// 14 pairs (7 tables) in sessions of 6 and 7 rounds: a group played k times
// a session needs k to divide 42 and 49 and to be at most 6, so only k = 1
// (no half top) would do; refused with that reason, as a task that cannot
// be done (exit status 1), and --copies 2 is named.
TEST(Styles, SessionsThatNoPlayCountFitsAreRefusedAtOnce) {
  StyleRequest style;
  style.sessions = {6, 6, 6, 7, 7, 7};
  const auto refused = DesignStyled({14, 39, 0, 2}, SmallBudget(), style);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().kind, ErrorKind::kFailed);
  EXPECT_NE(refused.error().message.find("no play count fits sessions 6,6,6,7,7,7 on 7 tables"), std::string::npos)
      << refused.error().message;
  EXPECT_NE(refused.error().message.find("--copies 2"), std::string::npos);
}

// The constructions ranked first for `sessions`, in this order, each with
// one table on a group a round and Qf 100, scored again from scratch.
void ExpectConstructedFirst(const BestRequest& request, const std::vector<int>& sessions,
                            const std::vector<std::string>& names) {
  StyleRequest style;
  style.sessions = sessions;
  auto ranked = DesignStyled(request, SmallBudget(), style);
  ASSERT_TRUE(ranked.ok()) << ranked.error().ToString();
  ASSERT_GE(ranked->size(), names.size());
  for (std::size_t i = 0; i < names.size(); ++i) {
    const Candidate& c = (*ranked)[i];
    EXPECT_EQ(c.name(), names[i]);
    EXPECT_EQ(CheckStyle(c.movement, style), std::vector<std::string>{});
    EXPECT_EQ(CheckPlayability(c.movement).most_tables_on_a_group, 1);
    const reference::Figures f = reference::Score(c.movement);
    EXPECT_NEAR(f.Qf, 100.0, 1e-9);
    EXPECT_EQ(c.report.moments.SS, f.SS);
    ASSERT_EQ(c.report.vacancy.Qf1av.has_value(), f.Qf1av.has_value());
    if (f.Qf1av) {
      EXPECT_NEAR(*c.report.vacancy.Qf1av, *f.Qf1av, 1e-9);
    }
  }
}

constexpr const char* kQuartets = "quartets: four pairs on each board group, at two tables";

// The same table's "12 pairs in sessions of 5 and 6 rounds, Qf 100",
// without two tables on a group: the quartets (their pairs move two tables
// at most) rank first, the paired-columns Howell (three) second. The
// quartets of 12 pairs leave a pair's absence at Qf1av 0, so the sextets
// are built too and listed third.
TEST(Styles, QuartetsPairedColumnsAndSextetsReachQf100WithOneTableOnAGroup) {
  ExpectConstructedFirst({12, 11, 0, 2}, {5, 6},
                         {kQuartets, "paired columns of a Hadamard matrix",
                          "sextets: six pairs on each board group, at three tables"});
}

// 16 pairs in three sessions of 5 rounds (the balans pages: Qf 100).
TEST(Styles, QuartetsReachQf100InThreeSessions) { ExpectConstructedFirst({16, 15, 0, 2}, {5, 5, 5}, {kQuartets}); }

// Sessions of whole rounds: the movement search balances the event with
// each session on its own groups (8 pairs in 3 + 3 rounds: 4 groups a
// session, each played 3 times); its design keeps every rule of the style
// and is scored again from scratch.
TEST(Styles, SessionSearchKeepsEachSessionsGroups) {
  StyleRequest style;
  style.sessions = {3, 3};
  auto ranked = DesignStyled({8, 6, 0, 2}, SmallBudget(), style);
  ASSERT_TRUE(ranked.ok()) << ranked.error().ToString();
  bool searched = false;
  for (const Candidate& c : *ranked) {
    EXPECT_EQ(CheckStyle(c.movement, style), std::vector<std::string>{}) << c.name();
    EXPECT_EQ(c.report.moments.SS, reference::Score(c.movement).SS) << c.name();
    searched = searched || c.name().rfind("searched over the sessions", 0) == 0;
  }
  EXPECT_TRUE(searched);
}

// Rounds that are not whole round robins, where the quartets cannot be
// built: the session search with every group at two tables finds their
// layout, 6 pairs in 4 + 4 rounds at Qf 100 (pairs meet once or twice, the
// elements 1 or 2: the least sum of squares), checked by the reference
// scorer.
TEST(Styles, SessionSearchAtTwoTablesReachesQf100) {
  StyleRequest style;
  style.sessions = {4, 4};
  auto ranked = DesignStyled({6, 8, 0, 2}, SmallBudget(), style);
  ASSERT_TRUE(ranked.ok()) << ranked.error().ToString();
  const auto paired = std::find_if(ranked->begin(), ranked->end(), [](const Candidate& c) {
    return c.name().find("each group at two tables") != std::string::npos;
  });
  ASSERT_NE(paired, ranked->end());
  EXPECT_EQ(CheckStyle(paired->movement, style), std::vector<std::string>{});
  EXPECT_EQ(CheckStructure(paired->movement).group_play_counts, std::vector<int>(12, 2));
  EXPECT_NEAR(reference::Score(paired->movement).Qf, 100.0, 1e-9);
  EXPECT_NEAR(ranked->front().report.moments.Qf, 100.0, 1e-9);
}

// The Scheveningen rules straight from the cells, apart from the style's
// checker: a table keeps one group (a main table) or keeps one pair in every
// round it is in play (an appendix table) and plays a group some main table
// keeps; no two main tables keep one group; nobody plays a group twice or
// meets an opponent twice; every group is played equally often.
void ExpectScheveningen(const Movement& m) {
  std::vector<int> keeper(static_cast<std::size_t>(m.groups), -1);
  std::vector<std::vector<int>> groups_at(static_cast<std::size_t>(m.tables));
  for (int t = 0; t < m.tables; ++t) {
    for (int r = 0; r < m.rounds; ++r) {
      if (m.at(r, t).occupied()) groups_at[static_cast<std::size_t>(t)].push_back(m.at(r, t).group);
    }
    const std::vector<int>& g = groups_at[static_cast<std::size_t>(t)];
    if (!g.empty() && std::count(g.begin(), g.end(), g.front()) == static_cast<long>(g.size())) {
      ASSERT_EQ(keeper[static_cast<std::size_t>(g.front())], -1) << "group " << g.front();
      keeper[static_cast<std::size_t>(g.front())] = t;
    }
  }
  for (int t = 0; t < m.tables; ++t) {
    const std::vector<int>& g = groups_at[static_cast<std::size_t>(t)];
    if (g.empty() || keeper[static_cast<std::size_t>(g.front())] == t) continue;
    std::vector<int> stays;
    for (int p = 1; p <= m.contestants; ++p) {
      bool always = true;
      for (int r = 0; r < m.rounds; ++r) {
        if (m.at(r, t).occupied() && !m.Plays(m.at(r, t), p)) always = false;
      }
      if (always) stays.push_back(p);
    }
    EXPECT_EQ(stays.size(), 1u) << "appendix table " << t + 1;
    for (int group : g) EXPECT_GE(keeper[static_cast<std::size_t>(group)], 0) << "appendix table " << t + 1;
  }
  const auto P = static_cast<std::size_t>(m.contestants + 1);
  std::vector<int> plays(P * static_cast<std::size_t>(m.groups), 0), met(P * P, 0), per_group(static_cast<std::size_t>(m.groups), 0);
  for (const Cell& c : m.cells) {
    if (!c.occupied()) continue;
    ++per_group[static_cast<std::size_t>(c.group)];
    for (int p : {c.ns[0], c.ew[0]}) EXPECT_EQ(++plays[static_cast<std::size_t>(p) * static_cast<std::size_t>(m.groups) + static_cast<std::size_t>(c.group)], 1);
    EXPECT_EQ(++met[static_cast<std::size_t>(c.ns[0]) * P + static_cast<std::size_t>(c.ew[0])] +
                  met[static_cast<std::size_t>(c.ew[0]) * P + static_cast<std::size_t>(c.ns[0])],
              1);
  }
  EXPECT_EQ(std::count(per_group.begin(), per_group.end(), per_group.front()), static_cast<long>(per_group.size()));
}

// A Mitchell's boards move; written with one table per group they stay,
// and the balance is the same.
TEST(Styles, BoardsPutAtTheirTablesKeepTheScore) {
  Movement m = Mitchell(7, {1});
  EXPECT_FALSE(CheckBoardsStay(m).empty());  // pairs 8..14 move, and so do the boards
  const std::vector<long long> before = SortedElements(m);
  ASSERT_TRUE(PutBoardsAtTables(m));
  EXPECT_EQ(CheckBoardsStay(m), std::vector<std::string>{});
  ExpectScheveningen(m);
  EXPECT_EQ(SortedElements(m), before);
  for (int t = 0; t < m.tables; ++t) EXPECT_EQ(m.at(0, t).group, t);
  // Tables that share a group in a round cannot keep it.
  Movement relay = m;
  relay.at(0, 1).group = relay.at(0, 0).group;
  EXPECT_FALSE(PutBoardsAtTables(relay));
}

// `generate best --stationary-boards`: for 16 pairs in 6 rounds the
// Scheveningen with two appendix tables (12 rounds x groups shared) is
// among the candidates, and every candidate keeps the rules; 10 pairs in 5
// rounds need no appendix table; 15 pairs play the movement of 16 with one
// pair absent.
TEST(Styles, StationaryBoardsKeepTheRules) {
  StyleRequest style;
  style.boards_stay = true;
  for (const BestRequest request : {BestRequest{16, 6, 0, 2}, BestRequest{10, 5, 0, 2}, BestRequest{15, 7, 0, 2}}) {
    auto ranked = DesignStyled(request, SmallBudget(), style);
    ASSERT_TRUE(ranked.ok()) << ranked.error().ToString();
    bool appendix = false;
    for (const Candidate& c : *ranked) {
      SCOPED_TRACE(c.name());
      EXPECT_EQ(CheckStyle(c.movement, style), std::vector<std::string>{});
      ExpectScheveningen(c.movement);
      EXPECT_EQ(c.report.moments.SS, reference::Score(c.movement).SS);
      EXPECT_EQ(c.shared, CheckPlayability(c.movement).shared);
      if (c.shared > 0 && request.pairs % 2 == 0) {
        appendix = true;
        EXPECT_EQ(c.shared, (c.movement.tables - c.movement.groups) * request.rounds);
      }
    }
    if (request.pairs % 2 == 0) {
      EXPECT_EQ(appendix, request.pairs > 2 * request.rounds) << request.pairs << "x" << request.rounds;
    }
  }
  StyleRequest mixed = style;
  mixed.stationary = 1;
  EXPECT_FALSE(DesignStyled({16, 6, 0, 2}, SmallBudget(), mixed).ok());
}

}  // namespace
}  // namespace movebal
