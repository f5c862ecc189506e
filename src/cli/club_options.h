// The options of the club outputs (cards, export, session), declared once so
// that they mean the same in each, and reading them into the club's types.
#ifndef MOVEBAL_CLI_CLUB_OPTIONS_H_
#define MOVEBAL_CLI_CLUB_OPTIONS_H_

#include <optional>
#include <string>

#include "cli/option_table.h"
#include "club/cards.h"
#include "club/section.h"

namespace movebal {

// The most boards per group an option accepts (a typo above
// kMostBoardsPerRound is warned about, not refused).
constexpr long double kMaxBoardsPerGroup = 1000;

template <class S>
inline const Option<S> kBoardsOption{{"boards", "", nullptr, 1, kMaxBoardsPerGroup, "boards per board group", nullptr, true},
                                     &S::boards};
template <class S>
inline const Option<S> kSectionOption{
    {"section", "", nullptr, 0, 0, "section letter A-Z: cards show pairs and tables as A1, A2, ...; Bridgemate numbers A as section 1"},
    &S::section};
template <class S>
inline const Option<S> kTitleOption{{"title", "", nullptr, 0, 0, "the event's name, on every card"}, &S::title};
template <class S>
inline const Option<S> kPerPageOption{
    {"per-page", "", "0", 0, 100, "table or pair cards per printed page (0: as many as fit A4 and Letter)"}, &S::per_page};
template <class S>
inline const Option<S> kNoTableCardsOption{{"no-table-cards", "", nullptr, 0, 0, "leave out the table cards"},
                                           &S::no_table_cards};
template <class S>
inline const Option<S> kNoPairCardsOption{
    {"no-pair-cards", "", nullptr, 0, 0, "leave out the pair (or player) cards: a Mitchell's pairs follow the table cards"},
    &S::no_pair_cards};
template <class S>
inline const Option<S> kAllowUnplayableOption{
    {"allow-unplayable", "", nullptr, 0, 0, "print a movement the structure check refuses"}, &S::allow_unplayable};

// The settings of a command that prints a movement for the club (cards,
// export): --boards, and --allow-unplayable for the structure check that the
// preamble runs (cli/command.h, Reads::kPlayableMovement).
struct PrintSettings : CommonSettings {
  int boards = 0;
  bool allow_unplayable = false;
};

// The section of --section; no section when it was not given.
inline Result<Section> SectionOf(const std::optional<std::string>& given) {
  return given ? Section::Parse(*given) : Result<Section>(Section());
}

// The guide cards' own settings (--title, --section, --boards, which cards),
// shared by cards and session.
template <class S>
Result<CardOptions> CardOptionsOf(const S& settings) {
  auto section = SectionOf(settings.section);
  if (!section) return section.error();
  CardOptions options;
  options.boards_per_group = settings.boards;
  options.title = settings.title.value_or("");
  options.section = *section;
  options.table_cards = !settings.no_table_cards;
  options.contestant_cards = !settings.no_pair_cards;
  return options;
}

}  // namespace movebal

#endif  // MOVEBAL_CLI_CLUB_OPTIONS_H_
