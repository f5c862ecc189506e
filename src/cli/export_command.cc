// movebal export FILE --boards N --format F: the movement for a scoring
// program (Bridgemate round table, spreadsheet paste columns, or JSON).
#include "cli/club_options.h"
#include "cli/command.h"
#include "cli/option_table.h"
#include "club/export.h"
#include "movement/structure_check.h"

namespace movebal {
namespace {

struct ExportSettings : PrintSettings {
  std::string format;
  std::optional<int> absent;
  std::optional<std::string> section;
  bool no_header = false;
};

const OptionTable<ExportSettings>& ExportOptionTable() {
  using S = ExportSettings;
  static const OptionTable<S> table = {
      kBoardsOption<S>,
      {{"format", "", "bridgemate", 0, 0, "bridgemate (RoundData rows as CSV: neither a .bws database nor the data connector's input), paste (tab-separated) or json",
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

int Export(Prepared<ExportSettings>& run) {
  const ExportSettings& settings = run.settings;
  const MovementDocument& doc = *run.doc;
  auto format = ParseExportFormat(settings.format);
  if (!format) return Fail("export", format.error());
  ExportOptions options;
  options.boards_per_group = settings.boards;
  auto section = SectionOf(settings.section);
  if (!section) return Fail("export", section.error());
  options.section = *section;
  options.header = !settings.no_header;
  options.description = doc.description;  // JSON keeps all the file's comments
  options.description.insert(options.description.end(), doc.comments.begin(), doc.comments.end());
  if (settings.absent) {
    options.absent = *settings.absent;
    if (Status known = CheckAbsent(doc.movement, options.absent); !known) return Fail("export", known.error());
    if (*format == ExportFormat::kJson) return Fail("export", Error::Plain("--absent applies to bridgemate and paste, not json"));
  }
  if (Status ok = RefuseGiven(settings, {"section", "no-header"}, "the JSON movement has no section and no header line");
      *format == ExportFormat::kJson && !ok) {
    return Fail("export", ok.error());
  }
  if (Status written = run.output->Commit(FormatExport(doc.movement, *format, options)); !written) {
    return Fail("export", written.error());
  }
  return 0;
}

}  // namespace

OptionSurface ExportSurface() { return SurfaceOf<ExportSettings, ExportOptionTable>(); }

int RunExport(const Invocation& call, const Args& args) {
  return RunCommand(call, args,
                    Command<ExportSettings>{.usage = "[options] FILE --boards N   (FILE '-' reads standard input)",
                                            .options = ExportOptionTable,
                                            .min_operands = 1,
                                            .max_operands = 1,
                                            .work = Export});
}

}  // namespace movebal
