// movebal edit as a user runs it: the file it writes, the summary line with
// figures from the independent scorer, the refusals (exit 2, nothing
// written) and the hand-over to the optimiser.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <string>

#include "reference_scorer.h"
#include "test_support.h"

namespace movebal {
namespace {

using testing::kSourceDir;
using testing::MustParse;
using testing::ReadFile;
using testing::RunMovebal;
using testing::TempPath;

const std::string kMitchell3 = kSourceDir + "/movements/mitchell-03t.asc";


TEST(EditCommand, WritesTheEditedMovementAndItsSummary) {
  const std::string out = TempPath("removed.asc");
  const auto result = RunMovebal("edit " + kMitchell3 + " remove-pair 5 add-table -o " + out);
  ASSERT_EQ(result.status, 0) << result.err;
  const Movement expected = MustParse("5 4 3 3 0\n1-4 A  0-0 0  3-5 C  0-0 0\n1-5 B  2-4 C  0-0 0  0-0 0\n"
                                      "0-0 0  2-5 A  3-4 B  0-0 0\n");
  const std::string text = ReadFile(out);
  EXPECT_EQ(MustParse(text), expected);
  EXPECT_NE(text.find("# edited by movebal from " + kMitchell3 + ": remove-pair 5 add-table"), std::string::npos);
  // The summary line of check --summary, with the scorer's Qf (50.00, worked
  // by hand in edit_operations_test.cc).
  const reference::Figures f = reference::Score(expected);
  char qf[16];
  std::snprintf(qf, sizeof qf, "%.2f", f.Qf);
  EXPECT_EQ(std::string(qf), "50.00");
  EXPECT_NE(result.out.find(out + "    5    4    3    3   " + qf), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("Qf1max"), std::string::npos);
}

TEST(EditCommand, WithoutOutputPrintsTheMovementAndReportsOnStandardError) {
  const auto result = RunMovebal("edit " + kMitchell3 + " side-by-side " + kMitchell3);
  ASSERT_EQ(result.status, 0) << result.err;
  EXPECT_EQ(MustParse(result.out), MustParse("12 6 3 3 0\n"
                                             "1-4 A 2-5 B 3-6 C  7-10 A  8-11 B  9-12 C\n"
                                             "1-6 B 2-4 C 3-5 A  7-12 B  8-10 C  9-11 A\n"
                                             "1-5 C 2-6 A 3-4 B  7-11 C  8-12 A  9-10 B\n"));
  EXPECT_NE(result.err.find("(edited)"), std::string::npos) << result.err;
}

// The movement a step names is read in any format movebal reads: the
// Bridgemate database of the switched Mitchell gives the movement of its
// .asc file.
TEST(EditCommand, ASecondMovementInAnotherFormat) {
  const std::string asc = kSourceDir + "/movements/mitchell-07t-switched.asc";
  const auto from_asc = RunMovebal("edit " + asc + " side-by-side " + asc);
  const auto from_bws = RunMovebal("edit " + asc + " side-by-side " + kSourceDir + "/tests/data/bws/mitchell-07t-switched.bws");
  ASSERT_EQ(from_asc.status, 0) << from_asc.err;
  ASSERT_EQ(from_bws.status, 0) << from_bws.err;
  EXPECT_EQ(MustParse(from_bws.out), MustParse(from_asc.out));
  EXPECT_EQ(MustParse(from_bws.out).tables, 14);
}

TEST(EditCommand, BadOperationsExitTwoAndWriteNothing) {
  const std::string out = TempPath("never.asc");
  for (const char* script : {"frobnicate", "curtail 4", "curtail", "renumber tables 1,2", "fix-boards Z 1",
                                    "side-by-side /nonexistent/file.asc", "stanzas 2,", "barometer fix-boards A 1"}) {
    SCOPED_TRACE(script);
    const auto result = RunMovebal("edit " + kMitchell3 + " " + std::string(script) + " -o " + out);
    EXPECT_EQ(result.status, 2) << result.err;
    EXPECT_EQ(result.err.rfind("movebal edit: ", 0), 0u) << result.err;
    EXPECT_FALSE(std::filesystem::exists(out));
  }
  const auto no_operation = RunMovebal("edit " + kMitchell3);
  EXPECT_EQ(no_operation.status, 2);
  EXPECT_NE(no_operation.err.find("no operation given"), std::string::npos);
  const auto search_without_optimise = RunMovebal("edit " + kMitchell3 + " barometer --seed 3");
  EXPECT_EQ(search_without_optimise.status, 2);
  EXPECT_NE(search_without_optimise.err.find("--seed does not apply"), std::string::npos);
}

TEST(EditCommand, OptimiseSwitchesArrowsOfTheEditedMovement) {
  const std::string out = TempPath("optimised.asc");
  const auto result =
      RunMovebal("edit " + kSourceDir + "/movements/mitchell-07t.asc barometer --optimise -s 20000 --threads 1 -q -o " + out);
  ASSERT_EQ(result.status, 0) << result.err;
  const Movement optimised = MustParse(ReadFile(out));
  // The optimiser only switches arrows: the same tables meet on the same
  // boards, every round playing one group.
  const Movement barometer = [] {
    Movement m = testing::Mitchell(7);
    for (int r = 0; r < m.rounds; ++r) {
      for (int t = 0; t < m.tables; ++t) m.at(r, t).group = r;
    }
    return m;
  }();
  ASSERT_EQ(optimised.cells.size(), barometer.cells.size());
  for (std::size_t i = 0; i < optimised.cells.size(); ++i) {
    Cell c = optimised.cells[i];
    if (c != barometer.cells[i]) c.SwitchArrows();
    EXPECT_EQ(c, barometer.cells[i]);
  }
  EXPECT_GT(reference::Score(optimised).Qf, reference::Score(barometer).Qf);
  const std::string text = ReadFile(out);
  EXPECT_NE(text.find("# to repeat: movebal edit --optimise --iterations 20000 --seed 1 --threads 1 "), std::string::npos)
      << text;
  EXPECT_NE(result.out.find("Optimised movement"), std::string::npos);
  // With -o - the movement alone is on standard output, the report on standard error.
  const auto piped = RunMovebal("edit " + kMitchell3 + " barometer --optimise -s 2000 --threads 1 -q -o -");
  ASSERT_EQ(piped.status, 0) << piped.err;
  EXPECT_EQ(MustParse(piped.out).cells.size(), 9u);
  EXPECT_NE(piped.err.find("Optimised movement"), std::string::npos);
}

}  // namespace
}  // namespace movebal
