#include "search/random.h"

namespace movebal {
namespace {

std::uint64_t RotateLeft(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

}  // namespace

std::uint64_t Random::SplitMix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

Random::Random(std::uint64_t seed) {
  // SplitMix64 never gives four zeros in a row, the one state xoshiro
  // cannot leave.
  for (std::uint64_t& word : s_) word = SplitMix64(seed);
}

Random Random::ForStream(std::uint64_t seed, std::uint64_t stream) {
  // Hash the stream number before combining, so that neighbouring seeds and
  // neighbouring streams do not line up (seed s, stream 1 is not seed s + 1).
  std::uint64_t mixed = stream;
  const std::uint64_t hashed = SplitMix64(mixed);
  std::uint64_t state = seed ^ hashed;
  return Random(SplitMix64(state));
}

std::uint64_t Random::Next() {
  const std::uint64_t result = RotateLeft(s_[1] * 5, 7) * 9;
  const std::uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = RotateLeft(s_[3], 45);
  return result;
}

std::uint64_t Random::BelowU64(std::uint64_t n) {
  // 2^64 mod n raw values at the bottom would favour the low residues.
  const std::uint64_t threshold = (0 - n) % n;
  for (;;) {
    const std::uint64_t x = Next();
    if (x >= threshold) return x % n;
  }
}

double Random::Unit() { return static_cast<double>(Next() >> 11) * 0x1.0p-53; }

bool Random::Coin() { return (Next() >> 63) != 0; }

}  // namespace movebal
