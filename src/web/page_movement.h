// What the page (web/) does with one movement, in the library's terms:
// read a file, the reports of `check`, the club outputs (cards, exports,
// the .asc), and the searches in slices. The browser build has no threads
// and its worker cannot read a stop message while the engine runs, so a
// search is a run of short slices: the page posts progress and honours Stop
// between them, and the best found is always the movement held here.
//
// Everything returns text the page shows or downloads; a failure carries
// the command line's message ("file:line:column: ...", Error::ToString).
// The embind glue (page_wasm.cc) is the only browser-specific part.
//
// Thread safety: none; the page's worker owns its PageMovement.
#ifndef MOVEBAL_WEB_PAGE_MOVEMENT_H_
#define MOVEBAL_WEB_PAGE_MOVEMENT_H_

#include <cstdint>
#include <functional>
#include <string>

#include "design/best.h"
#include "movement/asc_reader.h"
#include "scoring/balance.h"

namespace movebal {

// Text for the page, or the message of what went wrong.
struct PageText {
  bool ok = false;
  std::string text;   // when ok
  std::string error;  // when not ok
};

// What one optimising slice did.
struct SliceOutcome {
  bool ok = false;
  std::string error;
  double proposals = 0;  // proposed switches in the slice
  double qf = 0;
  bool optimum = false;  // proved best: no further slice can improve it
};

class PageMovement {
 public:
  // Reads .asc or JSON text, as `check FILE` does; `name` stands for the
  // file in messages and reports.
  static PageMovement Read(const std::string& text, const std::string& name);

  // `session --tables --copies` for `pairs` and `rounds` in `seconds` on one
  // thread: `tables` available (0: as many as needed, and a table nobody
  // plays at is dropped), `copies` sets of each board; `classic` ranks the
  // classic families too (the first slice of a design), `progress(seconds,
  // best Qf)` is called now and then during the search.
  static PageMovement Design(int pairs, int rounds, double seconds, std::uint32_t seed, bool classic,
                             const std::function<void(double, double)>& progress, int tables = 0, int copies = 1);

  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  const std::string& name() const { return name_; }
  int pairs() const { return doc_.movement.contestants; }
  int rounds() const { return doc_.movement.rounds; }
  int tables() const { return doc_.movement.tables; }
  // Of a design that shares boards at more tables than the club has sets
  // for: the command line's words on the sets it needs (SetsNote); empty
  // otherwise.
  const std::string& note() const { return note_; }

  // True when this movement keeps to the sets of boards and `other` does
  // not, or else when it is better balanced (BetterBalance).
  bool BetterThan(const PageMovement& other) const;

  // `check --json`, the whole report as an HTML page (heat map, vacancy
  // table), the text report and the walking figures, each with contestant
  // `absent` left out (0: nobody).
  PageText CheckJson(int absent) const;
  PageText ReportHtml(int absent) const;
  PageText ReportText(int absent) const;
  PageText Walking(int absent) const;
  // The movement file with its description and the figures under it.
  std::string Asc() const;
  // `export --format FORMAT --boards N [--absent A] [--section S]` and
  // `cards --html [--title T] [--section S]`; an empty section or title is
  // none given.
  PageText Export(const std::string& format, int boards, int absent, const std::string& section = "") const;
  PageText CardsHtml(int boards, int absent, const std::string& title = "", const std::string& section = "") const;

  // One slice of `optimise`: the arrow switches annealed from the movement
  // held (never worse than it), for `seconds` (0: none) and at most
  // `moves` proposals (0: none; one of the two must be set).
  SliceOutcome OptimiseSlice(std::uint32_t seed, double seconds, double moves);

 private:
  PageMovement() = default;
  Status Usable(int absent) const;

  std::string name_;
  std::string error_;
  std::string note_;
  MovementDocument doc_;
  std::vector<std::string> figures_;  // comments written under the movement after a search
};

}  // namespace movebal

#endif  // MOVEBAL_WEB_PAGE_MOVEMENT_H_
