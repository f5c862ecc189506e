#include "movement/json_value.h"

#include <fmt/format.h>

#include <cstdint>

#include <cctype>
#include <charconv>
#include <cstdint>

#include "base/numbers.h"

namespace movebal {
namespace {

class JsonParser {
 public:
  JsonParser(std::string_view text, const std::string& name) : text_(text), name_(name) {}

  Result<JsonValue> ParseAll() {
    JsonValue value;
    if (auto ok = Value(value, 0); !ok) return ok.error();
    Blanks();
    if (pos_ < text_.size()) return Fail("expected the end of the file after the JSON value");
    return value;
  }

 private:
  Error Fail(const std::string& message) const { return Error::At(name_, line_, Column(), message); }
  int Column() const { return static_cast<int>(pos_ - line_start_) + 1; }

  void Blanks() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\n' || text_[pos_] == '\r')) {
      if (text_[pos_] == '\n') {
        ++line_;
        line_start_ = pos_ + 1;
      }
      ++pos_;
    }
  }
  bool Take(char c) {
    Blanks();
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  std::string Found() const {
    if (pos_ >= text_.size()) return "the end of the file";
    const auto u = static_cast<unsigned char>(text_[pos_]);
    return u >= 32 && u < 127 ? fmt::format("'{}'", text_[pos_]) : fmt::format("byte \\x{:02x}", u);
  }

  Result<bool> String(std::string& out) {
    if (!Take('"')) return Fail("expected a string, found " + Found());
    while (pos_ < text_.size() && text_[pos_] != '"') {
      const char c = text_[pos_];
      if (static_cast<unsigned char>(c) < 0x20) return Fail("a control character inside a string");
      ++pos_;
      if (c != '\\') {
        out += c;
        continue;
      }
      if (pos_ >= text_.size()) break;
      const char e = text_[pos_++];
      switch (e) {
        case '"': case '\\': case '/': out += e; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          unsigned code = 0;
          const auto* first = text_.data() + pos_;
          const auto* last = text_.data() + std::min(text_.size(), pos_ + 4);
          const auto [end, ec] = std::from_chars(first, last, code, 16);
          if (ec != std::errc() || end != first + 4) return Fail("expected four hex digits after \\u");
          pos_ += 4;
          // UTF-8 of a code unit; surrogates are kept as they come.
          if (code < 0x80) {
            out += static_cast<char>(code);
          } else if (code < 0x800) {
            out += static_cast<char>(0xC0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3F));
          } else {
            out += static_cast<char>(0xE0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
          }
          break;
        }
        default:
          --pos_;
          return Fail(fmt::format("unknown escape \\{} in a string", e));
      }
    }
    if (pos_ >= text_.size()) return Fail("the file ends inside a string");
    ++pos_;
    return true;
  }

  Result<bool> Number(JsonValue& out) {
    const std::size_t start = pos_;
    if (text_[pos_] == '-') ++pos_;
    const auto digits = [&] {
      const std::size_t from = pos_;
      while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) ++pos_;
      return pos_ > from;
    };
    if (!digits()) return Fail("expected a value, found " + Found());
    if (pos_ < text_.size() && text_[pos_] == '.') {
      ++pos_;
      if (!digits()) return Fail("expected digits after the decimal point");
    }
    if (pos_ < text_.size() && (text_[pos_] == 'e' || text_[pos_] == 'E')) {
      ++pos_;
      if (pos_ < text_.size() && (text_[pos_] == '+' || text_[pos_] == '-')) ++pos_;
      if (!digits()) return Fail("expected digits in the exponent");
    }
    out.kind = JsonValue::Kind::kNumber;
    out.text = std::string(text_.substr(start, pos_ - start));
    const auto number = ParseDecimal(out.text);
    if (!number) return Fail("the number " + Excerpt(out.text) + " is out of range");
    out.number = *number;
    return true;
  }

  Result<bool> Word(std::string_view word, JsonValue& out, JsonValue::Kind kind, bool value) {
    if (text_.substr(pos_, word.size()) != word) return Fail("expected a value, found " + Found());
    pos_ += word.size();
    out.kind = kind;
    out.boolean = value;
    return true;
  }

  Result<bool> Value(JsonValue& out, int depth) {
    Blanks();
    out.line = line_;
    out.column = Column();
    if (pos_ >= text_.size()) return Fail("expected a value, found the end of the file");
    if (depth > kMaxJsonDepth) return Fail(fmt::format("values nested deeper than {} levels", kMaxJsonDepth));
    if (++values_ > kMaxJsonValues) {
      return Fail(fmt::format("more than {} values: more than any movement needs", kMaxJsonValues));
    }
    switch (text_[pos_]) {
      case '"':
        out.kind = JsonValue::Kind::kString;
        return String(out.text);
      case '[':
        out.kind = JsonValue::Kind::kArray;
        ++pos_;
        if (Take(']')) return true;
        do {
          out.items.emplace_back();
          if (auto ok = Value(out.items.back(), depth + 1); !ok) return ok;
        } while (Take(','));
        if (!Take(']')) return Fail("expected ',' or ']' in an array, found " + Found());
        return true;
      case '{':
        out.kind = JsonValue::Kind::kObject;
        ++pos_;
        if (Take('}')) return true;
        do {
          std::string key;
          Blanks();
          // A repeated key would be read as either value: neither is safe.
          const Error repeated = Fail("");
          if (auto ok = String(key); !ok) return ok;
          if (out.Find(key) != nullptr) {
            return Error::At(repeated.file, repeated.line, repeated.column, fmt::format("the key \"{}\" is repeated", Excerpt(key)));
          }
          if (!Take(':')) return Fail("expected ':' after a key, found " + Found());
          out.members.push_back({std::move(key), JsonValue{}});
          if (auto ok = Value(out.members.back().value, depth + 1); !ok) return ok;
        } while (Take(','));
        if (!Take('}')) return Fail("expected ',' or '}' in an object, found " + Found());
        return true;
      case 't':
        return Word("true", out, JsonValue::Kind::kBool, true);
      case 'f':
        return Word("false", out, JsonValue::Kind::kBool, false);
      case 'n':
        return Word("null", out, JsonValue::Kind::kNull, false);
      default:
        return Number(out);
    }
  }

  std::string_view text_;
  const std::string& name_;
  std::size_t pos_ = 0;
  std::int64_t values_ = 0;
  int line_ = 1;
  std::size_t line_start_ = 0;
};

}  // namespace

const JsonValue* JsonValue::Find(std::string_view key) const {
  for (const JsonMember& member : members) {
    if (member.key == key) return &member.value;
  }
  return nullptr;
}

const JsonValue& JsonValue::operator[](std::string_view key) const {
  static const JsonValue kNull;
  const JsonValue* value = Find(key);
  return value != nullptr ? *value : kNull;
}

bool JsonValue::IsInteger() const {
  return kind == Kind::kNumber && text.find_first_of(".eE") == std::string::npos;
}

Result<JsonValue> ParseJson(std::string_view text, const std::string& name) { return JsonParser(text, name).ParseAll(); }

std::string JsonQuote(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (u < 0x20) {
      out += fmt::format("\\u{:04x}", u);
    } else {
      out += c;
    }
  }
  return out + "\"";
}

}  // namespace movebal
