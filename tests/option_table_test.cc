#include "cli/option_table.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <charconv>
#include <cmath>
#include <map>
#include <random>
#include <set>

#include "cli/generate_kinds.h"
#include "cli/subtools.h"

namespace movebal {
namespace {

struct TestSettings : CommonSettings {
  int count = 0;
  std::optional<double> ratio;
  std::string mode;
  std::vector<std::string> rounds;
  std::uint64_t big = 0;
};

const OptionTable<TestSettings>& TestTable() {
  using S = TestSettings;
  static const OptionTable<S> table = {
      {{"count", "n", "3", 1, 10, "a count"}, &S::count},
      {{"ratio", "", nullptr, 0, 1, "a ratio"}, &S::ratio},
      {{"mode", "", "fast", 0, 0, "a mode", "fast|slow"}, &S::mode},
      {{"round", "r", nullptr, 0, 0, "rounds"}, &S::rounds},
      {{"big", "", "0", 0, 18446744073709551615.0L, "a big number"}, &S::big},
      kOutputOption<S>,
      kQuietOption<S>,
      kHelpOption<S>,
  };
  return table;
}

TEST(OptionTable, ParsesEveryKindIntoTypedFieldsAndFallsBackToDefaults) {
  auto parsed = ParseSettings(TestTable(), {"-r", "2", "--round", "3,4", "-q", "file.asc", "--ratio", "0.5", "-m", "x"});
  ASSERT_TRUE(parsed.ok()) << parsed.error().ToString();
  EXPECT_EQ(parsed->count, 3);  // the declared default
  EXPECT_EQ(parsed->ratio, 0.5);
  EXPECT_EQ(parsed->mode, "fast");
  EXPECT_EQ(parsed->rounds, (std::vector<std::string>{"2", "3", "4"}));
  EXPECT_TRUE(parsed->quiet);
  EXPECT_EQ(parsed->output, "x");  // -m is balans' spelling of -o
  EXPECT_EQ(parsed->operands, std::vector<std::string>{"file.asc"});
  auto big = ParseSettings(TestTable(), {"--big", "18446744073709551615"});
  ASSERT_TRUE(big.ok());
  EXPECT_EQ(big->big, UINT64_MAX);
}

TEST(OptionTable, IntegersTakeOnlyWholeDecimalNumbersInRange) {
  for (const char* bad : {".1e1", "1e1", "0x10", "2.5", "+3", " 3", "3 ", "", "3k", "99999999999999999999"}) {
    auto parsed = ParseSettings(TestTable(), {"--count", bad});
    ASSERT_FALSE(parsed.ok()) << bad;
    EXPECT_NE(parsed.error().message.find("--count"), std::string::npos) << parsed.error().message;
  }
  auto high = ParseSettings(TestTable(), {"-n", "11"});
  ASSERT_FALSE(high.ok());
  EXPECT_EQ(high.error().message, "--count must be a whole number in 1..10, not 11");
  EXPECT_FALSE(ParseSettings(TestTable(), {"--big", "-1"}).ok());
  EXPECT_FALSE(ParseSettings(TestTable(), {"--big", "18446744073709551616"}).ok());
  for (const char* bad : {"1e-400", "nan", "inf", "half", "2", "0x1p-2"}) {
    EXPECT_FALSE(ParseSettings(TestTable(), {"--ratio", bad}).ok()) << bad;
  }
  EXPECT_FALSE(ParseSettings(TestTable(), {"--mode", "medium"}).ok());
  EXPECT_FALSE(ParseSettings(TestTable(), {"--mode", "fast|slow"}).ok());
  EXPECT_FALSE(ParseSettings(TestTable(), {"--count", "2", "--count", "3"}).ok());
}

TEST(OptionTable, MistypedOptionsAreRefusedWithASuggestion) {
  auto near = ParseSettings(TestTable(), {"--rato", "0.5"});
  ASSERT_FALSE(near.ok());
  EXPECT_EQ(near.error().message, "unknown option '--rato'; did you mean --ratio?");
  EXPECT_FALSE(ParseSettings(TestTable(), {"--cou", "2"}).ok());  // no silent abbreviations
  EXPECT_EQ(DidYouMean("optimse", {"check", "optimise"}), "optimise");
  EXPECT_EQ(DidYouMean("zzzzzz", {"check", "optimise"}), std::nullopt);
}

TEST(OptionTable, RequiredOptionsAreNamedButNotAskedForWithHelp) {
  struct R : CommonSettings {
    int tables = 0;
  };
  const OptionTable<R> table = {{{"tables", "", nullptr, 3, 9, "tables", nullptr, true}, &R::tables}, kHelpOption<R>};
  auto missing = ParseSettings(table, {});
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().message, "--tables is required");
  auto help = ParseSettings(table, {"--help"});
  ASSERT_TRUE(help.ok());
  EXPECT_TRUE(help->help);
}

TEST(OptionTable, HelpComesFromTheDeclarations) {
  const std::string help = OptionHelp(Infos(TestTable()));
  EXPECT_NE(help.find("-n, --count N"), std::string::npos) << help;
  EXPECT_NE(help.find("a count [1..10] (default 3)"), std::string::npos) << help;
  EXPECT_NE(help.find("-r, --round LIST"), std::string::npos) << help;
  EXPECT_NE(help.find("-o, -m, --output TEXT"), std::string::npos) << help;
  EXPECT_NE(help.find("a mode [fast|slow] (default fast)"), std::string::npos) << help;
}

// Every option table of the program, by "subtool" or "generate kind".
std::vector<std::pair<std::string, OptionSurface>> AllSurfaces() {
  std::vector<std::pair<std::string, OptionSurface>> surfaces;
  for (const Subtool& tool : Subtools()) {
    if (tool.options != nullptr) surfaces.emplace_back(tool.name, tool.options());
  }
  for (const Subtool& kind : GenerateKinds()) surfaces.emplace_back(std::string("generate ") + kind.name, kind.options());
  return surfaces;
}

TEST(OptionSurfaces, EverySubtoolHasATableAndEveryDefaultIsValid) {
  const auto surfaces = AllSurfaces();
  EXPECT_EQ(surfaces.size(), Subtools().size() - 1 + GenerateKinds().size());
  for (const auto& [tool, surface] : surfaces) {
    Args required;
    for (const OptionInfo& info : surface.options) {
      if (info.required) required.insert(required.end(), {std::string("--") + info.name, std::to_string(static_cast<long long>(info.max))});
    }
    auto parsed = surface.parse(required);
    ASSERT_TRUE(parsed.ok()) << tool << ": " << parsed.error().ToString();
    for (const OptionInfo& info : surface.options) {
      if (info.fallback == nullptr || info.kind == ValueKind::kFlag) continue;
      EXPECT_EQ(parsed->at(info.name), info.fallback) << tool << " --" << info.name;
    }
  }
}

TEST(OptionSurfaces, ASpellingMeansOneThingAcrossTheProgram) {
  std::map<char, std::string> letter_meaning;
  std::map<std::string, std::string> help_of_shared;
  for (const auto& [tool, surface] : AllSurfaces()) {
    for (const OptionInfo& info : surface.options) {
      for (char letter : std::string(info.letters)) {
        auto [it, fresh] = letter_meaning.emplace(letter, info.name);
        EXPECT_EQ(it->second, info.name) << "-" << letter << " in " << tool;
      }
    }
  }
  for (const char* shared : {"time", "output", "seed", "threads", "force", "quiet", "json", "help", "iterations"}) {
    for (const auto& [tool, surface] : AllSurfaces()) {
      for (const OptionInfo& info : surface.options) {
        if (info.name != std::string(shared)) continue;
        auto [it, fresh] = help_of_shared.emplace(shared, info.help);
        EXPECT_EQ(it->second, info.help) << "--" << shared << " in " << tool;
      }
    }
  }
  EXPECT_EQ(letter_meaning['T'], "time");
  EXPECT_EQ(letter_meaning['o'], "output");
  EXPECT_EQ(letter_meaning['m'], "output");
}

// Random option values, hostile and ordinary: every one is either refused
// with a message naming the option, or taken with exactly its value.
TEST(OptionSurfaces, RandomValuesAreTakenExactlyOrRefusedNamingTheOption) {
  std::mt19937_64 rng(20261123);
  const std::vector<std::string> pieces = {"0", "1", "-", "+", ".", "e", "E", "x", "9", "5", ",", "inf", "nan", "0x",
                                           "1e400", "1e-400", " ", "2147483648", "18446744073709551616", "a", "-1"};
  const auto random_text = [&] {
    std::string text;
    const int n = static_cast<int>(rng() % 5);
    for (int i = 0; i < n; ++i) text += pieces[rng() % pieces.size()];
    return text;
  };
  const auto random_number = [&](const OptionInfo& info) {
    const long double span = info.max - info.min;
    const long double x = info.min + span * (static_cast<long double>(rng() % 1000001) / 1000000.0L);
    return info.kind == ValueKind::kInteger ? std::to_string(static_cast<long long>(std::floor(x)))
                                            : fmt::format("{}", static_cast<double>(x));
  };
  constexpr int kValuesPerSubtool = 3000;
  for (const auto& [tool, surface] : AllSurfaces()) {
    std::vector<const OptionInfo*> valued;
    Args required;
    for (const OptionInfo& info : surface.options) {
      if (info.kind != ValueKind::kFlag) valued.push_back(&info);
      if (info.required) required.insert(required.end(), {std::string("--") + info.name, std::to_string(static_cast<long long>(info.min))});
    }
    if (valued.empty()) continue;  // flags only (check)
    for (int i = 0; i < kValuesPerSubtool; ++i) {
      const OptionInfo& info = *valued[rng() % valued.size()];
      const bool numeric = info.kind == ValueKind::kInteger || info.kind == ValueKind::kReal;
      const std::string value = numeric && rng() % 2 ? random_number(info) : random_text();
      Args args = required;
      args.insert(args.end(), {std::string("--") + info.name + "=" + value});
      auto parsed = surface.parse(args);
      if (!parsed.ok()) {
        EXPECT_NE(parsed.error().message.find(std::string("--") + info.name), std::string::npos)
            << tool << " --" << info.name << "=" << value << ": " << parsed.error().message;
        continue;
      }
      const std::string& echoed = parsed->at(info.name);
      if (info.kind == ValueKind::kInteger) {
        // Independently: the text is a decimal integer equal to the echo.
        long long expected = 0;
        const auto [end, problem] = std::from_chars(value.data(), value.data() + value.size(), expected);
        ASSERT_TRUE(problem == std::errc() && end == value.data() + value.size()) << tool << " took " << value;
        EXPECT_EQ(echoed, std::to_string(expected)) << tool << " --" << info.name;
        EXPECT_GE(expected, info.min);
        EXPECT_LE(expected, info.max);
      } else if (info.kind == ValueKind::kReal) {
        EXPECT_EQ(std::stod(echoed), std::stod(value)) << tool << " --" << info.name << "=" << value;
      } else if (info.kind == ValueKind::kText) {
        EXPECT_EQ(echoed, value) << tool << " --" << info.name;
      }
    }
  }
}

}  // namespace
}  // namespace movebal
