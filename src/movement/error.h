// Error values returned across layers (LevelDB style: no exceptions cross a
// layer boundary). An Error names where the problem is, when it is in a file,
// so that the command line can print "file:line:column: message".
#ifndef MOVEBAL_MOVEMENT_ERROR_H_
#define MOVEBAL_MOVEMENT_ERROR_H_

#include <string>
#include <utility>
#include <variant>

namespace movebal {

struct Error {
  std::string file;  // empty when the error is not about a file
  int line = 0;      // 1-based; 0 when unknown
  int column = 0;    // 1-based; 0 when unknown
  std::string message;

  static Error At(std::string file, int line, int column, std::string message) {
    return Error{std::move(file), line, column, std::move(message)};
  }
  static Error Plain(std::string message) { return Error{{}, 0, 0, std::move(message)}; }

  // "file:line:column: message", dropping the parts that are unknown.
  std::string ToString() const;
};

// A value or the error that prevented it.
template <typename T>
class Result {
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

}  // namespace movebal

#endif  // MOVEBAL_MOVEMENT_ERROR_H_
