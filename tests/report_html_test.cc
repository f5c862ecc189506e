// The heat map and the HTML report: well-formed XML, one cell per matrix
// element coloured by its deviation from the mean, the Qf1 column and the
// legend; the check command writes them.
#include "club/report_html.h"

#include <gtest/gtest.h>

#include "test_support.h"
#include "xml_check.h"

namespace movebal {
namespace {

std::size_t Count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(ReportHtml, HeatMapOfTheSwitchedMitchell) {
  const BalanceReport r = ScoreMovement(testing::Mitchell(7, {2}));
  const std::string svg = FormatScoreSvg("Mitchell <7>", r);
  EXPECT_EQ(testing::XmlProblem(svg), "");
  EXPECT_EQ(svg.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"", 0), 0u);
  // 14 x 14 cells, each off the diagonal with its element as a tooltip.
  EXPECT_EQ(Count(svg, "<title>pairs "), 14u * 13u);
  EXPECT_NE(svg.find("<title>pairs 1 and 14: 0</title>"), std::string::npos);
  EXPECT_NE(svg.find("<title>pairs 1 and 8: 4</title>"), std::string::npos);
  // The mean S/N is 294/91 = 3.23; the farthest element (0) is 3.23 below it
  // and gets the full blue, the legend runs from -3.23 to +3.23.
  EXPECT_NE(svg.find("fill=\"rgb(51,51,255)\" stroke=\"#ccc\"><title>pairs 1 and 14: 0</title>"), std::string::npos);
  EXPECT_NE(svg.find(">-3.23<"), std::string::npos);
  EXPECT_NE(svg.find(">+3.23<"), std::string::npos);
  EXPECT_EQ(Count(svg, ">85.09<"), 7u);  // Qf1 of pairs 8-14
  EXPECT_EQ(Count(svg, ">82.20<"), 7u);
}

TEST(ReportHtml, PageHoldsFiguresAdviceAndPicture) {
  const Movement m = testing::Mitchell(7, {2});
  const BalanceReport r = ScoreMovement(m);
  const std::string html = FormatReportHtml("m & n.asc", m, r, {"a <warning>"});
  EXPECT_EQ(testing::XmlProblem(html), "");
  for (const char* fragment : {"<title>Balance of m &amp; n.asc</title>", "<th>Qf</th><td>92.00</td>",
                               "<th>Qf1max</th><td>85.09</td>", "leave pair 8 empty", "<svg ", "warning: a &lt;warning&gt;",
                               // a 7-table Mitchell: boards one table down, pairs EW one table up
                               "<h2>Walking</h2>", "longest 1 table, none longer than one table",
                               "one set of each group", "<div class=\"keep\">\n<h2>Score matrix</h2>"}) {
    EXPECT_NE(html.find(fragment), std::string::npos) << fragment;
  }
  // Each square table's heading row repeats on every printed page.
  EXPECT_EQ(Count(html, "<thead>\n<tr><th></th><th>1</th>"), 2u);
}

TEST(ReportHtml, CheckWritesBothFiles) {
  const std::string base = ::testing::TempDir() + std::to_string(getpid()) + "_check";
  const auto result = testing::RunMovebal("check --svg " + base + ".svg --html " + base + ".html " + testing::kSourceDir +
                                          "/movements/mitchell-05t.asc");
  ASSERT_EQ(result.status, 0) << result.err;
  EXPECT_EQ(testing::XmlProblem(testing::ReadFile(base + ".svg")), "");
  EXPECT_EQ(testing::XmlProblem(testing::ReadFile(base + ".html")), "");
  // An existing file is kept unless --force.
  EXPECT_EQ(testing::RunMovebal("check --svg " + base + ".svg " + testing::kSourceDir + "/movements/mitchell-05t.asc").status, 2);
  std::remove((base + ".svg").c_str());
  std::remove((base + ".html").c_str());
}

}  // namespace
}  // namespace movebal
