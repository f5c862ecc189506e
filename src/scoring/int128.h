// A 128-bit integer for exact fourth moments: sums of (N e - S)^4 overflow
// 64 bits on large movements. GCC and clang provide it as an extension.
#ifndef MOVEBAL_SCORING_INT128_H_
#define MOVEBAL_SCORING_INT128_H_

namespace movebal {

__extension__ typedef __int128 Int128;

}  // namespace movebal

#endif  // MOVEBAL_SCORING_INT128_H_
