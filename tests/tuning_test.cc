#include "search/tuning.h"

#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <string>

#include "test_support.h"

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

// The hidden --tune of optimise: the default proposals follow the table,
// bad settings exit 2 with the reason, and --help does not show it.
TEST(TuneOption, SetsWhatOptimiseReadsAndRefusesBadSettings) {
  const std::string file = testing::kSourceDir + "/movements/mitchell-07t.asc";
  const auto iterations = [&](const std::string& tune) {
    const auto run = testing::RunMovebal("optimise -q --json --threads 1 " + tune + " -o /dev/null " + file);
    EXPECT_EQ(run.status, 0) << run.err;
    const std::size_t at = run.out.find("\"iterations\": ");
    return at == std::string::npos ? std::string("none") : run.out.substr(at + 14, run.out.find(',', at) - at - 14);
  };
  // 49 free cells: 10,000 proposals each by default, 3 each when tuned.
  EXPECT_EQ(iterations(""), "490000");
  EXPECT_EQ(iterations("--tune anneal_moves_per_cell=3 --tune anneal_moves_least=1"), "147");
  for (const char* bad : {"--tune bogus=1", "--tune anneal_cool=1000", "--tune anneal_bands=x"}) {
    const auto run = testing::RunMovebal(std::string("optimise -q ") + bad + " " + file);
    EXPECT_EQ(run.status, 2) << bad;
    EXPECT_NE(run.err.find("--tune"), std::string::npos) << bad << ": " << run.err;
  }
  EXPECT_EQ(testing::RunMovebal("optimise --help").out.find("--tune"), std::string::npos);
  EXPECT_EQ(testing::RunMovebal("generate best --help").out.find("--tune"), std::string::npos);
  EXPECT_EQ(testing::RunMovebal("generate best --pairs 8 --rounds 7 --tune bogus=1").status, 2);
}

}  // namespace
}  // namespace movebal
