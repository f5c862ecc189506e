// libFuzzer target for the JSON movement reader (and the choice between the
// two formats): any input gives a movement or an error naming a line, never a
// crash or a hang; a movement read must write back as JSON and as .asc and
// read back as the same movement, and its cards and exports must build.
#include <cstdint>
#include <string_view>

#include "club/cards.h"
#include "club/export.h"
#include "fuzz_support.h"
#include "movement/asc_reader.h"
#include "movement/movement_file.h"
#include "movement/asc_writer.h"
#include "movement/json_movement.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace movebal;
  using fuzz::Require;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto doc = ParseMovementText(text, "fuzz");
  if (!doc) {
    Require(doc.error().line >= 1 && !doc.error().message.empty());
    return 0;
  }
  const Movement& m = doc->movement;
  const auto json = ParseMovementJson(FormatMovementJson(m, 3, doc->description), "again.json");
  Require(json.ok() && json->movement == m && json->description == doc->description);
  const auto asc = ParseAsc(FormatAsc(m, doc->comments, doc->description), "again.asc");
  Require(asc.ok() && asc->movement == m);
  ExportOptions options;
  options.boards_per_group = 2;
  Require(!FormatBridgemate(m, options).empty() && !FormatPaste(m, options).empty());
  Require(BuildCards(m, 2).size() == static_cast<std::size_t>(1 + m.tables + m.contestants));
  return 0;
}
