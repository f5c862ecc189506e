// An error message quotes at most a line's first 80 characters of the input
// it refuses: a 10 MB line or a 10 MB value makes a message of one short
// line, which still names the place (file:line:column) and exits 2.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "test_support.h"

namespace movebal {
namespace {

using testing::RunMovebal;
using testing::TempPath;

void ExpectShortError(const std::string& args, const std::string& place) {
  const auto run = RunMovebal(args);
  EXPECT_EQ(run.status, 2) << args;
  EXPECT_LT(run.err.size(), 1024u) << args << "\n" << run.err.substr(0, 300);
  EXPECT_NE(run.err.find(place), std::string::npos) << run.err.substr(0, 300);
  EXPECT_NE(run.err.find("..."), std::string::npos) << run.err.substr(0, 300);
}

TEST(BoundedErrors, ALongLineIsQuotedByItsStart) {
  const std::string path = TempPath("long_line.asc");
  std::ofstream(path) << std::string(10'000'000, 'x') << "\n";
  ExpectShortError("check " + path, path + ":1:1: ");
  std::remove(path.c_str());
}

TEST(BoundedErrors, DeepOrLongJsonIsQuotedByItsStart) {
  const std::string deep = TempPath("deep.json");
  std::ofstream(deep) << std::string(100'000, '[') << std::string(100'000, ']');
  const auto run = RunMovebal("check " + deep);
  EXPECT_EQ(run.status, 2);
  EXPECT_LT(run.err.size(), 1024u) << run.err.substr(0, 300);
  EXPECT_NE(run.err.find(deep + ":1:"), std::string::npos) << run.err.substr(0, 300);
  const std::string number = TempPath("number.json");
  std::ofstream(number) << R"({"format": "movebal-movement", "version": 1, "contestants": )" << std::string(1'000'000, '9')
                        << "}";
  ExpectShortError("check " + number, number + ":1:");
  std::remove(deep.c_str());
  std::remove(number.c_str());
}

TEST(BoundedErrors, ALongOptionValueIsQuotedByItsStart) {
  const auto run = RunMovebal("generate mitchell --tables " + std::string(100'000, '7') + "x");
  EXPECT_EQ(run.status, 2);
  EXPECT_LT(run.err.size(), 1024u) << run.err.substr(0, 300);
  EXPECT_NE(run.err.find("--tables expects a whole number"), std::string::npos) << run.err.substr(0, 300);
}

}  // namespace
}  // namespace movebal
