#include "design/shape_of.h"

#include <fmt/format.h>

#include <algorithm>

#include "movement/sections.h"
#include "scoring/walking.h"

namespace movebal {
namespace {

// The rounds of each run that shares no board group with the rounds after
// it; a run of one round (a barometer round) is no stanza, so then none.
std::vector<int> Stanzas(const Movement& m) {
  std::vector<int> last_round(static_cast<std::size_t>(m.groups), -1);
  for (int r = 0; r < m.rounds; ++r) {
    for (int t = 0; t < m.tables; ++t) {
      if (m.at(r, t).occupied()) last_round[static_cast<std::size_t>(m.at(r, t).group)] = r;
    }
  }
  std::vector<int> lengths;
  int start = 0, reach = 0;
  for (int r = 0; r < m.rounds; ++r) {
    for (int t = 0; t < m.tables; ++t) {
      if (m.at(r, t).occupied()) reach = std::max(reach, last_round[static_cast<std::size_t>(m.at(r, t).group)]);
    }
    if (reach == r) {
      lengths.push_back(r + 1 - start);
      start = r + 1;
    }
  }
  const bool stanzas = lengths.size() > 1 && std::all_of(lengths.begin(), lengths.end(), [](int k) { return k > 1; });
  return stanzas ? lengths : std::vector<int>{};
}

}  // namespace

std::string MovementShape::Describe() const {
  std::string out = fmt::format("{} pairs, {} rounds, {} tables, {} groups", pairs, rounds, tables, groups);
  if (!sessions.empty()) {
    out += ", stanzas ";
    for (std::size_t i = 0; i < sessions.size(); ++i) out += fmt::format("{}{}", i ? "," : "", sessions[i]);
  }
  out += copies == 1 ? ", one set of boards" : fmt::format(", {} sets of boards", copies);
  if (boards_stay) out += ", boards stay";
  return out;
}

Result<MovementShape> ShapeOf(const Movement& m) {
  if (m.individual) return Error::Plain("--like takes a pairs movement: generate best designs no individual");
  if (FindSections(m).size() > 1) {
    return Error::Plain("--like takes a movement of one section: the pairs of this one fall into sections that never meet");
  }
  const WalkingReport walking = ComputeWalking(m);
  MovementShape shape;
  shape.pairs = m.contestants;
  shape.rounds = m.rounds;
  shape.tables = m.tables;
  shape.groups = m.groups;
  shape.sessions = Stanzas(m);
  shape.copies = std::max(1, walking.most_copies);
  // Stanzas hand their boards round as copies: staying boards is a
  // Scheveningen's shape, which has none.
  shape.boards_stay = shape.sessions.empty() && walking.boards.moves > 0 && walking.boards.longest == 0;
  return shape;
}

}  // namespace movebal
