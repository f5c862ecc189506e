#include "movement/asc_writer.h"

#include <gtest/gtest.h>

#include <random>

#include "test_support.h"

namespace movebal {
namespace {

using testing::MustParse;

TEST(AscWriter, WritesTheBalansLayout) {
  Movement m = MustParse("4 3 1 2 0\n1- 2 A  0- 0 0  3- 4 B\n");
  EXPECT_EQ(FormatAsc(m, {"Qf = 100.00", ""}),
            "4 3 1 2 0\n"
            " 1- 2 A    0- 0 0    3- 4 B\n"
            "# Qf = 100.00\n"
            "#\n");
  m.group_style = GroupStyle::kNumbers;
  EXPECT_EQ(FormatAsc(m), "4 3 1 2 0 g\n 1- 2 1    0- 0 0    3- 4 2\n");
}

TEST(AscWriter, WritesIndividuals) {
  const Movement m = MustParse("8 2 1 1 1\n1 2 3 4 A 5 6 7 8 A\n");
  EXPECT_EQ(FormatAsc(m), "8 2 1 1 1\n 1  2  3  4 A    5  6  7  8 A\n");
}

TEST(AscWriter, GroupLabels) {
  Movement m = Movement::Empty(4, 2, 1, 3);
  EXPECT_EQ(GroupLabel(m, 0), "A");
  EXPECT_EQ(GroupLabel(m, 2), "C");
  EXPECT_EQ(GroupLabel(m, Cell::kEmpty), "0");
  m.group_style = GroupStyle::kNumbers;
  EXPECT_EQ(GroupLabel(m, 2), "3");
  // Beyond Z only numbers work.
  EXPECT_EQ(GroupLabel(Movement::Empty(60, 30, 1, 30), 29), "30");
}

void ExpectRoundTrip(const Movement& m) {
  const std::string text = FormatAsc(m, {"a comment"});
  auto doc = ParseAsc(text, "round-trip");
  ASSERT_TRUE(doc.ok()) << doc.error().ToString() << "\n" << text;
  EXPECT_EQ(doc->movement, m) << text;
}

TEST(AscWriter, RoundTripsRandomMovements) {
  std::mt19937 rng(99);
  for (int i = 0; i < 300; ++i) ExpectRoundTrip(testing::RandomMovement(rng, i % 2 == 1, i % 3 == 0));
}

TEST(AscWriter, RoundTripsMoreThan26NumericGroups) {
  // 60 pairs, 30 tables, a Mitchell on 30 groups: labels run to 30.
  Movement m = testing::Mitchell(29);
  m.group_style = GroupStyle::kNumbers;
  ExpectRoundTrip(m);
  EXPECT_NE(FormatAsc(m).find("58 29 29 29 0 g\n"), std::string::npos);
}

TEST(AscWriter, LettersBeyondZBecomeNumbers) {
  // A movement made with letter style but 29 groups is written with g, and
  // reads back with numeric groups.
  const Movement m = testing::Mitchell(29);
  auto doc = ParseAsc(FormatAsc(m), "letters");
  ASSERT_TRUE(doc.ok()) << doc.error().ToString();
  EXPECT_EQ(doc->movement.group_style, GroupStyle::kNumbers);
  EXPECT_EQ(doc->movement.cells, m.cells);
}

}  // namespace
}  // namespace movebal
