#include "optimiser/fixed_cells.h"

#include <fmt/format.h>

#include <sstream>

namespace movebal {
namespace {

Result<bool> InRange(int value, int high, const char* what) {
  if (value < 1 || value > high) return Error::Plain(fmt::format("{} {} is out of range 1..{}", what, value, high));
  return true;
}

}  // namespace

Result<std::vector<bool>> ParseFixMatrix(const Movement& m, const std::string& text, const std::string& name) {
  std::vector<bool> fixed;
  std::istringstream in(text);
  std::string line;
  int line_number = 0;
  while (std::getline(in, line)) {
    ++line_number;
    if (const auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    std::vector<bool> row;
    for (std::size_t k = 0; k < line.size(); ++k) {
      const char c = line[k];
      if (c == '0' || c == '1') {
        row.push_back(c == '1');
      } else if (c != ' ' && c != '\t' && c != '\r') {
        return Error::At(name, line_number, static_cast<int>(k) + 1,
                         fmt::format("expected 0 (free) or 1 (fixed), found '{}'", c));
      }
    }
    if (row.empty()) continue;
    if (static_cast<int>(row.size()) != m.tables) {
      return Error::At(name, line_number, 1, fmt::format("expected {} entries (one per table), found {}", m.tables, row.size()));
    }
    fixed.insert(fixed.end(), row.begin(), row.end());
  }
  if (fixed.size() != m.cells.size()) {
    return Error::At(name, line_number, 1,
                     fmt::format("expected {} rows (one per round), found {}", m.rounds, fixed.size() / static_cast<std::size_t>(std::max(m.tables, 1))));
  }
  return fixed;
}

Result<std::vector<bool>> FixedCells(const Movement& m, const FixSpec& spec) {
  std::vector<bool> fixed(m.cells.size(), false);
  if (!spec.matrix_name.empty()) {
    auto parsed = ParseFixMatrix(m, spec.matrix_text, spec.matrix_name);
    if (!parsed) return parsed.error();
    fixed = *parsed;
  }
  const auto fix_where = [&](auto predicate) {
    for (int r = 0; r < m.rounds; ++r) {
      for (int t = 0; t < m.tables; ++t) {
        if (predicate(r, t, m.at(r, t))) fixed[m.Index(r, t)] = true;
      }
    }
  };
  for (int r : spec.rounds) {
    if (auto ok = InRange(r, m.rounds, "round"); !ok) return ok.error();
    fix_where([&](int round, int, const Cell&) { return round == r - 1; });
  }
  for (int t : spec.tables) {
    if (auto ok = InRange(t, m.tables, "table"); !ok) return ok.error();
    fix_where([&](int, int table, const Cell&) { return table == t - 1; });
  }
  for (int p : spec.pairs) {
    if (auto ok = InRange(p, m.contestants, "pair"); !ok) return ok.error();
    fix_where([&](int, int, const Cell& c) { return m.Plays(c, p); });
  }
  for (int g : spec.groups) {
    if (auto ok = InRange(g, m.groups, "board group"); !ok) return ok.error();
    fix_where([&](int, int, const Cell& c) { return c.group == g - 1; });
  }
  if (spec.first_cells > 0) {
    if (auto ok = InRange(spec.first_cells, m.tables, "first cells"); !ok) return ok.error();
    fix_where([&](int round, int table, const Cell&) { return round == 0 && table < spec.first_cells; });
  }
  if (spec.except_round) {
    if (auto ok = InRange(spec.except_round, m.rounds, "round"); !ok) return ok.error();
    fix_where([&](int round, int, const Cell&) { return round != spec.except_round - 1; });
  }
  if (spec.except_table) {
    if (auto ok = InRange(spec.except_table, m.tables, "table"); !ok) return ok.error();
    fix_where([&](int, int table, const Cell&) { return table != spec.except_table - 1; });
  }
  if (spec.except_pair) {
    if (auto ok = InRange(spec.except_pair, m.contestants, "pair"); !ok) return ok.error();
    fix_where([&](int, int, const Cell& c) { return !m.Plays(c, spec.except_pair); });
  }
  if (spec.except_group) {
    if (auto ok = InRange(spec.except_group, m.groups, "board group"); !ok) return ok.error();
    fix_where([&](int, int, const Cell& c) { return c.group != spec.except_group - 1; });
  }
  for (std::size_t k = 0; k < m.cells.size(); ++k) {
    if (!m.cells[k].occupied()) fixed[k] = true;
  }
  return fixed;
}

}  // namespace movebal
