// The JSON movement: written for scoring programs, read back as the same
// movement, and every problem in it named by line and column.
#include "movement/json_movement.h"
#include "movement/movement_file.h"

#include <gtest/gtest.h>

#include <random>

#include "movement/json_value.h"
#include "test_support.h"

namespace movebal {
namespace {

using testing::MustParse;

TEST(JsonMovement, RoundTripsRandomMovements) {
  std::mt19937 rng(11);
  for (int i = 0; i < 200; ++i) {
    const Movement m = testing::RandomMovement(rng, i % 2 == 1, i % 3 == 0);
    const std::string text = FormatMovementJson(m, 1 + i % 4, {"line \"one\"", "two"});
    auto doc = ParseMovementText(text, "random.json");
    ASSERT_TRUE(doc.ok()) << doc.error().ToString() << "\n" << text;
    EXPECT_EQ(doc->movement, m) << text;
    EXPECT_EQ(doc->description, (std::vector<std::string>{"line \"one\"", "two"}));
  }
}

// Board numbers: group g (0-based) holds boards g*b+1 to (g+1)*b, so two
// tables on one group share their numbers and no two groups overlap.
TEST(JsonMovement, BoardNumbersAreConsecutivePerGroup) {
  EXPECT_EQ(FirstBoard(0, 3), 1);
  EXPECT_EQ(LastBoard(0, 3), 3);
  EXPECT_EQ(FirstBoard(2, 3), 7);
  EXPECT_EQ(LastBoard(2, 3), 9);
  const Movement m = MustParse("4 2 1 2 0\n1- 2 B 3- 4 B\n");
  const std::string text = FormatMovementJson(m, 2);
  EXPECT_NE(text.find("{\"table\": 1, \"ns\": 1, \"ew\": 2, \"group\": \"B\", \"boards\": [3, 4]}"), std::string::npos) << text;
  EXPECT_NE(text.find("{\"table\": 2, \"ns\": 3, \"ew\": 4, \"group\": \"B\", \"boards\": [3, 4]}"), std::string::npos) << text;
}

TEST(JsonMovement, ErrorsNameLineAndColumn) {
  const Movement m = MustParse("4 2 1 2 0\n1- 2 A 3- 4 B\n");
  const std::string good = FormatMovementJson(m, 2);
  struct Case {
    std::string from, to;
    int line;
    const char* fragment;
  };
  const Case cases[] = {
      {"\"boards\": [3, 4]", "\"boards\": [3, 5]", 15, "the boards of group B are 3 to 4"},
      {"\"ns\": 3", "\"ns\": 1", 15, "plays twice in round 1"},
      {"\"ns\": 3", "\"ns\": 9", 15, "contestant number from 0 to 4"},
      {"\"group\": \"B\"", "\"group\": \"C\"", 15, "not one of the 2 board groups"},
      {"\"version\": 1", "\"version\": 2", 3, "\"version\""},
      {"\"rounds\": 1", "\"rounds\": 2", 12, "the 2 rounds"},
      {"]}\n  ]", "]}\n  ", 18, "expected ',' or ']'"},
      {"\"ns\": 3", "\"ns\": 3, \"ns\": 1", 15, "the key \"ns\" is repeated"},
  };
  for (const Case& c : cases) {
    std::string text = good;
    const std::size_t at = text.find(c.from);
    ASSERT_NE(at, std::string::npos) << c.from;
    text.replace(at, c.from.size(), c.to);
    auto doc = ParseMovementText(text, "bad.json");
    ASSERT_FALSE(doc.ok()) << text;
    EXPECT_EQ(doc.error().file, "bad.json");
    EXPECT_EQ(doc.error().line, c.line) << doc.error().ToString() << "\n" << text;
    EXPECT_GE(doc.error().column, 1);
    EXPECT_NE(doc.error().message.find(c.fragment), std::string::npos) << doc.error().message;
  }
}

TEST(JsonValue, ParsesAndRefuses) {
  auto v = ParseJson(" {\"a\": [1, -2.5e1, true, null, \"x\\u00e9\\n\"]} ", "v");
  ASSERT_TRUE(v.ok()) << v.error().ToString();
  const JsonValue& a = *v->Find("a");
  ASSERT_EQ(a.items.size(), 5u);
  EXPECT_TRUE(a.items[0].IsInteger());
  EXPECT_DOUBLE_EQ(a.items[1].number, -25.0);
  EXPECT_FALSE(a.items[1].IsInteger());
  EXPECT_TRUE(a.items[2].boolean);
  EXPECT_EQ(a.items[3].kind, JsonValue::Kind::kNull);
  EXPECT_EQ(a.items[4].text, "x\xc3\xa9\n");
  EXPECT_EQ(JsonQuote("a\"b\\\n"), "\"a\\\"b\\\\\\u000a\"");
  for (const char* bad : {"", "{", "[1,]", "{\"a\" 1}", "\"open", "01x", "[1] 2", "tru"}) {
    EXPECT_FALSE(ParseJson(bad, "bad").ok()) << bad;
  }
  EXPECT_FALSE(ParseJson(std::string(1000, '['), "deep").ok());
}

// A repeated key is refused where it stands, not read as one of its values.
TEST(JsonValue, RepeatedKeysAreRefusedWithTheirPlace) {
  auto v = ParseJson("{\"a\": 1,\n  \"b\": {\"c\": 2, \"c\": 3}}", "dup.json");
  ASSERT_FALSE(v.ok());
  EXPECT_EQ(v.error().ToString(), "dup.json:2:17: the key \"c\" is repeated");
  EXPECT_TRUE(ParseJson("{\"a\": {\"c\": 1}, \"b\": {\"c\": 2}}", "nested").ok());  // same key, other objects
}

}  // namespace
}  // namespace movebal
