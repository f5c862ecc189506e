// The "to repeat" line (issue 20, item 16): written from the option table and
// the values in force, shell-quoted, so that pasting it back gives the same
// output byte for byte. Move budgets, not time, make the runs repeatable.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "test_support.h"

namespace movebal {
namespace {

using testing::kBinary;
using testing::kSourceDir;
using testing::ReadFile;

// A path as one shell word, written here independently of the program's own quoting.
std::string Quoted(const std::string& path) {
  std::string quoted = "'";
  for (char c : path) quoted += c == '\'' ? std::string("'\"'\"'") : std::string(1, c);
  return quoted + "'";
}

// The line after "# to repeat: " in a written file ("" when there is none).
std::string RepeatLineOf(const std::string& text) {
  const std::string mark = "# to repeat: ";
  const std::size_t at = text.find(mark);
  if (at == std::string::npos) return "";
  const std::size_t start = at + mark.size();
  return text.substr(start, text.find('\n', start) - start);
}

// Runs `movebal ARGS -o first`, then the repeat line it wrote with `-o
// second`, and expects the two files to be the same.
void ExpectRepeats(const std::string& args, const std::string& name) {
  const std::string dir = ::testing::TempDir() + "repeat_" + std::to_string(getpid()) + "_" + name + "/";
  std::filesystem::create_directories(dir);
  const std::string first = dir + "first.asc", second = dir + "second.asc";
  ASSERT_EQ(std::system((kBinary + " " + args + " -o " + Quoted(first) + " 2>/dev/null").c_str()), 0) << args;
  const std::string written = ReadFile(first);
  const std::string line = RepeatLineOf(written);
  ASSERT_EQ(line.rfind("movebal ", 0), 0u) << args << "\n" << written;
  EXPECT_EQ(line.find(" -q"), std::string::npos) << line;  // no option that leaves the result alone
  EXPECT_EQ(line.find("--output"), std::string::npos) << line;
  const std::string again = kBinary + line.substr(std::string("movebal").size()) + " -o " + Quoted(second);
  ASSERT_EQ(std::system((again + " 2>/dev/null").c_str()), 0) << again;
  EXPECT_EQ(ReadFile(second), written) << args << "\nrepeated as: " << line;
  std::filesystem::remove_all(dir);
}

TEST(RepeatLine, OptimiseRepeatsWithEveryOptionThatDecidesTheResult) {
  const std::string dir = ::testing::TempDir() + "repeat_inputs_" + std::to_string(getpid()) + "/";
  std::filesystem::create_directories(dir);
  // A file name the shell must have quoted.
  const std::string input = dir + "my 'mitchell' 7.asc";
  std::filesystem::copy_file(kSourceDir + "/movements/mitchell-07t.asc", input);
  const std::string matrix = dir + "fixed cells.txt";
  std::ofstream(matrix) << "1100000\n" << std::string("0000000\n") + "0000000\n0000000\n0000000\n0000000\n0000000\n";
  const std::string file = " -q " + Quoted(input);
  int n = 0;
  for (const std::string& options : std::vector<std::string>{
           "-s 3000 --seed 7 --threads 2 -z --w1 1.5 --w2 0.5 --d4", "-s 3000 --seed 3 --threads 1 -r 2 -t 3 -i 4 -j B",
        "-s 3000 --threads 2 -f 3 --restarts 1 --schedule slow", "-s 3000 --seed 9 --threads 1 -R 2",
        "-s 3000 --seed 9 --threads 1 -D 4", "-s 3000 --seed 9 --threads 1 -I 5 -v 6",
        "-s 3000 --seed 9 --threads 1 -J C -P 2-9", "-s 3000 --seed 11 --threads 1 -a " + Quoted(matrix)}) {
    ExpectRepeats(options + file, "optimise" + std::to_string(++n));
  }
  std::filesystem::remove_all(dir);
}

TEST(RepeatLine, GeneratorsRepeatWithTheirSearchOptions) {
  ExpectRepeats("generate mitchell --tables 6 -b --seed 2 -s 2000 --threads 2", "mitchell");
  ExpectRepeats("generate howell --pairs 10 -b --seed 4 -s 2000 --threads 1 --candidates 2", "howell");
  ExpectRepeats("generate best --pairs 10 --rounds 5 --tables 5 --candidates 2 --moves 3000 -s 2000 --seed 3 --threads 1",
                "best");
}

// A title with control characters (a newline, a tab) and quotes stays one
// line in the file, quoted so that the shell gives back the same title.
TEST(RepeatLine, ATitleWithANewlineIsQuotedFaithfully) {
  if (std::system("command -v bash >/dev/null 2>&1") != 0) GTEST_SKIP() << "bash is not installed";
  const std::string dir = ::testing::TempDir() + "repeat_title_" + std::to_string(getpid()) + "/";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string title = "a\nb\tc 'd' \\e";
  std::ofstream(dir + "title.txt") << title;
  const auto run = testing::RunMovebal("session --pairs 8 --rounds 7 --boards 3 -T 0.2 --threads 1 --title \"$(cat " +
                                       Quoted(dir + "title.txt") + ")\" -o " + Quoted(dir + "evening"));
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string line = RepeatLineOf(ReadFile(dir + "evening/movement.asc"));
  ASSERT_EQ(line.rfind("movebal session ", 0), 0u) << line;
  // The line read by bash, with movebal a function that prints the title.
  std::ofstream(dir + "decode.sh") << "movebal() { while [ $# -gt 0 ]; do [ \"$1\" = --title ] && printf %s \"$2\"; "
                                      "shift; done; }\n"
                                   << line << "\n";
  ASSERT_EQ(std::system(("bash " + Quoted(dir + "decode.sh") + " >" + Quoted(dir + "decoded.txt")).c_str()), 0) << line;
  EXPECT_EQ(ReadFile(dir + "decoded.txt"), title) << line;
  std::filesystem::remove_all(dir);
}

// The JSON report carries the same line.
TEST(RepeatLine, JsonCarriesTheSameLine) {
  const std::string file = kSourceDir + "/movements/mitchell-05t.asc";
  const auto run = testing::RunMovebal("optimise --json -q -s 500 --seed 2 --threads 1 -r 1 -z " + file);
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("\"repeat\": \"movebal optimise --iterations 500 --seed 2 --threads 1 --fix-round 1 --randomise " + file +
                         "\""),
            std::string::npos)
      << run.out;
}

}  // namespace
}  // namespace movebal
