#include "cli/option_table.h"

#include <fmt/format.h>

#include <algorithm>
#include <boost/program_options.hpp>
#include <charconv>
#include <cctype>
#include <cmath>
#include <cstring>

namespace movebal {
namespace po = boost::program_options;
namespace {

// Short spellings beyond the first are options of their own for Boost
// ("-m" beside "-o"); this names them so that their values can be merged.
std::string AliasName(const OptionInfo& info, char letter) { return fmt::format("{}\x1f{}", info.name, letter); }

// Whole-number ranges are printed whole, so that a bound can be typed back.
std::string Range(const OptionInfo& info) {
  if (info.kind == ValueKind::kInteger) return fmt::format("{:.0f}..{:.0f}", info.min, info.max);
  return fmt::format("{}..{}", static_cast<double>(info.min), static_cast<double>(info.max));
}

// Integers: decimal digits with an optional minus sign, nothing else; "-0"
// is refused by every whole-number option alike.
template <class T>
Status ConvertInteger(OptionInfo info, const std::string& text, T& out) {
  info.kind = ValueKind::kInteger;
  if (text.size() > 1 && text[0] == '-' && text[1] == '0') {
    return Error::Plain(fmt::format("--{} expects a whole number, not '{}'", info.name, Excerpt(text)));
  }
  if (std::is_unsigned_v<T> && !text.empty() && text[0] == '-') {
    return Error::Plain(fmt::format("--{} must be a whole number in {}, not {}", info.name, Range(info), Excerpt(text)));
  }
  T value{};
  const char* end = text.data() + text.size();
  const auto [stop, problem] = std::from_chars(text.data(), end, value);
  if (text.empty() || stop != end || (problem != std::errc() && problem != std::errc::result_out_of_range)) {
    return Error::Plain(fmt::format("--{} expects a whole number, not '{}'", info.name, Excerpt(text)));
  }
  const long double number = static_cast<long double>(value);
  if (problem == std::errc::result_out_of_range || number < info.min || number > info.max) {
    return Error::Plain(fmt::format("--{} must be a whole number in {}, not {}", info.name, Range(info), Excerpt(text)));
  }
  out = value;
  return Ok();
}

// Damerau-free edit distance; names are short.
std::size_t Distance(const std::string& a, const std::string& b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = up;
    }
  }
  return row[b.size()];
}

std::string UnknownOption(const std::string& given, const std::vector<OptionInfo>& options) {
  std::string word = given;
  word.erase(0, word.find_first_not_of('-'));
  word = word.substr(0, word.find('='));
  std::vector<std::string> names;
  for (const OptionInfo& info : options) names.emplace_back(info.name);
  std::string message = fmt::format("unknown option '{}'", Excerpt(given));
  if (auto near = DidYouMean(word, names)) message += fmt::format("; did you mean --{}?", *near);
  return message;
}

}  // namespace

Status Convert(const OptionInfo& info, const std::string& text, int& out) { return ConvertInteger(info, text, out); }
Status Convert(const OptionInfo& info, const std::string& text, std::int64_t& out) {
  return ConvertInteger(info, text, out);
}
Status Convert(const OptionInfo& info, const std::string& text, std::uint64_t& out) {
  return ConvertInteger(info, text, out);
}

Status Convert(const OptionInfo& info, const std::string& text, double& out) {
  double value = 0;
  const char* end = text.data() + text.size();
  const auto [stop, problem] = std::from_chars(text.data(), end, value);
  // A negative zero ("-0", "-0.0") is refused as the whole numbers refuse "-0".
  if (text.empty() || stop != end || problem != std::errc() || !std::isfinite(value) ||
      (value == 0 && std::signbit(value))) {
    return Error::Plain(fmt::format("--{} expects a number, not '{}'", info.name, Excerpt(text)));
  }
  if (value < info.min || value > info.max) {
    return Error::Plain(fmt::format("--{} must be in {}, not {}", info.name, Range(info), Excerpt(text)));
  }
  out = value;
  return Ok();
}

