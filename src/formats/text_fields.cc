#include "formats/text_fields.h"

#include <fmt/format.h>

#include <cctype>

namespace movebal {
namespace {

bool Space(char c) { return c == ' ' || c == '\t'; }

}  // namespace

bool TextLine::blank() const {
  for (char c : text) {
    if (!Space(c)) return false;
  }
  return true;
}

Result<std::vector<TextLine>> SplitLines(std::string_view text, const std::string& name) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  std::vector<TextLine> lines;
  std::size_t start = 0;
  int number = 1;
  while (start < text.size()) {
    if (number > kMaxTextLines) {
      return Error::At(name, number, 1, fmt::format("more than {} lines", kMaxTextLines));
    }
    std::size_t end = start;
    while (end < text.size() && text[end] != '\n' && text[end] != '\r') ++end;
    lines.push_back(TextLine{number, text.substr(start, end - start)});
    if (end < text.size() && text[end] == '\r' && end + 1 < text.size() && text[end + 1] == '\n') ++end;
    start = end + 1;
    ++number;
  }
  return lines;
}

std::vector<TextField> SplitFields(const TextLine& line, char separator) {
  std::vector<TextField> fields;
  std::size_t start = 0;
  const std::string_view text = line.text;
  while (true) {
    std::size_t end = text.find(separator, start);
    if (end == std::string_view::npos) end = text.size();
    std::size_t first = start, last = end;
    while (first < last && Space(text[first]) && text[first] != separator) ++first;
    while (last > first && Space(text[last - 1]) && text[last - 1] != separator) --last;
    fields.push_back(TextField{text.substr(first, last - first), line.number, static_cast<int>(first) + 1});
    if (end == text.size()) break;
    start = end + 1;
  }
  return fields;
}

Result<int> FieldNumber(const TextField& field, int low, int high, const std::string& name, const char* what) {
  const auto refuse = [&] {
    const std::string shown = field.text.empty() ? "nothing" : fmt::format("'{}'", Excerpt(field.text));
    return Error::At(name, field.line, field.column,
                     fmt::format("expected the {} (a number {} to {}), found {}", what, low, high, shown));
  };
  if (field.text.empty() || field.text.size() > 9) return refuse();
  int value = 0;
  for (char c : field.text) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return refuse();
    value = value * 10 + (c - '0');
  }
  if (value < low || value > high) return refuse();
  return value;
}

}  // namespace movebal
