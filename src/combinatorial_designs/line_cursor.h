// Reads a design file line by line, and each line: whole numbers, punctuation and words, with
// the column of each problem, so that the design parsers (crrs.h, ogwhd.h)
// report "file:line:column: what was expected".
#ifndef MOVEBAL_COMBINATORIAL_DESIGNS_LINE_CURSOR_H_
#define MOVEBAL_COMBINATORIAL_DESIGNS_LINE_CURSOR_H_

#include <fmt/format.h>

#include <string>
#include <string_view>

#include "base/status.h"

namespace movebal {

class LineCursor {
 public:
  // With `commas_are_spaces`, commas separate like blanks (ogwhd games).
  LineCursor(std::string_view line, int line_number, const std::string& file, bool commas_are_spaces = false)
      : line_(line), number_(line_number), file_(file), commas_(commas_are_spaces) {}

  bool Done() {
    Skip();
    return at_ >= line_.size();
  }
  bool Accept(char c) {
    Skip();
    if (at_ >= line_.size() || line_[at_] != c) return false;
    ++at_;
    return true;
  }
  bool AcceptWord(std::string_view word) {
    Skip();
    if (line_.substr(at_, word.size()) != word) return false;
    at_ += word.size();
    return true;
  }
  // A whole number up to a million (larger is an error, not an overflow).
  Result<int> Number(const char* what) {
    Skip();
    const std::size_t start = at_;
    long long value = 0;
    while (at_ < line_.size() && line_[at_] >= '0' && line_[at_] <= '9' && value <= kLargest) {
      value = value * 10 + (line_[at_++] - '0');
    }
    if (at_ == start) return Fail(fmt::format("expected {}", what));
    if (value > kLargest) return Fail(fmt::format("{} is too large", what));
    return static_cast<int>(value);
  }
  Error Fail(const std::string& message) const { return Error::At(file_, number_, static_cast<int>(at_) + 1, message); }

 private:
  static constexpr long long kLargest = 1'000'000;

  void Skip() {
    while (at_ < line_.size() &&
           (line_[at_] == ' ' || line_[at_] == '\t' || line_[at_] == '\r' || (commas_ && line_[at_] == ','))) {
      ++at_;
    }
  }

  std::string_view line_;
  int number_;
  const std::string& file_;
  bool commas_;
  std::size_t at_ = 0;
};

// The lines of a design file one by one, '#' comments cut off.
class DesignLines {
 public:
  explicit DesignLines(std::string_view text) : text_(text) {}

  // The next line, or false after the last; number() is its 1-based number.
  bool Next(std::string_view& line) {
    if (start_ > text_.size()) return false;
    std::size_t end = text_.find('\n', start_);
    if (end == std::string_view::npos) end = text_.size();
    line = text_.substr(start_, end - start_);
    start_ = end + 1;
    ++number_;
    if (const std::size_t hash = line.find('#'); hash != std::string_view::npos) line = line.substr(0, hash);
    return true;
  }
  int number() const { return number_; }

 private:
  std::string_view text_;
  std::size_t start_ = 0;
  int number_ = 0;
};

}  // namespace movebal

#endif  // MOVEBAL_COMBINATORIAL_DESIGNS_LINE_CURSOR_H_
