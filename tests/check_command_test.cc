// Runs the real movebal binary: the JSON of `check --json` against the
// independent reference scorer, the malformed-file corpus, warnings, and the
// command-line spellings.
#include <gtest/gtest.h>

#include <cctype>
#include <cmath>
#include <filesystem>
#include <map>
#include <memory>
#include <random>

#include "base/file_io.h"
#include "movement/asc_writer.h"
#include "reference_scorer.h"
#include "test_support.h"

namespace movebal {
namespace {

using testing::kSourceDir;
using testing::RunMovebal;

// A minimal JSON reader, enough for the output of `check --json`.
struct Json {
  enum class Kind { kNumber, kString, kArray, kObject } kind = Kind::kNumber;
  double number = 0;
  std::string text;     // string value, or the number as written
  std::vector<Json> items;
  std::vector<std::pair<std::string, Json>> members;  // in order of appearance

  const Json& operator[](const std::string& key) const {
    for (const auto& [name, value] : members) {
      if (name == key) return value;
    }
    ADD_FAILURE() << "missing key " << key;
    static const Json missing;
    return missing;
  }
};

class JsonParser {
 public:
  explicit JsonParser(const std::string& text) : text_(text) {}

  // Parses one value that must take the whole text (but blanks).
  bool ParseAll(Json& out) {
    if (!Value(out)) return false;
    Blanks();
    return pos_ == text_.size();
  }

 private:
  void Blanks() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  bool Take(char c) {
    Blanks();
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  bool String(std::string& out) {
    if (!Take('"')) return false;
    while (pos_ < text_.size() && text_[pos_] != '"') {
      char c = text_[pos_++];
      if (c == '\\') {
        if (pos_ >= text_.size()) return false;
        c = text_[pos_++];
        if (c == 'u') {
          if (pos_ + 4 > text_.size()) return false;
          c = static_cast<char>(std::stoi(text_.substr(pos_, 4), nullptr, 16));
          pos_ += 4;
        } else if (c != '"' && c != '\\' && c != '/') {
          return false;
        }
      } else if (static_cast<unsigned char>(c) < 0x20) {
        return false;
      }
      out += c;
    }
    return Take('"');
  }
  bool Value(Json& out) {
    Blanks();
    if (pos_ >= text_.size()) return false;
    const char c = text_[pos_];
    if (c == '"') {
      out.kind = Json::Kind::kString;
      return String(out.text);
    }
    if (c == '[') {
      out.kind = Json::Kind::kArray;
      ++pos_;
      if (Take(']')) return true;
      do {
        out.items.emplace_back();
        if (!Value(out.items.back())) return false;
      } while (Take(','));
      return Take(']');
    }
    if (c == '{') {
      out.kind = Json::Kind::kObject;
      ++pos_;
      if (Take('}')) return true;
      do {
        std::string key;
        Json value;
        if (!String(key) || !Take(':') || !Value(value)) return false;
        out.members.emplace_back(key, std::move(value));
      } while (Take(','));
      return Take('}');
    }
    // A JSON number: -?digits(.digits)?([eE][+-]?digits)?
    const std::size_t start = pos_;
    if (text_[pos_] == '-') ++pos_;
    const auto digits = [&] {
      const std::size_t from = pos_;
      while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) ++pos_;
      return pos_ > from;
    };
    if (!digits()) return false;
    if (pos_ < text_.size() && text_[pos_] == '.') {
      ++pos_;
      if (!digits()) return false;
    }
    if (pos_ < text_.size() && (text_[pos_] == 'e' || text_[pos_] == 'E')) {
      ++pos_;
      if (pos_ < text_.size() && (text_[pos_] == '+' || text_[pos_] == '-')) ++pos_;
      if (!digits()) return false;
    }
    out.kind = Json::Kind::kNumber;
    out.text = text_.substr(start, pos_ - start);
    out.number = std::stod(out.text);
    return true;
  }

