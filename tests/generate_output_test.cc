#include "cli/generate_output.h"

#include <gtest/gtest.h>

#include <string>

namespace movebal {
namespace {

TEST(GenerateOutput, AddsTheCommonOptionsAfterTheKindsOwn) {
  const auto table = GenerateOptions({{"tables", 't', OptionSpec::Kind::kInt, nullptr, 3, 9, "tables"}});
  ASSERT_GT(table.size(), 1u);
  EXPECT_EQ(std::string(table.front().name), "tables");
  ParsedOptions options;
  EXPECT_EQ(ParseGenerateOptions("test", "", table, {"--tables", "5", "--seed", "7", "--iterations", "100"}, {"tables"}, options),
            -1);
  EXPECT_EQ(options.Int("tables"), 5);
  EXPECT_EQ(options.Text("output"), "-");
  const AnnealOptions anneal = GenerateAnnealOptions(options);
  EXPECT_EQ(anneal.seed, 7u);
  EXPECT_EQ(anneal.iterations, 100);
  EXPECT_EQ(anneal.threads, 1);
  EXPECT_EQ(ParseGenerateOptions("test", "", table, {"--tables", "2"}, {"tables"}, options), 2);  // out of range
  EXPECT_EQ(ParseGenerateOptions("test", "", table, {"stray"}, {}, options), 2);
  EXPECT_EQ(ParseGenerateOptions("test", "", table, {"--seed", "3"}, {"tables"}, options), 2);  // --tables missing
}

}  // namespace
}  // namespace movebal
