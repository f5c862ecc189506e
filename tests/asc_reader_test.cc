#include "movement/asc_reader.h"
#include "movement/movement_file.h"

#include <gtest/gtest.h>

#include "test_support.h"

namespace movebal {
namespace {

using testing::MustParse;

const char kExample[] =
    "8 6 6 6 0\n"
    " 1- 2 A  3- 4 B  5- 6 C  7- 8 D  0- 0 0  0- 0 0 \n"
    " 3- 6 A  1- 7 B  0- 0 0  0- 0 0  5- 8 E  4- 2 F \n"
    " 7- 5 A  8- 6 B  1- 4 C  2- 3 D  0- 0 0  0- 0 0 \n"
    " 4- 8 A  0- 0 0  0- 0 0  1- 6 D  2- 7 E  5- 3 F \n"
    " 0- 0 0  5- 2 B  3- 7 C  0- 0 0  6- 4 E  1- 8 F \n"
    " 0- 0 0  0- 0 0  8- 2 C  5- 4 D  1- 3 E  7- 6 F \n";

TEST(AscReader, ReadsThePairsExampleOfTheSpec) {
  auto doc = ParseAsc(kExample, "example");
  ASSERT_TRUE(doc.ok()) << doc.error().ToString();
  const Movement& m = doc->movement;
  EXPECT_EQ(m.contestants, 8);
  EXPECT_EQ(m.tables, 6);
  EXPECT_EQ(m.rounds, 6);
  EXPECT_EQ(m.groups, 6);
  EXPECT_FALSE(m.individual);
  EXPECT_EQ(m.group_style, GroupStyle::kLetters);
  EXPECT_EQ(m.OccupiedCells(), 24);
  EXPECT_EQ(m.at(1, 4).ns[0], 5);
  EXPECT_EQ(m.at(1, 4).ew[0], 8);
  EXPECT_EQ(m.at(1, 4).group, 4);
  EXPECT_FALSE(m.at(1, 2).occupied());
  EXPECT_TRUE(doc->warnings.empty());
}

TEST(AscReader, CommentsBlankLinesCrlfAndTabsChangeNothing) {
  const std::string messy =
      "8 6 6 6 0   # pairs tables rounds groups individual\r\n"
      "\r\n"
      "\t1- 2 A\t3- 4 B  5- 6 C  7- 8 D  0- 0 0  0- 0 0\r\n"
      "# a whole-line comment between rounds\r\n"
      " 3- 6 A  1- 7 B  0- 0 0  0- 0 0  5- 8 E  4- 2 F # trailing comment\r\n"
      "   \t  \r\n"
      " 7- 5 A  8- 6 B  1- 4 C  2- 3 D  0- 0 0  0- 0 0\n"
      " 4- 8 A  0- 0 0  0- 0 0  1- 6 D  2- 7 E  5- 3 F\r\n"
      " 0- 0 0  5- 2 B  3- 7 C  0- 0 0  6- 4 E  1- 8 F\r\n"
      " 0- 0 0  0- 0 0  8- 2 C  5- 4 D  1- 3 E  7- 6 F";  // no final line ending
  EXPECT_EQ(MustParse(messy), MustParse(kExample));
  // Balans writes its figures as comment lines after the movement.
  EXPECT_EQ(MustParse(std::string(kExample) + "# Qf = 80.00\n#\n\n"), MustParse(kExample));
}

TEST(AscReader, DashAndSpacingAreFlexible) {
  EXPECT_EQ(MustParse("4 2 1 1 0\n1-2 A 3 - 4 A\n"), MustParse("4 2 1 1 0\n 1- 2 A  3- 4 A\n"));
  EXPECT_EQ(MustParse("4 2 1 1 0\n1-2A 3-4a\n"), MustParse("4 2 1 1 0\n 1- 2 A  3- 4 A\n"));
}

// "P r" means P pairs, P/2 tables, r rounds and r board groups.
TEST(AscReader, TwoNumberHeader) {
  const Movement m = MustParse("4 3\n 1- 4 A  2- 3 B\n 2- 4 B  3- 1 C\n 3- 4 C  1- 2 A\n");
  EXPECT_EQ(m.contestants, 4);
  EXPECT_EQ(m.tables, 2);
  EXPECT_EQ(m.rounds, 3);
  EXPECT_EQ(m.groups, 3);
  EXPECT_FALSE(m.individual);
  EXPECT_EQ(m.at(2, 1).ns[0], 1);
  EXPECT_EQ(m.at(2, 1).ew[0], 2);
  // An odd count rounds the tables down: 7 pairs on 3 tables.
  EXPECT_EQ(MustParse("7 1\n1- 2 A 3- 4 A 5- 6 A\n").tables, 3);
}

TEST(AscReader, NumericGroupsWithTheGFlag) {
  const Movement letters = MustParse("4 2 2 2 0\n1- 2 A 3- 4 B\n2- 1 B 4- 3 A\n");
  for (const char* text : {"4 2 2 2 0 g\n1- 2 1 3- 4 2\n2- 1 2 4- 3 1\n", "4 2 2 2 0g\n1- 2 1 3- 4 2\n2- 1 2 4- 3 1\n"}) {
    Movement numbers = MustParse(text);
    EXPECT_EQ(numbers.group_style, GroupStyle::kNumbers);
    numbers.group_style = GroupStyle::kLetters;
    EXPECT_EQ(numbers, letters);
  }
  // More than 26 groups need numbers; group 30 is the 30th.
  const Movement many = MustParse("60 1 1 30 0 g\n1- 2 30\n");
  EXPECT_EQ(many.at(0, 0).group, 29);
  // With numeric groups, an empty table is still 0.
  EXPECT_FALSE(MustParse("4 2 1 1 0 g\n1- 2 1 0- 0 0\n").at(0, 1).occupied());
}

// H: round 1 only; pairs numbered up to r (3 here) move on one number, 3
// wraps to 1, pair 4 stays; every table's group advances by one.
//   round 1:  4- 1 A   2- 3 A
//   round 2:  4- 2 B   3- 1 B
//   round 3:  4- 3 C   1- 2 C
TEST(AscReader, HowellShorthand) {
  const Movement m = MustParse("4 2 3 3 0 H\n4- 1 A  2- 3 A\n");
  EXPECT_EQ(m, MustParse("4 2 3 3 0\n4- 1 A  2- 3 A\n4- 2 B  3- 1 B\n4- 3 C  1- 2 C\n"));
}

// M: round 1 only; NS stays, EW comes from the previous table (table 1 from
// the last), every table's group advances by one:
//   round 1:  1- 4 A   2- 5 B   3- 6 C
//   round 2:  1- 6 B   2- 4 C   3- 5 A
//   round 3:  1- 5 C   2- 6 A   3- 4 B
// which is the complete Mitchell of tests/test_support.h for 3 tables.
TEST(AscReader, MitchellShorthand) {
  const Movement m = MustParse("6 3 3 3 0 M\n1- 4 A  2- 5 B  3- 6 C\n");
  EXPECT_EQ(m, MustParse("6 3 3 3 0\n1- 4 A  2- 5 B  3- 6 C\n1- 6 B  2- 4 C  3- 5 A\n1- 5 C  2- 6 A  3- 4 B\n"));
  EXPECT_EQ(m, testing::Mitchell(3));
  // The shorthand works with the two-number header too, and for 7 tables.
  EXPECT_EQ(MustParse("14 7 M\n1- 8 A 2- 9 B 3-10 C 4-11 D 5-12 E 6-13 F 7-14 G\n"), testing::Mitchell(7));
}

TEST(AscReader, IndividualMovement) {
  const Movement m = MustParse("8 2 2 2 1\n1 2 3 4 A   5 6 7 8 B\n1 5 2 6 B   3 7 4 8 A\n");
  EXPECT_TRUE(m.individual);
  EXPECT_EQ(m.contestants, 8);
  const Cell& c = m.at(1, 0);
  EXPECT_EQ(c.ns, (std::array<int, 2>{1, 5}));
  EXPECT_EQ(c.ew, (std::array<int, 2>{2, 6}));
  EXPECT_EQ(c.group, 1);
  EXPECT_FALSE(MustParse("8 3 1 1 1\n1 2 3 4 A  0 0 0 0 0  5 6 7 8 A\n").at(0, 1).occupied());
}

TEST(AscReader, WarningNamesThePlaceOfTheRepeat) {
  auto doc = ParseAsc("4 2 2 1 0\n1- 2 A  3- 4 A\n1- 3 A  2- 4 A\n", "twice.asc");
  ASSERT_TRUE(doc.ok()) << doc.error().ToString();
  ASSERT_EQ(doc->warnings.size(), 4u);
  EXPECT_EQ(doc->warnings[0], "twice.asc:3:1: warning: pair 1 plays board group A again (first in round 1)");
  EXPECT_EQ(doc->warnings[2], "twice.asc:3:9: warning: pair 2 plays board group A again (first in round 1)");
}

TEST(AscReader, ErrorsNameLineAndColumn) {
  struct Case {
    const char* text;
    int line, column;
    const char* fragment;
  };
  const Case cases[] = {
      {"", 1, 1, "empty"},
      {"4 2 1 1 0\n\n1- 2 A 3- 5 A\n", 3, 11, "out of range"},
      {"4 2 1 1 0\n1- 2 A 3- 2 A\n", 2, 8, "plays twice in round 1"},
      {"4 2 2 2 0\n1- 2 A 3- 4 B\n2- 1 C 4- 3 A\n", 3, 6, "beyond the 2 groups"},
      {"4 2 1 1 0\n1- 0 A 3- 4 A\n", 2, 1, "every seat"},
      {"4 2 2 1 0\n1- 2 A 3- 4 A\n", 2, 14, "the file ends at table 1 of round 2"},
      {"4 2 1 1 0\n1- 2 A\n", 2, 7, "the file ends at table 2 of round 1"},
      {"4 2 1 1 0\n1- 2 A 3- 4\n\n", 2, 12, "expected a board group, found the end of the file"},
      {"4, 2, 1, 1, 0\n1- 2 A 3- 4 A1\n", 2, 13, "expected a board group letter"},
      {"4 2 one 1 0\n1- 2 A 3- 4 A\n", 1, 5, "expected a number or one of the flags"},
      {"4 2 1 1 0\n1- 2 A 3- 4 \xc3\xa9\n", 2, 13, "expected a board group letter A-Z, found '\\xc3\\xa9'"},
      {"60 30 29 29 0\n 1- 2 A\n", 1, 10, "more than the letters A-Z can name"},
      {"4 2 2 2 0\n1- 2 A 3- 4 A\n1- 3 2 2- 4 B\n", 3, 6, "the groups are letters from line 2 column 6"},
      {"4 2 2 2 0\n1- 2 1 3- 4 1\n1- 3 B 2- 4 2\n", 3, 6, "the groups are numbers from line 2 column 6"},
  };
  for (const Case& c : cases) {
    auto doc = ParseAsc(c.text, "f.asc");
    ASSERT_FALSE(doc.ok()) << c.text;
    EXPECT_EQ(doc.error().file, "f.asc");
    EXPECT_EQ(doc.error().line, c.line) << c.text;
    EXPECT_EQ(doc.error().column, c.column) << c.text;
    EXPECT_NE(doc.error().message.find(c.fragment), std::string::npos) << doc.error().message;
  }
}

// What balans 8.1.1 reads beyond one line per round: comments before the
// header (with a warning), commas in the header, entries in sequence whatever the line breaks,
// CR-only and LF CR line ends, a byte-order mark, lower-case group letters.
TEST(AscReader, ReadsEverythingBalansReads) {
  const Movement expected = MustParse(kExample);
  const std::string rows[] = {
      " 1- 2 A  3- 4 B  5- 6 C  7- 8 D  0- 0 0  0- 0 0",  " 3- 6 A  1- 7 B  0- 0 0  0- 0 0  5- 8 E  4- 2 F",
      " 7- 5 A  8- 6 B  1- 4 C  2- 3 D  0- 0 0  0- 0 0",  " 4- 8 A  0- 0 0  0- 0 0  1- 6 D  2- 7 E  5- 3 F",
      " 0- 0 0  5- 2 B  3- 7 C  0- 0 0  6- 4 E  1- 8 F",  " 0- 0 0  0- 0 0  8- 2 C  5- 4 D  1- 3 E  7- 6 F"};
  const auto joined = [&](const std::string& header, const std::string& between, const std::string& end) {
    std::string text = header;
    for (const std::string& row : rows) text += row + between;
    return text + end;
  };
  const auto lower = [](std::string text) {
    for (char& c : text) c = (c >= 'A' && c <= 'F') ? static_cast<char>(c - 'A' + 'a') : c;
    return text;
  };
  const std::string variants[] = {
      "# 8 pairs, 6 rounds\n#\n" + joined("8 6 6 6 0\n", "\n", ""),
      joined("8, 6, 6, 6, 0\n", "\n", ""),
      joined("8,6,6,6,0\n", " ", "\n"),                     // every entry on one line
      joined("8 6 6 6 0\r", "\r", ""),                       // CR only
      joined("8 6 6 6 0\n\r", "\n\r", ""),                   // LF CR
      "\xEF\xBB\xBF" + joined("8 6 6 6 0\r\n", "\r\n", ""),  // byte-order mark, CRLF
      lower(joined("8 6 6 6 0\n", "\n", "")),
  };
  for (const std::string& text : variants) {
    auto doc = ParseAsc(text, "variant");
    ASSERT_TRUE(doc.ok()) << doc.error().ToString() << "\n" << text;
    EXPECT_EQ(doc->movement, expected) << text;
    // Only the comment above the header, which the standard forbids, warns.
    EXPECT_EQ(doc->warnings.size(), text[0] == '#' ? 1u : 0u) << text;
  }
  // A round over two lines, the other rows shifted along.
  EXPECT_EQ(MustParse("4 2 2 2 0\n1- 2 A\n3- 4 B 2- 1 B\n4- 3 A\n"), MustParse("4 2 2 2 0\n1- 2 A 3- 4 B\n2- 1 B 4- 3 A\n"));
  // Line numbers count CR, LF, CRLF and LFCR each as one line end.
  auto late = ParseAsc("4 2 1 1 0\r\r\n\n\r1- 2 A 3- 9 A\n", "cr");
  ASSERT_FALSE(late.ok());
  EXPECT_EQ(late.error().line, 4);
  EXPECT_EQ(late.error().column, 11);
}

TEST(AscReader, TextAfterTheLastEntryIsAWarning) {
  auto doc = ParseAsc("4 2 1 1 0\n1- 2 A 3- 4 A\n2- 1 A 4- 3 A\n", "extra.asc");
  ASSERT_TRUE(doc.ok()) << doc.error().ToString();
  EXPECT_EQ(doc->movement, MustParse("4 2 1 1 0\n1- 2 A 3- 4 A\n"));
  ASSERT_EQ(doc->warnings.size(), 1u);
  EXPECT_EQ(doc->warnings[0], "extra.asc:3:1: warning: text after the last entry (round 1, table 2) is not read");
}

TEST(AscReader, KeepsTheCommentsAroundTheMovement) {
  auto doc = ParseAsc("# Howell for 4\n#   indented\n4 2 1 1 0 # the header\n# between\n1- 2 A 3- 4 A # table 2\n#\n",
                      "c.asc");
  ASSERT_TRUE(doc.ok()) << doc.error().ToString();
  EXPECT_EQ(doc->description, (std::vector<std::string>{"Howell for 4", "  indented", "the header", "between"}));
  EXPECT_EQ(doc->comments, (std::vector<std::string>{"table 2", ""}));
}

// A file of millions of short lines must not cost memory per line: comments
// beyond the kept number are counted, not stored, and content lines beyond
// what the entries can use are not split out.
TEST(AscReader, KeepsABoundedNumberOfCommentLines) {
  std::string text = "# before\n4 2 1 1 0\n1- 2 A 3- 4 A\n";
  const int extra = MovementLimits::kMaxCommentLines + 2500;
  for (int k = 0; k < extra; ++k) text += "#\n";
  auto doc = ParseAsc(text, "many.asc");
  ASSERT_TRUE(doc.ok()) << doc.error().ToString();
  EXPECT_EQ(doc->description, std::vector<std::string>{"before"});
  EXPECT_EQ(doc->comments.size(), static_cast<std::size_t>(MovementLimits::kMaxCommentLines) - 1);
  ASSERT_EQ(doc->warnings.size(), 2u);
  EXPECT_EQ(doc->warnings[0].rfind("many.asc:1:1: warning: a comment before the header", 0), 0u);
  // Line 1 holds the first comment; the 10000th kept is on line 10002.
  EXPECT_EQ(doc->warnings[1], "many.asc:" + std::to_string(MovementLimits::kMaxCommentLines + 3) +
                                  ":1: warning: 2501 comment lines after the first 10000 are not kept");
}

TEST(AscReader, ManyLinesAfterTheMovementAreOneWarning) {
  std::string text = "4 2 1 1 0\n1- 2 A 3- 4 A\n";
  for (int k = 0; k < MovementLimits::kMaxContentLines + 1000; ++k) text += "1\n";
  auto doc = ParseAsc(text, "tail.asc");
  ASSERT_TRUE(doc.ok()) << doc.error().ToString();
  EXPECT_EQ(doc->movement, MustParse("4 2 1 1 0\n1- 2 A 3- 4 A\n"));
  ASSERT_EQ(doc->warnings.size(), 1u);
  EXPECT_EQ(doc->warnings[0], "tail.asc:3:1: warning: text after the last entry (round 1, table 2) is not read");
}

TEST(AscReader, ShorthandErrorsPointAtRoundOne) {
  // Round 2 seats pair 4 (from table 1) at the empty table 2 with no group.
  auto doc = ParseAsc("4 2 2 2 0 M\n1- 4 A  0- 0 0\n", "m.asc");
  ASSERT_FALSE(doc.ok());
  EXPECT_EQ(doc.error().line, 2);
  EXPECT_NE(doc.error().message.find("round 2, derived from round 1"), std::string::npos) << doc.error().message;
}

TEST(AscReader, ReadFileReportsAMissingFile) {
  auto doc = ReadMovementDocument(::testing::TempDir() + "does-not-exist.asc");
  ASSERT_FALSE(doc.ok());
  EXPECT_NE(doc.error().ToString().find("does-not-exist.asc: cannot open"), std::string::npos);
}

}  // namespace
}  // namespace movebal

