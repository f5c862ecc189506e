// The preamble that each subtool's table row asks for (cli/subtools.h, Needs;
// cli/command.h): the rows agree with the options, and through the real
// binary the checks come in their order (options, outputs, movement,
// playability, the boards warning), each failure ending the run before the
// next step touches a file.
#include "cli/command.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>

#include "cli/generate_kinds.h"
#include "cli/subtools.h"
#include "test_support.h"

namespace movebal {
namespace {

namespace fs = std::filesystem;
using testing::RunMovebal;

bool HasOption(const Subtool& tool, const std::string& name) {
  const auto options = tool.options().options;
  return std::any_of(options.begin(), options.end(), [&](const OptionInfo& info) { return info.name == name; });
}

TEST(SubtoolNeeds, EachRowAgreesWithItsOptions) {
  std::vector<const Subtool*> rows;
  for (const Subtool& tool : Subtools()) {
    if (tool.options != nullptr) rows.push_back(&tool);
  }
  for (const Subtool& kind : GenerateKinds()) rows.push_back(&kind);
  for (const Subtool* tool : rows) {
    const Needs& needs = tool->needs;
    // An output is opened from -o, and an existing one is replaced only with --force.
    if (needs.opens != Opens::kNothing) {
      EXPECT_TRUE(HasOption(*tool, "output") && HasOption(*tool, "force")) << tool->name;
    }
    // --allow-unplayable is read by the preamble alone: a tool with the option
    // that did not ask for the check would ignore it.
    EXPECT_EQ(HasOption(*tool, "allow-unplayable"), needs.reads == Reads::kPlayableMovement) << tool->name;
    if (needs.reads == Reads::kPlayableMovement) {
      EXPECT_TRUE(HasOption(*tool, "boards")) << tool->name;
    }
  }
  // Every kind writes one result, never over a file by accident; optimise -m
  // replaces the file as balans does.
  for (const Subtool& kind : GenerateKinds()) {
    EXPECT_EQ(kind.needs.opens, Opens::kOutput) << kind.name;
    EXPECT_EQ(kind.needs.existing, Existing::kRefuse) << kind.name;
  }
  const Needs& optimise = FindSubtool(Subtools(), "optimise")->needs;
  EXPECT_EQ(optimise.opens, Opens::kNamedOutput);
  EXPECT_EQ(optimise.existing, Existing::kReplace);
  EXPECT_EQ(optimise.reads, Reads::kMovement);
}

// Which outputs are opened: standard output unless a file is named, and with
// a page alone only the page; a named output only when it is named.
TEST(OpenOutputs, StandardOutputUnlessAFileIsNamed) {
  const auto opened = [](Opens opens, std::optional<std::string> output, std::optional<std::string> page) {
    CommonSettings settings;
    settings.output = std::move(output);
    std::optional<OutputFile> page_file, output_file;
    EXPECT_TRUE(OpenOutputs(Needs{.opens = opens}, settings, page, page_file, output_file).ok());
    return (page_file ? page_file->path() : "none") + ", " + (output_file ? output_file->path() : "none");
  };
  EXPECT_EQ(opened(Opens::kOutput, std::nullopt, std::nullopt), "none, -");
  EXPECT_EQ(opened(Opens::kOutput, "/dev/null", std::nullopt), "none, /dev/null");
  EXPECT_EQ(opened(Opens::kOutput, std::nullopt, "/dev/null"), "/dev/null, none");
  EXPECT_EQ(opened(Opens::kOutput, "-", "/dev/null"), "/dev/null, -");
  EXPECT_EQ(opened(Opens::kNamedOutput, std::nullopt, std::nullopt), "none, none");
  EXPECT_EQ(opened(Opens::kNamedOutput, "-", std::nullopt), "none, -");
  EXPECT_EQ(opened(Opens::kNothing, "-", std::nullopt), "none, none");
}

// A folder of its own per test, with a file that exists already.
class Preamble : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(::testing::TempDir()) / ("preamble_" + std::to_string(getpid()) + "_" +
                                             ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    std::ofstream(Path("exists.txt")) << "old\n";
  }
  void TearDown() override { fs::remove_all(dir_); }
  std::string Path(const std::string& name) const { return (dir_ / name).string(); }

