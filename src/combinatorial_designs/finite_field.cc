#include "combinatorial_designs/finite_field.h"

#include <array>

namespace movebal {

bool IsPrime(int n) {
  if (n < 2) return false;
  for (int d = 2; d * d <= n; ++d) {
    if (n % d == 0) return false;
  }
  return true;
}

namespace {

constexpr int kMostDegree = 3;
using Polynomial = std::array<int, 2 * kMostDegree - 1>;  // coefficients, lowest first

}  // namespace

std::optional<FiniteField> FiniteField::OfOrder(int q) {
  for (int p = 2; p <= q; ++p) {
    if (!IsPrime(p) || q % p != 0) continue;
    int k = 0;
    for (int rest = q; rest > 1; rest /= p) {
      if (rest % p != 0) return std::nullopt;
      ++k;
    }
    if (k > kMostDegree) return std::nullopt;
    return FiniteField(p, k);
  }
  return std::nullopt;
}

int FiniteField::Digit(int a, int i) const {
  for (int j = 0; j < i; ++j) a /= p_;
  return a % p_;
}

int FiniteField::Sum(int a, int b) const {
  int sum = 0;
  for (int i = k_ - 1; i >= 0; --i) sum = sum * p_ + (Digit(a, i) + Digit(b, i)) % p_;
  return sum;
}

int FiniteField::Difference(int a, int b) const {
  int difference = 0;
  for (int i = k_ - 1; i >= 0; --i) difference = difference * p_ + (Digit(a, i) - Digit(b, i) + p_) % p_;
  return difference;
}

FiniteField::FiniteField(int p, int k) : p_(p), k_(k), q_(1) {
  for (int i = 0; i < k; ++i) q_ *= p;
  // x^k = -(c_0 + c_1 x + ... + c_(k-1) x^(k-1)) for the first c without a
  // root (for k = 1 the polynomial x, and the field is the integers mod p).
  std::vector<int> low(static_cast<std::size_t>(k), 0);
  for (int c = 0; c < q_; ++c) {
    bool root = false;
    for (int x = 0; x < p && !root && k > 1; ++x) {
      int value = 1;  // x^k + c(x), by Horner from the top
      for (int i = k - 1; i >= 0; --i) value = (value * x + Digit(c, i)) % p;
      root = value == 0;
    }
    if (root) continue;
    for (int i = 0; i < k; ++i) low[static_cast<std::size_t>(i)] = Digit(c, i);
    break;
  }
  product_.assign(static_cast<std::size_t>(q_ * q_), 0);
  for (int a = 0; a < q_; ++a) {
    for (int b = 0; b < q_; ++b) {
      Polynomial full{};
      for (int i = 0; i < k; ++i) {
        for (int j = 0; j < k; ++j) full[static_cast<std::size_t>(i + j)] += Digit(a, i) * Digit(b, j);
      }
      for (int d = 2 * k - 2; d >= k; --d) {  // x^d = x^(d-k) x^k
        const int top = full[static_cast<std::size_t>(d)] % p;
        full[static_cast<std::size_t>(d)] = 0;
        for (int i = 0; i < k; ++i) full[static_cast<std::size_t>(d - k + i)] -= top * low[static_cast<std::size_t>(i)];
      }
      int value = 0;
      for (int i = k - 1; i >= 0; --i) value = value * p + ((full[static_cast<std::size_t>(i)] % p) + p) % p;
      product_[static_cast<std::size_t>(a * q_ + b)] = value;
    }
  }
  square_.assign(static_cast<std::size_t>(q_), 0);
  for (int a = 1; a < q_; ++a) square_[static_cast<std::size_t>(Product(a, a))] = 1;
}

}  // namespace movebal
