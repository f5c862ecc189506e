#include "club/report_html.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "club/markup.h"
#include "club/report_format.h"
#include "club/walking_format.h"
#include "movement/structure_check.h"

namespace movebal {
namespace {

constexpr int kCell = 26;        // side of one matrix cell, in SVG units
constexpr int kMargin = 40;      // room for the pair numbers
constexpr int kQf1Width = 90;    // the Qf1 column beside the matrix
constexpr int kLegendHeight = 70;

// Blue below the mean, white at it, red above; `t` in [-1, 1].
std::string DeviationColour(double t) {
  t = std::clamp(t, -1.0, 1.0);
  const auto channel = [](double x) { return static_cast<int>(std::lround(255.0 * (1.0 - x))); };
  if (t >= 0) return fmt::format("rgb(255,{},{})", channel(0.8 * t), channel(0.8 * t));
  return fmt::format("rgb({},{},255)", channel(-0.8 * t), channel(-0.8 * t));
}

// The SVG element itself, without the XML declaration, to embed in HTML.
std::string SvgElement(const std::string& title, const BalanceReport& r) {
  const int P = r.contestants;
  const double mean = r.moments.N > 0 ? static_cast<double>(r.moments.S) / static_cast<double>(r.moments.N) : 0.0;
  double spread = 0;
  for (int p = 1; p <= P; ++p) {
    for (int q = 1; q <= P; ++q) {
      if (p != q && p != r.absent && q != r.absent) spread = std::max(spread, std::abs(r.matrix.at(p, q) - mean));
    }
  }
  if (spread == 0) spread = 1;
  const int side = P * kCell;
  const int width = kMargin + side + kQf1Width + 10;
  const int height = kMargin + side + kLegendHeight;
  std::string out = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {} {}\" "
      "font-family=\"sans-serif\" font-size=\"11\">\n<title>{}</title>\n<rect width=\"100%\" height=\"100%\" "
      "fill=\"white\"/>\n",
      width, height, width, height, EscapeXml(title));
  for (int p = 1; p <= P; ++p) {
    const int at = kMargin + (p - 1) * kCell + kCell / 2;
    out += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n", at, kMargin - 8, p);
    out += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"end\">{}</text>\n", kMargin - 6, at + 4, p);
  }
  for (int p = 1; p <= P; ++p) {
    for (int q = 1; q <= P; ++q) {
      const int x = kMargin + (q - 1) * kCell, y = kMargin + (p - 1) * kCell;
      const bool blank = p == q || p == r.absent || q == r.absent;
      const std::int64_t e = blank ? 0 : r.matrix.at(p, q);
      out += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" stroke=\"#ccc\">", x, y, kCell,
                         kCell, blank ? std::string("#888") : DeviationColour((static_cast<double>(e) - mean) / spread));
      out += blank ? "</rect>\n" : fmt::format("<title>pairs {} and {}: {}</title></rect>\n", p, q, e);
      if (!blank) {
        out += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n", x + kCell / 2, y + kCell / 2 + 4, e);
      }
    }
  }
  // Qf1 beside each row: the Qf when that pair is absent.
  const int qx = kMargin + side + 12;
  if (!r.vacancy.Qf1.empty()) {
    out += fmt::format("<text x=\"{}\" y=\"{}\">Qf1</text>\n", qx, kMargin - 8);
    for (int p = 1; p <= P; ++p) {
      const Figure& qf1 = r.vacancy.Qf1[static_cast<std::size_t>(p - 1)];
      const int y = kMargin + (p - 1) * kCell;
      if (qf1) {
        out += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{:.1f}\" height=\"{}\" fill=\"#9c9\"/>\n", qx, y + 3,
                           0.5 * std::clamp(*qf1, 0.0, 100.0), kCell - 6);
      }
      out += fmt::format("<text x=\"{}\" y=\"{}\">{}</text>\n", qx + 2, y + kCell / 2 + 4, FigureText(qf1));
    }
  }
  // Legend: a bar from the lowest to the highest deviation.
  const int ly = kMargin + side + 20;
  const int steps = 21, step_width = std::max(6, side / steps);
  for (int i = 0; i < steps; ++i) {
    const double t = -1.0 + 2.0 * i / (steps - 1);
    out += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"14\" fill=\"{}\"/>\n", kMargin + i * step_width, ly,
                       step_width, DeviationColour(t));
  }
  out += fmt::format("<text x=\"{}\" y=\"{}\">{:+.2f}</text>\n", kMargin, ly + 28, -spread);
  out += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"end\">{:+.2f}</text>\n", kMargin + steps * step_width,
                     ly + 28, spread);
  out += fmt::format("<text x=\"{}\" y=\"{}\">colour: element minus the mean S/N = {:.2f}; Qf {:.2f}</text>\n",
                     kMargin, ly + 44, mean, r.moments.Qf);
  return out + "</svg>\n";
}

