#include "base/status.h"

namespace movebal {

int ExitCode(ErrorKind kind) {
  switch (kind) {
    case ErrorKind::kInput:
      return 2;
    case ErrorKind::kFailed:
      return 1;
    case ErrorKind::kInterrupted:
      return 130;
  }
  return 1;
}

std::string Excerpt(std::string_view text) {
  const std::size_t line_end = text.find_first_of("\r\n");
  std::string_view shown = text.substr(0, line_end);
  const bool cut = shown.size() > kMaxQuoted || line_end != std::string_view::npos;
  if (shown.size() > kMaxQuoted) {
    std::size_t end = kMaxQuoted;
    // Back to the start of a UTF-8 character (continuation bytes are 10xxxxxx).
    while (end > 0 && (static_cast<unsigned char>(shown[end]) & 0xC0) == 0x80) --end;
    shown = shown.substr(0, end);
  }
  return cut ? std::string(shown) + "..." : std::string(shown);
}

std::string Error::ToString() const {
  std::string out;
  if (!file.empty()) {
    out += file;
    if (line > 0) {
      out += ':' + std::to_string(line);
      if (column > 0) out += ':' + std::to_string(column);
    }
    out += ": ";
  }
  return out + message;
}

}  // namespace movebal
