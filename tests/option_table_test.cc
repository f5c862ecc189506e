#include "cli/option_table.h"

#include <gtest/gtest.h>

namespace movebal {
namespace {

using Kind = OptionSpec::Kind;
constexpr OptionSpec kTable[] = {
    {"count", 'n', Kind::kInt, "3", 1, 10, "a count"},
    {"ratio", 0, Kind::kReal, nullptr, 0, 1, "a ratio"},
    {"name", 0, Kind::kText, nullptr, 0, 0, "a name"},
    {"round", 'r', Kind::kList, nullptr, 0, 0, "rounds"},
    {"quiet", 'q', Kind::kFlag, nullptr, 0, 0, "quiet"},
};

TEST(OptionTable, ParsesEveryKindAndFallsBackToDefaults) {
  auto parsed = ParseOptions(kTable, {"-r", "2", "--round", "3,4", "-q", "file.asc", "--ratio", "0.5"});
  ASSERT_TRUE(parsed.ok()) << parsed.error().ToString();
  EXPECT_EQ(parsed->Int("count"), 3);  // the table's default
  EXPECT_DOUBLE_EQ(parsed->Real("ratio"), 0.5);
  EXPECT_FALSE(parsed->Has("name"));
  EXPECT_EQ(parsed->List("round"), (std::vector<std::string>{"2", "3", "4"}));
  EXPECT_TRUE(parsed->Flag("quiet"));
  EXPECT_EQ(parsed->positional(), std::vector<std::string>{"file.asc"});
}

TEST(OptionTable, RejectsValuesOutsideTheTable) {
  auto high = ParseOptions(kTable, {"-n", "11"});
  ASSERT_FALSE(high.ok());
  EXPECT_EQ(high.error().message, "--count must be between 1 and 10, not 11");
  auto fraction = ParseOptions(kTable, {"-n", "2.5"});
  ASSERT_FALSE(fraction.ok());
  EXPECT_EQ(fraction.error().message, "--count expects a whole number, not '2.5'");
  EXPECT_FALSE(ParseOptions(kTable, {"--ratio", "half"}).ok());
  EXPECT_FALSE(ParseOptions(kTable, {"--colour", "red"}).ok());
  EXPECT_FALSE(ParseOptions(kTable, {"--cou", "2"}).ok());  // no guessing of abbreviations
}

TEST(OptionTable, NamesTheMissingOptions) {
  auto parsed = ParseOptions(kTable, {"--name", "x"});
  ASSERT_TRUE(parsed.ok());
  EXPECT_EQ(parsed->Missing({"name", "count"}), std::nullopt);  // count has a default
  EXPECT_EQ(parsed->Missing({"ratio"}), "--ratio is required");
  EXPECT_EQ(parsed->Missing({"ratio", "name", "round"}), "--ratio and --round are required");
  EXPECT_EQ(parsed->Missing({"ratio", "round", "quiet"}), "--ratio, --round and --quiet are required");
}

TEST(OptionTable, HelpComesFromTheTable) {
  const std::string help = OptionHelp(kTable);
  EXPECT_NE(help.find("-n, --count N"), std::string::npos) << help;
  EXPECT_NE(help.find("a count [1..10] (default 3)"), std::string::npos) << help;
  EXPECT_NE(help.find("-r, --round LIST"), std::string::npos);
}

}  // namespace
}  // namespace movebal
