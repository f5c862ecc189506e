// libFuzzer target for the .asc reader and the scorer: any input must give a
// movement or an error naming a line, never a crash or a hang; a movement in
// which nobody plays a board group twice must score S = (occupied cells) x h
// (x 2 for individuals: partners count -h), and what FormatAsc writes must read
// back as the same movement. tools/fuzz.sh builds and runs it.
#include <cstdint>
#include <string_view>

#include "fuzz_support.h"
#include "movement/asc_reader.h"
#include "movement/asc_writer.h"
#include "scoring/balance.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace movebal;
  using fuzz::Require;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto doc = ParseAsc(text, "fuzz");
  if (!doc) {
    Require(doc.error().line >= 1 && !doc.error().message.empty());
    return 0;
  }
  const Movement& m = doc->movement;
  const BalanceReport report = ScoreMovement(m);
  Require(!doc->warnings.empty() ||
          report.moments.S == static_cast<std::int64_t>(m.OccupiedCells()) * report.h * (m.individual ? 2 : 1));
  Require(report.vacancy.Qf1.size() == static_cast<std::size_t>(m.contestants));
  const auto again = ParseAsc(FormatAsc(m, {"round trip"}), "round-trip");
  Require(again.ok() && again->movement == m);
  return 0;
}
