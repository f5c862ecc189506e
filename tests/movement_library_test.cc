// The movements/ library: every file reads cleanly, describes itself in a
// comment, and reproduces the figures published for it on the balans pages.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <map>
#include <string>

#include "design/styles.h"
#include "movement/asc_reader.h"
#include "movement/movement_file.h"
#include "movement/playability.h"
#include "perfect_sessions.h"
#include "scoring/balance.h"
#include "test_support.h"

namespace movebal {
namespace {

using testing::kSourceDir;

double Rounded(double x) { return std::round(x * 100.0) / 100.0; }

Movement Library(const std::string& name) {
  auto doc = ReadMovementDocument(kSourceDir + "/movements/" + name);
  if (!doc) {
    ADD_FAILURE() << doc.error().ToString();
    return {};
  }
  return doc->movement;
}

TEST(MovementLibrary, EveryFileReadsCleanlyAndExplainsItself) {
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(kSourceDir + "/movements")) {
    if (entry.path().extension() != ".asc") continue;
    ++files;
    const std::string text = testing::ReadFile(entry.path().string());
    auto doc = ParseAsc(text, entry.path().string());
    ASSERT_TRUE(doc.ok()) << doc.error().ToString();
    EXPECT_TRUE(doc->warnings.empty()) << entry.path();
    EXPECT_TRUE(ScoreMovement(doc->movement).suitable) << entry.path();
    // The header comes first (the .ASC standard allows no comment above
    // it), then the description.
    EXPECT_EQ(text.find("\n# "), text.find('\n')) << entry.path() << " has no description below its header";
    EXPECT_FALSE(doc->description.empty()) << entry.path();
  }
  EXPECT_GE(files, 13);
}

// A kept design (movements/kept-*.asc) says how to find it again: the
// command for its size without the kept designs, with a seed, threads and a
// move budget (no -T), and it is playable without shared boards.
// tools/kept_designs_check.sh runs the command.
TEST(MovementLibrary, KeptDesignsNameTheCommandThatFindsThem) {
  int kept = 0;
  for (const auto& entry : std::filesystem::directory_iterator(kSourceDir + "/movements")) {
    const std::string name = entry.path().filename().string();
    if (name.rfind("kept-", 0) != 0) continue;
    ++kept;
    const Movement m = Library(name);
    const std::string text = testing::ReadFile(entry.path().string());
    const std::string command = "# build/movebal generate best --pairs " + std::to_string(m.contestants) +
                                " --rounds " + std::to_string(m.rounds) + " --tune best_kept_designs=0";
    const std::size_t at = text.find(command);
    ASSERT_NE(at, std::string::npos) << name;
    const std::string line = text.substr(at, text.find('\n', at) - at);
    for (const char* needed : {" --seed ", " --threads ", " --moves "}) {
      EXPECT_NE(line.find(needed), std::string::npos) << line << " lacks" << needed;
    }
    EXPECT_EQ(line.find(" -T "), std::string::npos) << line;
    const PlayabilityReport play = CheckPlayability(m);
    EXPECT_TRUE(play.ok() && play.shared == 0) << name;
  }
  EXPECT_EQ(kept, 1);
}

TEST(MovementLibrary, PublishedQualityFactors) {
  const std::map<std::string, double> qf = {
      {"mitchell-05t.asc", 46.00},         {"mitchell-07t.asc", 46.94},
      {"mitchell-09t.asc", 47.53},         {"mitchell-11t.asc", 47.93},
      {"mitchell-13t.asc", 48.22},         {"mitchell-15t.asc", 48.44},
      {"mitchell-07t-switched.asc", 92.00}, {"example-08p-06r.asc", 80.00},
      {"relay-mitchell-06t.asc", 46.67},   {"relay-mitchell-06t-switched.asc", 84.00},
      {"scheveningen-12.asc", 46.67},      {"perfect-14p-26r-two-sessions.asc", 100.00},
  };
  for (const auto& [name, expected] : qf) EXPECT_EQ(Rounded(ScoreMovement(Library(name)).moments.Qf), expected) << name;
  EXPECT_EQ(Rounded(testing::Defined(ScoreMovement(Library("mitchell-07t-switched.asc")).vacancy.Qf1[13])), 85.09);
  EXPECT_EQ(Rounded(testing::Defined(ScoreMovement(Library("example-08p-06r.asc")).vacancy.Qf1[7])), 71.74);
}

TEST(MovementLibrary, MitchellFilesAreTheTextbookMitchells) {
  for (int n = 3; n <= 15; n += 2) {
    const std::string name = (n < 10 ? "mitchell-0" : "mitchell-") + std::to_string(n) + "t.asc";
    EXPECT_EQ(Library(name), testing::Mitchell(n)) << name;
  }
  EXPECT_EQ(Library("mitchell-07t-switched.asc"), testing::Mitchell(7, {2}));
}

Movement Switched(Movement m, const std::set<int>& rounds, const std::set<int>& keep_tables = {}) {
  for (int r : rounds) {
    for (int t = 0; t < m.tables; ++t) {
      if (!keep_tables.count(t + 1)) m.at(r - 1, t).SwitchArrows();
    }
  }
  return m;
}

// "By switching all tables except either table 1 or table 6 in any round of
// the Relay Mitchell, or one of the rounds 1, 2, 3, or 4 of the
// Scheveningen-12, Qf increases from 46.67 to 84. An arrow switch in one of
// the last two rounds is not as good but still yields Qf = 79.75." The table
// of scrambled Mitchells adds 79.75 for a whole relay round switched, and
// 42.86 (relay, rounds 2 and 3) and 40.65 (Scheveningen, rounds 2 and 6).
TEST(MovementLibrary, SixTableMovementsSwitched) {
  const Movement relay = Library("relay-mitchell-06t.asc");
  const Movement scheveningen = Library("scheveningen-12.asc");
  for (int round = 1; round <= 6; ++round) {
    SCOPED_TRACE(round);
    EXPECT_EQ(Rounded(ScoreMovement(Switched(relay, {round}, {1})).moments.Qf), 84.00);
    EXPECT_EQ(Rounded(ScoreMovement(Switched(relay, {round}, {6})).moments.Qf), 84.00);
    EXPECT_EQ(Rounded(ScoreMovement(Switched(relay, {round})).moments.Qf), 79.75);
    EXPECT_EQ(Rounded(ScoreMovement(Switched(scheveningen, {round})).moments.Qf), round <= 4 ? 84.00 : 79.75);
  }
  EXPECT_EQ(Rounded(ScoreMovement(Switched(relay, {2, 3})).moments.Qf), 42.86);
  EXPECT_EQ(Rounded(ScoreMovement(Switched(scheveningen, {2, 6})).moments.Qf), 40.65);
  EXPECT_EQ(Library("relay-mitchell-06t-switched.asc"), Switched(relay, {3}, {1}));
}

// The Scheveningens of 16 pairs found by generate best: the boards stay at
// their tables, the appendix tables share only with their main tables, and
// they reach the TEAM Scheveningens of the balans pages: the same Qf, and at
// least their Qf1 with pair 16 absent.
TEST(MovementLibrary, SixteenPairScheveningensReachTheTeamMovements) {
  const struct {
    const char* name;
    int rounds, appendix;
    double qf, qf1;
  } files[] = {{"scheveningen-16p-06r.asc", 6, 2, 76.92, 71.92}, {"scheveningen-16p-07r.asc", 7, 1, 78.74, 72.17}};
  for (const auto& f : files) {
    SCOPED_TRACE(f.name);
    const Movement m = Library(f.name);
    EXPECT_TRUE(CheckBoardsStay(m).empty());
    const PlayabilityReport play = CheckPlayability(m);
    EXPECT_TRUE(play.ok());
    EXPECT_EQ(play.shared, f.appendix * f.rounds);
    EXPECT_EQ(play.most_tables_on_a_group, 2);
    const BalanceReport report = ScoreMovement(m);
    EXPECT_EQ(Rounded(report.moments.Qf), f.qf);
    EXPECT_GE(Rounded(testing::Defined(report.vacancy.Qf1[15])), f.qf1);
  }
}

// The balans pages list 94.74 for 18 pairs in sessions of 6, 6 and 5 rounds;
// this file is perfect: each session on its own groups, each group at three
// tables in three rounds, and in the room the boards move one table at most.
TEST(MovementLibrary, EighteenPairsInThreeSessionsArePerfect) {
  const Movement m = Library("perfect-18p-17r-three-sessions.asc");
  ExpectPerfectSessions(m, {6, 6, 5}, 3);
  StyleRequest style;
  style.sessions = {6, 6, 5};
  EXPECT_TRUE(CheckStyle(m, style).empty());
  const PlayabilityReport play = CheckPlayability(m);
  EXPECT_TRUE(play.ok());
  EXPECT_EQ(play.shared, 0);
}

// The balans pages list 10 pairs in 9 + 9 rounds and 14 pairs in 13 + 13
// with Qf 100; these files are perfect and stay so with the last pair
// absent (Qf1 100), checked with the reference scorer, with the Qf1av their
// comments state.
TEST(MovementLibrary, TwoSessionEventsStayPerfectWithTheLastPairAbsent) {
  struct File {
    std::string name;
    int pairs;
    double qf1av;
  };
  for (const File& file : {File{"perfect-10p-18r-two-sessions.asc", 10, 94.13},
                           File{"perfect-14p-26r-two-sessions-odd.asc", 14, 97.21}}) {
    SCOPED_TRACE(file.name);
    const Movement m = Library(file.name);
    ASSERT_EQ(m.contestants, file.pairs);
    ExpectPerfectSessions(m, {file.pairs - 1, file.pairs - 1}, file.pairs / 2);
    const reference::Figures f = reference::Score(m);
    EXPECT_NEAR(testing::Defined(f.Qf1[static_cast<std::size_t>(file.pairs - 1)]), 100.0, 1e-9);
    EXPECT_EQ(Rounded(testing::Defined(f.Qf1av)), file.qf1av);
    EXPECT_TRUE(CheckPlayability(m).ok());
  }
}

}  // namespace
}  // namespace movebal
