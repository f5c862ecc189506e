// movebal count | list | verify: the combinatorial designs of issue 5
// (starters, cyclic whist tournaments) counted, listed and verified. The
// searches live in src/generators; this file reads options and prints.
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <span>
#include <thread>

#include "cli/option_table.h"
#include "cli/subtools.h"
#include "generators/cyclic_whist.h"
#include "generators/howell.h"
#include "generators/starters.h"
#include "generators/whist.h"
#include "movement/asc_reader.h"

namespace movebal {
namespace {

constexpr OptionSpec kOrderOption = {"order", 0, OptionSpec::Kind::kInt, nullptr, 3, kMaxStarterOrder,
                                     "starters: the odd order m of Z_m"};
constexpr OptionSpec kPlayersOption = {"players", 'n', OptionSpec::Kind::kInt, nullptr, 4, kMaxCyclicWhistPlayers,
                                       "whist: 4n or 4n+1 players"};
constexpr OptionSpec kHelpOption = {"help", 'h', OptionSpec::Kind::kFlag, nullptr, 0, 0, "show this help"};

constexpr OptionSpec kCountOptions[] = {
    kOrderOption,
    kPlayersOption,
    {"shard", 0, OptionSpec::Kind::kText, "1/1", 0, 0, "count part I of N (I/N, I = 1..N); the parts sum to the whole"},
    {"threads", 'j', OptionSpec::Kind::kInt, "0", 0, 1024, "threads (0: all cores)"},
    {"orientations", 0, OptionSpec::Kind::kFlag, nullptr, 0, 0,
     "whist: also count the East-West swaps: directed (4n+1) and almost directed (4n)"},
    kHelpOption,
};

constexpr OptionSpec kListOptions[] = {
    kOrderOption,
    kPlayersOption,
    {"first", 0, OptionSpec::Kind::kInt, "0", 0, 1e12, "only the first K (0: all)"},
    {"format", 0, OptionSpec::Kind::kText, "line", 0, 0, "whist: line (initial round), tables or rounds"},
    {"max-surplus", 0, OptionSpec::Kind::kInt, "-1", -1, 1e9,
     "whist: the East-West swaps with at most this left-opponent surplus (0: directed; -1: the designs as found)"},
    kHelpOption,
};

int Failure(const char* tool, const std::string& message) {
  std::fflush(stdout);
  std::fprintf(stderr, "movebal %s: %s\n", tool, message.c_str());
  return 2;
}

// Parses "DESIGN [options]"; returns -1 to go on, else the exit status.
int ParseDesignCommand(const char* tool, std::span<const OptionSpec> table, const Args& args,
                       ParsedOptions& options) {
  auto parsed = ParseOptions(table, args);
  if (!parsed) return Failure(tool, parsed.error().ToString());
  if (parsed->Flag("help") || parsed->positional().size() != 1) {
    std::printf("usage: movebal %s starters --order M | whist --players N [options]\n\n%s", tool,
                OptionHelp(table).c_str());
    return parsed->Flag("help") ? 0 : 2;
  }
  options = std::move(*parsed);
  return -1;
}

Result<int> RequiredInt(const ParsedOptions& options, const char* name) {
  if (auto missing = options.Missing({name})) return Error::Plain(*missing);
  return static_cast<int>(options.Int(name));
}

Result<int> StarterOrder(const ParsedOptions& options) {
  auto order = RequiredInt(options, "order");
  if (order && !IsValidStarterOrder(*order)) return Error::Plain("--order must be odd, 3..63");
  return order;
}

Result<int> WhistPlayers(const ParsedOptions& options) {
  auto players = RequiredInt(options, "players");
  if (players && !IsCyclicWhistSize(*players)) {
    return Error::Plain(fmt::format("--players must be 4n or 4n+1, 4..{}", kMaxCyclicWhistPlayers));
  }
  return players;
}

struct Shard {
  int index = 0;  // 0-based
  int count = 1;
};

Result<Shard> ParseShard(const std::string& text) {
  int i = 0, n = 0;
  char tail = 0;
  if (std::sscanf(text.c_str(), "%d/%d%c", &i, &n, &tail) != 2 || n < 1 || i < 1 || i > n) {
    return Error::Plain(fmt::format("--shard must be I/N with 1 <= I <= N, not '{}'", text));
  }
  return Shard{i - 1, n};
}

int Threads(const ParsedOptions& options) {
  const int asked = static_cast<int>(options.Int("threads"));
  return asked > 0 ? asked : std::max(1u, std::thread::hardware_concurrency());
}

int CountWhist(const ParsedOptions& options, int players, Shard shard) {
  WhistCountOptions settings;
  settings.threads = Threads(options);
  settings.shard_index = shard.index;
  settings.shard_count = shard.count;
  settings.orientations = options.Flag("orientations");
  const WhistCounts counts = CountCyclicWhist(players, settings);
  std::string out = fmt::format("cyclic Wh({}): {}\n", players, counts.designs);
  if (settings.orientations) {
    out += fmt::format("oriented (East-West swaps): {}\n", counts.oriented);
    if (players % 4 == 1) out += fmt::format("directed: {}\n", counts.directed);
    if (counts.least_surplus >= 0) {
      out += fmt::format("least left-opponent surplus: {} (reached by {})\n", counts.least_surplus,
                         counts.at_least_surplus);
    }
  }
  std::fputs(out.c_str(), stdout);
  return 0;
}

// Prints a design (or each qualifying East-West swap of it) in the chosen
// format, each checked by the verifier first; returns how many were printed,
// or nothing when one fails verification.
std::optional<std::uint64_t> PrintWhist(const CyclicWhist& w, const std::string& format, int max_surplus,
                                        std::uint64_t limit) {
  std::vector<CyclicWhist> shown;
  if (max_surplus < 0) {
    shown.push_back(w);
  } else {
    for (std::uint32_t o = 0; o < (std::uint32_t{1} << w.tables.size()); ++o) {
      CyclicWhist oriented = WithSwappedEastWest(w, o);
      if (LeftOpponentSurplus(oriented) <= max_surplus) shown.push_back(std::move(oriented));
    }
  }
  std::uint64_t printed = 0;
  for (const CyclicWhist& d : shown) {
    if (printed == limit) break;
    if (!VerifyWhist(ExpandCyclicWhist(d)).whist) {
      Failure("list", "verification failed for " + FormatInitialRound(d));
      return std::nullopt;
    }
    if (format == "tables") {
      std::printf("%s\n", FormatTables(d).c_str());
    } else if (format == "rounds") {
      std::printf("%s\n", FormatWhistSchedule(ExpandCyclicWhist(d)).c_str());
    } else {
      std::printf("%s\n", FormatInitialRound(d).c_str());
    }
    ++printed;
  }
  return printed;
}

int ListWhist(const ParsedOptions& options, int players) {
  const std::string format = options.Text("format");
  if (format != "line" && format != "tables" && format != "rounds") {
    return Failure("list", "--format must be line, tables or rounds");
  }
  const std::uint64_t first = static_cast<std::uint64_t>(options.Int("first"));
  const int max_surplus = static_cast<int>(options.Int("max-surplus"));
  std::uint64_t printed = 0;
  bool verified = true;
  ForEachCyclicWhist(players, [&](const CyclicWhist& w) {
    const auto shown = PrintWhist(w, format, max_surplus, first == 0 ? UINT64_MAX : first - printed);
    verified = shown.has_value();
    printed += shown.value_or(0);
    return verified && (first == 0 || printed < first);
  });
  return verified ? 0 : 1;
}

}  // namespace

int RunCount(const Args& args) {
  ParsedOptions options;
  if (int status = ParseDesignCommand("count", kCountOptions, args, options); status >= 0) return status;
  auto shard = ParseShard(options.Text("shard"));
  if (!shard) return Failure("count", shard.error().ToString());
  const std::string& design = options.positional().front();
  if (design == "starters") {
    auto order = StarterOrder(options);
    if (!order) return Failure("count", order.error().ToString());
    std::printf("starters of Z_%d: %llu\n", *order,
                static_cast<unsigned long long>(CountStartersParallel(*order, shard->index, shard->count, Threads(options))));
    return 0;
  }
  if (design == "whist") {
    auto players = WhistPlayers(options);
    if (!players) return Failure("count", players.error().ToString());
    return CountWhist(options, *players, *shard);
  }
  return Failure("count", fmt::format("unknown design '{}' (starters or whist)", design));
}

int RunList(const Args& args) {
  ParsedOptions options;
  if (int status = ParseDesignCommand("list", kListOptions, args, options); status >= 0) return status;
  const std::string& design = options.positional().front();
  const std::uint64_t first = static_cast<std::uint64_t>(options.Int("first"));
  if (design == "starters") {
    auto order = StarterOrder(options);
    if (!order) return Failure("list", order.error().ToString());
    std::uint64_t printed = 0;
    ForEachStarter(*order, [&](const Starter& s) {
      std::printf("%s\n", FormatStarter(s).c_str());
      return first == 0 || ++printed < first;
    });
    return 0;
  }
  if (design == "whist") {
    auto players = WhistPlayers(options);
    if (!players) return Failure("list", players.error().ToString());
    return ListWhist(options, *players);
  }
  return Failure("list", fmt::format("unknown design '{}' (starters or whist)", design));
}

int RunVerify(const Args& args) {
  if (args.size() < 2 || args[0] != "whist" || args[1] == "--help" || args[1] == "-h") {
    std::printf(
        "usage: movebal verify whist FILE...\n\n"
        "Checks that an individual .asc movement is a whist tournament: every player\n"
        "partners every other once and opposes every other twice; says whether it is\n"
        "directed (each other player once on the left, once on the right). Exit status\n"
        "0 when every file is a whist tournament, 1 when one is not, 2 on bad input.\n");
    return args.size() >= 2 && args[0] == "whist" ? 0 : 2;
  }
  int status = 0;
  for (std::size_t i = 1; i < args.size(); ++i) {
    auto doc = ReadAscFile(args[i]);
    if (!doc) {
      Failure("verify", doc.error().ToString());
      status = 2;
      continue;
    }
    const WhistVerdict verdict = VerifyWhist(doc->movement);
    if (verdict.whist) {
      std::printf("%s: whist tournament of %d players, %s (left-opponent surplus %d)\n", args[i].c_str(),
                  doc->movement.contestants, verdict.directed ? "directed" : "not directed", verdict.surplus);
      continue;
    }
    std::printf("%s: not a whist tournament\n", args[i].c_str());
    for (const std::string& problem : verdict.problems) std::printf("  %s\n", problem.c_str());
    status = std::max(status, 1);
  }
  return status;
}

}  // namespace movebal
