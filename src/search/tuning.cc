#include "search/tuning.h"

#include <fmt/format.h>

#include <charconv>
#include <string>
#include <type_traits>

#include "base/numbers.h"

namespace movebal {
namespace {

constexpr TuningEntry kTable[] = {
#define MOVEBAL_TUNING_ROW(type, name, value, low, high, why) \
  {#name, std::is_integral_v<type>, static_cast<double>(value), static_cast<double>(low), static_cast<double>(high), why},
    MOVEBAL_TUNING(MOVEBAL_TUNING_ROW)
#undef MOVEBAL_TUNING_ROW
};

Tuning& Values() {
  static Tuning values;
  return values;
}

// Stores `value` (already checked against the entry) in the named field.
void Store(std::string_view name, double value) {
  Tuning& t = Values();
#define MOVEBAL_TUNING_STORE(type, field, d, low, high, why) \
  if (name == #field) t.field = static_cast<type>(value);
  MOVEBAL_TUNING(MOVEBAL_TUNING_STORE)
#undef MOVEBAL_TUNING_STORE
}

}  // namespace

std::span<const TuningEntry> TuningTable() { return kTable; }

const Tuning& tuning() { return Values(); }

void ResetTuning() { Values() = Tuning(); }

Status SetTuning(std::string_view assignment) {
  const std::size_t equals = assignment.find('=');
  if (equals == std::string_view::npos) {
    return Error::Plain(fmt::format("--tune {}: expected name=value", assignment));
  }
  const std::string_view name = assignment.substr(0, equals), text = assignment.substr(equals + 1);
  const TuningEntry* entry = nullptr;
  for (const TuningEntry& e : kTable) {
    if (e.name == name) entry = &e;
  }
  if (entry == nullptr) return Error::Plain(fmt::format("--tune: no tuning constant is called '{}'", Excerpt(name)));
  double value = 0;
  const char* end = text.data() + text.size();
  if (entry->integral) {
    std::int64_t integer = 0;
    const auto [at, error] = std::from_chars(text.data(), end, integer);
    if (text.empty() || error != std::errc() || at != end) {
      return Error::Plain(fmt::format("--tune {}: '{}' is no whole number", name, Excerpt(text)));
    }
    value = static_cast<double>(integer);
  } else {
    const auto decimal = ParseDecimal(text);
    if (!decimal) return Error::Plain(fmt::format("--tune {}: '{}' is no number", name, Excerpt(text)));
    value = *decimal;
  }
  if (value < entry->low || value > entry->high) {
    return Error::Plain(fmt::format("--tune {}: {} is outside {} to {}", name, text, entry->low, entry->high));
  }
  Store(name, value);
  return Ok();
}

}  // namespace movebal
