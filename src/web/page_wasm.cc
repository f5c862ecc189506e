// The engine's binding for the page's worker (web/worker.js): PageMovement
// and its results as JavaScript classes and objects, built by
// tools/build-web.sh only.
#include <emscripten/bind.h>

#include "web/page_movement.h"

namespace movebal {
namespace {

PageMovement DesignWithProgress(int pairs, int rounds, double seconds, std::uint32_t seed, bool classic,
                                emscripten::val progress, int tables, int copies) {
  return PageMovement::Design(pairs, rounds, seconds, seed, classic,
                              [&progress](double done, double best_qf) { progress(done, best_qf); }, tables, copies);
}

EMSCRIPTEN_BINDINGS(movebal_page) {
  using emscripten::value_object;
  value_object<PageText>("PageText")
      .field("ok", &PageText::ok)
      .field("text", &PageText::text)
      .field("error", &PageText::error);
  value_object<SliceOutcome>("SliceOutcome")
      .field("ok", &SliceOutcome::ok)
      .field("error", &SliceOutcome::error)
      .field("proposals", &SliceOutcome::proposals)
      .field("qf", &SliceOutcome::qf)
      .field("optimum", &SliceOutcome::optimum);
  emscripten::class_<PageMovement>("PageMovement")
      .class_function("read", &PageMovement::Read)
      .class_function("design", &DesignWithProgress)
      .function("ok", &PageMovement::ok)
      .function("error", &PageMovement::error)
      .function("name", &PageMovement::name)
      .function("pairs", &PageMovement::pairs)
      .function("rounds", &PageMovement::rounds)
      .function("tables", &PageMovement::tables)
      .function("note", &PageMovement::note)
      .function("betterThan", &PageMovement::BetterThan)
      .function("checkJson", &PageMovement::CheckJson)
      .function("reportHtml", &PageMovement::ReportHtml)
      .function("reportText", &PageMovement::ReportText)
      .function("walking", &PageMovement::Walking)
      .function("asc", &PageMovement::Asc)
      .function("exportAs", &PageMovement::Export)
      .function("cardsHtml", &PageMovement::CardsHtml)
      .function("optimiseSlice", &PageMovement::OptimiseSlice);
}

}  // namespace
}  // namespace movebal
