// The layers of src/ include one way only: each folder may include its own
// files and those of the layers below it, never one beside or above it.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <string>

#include "test_support.h"

namespace movebal {
namespace {

// Rank of each layer; a file may include a layer of lower rank, or its own.
const std::map<std::string, int> kLayerRank = {
    {"base", 0},       {"movement", 1}, {"formats", 2}, {"editing", 3}, {"scoring", 3}, {"search", 4}, {"optimiser", 5},
    {"generators", 5}, {"design", 6},   {"club", 7},    {"cli", 8},     {"web", 8},
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

}  // namespace
}  // namespace movebal
