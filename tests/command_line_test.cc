// The command line as a user meets it: suggestions, help, exit statuses and
// output that cannot be written.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <filesystem>

#include "movement/asc_reader.h"
#include "test_support.h"

namespace movebal {
namespace {

using testing::kSourceDir;
using testing::RunMovebal;

TEST(CommandLine, MistypedSubtoolsAndKindsGetASuggestion) {
  const auto subtool = RunMovebal("chek x.asc");
  EXPECT_EQ(subtool.status, 2);
  EXPECT_NE(subtool.err.find("did you mean 'check'?"), std::string::npos) << subtool.err;
  const auto kind = RunMovebal("generate mitchel --tables 3");
  EXPECT_EQ(kind.status, 2);
  EXPECT_NE(kind.err.find("did you mean 'mitchell'?"), std::string::npos) << kind.err;
}

TEST(CommandLine, EveryHelpExitsZero) {
  for (const char* tool : {"check", "optimise", "count", "list", "verify", "generate", "generate mitchell",
                           "generate howell", "generate best", "generate carryover", "generate roundrobin",
                           "generate whist"}) {
    const auto help = RunMovebal(std::string(tool) + " --help");
    EXPECT_EQ(help.status, 0) << tool << ": " << help.err;
    EXPECT_NE(help.out.find("usage: movebal"), std::string::npos) << tool;
  }
}

// No arguments is a usage error: the usage goes to standard error, as every
// other usage error's message does, and standard output stays empty.
TEST(CommandLine, NoArgumentsPrintsTheUsageOnStandardError) {
  const auto bare = RunMovebal("");
  EXPECT_EQ(bare.status, 2);
  EXPECT_EQ(bare.out, "");
  EXPECT_NE(bare.err.find("usage: movebal"), std::string::npos) << bare.err;
  const auto help = RunMovebal("--help");
  EXPECT_EQ(help.status, 0);
  EXPECT_NE(help.out.find("usage: movebal"), std::string::npos) << help.out;
  EXPECT_EQ(help.err, "");
}

TEST(CommandLine, OutputThatCannotBeWrittenIsAFailure) {
  if (!std::filesystem::exists("/dev/full")) GTEST_SKIP() << "no /dev/full";
  const int status = std::system((testing::kBinary + " check " + kSourceDir + "/movements/mitchell-05t.asc >/dev/full 2>/dev/null").c_str());
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 1);
  const int generated = std::system((testing::kBinary + " generate mitchell --tables 5 -o /dev/full 2>/dev/null").c_str());
  ASSERT_TRUE(WIFEXITED(generated));
  EXPECT_EQ(WEXITSTATUS(generated), 1);
}

TEST(CommandLine, GeneratorsRefuseSizesTheReaderWouldRefuse) {
  const auto too_big = RunMovebal("generate mitchell --tables 129");
  EXPECT_EQ(too_big.status, 2);
  EXPECT_NE(too_big.err.find("3..128"), std::string::npos) << too_big.err;
  const auto largest = RunMovebal("generate mitchell --tables 127");
  ASSERT_EQ(largest.status, 0) << largest.err;
  auto doc = ParseAsc(largest.out, "127 tables");
  ASSERT_TRUE(doc.ok()) << doc.error().ToString();
  EXPECT_EQ(doc->movement.contestants, 254);
}

}  // namespace
}  // namespace movebal
