// Guide cards for the club: the movement sheet (round x table), a card per
// table (who sits where, which boards, where the boards go next) and a card
// per pair (or, for individual movements, per player with the seat). Cards are
// built once as plain tables and then written as text or as one HTML page
// with a card per printed page.
#ifndef MOVEBAL_CLUB_CARDS_H_
#define MOVEBAL_CLUB_CARDS_H_

#include <string>
#include <vector>

#include "movement/movement.h"

namespace movebal {

struct Card {
  std::string title;
  std::vector<std::string> columns;
  std::vector<std::vector<std::string>> rows;
  std::vector<std::string> notes;  // lines under the table
};

// The most boards per round a club session takes (about 3 hours for 24-27
// boards); cards and exports warn above it, as a typo is likelier.
inline constexpr int kMostBoardsPerRound = 8;

// The warning for `boards_per_group` above kMostBoardsPerRound; empty when
// it fits a session.
std::string BoardsPerRoundWarning(int boards_per_group);

// The movement sheet, then one card per table, then one per pair or player.
// Board group g holds boards g*b+1 .. (g+1)*b for b = boards_per_group.
// With `absent` (1-based, 0: nobody) that contestant does not come: its
// tables stand empty, their other contestants sit out there, and it gets no
// card.
std::vector<Card> BuildCards(const Movement& m, int boards_per_group, int absent = 0);

// The cards as plain text, columns aligned, a blank line between cards.
std::string FormatCardsText(const std::vector<Card>& cards);

// One self-contained HTML page, a card per printed page, in print-sized type.
std::string FormatCardsHtml(const std::string& title, const std::vector<Card>& cards);

}  // namespace movebal

#endif  // MOVEBAL_CLUB_CARDS_H_
