#include "cli/generate_output.h"

#include <gtest/gtest.h>

#include <string>

namespace movebal {
namespace {

struct KindSettings : CommonSettings {
  int tables = 0;
};

TEST(GenerateOutput, AddsTheCommonOptionsAfterTheKindsOwn) {
  const auto table = GenerateOptions<KindSettings>({{{"tables", "", nullptr, 3, 9, "tables", nullptr, true}, &KindSettings::tables},
                                                    kSeedOption<KindSettings>, kIterationsOption<KindSettings>,
                                                    kThreadsOption<KindSettings>});
  ASSERT_EQ(table.size(), 8u);  // the kind's four, then output, --force, -q and --help
  EXPECT_EQ(std::string(table[6].info.name), "quiet");
  // A kind that lists -q itself gets it once.
  const auto quiet = GenerateOptions<KindSettings>({kQuietOption<KindSettings>});
  EXPECT_EQ(quiet.size(), 4u);
  EXPECT_EQ(std::string(table.front().info.name), "tables");
  EXPECT_EQ(std::string(table.back().info.name), "help");
  // A kind lists only the shared options it uses.
  const auto plain = GenerateOptions<KindSettings>({{{"tables", "", nullptr, 3, 9, "tables", nullptr, true}, &KindSettings::tables}});
  EXPECT_FALSE(ParseSettings(plain, {"--tables", "5", "--seed", "7"}).ok());
  auto parsed = ParseSettings(table, {"--tables", "5", "--seed", "7", "--iterations", "100", "--threads", "3"});
  ASSERT_TRUE(parsed.ok()) << parsed.error().ToString();
  EXPECT_EQ(parsed->tables, 5);
  EXPECT_EQ(parsed->output, std::nullopt);  // standard output
  const AnnealOptions anneal = AnnealOptionsOf(*parsed, RunOf(*parsed));
  EXPECT_EQ(anneal.run.seed, 7u);
  EXPECT_EQ(anneal.run.budget.MovesOr(0), 100);
  EXPECT_EQ(anneal.run.threads, 3);
  EXPECT_FALSE(ParseSettings(table, {"--tables", "2"}).ok());  // out of range
  EXPECT_FALSE(ParseSettings(table, {"--seed", "3"}).ok());    // --tables missing
}

}  // namespace
}  // namespace movebal
