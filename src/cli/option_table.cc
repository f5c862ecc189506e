#include "cli/option_table.h"

#include <fmt/format.h>

#include <boost/program_options.hpp>
#include <cmath>
#include <cstdlib>

namespace movebal {
namespace po = boost::program_options;

long long ParsedOptions::Int(const std::string& name) const { return std::stoll(values_.at(name)); }
double ParsedOptions::Real(const std::string& name) const { return std::stod(values_.at(name)); }
std::string ParsedOptions::Text(const std::string& name) const { return values_.at(name); }
std::vector<std::string> ParsedOptions::List(const std::string& name) const {
  std::vector<std::string> items;
  auto it = values_.find(name);
  if (it == values_.end()) return items;
  std::string item;
  for (char c : it->second + ",") {
    if (c == ',') {
      if (!item.empty()) items.push_back(item);
      item.clear();
    } else {
      item += c;
    }
  }
  return items;
}

std::optional<std::string> ParsedOptions::Missing(std::initializer_list<const char*> names) const {
  std::vector<std::string> missing;
  for (const char* name : names) {
    if (!Has(name)) missing.push_back(fmt::format("--{}", name));
  }
  if (missing.empty()) return std::nullopt;
  if (missing.size() == 1) return missing.front() + " is required";
  std::string list;
  for (std::size_t i = 0; i < missing.size(); ++i) {
    list += i == 0 ? "" : (i + 1 == missing.size() ? " and " : ", ");
    list += missing[i];
  }
  return list + " are required";
}

std::optional<std::string> ParsedOptions::Maybe(const std::string& name) const {
  auto it = values_.find(name);
  if (it == values_.end()) return std::nullopt;
  return it->second;
}

namespace {

std::string Spelling(const OptionSpec& spec) {
  std::string s = spec.name;
  if (spec.letter) s += std::string(",") + spec.letter;
  return s;
}

// Checks a numeric value against the table's range.
std::optional<std::string> CheckValue(const OptionSpec& spec, const std::string& text) {
  if (spec.kind != OptionSpec::Kind::kInt && spec.kind != OptionSpec::Kind::kReal) return std::nullopt;
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  if (text.empty() || end == nullptr || *end != '\0' || !std::isfinite(value)) {
    return fmt::format("--{} expects a number, not '{}'", spec.name, text);
  }
  if (spec.kind == OptionSpec::Kind::kInt && value != std::floor(value)) {
    return fmt::format("--{} expects a whole number, not '{}'", spec.name, text);
  }
  if (value < spec.min || value > spec.max) {
    return fmt::format("--{} must be between {} and {}, not {}", spec.name, spec.min, spec.max, text);
  }
  return std::nullopt;
}

}  // namespace

Result<ParsedOptions> ParseOptions(std::span<const OptionSpec> table, const std::vector<std::string>& args) {
  po::options_description description;
  for (const OptionSpec& spec : table) {
    if (spec.kind == OptionSpec::Kind::kFlag) {
      description.add_options()(Spelling(spec).c_str(), spec.help);
    } else if (spec.kind == OptionSpec::Kind::kList) {
      description.add_options()(Spelling(spec).c_str(), po::value<std::vector<std::string>>()->composing(), spec.help);
    } else {
      description.add_options()(Spelling(spec).c_str(), po::value<std::string>(), spec.help);
    }
  }
  description.add_options()("positional-argument", po::value<std::vector<std::string>>());
  po::positional_options_description positional;
  positional.add("positional-argument", -1);

  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args)
                  .options(description)
                  .positional(positional)
                  .style(po::command_line_style::default_style & ~po::command_line_style::allow_guessing)
                  .run(),
              vm);
  } catch (const po::error& e) {
    return Error::Plain(e.what());
  }
  ParsedOptions parsed;
  for (const OptionSpec& spec : table) {
    if (vm.count(spec.name)) {
      std::string value = "1";
      if (spec.kind == OptionSpec::Kind::kList) {
        value.clear();
        for (const std::string& item : vm[spec.name].as<std::vector<std::string>>()) value += (value.empty() ? "" : ",") + item;
      } else if (spec.kind != OptionSpec::Kind::kFlag) {
        value = vm[spec.name].as<std::string>();
      }
      if (auto problem = CheckValue(spec, value)) return Error::Plain(*problem);
      parsed.values_[spec.name] = value;
    } else if (spec.fallback != nullptr) {
      parsed.values_[spec.name] = spec.fallback;
    }
  }
  if (vm.count("positional-argument")) parsed.positional_ = vm["positional-argument"].as<std::vector<std::string>>();
  return parsed;
}

std::string OptionHelp(std::span<const OptionSpec> table) {
  std::string out;
  for (const OptionSpec& spec : table) {
    std::string left = spec.letter ? fmt::format("  -{}, --{}", spec.letter, spec.name) : fmt::format("      --{}", spec.name);
    if (spec.kind == OptionSpec::Kind::kText) left += " TEXT";
    if (spec.kind == OptionSpec::Kind::kList) left += " LIST";
    if (spec.kind == OptionSpec::Kind::kInt || spec.kind == OptionSpec::Kind::kReal) left += " N";
    std::string right = spec.help;
    if (spec.kind == OptionSpec::Kind::kInt || spec.kind == OptionSpec::Kind::kReal) {
      right += fmt::format(" [{}..{}]", spec.min, spec.max);
    }
    if (spec.fallback != nullptr && spec.kind != OptionSpec::Kind::kFlag) right += fmt::format(" (default {})", spec.fallback);
    out += fmt::format("{:<28} {}\n", left, right);
  }
  return out;
}

}  // namespace movebal
