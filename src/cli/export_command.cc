// movebal export FILE --boards N --format F: the movement for a scoring
// program (Bridgemate round table, spreadsheet paste columns, or JSON).
#include <cstdint>
#include <cstdio>

#include "base/file_io.h"
#include "cli/club_options.h"
#include "cli/option_table.h"
#include "cli/subtools.h"
#include "club/cards.h"
#include "club/export.h"
#include "movement/asc_reader.h"
#include "movement/structure_check.h"

namespace movebal {
namespace {

struct ExportSettings : CommonSettings {
  int boards = 0;
  bool allow_unplayable = false;
  std::string format;
  std::optional<int> absent;
  std::optional<std::string> section;
  bool no_header = false;
};

const OptionTable<ExportSettings>& ExportOptionTable() {
  using S = ExportSettings;
  static const OptionTable<S> table = {
      kBoardsOption<S>,
      {{"format", "", "bridgemate", 0, 0, "bridgemate (CSV round table), paste (tab-separated) or json",
        "bridgemate|paste|json"},
       &S::format},
      {{"absent", "v", nullptr, 1, kMaxCount, "pair n does not come: its seat is written as 0 (a sit-out)"}, &S::absent},
      kSectionOption<S>,
      {{"no-header", "", nullptr, 0, 0, "leave out the line of column names (bridgemate, paste)"}, &S::no_header},
      kAllowUnplayableOption<S>,
      kOutputOption<S>,
      kForceOption<S>,
      kHelpOption<S>,
  };
  return table;
}

}  // namespace

OptionSurface ExportSurface() { return SurfaceOf<ExportSettings, ExportOptionTable>(); }

int RunExport(const Args& args) {
  ExportSettings settings;
  if (auto done = ParseCommandLine("export", "[options] FILE --boards N   (FILE '-' reads standard input)",
                                   ExportOptionTable(), args, 1, 1, settings)) {
    return *done;
  }
  auto format = ParseExportFormat(settings.format);
  if (!format) return Fail("export", format.error());
  auto output = OutputFile::Open(settings.output.value_or("-"), Existing::kRefuse, settings.force);
  if (!output) return Fail("export", output.error());
  auto doc = ReadAscFile(settings.operands.front());
  if (!doc) return Fail("export", doc.error());
  if (Status playable = RefuseUnplayable(*doc, "--allow-unplayable"); !settings.allow_unplayable && !playable) {
    return Fail("export", playable.error());
  }
  if (const std::string warning = BoardsPerRoundWarning(settings.boards); !warning.empty()) {
    std::fprintf(stderr, "movebal export: %s\n", warning.c_str());
  }
  ExportOptions options;
  options.boards_per_group = settings.boards;
  auto section = SectionOf(settings.section);
  if (!section) return Fail("export", section.error());
  options.section = *section;
  options.header = !settings.no_header;
  options.description = doc->description;  // JSON keeps all the file's comments
  options.description.insert(options.description.end(), doc->comments.begin(), doc->comments.end());
  if (settings.absent) {
    options.absent = *settings.absent;
    if (Status known = CheckAbsent(doc->movement, options.absent); !known) return Fail("export", known.error());
    if (*format == ExportFormat::kJson) return Fail("export", Error::Plain("--absent applies to bridgemate and paste, not json"));
  }
  if (Status ok = RefuseGiven(settings, {"section", "no-header"}, "the JSON movement has no section and no header line");
      *format == ExportFormat::kJson && !ok) {
    return Fail("export", ok.error());
  }
  if (Status written = output->Commit(FormatExport(doc->movement, *format, options)); !written) {
    return Fail("export", written.error());
  }
  return 0;
}

}  // namespace movebal
