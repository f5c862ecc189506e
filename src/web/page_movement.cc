#include "web/page_movement.h"

#include <fmt/format.h>

#include <utility>

#include "club/cards.h"
#include "club/export.h"
#include "club/report_format.h"
#include "club/report_html.h"
#include "club/section.h"
#include "club/walking_format.h"
#include "formats/movement_formats.h"
#include "combinatorial_designs/starters.h"
#include "editing/edit_operations.h"
#include "movement/asc_writer.h"
#include "movement/structure_check.h"
#include "optimiser/annealer.h"
#include "pair_movements/mitchell.h"
#include "scoring/walking.h"

namespace movebal {
namespace {

PageText Text(std::string text) { return PageText{true, std::move(text), {}}; }
PageText Failure(const Error& error) { return PageText{false, {}, error.ToString()}; }

// The section field: empty is none, else read as --section reads it.
Result<Section> SectionOf(const std::string& letter) {
  return letter.empty() ? Result<Section>(Section()) : Section::Parse(letter);
}

// An option's value outside its range, in the command line's words.
std::string OutOfRange(const char* option, int low, int high, int value) {
  return Error::Plain(fmt::format("--{} must be a whole number in {}..{}, not {}", option, low, high, value))
      .ToString();
}

}  // namespace

PageMovement PageMovement::Read(const std::string& text, const std::string& name) {
  PageMovement page;
  page.name_ = name;
  auto doc = ParseMovementAs(text, name, nullptr);  // by the dropped file's extension, else content
  if (!doc) {
    page.error_ = doc.error().ToString();
  } else {
    page.doc_ = std::move(*doc);
  }
  return page;
}

PageMovement PageMovement::Design(int pairs, int rounds, double seconds, std::uint32_t seed, bool classic,
                                  const std::function<void(double, double)>& progress, int tables, int copies) {
  PageMovement page;
  page.name_ = fmt::format("best-{}p-{}r.asc", pairs, rounds);
  // DesignBest checks the pairs; the rounds, tables and copies are the
  // command line's ranges.
  if (rounds < 2 || rounds > kMaxStarterOrder) {
    page.error_ =
        Error::Plain(fmt::format("generate best designs 2 to {} rounds, not {}", kMaxStarterOrder, rounds)).ToString();
    return page;
  }
  if (tables < 0 || tables > kMaxMitchellTables) {
    page.error_ = OutOfRange("tables", 0, kMaxMitchellTables, tables);
    return page;
  }
  if (copies < 1 || copies > kMaxMitchellTables) {
    page.error_ = OutOfRange("copies", 1, kMaxMitchellTables, copies);
    return page;
  }
  BestRequest request;
  request.pairs = pairs;
  request.rounds = rounds;
  request.tables = tables;
  request.copies = copies;
  BestDesignSettings design;
  design.run = {seed, 1, Budget::Seconds(seconds)};
  design.classic = classic;
  if (progress) design.progress = [&progress](const DesignProgress& p) { progress(p.seconds, p.best_qf); };
  auto ranked = DesignBest(request, design);
  if (!ranked) {
    page.error_ = ranked.error().ToString();
    return page;
  }
  page.note_ = SetsNote(*ranked, 0, copies);
  page.doc_.movement = std::move(ranked->front().movement);
  // As session: a table nobody plays at is no table for the room, unless
  // the director named the tables there are.
  if (tables == 0) {
    if (auto room = DropEmptyTables(page.doc_.movement)) page.doc_.movement = std::move(*room);
  }
  page.doc_.description = {fmt::format("best of the candidates for {} pairs, {} rounds: {}", pairs, rounds,
                                       ranked->front().name()),
                           fmt::format("designed in the browser, seed {}, --tables {} --copies {}", seed, tables,
                                       copies)};
  if (!page.note_.empty()) page.doc_.description.push_back(page.note_);
  page.figures_ = FigureComments(ScoreMovement(page.doc_.movement));
  return page;
}

bool PageMovement::BetterThan(const PageMovement& other) const {
  if (!ok() || !other.ok()) return ok();
  if (note_.empty() != other.note_.empty()) return note_.empty();
  return BetterBalance(ScoreMovement(doc_.movement), ScoreMovement(other.doc_.movement));
}

Status PageMovement::Usable(int absent) const {
  if (!ok()) return Error::Plain(error_);
  return CheckAbsent(doc_.movement, absent);
}

PageText PageMovement::CheckJson(int absent) const {
  if (Status usable = Usable(absent); !usable) return Failure(usable.error());
  const BalanceReport report = ScoreMovement(doc_.movement, absent);
  const JsonMembers extra{{"walking", FormatWalkingJson(ComputeWalking(doc_.movement, absent))}};
  return Text(FormatJson(name_, report, ReportWarnings(report, doc_.warnings), extra));
}

PageText PageMovement::ReportHtml(int absent) const {
  if (Status usable = Usable(absent); !usable) return Failure(usable.error());
  const BalanceReport report = ScoreMovement(doc_.movement, absent);
  return Text(FormatReportHtml(name_, doc_.movement, report, ReportWarnings(report, doc_.warnings)));
}

PageText PageMovement::ReportText(int absent) const {
  if (Status usable = Usable(absent); !usable) return Failure(usable.error());
  const BalanceReport report = ScoreMovement(doc_.movement, absent);
  return Text(FormatReport(name_, doc_.movement, report, ReportWarnings(report, doc_.warnings)));
}

PageText PageMovement::Walking(int absent) const {
  if (Status usable = Usable(absent); !usable) return Failure(usable.error());
  return Text(FormatWalking(doc_.movement, ComputeWalking(doc_.movement, absent)));
}

std::string PageMovement::Asc() const {
  std::vector<std::string> comments;
  for (const std::string& line : doc_.comments) {
    if (figures_.empty() || !IsFigureComment(line)) comments.push_back(line);
  }
  comments.insert(comments.end(), figures_.begin(), figures_.end());
  return FormatAsc(doc_.movement, comments, doc_.description);
}

PageText PageMovement::Export(const std::string& format, int boards, int absent, const std::string& section) const {
  if (Status usable = Usable(absent); !usable) return Failure(usable.error());
  auto parsed = ParseExportFormat(format);
  if (!parsed) return Failure(parsed.error());
  auto named = SectionOf(section);
  if (!named) return Failure(named.error());
  if (Status playable = RefuseUnplayable(doc_, "--allow-unplayable"); !playable) return Failure(playable.error());
  if (absent > 0 && *parsed == ExportFormat::kJson) {
    return Failure(Error::Plain("--absent applies to bridgemate and paste, not json"));
  }
  if (named->named() && *parsed == ExportFormat::kJson) {
    return Failure(Error::Plain("--section does not apply: the JSON movement has no section and no header line"));
  }
  ExportOptions options;
  options.boards_per_group = boards;
  options.absent = absent;
  options.section = *named;
  options.description = doc_.description;
  options.description.insert(options.description.end(), doc_.comments.begin(), doc_.comments.end());
  return Text(FormatExport(doc_.movement, *parsed, options));
}

PageText PageMovement::CardsHtml(int boards, int absent, const std::string& title, const std::string& section) const {
  if (Status usable = Usable(absent); !usable) return Failure(usable.error());
  auto named = SectionOf(section);
  if (!named) return Failure(named.error());
  if (Status playable = RefuseUnplayable(doc_, "--allow-unplayable"); !playable) return Failure(playable.error());
  CardOptions options;
  options.boards_per_group = boards;
  options.absent = absent;
  options.title = title;
  options.section = *named;
  return Text(FormatCardsHtml("Guide cards: " + (title.empty() ? name_ : title), BuildCards(doc_.movement, options)));
}

SliceOutcome PageMovement::OptimiseSlice(std::uint32_t seed, double seconds, double moves) {
  SliceOutcome outcome;
  if (!ok()) {
    outcome.error = error_;
    return outcome;
  }
  AnnealOptions options;
  options.run = {seed, 1, Budget::Seconds(seconds).WithMoves(static_cast<std::int64_t>(moves))};
  auto result = OptimiseArrows(doc_.movement, options);
  if (!result) {
    outcome.error = result.error().ToString();
    return outcome;
  }
  // The chain starts from the movement held and keeps the best it meets,
  // so the slice's result is never worse.
  doc_.movement = std::move(result->movement);
  figures_ = FigureComments(result->report);
  outcome.ok = true;
  outcome.proposals = static_cast<double>(result->moves);
  outcome.qf = result->report.moments.Qf;
  outcome.optimum = result->reached_optimum;
  return outcome;
}

}  // namespace movebal
