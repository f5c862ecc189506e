// movebal cards FILE --boards N: guide cards for the tables and the pairs (or
// players) and the movement sheet, as text or as one HTML page to print.
#include <cstdint>
#include <cstdio>

#include "base/file_io.h"
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
  std::optional<std::string> html;
};

const OptionTable<CardsSettings>& CardsOptionTable() {
  using S = CardsSettings;
  static const OptionTable<S> table = {
      {{"boards", "", nullptr, 1, 1000, "boards per board group", nullptr, true}, &S::boards},
      {{"html", "", nullptr, 0, 0, "write one HTML page to this file, a card per printed page"}, &S::html},
      {{"absent", "v", nullptr, 1, kMaxCount, "pair n does not come: its opponents sit out, its tables stand empty"},
       &S::absent},
      {{"allow-unplayable", "", nullptr, 0, 0, "print a movement the structure check refuses"}, &S::allow_unplayable},
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
  const int absent = settings.absent.value_or(0);
  if (Status known = CheckAbsent(doc->movement, absent); !known) return Fail("cards", known.error());
  const std::vector<Card> cards = BuildCards(doc->movement, settings.boards, absent);
  if (html) {
    if (Status written = html->Commit(FormatCardsHtml("Guide cards: " + file, cards)); !written) {
      return Fail("cards", written.error());
    }
  }
  if (text) {
    if (Status written = text->Commit(FormatCardsText(cards)); !written) return Fail("cards", written.error());
  }
  return 0;
}

}  // namespace movebal
