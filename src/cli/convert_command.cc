// movebal convert IN OUT: a movement from one file format into another
// (formats/movement_formats.h), chosen by the files' extensions or by --from
// and --to. The movement itself is carried over unchanged, so `check` of both
// files gives the same figures; the output is opened before the input is
// read, and an existing OUT is refused unless --force.
#include <cstdio>
#include <string>

#include "cli/club_options.h"
#include "cli/command.h"
#include "cli/option_table.h"
#include "formats/movement_formats.h"

namespace movebal {
namespace {

struct ConvertSettings : CommonSettings {
  std::optional<std::string> to;
  std::optional<std::string> from;
  std::optional<int> boards;
};

const OptionTable<ConvertSettings>& ConvertOptionTable() {
  using S = ConvertSettings;
  // The format names come from the table of formats, so a new row is listed.
  static const std::string to_help = "format of OUT (" + FormatNames(true) + "); default: by its extension";
  static const std::string from_help =
      "format of IN (" + FormatNames(false) + "); default: by its extension, else its content";
  static const OptionTable<S> table = {
      {{"to", "", nullptr, 0, 0, to_help.c_str()}, &S::to},
      {{"from", "", nullptr, 0, 0, from_help.c_str()}, &S::from},
      {{"boards", "", nullptr, 1, kMaxBoardsPerGroup, "boards per board group, for formats that number boards (json, ebu, paste)"},
       &S::boards},
      kForceOption<S>,
      kHelpOption<S>,
  };
  return table;
}

Result<const MovementFormat*> TargetFormat(const ConvertSettings& settings, const std::string& out) {
  const MovementFormat* format = settings.to ? FindMovementFormat(*settings.to) : FormatOfPath(out);
  if (format == nullptr) {
    return Error::Plain(settings.to ? fmt::format("unknown format '{}' (formats written: {})", Excerpt(*settings.to), FormatNames(true))
                                    : fmt::format("the extension of '{}' names no format: give --to ({})", out, FormatNames(true)));
  }
  if (format->write == nullptr) {
    return Error::Plain(fmt::format("movebal does not write {} files ({}); formats written: {}", format->name,
                                    format->description, FormatNames(true)));
  }
  if (format->needs_boards && !settings.boards) {
    return Error::Plain(fmt::format("{} numbers the boards: give --boards N (boards per board group)", format->name));
  }
  return format;
}

int Convert(Prepared<ConvertSettings>& run) {
  const ConvertSettings& settings = run.settings;
  const std::string& in = settings.operands[0];
  const std::string& out = settings.operands[1];
  auto format = TargetFormat(settings, out);
  if (!format) return Fail("convert", format.error());
  auto output = OutputFile::Open(out, Existing::kRefuse, settings.force);
  if (!output) return Fail("convert", output.error());
  auto doc = ReadMovementFile(in, settings.from.value_or(""));
  if (!doc) return Fail("convert", doc.error());
  for (const std::string& warning : doc->warnings) std::fprintf(stderr, "movebal convert: %s\n", warning.c_str());
  FormatWriteOptions options;
  options.boards_per_group = settings.boards.value_or(0);
  auto text = (*format)->write(*doc, options);
  if (!text) return Fail("convert", text.error());
  if (Status written = output->Commit(*text); !written) return Fail("convert", written.error());
  return 0;
}

}  // namespace

OptionSurface ConvertSurface() { return SurfaceOf<ConvertSettings, ConvertOptionTable>(); }

int RunConvert(const Invocation& call, const Args& args) {
  return RunCommand(call, args,
                    Command<ConvertSettings>{.usage = "[options] IN OUT   (IN '-' reads standard input, OUT '-' writes standard output)",
                                             .options = ConvertOptionTable,
                                             .min_operands = 2,
                                             .max_operands = 2,
                                             .work = Convert});
}

}  // namespace movebal
