#include "movement/asc_writer.h"

#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace movebal {
namespace {

int Digits(int n) {
  int d = 1;
  while (n >= 10) {
    n /= 10;
    ++d;
  }
  return d;
}

bool NumericGroups(const Movement& m) { return m.group_style == GroupStyle::kNumbers || m.groups > 26; }

}  // namespace

std::string GroupLabel(const Movement& m, int g) {
  if (g < 0) return "0";
  if (NumericGroups(m)) return std::to_string(g + 1);
  return std::string(1, static_cast<char>('A' + g));
}

std::string FormatAsc(const Movement& m, const std::vector<std::string>& comments) {
  const bool numeric = NumericGroups(m);
  const int width = std::max(2, Digits(m.contestants));
  const int group_width = numeric ? Digits(m.groups) : 1;
  std::string out = fmt::format("{} {} {} {} {}{}\n", m.contestants, m.tables, m.rounds, m.groups,
                                m.individual ? 1 : 0, numeric ? " g" : "");
  for (int r = 0; r < m.rounds; ++r) {
    for (int t = 0; t < m.tables; ++t) {
      const Cell& c = m.at(r, t);
      if (t > 0) out += "   ";
      const std::string group = fmt::format("{:>{}}", GroupLabel(m, c.group), group_width);
      if (m.individual) {
        out += fmt::format("{:>{}} {:>{}} {:>{}} {:>{}} {}", c.ns[0], width, c.ns[1], width, c.ew[0], width, c.ew[1],
                           width, group);
      } else {
        out += fmt::format("{:>{}}-{:>{}} {}", c.ns[0], width, c.ew[0], width, group);
      }
    }
    out += '\n';
  }
  for (const std::string& line : comments) out += line.empty() ? "#\n" : "# " + line + "\n";
  return out;
}

Result<bool> WriteFileAtomically(const std::string& path, const std::string& content, bool overwrite) {
  if (path == "-") {
    std::cout << content << std::flush;
    if (!std::cout) return Error::Plain("cannot write to standard output");
    return true;
  }
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::file_status status = fs::status(path, ec);  // through symbolic links
  if (fs::exists(status)) {
    if (fs::is_directory(status)) return Error::At(path, 0, 0, "is a folder, not a file");
    if (!fs::is_regular_file(status)) {
      // A device or a pipe (/dev/null, a fifo): nothing to replace, and a
      // rename would put a plain file in its place. Write into it.
      std::ofstream out(path, std::ios::binary);
      out << content << std::flush;
      if (!out) return Error::At(path, 0, 0, "cannot write");
      return true;
    }
    if (!overwrite) {
      return Error::At(path, 0, 0, "the file exists; refusing to overwrite it (use --force to replace it)");
    }
  }
  // Through a symbolic link, the file it names is the one replaced.
  const fs::path target = fs::is_symlink(fs::symlink_status(path, ec)) ? fs::canonical(path, ec) : fs::path(path);
  const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  std::string temp = (dir / fmt::format(".{}.XXXXXX", target.filename().string())).string();
  const int fd = mkstemp(temp.data());
  if (fd < 0) return Error::At(path, 0, 0, fmt::format("cannot create a temporary file: {}", std::strerror(errno)));
  std::size_t written = 0;
  while (written < content.size()) {
    const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
    if (n < 0) {
      if (errno == EINTR) continue;
      const std::string why = std::strerror(errno);
      ::close(fd);
      std::remove(temp.c_str());
      return Error::At(path, 0, 0, "cannot write: " + why);
    }
    written += static_cast<std::size_t>(n);
  }
  const mode_t mask = ::umask(0);
  ::umask(mask);
  ::fchmod(fd, 0666 & ~mask);
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    std::remove(temp.c_str());
    return Error::At(path, 0, 0, fmt::format("cannot finish writing: {}", std::strerror(errno)));
  }
  fs::rename(temp, target, ec);
  if (ec) {
    std::remove(temp.c_str());
    return Error::At(path, 0, 0, "cannot rename the temporary file into place: " + ec.message());
  }
  return true;
}

}  // namespace movebal
