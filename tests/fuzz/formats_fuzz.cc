// libFuzzer target for every reader of the format table (formats/
// movement_formats.h) and the RoundData rows of a .bws: the first byte picks
// the reader, the rest is its input. Any input gives a movement or an error
// with a message, never a crash or a hang; a movement read is written in
// every format with a writer that takes it, and each reads back (as the same
// movement where the format keeps every table, round and contestant; a
// movement where nobody plays has no rows to read back from the row formats).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "formats/bws_movement.h"
#include "formats/movement_formats.h"
#include "fuzz_support.h"

namespace {

using namespace movebal;

// Rows of seven small numbers, eight bytes a row (the last a custom list flag).
std::vector<RoundDataRow> Rows(std::string_view bytes) {
  std::vector<RoundDataRow> rows;
  for (std::size_t i = 0; i + 8 <= bytes.size() && rows.size() < 4096; i += 8) {
    const auto b = [&](std::size_t k) { return static_cast<int>(static_cast<unsigned char>(bytes[i + k])); };
    rows.push_back(RoundDataRow{b(0) % 3, b(1) % 12, b(2) % 12, b(3) % 30, b(4) % 30, b(5) % 40, b(6) % 40,
                                b(7) == 255 ? "1,2" : ""});
  }
  return rows;
}

void WriteEverywhere(const MovementDocument& doc) {
  using fuzz::Require;
  for (const MovementFormat& format : MovementFormats()) {
    if (format.write == nullptr || format.read == nullptr) continue;
    FormatWriteOptions options;
    options.boards_per_group = 2;
    const auto text = format.write(doc, options);
    if (!text) {
      Require(!text.error().message.empty());
      continue;
    }
    const auto back = format.read(*text, "again");
    const std::string name = format.name;
    // Formats without counts of their own (the tables, rounds and pairs come
    // from the rows) have nothing to read back from a movement nobody plays.
    if (doc.movement.OccupiedCells() == 0 && (name == "ebu" || name == "paste")) {
      Require(!back.ok());
      continue;
    }
    Require(back.ok());
    if (name == "asc" || name == "json" || name == "mvt") Require(back->movement == doc.movement);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using fuzz::Require;
  if (size == 0) return 0;
  const std::vector<MovementFormat>& formats = MovementFormats();
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  const std::size_t pick = data[0] % (formats.size() + 2);
  Result<MovementDocument> doc = Error::Plain("no reader");
  if (pick < formats.size()) {
    if (formats[pick].read == nullptr) return 0;
    doc = formats[pick].read(text, "fuzz");
  } else if (pick == formats.size()) {
    doc = ParseMovementAs(text, "fuzz", nullptr);  // chosen by content
  } else {
    doc = MovementFromRoundData(Rows(text), "fuzz.bws");
  }
  if (!doc) {
    Require(!doc.error().message.empty());
    return 0;
  }
  WriteEverywhere(*doc);
  return 0;
}
