#include "base/file_io.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <signal.h>
#include <time.h>

#include <atomic>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <optional>

#include "base/stop_signals.h"

namespace movebal {
namespace fs = std::filesystem;
namespace {

constexpr std::size_t kReadChunk = 1 << 16;
// Temporary names are ".movebal-PID-XXXXXX": short, so that they fit beside
// any valid file name, and holding the writer's pid, so that a later run can
// tell one left by a process that is gone (kill -9) from one being written.
constexpr const char* kTemporaryPrefix = ".movebal-";
constexpr std::size_t kTemporarySuffix = 6;
constexpr int kWritableBits = S_IWUSR | S_IWGRP | S_IWOTH;

std::string Reason() { return std::strerror(errno); }

std::string TemporaryName(const std::string& folder, const std::string& suffix) {
  return (fs::path(folder) / fmt::format("{}{}-{}", kTemporaryPrefix, ::getpid(), suffix)).string();
}

// The pid in a temporary name of ours, or 0 when the name is not one.
pid_t WriterOf(const std::string& name) {
  const std::size_t prefix = std::strlen(kTemporaryPrefix);
  if (name.rfind(kTemporaryPrefix, 0) != 0) return 0;
  const std::size_t dash = name.find('-', prefix);
  if (dash == std::string::npos || dash == prefix || dash - prefix > 9 || name.size() != dash + 1 + kTemporarySuffix) {
    return 0;
  }
  pid_t pid = 0;
  for (std::size_t i = prefix; i < dash; ++i) {
    if (!std::isdigit(static_cast<unsigned char>(name[i]))) return 0;
    pid = pid * 10 + (name[i] - '0');
  }
  for (std::size_t i = dash + 1; i < name.size(); ++i) {
    if (!std::isalnum(static_cast<unsigned char>(name[i]))) return 0;
  }
  return pid;
}

// Removes this user's temporary files in `folder` whose writer no longer
// runs: what a kill -9 during a write left where the file could not be made
// unnamed (O_TMPFILE). A name of a live process (or of a pid reused) stays.
void RemoveStaleTemporaries(const std::string& folder) {
  std::error_code ec;
  for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string path = it->path().string();
    const pid_t pid = WriterOf(it->path().filename().string());
    struct stat st {};
    if (pid <= 0 || pid == ::getpid() || ::lstat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode) ||
        st.st_uid != ::getuid()) {
      continue;
    }
    if (::kill(pid, 0) != 0 && errno == ESRCH) ::unlink(path.c_str());
  }
}

#ifdef O_TMPFILE
// A fresh suffix for a link name; a clash is retried by the caller.
std::string LinkSuffix() {
  static std::atomic<unsigned> counter{0};
  timespec now{};
  clock_gettime(CLOCK_REALTIME, &now);
  const unsigned mixed = static_cast<unsigned>(now.tv_nsec) ^ (counter.fetch_add(1) * 2654435761u);
  return fmt::format("{:06x}", mixed & 0xffffffu);
}
#endif

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
  RemoveStaleTemporaries(folder_);
  if (std::optional<Status> done = CommitUnnamed(content)) return *done;
  return CommitNamed(content);
}

Status OutputFile::Fail(const std::string& why) {
  Discard();
  return Error::Failed(why, path_);
}

Status OutputFile::Fill(std::string_view content) {
  if (Status written = WriteAll(fd_, content); !written) return Fail(written.error().message);
  if (mode_ < 0) {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    mode_ = static_cast<int>(0666 & ~mask);
  }
  if (::fchmod(fd_, static_cast<mode_t>(mode_)) != 0 || ::fsync(fd_) != 0) return Fail("cannot finish writing: " + Reason());
  return Ok();
}

Status OutputFile::RenameIntoPlace() {
  const int fd = fd_;
  fd_ = -1;
  if (::close(fd) != 0) return Fail("cannot finish writing: " + Reason());
  if (std::rename(temporary_.c_str(), target_.c_str()) != 0) return Fail("cannot put the file in place: " + Reason());
  temporary_.clear();
  Discard();
  return Ok();
}

// The file is written without a name (O_TMPFILE), so that a kill -9 during
// the write leaves nothing; complete, it is linked under a fresh temporary
// name and renamed over the target (linkat cannot replace a file; rename
// replaces it atomically), a window of two system calls. None where the
// platform or the file system refuses unnamed files.
std::optional<Status> OutputFile::CommitUnnamed(std::string_view content) {
#ifdef O_TMPFILE
  fd_ = ::open(folder_.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0600);
  // Refused (EOPNOTSUPP, EISDIR, EINVAL where the system or the file system
  // has no unnamed files, or any other reason): the named way is tried, and
  // says why when it fails too.
  if (fd_ < 0) return std::nullopt;
  if (Status filled = Fill(content); !filled) return filled;
  const std::string proc = fmt::format("/proc/self/fd/{}", fd_);
  for (int attempt = 0; attempt < 100; ++attempt) {
    std::string name = TemporaryName(folder_, LinkSuffix());
    // Through /proc; where it is not mounted, AT_EMPTY_PATH (which needs a
    // privilege) is the other way to name an open file.
    if (::linkat(AT_FDCWD, proc.c_str(), AT_FDCWD, name.c_str(), AT_SYMLINK_FOLLOW) != 0 &&
        (errno != ENOENT || ::linkat(fd_, "", AT_FDCWD, name.c_str(), AT_EMPTY_PATH) != 0)) {
      if (errno == EEXIST) continue;
      // No way to name the file: written again the other way.
      Discard();
      return std::nullopt;
    }
    temporary_ = std::move(name);
    cleanup_slot_ = RegisterTemporaryFile(temporary_.c_str());
    return RenameIntoPlace();
  }
  Discard();
#else
  (void)content;
#endif
  return std::nullopt;
}

// A named temporary file beside the target, registered for removal by a
// second signal; one a kill -9 leaves is removed by a later run
// (RemoveStaleTemporaries).
Status OutputFile::CommitNamed(std::string_view content) {
  std::string temporary = TemporaryName(folder_, std::string(kTemporarySuffix, 'X'));
  fd_ = ::mkstemp(temporary.data());
  if (fd_ < 0) return Fail(fmt::format("cannot create a file in '{}': {}", folder_, Reason()));
  temporary_ = temporary;
  cleanup_slot_ = RegisterTemporaryFile(temporary_.c_str());
  if (Status filled = Fill(content); !filled) return filled;
  return RenameIntoPlace();
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
