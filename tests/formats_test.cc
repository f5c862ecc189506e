// The movement formats of other programs (src/formats): each read from a
// small fixture written for these tests with the movement worked out by hand
// (as the .asc it must equal), written and read back, malformed inputs
// refused at their line and column, and conversions that keep the balance.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <algorithm>
#include <string>
#include <unistd.h>

#include "formats/bws_movement.h"
#include "formats/ebu_movement.h"
#include "formats/movement_formats.h"
#include "formats/mvt_movement.h"
#include "formats/paste_movement.h"
#include "scoring/balance.h"
#include "web/page_movement.h"
#include "test_support.h"

namespace movebal {
namespace {

using testing::MustParse;

// 4 pairs on 2 tables in 2 rounds, four board sets: table 1 has 1 v 3 on
// set 1 then 1 v 4 on set 3; table 2 has 2 v 4 on set 2 then 2 v 3 on set 4.
// With 2 boards a set, the sets are boards 1-2, 3-4, 5-6 and 7-8.
const char* kTinyAsc = "4 2 2 4 0\n1-3 A  2-4 B\n1-4 C  2-3 D\n";

Movement Tiny() { return MustParse(kTinyAsc); }

// A Howell for 5 pairs on 2 tables (one pair sits out each round).
const char* kHowell5 = "5 2 5 5 0\n2-5 A 3-4 A\n1-3 B 4-5 B\n1-5 C 2-4 C\n1-2 D 3-5 D\n1-4 E 2-3 E\n";
// The tiny movement with an empty table between its two tables.
const char* kEmptyTable = "4 3 2 2 0\n1-3 A 0-0 0 2-4 B\n1-4 B 0-0 0 2-3 A\n";

std::string ErrorOf(std::string_view text, const std::string& name, Result<MovementDocument> (*read)(std::string_view, const std::string&)) {
  auto doc = read(text, name);
  if (doc) return "read";
  return doc.error().ToString();
}

TEST(EbuMovement, ReadsTheHandWorkedFixture) {
  const std::string text = "1,2,8,2,2,0\n1,3,1,1,4,3\n2,4,2,2,3,4\n";
  auto doc = ParseEbuMovement(text, "tiny.txt");
  ASSERT_TRUE(doc.ok()) << doc.error().ToString();
  EXPECT_EQ(doc->movement, Tiny());
  EXPECT_TRUE(doc->warnings.empty());
  // A library entry's title line, CRLF ends, spaces and a named missing pair.
  auto titled = ParseEbuMovement("[T2] two tables\r\n0, 2, 8, 2, 2, 4\r\n1,3,1,1,4,3\r\n2,4,2,2,3,4\r\n", "lib.txt");
  ASSERT_TRUE(titled.ok()) << titled.error().ToString();
  EXPECT_EQ(titled->movement, Tiny());
  EXPECT_EQ(titled->description, std::vector<std::string>{"[T2] two tables"});
  ASSERT_EQ(titled->warnings.size(), 1u);
  EXPECT_NE(titled->warnings[0].find("lib.txt:2:16: warning: the header names pair 4 missing"), std::string::npos)
      << titled->warnings[0];
}

TEST(EbuMovement, WritesTypeTablesBoardsAndOneLinePerTable) {
  MovementDocument doc;
  doc.movement = Tiny();
  FormatWriteOptions options;
  options.boards_per_group = 2;
  auto text = FormatEbuMovement(doc, options);
  ASSERT_TRUE(text.ok());
  EXPECT_EQ(*text, "1,2,8,2,2,0\n1,3,1,1,4,3\n2,4,2,2,3,4\n");  // a Mitchell: nobody changes direction
  doc.movement = MustParse(kHowell5);
  options.boards_per_group = 3;
  text = FormatEbuMovement(doc, options);
  ASSERT_TRUE(text.ok());
  EXPECT_EQ(text->substr(0, text->find('\n')), "0,2,15,3,5,0");
  EXPECT_FALSE(FormatEbuMovement(doc, FormatWriteOptions{}).ok());  // no --boards
}

TEST(EbuMovement, RefusesMalformedFilesAtLineAndColumn) {
  EXPECT_EQ(ErrorOf("1,2,8,2,2,0\n1,3,1,1,4\n2,4,2,2,3,4\n", "a.txt", ParseEbuMovement),
            "a.txt:2:10: table 1 has 5 numbers; expected N-S pair, E-W pair and board set for each of 2 rounds (6 numbers)");
  EXPECT_EQ(ErrorOf("1,2,8,2,2,0\n1,3,1,1,4,5\n2,4,2,2,3,4\n", "a.txt", ParseEbuMovement),
            "a.txt:2:11: expected the board set (a number 0 to 4), found '5'");
  EXPECT_EQ(ErrorOf("1,2,5,2,2,0\n", "a.txt", ParseEbuMovement), "a.txt:1:7: 5 boards do not make sets of 2");
  EXPECT_EQ(ErrorOf("1,2,8,2,2,0\n1,3,1,1,4,3\n", "a.txt", ParseEbuMovement),
            "a.txt:2:12: expected 2 lines of tables after the header, found 1");
  EXPECT_EQ(ErrorOf("4,2,4,2,2,0\n", "a.txt", ParseEbuMovement).substr(0, 40), "a.txt:1:1: an individual EBUScore moveme");
  // Pair 1 at both tables in round 1.
  EXPECT_EQ(ErrorOf("1,2,8,2,2,0\n1,3,1,1,4,3\n1,4,2,2,3,4\n", "a.txt", ParseEbuMovement).substr(0, 11), "a.txt:3:1: ");
  EXPECT_EQ(ErrorOf("1,2,8,2,2,0\n1,3,1,0,0,3\n2,4,2,2,3,4\n", "a.txt", ParseEbuMovement),
            "a.txt:2:7: a table in play has two pairs and a board set; an empty one is 0,0,0");
}

TEST(Mvt, ReadsTheHandWorkedFixture) {
  const std::string text =
      "0000\t\"Tiny\"\t0\t\"two rounds \",,\"of two\"\t2\t2\t0\t0\t0\t4\t4\tbook\t\r\n"
      "0001\t1\t\"N-S stay\"\t\t\"E-W up one\"\t\t\r\n"
      "0002\t2\t\"N-S stay\"\t\t\"E-W up one\"\t\t\r\n"
      "0100\t1\t2\t\r\n0101\t1\t1\t1\t3\t1\tF\t\r\n0102\t1\t2\t2\t4\t2\tF\t\r\n"
      "0200\t2\t2\t\r\n0201\t2\t1\t1\t4\t3\tF\t\r\n0202\t2\t2\t2\t3\t4\tF\t\r\n";
  auto doc = ParseMvt(text, "tiny.mvt");
  ASSERT_TRUE(doc.ok()) << doc.error().ToString();
  EXPECT_EQ(doc->movement, Tiny());
  EXPECT_EQ(doc->description, (std::vector<std::string>{"Tiny", "two rounds ", "", "of two"}));
  // Written back it reads as the same movement and description.
  auto again = ParseMvt(*FormatMvt(*doc, {}), "again.mvt");
  ASSERT_TRUE(again.ok()) << again.error().ToString();
  EXPECT_EQ(again->movement, doc->movement);
  EXPECT_EQ(again->description, doc->description);
}

TEST(Mvt, ReadsIndividualsAsTwoPlayersPerSide) {
  // 4 players, 1 table, 1 round: North 1 and South 2 against East 3 and West 4.
  const std::string text = "0000\t\"Four\"\t0\t\t1\t1\t0\t0\t1\t4\t1\tx\t\n0100\t1\t1\t\n0101\t1\t1\t102\t304\t1\tF\t\n";
  auto doc = ParseMvt(text, "ind.mvt");
  ASSERT_TRUE(doc.ok()) << doc.error().ToString();
  const Cell& c = doc->movement.at(0, 0);
  EXPECT_TRUE(doc->movement.individual);
  EXPECT_EQ(c.ns, (std::array<int, 2>{1, 2}));
  EXPECT_EQ(c.ew, (std::array<int, 2>{3, 4}));
  auto again = ParseMvt(*FormatMvt(*doc, {}), "again.mvt");
  ASSERT_TRUE(again.ok()) << again.error().ToString();
  EXPECT_EQ(again->movement, doc->movement);
}

TEST(Mvt, RefusesMalformedFilesAtLineAndColumn) {
  const std::string head = "0000\t\"T\"\t0\t\t2\t2\t0\t0\t0\t4\t2\tx\t\n";
  EXPECT_EQ(ErrorOf(head + "0101\t1\t1\t1\t3\t1\tT\t\n", "b.mvt", ParseMvt),
            "b.mvt:2:16: expected the letter F, found 'T' (its meaning is not known)");
  EXPECT_EQ(ErrorOf(head + "0101\t1\t2\t1\t3\t1\tF\t\n", "b.mvt", ParseMvt),
            "b.mvt:2:8: expected the table of the key (a number 1 to 1), found '2'");
  EXPECT_EQ(ErrorOf(head + "0301\t3\t1\t1\t3\t1\tF\t\n", "b.mvt", ParseMvt), "b.mvt:2:1: round 3 is beyond the 2 rounds");
  EXPECT_EQ(ErrorOf("0101\t1\t1\t1\t3\t1\tF\t\n", "b.mvt", ParseMvt), "b.mvt:1:1: expected the description record 0000 first");
  EXPECT_EQ(ErrorOf("0000\t\"T\t0\n", "b.mvt", ParseMvt), "b.mvt:1:8: a quoted text is not closed");
  EXPECT_EQ(ErrorOf(head + "0101\t1\t1\t1\t3\n", "b.mvt", ParseMvt), "b.mvt:2:13: the record has 5 fields; expected at least 6");
}

TEST(Paste, ReadsMagicContestColumnsWithOrWithoutNames) {
  const std::string rows = "1\t1\t1\t3\t1\t2\n1\t2\t1\t4\t5\t6\n2\t1\t2\t4\t3\t4\n2\t2\t2\t3\t7\t8\n";
  auto doc = ParsePaste(rows, "tiny.tsv");
  ASSERT_TRUE(doc.ok()) << doc.error().ToString();
  EXPECT_EQ(doc->movement, Tiny());
  auto named = ParsePaste("Table\tRound\tN-S\tE-W\tFrom\tTo\n" + rows, "named.tsv");
  ASSERT_TRUE(named.ok()) << named.error().ToString();
  EXPECT_EQ(named->movement, Tiny());
  EXPECT_EQ(FormatPasteColumns(Tiny(), 2, 0, false), rows);
}

TEST(Paste, RefusesMalformedRowsAtLineAndColumn) {
  EXPECT_EQ(ErrorOf("1\t1\t1\t3\t1\n", "c.tsv", ParsePaste).substr(0, 20), "c.tsv:1:1: expected ");
  EXPECT_EQ(ErrorOf("1\t1\t1\t3\t1\t2\n1\t2\t1\tx\t3\t4\n", "c.tsv", ParsePaste),
            "c.tsv:2:7: expected the E-W pair (a number 0 to 256), found 'x'");
  // Boards 1-2 and 2-3 overlap without being one group.
  EXPECT_EQ(ErrorOf("1\t1\t1\t3\t1\t2\n1\t2\t1\t4\t2\t3\n2\t1\t2\t4\t2\t3\n2\t2\t2\t3\t1\t2\n", "c.tsv", ParsePaste)
                .substr(0, 32),
            "c.tsv:2:1: boards 2 to 3 overlap");
  EXPECT_EQ(ErrorOf("1\t1\t1\t3\t1\t2\n1\t1\t2\t4\t3\t4\n", "c.tsv", ParsePaste), "c.tsv:2:1: table 1 round 1 is given twice");
}

// The .bws reader's conversion, on RoundData rows in memory.
TEST(Bws, RoundDataRowsBecomeTheMovement) {
  const std::vector<RoundDataRow> rows = {
      {1, 1, 1, 1, 3, 1, 2, ""}, {1, 1, 2, 1, 4, 5, 6, ""}, {1, 2, 1, 2, 4, 3, 4, ""},
      {1, 2, 2, 2, 3, 7, 8, ""}, {2, 1, 1, 7, 8, 1, 2, ""},
  };
  auto doc = MovementFromRoundData(rows, "club.bws");
  ASSERT_TRUE(doc.ok()) << doc.error().ToString();
  EXPECT_EQ(doc->movement, Tiny());
  ASSERT_EQ(doc->warnings.size(), 1u);
  EXPECT_EQ(doc->warnings[0], "club.bws: warning: RoundData holds 2 sections; movebal reads section 1");
  auto custom = rows;
  custom[1].custom_boards = "3,5";
  auto refused = MovementFromRoundData(custom, "club.bws");
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().ToString().substr(0, 44), "club.bws:2: table 1 round 2 plays a custom b");
  // Without the library the reader says so; with it, bytes that are no
  // database are refused.
  auto bytes = ParseBws("not a database", "x.bws");
  ASSERT_FALSE(bytes.ok());
  EXPECT_NE(bytes.error().message.find(BwsReadable() ? "not a Microsoft Access" : "without the mdbtools"), std::string::npos)
      << bytes.error().message;
}

// Access databases written by tools/make_bws_fixture.py (from the Bridgemate
// CSV that export writes), read with the mdbtools library: the movement they
// came from, empty tables (rows of zeros) included.
TEST(Bws, ReadsTheRoundDataTableOfADatabase) {
  if (!BwsReadable()) GTEST_SKIP() << "built without the mdbtools library";
  const std::string dir = testing::kSourceDir + "/tests/data/bws/";
  auto tiny = ReadMovementFile(dir + "tiny.bws");
  ASSERT_TRUE(tiny.ok()) << tiny.error().ToString();
  EXPECT_EQ(tiny->movement, Tiny());
  for (const char* name : {"mitchell-07t-switched", "example-08p-06r"}) {
    auto bws = ReadMovementFile(dir + name + ".bws");
    ASSERT_TRUE(bws.ok()) << bws.error().ToString();
    EXPECT_EQ(bws->movement, MustParse(testing::ReadFile(testing::kSourceDir + "/movements/" + name + ".asc"))) << name;
  }
}

TEST(MovementFormats, ChoosesByExtensionThenContent) {
  EXPECT_EQ(FormatOfPath("dir.v2/x.ASC")->name, std::string("asc"));
  EXPECT_EQ(FormatOfPath("TSUserMovements.txt")->name, std::string("asc"));  // written as .asc; read as either
  EXPECT_EQ(FormatOfPath("a.mvt")->name, std::string("mvt"));
  EXPECT_EQ(FormatOfPath("paste.tsv")->name, std::string("paste"));
  EXPECT_EQ(FormatOfPath("x.bws")->name, std::string("bws"));
  EXPECT_EQ(FormatOfPath("noextension"), nullptr);
  EXPECT_EQ(FormatOfPath("howell.csv")->name, std::string("asc"));  // the semicolon files
  // By content: JSON, .mvt records, else .asc.
  auto asc = ParseMovementAs(kTinyAsc, "howell.csv", nullptr);
  ASSERT_TRUE(asc.ok());
  EXPECT_EQ(asc->movement, Tiny());
  MovementDocument doc;
  doc.movement = Tiny();
  auto mvt = ParseMovementAs(*FormatMvt(doc, {}), "-", nullptr);
  ASSERT_TRUE(mvt.ok()) << mvt.error().ToString();
  EXPECT_EQ(mvt->movement, Tiny());
  // A JSON movement named .asc is still read, as before the table of formats.
  MovementDocument tiny;
  tiny.movement = Tiny();
  FormatWriteOptions two;
  two.boards_per_group = 2;
  auto json = ParseMovementAs(*FindMovementFormat("json")->write(tiny, two), "named.asc", nullptr);
  ASSERT_TRUE(json.ok()) << json.error().ToString();
  EXPECT_EQ(json->movement, Tiny());
  const MovementFormat* ase = FindMovementFormat("ase");
  ASSERT_NE(ase, nullptr);
  EXPECT_EQ(ase->read, nullptr);
  EXPECT_FALSE(ParseMovementAs(kTinyAsc, "x", ase).ok());
  for (const MovementFormat& format : MovementFormats()) {
    EXPECT_NE(std::string(format.description), "") << format.name;
    EXPECT_NE(std::string(format.source), "") << format.name;
  }
}

// Every writable format, for a Mitchell with stationary pairs, a switched
// Mitchell, a Howell with a sit-out and a movement with an empty table:
// written and read back it is the same movement with the same figures.
TEST(MovementFormats, EveryConversionKeepsTheMovementAndItsBalance) {
  const std::vector<std::pair<std::string, Movement>> movements = {
      {"mitchell-stationary", testing::Mitchell(5, {2, 4}, {1})},
      {"mitchell-07t-switched", MustParse(testing::ReadFile(testing::kSourceDir + "/movements/mitchell-07t-switched.asc"))},
      {"howell-5-sitout", MustParse(kHowell5)},
      {"empty-table", MustParse(kEmptyTable)},
  };
  int written = 0;
  for (const MovementFormat& format : MovementFormats()) {
    if (format.write == nullptr || format.read == nullptr) continue;
    for (const auto& [label, m] : movements) {
      MovementDocument doc;
      doc.movement = m;
      FormatWriteOptions options;
      options.boards_per_group = 3;
      auto text = format.write(doc, options);
      ASSERT_TRUE(text.ok()) << format.name << " " << label << ": " << text.error().ToString();
      auto back = ParseMovementAs(*text, label, &format);
      ASSERT_TRUE(back.ok()) << format.name << " " << label << ": " << back.error().ToString() << "\n" << *text;
      EXPECT_EQ(back->movement, m) << format.name << " " << label << "\n" << *text;
      const BalanceReport before = ScoreMovement(m), after = ScoreMovement(back->movement);
      EXPECT_EQ(after.moments.Qf, before.moments.Qf) << format.name << " " << label;
      EXPECT_EQ(after.vacancy.Qf1av, before.vacancy.Qf1av) << format.name << " " << label;
      EXPECT_EQ(after.vacancy.Qf1max, before.vacancy.Qf1max) << format.name << " " << label;
      EXPECT_EQ(after.Qo, before.Qo) << format.name << " " << label;
      ++written;
    }
  }
  EXPECT_EQ(written, 5 * 4);  // asc, json, ebu, mvt, paste
}

// The page reads a dropped file by its name's extension too.
TEST(MovementFormats, ThePageReadsEveryFormat) {
  const std::string rows = "1\t1\t1\t3\t1\t2\n1\t2\t1\t4\t5\t6\n2\t1\t2\t4\t3\t4\n2\t2\t2\t3\t7\t8\n";
  EXPECT_TRUE(PageMovement::Read(rows, "tiny.tsv").ok());
  EXPECT_TRUE(PageMovement::Read("1,2,8,2,2,0\n1,3,1,1,4,3\n2,4,2,2,3,4\n", "tiny.txt").ok());
  EXPECT_FALSE(PageMovement::Read(rows, "tiny.asc").ok());
}

// Every file of tests/data/malformed-formats, with the place its error must
// name (a .bws has no lines): check exits 2 with nothing on standard output.
TEST(MovementFormats, MalformedFilesExitTwoNamingThePlace) {
  const std::map<std::string, std::string> expected = {
      {"bws-custom-boards.bws", ":2: table 1 round 2 plays a custom board list ('5;6')"},
      {"bws-not-access.bws", ": not a Microsoft Access"},
      {"ebu-individual.txt", ":1:1: an individual EBUScore movement"},
      {"ebu-pair-twice-in-round.txt", ":3:1: pair 1 plays twice in round 1"},
      {"ebu-short-table.txt", ":2:10: table 1 has 5 numbers"},
      {"mvt-no-description.mvt", ":1:1: expected the description record 0000 first"},
      {"mvt-unknown-flag.mvt", ":2:16: expected the letter F"},
      {"paste-letter-for-pair.tsv", ":1:7: expected the E-W pair"},
      {"paste-overlapping-boards.tsv", ":2:1: boards 2 to 3 overlap"},
  };
  const std::string dir = testing::kSourceDir + "/tests/data/malformed-formats/";
  std::size_t files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    ++files;
    const auto it = expected.find(name);
    ASSERT_NE(it, expected.end()) << name << " has no expected place in this test";
    const auto result = testing::RunMovebal("check " + dir + name);
    EXPECT_EQ(result.status, 2) << name;
    EXPECT_TRUE(result.out.empty()) << name;
    if (name.substr(0, 4) == "bws-" && !BwsReadable()) continue;  // the message says the build reads none
    EXPECT_NE(result.err.find(dir + name + it->second), std::string::npos) << result.err;
  }
  EXPECT_EQ(files, expected.size());
}

