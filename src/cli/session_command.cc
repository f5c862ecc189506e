// movebal session --pairs P --rounds R --boards B -o DIR: the evening in one
// command. The work is club/session.h; this file reads the options, checks
// the folder before the design, prints what was written, and turns a signal
// into exit status 130: after the design has a movement, with the files
// written from the best found so far.
#include <fmt/format.h>

#include <cstdio>

#include "base/file_io.h"
#include "cli/club_options.h"
#include "cli/generate_output.h"
#include "cli/option_table.h"
#include "cli/command.h"
#include "club/cards.h"
#include "club/session.h"
#include "design/best.h"
#include "design/sections.h"
#include "pair_movements/mitchell.h"
#include "combinatorial_designs/starters.h"

namespace movebal {
namespace {

// Without -T the design gets this long, so that the whole command takes well
// under half a minute (the files take a fraction of a second).
constexpr double kDefaultSessionSeconds = 10;

struct SessionSettings : CommonSettings {
  int pairs = 0;
  int rounds = 0;
  int boards = 0;
  int tables = 0;
  int share = 1;
  int sections = 1;
  std::string scoring;
  std::int64_t moves = 0;
  std::optional<std::string> section, title;
  int per_page = 0;
  int pick = 1;
  bool list = false, no_table_cards = false, no_pair_cards = false;
};

const OptionTable<SessionSettings>& SessionOptionTable() {
  using S = SessionSettings;
  static const OptionTable<S> table = {
      {{"pairs", "p", nullptr, 4, kMaxSectionPairs * 26,
        "number of pairs (odd: one pair sits out each round); beyond 44 in sections of at most 44", nullptr, true},
       &S::pairs},
      {{"rounds", "", nullptr, 2, kMaxStarterOrder, "number of rounds", nullptr, true}, &S::rounds},
      kBoardsOption<S>,
      {{"tables", "", "0", 0, kMaxMitchellTables, "tables available (0: as many as needed)"}, &S::tables},
      kCopiesOption<S>,
      kShareOption<S>,
      {{"sections", "", "1", 1, 26,
        "sections on the same boards, as even as they go (27 in 2: 14 and 13), lettered A, B, ...; each walks "
        "its own movement on its own set of boards"},
       &S::sections},
      {{"scoring", "", "field", 0, 0,
        "with --sections: field (scored across the field: the arrows balance every pair against every pair) or "
        "section (each section scored on its own)",
        "field|section"},
       &S::scoring},
      {{"list", "", nullptr, 0, 0, "print the candidates, best first, with their Qf and walking; write nothing"}, &S::list},
      {{"pick", "", "1", 1, 1000, "write the candidate of this rank of --list (same --seed and -s: the same list)"},
       &S::pick},
      kTitleOption<S>,
      kSectionOption<S>,
      kPerPageOption<S>,
      kNoTableCardsOption<S>,
      kNoPairCardsOption<S>,
      kTimeOption<S>,
      kMovesOption<S>,
      kIterationsOption<S>,
      kSeedOption<S>,
      kThreadsOption<S>,
      kOutputOption<S>,
      kForceOption<S>,
      kQuietOption<S>,
      kHelpOption<S>,
  };
  return table;
}

constexpr const char* kSessionUsage =
    "--pairs P --rounds R --boards B -o DIR [options]   (or --list instead of -o)\n"
    "  (-o: the folder to write, created, or one with files in it only with --force;\n"
    "   -T: seconds for the design, default 10)";

Status CheckFolder(const SessionSettings& settings) {
  const std::vector<int> sizes = SectionSizes(settings.pairs, settings.sections);
  if (!sizes.empty() && sizes.front() > kMaxSectionPairs) {
    return Error::Plain(fmt::format("--pairs {}: a section takes at most {} pairs (--sections {} for {})", settings.pairs,
                                    kMaxSectionPairs, (settings.pairs + kMaxSectionPairs - 1) / kMaxSectionPairs,
                                    settings.pairs));
  }
  if (settings.sections > 1) {
    if (sizes.empty()) {
      return Error::Plain(fmt::format("--sections {}: {} pairs make sections of fewer than 4 pairs", settings.sections,
                                      settings.pairs));
    }
    if (Status alone = RefuseGiven(settings, {"section"}, kSectionsAreLettered); !alone) return alone;
    if (settings.tables != 0) return Error::Plain(kSectionsNeedNoTables);
  } else if (Status alone = RefuseGiven(settings, {"scoring"}, "it says how sections are scored: --sections 2 or more");
             !alone) {
    return alone;
  }
  if (settings.list) return RefuseGiven(settings, {"output", "pick"}, "--list writes nothing");
  if (!settings.output) return Error::Plain("-o DIR is required: the folder to write");
  if (*settings.output == "-") return Error::Plain("-o names a folder, not standard output");
  return CheckSessionFolder(*settings.output, settings.force);
}

int DesignEvening(Prepared<SessionSettings>& run) {
  const SessionSettings& settings = run.settings;
  auto cards = CardOptionsOf(settings);
  if (!cards) return Fail("session", cards.error());
  WarnOfBoards("session", settings.boards);
  const std::vector<int> sizes = SectionSizes(settings.pairs, settings.sections);
  WarnOfRounds("session", sizes.empty() ? settings.pairs : sizes.back(), settings.rounds);
  SessionRequest request;
  request.best.pairs = settings.pairs;
  request.best.rounds = settings.rounds;
  request.best.tables = settings.tables;
  request.best.copies = settings.share;
  request.sections = settings.sections;
  request.scoring = settings.scoring == "section" ? SectionScoring::kSection : SectionScoring::kField;
  request.design = DesignSettingsOf(settings, run.search, settings.moves, kDefaultSessionSeconds);
  request.cards = *cards;
  request.per_page = settings.per_page;
  request.pick = settings.pick;
  std::map<std::string, std::string> in_force = {{"seed", std::to_string(settings.seed)},
                                                  {"threads", std::to_string(request.design.run.threads)}};
  if (const double seconds = DesignSecondsOf(settings, kDefaultSessionSeconds); seconds > 0) {
    in_force["time"] = fmt::format("{}", seconds);
  }
  request.description = {"to repeat: " + RepeatLine("movebal session", SessionOptionTable(), settings, in_force)};
  auto pack = DesignSession(request);
  if (!pack && run.search.Stopped()) {
    return Fail("session", Error{ErrorKind::kInterrupted, {}, 0, 0, "interrupted before a movement was found; nothing written"});
  }
  if (!pack) return Fail("session", pack.error());
  if (settings.list) {
    std::string text;
    for (const std::string& line : pack->ranking) text += line + "\n";
    if (Status printed = WriteStdout(text); !printed) return Fail("session", printed.error());
    return run.search.Stopped() ? ExitCode(ErrorKind::kInterrupted) : 0;
  }
  if (Status written = WriteSessionFiles(*settings.output, pack->files, settings.force); !written) {
    return Fail("session", written.error());
  }
  if (Status printed = WriteStdout(FormatSessionSummary(*pack, *settings.output)); !printed) {
    return Fail("session", printed.error());
  }
  if (run.search.Stopped()) {
    return Fail("session", Error{ErrorKind::kInterrupted, {}, 0, 0,
                                 "interrupted: the files hold the best movement found before the stop"});
  }
  std::string sharing;
  for (const SessionSection& section : pack->sections) {
    if (section.sharing.empty()) continue;
    const std::string who = pack->sections.size() > 1 ? "section " + section.section.letter() + ": " : "";
    sharing += (sharing.empty() ? "" : "; ") + who + section.sharing;
  }
  if (!sharing.empty()) return Fail("session", Error::Failed(sharing + "; the files are written all the same"));
  return 0;
}

}  // namespace

OptionSurface SessionSurface() { return SurfaceOf<SessionSettings, SessionOptionTable>(); }

int RunSession(const Invocation& call, const Args& args) {
  return RunCommand(call, args,
                    Command<SessionSettings>{.usage = kSessionUsage,
                                             .options = SessionOptionTable,
                                             .work = DesignEvening,
                                             .check = CheckFolder});
}

}  // namespace movebal