  fs::path dir_;
  const std::string movement_ = testing::kSourceDir + "/movements/mitchell-03t.asc";
};

TEST_F(Preamble, AnUnreadableMovementCreatesNoOutput) {
  const std::string missing = Path("missing.asc");
  const std::string read_error = missing + ": cannot open the file for reading: No such file or directory\n";
  const std::map<std::string, std::string> runs = {
      {"export", "export " + missing + " --boards 3 -o " + Path("out.csv")},
      {"cards", "cards " + missing + " --boards 3 -o " + Path("out.txt") + " --html " + Path("out.html")},
      {"optimise", "optimise " + missing + " -q -s 100 --threads 1 -o " + Path("out.asc")},
  };
  for (const auto& [tool, args] : runs) {
    const auto refused = RunMovebal(args);
    EXPECT_EQ(refused.status, 2) << args;
    EXPECT_EQ(refused.err, "movebal " + tool + ": " + read_error) << args;
    EXPECT_EQ(refused.out, "") << args;
  }
  int files = 0;
  for (const auto& entry : fs::directory_iterator(dir_)) files += entry.path().filename() != "exists.txt";
  EXPECT_EQ(files, 0);  // neither the outputs nor a temporary file
}

TEST_F(Preamble, TheOutputIsRefusedBeforeTheMovementIsRead) {
  const std::string exists = Path("exists.txt");
  const std::string refusal = exists + ": the file exists; refusing to overwrite it (--force replaces it)\n";
  const std::string missing = Path("missing.asc");
  for (const std::string tool : {"export", "cards"}) {
    const auto refused = RunMovebal(tool + " " + missing + " --boards 3 -o " + exists);
    EXPECT_EQ(refused.status, 2) << tool;
    EXPECT_EQ(refused.err, "movebal " + tool + ": " + refusal) << tool;
  }
  // The page comes before the text cards.
  const auto page = RunMovebal("cards " + missing + " --boards 3 --html " + exists + " -o " + dir_.string());
  EXPECT_EQ(page.err, "movebal cards: " + refusal);
  const auto text = RunMovebal("cards " + missing + " --boards 3 --html " + Path("p.html") + " -o " + exists);
  EXPECT_EQ(text.err, "movebal cards: " + refusal);
  // optimise replaces a file, but not a folder.
  const auto folder = RunMovebal("optimise " + missing + " -q -o " + dir_.string());
  EXPECT_EQ(folder.status, 2);
  EXPECT_EQ(folder.err, "movebal optimise: " + dir_.string() + ": is a folder, not a file\n");
  EXPECT_EQ(testing::ReadFile(exists), "old\n");
}

TEST_F(Preamble, AnUnplayableMovementIsRefusedBeforeTheBoardsWarning) {
  const std::string replay = Path("replay.asc");
  std::ofstream(replay) << "6 3 3 3 0\n 1- 4 A  2- 5 B  3- 6 C\n 1- 6 B  2- 4 C  3- 5 A\n 1- 5 A  2- 6 A  3- 4 B\n";
  const auto refused = RunMovebal("export " + replay + " --boards 9");
  EXPECT_EQ(refused.status, 2);
  EXPECT_EQ(refused.err.find("warning"), std::string::npos) << refused.err;
  EXPECT_NE(refused.err.find("cannot be played as written"), std::string::npos) << refused.err;
  const auto allowed = RunMovebal("export " + replay + " --boards 9 --allow-unplayable");
  EXPECT_EQ(allowed.status, 0);
  EXPECT_EQ(allowed.err,
            "movebal export: warning: --boards 9 is more than the 8 boards a round takes in a club session\n");
}

TEST_F(Preamble, StandardOutputOnlyWhenNoFileIsNamed) {
  const auto page_only = RunMovebal("cards " + movement_ + " --boards 3 --html " + Path("p.html"));
  ASSERT_EQ(page_only.status, 0) << page_only.err;
  EXPECT_EQ(page_only.out, "");
  EXPECT_NE(testing::ReadFile(Path("p.html")).find("<html"), std::string::npos);
  const auto both = RunMovebal("cards " + movement_ + " --boards 3 --force --html " + Path("p.html") + " -o -");
  ASSERT_EQ(both.status, 0) << both.err;
  EXPECT_NE(both.out.find("Movement sheet"), std::string::npos) << both.out;
  // optimise without -o writes no file: the movement is in the report.
  const auto report = RunMovebal("optimise " + movement_ + " -q -s 100 --threads 1");
  ASSERT_EQ(report.status, 0) << report.err;
  EXPECT_NE(report.out.find("Optimised movement"), std::string::npos);
}

TEST_F(Preamble, OptionChecksComeAsTheToolsPlaceThem) {
  const std::string exists = Path("exists.txt");
  // cards checks --per-page before it opens a file ...
  const auto per_page = RunMovebal("cards " + movement_ + " --boards 3 --per-page 2 -o " + exists);
  EXPECT_EQ(per_page.err,
            "movebal cards: --per-page does not apply: it lays out the HTML page, which only --html writes\n");
  // ... and check its one-movement options before it reads any.
  const auto pictures = RunMovebal("check --svg " + Path("x.svg") + " " + movement_ + " " + movement_);
  EXPECT_EQ(pictures.status, 2);
  EXPECT_EQ(pictures.out, "");
  EXPECT_FALSE(fs::exists(Path("x.svg")));
  // A generator opens its output first, then judges its own options.
  const auto kind = RunMovebal("generate mitchell --tables 5 --seed 3 -o " + exists);
  EXPECT_EQ(kind.err, "movebal generate mitchell: " + exists +
                          ": the file exists; refusing to overwrite it (--force replaces it)\n");
  const auto seed = RunMovebal("generate mitchell --tables 5 --seed 3 -o " + Path("m.asc"));
  EXPECT_EQ(seed.err,
            "movebal generate mitchell: --seed does not apply: they set the balancing, which is done only with "
            "--balance\n");
  EXPECT_FALSE(fs::exists(Path("m.asc")));
  // session: the folder, then the section, then the boards warning.
  const auto session = RunMovebal("session --pairs 6 --rounds 5 --boards 9 --section 9 -o " + Path("evening"));
  EXPECT_EQ(session.err, "movebal session: --section must be one letter A to Z, not '9'\n");
  EXPECT_FALSE(fs::exists(Path("evening")));
  const auto no_folder = RunMovebal("session --pairs 6 --rounds 5 --boards 9 --section 9");
  EXPECT_EQ(no_folder.err, "movebal session: -o DIR is required: the folder to write\n");
}

}  // namespace
}  // namespace movebal
