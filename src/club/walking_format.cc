#include "club/walking_format.h"

#include <fmt/format.h>

#include <functional>
#include <algorithm>
#include <map>
#include <vector>

namespace movebal {
namespace {

std::string Join(const std::vector<int>& items, const char* separator) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) out += fmt::format("{}{}", i ? separator : "", items[i]);
  return out;
}

std::string Tables(int n) { return fmt::format("{} table{}", n, n == 1 ? "" : "s"); }

std::string MoveLine(const std::string& what, const MoveTally& t) {
  if (t.moves == 0) return fmt::format("  {:<15}no moves between rounds\n", what);
  return fmt::format("  {:<15}{} moves, longest {}, {} longer than one table\n", what, t.moves, Tables(t.longest),
                     t.longer_than_one == 0 ? std::string("none") : std::to_string(t.longer_than_one));
}

std::string EmptyLine(const WalkingReport& w) {
  switch (w.empty_tables) {
    case EmptyTables::kNone:
      return "none\n";
    case EmptyTables::kFixed:
      return fmt::format("table {} every round (fixed)\n", Join(w.empty.front(), ", "));
    case EmptyTables::kRoving:
      break;
  }
  std::string out = "roving:";
  for (std::size_t r = 0; r < w.empty.size(); ++r) {
    out += fmt::format(" round {} {};", r + 1, w.empty[r].empty() ? std::string("none") : Join(w.empty[r], ","));
  }
  out.back() = '\n';
  return out;
}

// In sections, the most sets any one section hands round.
std::string CopiesLine(const Movement& m, const WalkingReport& w) {
  const char* in = w.sections > 1 ? " in a section" : "";
  const int most = w.section_copies.empty() ? 0 : *std::max_element(w.section_copies.begin(), w.section_copies.end());
  if (most <= 1) return fmt::format("one set of each group{}\n", in);
  std::map<int, std::string, std::greater<>> groups_by_copies;  // most copies first
  for (int g = 0; g < m.groups; ++g) {
    const int k = w.section_copies[static_cast<std::size_t>(g)];
    if (k <= 1) continue;
    std::string& groups = groups_by_copies[k];
    if (!groups.empty()) groups += ' ';
    groups += GroupLabel(m, g);
  }
  std::string out;
  for (const auto& [k, groups] : groups_by_copies) {
    out += fmt::format("{}{} sets of {}", out.empty() ? "" : "; ", k, groups);
  }
  return out + fmt::format("{} (played at several tables in one round)\n", in);
}

std::string MoveSummary(const char* what, const MoveTally& t) {
  if (t.longest == 0) return fmt::format("{} stay", what);
  return fmt::format("{} move up to {}{}", what, Tables(t.longest),
                     t.longest > 1 ? fmt::format(" ({} moves longer than one)", t.longer_than_one) : "");
}

}  // namespace

std::string WalkingSummary(const WalkingReport& w) {
  return MoveSummary("boards", w.boards) + ", " + MoveSummary("pairs", w.contestants);
}

std::string FormatWalking(const Movement& m, const WalkingReport& w) {
  const char* who = m.individual ? "players" : "pairs";
  std::string out =
      w.sections > 1
          ? fmt::format("\nWalking ({} sections, each its tables in a ring, its first next to its last):\n", w.sections)
          : std::string("\nWalking (tables in a ring, table 1 next to the last):\n");
  out += MoveLine("boards:", w.boards);
  out += MoveLine(std::string(who) + ":", w.contestants);
  out += fmt::format("  {:<15}{}\n", "stationary:", w.stationary.empty() ? "none" : Join(w.stationary, " "));
  out += fmt::format("  {:<15}{}", "empty tables:", EmptyLine(w));
  out += fmt::format("  {:<15}{}", "board copies:", CopiesLine(m, w));
  return out;
}

std::string FormatWalkingJson(const WalkingReport& w) {
  static constexpr const char* kEmptyNames[] = {"none", "fixed", "roving"};
  std::string empty = "[";
  for (std::size_t r = 0; r < w.empty.size(); ++r) empty += fmt::format("{}[{}]", r ? ", " : "", Join(w.empty[r], ", "));
  return fmt::format(
      "{{\"board_moves\": {}, \"longest_board_move\": {}, \"board_moves_over_one\": {}, \"pair_moves\": {}, "
      "\"longest_pair_move\": {}, \"pair_moves_over_one\": {}, \"stationary\": [{}], \"empty_tables\": \"{}\", "
      "\"empty\": {}], \"copies\": [{}], \"most_copies\": {}, \"sections\": {}, \"section_copies\": [{}]}}",
      w.boards.moves, w.boards.longest, w.boards.longer_than_one, w.contestants.moves, w.contestants.longest,
      w.contestants.longer_than_one, Join(w.stationary, ", "), kEmptyNames[static_cast<int>(w.empty_tables)], empty,
      Join(w.copies, ", "), w.most_copies, w.sections, Join(w.section_copies, ", "));
}

}  // namespace movebal
