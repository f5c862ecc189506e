#include "design_search/cyclic_search.h"

#include <gtest/gtest.h>

#include <set>
#include <utility>
#include <variant>

#include "design/styles.h"
#include "movement/playability.h"
#include "movement/structure_check.h"
#include "reference_scorer.h"

namespace movebal {
namespace {

DesignShape Appendix(int pairs, int rounds) { return DesignShape{pairs, rounds, BoardsStay{}}; }
DesignShape Plain(int pairs, int rounds) { return DesignShape{pairs, rounds}; }

TEST(CyclicSearch, ShapesWithAndWithoutACyclicForm) {
  // Lines of moving pairs beside a few that stay: 16 = 2 x 7 + 1 + the
  // appendix pair; 14 = 8 + 6 with 8 moving groups on 7 tables.
  for (const DesignShape& shape : {Appendix(16, 7), Appendix(16, 6), Appendix(14, 6), Plain(16, 7), Plain(16, 6),
                                   Plain(14, 8), Plain(12, 6)}) {
    EXPECT_TRUE(CheckCyclicShape(shape).ok()) << shape.pairs << "x" << shape.rounds;
  }
  EXPECT_FALSE(CheckCyclicShape(DesignShape{16, 15, BoardsMove{0, {5, 5, 5}}}).ok());  // sessions
  EXPECT_FALSE(CheckCyclicShape(Plain(4, 6)).ok());    // fewer pairs than rounds: no line
  EXPECT_FALSE(CheckCyclicShape(Appendix(12, 6)).ok());  // no appendix table needed
}

// What every design must be, checked on the movement alone: playable, the
// boards at their tables where there are appendix tables (sharing only
// there), and the SS it was ranked by that of the reference scorer.
void ExpectSound(const DesignShape& shape, const CyclicDesign& d) {
  const Movement& m = d.movement;
  ASSERT_TRUE(CheckStructure(m).errors.empty());
  const PlayabilityReport play = CheckPlayability(m);
  ASSERT_TRUE(play.ok()) << play.problems.front();
  EXPECT_EQ(m.tables, shape.tables());
  EXPECT_EQ(m.groups, shape.group_count());
  EXPECT_EQ(reference::Score(m).SS, d.ss);
  if (std::holds_alternative<BoardsStay>(shape.boards)) {
    EXPECT_TRUE(CheckBoardsStay(m).empty());
    EXPECT_EQ(play.shared, shape.appendix_tables() * shape.rounds);
  } else {
    EXPECT_EQ(play.shared, 0);
  }
}

// Each chain's few best, distinct and least SS first, sound on every shape
// kind: appendix tables, groups that stay at a table (16 x 6: 8 groups, 6
// of them moving), more groups than tables (14 x 8, 10 x 6).
TEST(CyclicSearch, DesignsArePlayableAndScoredAsTheReferenceScores) {
  for (const DesignShape& shape : {Appendix(16, 7), Appendix(14, 6), Plain(16, 6), Plain(14, 8), Plain(10, 6)}) {
    DesignOptions options;
    options.run.budget = options.run.budget.WithMoves(100000);
    options.run.threads = 2;
    auto found = SearchCyclicMovements(shape, options);
    ASSERT_TRUE(found.ok()) << found.error().ToString();
    ASSERT_FALSE(found->empty());
    std::set<std::int64_t> seen;
    for (std::size_t i = 0; i < found->size(); ++i) {
      SCOPED_TRACE(testing::Message() << shape.pairs << "x" << shape.rounds
                                      << (std::holds_alternative<BoardsStay>(shape.boards) ? " appendix" : "") << " #" << i);
      ExpectSound(shape, (*found)[i]);
      EXPECT_TRUE(seen.insert((*found)[i].ss).second) << "repeated";
      if (i > 0) {
        EXPECT_LE((*found)[i - 1].ss, (*found)[i].ss);
      }
    }
  }
}

// The published TEAM Scheveningens of the balans pages for 16 pairs (Qf
// 78.74 in 7 rounds with one appendix table, 76.92 in 6 with two) and the
// TEAM movement for 14 pairs in 8 rounds (82.46): the cyclic search reaches
// each with the same tables and the same sharing. At 800,000 moves a chain
// reaches 76.92 for about half the seeds (seed 1 of the kit's stream does
// not); twice that reaches it for every seed tried.
TEST(CyclicSearch, ReachesThePublishedTeamMovements) {
  const struct {
    DesignShape shape;
    double published;
    std::int64_t moves;
  } rows[] = {{Appendix(16, 7), 78.74, 800000}, {Appendix(16, 6), 76.92, 1600000}, {Plain(14, 8), 82.46, 800000}};
  for (const auto& row : rows) {
    DesignOptions options;
    options.run.budget = options.run.budget.WithMoves(row.moves);
    options.run.threads = 2;
    auto found = SearchCyclicMovements(row.shape, options);
    ASSERT_TRUE(found.ok()) << found.error().ToString();
    ExpectSound(row.shape, found->front());
    EXPECT_GE(reference::Score(found->front().movement).Qf, row.published - 0.005)
        << row.shape.pairs << "x" << row.shape.rounds;
  }
}

TEST(CyclicSearch, SameSeedAndThreadsGiveTheSameMovements) {
  DesignOptions options;
  options.run.budget = options.run.budget.WithMoves(50000);
  options.run.threads = 2;
  options.run.seed = 7;
  auto a = SearchCyclicMovements(Appendix(16, 6), options);
  auto b = SearchCyclicMovements(Appendix(16, 6), options);
  ASSERT_TRUE(a.ok() && b.ok());
  ASSERT_EQ(a->size(), b->size());
  for (std::size_t i = 0; i < a->size(); ++i) EXPECT_EQ((*a)[i].movement, (*b)[i].movement);
}

TEST(CyclicSearch, StopFlagEndsTheSearch) {
  std::atomic<bool> stop{true};
  DesignOptions options;
  options.run.budget = options.run.budget.WithMoves(1000000000);
  options.run.budget = options.run.budget.WithStop(&stop);
  auto found = SearchCyclicMovements(Plain(16, 7), options);
  ASSERT_FALSE(found.ok());
  EXPECT_EQ(found.error().kind, ErrorKind::kInterrupted);
}

}  // namespace
}  // namespace movebal
