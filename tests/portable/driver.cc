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
//   portable_driver best PAIRS ROUNDS SEED THREADS MOVES SWITCHES [STYLE]
//     (STYLE: half-rounds, boards-stay, or sessions=5,5,5)
//   portable_driver room ORDER SEED          (a random starter and its adders)
#include <fmt/format.h>

#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "design/best.h"
#include "design/styles.h"
#include "pair_movements/carry_over.h"
#include "combinatorial_designs/crrs.h"
#include "pair_movements/howell.h"
#include "combinatorial_designs/random_whist.h"
#include "combinatorial_designs/room_square.h"
#include "movement/asc_reader.h"
#include "movement/movement_file.h"
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
  fmt::print("{}SS {} Qf {:.4f} Qf1av {}\n", FormatAsc(m), r.moments.SS, r.moments.Qf,
             r.vacancy.Qf1av ? fmt::format("{:.4f}", *r.vacancy.Qf1av) : "none");
}

int Optimise(char** arg) {
  auto doc = ReadMovementDocument(arg[0]);
  if (!doc.ok()) {
    fmt::print(stderr, "{}\n", doc.error().ToString());
    return 2;
  }
  AnnealOptions options;
  options.run.seed = static_cast<std::uint64_t>(Number(arg[1]));
  options.run.threads = static_cast<int>(Number(arg[2]));
  options.run.budget = options.run.budget.WithMoves(Number(arg[3]));
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
  options.run.seed = static_cast<std::uint64_t>(Number(arg[1]));
  options.run.budget = Budget::Moves(Number(arg[2]));
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

// generate best with a move budget: the ranking and the winner.
int Best(char** arg, int count) {
  BestRequest request;
  request.pairs = static_cast<int>(Number(arg[0]));
  request.rounds = static_cast<int>(Number(arg[1]));
  BestDesignSettings design;
  design.run.seed = static_cast<std::uint64_t>(Number(arg[2]));
  design.run.threads = static_cast<int>(Number(arg[3]));
  design.moves = Number(arg[4]);
  design.switches = Number(arg[5]);
  StyleRequest style;
  const std::string_view kind = count > 6 ? arg[6] : "";
  if (kind == "half-rounds") {
    style.half_rounds = true;
  } else if (kind == "boards-stay") {
    style.boards_stay = true;
  } else if (kind.starts_with("sessions=")) {
    auto sessions = ParseSessions(std::string(kind.substr(9)));
    if (!sessions) return 2;
    style.sessions = *sessions;
  } else if (!kind.empty()) {
    return 2;
  }
  auto ranked = style.any() ? DesignStyled(request, design, style) : DesignBest(request, design);
  if (!ranked) {
    fmt::print(stderr, "{}\n", ranked.error().ToString());
    return 1;
  }
  for (const std::string& line : RankingTable(*ranked)) fmt::print("{}\n", line);
  PrintMovement(ranked->front().movement);
  return 0;
}

struct Job {
  std::string_view name;
  int least, most;  // arguments
  int (*run)(char**, int count);
};
constexpr Job kJobs[] = {
    {"optimise", 4, 4, [](char** a, int) { return Optimise(a); }},
    {"best", 6, 7, Best},
    {"whist", 2, 2, [](char** a, int) { return Whist(a); }},
    {"crrs", 3, 3, [](char** a, int) { return Crrs(a); }},
    {"carryover", 3, 3, [](char** a, int) { return CarryOver(a); }},
    {"room", 2, 2, [](char** a, int) { return Room(a); }},
};

}  // namespace
}  // namespace movebal

int main(int argc, char** argv) {
  for (const auto& job : movebal::kJobs) {
    const int count = argc - 2;
    if (argc >= 2 && argv[1] == job.name && count >= job.least && count <= job.most) return job.run(argv + 2, count);
  }
  std::fputs("usage: portable_driver optimise FILE SEED THREADS MOVES | best PAIRS ROUNDS SEED THREADS MOVES SWITCHES\n"
             "       [STYLE] | whist PLAYERS SEED | crrs TEAMS SEED STEPS | carryover PLAYERS SEED RESTARTS |\n"
             "       room ORDER SEED\n",
             stderr);
  return 2;
}
