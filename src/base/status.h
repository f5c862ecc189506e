// Error values returned across layers (LevelDB style: no exceptions cross a
// layer boundary). An Error says what kind of failure it is, which decides
// the exit status in one place (ExitCode), and where the problem is when it
// is in a file, so that the command line can print "file:line:column: ...".
#ifndef MOVEBAL_BASE_STATUS_H_
#define MOVEBAL_BASE_STATUS_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace movebal {

enum class ErrorKind {
  kInput,        // bad usage or bad input: the user can fix the command or file
  kFailed,       // the task could not be done (a write failed, nothing found)
  kInterrupted,  // a signal asked the program to stop
};

// The process exit status of each kind: 2, 1 and 130 (0 is success).
int ExitCode(ErrorKind kind);

struct Error {
  ErrorKind kind = ErrorKind::kInput;
  std::string file;  // empty when the error is not about a file
  int line = 0;      // 1-based; 0 when unknown
  int column = 0;    // 1-based; 0 when unknown
  std::string message;

  // Bad input at a place in a file (line and column 0 when unknown).
  static Error At(std::string file, int line, int column, std::string message) {
    return Error{ErrorKind::kInput, std::move(file), line, column, std::move(message)};
  }
  // Bad usage or input not tied to a file.
  static Error Plain(std::string message) { return Error{ErrorKind::kInput, {}, 0, 0, std::move(message)}; }
  // The task failed; `file` may be empty.
  static Error Failed(std::string message, std::string file = {}) {
    return Error{ErrorKind::kFailed, std::move(file), 0, 0, std::move(message)};
  }
  static Error Interrupted() { return Error{ErrorKind::kInterrupted, {}, 0, 0, "interrupted"}; }

  // "file:line:column: message", dropping the parts that are unknown.
  std::string ToString() const;
};

// The input an error quotes: at most the first kMaxQuoted characters of its
// first line, "..." saying it was cut, so that a 10 MB line in a file makes a
// message of one line and not of 10 MB. A cut never splits a UTF-8 character.
inline constexpr std::size_t kMaxQuoted = 80;
std::string Excerpt(std::string_view text);

// A value or the error that prevented it.
template <typename T>
class [[nodiscard]] Result {
 public:
  Result(T value) : state_(std::move(value)) {}        // NOLINT: implicit on purpose
  Result(Error error) : state_(std::move(error)) {}    // NOLINT: implicit on purpose

  bool ok() const { return state_.index() == 0; }
  explicit operator bool() const { return ok(); }
  T& value() { return std::get<0>(state_); }
  const T& value() const { return std::get<0>(state_); }
  T& operator*() { return value(); }
  const T& operator*() const { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  const Error& error() const { return std::get<1>(state_); }

 private:
  std::variant<T, Error> state_;
};

// Success or the error; for operations that return no value.
using Status = Result<std::monostate>;
inline Status Ok() { return std::monostate{}; }

}  // namespace movebal

#endif  // MOVEBAL_BASE_STATUS_H_
