#include "formats/movement_formats.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <optional>

#include "base/file_io.h"
#include "formats/bws_movement.h"
#include "formats/ebu_movement.h"
#include "formats/mvt_movement.h"
#include "formats/paste_movement.h"
#include "movement/asc_writer.h"
#include "movement/movement_file.h"
#include "movement/json_movement.h"

namespace movebal {
namespace {

Result<std::string> WriteAsc(const MovementDocument& doc, const FormatWriteOptions&) {
  return FormatAsc(doc.movement, doc.comments, doc.description);
}

Result<std::string> WriteJson(const MovementDocument& doc, const FormatWriteOptions& options) {
  if (options.boards_per_group < 1) return Error::Plain("the JSON movement numbers its boards: give --boards N");
  std::vector<std::string> description = doc.description;
  description.insert(description.end(), doc.comments.begin(), doc.comments.end());
  return FormatMovementJson(doc.movement, options.boards_per_group, description);
}

#ifdef MOVEBAL_HAVE_MDB
constexpr const char* kBwsDescription = "Bridgemate scoring database: the RoundData table (read only)";
#else
constexpr const char* kBwsDescription =
    "Bridgemate scoring database: the RoundData table (not readable in this build: no mdbtools library)";
#endif

std::string Lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool StartsWith(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }

}  // namespace

const std::vector<MovementFormat>& MovementFormats() {
  static const std::vector<MovementFormat> table = {
      {"asc", {"asc", "txt", "csv"}, "balans movement file: a header, then pairs and board group per table, a line per round",
       "pjms.nl, \"Movement files in the format .ASC\", version 1.0", ParseMovementText, WriteAsc},  // JSON by content too
      {"json", {"json"}, "movebal's JSON movement: rounds, tables, pairs, board groups and board numbers",
       "docs/manual.md, \"JSON movement\"", ParseMovementJson, WriteJson, true},
      {"ebu", {"txt"}, "EBUScore/EBUTeams movement: comma-separated header and one line per table (pairs, teams)",
       "EBU forum, \"Writing new movements in EBU Score\" (forums.ebu.co.uk/discussion/1858)", ParseEbuMovement,
       FormatEbuMovement, true},
      {"mvt", {"mvt"}, "tab-separated .mvt records: description, move texts, one record per table and round",
       "no public description found: the structure of the files themselves", ParseMvt, FormatMvt},
      {"paste", {"tsv"}, "Magic Contest simple movement: Table, Round, N-S, E-W, From, To columns, no header",
       "brenning.se, Magic Contest documents, \"Movement editor\"", ParsePaste, FormatPasteMovement, true},
      {"bws", {"bws"}, kBwsDescription, "Bridge Systems, Bridgemate Control Software database (RoundData table)",
       ParseBws, nullptr},
      {"ase", {}, "ASE Scorer user movement: its Load option reads a text file whose layout is not described",
       "asecomputing.com/HelpFiles/usermovements.htm", nullptr, nullptr},
  };
  return table;
}

const MovementFormat* FindMovementFormat(std::string_view name) {
  for (const MovementFormat& format : MovementFormats()) {
    if (name == format.name) return &format;
  }
  return nullptr;
}

std::vector<const MovementFormat*> FormatsOfPath(std::string_view path) {
  const std::size_t slash = path.find_last_of('/');
  const std::string_view file = slash == std::string_view::npos ? path : path.substr(slash + 1);
  const std::size_t dot = file.find_last_of('.');
  if (dot == std::string_view::npos || dot == 0) return {};
  const std::string extension = Lower(file.substr(dot + 1));
  std::vector<const MovementFormat*> found;
  for (const MovementFormat& format : MovementFormats()) {
    if (std::find(format.extensions.begin(), format.extensions.end(), extension) != format.extensions.end()) {
      found.push_back(&format);
    }
  }
  return found;
}

const MovementFormat* FormatOfPath(std::string_view path) {
  const auto found = FormatsOfPath(path);
  return found.empty() ? nullptr : found.front();
}

namespace {

// A file whose extension several formats share, read by each: the one that
// reads it; when none does, the error of the reading that got furthest into
// the file (an EBUScore file fails as .asc at its header; at one place, the
// later row, the more particular format); and a refusal
// naming both readings when two read it as different movements.
Result<MovementDocument> ParseSharedExtension(std::string_view text, const std::string& name,
                                         const std::vector<const MovementFormat*>& formats) {
  std::optional<Result<MovementDocument>> chosen;
  const MovementFormat* chosen_format = nullptr;
  std::optional<Error> furthest_error;
  for (const MovementFormat* format : formats) {
    auto doc = format->read(text, name);
    if (!doc) {
      const Error& e = doc.error();
      if (!furthest_error || std::pair(e.line, e.column) >= std::pair(furthest_error->line, furthest_error->column)) {
        furthest_error = e;
      }
      continue;
    }
    if (chosen && (*chosen)->movement != doc->movement) {
      const Movement& a = (*chosen)->movement;
      const Movement& b = doc->movement;
      return Error::At(name, 1, 1,
                       fmt::format("the file reads as two movements: as {} ({} pairs, {} tables, {} rounds) and as {} "
                                   "({} pairs, {} tables, {} rounds); name the format (convert --from {} or --from {})",
                                   chosen_format->name, a.contestants, a.tables, a.rounds, format->name,
                                   b.contestants, b.tables, b.rounds, chosen_format->name, format->name));
    }
    if (!chosen) {
      chosen = std::move(doc);
      chosen_format = format;
    }
  }
  if (chosen) return std::move(*chosen);
  return *furthest_error;
}

}  // namespace

std::string FormatNames(bool writers) {
  std::string names;
  for (const MovementFormat& format : MovementFormats()) {
    if ((writers ? format.write == nullptr : format.read == nullptr)) continue;
    names += (names.empty() ? "" : ", ") + std::string(format.name);
  }
  return names;
}

Result<MovementDocument> ParseMovementAs(std::string_view text, const std::string& name, const MovementFormat* format) {
  if (format == nullptr) {
    std::vector<const MovementFormat*> by_extension;
    for (const MovementFormat* f : FormatsOfPath(name)) {
      if (f->read != nullptr) by_extension.push_back(f);
    }
    if (by_extension.size() > 1) return ParseSharedExtension(text, name, by_extension);
    if (by_extension.size() == 1) format = by_extension.front();
  }
  if (format != nullptr) {
    if (format->read == nullptr) {
      return Error::Plain(fmt::format("movebal does not read {} files ({})", format->name, format->description));
    }
    return format->read(text, name);
  }
  // By content: an Access database, .mvt records, else JSON or .asc.
  if (text.size() > 20 && (StartsWith(text.substr(4), "Standard Jet DB") || StartsWith(text.substr(4), "Standard ACE DB"))) {
    return ParseBws(text, name);
  }
  std::string_view start = text;
  if (StartsWith(start, "\xEF\xBB\xBF")) start.remove_prefix(3);
  if (StartsWith(start, "0000\t")) return ParseMvt(text, name);
  return ParseMovementText(text, name);
}

Result<MovementDocument> ReadMovementFile(const std::string& path, const std::string& format) {
  const MovementFormat* chosen = nullptr;
  if (!format.empty()) {
    chosen = FindMovementFormat(format);
    if (chosen == nullptr) {
      return Error::Plain(fmt::format("unknown movement format '{}' (formats read: {})", Excerpt(format), FormatNames(false)));
    }
  }
  auto text = ReadFileBounded(path);
  if (!text) return text.error();
  return ParseMovementAs(*text, path == "-" ? "<stdin>" : path, chosen);
}

}  // namespace movebal
