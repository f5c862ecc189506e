// Guide cards against the movement: every seat on every card agrees with the
// cell it comes from, the board routes follow the movement, and the HTML page
// is well formed with one card per printed page.
#include "club/cards.h"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "test_support.h"
#include "xml_check.h"

namespace movebal {
namespace {

using testing::MustParse;

CardOptions Options(int boards_per_group, int absent = 0) {
  CardOptions options;
  options.boards_per_group = boards_per_group;
  options.absent = absent;
  return options;
}

const Card& Titled(const std::vector<Card>& cards, const std::string& title) {
  for (const Card& card : cards) {
    if (card.title == title) return card;
  }
  ADD_FAILURE() << "no card " << title;
  return cards.front();
}

// Each pair card row, read back, names the cell of the movement it sits in.
TEST(Cards, PairCardsAgreeWithTheMovement) {
  const Movement m = MustParse(testing::ReadFile(testing::kSourceDir + "/movements/example-08p-06r.asc"));
  const auto cards = BuildCards(m, Options(2));
  ASSERT_EQ(cards.size(), 2u + 6u + 8u);  // the sheet, the set-out card, tables, pairs
  for (int p = 1; p <= 8; ++p) {
    const Card& card = Titled(cards, "Pair " + std::to_string(p));
    ASSERT_EQ(card.rows.size(), 6u);
    for (int r = 0; r < 6; ++r) {
      const auto& row = card.rows[static_cast<std::size_t>(r)];
      EXPECT_EQ(row[0], std::to_string(r + 1));
      const int t = std::stoi(row[1]) - 1;  // every pair plays every round here
      const Cell& c = m.at(r, t);
      const bool ns = row[2] == "North-South";
      EXPECT_EQ(ns ? c.ns[0] : c.ew[0], p);
      EXPECT_EQ(row[3], std::to_string(ns ? c.ew[0] : c.ns[0]));
      EXPECT_EQ(row[4], std::to_string(2 * c.group + 1) + "-" + std::to_string(2 * c.group + 2));
    }
  }
  // Table 2 plays group B in rounds 1, 2, 3 and 5: the boards stay, after
  // round 3 they wait a round on the table, which nobody uses in round 4
  // (no bye stand), after round 5 they are done.
  const Card& table2 = Titled(cards, "Table 2");
  EXPECT_EQ(table2.rows[0], (std::vector<std::string>{"1", "3", "4", "3-4", "stay at this table"}));
  EXPECT_EQ(table2.rows[2][4], "stay at this table");
  EXPECT_EQ(table2.rows[3], (std::vector<std::string>{"4", "-", "-", "-", "table not in use"}));
  EXPECT_EQ(table2.rows[4][4], "done");
}

// In a complete Mitchell the boards go down one table: from table k to k - 1.
TEST(Cards, MitchellBoardsGoDownOneTable) {
  const auto cards = BuildCards(testing::Mitchell(5), Options(3));
  for (int k = 1; k <= 5; ++k) {
    const Card& card = Titled(cards, "Table " + std::to_string(k));
    for (int r = 0; r < 4; ++r) {
      EXPECT_EQ(card.rows[static_cast<std::size_t>(r)][4], "table " + std::to_string(k == 1 ? 5 : k - 1));
    }
    EXPECT_EQ(card.rows[4][4], "done");
  }
}

TEST(Cards, SharedBoardsSitOutsAndPlayers) {
  // Tables 1 and 2 share group A; pair 5 sits out.
  const auto cards = BuildCards(MustParse("5 2 1 1 0\n1- 2 A 3- 4 A\n"), Options(1));
  EXPECT_EQ(Titled(cards, "Table 1").rows[0][3], "1 *");
  EXPECT_EQ(Titled(cards, "Table 1").rows[0][4], "shared with table 2; done");
  EXPECT_EQ(Titled(cards, "Pair 5").rows[0], (std::vector<std::string>{"1", "-", "sits out", "-", "-"}));
  // Individuals: the seat and the partner.
  const auto players = BuildCards(MustParse("4 1 1 1 1\n1 2 3 4 A\n"), Options(2));
  EXPECT_EQ(Titled(players, "Player 3").rows[0], (std::vector<std::string>{"1", "1", "East", "4", "1 & 2", "1-2"}));
  EXPECT_EQ(Titled(players, "Player 2").rows[0], (std::vector<std::string>{"1", "1", "South", "1", "3 & 4", "1-2"}));
  EXPECT_EQ(Titled(players, "Movement sheet").rows[0][1], "1 & 2 v 3 & 4: 1-2");
}

TEST(Cards, HtmlIsWellFormedWithACardPerPage) {
  const auto cards = BuildCards(testing::Mitchell(3), Options(2));
  const std::string html = FormatCardsHtml("Cards <for> \"the\" club & co", cards);
  EXPECT_EQ(testing::XmlProblem(html), "");
  EXPECT_NE(html.find("<title>Cards &lt;for&gt; &quot;the&quot; club &amp; co</title>"), std::string::npos);
  std::size_t sections = 0;
  for (std::size_t at = html.find("<section class=\"card\">"); at != std::string::npos;
       at = html.find("<section class=\"card\">", at + 1)) {
    ++sections;
  }
  EXPECT_EQ(sections, cards.size());
  EXPECT_NE(html.find("break-after: page"), std::string::npos);
  // The checker itself refuses what a browser would choke on as XML.
  EXPECT_NE(testing::XmlProblem("<a><b></a></b>"), "");
  EXPECT_NE(testing::XmlProblem("<a x=1></a>"), "");
  EXPECT_NE(testing::XmlProblem("<a>&nbsp;</a>"), "");
}

TEST(Cards, TextAlignsTheColumns) {
  const std::string text = FormatCardsText(BuildCards(MustParse("4 1 1 1 0\n1- 2 A\n"), Options(12)));
  EXPECT_NE(text.find("Table 1\nRound  NS  EW  Boards  Boards go to\n1      1   2   1-12    done\n"), std::string::npos)
      << text;
}

// Cards with an absent pair (cards --absent): the pair card says "sit out"
// and where to wait, the table card in which round the table stands empty.
// The 3-table Mitchell with pair 6 absent:
//   round 1:  1- 4 A   2- 5 B   3- 6 C    table 3 empty, pair 3 sits out there
//   round 2:  1- 6 B   2- 4 C   3- 5 A    table 1 empty, pair 1 sits out there
//   round 3:  1- 5 C   2- 6 A   3- 4 B    table 2 empty, pair 2 sits out there
TEST(Cards, AbsentSitOutAndEmptyTable) {
  const auto cards = BuildCards(testing::Mitchell(3), Options(2, 6));
  ASSERT_EQ(cards.size(), 2u + 3u + 5u);  // no card for pair 6
  for (const Card& card : cards) EXPECT_NE(card.title, "Pair 6");
  EXPECT_EQ(cards.front().rows[0][3], "- (pair 6 absent)");

  const Card& table3 = Titled(cards, "Table 3");
  EXPECT_EQ(table3.rows[0], (std::vector<std::string>{"1", "-", "-", "-", "table empty (pair 6 absent)"}));
  EXPECT_EQ(table3.rows[1], (std::vector<std::string>{"2", "3", "5", "1-2", "table 2"}));
  EXPECT_EQ(table3.notes, (std::vector<std::string>{"This table stands empty in round 1."}));
  EXPECT_EQ(Titled(cards, "Table 1").notes, (std::vector<std::string>{"This table stands empty in round 2."}));

  const Card& pair3 = Titled(cards, "Pair 3");
  EXPECT_EQ(pair3.rows[0], (std::vector<std::string>{"1", "3", "sit out", "-", "-"}));
  EXPECT_EQ(pair3.notes, (std::vector<std::string>{"Round 1: sit out; wait at table 3 (pair 6 is absent)."}));
  EXPECT_EQ(Titled(cards, "Pair 1").rows[1], (std::vector<std::string>{"2", "1", "sit out", "-", "-"}));
  EXPECT_EQ(Titled(cards, "Pair 4").notes, std::vector<std::string>{});  // 4 never meets 6
}

// Where the arrows are switched: in the 3-table Mitchell with round 2
// switched, pair 1 (North-South in rounds 1 and 3) sits East-West in round
// 2 and pair 4 North-South; the unswitched Mitchell says nothing.
TEST(Cards, ArrowSwitchIsOnThePairCard) {
  const auto cards = BuildCards(testing::Mitchell(3, {2}), Options(2));
  EXPECT_EQ(Titled(cards, "Pair 1").notes, (std::vector<std::string>{"Round 2: this round you sit East-West."}));
  EXPECT_EQ(Titled(cards, "Pair 4").notes, (std::vector<std::string>{"Round 2: this round you sit North-South."}));
  // The table card says so too, for the director turning the arrows.
  EXPECT_EQ(Titled(cards, "Table 1").notes,
            (std::vector<std::string>{"Round 2: arrows switched: pair 6 sits North-South, pair 1 East-West."}));
  for (const Card& card : BuildCards(testing::Mitchell(3), Options(2))) {
    const bool one = card.kind == CardKind::kSheet || card.kind == CardKind::kSetOut;
    EXPECT_EQ(card.notes.size(), one ? 1u : 0u) << card.title;
  }
  // A pair that sits each direction half the evening (a Howell pair) has no
  // usual one: its card says the direction every round, and no note repeats it.
  const auto howell = BuildCards(MustParse("4 2 2 2 0\n1- 2 A 3- 4 B\n2- 3 B 4- 1 A\n"), Options(1));
  for (const Card& card : howell) {
    if (card.kind == CardKind::kContestant || card.kind == CardKind::kTable) {
      EXPECT_EQ(card.notes, std::vector<std::string>{}) << card.title;
    }
  }
  EXPECT_EQ(Titled(howell, "Pair 1").rows[1][2], "East-West");
}

// Two sections of one event: every card and every number on it carries its
// section, so that no card of section A reads like one of section B.
TEST(Cards, SectionsGiveDistinctCards) {
  CardOptions a = Options(2), b = Options(2);
  a.section = *Section::Parse("A");
  b.section = *Section::Parse("B");
  a.title = b.title = "Club night";
  const Movement m = testing::Mitchell(5, {3});
  const auto cards_a = BuildCards(m, a), cards_b = BuildCards(m, b);
  ASSERT_EQ(cards_a.size(), cards_b.size());
  EXPECT_EQ(cards_a[0].heading, "Club night, section A");
  EXPECT_EQ(Titled(cards_b, "Pair B7").rows[2], (std::vector<std::string>{"3", "B4", "North-South", "B4", "1-2"}));
  EXPECT_EQ(Titled(cards_b, "Pair B7").notes, (std::vector<std::string>{"Round 3: this round you sit North-South."}));
  EXPECT_EQ(Titled(cards_a, "Table A2").rows[0], (std::vector<std::string>{"1", "A2", "A7", "3-4", "table A1"}));
  EXPECT_EQ(cards_a[0].columns[1], "Table A1");
  for (std::size_t i = 1; i < cards_a.size(); ++i) {
    if (cards_a[i].kind != CardKind::kSetOut) {
      EXPECT_NE(cards_a[i].title, cards_b[i].title);
    }
    EXPECT_EQ(cards_b[i].heading, "Club night, section B");
    EXPECT_NE(cards_a[i].rows, cards_b[i].rows);
  }
  const std::string html = FormatCardsHtml("Club night", cards_a);
  EXPECT_NE(html.find("<p class=\"heading\">Club night, section A</p>\n<h1>Pair A10</h1>"), std::string::npos);
  EXPECT_NE(FormatCardsText(cards_b).find("Club night, section B\nTable B1\n"), std::string::npos);
}

// A 12-player individual playing one group at all 3 tables: three sets of
// the boards, said on the sheet and on every table card.
TEST(Cards, CopiesOfBoardsPlayedAtSeveralTables) {
  const Movement m = MustParse("12 3 1 1 1\n1 2 3 4 A 5 6 7 8 A 9 10 11 12 A\n");
  const auto cards = BuildCards(m, Options(2));
  EXPECT_EQ(cards[0].notes.back(), "Boards played at several tables in one round need a set for each table: 3 sets of every board.");
  EXPECT_EQ(Titled(cards, "Table 3").notes,
            (std::vector<std::string>{
                "* played at 3 tables in the same round: 3 sets of these boards are needed, or pass them on promptly."}));
  const auto some = BuildCards(MustParse("10 5 1 3 0\n1- 2 A 3- 4 A 5- 6 B 7- 8 C 9- 10 A\n"), Options(2));
  EXPECT_EQ(some[0].notes.back(), "Boards played at several tables in one round need a set for each table: 3 sets of boards 1-2.");
  // One set is enough in a Mitchell: nothing said.
  EXPECT_EQ(BuildCards(testing::Mitchell(4), Options(2))[0].notes.size(), 1u);
}

// Every printed page parses, the movement sheet takes one page of its own
// (its tables wrapped into blocks for many tables), and the cards go
// `per_page` to a page, table cards and pair cards on pages of their own.
TEST(Cards, PrintedPagesParseAndHoldSeveralCards) {
  const auto count = [](const std::string& text, const std::string& what) {
    int n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
  };
  for (int tables : {9, 13, 30}) {
    SCOPED_TRACE(tables);
    CardOptions options = Options(2);
    options.section = *Section::Parse("C");
    options.title = "Tables & <pairs>";
    const auto cards = BuildCards(testing::Mitchell(tables, {2}), options);
    for (int per_page : {0, 1, 4}) {
      const std::string html = FormatCardsHtml("Cards", cards, per_page);
      EXPECT_EQ(testing::XmlProblem(html), "");
      const int n = per_page > 0 ? per_page : CardsPerPage(cards);
      // The set-out card shares the sheet's page when both fit.
      const bool set_out_alone =
          html.rfind("<div class=\"page\"", html.find("<h1>Setting out")) > html.find("<h1>Movement sheet");
      EXPECT_EQ(tables < 13, !set_out_alone);
      EXPECT_EQ(count(html, "<div class=\"page\""),
                1 + set_out_alone + (tables + n - 1) / n + (2 * tables + n - 1) / n);
      EXPECT_EQ(count(html, "<section class=\"card\">"), static_cast<int>(cards.size()));
      // Every entry of the sheet is in the page whole, each table once.
      for (const auto& row : cards[0].rows) {
        for (const std::string& cell : row) EXPECT_NE(html.find("<td>" + cell + "</td>"), std::string::npos) << cell;
      }
      for (int t = 1; t <= tables; ++t) EXPECT_EQ(count(html, fmt::format("<th>Table C{}</th>", t)), 1);
      const std::string sheet = html.substr(0, html.find("</div>"));
      if (tables == 30) {
        EXPECT_GT(count(sheet, "<table>"), 1) << "blocks of tables";
      }
    }
  }
  const std::string small = FormatCardsHtml("", BuildCards(testing::Mitchell(3), Options(1)));
  EXPECT_EQ(count(small.substr(0, small.find("</div>")), "<table>"), 1);
  EXPECT_NE(small.find("white-space: nowrap"), std::string::npos);
  // Short cards go more to a page than long ones, and never none.
  EXPECT_GT(CardsPerPage(BuildCards(testing::Mitchell(3), Options(1))), CardsPerPage(BuildCards(testing::Mitchell(13), Options(1))));
  EXPECT_GE(CardsPerPage(BuildCards(testing::Mitchell(30), Options(1))), 1);
  // Three cards of seven rounds to a page (pair cards with an arrow note).
  EXPECT_EQ(CardsPerPage(BuildCards(MustParse(testing::ReadFile(testing::kSourceDir + "/movements/mitchell-07t-switched.asc")), Options(3))), 3);
}

TEST(Cards, AbsentThroughTheBinary) {
  const std::string file = testing::kSourceDir + "/movements/mitchell-03t.asc";
  const auto result = testing::RunMovebal("cards " + file + " --boards 2 --absent 6");
  ASSERT_EQ(result.status, 0) << result.err;
  EXPECT_NE(result.out.find("Round 2: sit out; wait at table 1 (pair 6 is absent).\n"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("This table stands empty in round 3.\n"), std::string::npos) << result.out;
  const auto titled = testing::RunMovebal("cards " + file + " --boards 2 --section d --title 'Club night'");
  ASSERT_EQ(titled.status, 0) << titled.err;
  EXPECT_EQ(titled.out.substr(0, 40), "Club night, section D\nMovement sheet\nRou");
  EXPECT_NE(titled.out.find("\nPair D6\n"), std::string::npos);
  EXPECT_EQ(testing::RunMovebal("cards " + file + " --boards 2 --section AB").status, 2);
  EXPECT_EQ(testing::RunMovebal("cards " + file + " --boards 2 --per-page 101 --html /dev/null").status, 2);
  EXPECT_EQ(testing::RunMovebal("cards " + file + " --boards 2 --per-page 2").status, 2);  // no --html
  EXPECT_EQ(testing::RunMovebal("cards " + file + " --boards 2 --per-page 2 --html /dev/null").status, 0);
  const auto beyond = testing::RunMovebal("cards " + file + " --boards 2 --absent 7");
  EXPECT_EQ(beyond.status, 2);
  EXPECT_EQ(beyond.err, "movebal cards: --absent 7 is beyond the 6 pairs\n");
  // A Mitchell's pairs can follow the table cards: the pair cards left out.
  const auto tables_only = testing::RunMovebal("cards " + file + " --boards 2 --no-pair-cards");
  EXPECT_NE(tables_only.out.find("\nTable 3\nRound"), std::string::npos);
  EXPECT_EQ(tables_only.out.find("Pair 1\n"), std::string::npos);
  const auto pairs_only = testing::RunMovebal("cards " + file + " --boards 2 --no-table-cards");
  EXPECT_EQ(pairs_only.out.find("\nTable 3\nRound"), std::string::npos);
  EXPECT_NE(pairs_only.out.find("Pair 1\n"), std::string::npos);
}

// A six-table Mitchell with a bye stand: the group table 4 plays rests a
// round between tables 4 and 3, and one group starts the evening there.
TEST(Cards, ByeStandBetweenTwoTables) {
  const Movement m = MustParse(testing::ReadFile(testing::kSourceDir + "/movements/relay-mitchell-06t.asc"));
  const auto cards = BuildCards(m, Options(2));
  const Card& sheet = Titled(cards, "Movement sheet");
  EXPECT_EQ(sheet.columns.back(), "Stand 4-3");
  for (int r = 1; r + 1 < m.rounds; ++r) {  // each middle round rests the group table 4 played before
    EXPECT_EQ(sheet.rows[static_cast<std::size_t>(r)].back(),
              std::to_string(2 * m.at(r - 1, 3).group + 1) + "-" + std::to_string(2 * m.at(r - 1, 3).group + 2));
  }
  EXPECT_EQ(Titled(cards, "Table 4").rows[0][4], "bye stand between tables 3 and 4");
  const Card& set_out = Titled(cards, "Setting out the boards");
  const int waiting = m.at(1, 2).group;  // played at table 3 in round 2, nowhere in round 1
  EXPECT_EQ(set_out.rows[static_cast<std::size_t>(waiting)][2], "stand 4-3 (table 3 in round 2)");
}

}  // namespace
}  // namespace movebal
