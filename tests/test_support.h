// Helpers shared by the tests: movements built from their textbook rules,
// random valid movements, and running the real movebal binary.
#ifndef MOVEBAL_TESTS_TEST_SUPPORT_H_
#define MOVEBAL_TESTS_TEST_SUPPORT_H_

#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "movement/asc_reader.h"
#include "movement/movement.h"

namespace movebal::testing {

inline const std::string kSourceDir = MOVEBAL_SOURCE_DIR;

// A scratch file name of this process (ctest runs tests in parallel), no
// file left there from an earlier run.
inline std::string TempPath(const std::string& name) {
  const std::string path = ::testing::TempDir() + std::to_string(getpid()) + "_" + name;
  std::remove(path.c_str());
  return path;
}

// A figure the test needs defined: a none (nothing compared) fails the test
// and reads as -1.
inline double Defined(const std::optional<double>& figure) {
  EXPECT_TRUE(figure.has_value()) << "a figure is none where the test expects one";
  return figure.value_or(-1.0);
}
inline const std::string kBinary = MOVEBAL_BINARY;

// How much longer the program takes in this build: a sanitizer build runs
// several times slower, so the generous bounds of the command-line tests on
// stopping and -T grow by this much.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
inline constexpr double kSlowdown = 8;
#else
inline constexpr double kSlowdown = 1;
#endif

// The complete Mitchell for n tables (0-based: NS k at table k,
// EW n + 1 + ((k - r) mod n), group (k + r) mod n), with every table of the
// given rounds (1-based) arrow-switched, except the tables in `keep`.
inline Movement Mitchell(int n, const std::set<int>& switched_rounds = {}, const std::set<int>& keep = {}) {
  Movement m = Movement::Empty(2 * n, n, n, n);
  for (int r = 0; r < n; ++r) {
    for (int k = 0; k < n; ++k) {
      Cell& c = m.at(r, k);
      c.ns[0] = k + 1;
      c.ew[0] = n + 1 + ((k - r) % n + n) % n;
      c.group = (k + r) % n;
      if (switched_rounds.count(r + 1) && !keep.count(k + 1)) c.SwitchArrows();
    }
  }
  return m;
}

// Parses text that must be a valid movement.
inline Movement MustParse(const std::string& text) {
  auto doc = ParseAsc(text, "test");
  if (!doc) {
    ADD_FAILURE() << doc.error().ToString();
    return {};
  }
  return doc->movement;
}

inline std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

// A structurally valid random movement: 3-20 pairs or 4-20 players, partly
// filled rounds, random board groups (so warnings and unsuitable movements
// occur), or, for `complete`, every table busy and groups rotating so that
// all groups are played equally often.
inline Movement RandomMovement(std::mt19937& rng, bool individual, bool complete) {
  const auto uniform = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  const int seats = individual ? 4 : 2;
  const int P = uniform(individual ? 4 : 3, 20);
  const int busy_max = P / seats;
  const int tables = complete ? busy_max : uniform(1, busy_max + 2);
  const int rounds = complete ? uniform(2, 9) : uniform(1, 9);
  const int groups = complete ? tables : uniform(1, 8);
  Movement m = Movement::Empty(P, tables, rounds, groups, individual);
  if (complete) m.group_style = uniform(0, 1) ? GroupStyle::kNumbers : GroupStyle::kLetters;
  std::vector<int> people(static_cast<std::size_t>(P));
  for (int p = 0; p < P; ++p) people[static_cast<std::size_t>(p)] = p + 1;
  std::vector<int> table_order(static_cast<std::size_t>(tables));
  for (int t = 0; t < tables; ++t) table_order[static_cast<std::size_t>(t)] = t;
  for (int r = 0; r < rounds; ++r) {
    std::shuffle(people.begin(), people.end(), rng);
    std::shuffle(table_order.begin(), table_order.end(), rng);
    const int limit = std::min(tables, busy_max);
    const int busy = complete || uniform(0, 9) < 7 ? limit : uniform(0, limit);
    for (int i = 0; i < busy; ++i) {
      const int t = table_order[static_cast<std::size_t>(i)];
      Cell& c = m.at(r, t);
      const int* who = &people[static_cast<std::size_t>(i * seats)];
      c.ns = {who[0], individual ? who[1] : 0};
      c.ew = {individual ? who[2] : who[1], individual ? who[3] : 0};
      c.group = complete ? (t + r) % groups : uniform(0, groups - 1);
    }
  }
  return m;
}

struct CommandResult {
  int status = -1;
  std::string out;  // standard output; standard error goes to err
  std::string err;
};

// Runs `movebal ARGS` (a shell word list) and collects its output.
inline CommandResult RunMovebal(const std::string& args, const std::string& stdin_file = "") {
  static int counter = 0;
  // ctest runs tests in parallel processes: the pid keeps their files apart.
  const std::string base =
      ::testing::TempDir() + "movebal_run_" + std::to_string(getpid()) + "_" + std::to_string(++counter);
  std::string command = kBinary + " " + args + " >" + base + ".out 2>" + base + ".err";
  if (!stdin_file.empty()) command += " <" + stdin_file;
  const int raw = std::system(command.c_str());
  CommandResult result;
  result.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  result.out = ReadFile(base + ".out");
  result.err = ReadFile(base + ".err");
  std::remove((base + ".out").c_str());
  std::remove((base + ".err").c_str());
  return result;
}

}  // namespace movebal::testing

#endif  // MOVEBAL_TESTS_TEST_SUPPORT_H_
