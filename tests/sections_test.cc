// Sections of one movement (movement/sections.h, scoring/section_balance.h,
// design/sections.h): two movements side by side are found again as two
// sections, each walks and scores as it did alone (by the independent
// scorer), and the field is split as evenly as it goes.
#include "movement/sections.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "club/report_html.h"
#include "design/sections.h"
#include "editing/edit_operations.h"
#include "reference_scorer.h"
#include "scoring/section_balance.h"
#include "scoring/walking.h"
#include "test_support.h"

namespace movebal {
namespace {

Movement File(const std::string& name) { return testing::MustParse(testing::ReadFile(testing::kSourceDir + "/movements/" + name)); }

TEST(Sections, SideBySideIsFoundAgainAsTwoSections) {
  const Movement a = File("relay-mitchell-06t-switched.asc");
  const Movement b = File("example-08p-06r.asc");
  auto ab = SideBySide(File("perfect-10p-06r.asc"), File("relay-mitchell-06t-switched.asc"));
  ASSERT_TRUE(ab.ok()) << ab.error().ToString();
  const std::vector<SectionPart> parts = FindSections(*ab);
  ASSERT_EQ(parts.size(), 2u);
  EXPECT_EQ(parts[0].contestants.front(), 1);
  EXPECT_EQ(parts[0].contestants.size(), 10u);
  EXPECT_EQ(parts[1].contestants.front(), 11);
  EXPECT_EQ(parts[1].contestants.size(), 12u);
  EXPECT_EQ(parts[1].tables.front(), 5);
  EXPECT_EQ(SectionMovement(*ab, parts[0]), File("perfect-10p-06r.asc"));
  EXPECT_EQ(SectionMovement(*ab, parts[1]), a);
  EXPECT_EQ(ContestantInSection(parts[1], 11), 1);
  EXPECT_EQ(ContestantInSection(parts[1], 10), 0);
  EXPECT_EQ(ContestantInSection(parts[1], 0), 0);
  // One movement is one section; a pair that plays nowhere is in none.
  EXPECT_EQ(FindSections(b).size(), 1u);
  Movement idle = a;
  idle.contestants += 1;
  ASSERT_EQ(FindSections(idle).size(), 1u);
  EXPECT_EQ(FindSections(idle).front().contestants.size(), 12u);
}

TEST(Sections, EachWalksAndScoresAsItDidAlone) {
  const Movement howell = File("perfect-10p-06r.asc");
  const Movement mitchell = File("relay-mitchell-06t-switched.asc");
  auto ab = SideBySide(howell, mitchell);
  ASSERT_TRUE(ab.ok());
  // Each section's tables stand in a ring of their own.
  const WalkingReport whole = ComputeWalking(*ab);
  const WalkingReport h = ComputeWalking(howell), mi = ComputeWalking(mitchell);
  EXPECT_EQ(whole.sections, 2);
  EXPECT_EQ(whole.contestants.moves, h.contestants.moves + mi.contestants.moves);
  EXPECT_EQ(whole.contestants.longer_than_one, h.contestants.longer_than_one + mi.contestants.longer_than_one);
  EXPECT_EQ(whole.contestants.longest, std::max(h.contestants.longest, mi.contestants.longest));
  EXPECT_EQ(whole.boards.length, h.boards.length + mi.boards.length);
  EXPECT_EQ(whole.stationary.size(), h.stationary.size() + mi.stationary.size());
  EXPECT_EQ(whole.stationary.back(), 10 + mi.stationary.back());
  // The room needs every section's sets; a section hands round its own.
  EXPECT_GE(whole.most_copies, 2);
  EXPECT_EQ(*std::max_element(whole.section_copies.begin(), whole.section_copies.end()),
            std::max(h.most_copies, mi.most_copies));
  // Each section's own figures are those the independent scorer gives it alone.
  const std::vector<SectionBalance> sections = ScoreSections(*ab);
  ASSERT_EQ(sections.size(), 2u);
  EXPECT_EQ(sections[1].letter, "B");
  EXPECT_NEAR(sections[0].report.moments.Qf, reference::Score(howell).Qf, 1e-9);
  EXPECT_NEAR(sections[1].report.moments.Qf, reference::Score(mitchell).Qf, 1e-9);
  EXPECT_NEAR(testing::Defined(sections[1].report.vacancy.Qf1av), testing::Defined(reference::Score(mitchell).Qf1av), 1e-9);
  // Pair 12 absent: it is pair 2 of section B.
  const std::vector<SectionBalance> without = ScoreSections(*ab, 12);
  EXPECT_EQ(without[0].report.absent, 0);
  EXPECT_EQ(without[1].report.absent, 2);
  EXPECT_TRUE(ScoreSections(howell).empty());
  // The HTML report has the same block; a movement of one section has none.
  const std::string html = FormatReportHtml("two.asc", *ab, ScoreMovement(*ab), {});
  EXPECT_NE(html.find("<h2>Sections</h2>"), std::string::npos);
  EXPECT_NE(html.find("  B  pairs 11-22"), std::string::npos);
  EXPECT_EQ(FormatReportHtml("one.asc", howell, ScoreMovement(howell), {}).find("<h2>Sections</h2>"), std::string::npos);
}

// Scored in each section, the sections keep their designed arrows; scored
// across the field, the same designs (a move budget, no clock) get arrows
// that balance the field at least as well.
TEST(Sections, TheFieldsArrowsBalanceTheField) {
  BestDesignSettings settings;
  settings.moves = 20000;
  settings.switches = 20000;
  SectionsRequest request;
  request.best.pairs = 14;
  request.best.rounds = 6;
  request.best.howell_starters = 2;
  request.scoring = SectionScoring::kSection;
  auto alone = DesignSections(request, settings);
  ASSERT_TRUE(alone.ok()) << alone.error().ToString();
  ASSERT_EQ(alone->parts.size(), 2u);
  for (std::size_t k = 0; k < 2; ++k) {
    EXPECT_NEAR(reference::Score(SectionMovement(alone->movement, alone->parts[k])).Qf,
                alone->chosen[k].report.moments.Qf, 1e-9);
  }
  request.scoring = SectionScoring::kField;
  auto field = DesignSections(request, settings);
  ASSERT_TRUE(field.ok()) << field.error().ToString();
  EXPECT_EQ(field->chosen[0].name(), alone->chosen[0].name());
  EXPECT_GT(reference::Score(field->movement).Qf, reference::Score(alone->movement).Qf);
  request.pick = 0;
  EXPECT_FALSE(DesignSections(request, settings).ok());
}

TEST(Sections, TheFieldIsSplitAsEvenlyAsItGoes) {
  EXPECT_EQ(SectionSizes(26, 2), (std::vector<int>{13, 13}));
  EXPECT_EQ(SectionSizes(27, 2), (std::vector<int>{14, 13}));
  EXPECT_EQ(SectionSizes(29, 3), (std::vector<int>{10, 10, 9}));
  EXPECT_EQ(SectionSizes(8, 2), (std::vector<int>{4, 4}));
  EXPECT_TRUE(SectionSizes(26, 7).empty());
  EXPECT_TRUE(SectionSizes(26, 0).empty());
}

// check prints the figures of the field and of each section alone, in
// text and JSON; the session refuses what sections cannot take.
TEST(Sections, CheckReportsTheFieldAndEachSection) {
  const std::string file = testing::TempPath("two_sections.asc");
  const auto edit = testing::RunMovebal("edit " + testing::kSourceDir + "/movements/perfect-10p-06r.asc side-by-side " +
                                        testing::kSourceDir + "/movements/relay-mitchell-06t-switched.asc -o " + file +
                                        " --force");
  ASSERT_EQ(edit.status, 0) << edit.err;
  const auto text = testing::RunMovebal("check " + file);
  ASSERT_EQ(text.status, 0) << text.err;
  const double own = reference::Score(File("relay-mitchell-06t-switched.asc")).Qf;
  EXPECT_NE(text.out.find(fmt::format("  B  pairs 11-22        tables 6-11       Qf = {:.2f}", own)), std::string::npos)
      << text.out;
  EXPECT_NE(text.out.find("Walking (2 sections, each its tables in a ring"), std::string::npos) << text.out;
  const auto json = testing::RunMovebal("check --json " + file);
  EXPECT_NE(json.out.find("\"sections\": [{\"section\": \"A\", \"pairs\": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]"),
            std::string::npos)
      << json.out;
  const std::string base = "session --pairs 26 --rounds 8 --boards 3 -T 1 --threads 1 --list ";
  for (const char* bad : {"--sections 7", "--scoring section", "--sections 2 --section A", "--sections 2 --tables 8",
                          "--sections 2 --scoring team"}) {
    const auto refused = testing::RunMovebal(base + bad);
    EXPECT_EQ(refused.status, 2) << bad << "\n" << refused.err;
    EXPECT_EQ(refused.out, "") << bad;
  }
}

}  // namespace
}  // namespace movebal
