// What the libFuzzer targets share: a check that stops the run (abort, which
// libFuzzer reports with the input) when a property fails.
#ifndef MOVEBAL_TESTS_FUZZ_FUZZ_SUPPORT_H_
#define MOVEBAL_TESTS_FUZZ_FUZZ_SUPPORT_H_

#include <cstdlib>

namespace movebal::fuzz {

inline void Require(bool condition) {
  if (!condition) std::abort();
}

}  // namespace movebal::fuzz

#endif  // MOVEBAL_TESTS_FUZZ_FUZZ_SUPPORT_H_
