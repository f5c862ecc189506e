#include "base/numbers.h"

#include <gtest/gtest.h>

namespace movebal {
namespace {

TEST(ParseDecimal, ReadsTheDecimalForms) {
  EXPECT_EQ(ParseDecimal("0"), 0.0);
  EXPECT_EQ(ParseDecimal("1.5"), 1.5);
  EXPECT_EQ(ParseDecimal("-2e3"), -2000.0);
  EXPECT_EQ(ParseDecimal(".25"), 0.25);
  EXPECT_EQ(ParseDecimal("3."), 3.0);
  EXPECT_EQ(ParseDecimal("1E-2"), 0.01);
  EXPECT_EQ(ParseDecimal("0.1"), 0.1);  // correctly rounded, as the compiler reads it
}

TEST(ParseDecimal, RefusesEverythingElse) {
  for (const char* text : {"", "-", ".", "e5", "1e", "1e+", "+1", " 1", "1 ", "0x10", "inf", "nan", "1,5", "1.2.3",
                           "1e400", "-1e400", "1e-400"}) {
    EXPECT_FALSE(ParseDecimal(text).has_value()) << text;
  }
}

}  // namespace
}  // namespace movebal
