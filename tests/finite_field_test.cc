#include "combinatorial_designs/finite_field.h"

#include <gtest/gtest.h>

#include "pair_movements/howell.h"

namespace movebal {
namespace {

TEST(FiniteField, OnlyPrimePowersUpToTheCube) {
  for (int q : {2, 3, 4, 7, 8, 9, 25, 27, 125}) EXPECT_TRUE(FiniteField::OfOrder(q)) << q;
  for (int q : {1, 6, 12, 15, 16, 81}) EXPECT_FALSE(FiniteField::OfOrder(q)) << q;
}

// The field laws, checked by brute force: every nonzero element has an
// inverse (the product table is a field's only if the polynomial is
// irreducible), products distribute over sums, and some element's powers
// run through all q - 1 nonzero ones; in odd order half of them are squares.
TEST(FiniteField, ObeysTheFieldLaws) {
  for (int q : {4, 8, 9, 25, 27}) {
    const FiniteField f = *FiniteField::OfOrder(q);
    bool cyclic = false;
    for (int a = 1; a < q; ++a) {
      int inverses = 0;
      for (int b = 1; b < q; ++b) inverses += f.Product(a, b) == 1;
      EXPECT_EQ(inverses, 1) << q << ": " << a;
      int order = 1;
      for (int x = a; x != 1; x = f.Product(x, a)) ++order;
      cyclic = cyclic || order == q - 1;
      for (int b = 0; b < q; ++b) {
        EXPECT_EQ(f.Difference(f.Sum(a, b), b), a);
        for (int c = 0; c < q; ++c) {
          ASSERT_EQ(f.Product(a, f.Sum(b, c)), f.Sum(f.Product(a, b), f.Product(a, c))) << q;
        }
      }
    }
    EXPECT_TRUE(cyclic) << q;
    if (q % 2 == 1) {
      int squares = 0;
      for (int a = 0; a < q; ++a) squares += f.IsSquare(a);
      EXPECT_EQ(squares, (q - 1) / 2) << q;
    }
  }
}

// Paley's rows from the field of 27 elements: 28 rows of 27 signs, any two
// with inner product -1, so that with a constant column they are a
// Hadamard matrix of order 28.
TEST(FiniteField, PaleyRowsOfOrder28) {
  const std::vector<std::vector<int>> rows = HadamardCoreRows(27);
  ASSERT_EQ(rows.size(), 28u);
  for (std::size_t a = 0; a < rows.size(); ++a) {
    ASSERT_EQ(rows[a].size(), 27u);
    for (std::size_t b = a + 1; b < rows.size(); ++b) {
      int inner = 0;
      for (std::size_t g = 0; g < 27; ++g) inner += rows[a][g] * rows[b][g];
      EXPECT_EQ(inner, -1) << a << ", " << b;
    }
  }
  EXPECT_TRUE(HadamardCoreRows(25).empty());  // of the form 4k + 1
  EXPECT_TRUE(HadamardCoreRows(39).empty());  // 3 x 13
}

}  // namespace
}  // namespace movebal