// Random complete pairs and individual movements in every format that takes
// them: read back as the same movement (board groups named as the format
// reader names them: formats without group labels give letters up to Z).
TEST(MovementFormats, RandomMovementsReadBackInEveryFormat) {
  std::mt19937 rng(49);
  int compared = 0;
  for (int i = 0; i < 40; ++i) {
    const Movement m = testing::RandomMovement(rng, i % 2 == 1, true);
    int highest = 0;
    for (const Cell& c : m.cells) highest = std::max({highest, c.ns[0], c.ns[1], c.ew[0], c.ew[1]});
    for (const MovementFormat& format : MovementFormats()) {
      if (format.write == nullptr || format.read == nullptr) continue;
      MovementDocument doc;
      doc.movement = m;
      FormatWriteOptions options;
      options.boards_per_group = 2;
      auto text = format.write(doc, options);
      const std::string name = format.name;
      if (!text) {
        EXPECT_TRUE(name == "ebu" && m.individual) << name << ": " << text.error().ToString();
        continue;
      }
      auto back = format.read(*text, "random");
      ASSERT_TRUE(back.ok()) << name << ": " << back.error().ToString() << "\n" << *text;
      Movement expected = m;
      if (name != "asc" && name != "json") {
        expected.group_style = m.groups > 26 ? GroupStyle::kNumbers : GroupStyle::kLetters;
        if (name != "mvt" && highest < m.contestants) continue;  // no count of contestants in the file
      }
      EXPECT_EQ(back->movement, expected) << name << "\n" << *text;
      ++compared;
    }
  }
  EXPECT_GT(compared, 100);
}

