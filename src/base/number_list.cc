#include "base/number_list.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <string>

namespace movebal {
namespace {

std::string Expected(const ListRules& rules) {
  std::string what = rules.shape == ItemShape::kPair ? "items a-b" : "items n";
  if (rules.letters) what += " or board-group letters";
  if (rules.max == INT_MAX) return fmt::format("{} of whole numbers from {}, separated by commas", what, rules.min);
  return fmt::format("{} of whole numbers {}..{}, separated by commas", what, rules.min, rules.max);
}

// A decimal number (digits only: no sign, blank or exponent) or a letter.
bool Number(std::string_view text, const ListRules& rules, int& out) {
  if (rules.letters && text.size() == 1 && text[0] >= 'A' && text[0] <= 'Z') {
    out = text[0] - 'A' + 1;
  } else {
    if (text.empty() || !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) return false;
    const auto [end, problem] = std::from_chars(text.data(), text.data() + text.size(), out);
    if (problem != std::errc() || end != text.data() + text.size()) return false;
  }
  return out >= rules.min && out <= rules.max;
}

}  // namespace

Result<std::vector<ListItem>> ParseList(std::string_view option, std::string_view text, const ListRules& rules) {
  const auto refuse = [&](std::string_view why) -> Error {
    return Error::Plain(fmt::format("{} expects {}; '{}' {}", option, Expected(rules), Excerpt(text), why));
  };
  std::vector<ListItem> items;
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    const std::string_view item = text.substr(start, comma - start);
    if (item.empty()) return refuse("has an empty item");
    ListItem parsed;
    const std::size_t dash = item.find('-');
    if (rules.shape == ItemShape::kPair) {
      if (dash == std::string_view::npos || !Number(item.substr(0, dash), rules, parsed.first) ||
          !Number(item.substr(dash + 1), rules, parsed.last)) {
        return refuse(fmt::format("has the item '{}'", Excerpt(item)));
      }
    } else if (!Number(item, rules, parsed.first)) {
      return refuse(fmt::format("has the item '{}'", Excerpt(item)));
    } else {
      parsed.last = parsed.first;
    }
    if (std::find(items.begin(), items.end(), parsed) != items.end()) {
      return refuse(fmt::format("repeats the item '{}'", Excerpt(item)));
    }
    items.push_back(parsed);
    if (comma == text.size()) break;
    start = comma + 1;
  }
  if (items.size() > rules.max_items) {
    return refuse(fmt::format("has {} items, at most {} are taken", items.size(), rules.max_items));
  }
  return items;
}

Result<std::vector<int>> ParseNumbers(std::string_view option, std::string_view text, const ListRules& rules) {
  auto items = ParseList(option, text, rules);
  if (!items) return items.error();
  std::vector<int> numbers;
  for (const ListItem& item : *items) numbers.push_back(item.first);
  return numbers;
}

}  // namespace movebal
