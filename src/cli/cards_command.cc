// movebal cards FILE --boards N: guide cards for the tables and the pairs (or
// players) and the movement sheet, as text or as one HTML page to print.
#include "cli/club_options.h"
#include "cli/command.h"
#include "cli/option_table.h"
#include "club/cards.h"
#include "movement/structure_check.h"

namespace movebal {
namespace {

struct CardsSettings : PrintSettings {
  std::optional<int> absent;
  std::optional<std::string> html, section, title;
  int per_page = 0;
  bool no_table_cards = false, no_pair_cards = false;
};

const OptionTable<CardsSettings>& CardsOptionTable() {
  using S = CardsSettings;
  static const OptionTable<S> table = {
      kBoardsOption<S>,
      {{"html", "", nullptr, 0, 0, "write one HTML page to this file, to print"}, &S::html},
      kPerPageOption<S>,
      kNoTableCardsOption<S>,
      kNoPairCardsOption<S>,
      {{"absent", "v", nullptr, 1, kMaxCount, "pair n does not come: its opponents sit out, its tables stand empty"},
       &S::absent},
      kSectionOption<S>,
      kTitleOption<S>,
      kAllowUnplayableOption<S>,
      kOutputOption<S>,  // the text cards; standard output unless only --html is given
      kForceOption<S>,
      kHelpOption<S>,
  };
  return table;
}

Status CheckPageOptions(const CardsSettings& settings) {
  if (settings.html) return Ok();
  return RefuseGiven(settings, {"per-page"}, "it lays out the HTML page, which only --html writes");
}

// The cards into the page and the text output that the preamble opened (the
// text to standard output unless only the page is asked for).
int PrintCards(Prepared<CardsSettings>& run) {
  const CardsSettings& settings = run.settings;
  const Movement& m = run.doc->movement;
  auto options = CardOptionsOf(settings);
  if (!options) return Fail("cards", options.error());
  options->absent = settings.absent.value_or(0);
  if (Status known = CheckAbsent(m, options->absent); !known) return Fail("cards", known.error());
  const std::vector<Card> cards = BuildCards(m, *options);
  if (run.page) {
    const std::string title = "Guide cards: " + settings.title.value_or(settings.operands.front());
    if (Status written = run.page->Commit(FormatCardsHtml(title, cards, settings.per_page)); !written) {
      return Fail("cards", written.error());
    }
  }
  if (run.output) {
    if (Status written = run.output->Commit(FormatCardsText(cards)); !written) return Fail("cards", written.error());
  }
  return 0;
}

}  // namespace

OptionSurface CardsSurface() { return SurfaceOf<CardsSettings, CardsOptionTable>(); }

int RunCards(const Invocation& call, const Args& args) {
  return RunCommand(call, args,
                    Command<CardsSettings>{.usage = "[options] FILE --boards N   (FILE '-' reads standard input)",
                                           .options = CardsOptionTable,
                                           .min_operands = 1,
                                           .max_operands = 1,
                                           .work = PrintCards,
                                           .check = CheckPageOptions,
                                           .page = &CardsSettings::html});
}

}  // namespace movebal
