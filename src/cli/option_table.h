// Command-line options declared once (CaDiCaL style). One declaration names
// the option, its short spellings, its default, range or choices and help,
// and the typed field of the subtool's settings struct it fills; parsing,
// range checks, --help and the typed value all come from that one line.
// Each value is converted once, by the parser that checks it: integers take
// only decimal whole numbers ("-0" is none), reals only finite numbers ("-0"
// is none either), both
// within range; a text or list value that starts with '-' (other than "-"
// itself, standard output) is taken for a forgotten value and refused.
//
// The options every subtool shares (-T, -o/-m, --seed, --threads, --force,
// -q, --json, -h) are declared once below, as templates over the settings
// struct, so that they mean the same everywhere.
#ifndef MOVEBAL_CLI_OPTION_TABLE_H_
#define MOVEBAL_CLI_OPTION_TABLE_H_

#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "base/status.h"
#include "search/tuning.h"

namespace movebal {

using Args = std::vector<std::string>;

// What the value of an option looks like; derived from the field's type.
enum class ValueKind { kFlag, kInteger, kReal, kText, kList };

struct OptionInfo {
  const char* name;      // long name, used as --name
  const char* letters;   // short spellings ("om" for -o and -m), "" for none
  const char* fallback;  // default value as text; nullptr: none (unset)
  long double min, max;  // allowed range of numbers
  const char* help;
  const char* choices = nullptr;  // "a|b|c": the only values a text takes
  bool required = false;
  ValueKind kind = ValueKind::kFlag;  // filled in from the field
  bool hidden = false;                // left out of --help (tuning for benchmarks)
  const char* unless = nullptr;       // with `required`: not required when this option is given
};

// The settings every subtool's settings struct derives from.
struct CommonSettings {
  std::optional<double> time;         // -T: seconds of search
  std::optional<std::int64_t> iterations;  // -s: proposals per chain
  std::optional<std::string> output;  // -o, -m: output file ('-' stdout)
  std::uint64_t seed = 0;             // --seed
  int threads = 0;                    // --threads (0: all cores)
  bool force = false;                 // --force: replace existing or read-only files
  bool quiet = false;                 // -q
  bool json = false;                  // --json
  bool help = false;                  // -h
  std::vector<std::string> tune;      // --tune name=value (hidden): search/tuning.h
  std::vector<std::string> operands;  // the arguments that are not options
  std::vector<std::string> given;     // long names of the options on the command line
};

// Whether the option `name` was on the command line (not a default).
bool Given(const CommonSettings& settings, const std::string& name);
// Refuses the first of `names` that was given: it does not apply, because `why`.
Status RefuseGiven(const CommonSettings& settings, std::initializer_list<const char*> names, const std::string& why);
// Refuses an option of `these` given together with one of `those`: one
// would silently win over the other.
Status RefuseTogether(const CommonSettings& settings, std::initializer_list<const char*> these,
                      std::initializer_list<const char*> those);

template <class S>
using FieldOf = std::variant<bool S::*, int S::*, std::int64_t S::*, std::uint64_t S::*, double S::*,
                             std::string S::*, std::optional<int> S::*, std::optional<std::int64_t> S::*,
                             std::optional<double> S::*, std::optional<std::string> S::*,
                             std::vector<std::string> S::*>;

template <class S>
struct Option {
  OptionInfo info;
  FieldOf<S> field;
};

template <class S>
using OptionTable = std::vector<Option<S>>;

// The shared options, each declared once. At most 64 threads: beyond, the
// searches gain nothing and their state copies grow (kMaxThreads).
constexpr long double kMaxCount = 2147483647;
template <class S>
inline const Option<S> kTimeOption{{"time", "T", nullptr, 0.001, 1e7, "stop the search after this many seconds"},
                                   &S::time};
template <class S>
inline const Option<S> kIterationsOption{
    {"iterations", "s", nullptr, 1, 1e12, "proposals per search chain (default: scaled to the size)"}, &S::iterations};
template <class S>
inline const Option<S> kOutputOption{{"output", "om", nullptr, 0, 0, "write the result to this file ('-': standard output)"},
                                     &S::output};
template <class S>
inline const Option<S> kSeedOption{
    {"seed", "", "1", 0, 9223372036854775807.0L, "seed of the random search (same seed and threads, same result)"},
    &S::seed};
template <class S>
inline const Option<S> kThreadsOption{{"threads", "", "0", 0, 64, "threads working in parallel (0: all cores)"},
                                      &S::threads};
template <class S>
inline const Option<S> kForceOption{{"force", "", nullptr, 0, 0, "replace an existing or read-only output file"},
                                    &S::force};
template <class S>
inline const Option<S> kQuietOption{{"quiet", "q", nullptr, 0, 0, "no progress line and no timings"}, &S::quiet};
template <class S>
inline const Option<S> kJsonOption{{"json", "", nullptr, 0, 0, "print the report as JSON"}, &S::json};
template <class S>
inline const Option<S> kHelpOption{{"help", "h", nullptr, 0, 0, "show this help"}, &S::help};
// Sets a tuning constant of the searches, for benchmarks (repeatable);
// applied by ParseSettings.
template <class S>
inline const Option<S> kTuneOption{
    {"tune", "", nullptr, 0, 0, "set a search tuning constant: name=value", nullptr, false, ValueKind::kFlag, true},
    &S::tune};

// The type-independent half of parsing: the raw texts of each option (one
// entry per use; a flag's is "1"), and the operands.
struct RawOptions {
  std::vector<std::vector<std::string>> values;  // indexed like the table
  std::vector<std::string> operands;
};
Result<RawOptions> Tokenise(const std::vector<OptionInfo>& options, const Args& args);

// Converts one text to the field's type, checking the option's range or
// choices; the error names the option.
Status Convert(const OptionInfo& info, const std::string& text, int& out);
Status Convert(const OptionInfo& info, const std::string& text, std::int64_t& out);
Status Convert(const OptionInfo& info, const std::string& text, std::uint64_t& out);
Status Convert(const OptionInfo& info, const std::string& text, double& out);
Status Convert(const OptionInfo& info, const std::string& text, std::string& out);

// The option list for --help.
std::string OptionHelp(const std::vector<OptionInfo>& options);

// The closest of `candidates` to a mistyped `word`, if one is close enough.
std::optional<std::string> DidYouMean(const std::string& word, const std::vector<std::string>& candidates);

namespace option_detail {

template <class T>
constexpr ValueKind KindOf() {
  if constexpr (std::is_same_v<T, bool>) return ValueKind::kFlag;
  else if constexpr (std::is_same_v<T, double> || std::is_same_v<T, std::optional<double>>) return ValueKind::kReal;
  else if constexpr (std::is_same_v<T, std::string> || std::is_same_v<T, std::optional<std::string>>) return ValueKind::kText;
  else if constexpr (std::is_same_v<T, std::vector<std::string>>) return ValueKind::kList;
  else return ValueKind::kInteger;
}

inline Status Assign(const OptionInfo&, const std::vector<std::string>&, bool& out) {
  out = true;
  return Ok();
}
template <class T>
Status Assign(const OptionInfo& info, const std::vector<std::string>& texts, T& out) {
  return Convert(info, texts.back(), out);
}
template <class T>
Status Assign(const OptionInfo& info, const std::vector<std::string>& texts, std::optional<T>& out) {
  T value{};
  if (Status ok = Convert(info, texts.back(), value); !ok) return ok;
  out = std::move(value);
  return Ok();
}
Status Assign(const OptionInfo& info, const std::vector<std::string>& texts, std::vector<std::string>& out);

std::string Echo(const double& value);
std::string Echo(const std::vector<std::string>& value);
template <class T>
std::string Echo(const T& value) {
  if constexpr (std::is_same_v<T, bool>) return value ? "1" : "";
  else if constexpr (std::is_same_v<T, std::string>) return value;
  else return std::to_string(value);
}
template <class T>
std::string Echo(const std::optional<T>& value) {
  return value ? Echo(*value) : "";
}
}  // namespace option_detail

// The declarations without their fields, with kinds filled in.
template <class S>
std::vector<OptionInfo> Infos(const OptionTable<S>& table) {
  std::vector<OptionInfo> infos;
  for (const Option<S>& option : table) {
    OptionInfo info = option.info;
    std::visit(
        [&](auto member) {
          info.kind = option_detail::KindOf<std::remove_cvref_t<decltype(std::declval<S&>().*member)>>();
        },
        option.field);
    infos.push_back(info);
  }
  return infos;
}

// Parses the arguments of a subtool into its settings and applies its
// --tune settings. With --help, the required options are not asked for.
template <class S>
Result<S> ParseSettings(const OptionTable<S>& table, const Args& args) {
  const std::vector<OptionInfo> infos = Infos(table);
  auto raw = Tokenise(infos, args);
  if (!raw) return raw.error();
  S settings{};
  for (std::size_t i = 0; i < infos.size(); ++i) {
    if (!raw->values[i].empty()) settings.given.emplace_back(infos[i].name);
  }
  bool help = false;
  for (std::size_t i = 0; i < infos.size(); ++i) help |= infos[i].name == std::string("help") && !raw->values[i].empty();
  for (std::size_t i = 0; i < infos.size(); ++i) {
    std::vector<std::string> texts = raw->values[i];
    if (texts.empty() && infos[i].fallback != nullptr) texts.push_back(infos[i].fallback);
    if (texts.empty()) {
      const auto given = [&](const char* name) {
        for (std::size_t k = 0; k < infos.size(); ++k) {
          if (name == std::string(infos[k].name)) return !raw->values[k].empty();
        }
        return false;
      };
      if (infos[i].required && !help && !(infos[i].unless != nullptr && given(infos[i].unless))) {
        const std::string other = infos[i].unless != nullptr ? std::string(" (or --") + infos[i].unless + ")" : "";
        return Error::Plain(std::string("--") + infos[i].name + " is required" + other);
      }
      continue;
    }
    Status assigned = Ok();
    std::visit([&](auto member) { assigned = option_detail::Assign(infos[i], texts, settings.*member); },
               table[i].field);
    if (!assigned) return assigned.error();
  }
  settings.operands = std::move(raw->operands);
  for (const std::string& assignment : settings.tune) {
    if (Status tuned = SetTuning(assignment); !tuned) return tuned.error();
  }
  return settings;
}

// Each set option's value written back as text, by long name: what the
// settings hold after parsing (for tests that no value changes silently).
template <class S>
std::map<std::string, std::string> EchoSettings(const OptionTable<S>& table, const S& settings) {
  std::map<std::string, std::string> echoed;
  for (const Option<S>& option : table) {
    std::visit([&](auto member) { echoed[option.info.name] = option_detail::Echo(settings.*member); }, option.field);
  }
  return echoed;
}

// A word as the shell reads it back: bare when it is plain, else in single
// quotes, or in $'...' when it holds a control character (so that the line
// stays one line); an operand that would read as an option gets "./" before it.
std::string ShellWord(const std::string& word, bool operand = false);

// The command line that repeats a run: `command`, every option given on the
// command line with the value in force, then the operands, shell-quoted.
// `in_force` adds or replaces values that were settled at run time (threads
// for 0, a default time). The options that do not change the result (output,
// --force, -q, --json, --help) are left out.
template <class S>
std::string RepeatLine(const std::string& command, const OptionTable<S>& table, const S& settings,
                       const std::map<std::string, std::string>& in_force = {}) {
  static const std::set<std::string> kPresentation = {"output", "force", "quiet", "json", "help"};
  const std::map<std::string, std::string> echoed = EchoSettings(table, settings);
  std::string line = command;
  for (const Option<S>& option : table) {
    const std::string name = option.info.name;
    const auto forced = in_force.find(name);
    if (kPresentation.count(name) || (forced == in_force.end() && !Given(settings, name))) continue;
    const std::string& value = forced != in_force.end() ? forced->second : echoed.at(name);
    line.append(" --").append(name);
    if (std::holds_alternative<bool S::*>(option.field)) continue;
    line.append(" ").append(ShellWord(value));
  }
  for (const std::string& operand : settings.operands) line.append(" ").append(ShellWord(operand, true));
  return line;
}

// A subtool's options as tests and --help see them: the declarations, and a
// parse of a command line that echoes the values it produced.
struct OptionSurface {
  std::vector<OptionInfo> options;
  Result<std::map<std::string, std::string>> (*parse)(const Args& args);
};

template <class S, const OptionTable<S>& (*Table)()>
Result<std::map<std::string, std::string>> ParseAndEcho(const Args& args) {
  auto settings = ParseSettings(Table(), args);
  if (!settings) return settings.error();
  return EchoSettings(Table(), *settings);
}

template <class S, const OptionTable<S>& (*Table)()>
OptionSurface SurfaceOf() {
  return {Infos(Table()), &ParseAndEcho<S, Table>};
}

}  // namespace movebal

#endif  // MOVEBAL_CLI_OPTION_TABLE_H_
