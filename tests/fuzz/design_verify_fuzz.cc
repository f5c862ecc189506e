// libFuzzer target for the inputs of `movebal verify`: CRRS schedules in the
// paper's layout, (3,6) whist designs and whist movements. Any text is
// refused with a line number or judged without a crash; what parses is
// judged, and a CRRS written back reads back the same.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "fuzz_support.h"
#include "combinatorial_designs/crrs.h"
#include "combinatorial_designs/ogwhd.h"
#include "combinatorial_designs/whist.h"
#include "movement/asc_reader.h"

using movebal::fuzz::Require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace movebal;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (auto crrs = ParseCrrs(text, "fuzz")) {
    const CrrsVerdict v = VerifyCrrs(*crrs);
    Require(v.crrs == v.problems.empty());
    const auto again = ParseCrrs(FormatCrrs(*crrs), "again");
    Require(again.ok() && again->rounds == crrs->rounds && again->teammate == crrs->teammate);
  }
  if (auto ogwhd = ParseOgwhd(text, "fuzz")) {
    const OgwhdVerdict v = VerifyOgwhd(*ogwhd);
    Require(!v.ordered || v.whist);
  }
  if (auto doc = ParseAsc(text, "fuzz")) {
    const WhistVerdict v = VerifyWhist(doc->movement);
    Require(v.whist == v.problems.empty());
  }
  return 0;
}
