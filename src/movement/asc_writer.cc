#include "movement/asc_writer.h"

#include <fmt/format.h>

#include <algorithm>

namespace movebal {
namespace {

int Digits(int n) {
  int d = 1;
  while (n >= 10) {
    n /= 10;
    ++d;
  }
  return d;
}

// A line break inside a comment (from a JSON movement) would end the comment.
std::string CommentLines(const std::vector<std::string>& lines) {
  std::string out;
  for (std::string line : lines) {
    std::replace_if(line.begin(), line.end(), [](char c) { return c == '\r' || c == '\n'; }, ' ');
    out += line.empty() ? "#\n" : "# " + line + "\n";
  }
  return out;
}

}  // namespace

std::string FormatAsc(const Movement& m, const std::vector<std::string>& comments,
                      const std::vector<std::string>& description) {
  const bool numeric = m.NumericGroups();
  const int width = std::max(2, Digits(m.contestants));
  const int group_width = numeric ? Digits(m.groups) : 1;
  // The header comes first: the .ASC standard allows no comment before it.
  std::string out = fmt::format("{} {} {} {} {}{}\n", m.contestants, m.tables, m.rounds, m.groups,
                                m.individual ? 1 : 0, numeric ? " g" : "");
  out += CommentLines(description);
  for (int r = 0; r < m.rounds; ++r) {
    for (int t = 0; t < m.tables; ++t) {
      const Cell& c = m.at(r, t);
      if (t > 0) out += "   ";
      const std::string group = fmt::format("{:>{}}", GroupLabel(m, c.group), group_width);
      if (m.individual) {
        out += fmt::format("{:>{}} {:>{}} {:>{}} {:>{}} {}", c.ns[0], width, c.ns[1], width, c.ew[0], width, c.ew[1],
                           width, group);
      } else {
        out += fmt::format("{:>{}}-{:>{}} {}", c.ns[0], width, c.ew[0], width, group);
      }
    }
    out += '\n';
  }
  return out + CommentLines(comments);
}

}  // namespace movebal
