// The one list grammar of the command line: strict items, named refusals.
#include "base/number_list.h"

#include <gtest/gtest.h>

namespace movebal {
namespace {

TEST(NumberList, TakesCommaSeparatedWholeNumbers) {
  auto numbers = ParseNumbers("--fix-round", "1,12,3", ListRules{});
  ASSERT_TRUE(numbers.ok()) << numbers.error().ToString();
  EXPECT_EQ(*numbers, (std::vector<int>{1, 12, 3}));
  auto groups = ParseNumbers("--fix-group", "A,C,4", ListRules{.letters = true});
  ASSERT_TRUE(groups.ok());
  EXPECT_EQ(*groups, (std::vector<int>{1, 3, 4}));
  auto couples = ParseList("--avoid", "1-2,4-3", ListRules{.shape = ItemShape::kPair});
  ASSERT_TRUE(couples.ok());
  EXPECT_EQ(*couples, (std::vector<ListItem>{{1, 2}, {4, 3}}));
}

// The loose readings of issue 20, item 5: each is refused and names the option.
TEST(NumberList, RefusesEverythingElseNamingTheOption) {
  const ListRules range{.shape = ItemShape::kPair, .max = 20, .max_items = 1};
  for (const char* bad : {"1-2garbage", "1-2,9-14", " +1-+2", "1-", "-2", "1-2-3", "1 - 2", "0-3", "1-21", ""}) {
    auto parsed = ParseList("--preferred", bad, range);
    ASSERT_FALSE(parsed.ok()) << bad;
    EXPECT_EQ(parsed.error().message.rfind("--preferred expects", 0), 0u) << parsed.error().message;
  }
  for (const char* bad : {"A", "1,", ",1", "1,,3", "1,1", "+1", " 1", "1 ", "0x1", "1e1", "-1", "2147483648"}) {
    EXPECT_FALSE(ParseNumbers("--fix-round", bad, ListRules{}).ok()) << bad;
  }
  EXPECT_FALSE(ParseNumbers("--fix-group", "a", ListRules{.letters = true}).ok());
  EXPECT_FALSE(ParseNumbers("--fix-group", "AB", ListRules{.letters = true}).ok());
  EXPECT_FALSE(ParseNumbers("--strong-pair", "1,2,3", ListRules{.max_items = 2}).ok());
  EXPECT_FALSE(ParseNumbers("--strong-pair", "9", ListRules{.max = 8}).ok());
  EXPECT_FALSE(ParseList("--avoid", "1-2,1-2", ListRules{.shape = ItemShape::kPair}).ok());
  EXPECT_FALSE(ParseList("--avoid", "1-2,3", ListRules{.shape = ItemShape::kPair}).ok());
}

}  // namespace
}  // namespace movebal
