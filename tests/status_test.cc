#include "base/status.h"

#include <gtest/gtest.h>

#include <string>

namespace movebal {
namespace {

// The exit-code table of README_en.md: 2 bad input, 1 a failed task, 130 a signal.
TEST(Status, EachKindHasItsExitCode) {
  EXPECT_EQ(ExitCode(ErrorKind::kInput), 2);
  EXPECT_EQ(ExitCode(ErrorKind::kFailed), 1);
  EXPECT_EQ(ExitCode(ErrorKind::kInterrupted), 130);
}

TEST(Status, FactoriesSetTheKind) {
  EXPECT_EQ(Error::At("f.asc", 3, 4, "bad").kind, ErrorKind::kInput);
  EXPECT_EQ(Error::Plain("bad").kind, ErrorKind::kInput);
  EXPECT_EQ(Error::Failed("disk full", "out.asc").kind, ErrorKind::kFailed);
  EXPECT_EQ(Error::Interrupted().kind, ErrorKind::kInterrupted);
  EXPECT_EQ(ExitCode(Error::Failed("disk full").kind), 1);
}

TEST(Status, ToStringNamesOnlyTheKnownParts) {
  EXPECT_EQ(Error::At("f.asc", 3, 4, "expected a header").ToString(), "f.asc:3:4: expected a header");
  EXPECT_EQ(Error::At("f.asc", 3, 0, "expected a header").ToString(), "f.asc:3: expected a header");
  // A column without a line is not printed: "f.asc:0:4" would name no place.
  EXPECT_EQ(Error::At("f.asc", 0, 4, "too large").ToString(), "f.asc: too large");
  EXPECT_EQ(Error::Plain("--seed expects a whole number").ToString(), "--seed expects a whole number");
  EXPECT_EQ(Error::Failed("cannot write", "out.asc").ToString(), "out.asc: cannot write");
  EXPECT_EQ(Error::Interrupted().ToString(), "interrupted");
}

// An error quotes at most a line's first 80 characters, and says it cut.
TEST(Status, ExcerptCutsLongTextAndSaysSo) {
  EXPECT_EQ(Excerpt("abc"), "abc");
  EXPECT_EQ(Excerpt(std::string(80, 'x')), std::string(80, 'x'));
  EXPECT_EQ(Excerpt(std::string(81, 'x')), std::string(80, 'x') + "...");
  EXPECT_EQ(Excerpt(std::string(10'000'000, 'x')), std::string(80, 'x') + "...");
  EXPECT_EQ(Excerpt("first\nsecond"), "first...");
  // A UTF-8 character across the cut is left out whole.
  EXPECT_EQ(Excerpt(std::string(79, 'x') + "\xC3\xA9"), std::string(79, 'x') + "...");
}

TEST(Status, ResultHoldsAValueOrAnError) {
  Result<std::string> value = std::string("movement");
  ASSERT_TRUE(value.ok());
  EXPECT_TRUE(static_cast<bool>(value));
  EXPECT_EQ(*value, "movement");
  EXPECT_EQ(value->size(), 8u);

  Result<std::string> error = Error::At("f.asc", 1, 1, "the file is empty");
  ASSERT_FALSE(error.ok());
  EXPECT_FALSE(static_cast<bool>(error));
  EXPECT_EQ(error.error().line, 1);
  EXPECT_EQ(error.error().message, "the file is empty");
}

TEST(Status, StatusIsOkOrAnError) {
  const Status ok = Ok();
  EXPECT_TRUE(ok.ok());
  const Status failed = Error::Failed("nothing found");
  ASSERT_FALSE(failed.ok());
  EXPECT_EQ(ExitCode(failed.error().kind), 1);
}

}  // namespace
}  // namespace movebal
