// libFuzzer target for the inputs of `generate best`'s styles: --sessions
// text gives rounds of 1 or more, or an error; an .asc first round
// (--first-round) is matched into a 14-pair movement or refused, never a
// crash, and a match keeps the given round and the matrix elements.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "design/styles.h"
#include "fuzz_support.h"
#include "pair_movements/mitchell.h"
#include "movement/asc_reader.h"
#include "scoring/balance.h"

using movebal::fuzz::Require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace movebal;
  const std::string text(reinterpret_cast<const char*>(data), size);
  if (auto sessions = ParseSessions(text)) {
    Require(!sessions->empty() && std::all_of(sessions->begin(), sessions->end(), [](int r) { return r >= 1; }));
  }
  const auto doc = ParseAsc(text, "fuzz");
  if (!doc) return 0;
  static const Movement base = [] {
    Movement m = CompleteMitchell(7);
    SwitchRound(m, 1);
    return m;
  }();
  for (bool keep_vacancy : {false, true}) {
    Movement m = base;
    if (!MatchFirstRound(m, doc->movement, keep_vacancy)) continue;
    Require(CheckFirstRound(m, doc->movement).empty());
    Require(ScoreMovement(m).moments.SS == ScoreMovement(base).moments.SS);
  }
  return 0;
}
