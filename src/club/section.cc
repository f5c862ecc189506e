#include "club/section.h"

#include <fmt/format.h>

namespace movebal {

Result<Section> Section::Parse(std::string_view text) {
  Section section;
  const char c = text.size() == 1 ? text[0] : '\0';
  if (c >= 'A' && c <= 'Z') {
    section.letter_ = c;
  } else if (c >= 'a' && c <= 'z') {
    section.letter_ = static_cast<char>(c - 'a' + 'A');
  } else {
    return Error::Plain(fmt::format("--section must be one letter A to Z, not '{}'", Excerpt(text)));
  }
  return section;
}

std::string Section::Label(int n) const { return named() ? fmt::format("{}{}", letter_, n) : std::to_string(n); }

}  // namespace movebal
