// The page's engine (src/web/page_movement.h), natively: the figures against
// the independent reference scorer, the command line's error text, searches
// that never lose the movement held, and the club outputs.
#include "web/page_movement.h"

#include <gtest/gtest.h>

#include <regex>

#include "movement/asc_reader.h"
#include "movement/movement_file.h"
#include "movement/json_value.h"
#include "reference_scorer.h"
#include "test_support.h"

namespace movebal {
namespace {

using testing::kSourceDir;

const std::string kExample = "example-08p-06r.asc";

PageMovement ReadBundled(const std::string& name) {
  return PageMovement::Read(testing::ReadFile(kSourceDir + "/movements/" + name), name);
}

JsonValue Json(const PageText& text) {
  EXPECT_TRUE(text.ok) << text.error;
  auto json = ParseJson(text.text, "json");
  EXPECT_TRUE(json.ok()) << text.text;
  return json.ok() ? *json : JsonValue{};
}

TEST(PageMovement, CheckJsonMatchesTheReferenceScorer) {
  const PageMovement page = ReadBundled(kExample);
  ASSERT_TRUE(page.ok()) << page.error();
  const Movement m = testing::MustParse(testing::ReadFile(kSourceDir + "/movements/" + kExample));
  const reference::Figures ref = reference::Score(m);
  const JsonValue json = Json(page.CheckJson(0));
  EXPECT_EQ(json["file"].text, kExample);
  EXPECT_EQ(json["SS"].number, static_cast<double>(ref.SS));
  EXPECT_NEAR(json["Qf"].number, ref.Qf, 1e-9);
  EXPECT_NEAR(json["Qf1av"].number, testing::Defined(ref.Qf1av), 1e-9);
  const JsonValue& matrix = json["matrix"];
  ASSERT_EQ(matrix.items.size(), static_cast<std::size_t>(m.contestants));
  for (int p = 1; p <= m.contestants; ++p) {
    for (int q = 1; q <= m.contestants; ++q) {
      EXPECT_EQ(matrix.items[static_cast<std::size_t>(p - 1)].items[static_cast<std::size_t>(q - 1)].number,
                static_cast<double>(ref.matrix[static_cast<std::size_t>(p)][static_cast<std::size_t>(q)]));
    }
  }
}

TEST(PageMovement, BadFilesGiveTheCommandLinesMessage) {
  const std::string text = "8 6 6 6 0\n1-2 x\n";
  const PageMovement page = PageMovement::Read(text, "bad.asc");
  EXPECT_FALSE(page.ok());
  auto doc = ParseMovementText(text, "bad.asc");
  ASSERT_FALSE(doc.ok());
  EXPECT_EQ(page.error(), doc.error().ToString());
  EXPECT_TRUE(std::regex_search(page.error(), std::regex("^bad\\.asc:2:5: "))) << page.error();
  EXPECT_FALSE(page.CheckJson(0).ok);
}

TEST(PageMovement, RefusesAnAbsentPairBeyondTheField) {
  const PageMovement page = ReadBundled(kExample);
  const PageText report = page.ReportHtml(9);
  EXPECT_FALSE(report.ok);
  EXPECT_NE(report.error.find('9'), std::string::npos) << report.error;
  EXPECT_TRUE(page.ReportHtml(8).ok);
}

TEST(PageMovement, OptimiseSlicesNeverLoseTheMovementHeld) {
  PageMovement page = ReadBundled("mitchell-07t.asc");
  ASSERT_TRUE(page.ok());
  double last_ss = Json(page.CheckJson(0))["SS"].number;
  for (std::uint32_t slice = 0; slice < 3; ++slice) {
    const SliceOutcome outcome = page.OptimiseSlice(1 + slice, 0, 2000);
    ASSERT_TRUE(outcome.ok) << outcome.error;
    EXPECT_GT(outcome.proposals, 0);
    const JsonValue json = Json(page.CheckJson(0));
    EXPECT_LE(json["SS"].number, last_ss);
    last_ss = json["SS"].number;
    // The figures reported are those of the movement now held, re-scored
    // by the reference scorer from its .asc.
    const reference::Figures ref = reference::Score(testing::MustParse(page.Asc()));
    EXPECT_NEAR(outcome.qf, ref.Qf, 1e-9);
    EXPECT_EQ(json["SS"].number, static_cast<double>(ref.SS));
  }
}

TEST(PageMovement, DesignsTheSizeAsked) {
  const PageMovement page = PageMovement::Design(10, 7, 0.5, 1, true, nullptr);
  ASSERT_TRUE(page.ok()) << page.error();
  EXPECT_EQ(page.pairs(), 10);
  EXPECT_EQ(page.rounds(), 7);
  const PageMovement reread = PageMovement::Read(page.Asc(), "designed.asc");
  ASSERT_TRUE(reread.ok()) << reread.error();
  EXPECT_EQ(reread.pairs(), 10);
  EXPECT_FALSE(PageMovement::Design(3, 7, 0.5, 1, true, nullptr).ok());
  EXPECT_FALSE(PageMovement::Design(10, 1, 0.5, 1, true, nullptr).ok());
}

TEST(PageMovement, ExportsAndCards) {
  const PageMovement page = ReadBundled(kExample);
  const PageText json = page.Export("json", 3, 0);
  ASSERT_TRUE(json.ok) << json.error;
  const PageMovement back = PageMovement::Read(json.text, "back.json");
  ASSERT_TRUE(back.ok()) << back.error();
  EXPECT_EQ(Json(back.CheckJson(0))["SS"].number, Json(page.CheckJson(0))["SS"].number);
  EXPECT_EQ(Json(back.CheckJson(0))["Qf1av"].number, Json(page.CheckJson(0))["Qf1av"].number);
  const PageText csv = page.Export("bridgemate", 3, 0);
  ASSERT_TRUE(csv.ok);
  EXPECT_EQ(csv.text.rfind("Section,Table,Round", 0), 0u) << csv.text.substr(0, 80);
  EXPECT_FALSE(page.Export("nonsense", 3, 0).ok);
  EXPECT_FALSE(page.Export("json", 3, 2).ok);  // --absent is for bridgemate and paste
  const PageText cards = page.CardsHtml(3, 0);
  ASSERT_TRUE(cards.ok);
  EXPECT_NE(cards.text.find("<html"), std::string::npos);
}

}  // namespace
}  // namespace movebal
