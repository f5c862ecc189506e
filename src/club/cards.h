// Guide cards for the club: the movement sheet (round x table), a card per
// table (who sits where, which boards, where the boards go next) and a card
// per pair (or, for individual movements, per player with the seat). Cards are
// built once as plain tables and then written as text or as one HTML page to
// print, several cards to a printed page.
#ifndef MOVEBAL_CLUB_CARDS_H_
#define MOVEBAL_CLUB_CARDS_H_

#include <string>
#include <vector>

#include "club/section.h"
#include "movement/movement.h"

namespace movebal {

enum class CardKind { kSheet, kSetOut, kTable, kContestant };

struct Card {
  CardKind kind;
  std::string title;    // "Table A3", "Pair 5", "Movement sheet"
  std::string heading;  // the event and section, above the title; empty: none
  std::vector<std::string> columns;
  std::vector<std::vector<std::string>> rows;
  std::vector<std::string> notes;  // lines under the table
};

// The most boards per round a club session takes (about 3 hours for 24-27
// boards); cards and exports warn above it, as a typo is likelier.
inline constexpr int kMostBoardsPerRound = 8;

// The warning for `boards_per_group` of 1 or above kMostBoardsPerRound;
// empty when it fits a session.
std::string BoardsPerRoundWarning(int boards_per_group);

struct CardOptions {
  // Board group g holds boards g*b+1 .. (g+1)*b for b = boards_per_group.
  int boards_per_group = 1;
  // This contestant (1-based, 0: nobody) does not come: its tables stand
  // empty, their other contestants sit out there, and it gets no card.
  int absent = 0;
  Section section;    // pairs and tables shown as A1, A2, ...
  std::string title;  // the event's name, on every card
  bool table_cards = true;      // a card per table
  bool contestant_cards = true; // a card per pair or player
};

// The movement sheet, the setting out of the boards, then one card per
// table, then one per pair or player (either left out by the options).
// The sheet has a column of the pairs that sit out (a bye) and one per bye
// stand, where boards rest a round between two tables next to each other.
// A pair's usual direction is the one it sits in at least two thirds of its
// rounds (a Mitchell pair); its card says so for every round it sits the
// other way (an arrow switch), and a pair that moves the same way round
// after round is told where it moves otherwise (a skip). Where a board
// group is played at several tables in one round, the sheet, the set-out
// card and the table cards say how many copies of those boards the room
// needs.
std::vector<Card> BuildCards(const Movement& m, const CardOptions& options);

// The cards as plain text, columns aligned, a blank line between cards.
std::string FormatCardsText(const std::vector<Card>& cards);

// Table or pair cards that fit one printed page of A4 or Letter in readable
// type, for the largest such card of `cards` (at least 1).
int CardsPerPage(const std::vector<Card>& cards);

// One self-contained HTML page to print: the movement sheet first (the
// tables wrapped into blocks so that it fits the width and the type shrunk
// so that it fits the height, up to 30 tables), the set-out card under it
// when it fits there (else on a page of its own), then the table cards and
// the contestant cards, `per_page` to a printed page (0: CardsPerPage), each
// kind on pages of its own, so that they can be cut, in the largest type
// (12 pt at most) at which that many fill a page without spilling onto the
// next. Every printed page is one <div class="page">.
std::string FormatCardsHtml(const std::string& title, const std::vector<Card>& cards, int per_page = 0);

}  // namespace movebal

#endif  // MOVEBAL_CLUB_CARDS_H_