std::string HtmlSquareTable(const std::vector<std::vector<std::string>>& cells) {
  // The first row is the header that a printed page repeats.
  std::string out = "<table class=\"square\">\n";
  for (std::size_t p = 0; p < cells.size(); ++p) {
    if (p < 2) out += p == 0 ? "<thead>\n" : "</thead>\n<tbody>\n";
    out += "<tr>";
    for (std::size_t q = 0; q < cells[p].size(); ++q) {
      const char* tag = p == 0 || q == 0 ? "th" : "td";
      out += fmt::format("<{}>{}</{}>", tag, EscapeXml(cells[p][q]), tag);
    }
    out += "</tr>\n";
  }
  if (cells.size() == 1) out += "</thead>\n<tbody>\n";
  return out + "</tbody>\n</table>\n";
}

}  // namespace

std::string FormatScoreSvg(const std::string& title, const BalanceReport& report) {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + SvgElement(title, report);
}

std::string FormatReportHtml(const std::string& name, const Movement& m, const BalanceReport& r,
                             const std::vector<std::string>& warnings) {
  const MatrixMoments& mo = r.moments;
  std::string out = fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>Balance of {}</title>\n<style>\n"
      "body {{ font-family: sans-serif; margin: 1.5em; }}\n"
      "table {{ border-collapse: collapse; margin: 0.5em 0 1.5em 0; }}\n"
      "th, td {{ border: 1px solid #bbb; padding: 0.2em 0.5em; text-align: right; }}\n"
      "th {{ background: #eee; }}\n"
      ".warning {{ color: #a00; }}\n"
      "h2 {{ break-after: avoid; page-break-after: avoid; }}\n"
      ".keep {{ break-inside: avoid; page-break-inside: avoid; }}\n"
      "thead {{ display: table-header-group; }}\n"
      "tr {{ break-inside: avoid; }}\n"
      "</style>\n</head>\n<body>\n<h1>Balance of {}</h1>\n",
      EscapeXml(name), EscapeXml(name));
  out += fmt::format("<p>{} {}, {} tables, {} rounds, {} board groups; {} occupied tables, half a top h = {}.</p>\n",
                     r.contestants, m.individual ? "players" : "pairs", r.tables, r.rounds, r.groups, m.OccupiedCells(),
                     r.h);
  if (r.absent > 0) out += fmt::format("<p>Pair {} absent: its tables are dropped.</p>\n", r.absent);
  for (const std::string& w : warnings) out += "<p class=\"warning\">warning: " + EscapeXml(w) + "</p>\n";
  out += "<h2>Figures</h2>\n<table>\n";
  const std::pair<const char*, std::string> figures[] = {
      {"Qf", fmt::format("{:.2f}", mo.Qf)},       {"Qc", fmt::format("{:.2f}", mo.Qc)},
      {"sd", fmt::format("{:.4f}", mo.sd)},       {"skewness", fmt::format("{:.4f}", mo.skewness)},
      {"d4", fmt::format("{:.4f}", mo.d4)},       {"Qo", fmt::format("{:.2f}", r.Qo)},
      {"S", std::to_string(mo.S)},                {"N", std::to_string(mo.N)},
      {"SS", std::to_string(mo.SS)},              {"minSS", std::to_string(mo.minSS)},
  };
  for (const auto& [label, value] : figures) out += fmt::format("<tr><th>{}</th><td>{}</td></tr>\n", label, value);
  if (r.absent == 0) {
    out += fmt::format("<tr><th>Qf1av</th><td>{}</td></tr>\n<tr><th>Qf1max</th><td>{}</td></tr>\n",
                       FigureText(r.vacancy.Qf1av), FigureText(r.vacancy.Qf1max));
  }
  out += "</table>\n";
  const std::string advice = DirectorAdvice(r);
  if (!advice.empty()) out += "<p>" + EscapeXml(advice.substr(1)) + "</p>\n";
  // How it walks and the sets of boards it needs, as check prints them.
  if (const std::string sections = FormatSections(m, ScoreSections(m, r.absent)); !sections.empty()) {
    // The heading sentence as a paragraph, so that it wraps; the rows as they align.
    const std::size_t rows = sections.find('\n', 1);
    out += "<h2>Sections</h2>\n<p>" + EscapeXml(sections.substr(1, rows - 1)) + "</p>\n<pre>" +
           EscapeXml(sections.substr(rows + 1)) + "</pre>\n";
  }
  out += "<h2>Walking</h2>\n<pre>" + EscapeXml(FormatWalking(m, ComputeWalking(m, r.absent)).substr(1)) + "</pre>\n";
  out += "<div class=\"keep\">\n<h2>Score matrix</h2>\n" + SvgElement("Score matrix of " + name, r) + "</div>\n";
  out += HtmlSquareTable(SquareCells(r.contestants, r.absent, [&](int p, int q) { return r.matrix.at(p, q); }));
  const auto meets = OpponentCounts(m);
  out += "<h2>Opponents (times met)</h2>\n";
  out += HtmlSquareTable(SquareCells(r.contestants, r.absent, [&](int p, int q) { return meets[p][q]; }));
  return out + "</body>\n</html>\n";
}

}  // namespace movebal
