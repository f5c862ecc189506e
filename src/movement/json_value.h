// A small JSON reader and the string quoting of the JSON writers: enough for
// the movement files movebal exports and reads back. Every value keeps the
// line and column it starts at, so that a reader built on it can name the
// place of a problem, as the .asc reader does. Nesting is bounded, so no input
// can exhaust the stack.
#ifndef MOVEBAL_MOVEMENT_JSON_VALUE_H_
#define MOVEBAL_MOVEMENT_JSON_VALUE_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "base/status.h"

namespace movebal {

struct JsonMember;

struct JsonValue {
  enum class Kind { kNull, kBool, kNumber, kString, kArray, kObject };
  Kind kind = Kind::kNull;
  bool boolean = false;
  double number = 0;
  std::string text;  // a string's value; a number as written
  std::vector<JsonValue> items;
  std::vector<JsonMember> members;  // in order of appearance
  int line = 0, column = 0;  // where the value starts, 1-based

  // The member called `key`, or nullptr.
  const JsonValue* Find(std::string_view key) const;
  // The member called `key`, or a null value.
  const JsonValue& operator[](std::string_view key) const;
  // True for a number written without fraction or exponent.
  bool IsInteger() const;
};

struct JsonMember {
  std::string key;
  JsonValue value;
};

constexpr int kMaxJsonDepth = 64;
// A movement of the largest size (json_movement.h) takes well under a
// million values; the cap keeps a hostile file from taking gigabytes (each
// parsed value costs about a hundred bytes).
constexpr std::int64_t kMaxJsonValues = 2'000'000;

// Parses one JSON value that takes the whole text (but blanks); `name` is used
// in messages only.
Result<JsonValue> ParseJson(std::string_view text, const std::string& name);

// `s` as a JSON string literal, quotes included.
std::string JsonQuote(std::string_view s);

}  // namespace movebal

#endif  // MOVEBAL_MOVEMENT_JSON_VALUE_H_
