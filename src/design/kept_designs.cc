#include "design/kept_designs.h"

#include "movement/asc_reader.h"
#include "search/tuning.h"

namespace movebal {
namespace {

struct KeptFile {
  const char* name;
  const char* text;
};

// Generated from movements/kept-*.asc by CMakeLists.txt; the last entry
// ends the list (a build may keep none).
constexpr KeptFile kKeptFiles[] = {
#include "design/kept_designs.inc"
    {nullptr, nullptr},
};

}  // namespace

std::vector<KeptDesign> KeptDesigns(int pairs, int rounds) {
  std::vector<KeptDesign> designs;
  if (tuning().best_kept_designs == 0) return designs;
  for (const KeptFile& f : kKeptFiles) {
    if (f.name == nullptr) break;
    auto doc = ParseAsc(f.text, f.name);
    if (doc && doc->movement.contestants == pairs && doc->movement.rounds == rounds) {
      designs.push_back({f.name, std::move(doc->movement)});
    }
  }
  return designs;
}

}  // namespace movebal
