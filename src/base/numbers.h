// Decimal numbers read the same with every standard library: libc++ has no
// floating-point std::from_chars, so text goes through strtod (the program
// never leaves the "C" locale) after a check of its form.
//
// Thread safety: free functions without state.
#ifndef MOVEBAL_BASE_NUMBERS_H_
#define MOVEBAL_BASE_NUMBERS_H_

#include <optional>
#include <string_view>

namespace movebal {

// The whole of `text` as a finite double: an optional '-', digits with an
// optional '.', and an optional exponent ("1.5", "-2e3", ".5"). Anything else
// (blanks, '+', hexadecimal, inf, nan, a value beyond double's range): none.
std::optional<double> ParseDecimal(std::string_view text);

}  // namespace movebal

#endif  // MOVEBAL_BASE_NUMBERS_H_