namespace movebal {
namespace {

// The separators of the NBB schemes and the semicolon files: "1- 2:A",
// "1;2;A", tabs and commas, each the same movement as the plain spelling.
TEST(AscReader, EverySeparatorOfTheStandard) {
  const Movement plain = MustParse("4 2 3 3 0\n4- 1 A  2- 3 A\n4- 2 B  3- 1 B\n4- 3 C  1- 2 C\n");
  for (const char* text : {"4 2 3 3 0\n 4- 1:A  2- 3:A\n 4- 2:B  3- 1:B\n 4- 3:C  1- 2:C\n",
                           "4;2;3;3;0\n4;1;A;2;3;A\n4;2;B;3;1;B\n4;3;C;1;2;C\n",
                           "4,2,3,3,0\n4,1,A,2,3,A\n4,2,B,3,1,B\n4,3,C,1,2,C\n",
                           "4\t2\t3\t3\t0\n4\t1\tA\t2\t3\tA\n4\t2\tB\t3\t1\tB\n4\t3\tC\t1\t2\tC\n",
                           "4 2 3 3 0\n4:1:A 2:3:A\n4-2-B 3-1-B\n4;3,C 1:2-C\n"}) {
    auto doc = ParseAsc(text, "sep.asc");
    ASSERT_TRUE(doc.ok()) << doc.error().ToString() << "\n" << text;
    EXPECT_EQ(doc->movement, plain) << text;
    EXPECT_TRUE(doc->warnings.empty()) << text;
  }
  // Other punctuation separates too, as balans reads it, with one warning
  // at its first place.
  auto other = ParseAsc("4 2 3 3 0\n4/1 A | 2/3 A\n4/2 B | 3/1 B\n4/3 C | 1/2 C\n", "slash.asc");
  ASSERT_TRUE(other.ok()) << other.error().ToString();
  EXPECT_EQ(other->movement, plain);
  ASSERT_EQ(other->warnings.size(), 1u);
  EXPECT_EQ(other->warnings[0].rfind("slash.asc:2:2: warning: '/' read as a separator", 0), 0u) << other->warnings[0];
}

// Without the flag g, numbers as groups make a numeric movement (the .ASC
// standard allows capitals or numbers); 0 stays an empty table wherever it
// comes, also before the first numbered group. 27 groups need no flag.
TEST(AscReader, NumericGroupsWithoutTheFlag) {
  auto doc = ParseAsc("6;5\n6;1;1;5;2;4;4;3;2\n6;2;2;1;3;4;5;4;3\n6;3;3;2;4;1;1;5;2\n6;4;4;3;5;1;2;1;3\n6;5;5;4;1;2;3;2;"
                      "4\n",
                      "howell-3.csv");
  ASSERT_TRUE(doc.ok()) << doc.error().ToString();
  const Movement& m = doc->movement;
  EXPECT_EQ(m.group_style, GroupStyle::kNumbers);
  EXPECT_EQ(m.tables, 3);
  EXPECT_EQ(m.at(0, 1), (Cell{{5, 0}, {2, 0}, 3}));  // "5;2;4": group 4, 0-based 3
  EXPECT_EQ(m.at(4, 2), (Cell{{3, 0}, {2, 0}, 3}));
  const Movement empty_first = MustParse("4 3 1 1 0\n0- 0 0  1- 2 1  3- 4 1\n");
  EXPECT_FALSE(empty_first.at(0, 0).occupied());
  EXPECT_EQ(empty_first.at(0, 2).group, 0);
  std::string wide = "54 27 1 27 0\n";
  for (int t = 1; t <= 27; ++t) wide += std::to_string(2 * t - 1) + "-" + std::to_string(2 * t) + " " + std::to_string(t) + " ";
  auto many = ParseAsc(wide + "\n", "wide.asc");
  ASSERT_TRUE(many.ok()) << many.error().ToString();
  EXPECT_EQ(many->movement.at(0, 26).group, 26);
}

// Header letters balans has no meaning for (the l of individual files) are
// skipped with one warning naming the first.
TEST(AscReader, UnknownHeaderLettersAreIgnored) {
  auto doc = ParseAsc("8 2 1 1 1 l\n1 2 3 4 A  5 6 7 8 A\n", "ind.asc");
  ASSERT_TRUE(doc.ok()) << doc.error().ToString();
  EXPECT_TRUE(doc->movement.individual);
  ASSERT_EQ(doc->warnings.size(), 1u);
  EXPECT_EQ(doc->warnings[0], "ind.asc:1:11: warning: the header letter 'l' is not a flag movebal knows (g, H, M): "
                              "ignored, as balans does");
}

}  // namespace
}  // namespace movebal
