#include "design/sections.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "editing/edit_operations.h"
#include "optimiser/annealer.h"

namespace movebal {
namespace {

// The share of -T the arrows of the whole field get, scored across it.
constexpr double kFieldArrowShare = 1.0 / 3;

}  // namespace

std::vector<int> SectionSizes(int pairs, int sections) {
  if (sections < 1 || pairs / sections < 4) return {};
  std::vector<int> sizes(static_cast<std::size_t>(sections), pairs / sections);
  for (int i = 0; i < pairs % sections; ++i) ++sizes[static_cast<std::size_t>(i)];
  return sizes;
}

Result<SectionedDesign> DesignSections(const SectionsRequest& request, const BestDesignSettings& settings) {
  SectionedDesign out;
  out.sizes = SectionSizes(request.best.pairs, request.sections);
  if (out.sizes.empty()) {
    return Error::Plain(fmt::format("{} pairs make no {} sections of at least 4 pairs", request.best.pairs,
                                    request.sections));
  }
  std::map<int, std::size_t> ranking_of_size;
  for (int size : out.sizes) ranking_of_size.emplace(size, 0);
  const bool field = request.scoring == SectionScoring::kField;
  const double seconds = settings.seconds();
  const double each_seconds = seconds * (field ? 1 - kFieldArrowShare : 1) / static_cast<double>(ranking_of_size.size());
  // Largest first, as the sections are lettered.
  for (auto it = ranking_of_size.rbegin(); it != ranking_of_size.rend(); ++it) {
    BestRequest one = request.best;
    one.pairs = it->first;
    one.tables = 0;
    // Each size its own share of -T, from when its design starts.
    auto ranked = DesignBest(one, settings.For(each_seconds));
    if (!ranked) return ranked.error();
    if (ranked->empty()) return Error::Failed(fmt::format("no movement was found for a section of {} pairs", it->first));
    const std::size_t pick = static_cast<std::size_t>(request.pick - 1);
    if (request.pick < 1 || pick >= ranked->size()) {
      return Error::Failed(fmt::format("--pick {}: the design of a section of {} pairs found {} candidate{}",
                                       request.pick, it->first, ranked->size(), ranked->size() == 1 ? "" : "s"));
    }
    // The same boards: a smaller section plays as many groups as the first,
    // else some group is played less often and the field is unsuitable.
    if (!out.rankings.empty()) {
      const int groups = out.rankings.front()[pick].movement.groups;
      std::stable_partition(ranked->begin(), ranked->end(),
                            [&](const Candidate& c) { return c.movement.groups == groups; });
      if ((*ranked)[pick].movement.groups != groups) {
        return Error::Failed(fmt::format("no movement for a section of {} pairs plays the {} board groups of the "
                                         "section of {}",
                                         it->first, groups, out.sizes.front()));
      }
    }
    it->second = out.rankings.size();
    out.rankings.push_back(std::move(*ranked));
  }
  for (int size : out.sizes) {
    out.ranking_of.push_back(ranking_of_size[size]);
    out.chosen.push_back(out.rankings[out.ranking_of.back()][static_cast<std::size_t>(request.pick - 1)]);
    // The room sets up the tables somebody plays at.
    Movement section = out.chosen.back().movement;
    if (auto room = DropEmptyTables(section)) section = std::move(*room);
    SectionPart part;
    for (int p = 1; p <= section.contestants; ++p) part.contestants.push_back(out.movement.contestants + p);
    for (int t = 0; t < section.tables; ++t) part.tables.push_back(out.movement.tables + t);
    out.parts.push_back(std::move(part));
    if (out.chosen.size() == 1) {
      out.movement = std::move(section);
      continue;
    }
    auto beside = SideBySide(out.movement, section);
    if (!beside) return beside.error();
    out.movement = std::move(*beside);
  }
  if (!field) return out;
  auto balanced = OptimiseArrows(out.movement, settings.Polish(seconds * kFieldArrowShare));
  if (!balanced) return balanced.error();
  out.movement = std::move(balanced->movement);
  return out;
}

}  // namespace movebal
