// Small finite fields, for the Hadamard matrices of Paley's construction
// where no cyclic sequence of the length is at hand (27 elements: the
// Hadamard half-rounds of 14 pairs need a matrix of order 28).
//
// Thread safety: immutable once built.
#ifndef MOVEBAL_COMBINATORIAL_DESIGNS_FINITE_FIELD_H_
#define MOVEBAL_COMBINATORIAL_DESIGNS_FINITE_FIELD_H_

#include <optional>
#include <vector>

namespace movebal {

// n is a prime (trial division: the orders here are small).
bool IsPrime(int n);

// The field of q = p^k elements for a prime p and k <= 3, its elements
// numbered 0 to q - 1 by their coefficients in base p (0 is zero, 1 is one);
// products are taken modulo the first monic irreducible polynomial of degree
// k (one without a root, which suffices up to degree 3).
class FiniteField {
 public:
  // The field of q elements, or nothing when q is not such a prime power.
  static std::optional<FiniteField> OfOrder(int q);

  int order() const { return q_; }
  int Sum(int a, int b) const;
  int Difference(int a, int b) const;
  int Product(int a, int b) const { return product_[static_cast<std::size_t>(a * q_ + b)]; }
  // a is a nonzero square.
  bool IsSquare(int a) const { return square_[static_cast<std::size_t>(a)]; }

 private:
  FiniteField(int p, int k);
  int Digit(int a, int i) const;

  int p_ = 0, k_ = 0, q_ = 0;
  std::vector<int> product_;
  std::vector<char> square_;
};

}  // namespace movebal

#endif  // MOVEBAL_COMBINATORIAL_DESIGNS_FINITE_FIELD_H_
