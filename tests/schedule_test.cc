#include "search/schedule.h"

#include <gtest/gtest.h>

namespace movebal {
namespace {

TEST(CoolingSchedule, FallsGeometricallyFromHotToCold) {
  const CoolingSchedule s(8.0, 0.5, 4);
  EXPECT_DOUBLE_EQ(s.At(0), 8.0);
  EXPECT_DOUBLE_EQ(s.At(1), 0.5);
  EXPECT_DOUBLE_EQ(s.At(0.5), 2.0);  // sqrt(8 * 0.5)
  EXPECT_DOUBLE_EQ(s.Factor(), 0.5);  // (1/16)^(1/4)
  double t = s.hot();
  for (int k = 0; k < s.moves(); ++k) t *= s.Factor();
  EXPECT_NEAR(t, s.cold(), 1e-12);
}

TEST(CoolingSchedule, Ladder) {
  const std::vector<double> ladder = CoolingSchedule::Ladder(1.0, 8.0, 4);
  ASSERT_EQ(ladder.size(), 4u);
  EXPECT_DOUBLE_EQ(ladder[0], 1.0);
  EXPECT_DOUBLE_EQ(ladder[1], 2.0);
  EXPECT_DOUBLE_EQ(ladder[2], 4.0);
  EXPECT_DOUBLE_EQ(ladder[3], 8.0);
  EXPECT_EQ(CoolingSchedule::Ladder(1.0, 8.0, 1), std::vector<double>{1.0});
}

}  // namespace
}  // namespace movebal
