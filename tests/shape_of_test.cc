// The shape `generate best --like FILE` designs to (design/shape_of.h):
// stanzas, sets of boards and boards that stay, read from movements whose
// shape is known, and the command that designs to it.
#include "design/shape_of.h"

#include <gtest/gtest.h>

#include <random>

#include "editing/edit_operations.h"
#include "test_support.h"

namespace movebal {
namespace {

Movement File(const std::string& name) { return testing::MustParse(testing::ReadFile(testing::kSourceDir + "/movements/" + name)); }

TEST(ShapeOf, ReadsStanzasSetsAndBoardsThatStay) {
  auto scheveningen = ShapeOf(File("scheveningen-16p-06r.asc"));
  ASSERT_TRUE(scheveningen.ok());
  EXPECT_EQ(scheveningen->pairs, 16);
  EXPECT_EQ(scheveningen->rounds, 6);
  EXPECT_EQ(scheveningen->tables, 8);
  EXPECT_EQ(scheveningen->copies, 2);  // the appendix tables share
  EXPECT_TRUE(scheveningen->boards_stay);
  EXPECT_TRUE(scheveningen->sessions.empty());
  EXPECT_EQ(scheveningen->Describe(), "16 pairs, 6 rounds, 8 tables, 6 groups, 2 sets of boards, boards stay");

  auto three = ShapeOf(File("perfect-18p-17r-three-sessions.asc"));
  ASSERT_TRUE(three.ok());
  EXPECT_EQ(three->sessions, (std::vector<int>{6, 6, 5}));
  EXPECT_EQ(three->copies, 1);

  const Movement mitchell = File("mitchell-07t.asc");
  auto plain = ShapeOf(mitchell);
  ASSERT_TRUE(plain.ok());
  EXPECT_TRUE(plain->sessions.empty());
  EXPECT_FALSE(plain->boards_stay);
  EXPECT_EQ(plain->Describe(), "14 pairs, 7 rounds, 7 tables, 7 groups, one set of boards");
  // A barometer's rounds each have boards of their own: no stanzas of one round.
  auto barometer = Barometer(mitchell);
  ASSERT_TRUE(barometer.ok());
  auto all_at_once = ShapeOf(*barometer);
  ASSERT_TRUE(all_at_once.ok());
  EXPECT_TRUE(all_at_once->sessions.empty());
  EXPECT_EQ(all_at_once->copies, 7);
}

TEST(ShapeOf, RefusesSectionsAndIndividuals) {
  auto two = SideBySide(File("mitchell-07t.asc"), File("mitchell-07t.asc"));
  ASSERT_TRUE(two.ok());
  EXPECT_FALSE(ShapeOf(*two).ok());
  std::mt19937 rng(3);
  EXPECT_FALSE(ShapeOf(testing::RandomMovement(rng, true, true)).ok());
}

TEST(ShapeOf, GenerateBestDesignsToTheShapeOfAMovement) {
  const std::string file = testing::kSourceDir + "/movements/perfect-10p-18r-two-sessions.asc";
  const auto run = testing::RunMovebal("generate best --like " + file + " --moves 20000 -s 2000 --threads 1");
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string said = "like " + file + " (10 pairs, 18 rounds, 5 tables, 18 groups, stanzas 9,9, one set of boards): its Qf 100.00";
  EXPECT_NE(run.err.find(said), std::string::npos) << run.err;
  EXPECT_NE(run.out.find("# " + said), std::string::npos);
  // The movement itself is among the candidates, its arrows balanced.
  EXPECT_NE(run.out.find("  " + file + ", arrows balanced"), std::string::npos) << run.out;
  const Movement m = testing::MustParse(run.out);
  EXPECT_EQ(m.contestants, 10);
  EXPECT_EQ(m.rounds, 18);
  EXPECT_EQ(m.groups, 18);  // as many groups as the published, each played as often
  auto shape = ShapeOf(m);
  ASSERT_TRUE(shape.ok());
  EXPECT_EQ(shape->sessions, (std::vector<int>{9, 9}));
  EXPECT_EQ(testing::RunMovebal("generate best --like " + file + " --pairs 10").status, 2);
  const auto missing = testing::RunMovebal("generate best --rounds 7");
  EXPECT_EQ(missing.status, 2);
  EXPECT_NE(missing.err.find("--pairs is required (or --like)"), std::string::npos) << missing.err;
  EXPECT_EQ(testing::RunMovebal("generate best --like /nonexistent.asc").status, 2);
}

}  // namespace
}  // namespace movebal
