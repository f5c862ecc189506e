// libFuzzer target for the starter and couple-list parsers (--starter,
// --avoid, --spouses): any text gives a starter that IsStarter accepts, or an
// error; a parsed starter builds a verified Howell or says why not; couples
// build a round robin or an error, never a crash.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "fuzz_support.h"
#include "pair_movements/howell.h"
#include "combinatorial_designs/round_robin.h"
#include "combinatorial_designs/whist_designs.h"

using movebal::fuzz::Require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace movebal;
  if (size < 1) return 0;
  const int order = 3 + 2 * (data[0] % 10);  // odd orders 3..21
  const std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
  if (auto s = ParseStarter(text, order)) {
    Require(IsStarter(*s));
    if (auto howell = GenerateHowell({order + 1, 0}, *s)) Require(howell->movement.contestants == order + 1);
  }
  if (auto couples = ParseCouples(text)) {
    if (auto rr = ConveyorBelt(order + 1, Starter{}, *couples)) Require(VerifyRoundRobin(*rr).empty());
    WhistRequest request;
    request.players = 8;
    request.spouses = *couples;
    if (auto whist = GenerateWhistDesign(request)) Require(whist->verdict.whist);
  }
  return 0;
}
