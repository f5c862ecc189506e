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
