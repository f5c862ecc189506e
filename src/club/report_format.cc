#include "club/report_format.h"

#include <fmt/format.h>

#include <algorithm>

#include "movement/json_value.h"
#include "club/walking_format.h"
#include "movement/structure_check.h"
#include "scoring/section_balance.h"
#include "scoring/walking.h"

namespace movebal {
namespace {

std::string JoinPairs(const std::vector<int>& pairs) {
  std::string out;
  for (std::size_t i = 0; i < pairs.size(); ++i) out += fmt::format("{}{}", i ? " " : "", pairs[i]);
  return out;
}

// " (absent: 3 7)", the pairs whose absence gives Qf1max; where no absence
// leaves anything to compare, why the figures are none.
std::string AbsentNote(const BalanceReport& r) {
  if (r.vacancy.Qf1max) return fmt::format(" (absent: {})", JoinPairs(r.vacancy.Qf1max_pairs));
  return fmt::format(" (with any one {} absent nothing is compared: h - 1 = {})", r.individual ? "player" : "pair",
                     r.h - 1);
}

// A figure in JSON: a number, or null where nothing is compared.
std::string JsonFigure(const Figure& f) { return f ? fmt::format("{}", *f) : "null"; }

// Per contestant and board group: N or E for the direction played, '.' when
// not played, '*' when played more than once.
std::string GroupTable(const Movement& m, int absent) {
  const int P = m.contestants;
  std::vector<std::string> rows(static_cast<std::size_t>(P + 1), std::string(static_cast<std::size_t>(m.groups), '.'));
  for (const Cell& c : m.cells) {
    if (!c.occupied() || m.Plays(c, absent)) continue;
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

std::string SquareTable(const std::vector<std::vector<std::string>>& cells) {
  std::string out;
  for (const auto& row : cells) {
    out += fmt::format("{:>5} ", row[0]);
    for (std::size_t q = 1; q < row.size(); ++q) out += fmt::format("{:>4}", row[q]);
    out += '\n';
  }
  return out;
}

// "1-13" for a run of numbers, "1 3 5" otherwise: 1-based from 0-based with `base` 1.
std::string Runs(const std::vector<int>& numbers, int base) {
  std::string out;
  for (std::size_t i = 0; i < numbers.size();) {
    std::size_t j = i;
    while (j + 1 < numbers.size() && numbers[j + 1] == numbers[j] + 1) ++j;
    out += fmt::format("{}{}", out.empty() ? "" : " ", numbers[i] + base);
    if (j > i) out += fmt::format("-{}", numbers[j] + base);
    i = j + 1;
  }
  return out;
}

}  // namespace

std::string FormatSections(const Movement& m, const std::vector<SectionBalance>& sections) {
  if (sections.empty()) return {};
  std::string out = fmt::format(
      "\nSections (their {} never meet; the figures above compare the whole field across them, on the boards "
      "they share; each section alone):\n",
      m.individual ? "players" : "pairs");
  for (const SectionBalance& s : sections) {
    out += fmt::format("  {:<2} {} {:<12} tables {:<10} ", s.letter, m.individual ? "players" : "pairs",
                       Runs(s.part.contestants, 0), Runs(s.part.tables, 1));
    if (!s.report.suitable) {
      out += "unsuitable for the balance model: " + s.report.unsuitable_reason + "\n";
      continue;
    }
    out += fmt::format("Qf = {:.2f}", s.report.moments.Qf);
    if (s.report.absent == 0) out += fmt::format("   Qf1av = {}", FigureText(s.report.vacancy.Qf1av));
    out += "\n";
  }
  return out;
}

std::vector<std::vector<std::string>> SquareCells(int P, int absent, const std::function<std::int64_t(int, int)>& value) {
  std::vector<std::vector<std::string>> cells(static_cast<std::size_t>(P) + 1);
  cells[0].push_back("");
  for (int q = 1; q <= P; ++q) cells[0].push_back(std::to_string(q));
  for (int p = 1; p <= P; ++p) {
    auto& row = cells[static_cast<std::size_t>(p)];
    row.push_back(std::to_string(p));
    for (int q = 1; q <= P; ++q) {
      row.push_back(p == q ? "\\" : (p == absent || q == absent) ? "-" : std::to_string(value(p, q)));
    }
  }
  return cells;
}

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
  if (r.absent > 0) {
    out += fmt::format("{} {} absent: its tables dropped, h one less, figures over the others\n",
                       m.individual ? "player" : "pair", r.absent);
  }
  for (const std::string& w : warnings) out += "warning: " + w + "\n";

  out += fmt::format("\nBoard groups per {} (N = played North-South, E = East-West, * = more than once):\n",
                     m.individual ? "player" : "pair");
  out += GroupTable(m, r.absent);
  const auto meets = OpponentCounts(m);
  out += "\nOpponents (times met):\n";
  out += SquareTable(SquareCells(r.contestants, r.absent, [&](int p, int q) { return meets[p][q]; }));
  out += "\nScore matrix:\n";
  out += SquareTable(SquareCells(r.contestants, r.absent, [&](int p, int q) { return r.matrix.at(p, q); }));

  out += fmt::format("\nS = {}   N = {}   SS = {}   minSS = {}\n", mo.S, mo.N, mo.SS, mo.minSS);
  out += fmt::format("Qf = {:.2f}   Qc = {:.2f}   sd = {:.4f}   skewness = {:.4f}\n", mo.Qf, mo.Qc, mo.sd, mo.skewness);
  out += fmt::format("S4 = {:.4f}   d4 = {:.4f}   Qo = {:.2f}\n", mo.S4, mo.d4, r.Qo);
  out += FormatSections(m, ScoreSections(m, r.absent));
  out += FormatWalking(m, ComputeWalking(m, r.absent));
  if (r.absent > 0) return out;

  out += fmt::format("\nVacancy quality (Qf1 when one {} is absent):\n", m.individual ? "player" : "pair");
  for (int p = 1; p <= r.contestants; ++p) {
    out += fmt::format("  {:>4} {:>7}{}", p, FigureText(r.vacancy.Qf1[static_cast<std::size_t>(p - 1)]),
                       p % 6 == 0 ? "\n" : "");
  }
  if (r.contestants % 6 != 0) out += '\n';
  out += fmt::format("Qf1av = {}   Qf1max = {}{}\n", FigureText(r.vacancy.Qf1av), FigureText(r.vacancy.Qf1max),
                     AbsentNote(r));
  if (const std::string note = PerfectionNote(r); !note.empty()) out += "\n" + note + "\n";
  return out + DirectorAdvice(r);
}

std::string DirectorAdvice(const BalanceReport& r) {
  if (r.absent > 0 || r.vacancy.Qf1.empty()) return "";
  const char* who = r.individual ? "player" : "pair";
  if (!r.vacancy.Qf1max) {
    return fmt::format("\nDirector's advice: with one {} fewer no board keeps two results to compare (h - 1 = {}), "
                       "so no {} is a better one to leave empty.\n",
                       who, r.h - 1, who);
  }
  // The worst defined vacancy (a none sorts last, as nothing).
  const auto worst = std::min_element(r.vacancy.Qf1.begin(), r.vacancy.Qf1.end(), [](const Figure& a, const Figure& b) {
    return a && (!b || *a < *b);
  });
  std::string out = fmt::format("\nDirector's advice: with one {} fewer (an odd field or a no-show) leave {} {} empty",
                                who, who, r.vacancy.Qf1max_pairs.front());
  if (r.vacancy.Qf1max_pairs.size() > 1) {
    out += fmt::format(" (or one of {})", JoinPairs({r.vacancy.Qf1max_pairs.begin() + 1, r.vacancy.Qf1max_pairs.end()}));
  }
  out += fmt::format(": the session then has Qf {:.2f}", *r.vacancy.Qf1max);
  if (**worst < *r.vacancy.Qf1max) {
    out += fmt::format(", against {:.2f} without {} {}", **worst, who, (worst - r.vacancy.Qf1.begin()) + 1);
  }
  if (const auto none = std::count(r.vacancy.Qf1.begin(), r.vacancy.Qf1.end(), Figure()); none > 0) {
    out += fmt::format("; without {} of the {}s nothing is compared", none, who);
  }
  return out + ".\n";
}

std::string FormatSectionsJson(const std::vector<SectionBalance>& sections) {
  std::string out = "[";
  for (const SectionBalance& s : sections) {
    std::vector<int> tables = s.part.tables;
    for (int& t : tables) ++t;
    const auto list = [](const std::vector<int>& v) {
      std::string text;
      for (int x : v) text += fmt::format("{}{}", text.empty() ? "" : ", ", x);
      return text;
    };
    out += fmt::format("{}{{\"section\": {}, \"pairs\": [{}], \"tables\": [{}], \"suitable\": {}, \"Qf\": {}, "
                       "\"Qf1av\": {}}}",
                       out.size() > 1 ? ", " : "", JsonQuote(s.letter), list(s.part.contestants), list(tables),
                       s.report.suitable ? "true" : "false", s.report.moments.Qf, JsonFigure(s.report.vacancy.Qf1av));
  }
  return out + "]";
}

std::string FormatJson(const std::string& file, const BalanceReport& r, const std::vector<std::string>& warnings,
                       const JsonMembers& extra) {
  const MatrixMoments& mo = r.moments;
  std::string out = "{\"file\": " + JsonQuote(file) + ", ";
  out += fmt::format("\"pairs\": {}, \"tables\": {}, \"rounds\": {}, \"groups\": {}, \"h\": {}, ", r.contestants,
                     r.tables, r.rounds, r.groups, r.h);
  out += fmt::format("\"S\": {}, \"N\": {}, \"SS\": {}, \"Qf\": {}, \"Qc\": {}, \"sd\": {}, \"d4\": {}, \"S4\": {}, \"Qo\": {}, ",
                     mo.S, mo.N, mo.SS, mo.Qf, mo.Qc, mo.sd, mo.d4, mo.S4, r.Qo);
  out += "\"Qf1\": [";
  for (std::size_t i = 0; i < r.vacancy.Qf1.size(); ++i) out += fmt::format("{}{}", i ? ", " : "", JsonFigure(r.vacancy.Qf1[i]));
  out += fmt::format("], \"Qf1av\": {}, \"Qf1max\": {}, \"Qf1max_pairs\": [", JsonFigure(r.vacancy.Qf1av),
                     JsonFigure(r.vacancy.Qf1max));
  for (std::size_t i = 0; i < r.vacancy.Qf1max_pairs.size(); ++i) {
    out += fmt::format("{}{}", i ? ", " : "", r.vacancy.Qf1max_pairs[i]);
  }
  out += "], \"matrix\": [";
  for (int p = 1; p <= r.contestants; ++p) {
    out += p > 1 ? ", [" : "[";
    for (int q = 1; q <= r.contestants; ++q) out += fmt::format("{}{}", q > 1 ? ", " : "", p == q ? 0 : r.matrix.at(p, q));
    out += "]";
  }
  static constexpr const char* kPerfectionNames[] = {"none", "perfect", "superperfect"};
  out += fmt::format("], \"absent\": {}, \"perfection\": \"{}\", \"warnings\": [", r.absent,
                     kPerfectionNames[static_cast<int>(PerfectionOf(r))]);
  for (std::size_t i = 0; i < warnings.size(); ++i) out += (i ? ", " : "") + JsonQuote(warnings[i]);
  out += "]";
  for (const auto& [key, value] : extra) out += ", " + JsonQuote(key) + ": " + value;
  return out + "}";
}

std::string FormatJsonError(const std::string& file, const std::string& error) {
  return "{\"file\": " + JsonQuote(file) + ", \"error\": " + JsonQuote(error) + "}";
}

std::string FormatStrongPairs(const Movement& m, const std::vector<int>& strong, const StrongPairScores& scores) {
  const char* who = m.individual ? "player" : "pair";
  std::string out = fmt::format("\nStrong-{} model: {} {} score{} a top on every board, every other result is average:\n",
                                who, strong.size() > 1 ? "pairs" : who, JoinPairs(strong), strong.size() > 1 ? "" : "s");
  for (int p = 1; p <= m.contestants; ++p) {
    const auto i = static_cast<std::size_t>(p - 1);
    if (scores.tops[i] == 0) {
      out += fmt::format("  {} {:>3}  plays no board (absent)\n", who, p);
      continue;
    }
    out += fmt::format("  {} {:>3} {:>7.2f} %   ({:g} of {:g})\n", who, p, scores.percent[i], scores.matchpoints[i],
                       scores.tops[i]);
  }
  return out;
}

std::string SummaryHeader(int name_width) {
  return fmt::format("{:<{}} {:>4} {:>4} {:>4} {:>4} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7} {:>7} {:>6} {:>5} {:>5}\n", "file",
                     name_width, "P", "T", "R", "G", "Qf", "Qc", "sd", "d4", "Qo", "Qf1av", "Qf1max", "copies", "bmove",
                     "pmove");
}

std::string SummaryLine(const std::string& name, const BalanceReport& r, const WalkingReport& walking, int name_width) {
  const MatrixMoments& mo = r.moments;
  return fmt::format(
      "{:<{}} {:>4} {:>4} {:>4} {:>4} {:>7.2f} {:>7.2f} {:>7.3f} {:>7.3f} {:>7.2f} {:>7} {:>7} {:>6} {:>5} {:>5}{}\n", name,
      name_width, r.contestants, r.tables, r.rounds, r.groups, mo.Qf, mo.Qc, mo.sd, mo.d4, r.Qo,
      FigureText(r.vacancy.Qf1av), FigureText(r.vacancy.Qf1max), walking.most_copies, walking.boards.longest,
      walking.contestants.longest, r.suitable ? "" : "  (unsuitable)");
}

bool IsFigureComment(const std::string& line) {
  for (const char* start : {"Qf = ", "Qf1av = ", "perfect: ", "superperfect: ", "optimised by movebal", "to repeat: ",
                            "with a time limit the result"}) {
    if (line.rfind(start, 0) == 0) return true;
  }
  return false;
}

std::vector<std::string> FigureComments(const BalanceReport& r) {
  std::vector<std::string> lines = {
      fmt::format("Qf = {:.2f}  Qc = {:.2f}  sd = {:.4f}  d4 = {:.4f}  Qo = {:.2f}", r.moments.Qf, r.moments.Qc,
                  r.moments.sd, r.moments.d4, r.Qo),
      fmt::format("Qf1av = {}  Qf1max = {}{}", FigureText(r.vacancy.Qf1av), FigureText(r.vacancy.Qf1max),
                  AbsentNote(r))};
  if (const std::string note = PerfectionNote(r); !note.empty()) lines.push_back(note);
  return lines;
}

std::string PerfectionNote(const BalanceReport& r) {
  const char* who = r.individual ? "player" : "pair";
  switch (PerfectionOf(r)) {
    case Perfection::kNone:
      return "";
    case Perfection::kPerfect: {
      std::string note = fmt::format("perfect: Qf 100, every two {}s compared alike", who);
      if (!r.vacancy.Qf1.empty()) note += fmt::format("; with one {} absent Qf1av is {}", who, FigureText(r.vacancy.Qf1av));
      return note;
    }
    case Perfection::kSuperperfect:
      return fmt::format("superperfect: Qf 100, and 100 again whichever {} is absent (Qf1av 100)", who);
  }
  return "";
}

}  // namespace movebal
