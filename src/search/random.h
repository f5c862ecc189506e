// Random: the one random generator of the searches. Its raw output is
// xoshiro256** (Blackman and Vigna) seeded through SplitMix64, and every
// derived draw (Below, Unit, Coin, Shuffle) is defined here from that raw
// output, never by a standard-library distribution or std::shuffle, whose
// results differ between standard libraries. So a seed gives the same
// stream, and a search the same result, with any compiler and library.
//
// Thread safety: none; each chain owns its own Random (ForStream).
#ifndef MOVEBAL_SEARCH_RANDOM_H_
#define MOVEBAL_SEARCH_RANDOM_H_

#include <concepts>
#include <cstdint>
#include <iterator>
#include <utility>

namespace movebal {

class Random {
 public:
  // The state is four SplitMix64 outputs from `seed`.
  explicit Random(std::uint64_t seed);

  // An independent stream for chain `stream` of a search run with `seed`:
  // different (seed, stream) pairs give unrelated streams.
  static Random ForStream(std::uint64_t seed, std::uint64_t stream);

  // SplitMix64 (Steele, Lea and Flood): advances `state` and returns its
  // next output. Also the seeding of the streams.
  static std::uint64_t SplitMix64(std::uint64_t& state);

  // The next raw 64 bits.
  std::uint64_t Next();

  // Uniform in [0, n), without bias (rejection of the short last block);
  // n must be positive.
  template <std::integral T>
  T Below(T n) {
    return static_cast<T>(BelowU64(static_cast<std::uint64_t>(n)));
  }

  // Uniform in [0, 1): the top 53 bits as a double.
  double Unit();

  // True or false with equal chance.
  bool Coin();

  // Fisher-Yates: every order equally likely.
  template <std::random_access_iterator It>
  void Shuffle(It begin, It end) {
    for (auto i = end - begin; i > 1; --i) {
      using std::swap;
      swap(begin[i - 1], begin[Below(i)]);
    }
  }

 private:
  std::uint64_t BelowU64(std::uint64_t n);

  std::uint64_t s_[4];
};

}  // namespace movebal

#endif  // MOVEBAL_SEARCH_RANDOM_H_
