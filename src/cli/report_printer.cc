#include "cli/report_printer.h"

#include <fmt/format.h>

#include "movement/asc_writer.h"
#include "movement/structure_check.h"

namespace movebal {
namespace {

std::string JsonString(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (u < 0x20) {
      out += fmt::format("\\u{:04x}", u);
    } else {
      out += c;
    }
  }
  return out + "\"";
}

std::string JoinPairs(const std::vector<int>& pairs) {
  std::string out;
  for (std::size_t i = 0; i < pairs.size(); ++i) out += fmt::format("{}{}", i ? " " : "", pairs[i]);
  return out;
}

// Per contestant and board group: N or E for the direction played, '.' when
// not played, '*' when played more than once.
std::string GroupTable(const Movement& m) {
  const int P = m.contestants;
  std::vector<std::string> rows(static_cast<std::size_t>(P + 1), std::string(static_cast<std::size_t>(m.groups), '.'));
  for (const Cell& c : m.cells) {
    if (!c.occupied()) continue;
    for (int s = 0; s < m.seats_per_side(); ++s) {
      for (auto [p, mark] : {std::pair{c.ns[s], 'N'}, std::pair{c.ew[s], 'E'}}) {
        char& slot = rows[static_cast<std::size_t>(p)][static_cast<std::size_t>(c.group)];
        slot = slot == '.' ? mark : '*';
      }
    }
  }
  std::string out = fmt::format("{:>5}  ", "");
  for (int g = 0; g < m.groups; ++g) out += fmt::format("{:>3}", GroupLabel(m, g));
  out += '\n';
  for (int p = 1; p <= P; ++p) {
    out += fmt::format("{:>5}  ", p);
    for (char ch : rows[static_cast<std::size_t>(p)]) out += fmt::format("{:>3}", ch);
    out += '\n';
  }
  return out;
}

template <typename At>
std::string SquareTable(int P, At at) {
  std::string out = fmt::format("{:>5} ", "");
  for (int q = 1; q <= P; ++q) out += fmt::format("{:>4}", q);
  out += '\n';
  for (int p = 1; p <= P; ++p) {
    out += fmt::format("{:>5} ", p);
    for (int q = 1; q <= P; ++q) out += p == q ? fmt::format("{:>4}", "\\") : fmt::format("{:>4}", at(p, q));
    out += '\n';
  }
  return out;
}

}  // namespace

std::vector<std::string> ReportWarnings(const BalanceReport& report, const std::vector<std::string>& reader_warnings) {
  std::vector<std::string> warnings = reader_warnings;
  if (!report.suitable) warnings.push_back("unsuitable for the balance model: " + report.unsuitable_reason);
  return warnings;
}

std::string FormatReport(const std::string& name, const Movement& m, const BalanceReport& r,
                         const std::vector<std::string>& warnings) {
  const std::string who = m.individual ? "players" : "pairs";
  const MatrixMoments& mo = r.moments;
  std::string out = fmt::format("{}: {} {}, {} tables, {} rounds, {} board groups{}\n", name, r.contestants, who,
                                r.tables, r.rounds, r.groups, m.individual ? " (individual)" : "");
  out += fmt::format("occupied tables {}, half a top h = {}\n", m.OccupiedCells(), r.h);
  for (const std::string& w : warnings) out += "warning: " + w + "\n";

  out += fmt::format("\nBoard groups per {} (N = played North-South, E = East-West, * = more than once):\n",
                     m.individual ? "player" : "pair");
  out += GroupTable(m);
  const auto meets = OpponentCounts(m);
  out += "\nOpponents (times met):\n";
  out += SquareTable(r.contestants, [&](int p, int q) { return meets[p][q]; });
  out += "\nScore matrix:\n";
  out += SquareTable(r.contestants, [&](int p, int q) { return r.matrix.at(p, q); });

  out += fmt::format("\nS = {}   N = {}   SS = {}   minSS = {}\n", mo.S, mo.N, mo.SS, mo.minSS);
  out += fmt::format("Qf = {:.2f}   Qc = {:.2f}   sd = {:.4f}   skewness = {:.4f}\n", mo.Qf, mo.Qc, mo.sd, mo.skewness);
  out += fmt::format("S4 = {:.4f}   d4 = {:.4f}   Qo = {:.2f}\n", mo.S4, mo.d4, r.Qo);

  out += fmt::format("\nVacancy quality (Qf1 when one {} is absent):\n", m.individual ? "player" : "pair");
  for (int p = 1; p <= r.contestants; ++p) {
    out += fmt::format("  {:>4} {:>7.2f}{}", p, r.vacancy.Qf1[static_cast<std::size_t>(p - 1)], p % 6 == 0 ? "\n" : "");
  }
  if (r.contestants % 6 != 0) out += '\n';
  out += fmt::format("Qf1av = {:.2f}   Qf1max = {:.2f} (absent: {})\n", r.vacancy.Qf1av, r.vacancy.Qf1max,
                     JoinPairs(r.vacancy.Qf1max_pairs));
  return out;
}

