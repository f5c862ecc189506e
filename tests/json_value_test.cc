#include "movement/json_value.h"

#include <gtest/gtest.h>

#include <string>

namespace movebal {
namespace {

JsonValue Parse(const std::string& text) {
  auto parsed = ParseJson(text, "t.json");
  EXPECT_TRUE(parsed.ok()) << (parsed.ok() ? "" : parsed.error().ToString());
  return parsed.ok() ? *parsed : JsonValue{};
}

std::string ErrorOf(const std::string& text) {
  auto parsed = ParseJson(text, "t.json");
  EXPECT_FALSE(parsed.ok()) << "accepted: " << text;
  return parsed.ok() ? "" : parsed.error().ToString();
}

TEST(JsonValue, ReadsEveryKindInOrder) {
  const JsonValue v = Parse(R"( {"n": null, "t": true, "f": false, "x": -2.5e1, "s": "ab", "a": [1, [], {}]} )");
  ASSERT_EQ(v.kind, JsonValue::Kind::kObject);
  ASSERT_EQ(v.members.size(), 6u);
  EXPECT_EQ(v.members[0].key, "n");
  EXPECT_EQ(v.members[5].key, "a");
  EXPECT_EQ(v["n"].kind, JsonValue::Kind::kNull);
  EXPECT_TRUE(v["t"].boolean);
  EXPECT_EQ(v["f"].kind, JsonValue::Kind::kBool);
  EXPECT_FALSE(v["f"].boolean);
  EXPECT_DOUBLE_EQ(v["x"].number, -25.0);
  EXPECT_EQ(v["x"].text, "-2.5e1");
  EXPECT_EQ(v["s"].text, "ab");
  ASSERT_EQ(v["a"].items.size(), 3u);
  EXPECT_EQ(v["a"].items[1].kind, JsonValue::Kind::kArray);
  EXPECT_EQ(v["a"].items[2].kind, JsonValue::Kind::kObject);
  EXPECT_EQ(v.Find("missing"), nullptr);
  EXPECT_EQ(v["missing"].kind, JsonValue::Kind::kNull);
}

TEST(JsonValue, EveryValueKnowsWhereItStarts) {
  const JsonValue v = Parse("{\n  \"a\": [1,\n    22]\n}");
  EXPECT_EQ(v.line, 1);
  EXPECT_EQ(v.column, 1);
  const JsonValue& a = v["a"];
  EXPECT_EQ(a.line, 2);
  EXPECT_EQ(a.column, 8);
  EXPECT_EQ(a.items[1].line, 3);
  EXPECT_EQ(a.items[1].column, 5);
}

TEST(JsonValue, ErrorsNameLineAndColumn) {
  EXPECT_EQ(ErrorOf("{\n  \"a\" 1}"), "t.json:2:7: expected ':' after a key, found '1'");
  EXPECT_EQ(ErrorOf("[1, 2"), "t.json:1:6: expected ',' or ']' in an array, found the end of the file");
  EXPECT_EQ(ErrorOf("{\"a\": 1 \"b\": 2}"), "t.json:1:9: expected ',' or '}' in an object, found '\"'");
  EXPECT_EQ(ErrorOf(""), "t.json:1:1: expected a value, found the end of the file");
  EXPECT_EQ(ErrorOf("[1]\n x"), "t.json:2:2: expected the end of the file after the JSON value");
  EXPECT_EQ(ErrorOf("[tru]"), "t.json:1:2: expected a value, found 't'");
  EXPECT_EQ(ErrorOf("\"abc"), "t.json:1:5: the file ends inside a string");
  EXPECT_EQ(ErrorOf("\"a\tb\""), "t.json:1:3: a control character inside a string");
  EXPECT_EQ(ErrorOf("{1: 2}"), "t.json:1:2: expected a string, found '1'");
  EXPECT_EQ(ErrorOf("[\xff]"), "t.json:1:2: expected a value, found byte \\xff");
}

TEST(JsonValue, DecodesEscapes) {
  const JsonValue v = Parse(R"(["\"\\\/", "\b\f\n\r\t", "\u0041\u00e9\u20ac", "\u0000"])");
  EXPECT_EQ(v.items[0].text, "\"\\/");
  EXPECT_EQ(v.items[1].text, "\b\f\n\r\t");
  EXPECT_EQ(v.items[2].text, "A\xC3\xA9\xE2\x82\xAC");  // A, e acute, euro sign in UTF-8
  EXPECT_EQ(v.items[3].text, std::string(1, '\0'));
  EXPECT_EQ(ErrorOf(R"("\x")"), "t.json:1:3: unknown escape \\x in a string");
  EXPECT_EQ(ErrorOf(R"("\u12g4")"), "t.json:1:4: expected four hex digits after \\u");
  EXPECT_EQ(ErrorOf(R"("\u12")"), "t.json:1:4: expected four hex digits after \\u");
}

TEST(JsonValue, NumberEdgeCases) {
  EXPECT_TRUE(Parse("-0").IsInteger());
  EXPECT_TRUE(Parse("12345678901234567890").IsInteger());
  EXPECT_FALSE(Parse("3.0").IsInteger());
  EXPECT_FALSE(Parse("1e2").IsInteger());
  EXPECT_DOUBLE_EQ(Parse("1E+2").number, 100.0);
  EXPECT_DOUBLE_EQ(Parse("0.125").number, 0.125);
  EXPECT_FALSE(Parse("\"7\"").IsInteger());  // a string is no number
  EXPECT_EQ(ErrorOf("1."), "t.json:1:3: expected digits after the decimal point");
  EXPECT_EQ(ErrorOf("1e"), "t.json:1:3: expected digits in the exponent");
  EXPECT_EQ(ErrorOf("-"), "t.json:1:2: expected a value, found the end of the file");
  EXPECT_EQ(ErrorOf("+1"), "t.json:1:1: expected a value, found '+'");
  EXPECT_EQ(ErrorOf(".5"), "t.json:1:1: expected a value, found '.'");
  EXPECT_EQ(ErrorOf("1e400"), "t.json:1:6: the number 1e400 is out of range");
}

TEST(JsonValue, NestingIsBounded) {
  const auto nested = [](int depth) { return std::string(depth, '[') + std::string(depth, ']'); };
  EXPECT_TRUE(ParseJson(nested(kMaxJsonDepth + 1), "t.json").ok());
  const std::string error = ErrorOf(nested(kMaxJsonDepth + 2));
  EXPECT_NE(error.find("nested deeper than 64 levels"), std::string::npos) << error;
  EXPECT_FALSE(ParseJson(nested(100000), "t.json").ok());  // refused, not a stack overflow
}

// The count of values is bounded too: an array of exactly the cap is read,
// one more value is refused where it starts.
TEST(JsonValue, ValuesAreBounded) {
  const auto numbers = [](std::int64_t count) {
    std::string text = "[";
    for (std::int64_t i = 0; i < count; ++i) text += i == 0 ? "1" : ",1";
    return text + "]";
  };
  EXPECT_TRUE(ParseJson(numbers(kMaxJsonValues - 1), "t.json").ok());  // the array is a value too
  const std::string error = ErrorOf(numbers(kMaxJsonValues));
  EXPECT_NE(error.find("t.json:1:4000000: more than 2000000 values"), std::string::npos) << error;
}

TEST(JsonValue, QuoteEscapesWhatJsonRequiresAndReadsBack) {
  EXPECT_EQ(JsonQuote("plain"), "\"plain\"");
  EXPECT_EQ(JsonQuote("a\"b\\c"), "\"a\\\"b\\\\c\"");
  EXPECT_EQ(JsonQuote("\n\x01"), "\"\\u000a\\u0001\"");
  EXPECT_EQ(JsonQuote("\xC3\xA9"), "\"\xC3\xA9\"");  // UTF-8 passes through
  std::string every_byte;
  for (int c = 1; c < 256; ++c) every_byte += static_cast<char>(c);
  every_byte += std::string(1, '\0');
  auto back = ParseJson(JsonQuote(every_byte), "t.json");
  ASSERT_TRUE(back.ok()) << back.error().ToString();
  EXPECT_EQ(back->text, every_byte);
}

}  // namespace
}  // namespace movebal
