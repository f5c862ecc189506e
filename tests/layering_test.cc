// The layers of src/ include one way only: each folder may include its own
// files and those of the layers below it, never one beside or above it; and
// within a folder no file includes itself again through others (no loops).
#include <gtest/gtest.h>

#include <filesystem>
#include <algorithm>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <regex>
#include <string>
#include <vector>

#include "test_support.h"

namespace movebal {
namespace {

// Rank of each layer; a file may include a layer of lower rank, or its own.
const std::map<std::string, int> kLayerRank = {
    {"base", 0},          {"movement", 1},  {"formats", 2}, {"editing", 3}, {"scoring", 3},
    {"search", 4},        {"optimiser", 5}, {"combinatorial_designs", 5},   {"design_search", 5},
    {"bound", 5},         {"pair_movements", 6},            {"design", 7},  {"club", 8},
    {"cli", 9},           {"web", 9},
};

TEST(Layering, IncludesRunOneWay) {
  namespace fs = std::filesystem;
  const std::regex include_line(R"(^\s*#\s*include\s*"([a-z_]+)/)");
  int files = 0;
  for (const auto& entry : fs::recursive_directory_iterator(testing::kSourceDir + "/src")) {
    if (!entry.is_regular_file()) continue;
    const fs::path relative = fs::relative(entry.path(), testing::kSourceDir + "/src");
    if (relative.begin() == relative.end() || std::next(relative.begin()) == relative.end()) continue;  // main.cc
    const std::string layer = relative.begin()->string();
    ASSERT_TRUE(kLayerRank.count(layer)) << "src/" << layer << " is a layer this test does not know: give it a rank";
    ++files;
    std::ifstream in(entry.path());
    std::string line;
    while (std::getline(in, line)) {
      std::smatch match;
      if (!std::regex_search(line, match, include_line)) continue;
      const std::string used = match[1];
      ASSERT_TRUE(kLayerRank.count(used)) << relative << " includes unknown layer " << used;
      EXPECT_TRUE(used == layer || kLayerRank.at(used) < kLayerRank.at(layer))
          << "src/" << relative.string() << " (layer " << layer << ") includes " << used;
    }
  }
  EXPECT_GT(files, 40);
}

TEST(Layering, NoIncludeLoops) {
  namespace fs = std::filesystem;
  const std::string src = testing::kSourceDir + "/src";
  const std::regex include_line(R"re(^\s*#\s*include\s*"([a-z_]+/[a-z_]+\.h)")re");
  // A header and its .cc are one unit: a.cc including b.h and b.h including
  // a.h is a loop between the units a and b.
  std::map<std::string, std::set<std::string>> uses;
  for (const auto& entry : fs::recursive_directory_iterator(src)) {
    if (!entry.is_regular_file()) continue;
    std::string unit = fs::relative(entry.path(), src).replace_extension().string();
    std::ifstream in(entry.path());
    std::string line;
    while (std::getline(in, line)) {
      std::smatch match;
      if (!std::regex_search(line, match, include_line)) continue;
      const std::string used = fs::path(match[1].str()).replace_extension().string();
      if (used != unit) uses[unit].insert(used);
    }
  }
  ASSERT_GT(uses.size(), 80u);
  std::map<std::string, int> state;  // 1: on the path, 2: done
  std::vector<std::string> path;
  std::function<void(const std::string&)> visit = [&](const std::string& unit) {
    state[unit] = 1;
    path.push_back(unit);
    for (const std::string& next : uses[unit]) {
      if (state[next] == 1) {
        std::string loop;
        for (auto it = std::find(path.begin(), path.end(), next); it != path.end(); ++it) loop += *it + " -> ";
        ADD_FAILURE() << "include loop: " << loop << next;
      } else if (state[next] == 0) {
        visit(next);
      }
    }
    path.pop_back();
    state[unit] = 2;
  };
  for (const auto& [unit, used] : uses)
    if (state[unit] == 0) visit(unit);
}

}  // namespace
}  // namespace movebal
