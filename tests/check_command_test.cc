// Runs the real movebal binary: the JSON of `check --json` against the
// independent reference scorer, the malformed-file corpus, warnings, and the
// command-line spellings.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <random>

#include "base/file_io.h"
#include "movement/asc_writer.h"
#include "movement/json_value.h"
#include "reference_scorer.h"
#include "test_support.h"

namespace movebal {
namespace {

using testing::kSourceDir;
using testing::RunMovebal;
using testing::TempPath;

// The output of `check --json`, read with movebal's JSON reader; the figures
// in it are checked against the independent reference scorer.
using Json = JsonValue;

Json ParseJson(const std::string& text) {
  auto json = movebal::ParseJson(text, "stdout");
  EXPECT_TRUE(json.ok()) << json.error().ToString() << "\n" << text;
  return json.ok() ? *json : Json{};
}

void ExpectInteger(const Json& j, long long expected, const std::string& what) {
  EXPECT_TRUE(j.IsInteger()) << what << " is written as " << j.text;
  EXPECT_EQ(std::stoll(j.text), expected) << what;
}

void ExpectFigure(const Json& j, double expected, const std::string& what) {
  ASSERT_EQ(j.kind, Json::Kind::kNumber) << what;
  if (std::isnan(expected)) return;  // Qo when nobody meets: 0/0 in the definitions
  EXPECT_NEAR(j.number, expected, 1e-9 * std::max(1.0, std::abs(expected))) << what;
}

// A figure that may be none: JSON null exactly where nothing is compared.
void ExpectFigure(const Json& j, const std::optional<double>& expected, const std::string& what) {
  if (!expected) {
    EXPECT_EQ(j.kind, Json::Kind::kNull) << what;
    return;
  }
  ExpectFigure(j, *expected, what);
}

const std::vector<std::string> kJsonKeys = {"file", "pairs", "tables", "rounds", "groups", "h",   "S",
                                            "N",    "SS",    "Qf",     "Qc",     "sd",     "d4",  "S4",
                                            "Qo",   "Qf1",   "Qf1av",  "Qf1max", "Qf1max_pairs", "matrix",
                                            "absent", "perfection", "warnings", "walking", "sections"};

void ExpectJsonMatchesReference(const Json& json, const Movement& m) {
  std::vector<std::string> keys;
  for (const auto& member : json.members) keys.push_back(member.key);
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
  const char* perfection = ref.Qf != 100.0 ? "none" : ref.Qf1av == 100.0 ? "superperfect" : "perfect";
  EXPECT_EQ(json["perfection"].text, perfection);
  EXPECT_EQ(json["warnings"].kind, Json::Kind::kArray);
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
  // The same report, but for the name of the file.
  std::string named = from_stdin.out;
  named.replace(named.find("\"-\""), 3, "\"" + file + "\"");
  EXPECT_EQ(named, check.out);
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

// A folder is a library: one line per movement file below it (by path, or
// as --sort asks), every file that cannot be read named with its place and
// counted, exit 2 unless all were read.
TEST(CheckCommand, AFolderIsListedAsALibrary) {
  const std::string dir = TempPath("library");
  std::filesystem::create_directories(dir + "/sub");
  std::filesystem::copy_file(kSourceDir + "/movements/mitchell-07t.asc", dir + "/b-mitchell.asc");
  std::filesystem::copy_file(kSourceDir + "/movements/mitchell-07t-switched.asc", dir + "/sub/a-switched.TXT");
  { std::ofstream(dir + "/notes.md") << "not a movement\n"; }
  auto listed = RunMovebal("check --sort qf " + dir);
  ASSERT_EQ(listed.status, 0) << listed.err;
  std::vector<std::string> lines;
  std::istringstream in(listed.out);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  ASSERT_EQ(lines.size(), 3u) << listed.out;  // the header and the two movements; notes.md is no movement
  EXPECT_NE(lines[0].find("copies bmove pmove"), std::string::npos) << lines[0];
  EXPECT_NE(lines[1].find("a-switched.TXT"), std::string::npos) << lines[1];  // Qf 92.00 first
  EXPECT_NE(lines[1].find(" 92.00 "), std::string::npos) << lines[1];
  EXPECT_NE(lines[2].find(" 46.94 "), std::string::npos) << lines[2];
  // The complete Mitchell: one set of boards, boards and EW pairs move one table.
  EXPECT_NE(lines[2].find("      1     1     1"), std::string::npos) << lines[2];
  { std::ofstream(dir + "/sub/broken.asc") << "4 2 1 1 0\n1- 2 A 3- 9 A\n"; }
  const auto broken = RunMovebal("check " + dir);
  EXPECT_EQ(broken.status, 2);
  EXPECT_NE(broken.err.find("broken.asc:2:11: "), std::string::npos) << broken.err;
  EXPECT_NE(broken.err.find("1 of 3 files could not be read"), std::string::npos) << broken.err;
  EXPECT_EQ(std::count(broken.out.begin(), broken.out.end(), '\n'), 3) << broken.out;
  std::filesystem::remove_all(dir);
}

TEST(CheckCommand, WarningsAreReportedAndExitZero) {
  const std::string dir = kSourceDir + "/tests/data/warnings/";
  const auto twice = RunMovebal("check --json " + dir + "group-played-twice.asc");
  ASSERT_EQ(twice.status, 0) << twice.err;
  const Json twice_json = ParseJson(twice.out);
  ASSERT_EQ(twice_json["warnings"].items.size(), 4u);  // every pair plays A twice
  EXPECT_NE(twice_json["warnings"].items[0].text.find("group-played-twice.asc:3:1: warning: pair 1 plays board group A again"),
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
      {"crlf-tabs-group-beyond.asc", "2:13"},
      {"empty.asc", "1:1"},
      {"garbage-bytes.asc", "2:11"},              {"group-beyond-header.asc", "3:6"},
      {"half-empty-table.asc", "2:1"},            {"header-huge-number.asc", "1:1"},
      {"header-individual-flag.asc", "1:9"},      {"header-letters-for-29-groups.asc", "1:10"},
      {"header-three-numbers.asc", "1:1"},        {"header-too-many-contestants.asc", "1:1"},
      {"header-word.asc", "1:5"},
      {"header-zero-tables.asc", "1:3"},          {"individual-missing-seat.asc", "2:17"},
      {"individual-player-twice.asc", "2:11"},    {"letter-group-with-g.asc", "2:6"},
      {"missing-group.asc", "2:5"},
      {"mitchell-shorthand-into-empty-table.asc", "2:1"}, {"mixed-group-styles.asc", "3:6"},
      {"numeric-group-beyond-header.asc", "3:13"}, {"only-blank-lines.asc", "4:1"},
      {"pair-huge-number.asc", "2:11"},
      {"pair-out-of-range.asc", "2:11"},          {"pair-twice-in-round.asc", "2:8"},
      {"seated-at-empty-table.asc", "2:6"},
      {"too-few-entries.asc", "3:7"},             {"too-few-rounds.asc", "3:14"},
      {"truncated-entry.asc", "2:9"},
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
  const std::string empty = TempPath("empty-folder");
  std::filesystem::create_directory(empty);
  const auto folder = RunMovebal("check " + empty);
  EXPECT_EQ(folder.status, 2);
  EXPECT_NE(folder.err.find("empty-folder: no movement files"), std::string::npos) << folder.err;
  std::filesystem::remove(empty);
  EXPECT_EQ(RunMovebal("check --no-such-option x.asc").status, 2);
  // --sort orders summary lines: one full report has none to order.
  const auto sorted = RunMovebal("check --sort qf " + kSourceDir + "/movements/mitchell-07t.asc");
  EXPECT_EQ(sorted.status, 2);
  EXPECT_TRUE(sorted.out.empty());
  EXPECT_NE(sorted.err.find("--sort orders the summary lines"), std::string::npos) << sorted.err;
  EXPECT_EQ(RunMovebal("check").status, 2);
}

// The JSON names every file, and an unreadable one is an error entry in its
// place; the exit status still says that a file was bad.
TEST(CheckCommand, ABadFileAmongGoodOnesIsAnErrorEntry) {
  const std::string good = kSourceDir + "/movements/mitchell-07t.asc";
  const std::string bad = kSourceDir + "/tests/data/malformed/empty.asc";
  const auto result = RunMovebal("check --json " + good + " " + bad + " " + good);
  EXPECT_EQ(result.status, 2);
  const Json all = ParseJson(result.out);
  ASSERT_EQ(all.items.size(), 3u);
  EXPECT_EQ(all.items[0]["file"].text, good);
  EXPECT_EQ(all.items[1]["file"].text, bad);
  EXPECT_NE(all.items[1]["error"].text.find("empty.asc:1:1: the file is empty"), std::string::npos);
  EXPECT_EQ(all.items[1].members.size(), 2u);
  EXPECT_EQ(all.items[2]["file"].text, good);
}

// Files balans reads that movebal refused before: each gives the figures of
// the movement it spells; text after the last entry, a comment before the
// header, a header letter that is no flag and punctuation outside the
// standard's separators are warnings.
TEST(CheckCommand, BalansVariantsAreAccepted) {
  const std::string dir = kSourceDir + "/tests/data/variants/";
  const std::map<std::string, std::pair<std::string, int>> expected = {
      {"comment-before-header.asc", {"4 2 1 1 0\n1- 2 A 3- 4 A\n", 1}},
      {"colon-before-group.asc", {"4 2 1 1 0\n1- 2 A 3- 4 A\n", 0}},
      {"semicolons-two-number-header.asc", {"4 2 1 1 0\n1- 2 A 3- 4 A\n", 0}},
      {"numeric-groups-without-g.asc", {"4 2 1 1 0\n1- 2 A 3- 4 A\n", 0}},
      {"minus-before-a-pair.asc", {"4 2 1 1 0\n1- 2 A 3- 4 A\n", 0}},
      {"header-letter-ignored.asc", {"4 2 1 1 0\n1- 2 A 3- 4 A\n", 1}},
      {"other-punctuation.asc", {"4 2 1 1 0\n1- 2 A 3- 4 A\n", 1}},
      {"individual-header-letter.asc", {"8 2 1 1 1\n1 2 3 4 A 5 6 7 8 A\n", 1}},
      {"lowercase-group.asc", {"4 2 1 1 0\n1- 2 A 3- 4 A\n", 0}},
      {"extra-round-line.asc", {"4 2 1 1 0\n1- 2 A 3- 4 A\n", 1}},
      {"too-many-entries.asc", {"4 2 1 1 0\n1- 2 A 3- 4 A\n", 1}},
      {"shorthand-with-extra-rounds.asc", {"4 2 3 3 0 H\n1- 2 A 3- 4 B\n", 4}},  // 3 repeats too
  };
  std::size_t files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    ++files;
    const auto it = expected.find(name);
    ASSERT_NE(it, expected.end()) << name << " has no expected movement in this test";
    const auto result = RunMovebal("check --json " + dir + name);
    ASSERT_EQ(result.status, 0) << name << ": " << result.err;
    const Json json = ParseJson(result.out);
    ExpectJsonMatchesReference(json, testing::MustParse(it->second.first));
    EXPECT_EQ(json["warnings"].items.size(), static_cast<std::size_t>(it->second.second)) << name;
  }
  EXPECT_EQ(files, expected.size());
}

// With a pair absent (balans -v) the figures are those of the vacancy model:
// the Qf is the Qf1 of the full report, and the pair's row is gone.
TEST(CheckCommand, AbsentPairGivesTheVacancyFigures) {
  const std::string file = kSourceDir + "/movements/mitchell-07t-switched.asc";
  const auto result = RunMovebal("check --json --absent 14 " + file);
  ASSERT_EQ(result.status, 0) << result.err;
  const Json json = ParseJson(result.out);
  const reference::Figures ref = reference::Score(testing::Mitchell(7, {2}));
  EXPECT_NEAR(json["Qf"].number, testing::Defined(ref.Qf1[13]), 1e-9);
  EXPECT_NEAR(json["Qf"].number, 85.09, 0.005);
  ExpectInteger(json["N"], 78, "N");  // 13 pairs: 13 * 12 / 2
  ExpectInteger(json["h"], 5, "h");
  ExpectInteger(json["absent"], 14, "absent");
  const auto text = RunMovebal("check -v 14 " + file);
  EXPECT_NE(text.out.find("pair 14 absent"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("Qf = 85.09"), std::string::npos) << text.out;
  EXPECT_EQ(RunMovebal("check --absent 15 " + file).status, 2);
}

TEST(CheckCommand, DirectorsAdviceNamesThePairToLeaveEmpty) {
  const auto result = RunMovebal("check " + kSourceDir + "/movements/mitchell-07t-switched.asc");
  ASSERT_EQ(result.status, 0) << result.err;
  EXPECT_NE(result.out.find("leave pair 8 empty (or one of 9 10 11 12 13 14): the session then has Qf 85.09, "
                            "against 82.20 without pair 1"),
            std::string::npos)
      << result.out;
}

TEST(CheckCommand, StrongPairTable) {
  const auto result = RunMovebal("check --strong-pair 1 " + kSourceDir + "/movements/mitchell-06t-shared-boards.asc");
  ASSERT_EQ(result.status, 0) << result.err;
  EXPECT_NE(result.out.find("pair   2   40.00 %   (24 of 60)"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("pair  12   50.00 %   (30 of 60)"), std::string::npos) << result.out;
  EXPECT_EQ(RunMovebal("check --strong-pair 13 " + kSourceDir + "/movements/mitchell-06t-shared-boards.asc").status, 2);
}

}  // namespace
}  // namespace movebal

namespace movebal {
namespace {

// Two output options naming one file (as written, after resolving the path,
// or through a link) are refused before anything is written: the second
// would overwrite the first, --force or not.
TEST(CheckCommand, TwoOutputsToOneFileAreRefused) {
  const std::string dir = testing::TempPath("same_output");
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir + "/sub");
  const std::string mitchell = testing::kSourceDir + "/movements/mitchell-05t.asc";
  const std::string x = dir + "/x";
  for (const std::string& pair : {"--svg " + x + " --html " + x + " --force", "--svg " + x + " --html " + dir + "/./x",
                                  "--svg " + x + " --html " + dir + "/sub/../x"}) {
    const auto run = testing::RunMovebal("check " + pair + " " + mitchell);
    EXPECT_EQ(run.status, 2) << pair;
    EXPECT_NE(run.err.find("--svg and --html name the same file"), std::string::npos) << run.err;
    EXPECT_FALSE(std::filesystem::exists(x)) << pair;
  }
  // An existing file and a link to it.
  std::ofstream(x) << "keep";
  std::filesystem::create_symlink(x, dir + "/link");
  auto run = testing::RunMovebal("check --force --svg " + dir + "/link --html " + x + " " + mitchell);
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(testing::ReadFile(x), "keep");
  // cards: the page and the text output.
  run = testing::RunMovebal("cards --boards 3 --html " + dir + "/c.html -o " + dir + "/./c.html " + mitchell);
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("--html and --output name the same file"), std::string::npos) << run.err;
  // Two files, or a device twice, are fine.
  run = testing::RunMovebal("check --svg " + dir + "/a.svg --html " + dir + "/a.html " + mitchell);
  EXPECT_EQ(run.status, 0) << run.err;
  run = testing::RunMovebal("check --svg /dev/null --html /dev/null " + mitchell);
  EXPECT_EQ(run.status, 0) << run.err;
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace movebal
