#include "pair_movements/paired_columns.h"

#include <gtest/gtest.h>

#include <vector>

#include "perfect_sessions.h"

namespace movebal {
namespace {

// The paired-columns Howell, each group at pairs / 4 tables.
void ExpectPairedColumns(int pairs, const std::vector<int>& sessions, std::int64_t steps) {
  auto made = PairedColumnsHowell(pairs, sessions, 1, steps);
  ASSERT_TRUE(made.ok()) << made.error().ToString();
  ASSERT_EQ(made->contestants, pairs);
  ExpectPerfectSessions(*made, sessions, pairs / 4);
}

// The balans pages' perfect rows "12 pairs, 11 rounds in sessions of 5 and
// 6" and "16 pairs, 15 rounds in sessions of 7 and 8".
TEST(PairedColumns, TwelvePairsInFiveAndSixRounds) { ExpectPairedColumns(12, {5, 6}, 4'000'000); }
TEST(PairedColumns, SixteenPairsInSevenAndEightRounds) { ExpectPairedColumns(16, {7, 8}, 4'000'000); }
// Two round robins, every two pairs meeting twice; 8 pairs, a group at two
// tables, in sessions that cut across the round robins.
TEST(PairedColumns, TwelvePairsInTwoRoundRobins) { ExpectPairedColumns(12, {5, 6, 5, 6}, 10'000'000); }
TEST(PairedColumns, EightPairsInTwoRoundRobins) { ExpectPairedColumns(8, {4, 4, 6}, 4'000'000); }

TEST(PairedColumns, RefusesShapesItCannotBuild) {
  EXPECT_FALSE(PairedColumnsRefusal(14, {6, 7}).empty());      // not a multiple of 4
  EXPECT_FALSE(PairedColumnsRefusal(12, {5, 5}).empty());      // not whole round robins of 11 rounds
  EXPECT_FALSE(PairedColumnsRefusal(16, {5, 5, 5}).empty());   // sessions shorter than 4 + 2
  EXPECT_FALSE(PairedColumnsRefusal(24, {11, 12}).empty());    // beyond 20 pairs
  EXPECT_FALSE(PairedColumnsRefusal(4, {3}).empty());          // a group at one table compares nothing
  EXPECT_TRUE(PairedColumnsRefusal(20, {9, 10}).empty());
  // The generator says so too, before any search.
  EXPECT_FALSE(PairedColumnsHowell(16, {5, 5, 5}, 1, 1'000'000).ok());
}

}  // namespace
}  // namespace movebal
