// The portability driver: runs the library's random searches with a fixed
// seed, thread count and move budget and prints what they found, so that
// tools/portable_check.sh can compare a GCC/libstdc++ build with a
// Clang/libc++ build byte for byte. It links the library layers only (no
// Boost.Program_options, no GoogleTest), so it builds with either library.
//
//   portable_driver optimise FILE SEED THREADS MOVES
//   portable_driver whist PLAYERS SEED
//   portable_driver crrs TEAMS SEED STEPS
//   portable_driver carryover PLAYERS SEED RESTARTS
//   portable_driver room ORDER SEED          (a random starter and its adders)
#include <fmt/format.h>

#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "generators/carry_over.h"
#include "generators/crrs.h"
#include "generators/howell.h"
#include "generators/random_whist.h"
#include "generators/room_square.h"
#include "movement/asc_reader.h"
#include "movement/asc_writer.h"
#include "optimiser/annealer.h"
#include "scoring/balance.h"

namespace movebal {
namespace {

constexpr std::int64_t kRoomSteps = 1'000'000;  // local-search changes for the adders

std::int64_t Number(const char* text) {
  std::int64_t value = 0;
  const std::string_view s(text);
  const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (error != std::errc() || end != s.data() + s.size()) {
    fmt::print(stderr, "portable_driver: '{}' is not a whole number\n", s);
    std::exit(2);
  }
  return value;
}

void PrintMovement(const Movement& m) {
  const BalanceReport r = ScoreMovement(m);
  fmt::print("{}SS {} Qf {:.4f} Qf1av {:.4f}\n", FormatAsc(m), r.moments.SS, r.moments.Qf, r.vacancy.Qf1av);
}

int Optimise(char** arg) {
  auto doc = ReadAscFile(arg[0]);
  if (!doc.ok()) {
    fmt::print(stderr, "{}\n", doc.error().ToString());
    return 2;
  }
  AnnealOptions options;
  options.seed = static_cast<std::uint64_t>(Number(arg[1]));
  options.threads = static_cast<int>(Number(arg[2]));
  options.iterations = Number(arg[3]);
  auto result = OptimiseArrows(doc->movement, options);
  if (!result.ok()) {
    fmt::print(stderr, "{}\n", result.error().ToString());
    return 1;
  }
  PrintMovement(result->movement);
  return 0;
}

int Whist(char** arg) {
  const auto found = FindRandomCyclicWhist(static_cast<int>(Number(arg[0])), static_cast<std::uint64_t>(Number(arg[1])), 1000);
  if (!found.design) return 1;
  fmt::print("seed {}\n{}\n", found.seed, FormatInitialRound(*found.design));
  return 0;
}

int Crrs(char** arg) {
  auto schedule = GenerateCrrs(static_cast<int>(Number(arg[0])), static_cast<std::uint64_t>(Number(arg[1])), Number(arg[2]));
  if (!schedule.ok()) return 1;
  fmt::print("{}", FormatCrrs(*schedule));
  return 0;
}

int CarryOver(char** arg) {
  CarryOverOptions options;
  options.n = static_cast<int>(Number(arg[0]));
  options.seed = static_cast<std::uint64_t>(Number(arg[1]));
  options.iterations = Number(arg[2]);
  auto design = GenerateCarryOver(options);
  if (!design.ok()) return 1;
  fmt::print("{}", FormatCarryOverTable(*design));
  return 0;
}

// A random starter and a Room square's adders for it, both by local search.
int Room(char** arg) {
  const int order = static_cast<int>(Number(arg[0]));
  const auto seed = static_cast<std::uint64_t>(Number(arg[1]));
  const auto starter = RandomStarter(order, seed);
  if (!starter) return 1;
  const auto adders = SearchAdders(*starter, /*distinct=*/true, seed, kRoomSteps);
  fmt::print("{}\nadders", FormatStarter(*starter));
  if (!adders) fmt::print(" none");
  for (int a : adders.value_or(std::vector<int>{})) fmt::print(" {}", a);
  fmt::print("\n");
  return 0;
}

struct Job {
  std::string_view name;
  int arguments;
  int (*run)(char**);
};
constexpr Job kJobs[] = {
    {"optimise", 4, Optimise}, {"whist", 2, Whist}, {"crrs", 3, Crrs}, {"carryover", 3, CarryOver}, {"room", 2, Room},
};

}  // namespace
}  // namespace movebal

int main(int argc, char** argv) {
  for (const auto& job : movebal::kJobs) {
    if (argc >= 2 && argv[1] == job.name && argc == job.arguments + 2) return job.run(argv + 2);
  }
  std::fputs("usage: portable_driver optimise FILE SEED THREADS MOVES | whist PLAYERS SEED | crrs TEAMS SEED STEPS |\n"
             "       carryover PLAYERS SEED RESTARTS | room ORDER SEED\n",
             stderr);
  return 2;
}