Status Convert(const OptionInfo& info, const std::string& text, std::string& out) {
  if (info.choices != nullptr) {
    const std::string choices = std::string("|") + info.choices + "|";
    if (text.empty() || text.find('|') != std::string::npos || choices.find("|" + text + "|") == std::string::npos) {
      std::string list = info.choices;
      std::replace(list.begin(), list.end(), '|', ',');
      return Error::Plain(fmt::format("--{} must be one of {}, not '{}'", info.name, list, Excerpt(text)));
    }
  }
  out = text;
  return Ok();
}

namespace option_detail {

// A list option given more than once is one list: "-r 1 -r 3" is "-r 1,3".
// Its items are checked by the number-list grammar where they are read.
Status Assign(const OptionInfo& info, const std::vector<std::string>& texts, std::vector<std::string>& out) {
  out.clear();
  for (const std::string& text : texts) {
    std::size_t start = 0;
    while (true) {
      const std::size_t comma = std::min(text.find(',', start), text.size());
      if (comma == start) return Error::Plain(fmt::format("--{} has an empty item in '{}'", info.name, Excerpt(text)));
      out.push_back(text.substr(start, comma - start));
      if (comma == text.size()) break;
      start = comma + 1;
    }
  }
  return Ok();
}

std::string Echo(const double& value) { return fmt::format("{}", value); }
std::string Echo(const std::vector<std::string>& value) {
  std::string joined;
  for (const std::string& item : value) joined += (joined.empty() ? "" : ",") + item;
  return joined;
}

}  // namespace option_detail

Result<RawOptions> Tokenise(const std::vector<OptionInfo>& options, const Args& args) {
  po::options_description description;
  const auto add = [&](const std::string& spelling, const OptionInfo& info) {
    if (info.kind == ValueKind::kFlag) {
      description.add_options()(spelling.c_str(), po::value<std::vector<std::string>>()->zero_tokens()->composing(), info.help);
    } else {
      description.add_options()(spelling.c_str(), po::value<std::vector<std::string>>()->composing(), info.help);
    }
  };
  for (const OptionInfo& info : options) {
    const std::string letters = info.letters;
    add(letters.empty() ? info.name : fmt::format("{},{}", info.name, letters[0]), info);
    for (std::size_t k = 1; k < letters.size(); ++k) add(fmt::format("{},{}", AliasName(info, letters[k]), letters[k]), info);
  }
  description.add_options()("\x1foperand", po::value<std::vector<std::string>>());
  po::positional_options_description positional;
  positional.add("\x1foperand", -1);

  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args)
                  .options(description)
                  .positional(positional)
                  .style(po::command_line_style::default_style & ~po::command_line_style::allow_guessing)
                  .run(),
              vm);
  } catch (const po::unknown_option& e) {
    return Error::Plain(UnknownOption(e.get_option_name(), options));
  } catch (const po::error& e) {
    return Error::Plain(e.what());
  }
  RawOptions raw;
  raw.values.resize(options.size());
  for (std::size_t i = 0; i < options.size(); ++i) {
    const OptionInfo& info = options[i];
    std::vector<std::string> names = {info.name};
    const std::string letters = info.letters;
    for (std::size_t k = 1; k < letters.size(); ++k) names.push_back(AliasName(info, letters[k]));
    for (const std::string& name : names) {
      if (!vm.count(name)) continue;
      const auto& given = vm[name].as<std::vector<std::string>>();
      if (info.kind == ValueKind::kFlag) {
        raw.values[i].push_back("1");
      } else {
        raw.values[i].insert(raw.values[i].end(), given.begin(), given.end());
      }
    }
    if (raw.values[i].size() > 1 && info.kind != ValueKind::kList && info.kind != ValueKind::kFlag) {
      return Error::Plain(fmt::format("--{} is given more than once", info.name));
    }
    // "-o --quiet FILE": the value was forgotten, and the next option taken for it.
    if (info.kind == ValueKind::kText || info.kind == ValueKind::kList) {
      for (const std::string& value : raw.values[i]) {
        if (value.size() > 1 && value[0] == '-') {
          return Error::Plain(fmt::format("--{} expects a value, not the option-like '{}' (write a file name that "
                                          "starts with '-' as ./{})", info.name, Excerpt(value), Excerpt(value)));
        }
      }
    }
  }
  if (vm.count("\x1foperand")) raw.operands = vm["\x1foperand"].as<std::vector<std::string>>();
  return raw;
}

