#include "movement/movement_file.h"

#include "base/file_io.h"
#include "movement/asc_reader.h"
#include "movement/json_movement.h"

namespace movebal {
namespace {

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

}  // namespace

Result<MovementDocument> ParseMovementText(std::string_view text, const std::string& name) {
  std::string_view rest = text;
  if (rest.starts_with(kByteOrderMark)) rest.remove_prefix(kByteOrderMark.size());
  const std::size_t first = rest.find_first_not_of(" \t\r\n");
  if (first != std::string_view::npos && rest[first] == '{') return ParseMovementJson(rest, name);
  return ParseAsc(text, name);
}

Result<MovementDocument> ReadMovementDocument(const std::string& path) {
  auto text = ReadFileBounded(path);
  if (!text) return text.error();
  return ParseMovementText(*text, path == "-" ? "<stdin>" : path);
}

}  // namespace movebal
