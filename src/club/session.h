// Everything a director prints and loads for one evening, from "P pairs, R
// rounds of B boards": the movement designed as `generate best` designs it
// (design/best.h), checked for play, then its .asc file, the guide cards
// (movement sheet, table and pair cards) as one page to print, the check
// report with the heat map, and every scorer export, written into one
// folder. `movebal session` is this, with options.
#ifndef MOVEBAL_CLUB_SESSION_H_
#define MOVEBAL_CLUB_SESSION_H_

#include <string>
#include <vector>

#include "base/status.h"
#include "club/cards.h"
#include "club/section.h"
#include "design/best.h"
#include "design/sections.h"
#include "movement/movement.h"
#include "movement/sections.h"
#include "scoring/balance.h"
#include "scoring/walking.h"

namespace movebal {

// Why --tables and --section are refused with --sections (the command
// refuses them before the design, DesignSession again for other callers).
inline constexpr const char* kSectionsNeedNoTables =
    "--tables is for one section: with --sections each gets the tables it needs";
inline constexpr const char* kSectionsAreLettered = "--sections letters them A, B, ...";

struct SessionRequest {
  BestRequest best;            // pairs, rounds, tables available, sets of boards (per section)
  BestDesignSettings design;   // seed, threads, time, stop flag
  int sections = 1;            // sections on the same boards (design/sections.h), lettered A, B, ...
  SectionScoring scoring = SectionScoring::kField;  // with sections: what the arrows balance
  CardOptions cards;           // boards per group, title, section (one section), which cards
  int per_page = 0;            // table or pair cards per printed page (0: as many as fit)
  int pick = 1;                // the rank of the candidate to write (1: the best)
  std::vector<std::string> description;  // comment lines for the .asc (how to repeat it)
};

struct SessionFile {
  std::string name;  // within the folder
  std::string what;  // for the director: "movement", "cards to print", ...
  std::string content;
};

// One section of the evening, as its cards show it.
struct SessionSection {
  Section section;         // the letter (none for an evening of one section without --section)
  std::string candidate;   // what its movement is (Candidate::name)
  SectionPart part;        // its pairs and tables in SessionPack::movement
  Movement movement;       // the section on its own, numbered from 1
  BalanceReport report;    // scored on its own
  WalkingReport walking;
  std::string sharing;     // SetsNote: more sets of boards needed than request.best.copies
  std::string walk_note;   // PairWalkNote of the ranking, for the best
};

struct SessionPack {
  Movement movement;       // as written to the .asc file: every section, side by side
  BalanceReport report;    // of the whole field (across the sections)
  std::vector<SessionSection> sections;  // one, or request.sections
  std::vector<std::string> ranking;  // RankingTable: the candidates, best first (per size of section)
  std::vector<SessionFile> files;
};

// Designs the movement, takes the candidate of rank `request.pick` and
// builds every file in memory: with sections, one .asc, JSON and
// Bridgemate file for the field, one cards page with every section's
// cards, and a paste file per section. A rank beyond the candidates found is an
// error of kind kFailed. A design that the
// structure check refuses for play (structure_check.h) is an error of kind
// kFailed and writes nothing.
Result<SessionPack> DesignSession(const SessionRequest& request);

// Whether `folder` can take the files, checked before the design so that a
// request that cannot be written is refused at once: a name, not a link
// that points nowhere, an existing folder (empty, or any with `force`) or
// one that can be created in a folder we may write in. Creates nothing.
Status CheckSessionFolder(const std::string& folder, bool force);

// Opens `folder` for the files: creates it, or takes an empty one; a folder
// with files in it only with `force` (files of the same name are replaced).
// Every file is checked before the first is written, and each is written
// whole (base/file_io.h), so that an interrupted run leaves no half file.
Status WriteSessionFiles(const std::string& folder, const std::vector<SessionFile>& files, bool force);

// What `movebal session` prints: the movement, its figures and walking, and
// the files under `folder`.
std::string FormatSessionSummary(const SessionPack& pack, const std::string& folder);

}  // namespace movebal

#endif  // MOVEBAL_CLUB_SESSION_H_
