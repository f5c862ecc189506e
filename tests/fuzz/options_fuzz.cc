// libFuzzer target for the command line: the input, split at newlines, is
// the argument list of every subtool and generate kind in turn (parsed only,
// nothing runs). Any argument list must give typed settings or an error,
// never a crash; an error is bad usage (exit status 2) with a message.
#include <cstdint>
#include <cstdlib>
#include <string>

#include "cli/generate_kinds.h"
#include "cli/subtools.h"
#include "fuzz_support.h"

using movebal::fuzz::Require;

namespace {

void Parse(const movebal::OptionSurface& surface, const movebal::Args& args) {
  auto parsed = surface.parse(args);
  if (parsed) return;
  // Whatever was typed, it is bad usage (exit 2) with a message.
  Require(parsed.error().kind == movebal::ErrorKind::kInput && !parsed.error().message.empty());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace movebal;
  Args args;
  std::string word;
  for (std::size_t i = 0; i < size; ++i) {
    if (data[i] == '\n') {
      args.push_back(word);
      word.clear();
    } else {
      word += static_cast<char>(data[i]);
    }
  }
  if (!word.empty()) args.push_back(word);
  for (const Subtool& tool : Subtools()) {
    if (tool.options != nullptr) Parse(tool.options(), args);
  }
  for (const Subtool& kind : GenerateKinds()) Parse(kind.options(), args);
  return 0;
}