std::string OptionHelp(const std::vector<OptionInfo>& options) {
  std::string out;
  for (const OptionInfo& info : options) {
    if (info.hidden) continue;
    std::string left = "  ";
    for (char letter : std::string(info.letters)) left += fmt::format("-{}, ", letter);
    if (left.size() == 2) left += "    ";
    left += fmt::format("--{}", info.name);
    static constexpr const char* kPlaceholders[] = {"", " N", " X", " TEXT", " LIST"};
    left += kPlaceholders[static_cast<int>(info.kind)];
    std::string right = info.help;
    if (info.choices != nullptr) right += fmt::format(" [{}]", info.choices);
    if (info.kind == ValueKind::kInteger || info.kind == ValueKind::kReal) right += fmt::format(" [{}]", Range(info));
    if (info.required) right += info.unless != nullptr ? fmt::format(" (required, or --{})", info.unless) : " (required)";
    if (info.fallback != nullptr) right += fmt::format(" (default {})", info.fallback);
    out += left.size() < 28 ? fmt::format("{:<28} {}\n", left, right) : fmt::format("{}\n{:<28} {}\n", left, "", right);
  }
  return out;
}

std::string ShellWord(const std::string& word, bool operand) {
  if (operand && word.size() > 1 && word[0] == '-') return ShellWord("./" + word);
  const bool plain = !word.empty() && std::all_of(word.begin(), word.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || std::strchr("_./:=,+-@%", c) != nullptr;
  });
  if (plain) return word;
  // A control character (a newline in a title) would not survive a line of
  // its own in a file, nor a paste: $'...' spells it with escapes that bash,
  // ksh and zsh read back as the same byte.
  if (std::any_of(word.begin(), word.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; })) {
    std::string quoted = "$'";
    for (char c : word) {
      const auto u = static_cast<unsigned char>(c);
      if (c == '\\' || c == '\'') quoted.append("\\").append(1, c);
      else if (c == '\n') quoted += "\\n";
      else if (c == '\t') quoted += "\\t";
      else if (u < 0x20 || u == 0x7f) quoted += fmt::format("\\x{:02x}", u);
      else quoted += c;
    }
    return quoted + "'";
  }
  std::string quoted = "'";
  for (char c : word) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

bool Given(const CommonSettings& settings, const std::string& name) {
  return std::find(settings.given.begin(), settings.given.end(), name) != settings.given.end();
}

Status RefuseGiven(const CommonSettings& settings, std::initializer_list<const char*> names, const std::string& why) {
  for (const char* name : names) {
    if (Given(settings, name)) return Error::Plain(fmt::format("--{} does not apply: {}", name, why));
  }
  return Ok();
}

Status RefuseTogether(const CommonSettings& settings, std::initializer_list<const char*> these,
                      std::initializer_list<const char*> those) {
  for (const char* one : these) {
    for (const char* other : those) {
      if (std::string(one) != other && Given(settings, one) && Given(settings, other)) {
        return Error::Plain(fmt::format("--{} and --{} contradict each other; give one of them", one, other));
      }
    }
  }
  return Ok();
}

std::optional<std::string> DidYouMean(const std::string& word, const std::vector<std::string>& candidates) {
  std::optional<std::string> best;
  std::size_t best_distance = std::max<std::size_t>(2, word.size() / 3) + 1;
  for (const std::string& candidate : candidates) {
    const bool prefix = word.size() >= 2 && candidate.rfind(word, 0) == 0;
    const std::size_t d = prefix ? 1 : Distance(word, candidate);
    if (d < best_distance) {
      best_distance = d;
      best = candidate;
    }
  }
  return best;
}

}  // namespace movebal
