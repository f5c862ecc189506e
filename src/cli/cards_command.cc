// movebal cards FILE --boards N: guide cards for the tables and the pairs (or
// players) and the movement sheet, as text or as one HTML page to print.
#include <cstdint>
#include <cstdio>

#include "base/file_io.h"
#include "cli/club_options.h"
#include "cli/option_table.h"
#include "cli/subtools.h"
#include "club/cards.h"
#include "movement/asc_reader.h"
#include "movement/structure_check.h"

namespace movebal {
namespace {

struct CardsSettings : CommonSettings {
  int boards = 0;
  bool allow_unplayable = false;
  std::optional<int> absent;
  std::optional<std::string> html, section, title;
  int per_page = 0;
};

const OptionTable<CardsSettings>& CardsOptionTable() {
  using S = CardsSettings;
  static const OptionTable<S> table = {
      kBoardsOption<S>,
      {{"html", "", nullptr, 0, 0, "write one HTML page to this file, to print"}, &S::html},
      kPerPageOption<S>,
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

}  // namespace

OptionSurface CardsSurface() { return SurfaceOf<CardsSettings, CardsOptionTable>(); }

int RunCards(const Args& args) {
  CardsSettings settings;
  if (auto done = ParseCommandLine("cards", "[options] FILE --boards N   (FILE '-' reads standard input)",
                                   CardsOptionTable(), args, 1, 1, settings)) {
    return *done;
  }
  if (Status ok = RefuseGiven(settings, {"per-page"}, "it lays out the HTML page, which only --html writes");
      !settings.html && !ok) {
    return Fail("cards", ok.error());
  }
  // Outputs are checked before the work: the HTML page, and the text cards
  // (to standard output unless only the page is asked for).
  std::optional<OutputFile> html, text;
  if (settings.html) {
    auto opened = OutputFile::Open(*settings.html, Existing::kRefuse, settings.force);
    if (!opened) return Fail("cards", opened.error());
    html.emplace(std::move(*opened));
  }
  if (settings.output || !settings.html) {
    auto opened = OutputFile::Open(settings.output.value_or("-"), Existing::kRefuse, settings.force);
    if (!opened) return Fail("cards", opened.error());
    text.emplace(std::move(*opened));
  }
  const std::string file = settings.operands.front();
  auto doc = ReadAscFile(file);
  if (!doc) return Fail("cards", doc.error());
  if (Status playable = RefuseUnplayable(*doc, "--allow-unplayable"); !settings.allow_unplayable && !playable) {
    return Fail("cards", playable.error());
  }
  if (const std::string warning = BoardsPerRoundWarning(settings.boards); !warning.empty()) {
    std::fprintf(stderr, "movebal cards: %s\n", warning.c_str());
  }
  CardOptions options;
  options.boards_per_group = settings.boards;
  options.absent = settings.absent.value_or(0);
  options.title = settings.title.value_or("");
  if (Status known = CheckAbsent(doc->movement, options.absent); !known) return Fail("cards", known.error());
  auto section = SectionOf(settings.section);
  if (!section) return Fail("cards", section.error());
  options.section = *section;
  const std::vector<Card> cards = BuildCards(doc->movement, options);
  if (html) {
    const std::string title = "Guide cards: " + settings.title.value_or(file);
    if (Status written = html->Commit(FormatCardsHtml(title, cards, settings.per_page)); !written) {
      return Fail("cards", written.error());
    }
  }
  if (text) {
    if (Status written = text->Commit(FormatCardsText(cards)); !written) return Fail("cards", written.error());
  }
  return 0;
}

}  // namespace movebal