std::string Temp(const std::string& name) {
  return ::testing::TempDir() + "formats_" + std::to_string(getpid()) + "_" + name;
}

// movebal convert: by extension or --to, refusing an existing OUT unless
// --force; check of both files prints the same figures.
TEST(ConvertCommand, ConvertsAndKeepsTheCheckFigures) {
  const std::string in = testing::kSourceDir + "/movements/mitchell-07t-switched.asc";
  const std::string ebu = Temp("m7.txt"), mvt = Temp("m7.mvt"), asc = Temp("m7-again.asc");
  std::remove(ebu.c_str());
  std::remove(mvt.c_str());
  std::remove(asc.c_str());
  auto run = testing::RunMovebal("convert " + in + " " + ebu + " --boards 3");
  ASSERT_EQ(run.status, 0) << run.err;
  run = testing::RunMovebal("convert " + ebu + " " + mvt);
  ASSERT_EQ(run.status, 0) << run.err;
  run = testing::RunMovebal("convert " + mvt + " " + asc);
  ASSERT_EQ(run.status, 0) << run.err;
  const auto figures = [](const std::string& file) {
    std::string out = testing::RunMovebal("check " + file).out;
    return out.substr(out.find('\n'));  // all but the line naming the file
  };
  const std::string expected = figures(in);
  EXPECT_EQ(figures(ebu), expected);
  EXPECT_EQ(figures(mvt), expected);
  EXPECT_EQ(figures(asc), expected);
  // An existing OUT is refused, then replaced with --force.
  run = testing::RunMovebal("convert " + in + " " + mvt);
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("exists"), std::string::npos) << run.err;
  EXPECT_EQ(testing::RunMovebal("convert " + in + " " + mvt + " --force").status, 0);
  // --to, and the errors of a format not written or without its boards.
  run = testing::RunMovebal("convert " + in + " - --to ebu --boards 2");
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out.substr(0, 15), "2,7,14,2,7,0\n1,");  // a switched Mitchell
  EXPECT_EQ(testing::RunMovebal("convert " + in + " - --to ebu").status, 2);
  EXPECT_EQ(testing::RunMovebal("convert " + in + " - --to bws").status, 2);
  EXPECT_EQ(testing::RunMovebal("convert " + in + " " + Temp("x.unknown")).status, 2);
  std::remove(ebu.c_str());
  std::remove(mvt.c_str());
  std::remove(asc.c_str());
}

}  // namespace
}  // namespace movebal
