// Reading and writing the user's files without ever losing one. Input is read
// with a size bound (a hostile /dev/zero cannot exhaust memory); output goes
// through a temporary file beside the target that is renamed into place only
// when complete, and the target is checked before the work that fills it
// starts, so that a bad output name costs no work.
//
// Thread safety: use each OutputFile from one thread.
#ifndef MOVEBAL_BASE_FILE_IO_H_
#define MOVEBAL_BASE_FILE_IO_H_

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "base/status.h"

namespace movebal {

// Far above any real movement or design file (a 256-pair movement is under
// 2 MiB), far below what would strain memory.
inline constexpr std::size_t kMaxInputBytes = std::size_t{64} << 20;

// The whole file; "-" reads standard input. Refuses folders and anything
// larger than `limit` bytes.
Result<std::string> ReadFileBounded(const std::string& path, std::size_t limit = kMaxInputBytes);

// What to do with a target that already exists (a plain file).
enum class Existing {
  kRefuse,   // refuse unless forced (generators: never overwrite by accident)
  kReplace,  // replace a writable file (optimise -m, as balans does)
};

// An output file: Open checks the target (refusing a folder, a dangling
// symbolic link or a loop of them, a folder it cannot write in); Commit
// creates the temporary file, writes it and renames it into place. Where the
// system allows, the temporary file has no name while it is written
// (O_TMPFILE), so that a kill -9 leaves nothing; elsewhere it is a named
// ".movebal-PID-XXXXXX", which a later write into the folder removes once
// its process is gone. A read-only target is
// refused unless forced; a replaced file keeps its permissions. "-" is
// standard output; devices and pipes (/dev/null, a fifo) are written into.
// A temporary file not committed is removed by the destructor.
class OutputFile {
 public:
  static Result<OutputFile> Open(const std::string& path, Existing existing, bool force);
  OutputFile(OutputFile&& other) noexcept;
  OutputFile& operator=(OutputFile&& other) = delete;
  OutputFile(const OutputFile&) = delete;
  ~OutputFile();

  // Writes the whole content; any write error (a full disk) is an error of
  // kind kFailed and leaves the target as it was.
  Status Commit(std::string_view content);
  const std::string& path() const { return path_; }

 private:
  OutputFile() = default;
  void Discard();
  Status Fail(const std::string& why);  // discards, and the error names the file
  Status Fill(std::string_view content);  // into fd_, with its mode, synced
  Status RenameIntoPlace();               // temporary_ over target_
  std::optional<Status> CommitUnnamed(std::string_view content);
  Status CommitNamed(std::string_view content);

  std::string path_;       // as the user named it
  std::string target_;     // the file replaced (a symbolic link's target)
  std::string folder_;     // where the temporary file goes; empty for "-" and devices
  std::string temporary_;  // beside target_; empty for "-" and devices
  int fd_ = -1;            // open on temporary_
  int mode_ = -1;          // permissions to give the result; -1: by umask
  int cleanup_slot_ = -1;  // registration with the signal handler
};

// Open then Commit, for output that is ready at once.
Status WriteFileAtomically(const std::string& path, std::string_view content, Existing existing, bool force);

// Writes to standard output and flushes; an error (a closed pipe, a full
// disk) is an error of kind kFailed. The program ignores SIGPIPE, so that a
// closed pipe comes back here as an error instead of ending the program.
Status WriteStdout(std::string_view content);

}  // namespace movebal

#endif  // MOVEBAL_BASE_FILE_IO_H_