  const std::string& text_;
  std::size_t pos_ = 0;
};

Json ParseJson(const std::string& text) {
  Json json;
  EXPECT_TRUE(JsonParser(text).ParseAll(json)) << "not valid JSON:\n" << text;
  return json;
}

bool IsInteger(const Json& j) {
  return j.kind == Json::Kind::kNumber && j.text.find_first_of(".eE") == std::string::npos;
}

void ExpectInteger(const Json& j, long long expected, const std::string& what) {
  EXPECT_TRUE(IsInteger(j)) << what << " is written as " << j.text;
  EXPECT_EQ(std::stoll(j.text), expected) << what;
}

void ExpectFigure(const Json& j, double expected, const std::string& what) {
  ASSERT_EQ(j.kind, Json::Kind::kNumber) << what;
  if (std::isnan(expected)) return;  // Qo when nobody meets: 0/0 in the definitions
  EXPECT_NEAR(j.number, expected, 1e-9 * std::max(1.0, std::abs(expected))) << what;
}

const std::vector<std::string> kJsonKeys = {"pairs", "tables", "rounds", "groups", "h",   "S",      "N",
                                            "SS",    "Qf",     "Qc",     "sd",     "d4",  "S4",     "Qo",
                                            "Qf1",   "Qf1av",  "Qf1max", "Qf1max_pairs", "matrix", "warnings"};

void ExpectJsonMatchesReference(const Json& json, const Movement& m) {
  std::vector<std::string> keys;
  for (const auto& member : json.members) keys.push_back(member.first);
  ASSERT_EQ(keys, kJsonKeys);
  const reference::Figures ref = reference::Score(m);
  const int P = m.contestants;
  const std::pair<const char*, long long> integers[] = {
      {"pairs", P}, {"tables", m.tables}, {"rounds", m.rounds}, {"groups", m.groups},
      {"h", ref.h}, {"S", ref.S},         {"N", ref.N},         {"SS", ref.SS},
  };
  for (const auto& [key, value] : integers) ExpectInteger(json[key], value, key);
  const std::pair<const char*, double> figures[] = {
      {"Qf", ref.Qf}, {"Qc", ref.Qc}, {"sd", ref.sd}, {"d4", ref.d4}, {"S4", ref.S4}, {"Qo", ref.Qo},
  };
  for (const auto& [key, value] : figures) ExpectFigure(json[key], value, key);
  const Json& qf1 = json["Qf1"];
  ASSERT_EQ(qf1.items.size(), static_cast<std::size_t>(P));
  for (int v = 0; v < P; ++v) {
    ExpectFigure(qf1.items[static_cast<std::size_t>(v)], ref.Qf1[static_cast<std::size_t>(v)], "Qf1");
  }
  ExpectFigure(json["Qf1av"], ref.Qf1av, "Qf1av");
  ExpectFigure(json["Qf1max"], ref.Qf1max, "Qf1max");
  std::vector<int> pairs;
  for (const Json& item : json["Qf1max_pairs"].items) pairs.push_back(static_cast<int>(item.number));
  EXPECT_EQ(pairs, ref.Qf1max_pairs);
  const Json& matrix = json["matrix"];
  ASSERT_EQ(matrix.items.size(), static_cast<std::size_t>(P));
  for (int p = 1; p <= P; ++p) {
    const Json& row = matrix.items[static_cast<std::size_t>(p - 1)];
    ASSERT_EQ(row.items.size(), static_cast<std::size_t>(P));
    for (int q = 1; q <= P; ++q) {
      const long long expected = p == q ? 0 : ref.matrix[static_cast<std::size_t>(p)][static_cast<std::size_t>(q)];
      ExpectInteger(row.items[static_cast<std::size_t>(q - 1)], expected, "matrix");
    }
  }
  EXPECT_EQ(json["warnings"].kind, Json::Kind::kArray);
}

std::string TempPath(const std::string& name) {
  return ::testing::TempDir() + std::to_string(getpid()) + "_" + name;  // ctest runs tests in parallel
}

std::string WriteTemp(const std::string& name, const std::string& content) {
  const std::string path = TempPath(name);
  EXPECT_TRUE(WriteFileAtomically(path, content, Existing::kReplace, false).ok());
  return path;
}

TEST(CheckCommand, JsonAgreesWithReferenceOnRandomMovements) {
  std::mt19937 rng(4242);
  std::vector<Movement> movements;
  std::string files;
  for (int i = 0; i < 60; ++i) {
    movements.push_back(testing::RandomMovement(rng, i % 3 == 1, i % 4 == 0));
    files += ' ';
    files += WriteTemp("random_" + std::to_string(i) + ".asc", FormatAsc(movements.back()));
  }
  const auto result = RunMovebal("check --json" + files);
  ASSERT_EQ(result.status, 0) << result.err;
  const Json all = ParseJson(result.out);
  ASSERT_EQ(all.kind, Json::Kind::kArray);
  ASSERT_EQ(all.items.size(), movements.size());
  for (std::size_t i = 0; i < movements.size(); ++i) {
    SCOPED_TRACE(::testing::Message() << "random_" << i << ".asc");
    ExpectJsonMatchesReference(all.items[i], movements[i]);
  }
}

TEST(CheckCommand, JsonOfThePublishedSwitchedMitchell) {
  const auto result = RunMovebal("check --json " + kSourceDir + "/movements/mitchell-07t-switched.asc");
  ASSERT_EQ(result.status, 0) << result.err;
  const Json json = ParseJson(result.out);
  ExpectJsonMatchesReference(json, testing::Mitchell(7, {2}));
  EXPECT_NEAR(json["Qf"].number, 92.0, 0.005);
  EXPECT_NEAR(json["Qf1"].items[13].number, 85.09, 0.005);
  EXPECT_TRUE(json["warnings"].items.empty());
}

TEST(CheckCommand, BalansSpellingAndStandardInput) {
  const std::string file = kSourceDir + "/movements/example-08p-06r.asc";
  const auto check = RunMovebal("check --json " + file);
  const auto dash_c = RunMovebal("-c --json " + file);
  const auto from_stdin = RunMovebal("check --json -", file);
  ASSERT_EQ(check.status, 0);
  EXPECT_EQ(dash_c.status, 0);
  EXPECT_EQ(from_stdin.status, 0);
  EXPECT_EQ(dash_c.out, check.out);
  EXPECT_EQ(from_stdin.out, check.out);
  EXPECT_NEAR(ParseJson(check.out)["Qf"].number, 80.0, 0.005);
}

TEST(CheckCommand, ReadableReportShowsTheFigures) {
  const auto result = RunMovebal("check " + kSourceDir + "/movements/mitchell-07t-switched.asc");
  ASSERT_EQ(result.status, 0) << result.err;
  for (const char* fragment : {"14 pairs, 7 tables, 7 rounds, 7 board groups", "Qf = 92.00", "Score matrix",
                               "Opponents", "Qf1max = 85.09"}) {
    EXPECT_NE(result.out.find(fragment), std::string::npos) << fragment << "\n" << result.out;
  }
}

TEST(CheckCommand, SeveralFilesGiveOneSummaryLineEach) {
  const std::string dir = kSourceDir + "/movements/";
  const auto result = RunMovebal("check " + dir + "mitchell-07t.asc " + dir + "mitchell-07t-switched.asc");
  ASSERT_EQ(result.status, 0) << result.err;
  std::vector<std::string> lines;
  std::istringstream in(result.out);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  ASSERT_EQ(lines.size(), 3u) << result.out;  // a header and two files
  EXPECT_NE(lines[1].find("46.94"), std::string::npos) << lines[1];
  EXPECT_NE(lines[2].find("92.00"), std::string::npos) << lines[2];
}

TEST(CheckCommand, WarningsAreReportedAndExitZero) {
  const std::string dir = kSourceDir + "/tests/data/warnings/";
  const auto twice = RunMovebal("check --json " + dir + "group-played-twice.asc");
  ASSERT_EQ(twice.status, 0) << twice.err;
  const Json twice_json = ParseJson(twice.out);
  ASSERT_EQ(twice_json["warnings"].items.size(), 4u);  // every pair plays A twice
  EXPECT_NE(twice_json["warnings"].items[0].text.find("group-played-twice.asc:3:1: warning: contestant 1 plays board group A again"),
            std::string::npos)
      << twice_json["warnings"].items[0].text;

  const auto unequal = RunMovebal("check --json " + dir + "unequal-group-plays.asc");
  ASSERT_EQ(unequal.status, 0) << unequal.err;
  const Json unequal_json = ParseJson(unequal.out);
  ASSERT_EQ(unequal_json["warnings"].items.size(), 1u);
  EXPECT_NE(unequal_json["warnings"].items[0].text.find("unsuitable"), std::string::npos);

  const auto readable = RunMovebal("check " + dir + "unequal-group-plays.asc");
  EXPECT_EQ(readable.status, 0);
  EXPECT_NE(readable.out.find("unsuitable"), std::string::npos) << readable.out;
}

// Every file of tests/data/malformed, with the line and column its error
// must name.
TEST(CheckCommand, MalformedFilesExitTwoNamingTheLine) {
  const std::map<std::string, std::string> expected = {
      {"comment-before-header.asc", "1:1"},       {"crlf-tabs-group-beyond.asc", "2:13"},
      {"empty.asc", "1:1"},                       {"extra-round-line.asc", "3:1"},
      {"garbage-bytes.asc", "2:10"},              {"group-beyond-header.asc", "3:6"},
      {"half-empty-table.asc", "2:1"},            {"header-huge-number.asc", "1:1"},
      {"header-individual-flag.asc", "1:9"},      {"header-letters-for-29-groups.asc", "1:10"},
      {"header-three-numbers.asc", "1:1"},        {"header-too-many-contestants.asc", "1:1"},
      {"header-unknown-flag.asc", "1:11"},        {"header-word.asc", "1:5"},
      {"header-zero-tables.asc", "1:3"},          {"individual-missing-seat.asc", "2:17"},
      {"individual-player-twice.asc", "2:11"},    {"letter-group-with-g.asc", "2:6"},
      {"lowercase-group.asc", "2:6"},             {"missing-group.asc", "2:5"},
      {"mitchell-shorthand-into-empty-table.asc", "2:1"}, {"number-group-without-g.asc", "2:6"},
      {"numeric-group-beyond-header.asc", "3:13"}, {"only-blank-lines.asc", "4:1"},
      {"pair-huge-number.asc", "2:10"},           {"pair-negative.asc", "2:8"},
      {"pair-out-of-range.asc", "2:10"},          {"pair-twice-in-round.asc", "2:8"},
      {"seated-at-empty-table.asc", "2:6"},       {"shorthand-with-extra-rounds.asc", "3:1"},
      {"too-few-entries.asc", "3:7"},             {"too-few-rounds.asc", "4:1"},
      {"too-many-entries.asc", "2:15"},           {"truncated-entry.asc", "2:10"},
  };
  const std::string dir = kSourceDir + "/tests/data/malformed/";
  std::size_t files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    ++files;
    const auto it = expected.find(name);
    ASSERT_NE(it, expected.end()) << name << " has no expected position in this test";
    const auto result = RunMovebal("check " + dir + name);
    EXPECT_EQ(result.status, 2) << name;
    EXPECT_TRUE(result.out.empty()) << name;
    const std::string where = dir + name + ":" + it->second + ": ";
    EXPECT_NE(result.err.find(where), std::string::npos) << "expected '" << where << "' in: " << result.err;
  }
  EXPECT_EQ(files, expected.size());
}

TEST(CheckCommand, MissingFileFolderAndBadOptionsExitTwo) {
  const auto missing = RunMovebal("check " + TempPath("no-such-file.asc"));
  EXPECT_EQ(missing.status, 2);
  EXPECT_NE(missing.err.find("no-such-file.asc"), std::string::npos) << missing.err;
  const auto folder = RunMovebal("check " + kSourceDir + "/movements");
  EXPECT_EQ(folder.status, 2);
  EXPECT_NE(folder.err.find("movements: is a folder"), std::string::npos) << folder.err;
  EXPECT_EQ(RunMovebal("check --no-such-option x.asc").status, 2);
  EXPECT_EQ(RunMovebal("check").status, 2);
}

TEST(CheckCommand, ABadFileAmongGoodOnesStillReportsTheGoodOnes) {
  const std::string good = kSourceDir + "/movements/mitchell-07t.asc";
  const std::string bad = kSourceDir + "/tests/data/malformed/empty.asc";
  const auto result = RunMovebal("check --json " + good + " " + bad + " " + good);
  EXPECT_EQ(result.status, 2);
  const Json all = ParseJson(result.out);
  EXPECT_EQ(all.items.size(), 2u);
}

}  // namespace
}  // namespace movebal