std::string FormatJson(const BalanceReport& r, const std::vector<std::string>& warnings) {
  const MatrixMoments& mo = r.moments;
  std::string out = "{";
  out += fmt::format("\"pairs\": {}, \"tables\": {}, \"rounds\": {}, \"groups\": {}, \"h\": {}, ", r.contestants,
                     r.tables, r.rounds, r.groups, r.h);
  out += fmt::format("\"S\": {}, \"N\": {}, \"SS\": {}, \"Qf\": {}, \"Qc\": {}, \"sd\": {}, \"d4\": {}, \"S4\": {}, \"Qo\": {}, ",
                     mo.S, mo.N, mo.SS, mo.Qf, mo.Qc, mo.sd, mo.d4, mo.S4, r.Qo);
  out += "\"Qf1\": [";
  for (std::size_t i = 0; i < r.vacancy.Qf1.size(); ++i) out += fmt::format("{}{}", i ? ", " : "", r.vacancy.Qf1[i]);
  out += fmt::format("], \"Qf1av\": {}, \"Qf1max\": {}, \"Qf1max_pairs\": [", r.vacancy.Qf1av, r.vacancy.Qf1max);
  for (std::size_t i = 0; i < r.vacancy.Qf1max_pairs.size(); ++i) {
    out += fmt::format("{}{}", i ? ", " : "", r.vacancy.Qf1max_pairs[i]);
  }
  out += "], \"matrix\": [";
  for (int p = 1; p <= r.contestants; ++p) {
    out += p > 1 ? ", [" : "[";
    for (int q = 1; q <= r.contestants; ++q) out += fmt::format("{}{}", q > 1 ? ", " : "", p == q ? 0 : r.matrix.at(p, q));
    out += "]";
  }
  out += "], \"warnings\": [";
  for (std::size_t i = 0; i < warnings.size(); ++i) out += (i ? ", " : "") + JsonString(warnings[i]);
  return out + "]}";
}

std::string SummaryHeader(int name_width) {
  return fmt::format("{:<{}} {:>4} {:>4} {:>4} {:>4} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7}\n", "file", name_width, "P", "T", "R",
                     "G", "Qf", "Qc", "sd", "d4", "Qo", "Qf1av", "Qf1max");
}

std::string SummaryLine(const std::string& name, const BalanceReport& r, int name_width) {
  const MatrixMoments& mo = r.moments;
  return fmt::format("{:<{}} {:>4} {:>4} {:>4} {:>4} {:>7.2f} {:>7.2f} {:>7.3f} {:>7.3f} {:>7.2f} {:>7.2f} {:>7.2f}{}\n",
                     name, name_width, r.contestants, r.tables, r.rounds, r.groups, mo.Qf, mo.Qc, mo.sd, mo.d4, r.Qo, r.vacancy.Qf1av,
                     r.vacancy.Qf1max, r.suitable ? "" : "  (unsuitable)");
}

std::vector<std::string> FigureComments(const BalanceReport& r) {
  return {fmt::format("Qf = {:.2f}  Qc = {:.2f}  sd = {:.4f}  d4 = {:.4f}  Qo = {:.2f}", r.moments.Qf, r.moments.Qc,
                      r.moments.sd, r.moments.d4, r.Qo),
          fmt::format("Qf1av = {:.2f}  Qf1max = {:.2f} (absent: {})", r.vacancy.Qf1av, r.vacancy.Qf1max,
                      JoinPairs(r.vacancy.Qf1max_pairs))};
}

}  // namespace movebal
