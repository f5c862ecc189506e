#include "movement/asc_reader.h"

#include <gtest/gtest.h>

namespace movebal {
namespace {

TEST(AscReader, ReadsThePairsExampleOfTheSpec) {
  auto doc = ParseAsc("8 6 6 6 0\n"
                      " 1- 2 A  3- 4 B  5- 6 C  7- 8 D  0- 0 0  0- 0 0 \n"
                      " 3- 6 A  1- 7 B  0- 0 0  0- 0 0  5- 8 E  4- 2 F \n"
                      " 7- 5 A  8- 6 B  1- 4 C  2- 3 D  0- 0 0  0- 0 0 \n"
                      " 4- 8 A  0- 0 0  0- 0 0  1- 6 D  2- 7 E  5- 3 F \n"
                      " 0- 0 0  5- 2 B  3- 7 C  0- 0 0  6- 4 E  1- 8 F \n"
                      " 0- 0 0  0- 0 0  8- 2 C  5- 4 D  1- 3 E  7- 6 F \n",
                      "example");
  ASSERT_TRUE(doc.ok()) << doc.error().ToString();
  const Movement& m = doc->movement;
  EXPECT_EQ(m.contestants, 8);
  EXPECT_EQ(m.tables, 6);
  EXPECT_EQ(m.rounds, 6);
  EXPECT_EQ(m.OccupiedCells(), 24);
  EXPECT_EQ(m.at(1, 4).ns[0], 5);
  EXPECT_EQ(m.at(1, 4).ew[0], 8);
  EXPECT_EQ(m.at(1, 4).group, 4);
  EXPECT_FALSE(m.at(1, 2).occupied());
}

}  // namespace
}  // namespace movebal
