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

Result<SessionPack> DesignSession(const SessionRequest& request) {
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
  if (request.pick == 1) pack.walk_note = PairWalkNote(*ranked, request.best.copies);
  pack.candidate = best.name();
  pack.movement = best.movement;
  // A table nobody plays at all evening (an odd field's, where the pair that
  // sits out stays put) is no table for the room, unless the director named
  // the tables there are; the boards it would hold rest on a bye stand.
  if (request.best.tables == 0) {
    if (auto room = DropEmptyTables(pack.movement)) pack.movement = std::move(*room);
  }
  pack.report = ScoreMovement(pack.movement);
  pack.walking = ComputeWalking(pack.movement);

  std::vector<std::string> description = {fmt::format("designed by movebal session for {} pairs, {} rounds: {}",
                                                      request.best.pairs, request.best.rounds, pack.candidate)};
  description.insert(description.end(), request.description.begin(), request.description.end());
  pack.sharing = SharingNote(best, request.best.copies);
  if (!pack.sharing.empty()) description.push_back(pack.sharing);
  if (!pack.walk_note.empty()) description.push_back(pack.walk_note);
  const std::string asc = FormatAsc(pack.movement, FigureComments(pack.report), description);
  // The file read back as cards and export read it: what they refuse to
  // print, the session does not print either.
  auto doc = ParseAsc(asc, "movement.asc");
  if (!doc) return Error::Failed("the designed movement does not read back: " + doc.error().ToString());
  if (!doc->unplayable.empty()) {
    return Error::Failed("the designed movement cannot be played as written: " + doc->unplayable.front().ToString());
  }

  const CardOptions& cards = request.cards;
  const std::string event = cards.title.empty() ? fmt::format("{} pairs, {} rounds", request.best.pairs, request.best.rounds)
                                                : cards.title;
  ExportOptions exports;
  exports.boards_per_group = cards.boards_per_group;
  exports.section = cards.section;
  exports.description = description;
  // Magic Contest pastes the columns without their names.
  ExportOptions paste = exports;
  paste.header = false;

  pack.files = {
      {"movement.asc", "the movement (movebal check, optimise, cards, export read it)", asc},
      {"cards.html", "movement sheet, table cards and pair cards, to print",
       FormatCardsHtml("Guide cards: " + event, BuildCards(pack.movement, cards), request.per_page)},
      {"report.html", "the check report with the heat map",
       FormatReportHtml("movement.asc", pack.movement, pack.report, ReportWarnings(pack.report, {}))},
      {"bridgemate.csv", "Bridgemate RoundData rows (CSV, for a database tool)", FormatExport(pack.movement, ExportFormat::kBridgemate, exports)},
      {"paste.tsv", "Magic Contest simple movement columns, to paste (no header line)",
       FormatExport(pack.movement, ExportFormat::kPaste, paste)},
      {"movement.json", "the movement as JSON", FormatExport(pack.movement, ExportFormat::kJson, exports)},
  };
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
  std::string out = fmt::format("{} {}, {} tables, {} rounds: {}\n", r.contestants, r.individual ? "players" : "pairs",
                                r.tables, r.rounds, pack.candidate);
  out += fmt::format("Qf = {:.2f}  Qf1av = {}\n", r.moments.Qf, FigureText(r.vacancy.Qf1av));
  out += FormatWalking(pack.movement, pack.walking);
  if (!pack.walk_note.empty()) out += "  " + pack.walk_note + "\n";
  out += "\nwritten:\n";
  for (const SessionFile& file : pack.files) {
    out += fmt::format("  {:<40} {}\n", (std::filesystem::path(folder) / file.name).string(), file.what);
  }
  return out;
}

}  // namespace movebal
