#include "club/session.h"

#include <fmt/format.h>

#include <climits>
#include <filesystem>
#include <system_error>

#include <unistd.h>

#include "base/file_io.h"
#include "club/cards.h"
#include "club/export.h"
#include "club/report_format.h"
#include "club/report_html.h"
#include "club/walking_format.h"
#include "editing/edit_operations.h"
#include "movement/asc_reader.h"
#include "movement/asc_writer.h"

namespace movebal {

namespace {

// The evening of one section: the candidate of rank `pick`, the tables
// nobody plays at taken away unless the director named the tables there are.
Result<SessionPack> DesignOneSection(const SessionRequest& request) {
  auto ranked = DesignBest(request.best, request.design);
  if (!ranked) return ranked.error();
  if (ranked->empty()) return Error::Failed("no movement was found for these pairs and rounds");
  if (request.pick < 1 || static_cast<std::size_t>(request.pick) > ranked->size()) {
    return Error::Failed(fmt::format("--pick {}: the design found {} candidate{} (--list shows them)", request.pick,
                                     ranked->size(), ranked->size() == 1 ? "" : "s"));
  }
  const Candidate& best = (*ranked)[static_cast<std::size_t>(request.pick - 1)];
  SessionPack pack;
  pack.ranking = RankingTable(*ranked);
  pack.movement = best.movement;
  // A table nobody plays at all evening (an odd field's, where the pair that
  // sits out stays put) is no table for the room; the boards it would hold
  // rest on a bye stand.
  if (request.best.tables == 0) {
    if (auto room = DropEmptyTables(pack.movement)) pack.movement = std::move(*room);
  }
  SessionSection one;
  one.section = request.cards.section;
  one.candidate = best.name();
  one.sharing = SetsNote(*ranked, static_cast<std::size_t>(request.pick - 1), request.best.copies);
  if (request.pick == 1) one.walk_note = PairWalkNote(*ranked, request.best.copies);
  for (int p = 1; p <= pack.movement.contestants; ++p) one.part.contestants.push_back(p);
  for (int t = 0; t < pack.movement.tables; ++t) one.part.tables.push_back(t);
  pack.sections.push_back(std::move(one));
  return pack;
}

Result<SessionPack> DesignInSections(const SessionRequest& request) {
  if (request.best.tables != 0) return Error::Plain(kSectionsNeedNoTables);
  if (request.cards.section.named()) return Error::Plain(std::string("--section does not apply: ") + kSectionsAreLettered);
  if (request.sections > 26) return Error::Plain("--sections: at most 26, lettered A to Z");
  SectionsRequest sections{request.best, request.sections, request.scoring, request.pick};
  auto design = DesignSections(sections, request.design);
  if (!design) return design.error();
  SessionPack pack;
  pack.movement = std::move(design->movement);
  for (std::size_t i = 0; i < design->rankings.size(); ++i) {
    std::string letters;
    int size = 0;
    for (std::size_t k = 0; k < design->sizes.size(); ++k) {
      if (design->ranking_of[k] != i) continue;
      letters += (letters.empty() ? "" : ", ") + std::string(1, static_cast<char>('A' + k));
      size = design->sizes[k];
    }
    pack.ranking.push_back(fmt::format("section{} {} ({} pairs):", letters.size() > 1 ? "s" : "", letters, size));
    for (const std::string& line : RankingTable(design->rankings[i])) pack.ranking.push_back(line);
  }
  for (std::size_t k = 0; k < design->parts.size(); ++k) {
    SessionSection one;
    one.section = *Section::Parse(std::string(1, static_cast<char>('A' + k)));
    one.candidate = design->chosen[k].name();
    one.part = design->parts[k];
    one.sharing = SetsNote(design->rankings[design->ranking_of[k]], static_cast<std::size_t>(request.pick - 1),
                           request.best.copies);
    if (request.pick == 1) one.walk_note = PairWalkNote(design->rankings[design->ranking_of[k]], request.best.copies);
    pack.sections.push_back(std::move(one));
  }
  return pack;
}

std::string SectionsLine(const SessionPack& pack, SectionScoring scoring) {
  std::string sizes;
  for (const SessionSection& s : pack.sections) {
    sizes += fmt::format("{}{} {}", sizes.empty() ? "" : ", ", s.section.letter(), s.part.contestants.size());
  }
  return fmt::format("{} sections on the same boards ({} pairs), scored {}", pack.sections.size(), sizes,
                     scoring == SectionScoring::kField ? "across the field" : "in each section");
}

}  // namespace

Result<SessionPack> DesignSession(const SessionRequest& request) {
  auto designed = request.sections > 1 ? DesignInSections(request) : DesignOneSection(request);
  if (!designed) return designed.error();
  SessionPack pack = std::move(*designed);
  pack.report = ScoreMovement(pack.movement);
  for (SessionSection& s : pack.sections) {
    s.movement = SectionMovement(pack.movement, s.part);
    s.report = ScoreMovement(s.movement);
    s.walking = ComputeWalking(s.movement);
  }

  const bool many = pack.sections.size() > 1;
  std::vector<std::string> description = {fmt::format("designed by movebal session for {} pairs, {} rounds{}",
                                                      request.best.pairs, request.best.rounds,
                                                      many ? "" : ": " + pack.sections.front().candidate)};
  if (many) description.push_back(SectionsLine(pack, request.scoring));
  for (const SessionSection& s : pack.sections) {
    const std::string who = many ? "section " + s.section.letter() + ": " : "";
    if (many) description.push_back(who + s.candidate);
    if (!s.sharing.empty()) description.push_back(who + s.sharing);
    if (!s.walk_note.empty()) description.push_back(who + s.walk_note);
  }
  description.insert(description.end(), request.description.begin(), request.description.end());
  const std::string asc = FormatAsc(pack.movement, FigureComments(pack.report), description);
  // The file read back as cards and export read it: what they refuse to
  // print, the session does not print either.
  auto doc = ParseAsc(asc, "movement.asc");
  if (!doc) return Error::Failed("the designed movement does not read back: " + doc.error().ToString());
  if (!doc->unplayable.empty()) {
    return Error::Failed("the designed movement cannot be played as written: " + doc->unplayable.front().ToString());
  }

  const std::string event = request.cards.title.empty()
                                ? fmt::format("{} pairs, {} rounds", request.best.pairs, request.best.rounds)
                                : request.cards.title;
  ExportOptions exports;
  exports.boards_per_group = request.cards.boards_per_group;
  exports.description = description;
  std::vector<Card> cards;
  std::string bridgemate;
  std::vector<SessionFile> pastes;
  for (const SessionSection& s : pack.sections) {
    CardOptions options = request.cards;
    options.section = s.section;
    std::vector<Card> own = BuildCards(s.movement, options);
    cards.insert(cards.end(), own.begin(), own.end());
    ExportOptions section = exports;
    section.section = s.section;
    section.header = bridgemate.empty();
    bridgemate += FormatExport(s.movement, ExportFormat::kBridgemate, section);
    // Magic Contest pastes the columns without their names, a section at a time.
    section.header = false;
    pastes.push_back({many ? "paste-" + s.section.letter() + ".tsv" : "paste.tsv",
                      many ? "Magic Contest simple movement columns of section " + s.section.letter() + ", to paste (no header)"
                           : "Magic Contest simple movement columns, to paste (no header line)",
                      FormatExport(s.movement, ExportFormat::kPaste, section)});
  }
  pack.files = {
      {"movement.asc", "the movement (movebal check, optimise, cards, export read it)", asc},
      {"cards.html", "movement sheet, table cards and pair cards, to print",
       FormatCardsHtml("Guide cards: " + event, cards, request.per_page)},
      {"report.html", "the check report with the heat map",
       FormatReportHtml("movement.asc", pack.movement, pack.report, ReportWarnings(pack.report, {}))},
      {"bridgemate.csv", "Bridgemate RoundData rows (CSV, for a database tool)", bridgemate},
  };
  pack.files.insert(pack.files.end(), pastes.begin(), pastes.end());
  pack.files.push_back({"movement.json", "the movement as JSON", FormatExport(pack.movement, ExportFormat::kJson, exports)});
  return pack;
}

Status CheckSessionFolder(const std::string& folder, bool force) {
  namespace fs = std::filesystem;
  if (folder.empty()) return Error::Plain("-o names no folder (an empty name)");
  std::error_code error;
  const fs::path path(folder);
  if (fs::exists(fs::symlink_status(path, error)) && !fs::exists(fs::status(path, error))) {
    return Error::At(folder, 0, 0, "is a link that points nowhere");
  }
  for (const fs::path& part : path) {
    if (part.native().size() > NAME_MAX) return Error::At(folder, 0, 0, "a part of the name is too long");
  }
  if (folder.size() >= PATH_MAX) return Error::At(folder, 0, 0, "the name is too long");
  if (fs::exists(fs::status(path, error))) {
    if (!fs::is_directory(path, error)) return Error::At(folder, 0, 0, "exists and is not a folder");
    if (!force && !fs::is_empty(path, error)) {
      return Error::At(folder, 0, 0, "the folder has files in it; refusing to write there (--force replaces them)");
    }
    if (access(folder.c_str(), W_OK | X_OK) != 0) return Error::At(folder, 0, 0, "cannot write in the folder");
    return Ok();
  }
  // The nearest folder that exists must take a new one.
  fs::path parent = fs::absolute(path, error).parent_path();
  while (!parent.empty() && !fs::exists(fs::status(parent, error))) parent = parent.parent_path();
  if (!fs::is_directory(parent, error)) {
    return Error::At(folder, 0, 0, fmt::format("cannot create the folder: {} is not a folder", parent.string()));
  }
  if (access(parent.c_str(), W_OK | X_OK) != 0) {
    return Error::At(folder, 0, 0, fmt::format("cannot create the folder: {} cannot be written", parent.string()));
  }
  return Ok();
}

Status WriteSessionFiles(const std::string& folder, const std::vector<SessionFile>& files, bool force) {
  namespace fs = std::filesystem;
  // Again: the folder may have changed during the design.
  if (Status ok = CheckSessionFolder(folder, force); !ok) return ok;
  std::error_code error;
  if (!fs::exists(fs::status(folder, error)) && !fs::create_directories(folder, error)) {
    return Error::At(folder, 0, 0, "cannot create the folder: " + error.message());
  }
  std::vector<OutputFile> outputs;
  for (const SessionFile& file : files) {
    auto opened = OutputFile::Open((fs::path(folder) / file.name).string(), Existing::kRefuse, force);
    if (!opened) return opened.error();
    outputs.push_back(std::move(*opened));
  }
  for (std::size_t i = 0; i < files.size(); ++i) {
    if (Status written = outputs[i].Commit(files[i].content); !written) return written;
  }
  return Ok();
}

std::string FormatSessionSummary(const SessionPack& pack, const std::string& folder) {
  const BalanceReport& r = pack.report;
  std::string out;
  const bool many = pack.sections.size() > 1;
  if (many) {
    out += fmt::format("{} pairs, {} tables, {} rounds in {} sections on the same boards\n", r.contestants, r.tables,
                       r.rounds, pack.sections.size());
    out += fmt::format("Qf = {:.2f}  Qf1av = {}  (the whole field, across the sections)\n", r.moments.Qf,
                       FigureText(r.vacancy.Qf1av));
  }
  for (const SessionSection& s : pack.sections) {
    const BalanceReport& own = s.report;
    if (many) out += fmt::format("\nsection {}: ", s.section.letter());
    out += fmt::format("{} {}, {} tables, {} rounds: {}\n", own.contestants, own.individual ? "players" : "pairs",
                       own.tables, own.rounds, s.candidate);
    out += fmt::format("Qf = {:.2f}  Qf1av = {}{}\n", own.moments.Qf, FigureText(own.vacancy.Qf1av),
                       many ? "  (the section alone)" : "");
    out += FormatWalking(s.movement, s.walking);
    if (!s.walk_note.empty()) out += "  " + s.walk_note + "\n";
  }
  out += "\nwritten:\n";
  for (const SessionFile& file : pack.files) {
    out += fmt::format("  {:<40} {}\n", (std::filesystem::path(folder) / file.name).string(), file.what);
  }
  return out;
}

}  // namespace movebal
