// libFuzzer target for balans' fixing matrix (-a FILE): the first two bytes
// choose the shape of a complete Mitchell, the rest is the matrix file. Any
// text must give one flag per cell or an error naming a line, never a crash.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "fuzz_support.h"
#include "pair_movements/mitchell.h"
#include "optimiser/fixed_cells.h"

using movebal::fuzz::Require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace movebal;
  if (size < 2) return 0;
  MitchellSpec spec;
  spec.tables = 3 + 2 * (data[0] % 6);  // 3..13, odd: complete
  spec.rounds = 2 + data[1] % (spec.tables - 1);
  auto m = GenerateMitchell(spec);
  Require(m.ok());
  const std::string text(reinterpret_cast<const char*>(data + 2), size - 2);
  FixSpec fix;
  fix.matrix_name = "fuzz";
  fix.matrix_text = text;
  auto fixed = FixedCells(*m, fix);
  if (!fixed) {
    Require(fixed.error().file == "fuzz" && !fixed.error().message.empty());
    return 0;
  }
  Require(fixed->size() == m->cells.size());
  return 0;
}
