#include "search/tuning.h"

#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <string>

namespace movebal {
namespace {

TEST(Tuning, DefaultsLieInTheirRanges) {
  std::set<std::string_view> names;
  for (const TuningEntry& e : TuningTable()) {
    EXPECT_TRUE(names.insert(e.name).second) << e.name << " declared twice";
    EXPECT_LE(e.low, e.value) << e.name;
    EXPECT_LE(e.value, e.high) << e.name;
    if (e.integral) {
      EXPECT_EQ(e.value, std::floor(e.value)) << e.name;
    }
    EXPECT_FALSE(e.why.empty()) << e.name;
  }
  EXPECT_GT(names.size(), 20u);
}

class TuningSet : public ::testing::Test {
 protected:
  void TearDown() override { ResetTuning(); }
};

TEST_F(TuningSet, ChangesWhatTheSearchesRead) {
  ASSERT_TRUE(SetTuning("anneal_warm_high=2.5").ok());
  EXPECT_EQ(tuning().anneal_warm_high, 2.5);
  ASSERT_TRUE(SetTuning("cyclic_moves_per_cycle=1000").ok());
  EXPECT_EQ(tuning().cyclic_moves_per_cycle, 1000);
  ResetTuning();
  EXPECT_EQ(tuning().anneal_warm_high, 2.0);
  EXPECT_EQ(tuning().cyclic_moves_per_cycle, 30000);
}

TEST_F(TuningSet, RefusesUnknownNamesAndBadValues) {
  for (const char* bad : {"no_such_constant=1", "anneal_warm_high", "anneal_warm_high=", "anneal_warm_high=hot",
                          "anneal_warm_high=1000", "anneal_warm_high=nan", "anneal_bands=2.5", "anneal_bands=0",
                          "anneal_bands=3x", "=3"}) {
    const Status s = SetTuning(bad);
    ASSERT_FALSE(s.ok()) << bad;
    EXPECT_EQ(s.error().kind, ErrorKind::kInput) << bad;
    EXPECT_NE(s.error().message.find("--tune"), std::string::npos) << bad;
  }
  EXPECT_EQ(tuning().anneal_warm_high, 2.0);  // nothing changed
  EXPECT_EQ(tuning().anneal_bands, 3);
  EXPECT_TRUE(SetTuning("anneal_bands=64").ok());  // the ends of the range are allowed
}

}  // namespace
}  // namespace movebal
