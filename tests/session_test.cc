// The evening in one folder (club/session.h): every file agrees with the
// designed movement, the figures printed are those of the independent
// scorer, the folder is written whole or refused, and the command refuses
// bad input with exit status 2.
#include "club/session.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>

#include "club/cards.h"
#include "club/export.h"
#include "movement/structure_check.h"
#include "movement/movement_file.h"
#include "movement/playability.h"
#include "scoring/walking.h"
#include "reference_scorer.h"
#include "test_support.h"
#include "xml_check.h"

namespace movebal {
namespace {

namespace fs = std::filesystem;

// A budget of moves and switches, not of time: the same design every run.
SessionRequest SmallSession(int pairs, int rounds) {
  SessionRequest request;
  request.best.pairs = pairs;
  request.best.rounds = rounds;
  request.best.howell_starters = 2;
  request.design.moves = 200000;
  request.design.switches = 5000;
  request.cards.boards_per_group = 3;
  request.cards.title = "Club night";
  request.cards.section = *Section::Parse("A");
  return request;
}

const SessionFile& FileNamed(const SessionPack& pack, const std::string& name) {
  for (const SessionFile& file : pack.files) {
    if (file.name == name) return file;
  }
  ADD_FAILURE() << "no file " << name;
  return pack.files.front();
}

TEST(Session, EveryFileAgreesWithTheMovement) {
  auto pack = DesignSession(SmallSession(8, 7));
  ASSERT_TRUE(pack.ok()) << pack.error().ToString();
  // The .asc reads back as the movement, playable, with every pair.
  const Movement m = testing::MustParse(FileNamed(*pack, "movement.asc").content);
  EXPECT_EQ(m, pack->movement);
  EXPECT_EQ(m.contestants, 8);
  EXPECT_EQ(m.rounds, 7);
  const StructureReport structure = CheckStructure(m);
  EXPECT_TRUE(structure.ok());
  EXPECT_TRUE(UnplayableIssues(m, structure).empty());
  // The figures printed are the independent scorer's.
  const reference::Figures f = reference::Score(m);
  EXPECT_NEAR(pack->report.moments.Qf, f.Qf, 1e-9);
  EXPECT_NEAR(testing::Defined(pack->report.vacancy.Qf1av), testing::Defined(f.Qf1av), 1e-9);
  const std::string summary = FormatSessionSummary(*pack, "out");
  EXPECT_NE(summary.find(fmt::format("Qf = {:.2f}  Qf1av = {:.2f}\n", f.Qf, testing::Defined(f.Qf1av))), std::string::npos)
      << summary;
  EXPECT_NE(summary.find("Walking"), std::string::npos);
  // Cards and report are well-formed pages; the cards carry the section.
  for (const char* page : {"cards.html", "report.html"}) {
    EXPECT_EQ(testing::XmlProblem(FileNamed(*pack, page).content), "") << page;
  }
  EXPECT_NE(FileNamed(*pack, "cards.html").content.find("<h1>Pair A8</h1>"), std::string::npos);
  EXPECT_NE(FileNamed(*pack, "cards.html").content.find("Club night, section A"), std::string::npos);
  // The exports are those of the movement, section A being Bridgemate's 1.
  const std::string csv = FileNamed(*pack, "bridgemate.csv").content;
  std::istringstream rows(csv);
  std::string line;
  std::getline(rows, line);
  int played = 0;
  while (std::getline(rows, line)) {
    int section = 0, table = 0, round = 0, ns = 0, ew = 0, low = 0, high = 0;
    ASSERT_EQ(std::sscanf(line.c_str(), "%d,%d,%d,%d,%d,%d,%d", &section, &table, &round, &ns, &ew, &low, &high), 7);
    EXPECT_EQ(section, 1);
    const Cell& c = m.at(round - 1, table - 1);
    if (!c.occupied()) continue;
    ++played;
    EXPECT_EQ(ns, c.ns[0]);
    EXPECT_EQ(ew, c.ew[0]);
    EXPECT_EQ(low, 3 * c.group + 1);
    EXPECT_EQ(high, 3 * c.group + 3);
  }
  EXPECT_EQ(played, m.OccupiedCells());
  auto json = ParseMovementText(FileNamed(*pack, "movement.json").content, "movement.json");
  ASSERT_TRUE(json.ok()) << json.error().ToString();
  EXPECT_EQ(json->movement, m);
  const std::string paste = FileNamed(*pack, "paste.tsv").content;
  EXPECT_EQ(paste.substr(0, 2), "1\t");  // Magic Contest pastes the columns without their names
  EXPECT_EQ(std::count(paste.begin(), paste.end(), '\n'), m.OccupiedCells());
}

// An odd field: the movement is for the pairs that come, one of them sitting
// out each round, and every one of them gets a card.
TEST(Session, OddFieldSitsOnePairOut) {
  auto pack = DesignSession(SmallSession(7, 5));
  ASSERT_TRUE(pack.ok()) << pack.error().ToString();
  const Movement& m = pack->movement;
  EXPECT_EQ(m.contestants, 7);
  EXPECT_TRUE(CheckStructure(m).ok());
  const std::string cards = FileNamed(*pack, "cards.html").content;
  for (int p = 1; p <= 7; ++p) EXPECT_NE(cards.find(fmt::format("<h1>Pair A{}</h1>", p)), std::string::npos) << p;
  EXPECT_EQ(cards.find("<h1>Pair A8</h1>"), std::string::npos);
  EXPECT_NE(cards.find("sits out"), std::string::npos);
}

// 27 pairs in two sections: A of 14 and B of 13 on the same boards, each
// with its own tables numbered from 1 and its own cards; the figures of the
// field and of each section alone are the independent scorer's; one
// Bridgemate file holds both sections.
TEST(Session, TwoSectionsOnTheSameBoards) {
  SessionRequest request = SmallSession(27, 7);
  request.cards.section = Section();
  request.sections = 2;
  auto pack = DesignSession(request);
  ASSERT_TRUE(pack.ok()) << pack.error().ToString();
  const Movement m = testing::MustParse(FileNamed(*pack, "movement.asc").content);
  EXPECT_EQ(m, pack->movement);
  EXPECT_TRUE(CheckStructure(m).ok());
  EXPECT_NEAR(pack->report.moments.Qf, reference::Score(m).Qf, 1e-9);
  ASSERT_EQ(pack->sections.size(), 2u);
  // The sections by hand: A is pairs 1-14 at the first tables, B the rest.
  const int a_tables = pack->sections[0].movement.tables;
  EXPECT_EQ(pack->sections[0].movement.contestants, 14);
  EXPECT_EQ(pack->sections[1].movement.contestants, 13);
  EXPECT_EQ(pack->sections[1].movement.tables, 6);  // 13 pairs: 6 tables, one pair sits out
  EXPECT_EQ(a_tables + 6, m.tables);
  std::vector<std::set<int>> groups(2);
  for (int k = 0; k < 2; ++k) {
    Movement own = Movement::Empty(k == 0 ? 14 : 13, k == 0 ? a_tables : 6, m.rounds, m.groups);
    for (int r = 0; r < m.rounds; ++r) {
      for (int t = 0; t < own.tables; ++t) {
        Cell c = m.at(r, k * a_tables + t);
        for (int* p : {&c.ns[0], &c.ew[0]}) {
          if (*p == 0) continue;
          *p -= k * 14;
          ASSERT_TRUE(*p >= 1 && *p <= own.contestants) << "a pair of the other section at table " << t + 1;
        }
        if (c.occupied()) groups[static_cast<std::size_t>(k)].insert(c.group);
        own.at(r, t) = c;
      }
    }
    const reference::Figures f = reference::Score(own);
    EXPECT_NEAR(pack->sections[static_cast<std::size_t>(k)].report.moments.Qf, f.Qf, 1e-9) << k;
    EXPECT_EQ(pack->sections[static_cast<std::size_t>(k)].walking.contestants.longest,
              ComputeWalking(own).contestants.longest);
  }
  EXPECT_EQ(groups[1], groups[0]);  // the same boards
  const std::string summary = FormatSessionSummary(*pack, "out");
  EXPECT_NE(summary.find("in 2 sections on the same boards"), std::string::npos) << summary;
  EXPECT_NE(summary.find("section B: 13 pairs, 6 tables"), std::string::npos) << summary;
  const std::string cards = FileNamed(*pack, "cards.html").content;
  EXPECT_EQ(testing::XmlProblem(cards), "");
  for (const char* card : {"<h1>Table A1</h1>", "<h1>Table B6</h1>", "<h1>Pair A14</h1>", "<h1>Pair B13</h1>"}) {
    EXPECT_NE(cards.find(card), std::string::npos) << card;
  }
  EXPECT_EQ(cards.find("<h1>Table B7</h1>"), std::string::npos);
  EXPECT_EQ(cards.find("<h1>Pair B14</h1>"), std::string::npos);
  // Bridgemate: one header, each section's rows numbered within it.
  std::istringstream rows(FileNamed(*pack, "bridgemate.csv").content);
  std::string line;
  std::map<int, int> rows_of;
  while (std::getline(rows, line)) {
    int section = 0, table = 0, round = 0, ns = 0, ew = 0;
    if (std::sscanf(line.c_str(), "%d,%d,%d,%d,%d", &section, &table, &round, &ns, &ew) != 5) {
      EXPECT_EQ(line.rfind("Section,", 0), 0u) << line;
      continue;
    }
    ++rows_of[section];
    EXPECT_LE(std::max(ns, ew), section == 1 ? 14 : 13) << line;
  }
  EXPECT_EQ(rows_of[1], a_tables * 7);
  EXPECT_EQ(rows_of[2], 6 * 7);
  EXPECT_FALSE(FileNamed(*pack, "paste-B.tsv").content.empty());
}

// 13 pairs in 6 rounds: every candidate plays some groups at two tables a
// round (a Scheveningen's appendix table among them); with the one set a
// club has by default the session says so, whatever the reason for sharing.
TEST(Session, MoreSetsThanTheClubHasAreSaid) {
  for (int copies : {1, 2}) {
    SessionRequest request = SmallSession(13, 6);
    request.best.copies = copies;
    auto pack = DesignSession(request);
    ASSERT_TRUE(pack.ok()) << pack.error().ToString();
    const SessionSection& s = pack->sections.front();
    const int needed = CheckPlayability(s.movement).most_tables_on_a_group;
    EXPECT_EQ(s.walking.most_copies, needed);
    EXPECT_EQ(s.sharing.empty(), needed <= copies) << copies << ": " << s.sharing;
    if (needed > copies) {
      EXPECT_NE(s.sharing.find(fmt::format("--copies {} accepts it", needed)), std::string::npos) << s.sharing;
    }
  }
}

TEST(Session, FolderIsWrittenWholeOrRefused) {
  const fs::path folder = fs::path(::testing::TempDir()) / ("session_" + std::to_string(getpid()));
  fs::remove_all(folder);
  const std::vector<SessionFile> files = {{"a.txt", "", "one\n"}, {"b.txt", "", "two\n"}};
  ASSERT_TRUE(WriteSessionFiles(folder.string(), files, false).ok());
  EXPECT_EQ(testing::ReadFile((folder / "b.txt").string()), "two\n");
  // A folder with files in it: refused without --force, nothing changed.
  const std::vector<SessionFile> again = {{"a.txt", "", "new\n"}};
  const Status refused = WriteSessionFiles(folder.string(), again, false);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.error().ToString().find("--force"), std::string::npos);
  EXPECT_EQ(testing::ReadFile((folder / "a.txt").string()), "one\n");
  ASSERT_TRUE(WriteSessionFiles(folder.string(), again, true).ok());
  EXPECT_EQ(testing::ReadFile((folder / "a.txt").string()), "new\n");
  // A file where the folder should be.
  EXPECT_FALSE(WriteSessionFiles((folder / "a.txt").string(), files, true).ok());
  // No temporary file is left beside the results.
  int entries = 0;
  for (const auto& entry : fs::directory_iterator(folder)) entries += entry.is_regular_file();
  EXPECT_EQ(entries, 2);
  fs::remove_all(folder);
}

TEST(Session, CommandWritesTheFolderAndRefusesBadInput) {
  const fs::path folder = fs::path(::testing::TempDir()) / ("session_cmd_" + std::to_string(getpid()));
  fs::remove_all(folder);
  // No movement of 6 pairs in 5 rounds keeps each group at one table a round
  // (docs/model.md, "Perfect movements"): --copies 3 accepts the Howell whose
  // three tables play one group in a round.
  const std::string base = "session --pairs 6 --rounds 5 --boards 3 -T 0.5 --threads 1 --copies 3 ";
  const auto run = testing::RunMovebal(base + "--section b -o " + folder.string());
  ASSERT_EQ(run.status, 0) << run.err;
  for (const char* name : {"movement.asc", "cards.html", "report.html", "bridgemate.csv", "paste.tsv", "movement.json"}) {
    EXPECT_TRUE(fs::exists(folder / name)) << name;
    EXPECT_NE(run.out.find((folder / name).string()), std::string::npos) << name;
  }
  EXPECT_NE(testing::ReadFile((folder / "movement.asc").string()).find("to repeat: movebal session"), std::string::npos);
  EXPECT_EQ(testing::ReadFile((folder / "bridgemate.csv").string()).substr(53, 2), "2,");  // section B
  const auto again = testing::RunMovebal(base + "-o " + folder.string());
  EXPECT_EQ(again.status, 2);
  EXPECT_NE(again.err.find("--force"), std::string::npos) << again.err;
  EXPECT_EQ(testing::RunMovebal(base + "--section 1 -o " + folder.string() + " --force").status, 2);
  EXPECT_EQ(testing::RunMovebal("session --pairs 6 --rounds 5 -o " + folder.string()).status, 2);  // --boards
  EXPECT_EQ(testing::RunMovebal(base + "-o -").status, 2);
  fs::remove_all(folder);
  // Without --copies: the files are written, the note says why, exit status 1.
  const auto shared = testing::RunMovebal("session --pairs 6 --rounds 5 --boards 3 -T 0.5 --threads 1 -o " + folder.string());
  EXPECT_EQ(shared.status, 1) << shared.err;
  EXPECT_NE(shared.err.find("no candidate keeps every board group at one table a round"), std::string::npos) << shared.err;
  EXPECT_NE(testing::ReadFile((folder / "movement.asc").string()).find("# no candidate keeps"), std::string::npos);
  fs::remove_all(folder);
}

// --list prints the ranking and writes nothing; --pick 2 writes the second
// of that list (same seed and moves: the same list); -q is taken;
// --no-pair-cards leaves the pair cards out; 9 pairs get 4 tables, not a
// fifth that nobody plays at; more rounds than a round robin are warned of.
TEST(Session, ListPickAndTheCardsAsked) {
  const fs::path folder = fs::path(::testing::TempDir()) / ("session_pick_" + std::to_string(getpid()));
  fs::remove_all(folder);
  const std::string base = "session --pairs 9 --rounds 7 --boards 3 -s 20000 --moves 20000 --threads 1 ";
  const auto list = testing::RunMovebal(base + "--list");
  ASSERT_EQ(list.status, 0) << list.err;
  ASSERT_GE(std::count(list.out.begin(), list.out.end(), '\n'), 3) << list.out;  // the heading and two candidates
  const std::string second = list.out.substr(list.out.find("\n2 "));
  const std::string second_name = second.substr(second.find("  ", 60) + 2, second.find('\n', 1) - second.find("  ", 60) - 2);
  EXPECT_FALSE(fs::exists(folder));
  EXPECT_EQ(testing::RunMovebal(base + "--list -o " + folder.string()).status, 2);
  const auto picked = testing::RunMovebal(base + "--pick 2 -q --no-pair-cards -o " + folder.string());
  ASSERT_EQ(picked.status, 0) << picked.err;
  EXPECT_NE(picked.out.find(second_name), std::string::npos) << second_name << "\n" << picked.out;
  EXPECT_NE(picked.out.find("9 pairs, 4 tables, 7 rounds"), std::string::npos) << picked.out;
  const std::string cards = testing::ReadFile((folder / "cards.html").string());
  EXPECT_NE(cards.find("Table 4"), std::string::npos);
  EXPECT_EQ(cards.find("Table 5"), std::string::npos);
  EXPECT_EQ(cards.find("Pair 1"), std::string::npos);
  fs::remove_all(folder);
  const auto beyond = testing::RunMovebal(base + "--pick 1000 -o " + folder.string());
  EXPECT_EQ(beyond.status, 1) << beyond.err;
  EXPECT_NE(beyond.err.find("--pick 1000: the design found"), std::string::npos) << beyond.err;
  const auto many = testing::RunMovebal("session --pairs 8 --rounds 9 --boards 2 -s 2000 --moves 2000 --threads 1 --list");
  EXPECT_NE(many.err.find("9 rounds for 8 pairs are more than the 7 of a round robin: pairs meet 1 to 2 times"),
            std::string::npos) << many.err;
  fs::remove_all(folder);
}

// A session seats at most 44 pairs a section and says how many sections a
// larger field needs, before any work.
TEST(Session, RefusesASectionBeyondFortyFourPairs) {
  const auto run = testing::RunMovebal("session --pairs 46 --rounds 8 --boards 3 --list");
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("at most 44 pairs (--sections 2 for 46)"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace movebal
