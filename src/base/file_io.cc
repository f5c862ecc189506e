#include "base/file_io.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>

#include "base/stop_signals.h"

namespace movebal {
namespace fs = std::filesystem;
namespace {

constexpr std::size_t kReadChunk = 1 << 16;
// Short and fixed, so that it fits beside any valid file name.
constexpr const char* kTemporaryPattern = ".movebal-XXXXXX";
constexpr int kWritableBits = S_IWUSR | S_IWGRP | S_IWOTH;

std::string Reason() { return std::strerror(errno); }

Result<std::string> ReadStream(std::FILE* in, const std::string& name, std::size_t limit) {
  std::string text;
  std::unique_ptr<char[]> chunk(new char[kReadChunk]);
  while (true) {
    const std::size_t n = std::fread(chunk.get(), 1, kReadChunk, in);
    if (text.size() + n > limit) {
      return Error::At(name, 0, 0, fmt::format("is larger than {} MiB; no movement or design file is that large",
                                               limit >> 20));
    }
    text.append(chunk.get(), n);
    if (n < kReadChunk) break;
  }
  if (std::ferror(in)) return Error::At(name, 0, 0, "cannot read: " + Reason());
  return text;
}

Status WriteAll(int fd, std::string_view content) {
  std::size_t written = 0;
  while (written < content.size()) {
    const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
    if (n < 0) {
      if (errno == EINTR) continue;
      return Error::Failed("cannot write: " + Reason());
    }
    written += static_cast<std::size_t>(n);
  }
  return Ok();
}

}  // namespace

Result<std::string> ReadFileBounded(const std::string& path, std::size_t limit) {
  if (path == "-") return ReadStream(stdin, "<stdin>", limit);
  std::error_code ec;
  if (fs::is_directory(path, ec)) return Error::At(path, 0, 0, "is a folder, not a file");
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> in(std::fopen(path.c_str(), "rb"), std::fclose);
  if (!in && errno == EINTR && StopRequested()) return Error::Interrupted();  // a fifo nobody writes
  if (!in) return Error::At(path, 0, 0, "cannot open the file for reading: " + Reason());
  return ReadStream(in.get(), path, limit);
}

Result<OutputFile> OutputFile::Open(const std::string& path, Existing existing, bool force) {
  OutputFile out;
  out.path_ = path;
  if (path == "-") return out;
  if (path.empty()) return Error::Plain("the output file name is empty");
  struct stat link {};
  const bool is_link = ::lstat(path.c_str(), &link) == 0 && S_ISLNK(link.st_mode);
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) {
    if (errno == ELOOP) return Error::At(path, 0, 0, "is a loop of symbolic links");
    // A link to nothing: writing through it would put a file where the user
    // may not expect one, and replacing it would lose the link.
    if (is_link) return Error::At(path, 0, 0, "is a symbolic link to a file that does not exist; refusing to write");
    if (errno != ENOENT) return Error::At(path, 0, 0, "cannot use this name: " + Reason());
  } else {
    if (S_ISDIR(st.st_mode)) return Error::At(path, 0, 0, "is a folder, not a file");
    if (!S_ISREG(st.st_mode)) {  // a device or a pipe: written into at Commit
      out.target_ = path;
      return out;
    }
    if (existing == Existing::kRefuse && !force) {
      return Error::At(path, 0, 0, "the file exists; refusing to overwrite it (--force replaces it)");
    }
    if ((st.st_mode & kWritableBits) == 0 && !force) {
      return Error::At(path, 0, 0, "the file is read-only; refusing to replace it (--force replaces it)");
    }
    out.mode_ = static_cast<int>(st.st_mode & 07777);
  }
  std::error_code ec;
  // Through a symbolic link, the file it names is the one replaced.
  const fs::path target = is_link ? fs::canonical(path, ec) : fs::path(path);
  if (ec) return Error::At(path, 0, 0, "cannot follow the symbolic link: " + ec.message());
  const fs::path folder = target.has_parent_path() ? target.parent_path() : fs::path(".");
  if (!fs::is_directory(folder, ec)) return Error::At(path, 0, 0, fmt::format("the folder '{}' does not exist", folder.string()));
  if (::access(folder.c_str(), W_OK | X_OK) != 0) {
    return Error::At(path, 0, 0, fmt::format("cannot create a file in '{}': {}", folder.string(), Reason()));
  }
  // The temporary file is made only when the result is written (Commit), so
  // that a run killed during its work leaves nothing behind.
  out.target_ = target.string();
  out.folder_ = folder.string();
  return out;
}

OutputFile::OutputFile(OutputFile&& other) noexcept
    : path_(std::move(other.path_)),
      target_(std::move(other.target_)),
      folder_(std::move(other.folder_)),
      temporary_(std::move(other.temporary_)),
      fd_(other.fd_),
      mode_(other.mode_),
      cleanup_slot_(other.cleanup_slot_) {
  other.temporary_.clear();
  other.fd_ = -1;
  other.cleanup_slot_ = -1;
}

OutputFile::~OutputFile() { Discard(); }

void OutputFile::Discard() {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
  if (!temporary_.empty()) ::unlink(temporary_.c_str());
  temporary_.clear();
  UnregisterTemporaryFile(cleanup_slot_);
  cleanup_slot_ = -1;
}

Status OutputFile::Commit(std::string_view content) {
  if (path_ == "-") return WriteStdout(content);
  if (folder_.empty()) {  // a device or a pipe
    const int fd = ::open(target_.c_str(), O_WRONLY);
    if (fd < 0 && errno == EINTR && StopRequested()) return Error::Interrupted();  // a fifo nobody reads
    if (fd < 0) return Error::Failed("cannot open for writing: " + Reason(), path_);
    Status written = WriteAll(fd, content);
    ::close(fd);
    if (!written) return Error::Failed(written.error().message, path_);
    return Ok();
  }
  auto fail = [&](const std::string& why) -> Status {
    Discard();
    return Error::Failed(why, path_);
  };
  std::string temporary = (fs::path(folder_) / kTemporaryPattern).string();
  fd_ = ::mkstemp(temporary.data());
  if (fd_ < 0) return fail(fmt::format("cannot create a file in '{}': {}", folder_, Reason()));
  temporary_ = temporary;
  cleanup_slot_ = RegisterTemporaryFile(temporary_.c_str());
  if (Status written = WriteAll(fd_, content); !written) return fail(written.error().message);
  if (mode_ < 0) {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    mode_ = static_cast<int>(0666 & ~mask);
  }
  if (::fchmod(fd_, static_cast<mode_t>(mode_)) != 0 || ::fsync(fd_) != 0) return fail("cannot finish writing: " + Reason());
  const int fd = fd_;
  fd_ = -1;
  if (::close(fd) != 0) return fail("cannot finish writing: " + Reason());
  if (std::rename(temporary_.c_str(), target_.c_str()) != 0) return fail("cannot put the file in place: " + Reason());
  temporary_.clear();
  Discard();
  return Ok();
}

Status WriteFileAtomically(const std::string& path, std::string_view content, Existing existing, bool force) {
  auto out = OutputFile::Open(path, existing, force);
  if (!out) return out.error();
  return out->Commit(content);
}

Status WriteStdout(std::string_view content) {
  if (std::fwrite(content.data(), 1, content.size(), stdout) != content.size() || std::fflush(stdout) != 0) {
    return Error::Failed("cannot write to standard output: " + Reason());
  }
  return Ok();
}

}  // namespace movebal
