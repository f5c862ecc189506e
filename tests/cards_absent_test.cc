// Cards with an absent pair (cards --absent): the pair card says "sit out"
// and where to wait, the table card in which round the table stands empty.
#include <gtest/gtest.h>

#include "club/cards.h"
#include "test_support.h"

namespace movebal {
namespace {

const Card& Titled(const std::vector<Card>& cards, const std::string& title) {
  for (const Card& card : cards) {
    if (card.title == title) return card;
  }
  ADD_FAILURE() << "no card " << title;
  return cards.front();
}

// The 3-table Mitchell with pair 6 absent:
//   round 1:  1- 4 A   2- 5 B   3- 6 C    table 3 empty, pair 3 sits out there
//   round 2:  1- 6 B   2- 4 C   3- 5 A    table 1 empty, pair 1 sits out there
//   round 3:  1- 5 C   2- 6 A   3- 4 B    table 2 empty, pair 2 sits out there
TEST(CardsAbsent, SitOutAndEmptyTable) {
  const auto cards = BuildCards(testing::Mitchell(3), 2, 6);
  ASSERT_EQ(cards.size(), 1u + 3u + 5u);  // no card for pair 6
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

TEST(CardsAbsent, ThroughTheBinary) {
  const std::string file = testing::kSourceDir + "/movements/mitchell-03t.asc";
  const auto result = testing::RunMovebal("cards " + file + " --boards 2 --absent 6");
  ASSERT_EQ(result.status, 0) << result.err;
  EXPECT_NE(result.out.find("Round 2: sit out; wait at table 1 (pair 6 is absent).\n"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("This table stands empty in round 3.\n"), std::string::npos) << result.out;
  const auto beyond = testing::RunMovebal("cards " + file + " --boards 2 --absent 7");
  EXPECT_EQ(beyond.status, 2);
  EXPECT_EQ(beyond.err, "movebal cards: --absent 7 is beyond the 6 contestants\n");
}

}  // namespace
}  // namespace movebal
