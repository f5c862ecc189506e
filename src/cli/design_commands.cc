// movebal count | list | verify: the combinatorial designs (starters, cyclic
// whist tournaments, CRRS, ordered (3,6) whist) counted, listed and verified.
// The searches and verifiers live in src/combinatorial_designs; this file reads options
// and prints.
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <span>

#include "base/file_io.h"
#include "cli/option_table.h"
#include "cli/command.h"
#include "combinatorial_designs/crrs.h"
#include "combinatorial_designs/cyclic_whist.h"
#include "pair_movements/howell.h"
#include "combinatorial_designs/ogwhd.h"
#include "combinatorial_designs/starters.h"
#include "combinatorial_designs/whist.h"
#include "combinatorial_designs/whist_designs.h"
#include "movement/asc_reader.h"

namespace movebal {
namespace {

struct DesignSettings : CommonSettings {
  std::optional<int> order, players;
  std::string shard;
  bool orientations = false;
  std::int64_t first = 0;
  std::string format;
  int max_surplus = -1;
  int bound = 100;
  bool published = false;
};

using S = DesignSettings;
const Option<S> kOrderOption{{"order", "", nullptr, 3, kMaxStarterOrder, "starters: the odd order m of Z_m"}, &S::order};
const Option<S> kPlayersOption{{"players", "n", nullptr, 4, kMaxCyclicWhistPlayers, "whist: 4n or 4n+1 players"},
                               &S::players};

const OptionTable<S>& CountOptionTable() {
  static const OptionTable<S> table = {
      kOrderOption,
      kPlayersOption,
      {{"shard", "", "1/1", 0, 0, "count part I of N (I/N, I = 1..N, N up to 1000000); the parts sum to the whole"}, &S::shard},
      kThreadsOption<S>,
      {{"orientations", "", nullptr, 0, 0,
        "whist: also count the East-West swaps: directed (4n+1) and almost directed (4n)"},
       &S::orientations},
      kHelpOption<S>,
  };
  return table;
}

const OptionTable<S>& ListOptionTable() {
  static const OptionTable<S> table = {
      kOrderOption,
      kPlayersOption,
      {{"first", "", "0", 0, 1e12, "only the first K (0: all)"}, &S::first},
      {{"format", "", "line", 0, 0, "whist: line (initial round), tables or rounds", "line|tables|rounds"}, &S::format},
      {{"max-surplus", "", "-1", -1, 1e9,
        "whist: the East-West swaps with at most this left-opponent surplus (0: directed; -1: the designs as found)"},
       &S::max_surplus},
      {{"bound", "", "100", 7, kMaxOgwhdPlayers, "ogwhd: primes p = 6n + 1 (n odd) up to this"}, &S::bound},
      {{"published", "", nullptr, 0, 0, "ogwhd: judge every tuple of Cipriano's list (ordered, or why not)"},
       &S::published},
      kHelpOption<S>,
  };
  return table;
}

const OptionTable<S>& VerifyOptionTable() {
  static const OptionTable<S> table = {kHelpOption<S>};
  return table;
}

// Beyond this order even the first starters take minutes to reach (Z_39:
// seconds, Z_41 onwards: over ten seconds, Z_63: minutes), so listing is
// refused at once instead of printing nothing for minutes.
constexpr int kMaxListedStarterOrder = 39;

constexpr const char* kDesignUsage = "starters --order M | whist --players N [options]";
constexpr const char* kListUsage =
    "starters --order M | whist --players N | ogwhd [--bound B] [--published] [options]";

int Failure(const char* tool, const std::string& message) { return Fail(tool, Error::Plain(message)); }

// Refuses an option given that `design` does not use, naming those it does.
Status OnlyOptionsOf(const DesignSettings& settings, const char* tool, const std::string& design,
                     std::initializer_list<const char*> uses) {
  std::string used;
  for (const char* name : uses) used += fmt::format("{}--{}", used.empty() ? "" : ", ", name);
  for (const std::string& given : settings.given) {
    if (std::find(uses.begin(), uses.end(), given) == uses.end() && given != "help") {
      return Error::Plain(fmt::format("--{} does not apply to {} {} (it takes {})", given, tool, design, used));
    }
  }
  return Ok();
}

Result<int> RequiredInt(const std::optional<int>& value, const char* name) {
  if (!value) return Error::Plain(fmt::format("--{} is required", name));
  return *value;
}

Result<int> StarterOrder(const DesignSettings& settings) {
  auto order = RequiredInt(settings.order, "order");
  if (order && !IsValidStarterOrder(*order)) return Error::Plain(fmt::format("--order must be odd, 3..{}", kMaxStarterOrder));
  return order;
}

Result<int> WhistPlayers(const DesignSettings& settings) {
  auto players = RequiredInt(settings.players, "players");
  if (players && !IsCyclicWhistSize(*players)) {
    return Error::Plain(fmt::format("--players must be 4n or 4n+1, 4..{}", kMaxCyclicWhistPlayers));
  }
  return players;
}

// list ogwhd lists every tuple up to this bound in about a second; beyond,
// only the first few per prime (--first).
constexpr int kMaxListedOgwhdBound = 400;

// A count cut short by a signal is not printed: part of a count is no count.
const Error kCountInterrupted{ErrorKind::kInterrupted, {}, 0, 0, "interrupted; the count was not finished"};

// The exit status of a listing: 130 with a note when a signal cut it short
// (what was printed stands: each line is a whole design).
int ListEnd(const Run& run) {
  if (!run.Stopped()) return 0;
  return Fail("list", Error{ErrorKind::kInterrupted, {}, 0, 0, "interrupted; the list above is incomplete"});
}

int CountWhist(const DesignSettings& settings, const Run& run, int players, Shard shard) {
  WhistCountOptions count;
  count.threads = run.threads;
  count.budget = run.budget;
  count.shard_index = shard.index;
  count.shard_count = shard.count;
  count.orientations = settings.orientations;
  count.progress = TerminalPartsProgress("counting");
  const WhistCounts counts = CountCyclicWhist(players, count);
  EndTerminalProgress();
  if (run.Stopped()) return Fail("count", kCountInterrupted);
  std::string out = fmt::format("cyclic Wh({}): {}\n", players, counts.designs);
  if (count.orientations) {
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
  const std::vector<CyclicWhist> shown = max_surplus < 0 ? std::vector<CyclicWhist>{w} : OrientationsWithin(w, max_surplus);
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

// Cipriano's tuples: found up to a bound, or the published list judged.
int ListOgwhd(const DesignSettings& settings, const Run& run) {
  if (settings.published) {
    int failed = 0;
    for (const OgwhdTuple& t : PublishedOgwhdTuples()) {
      const std::string why = JudgeOgwhdTuple(t);
      failed += !why.empty();
      std::printf("(%d, %d, %d, %d, %d): %s\n", t.p, t.r, t.y, t.z, t.c, why.empty() ? "ordered" : why.c_str());
    }
    const auto total = static_cast<int>(PublishedOgwhdTuples().size());
    std::printf("%d tuples, %d ordered, %d not\n", total, total - failed, failed);
    return 0;
  }
  for (int p : OgwhdPrimes(settings.bound)) {
    if (run.Stopped()) break;
    for (const OgwhdTuple& t : SearchOgwhdTuples(p, static_cast<std::size_t>(settings.first))) {
      std::printf("(%d, %d, %d, %d, %d)\n", t.p, t.r, t.y, t.z, t.c);
    }
  }
  return ListEnd(run);
}

int ListWhist(const DesignSettings& settings, const Run& run, int players) {
  const std::string& format = settings.format;
  const std::uint64_t first = static_cast<std::uint64_t>(settings.first);
  const int max_surplus = settings.max_surplus;
  std::uint64_t printed = 0;
  bool verified = true;
  ForEachCyclicWhist(players, [&](const CyclicWhist& w) {
    const auto shown = PrintWhist(w, format, max_surplus, first == 0 ? UINT64_MAX : first - printed);
    verified = shown.has_value();
    printed += shown.value_or(0);
    return verified && (first == 0 || printed < first) && !run.Stopped();
  });
  return verified ? ListEnd(run) : 1;
}

constexpr const char* kVerifyUsage =
    "whist|crrs|ogwhd FILE...\n\n"
    "  whist  an individual .asc movement: every player partners every other once and\n"
    "         opposes every other twice; says whether it is directed (each other player\n"
    "         once on the left, once on the right)\n"
    "  crrs   a coupling round robin schedule for teams of two pairs in the layout of\n"
    "         Hwang's paper (rounds of 'p q (b)', a 'Teams:' line): conditions (i)-(iv),\n"
    "         and complete when no two matches of a round share a board\n"
    "  ogwhd  a (3,6) generalised whist design ('players V', then 'initial:' to develop\n"
    "         mod V, or 'round I:' lines): partners twice, opponents three times, once\n"
    "         from each axis (ordered)\n\n"
    "Exit status 0 when every file passes, 1 when one does not, 2 on bad input.";

// Prints what a verifier said of one file: the description when the design
// is sound, else the verdict and each problem. Returns the exit status.
int PrintVerdict(const std::string& file, bool sound, const std::string& said,
                 const std::vector<std::string>& problems) {
  std::printf("%s: %s\n", file.c_str(), said.c_str());
  if (sound) return 0;
  for (const std::string& problem : problems) std::printf("  %s\n", problem.c_str());
  return 1;
}

int VerifyWhistFile(const std::string& file) {
  auto doc = ReadMovementFile(file);
  if (!doc) return Fail("verify", doc.error());
  const WhistVerdict v = VerifyWhist(doc->movement);
  return PrintVerdict(file, v.whist,
                      v.whist ? fmt::format("whist tournament of {} players, {} (left-opponent surplus {})",
                                            doc->movement.contestants, v.directed ? "directed" : "not directed",
                                            v.surplus)
                              : "not a whist tournament",
                      v.problems);
}

int VerifyCrrsFile(const std::string& file) {
  auto text = ReadFileBounded(file);
  if (!text) return Fail("verify", text.error());
  auto schedule = ParseCrrs(*text, file);
  if (!schedule) {
    // What `generate crrs` writes by default: a movement with its teams line.
    auto doc = ParseAsc(*text, file);
    if (!doc) return Fail("verify", schedule.error());
    const std::string mark = "teams: ";
    std::optional<std::string> teams;
    for (const std::string& line : doc->comments) {
      if (line.rfind(mark, 0) == 0) teams = line.substr(mark.size());
    }
    if (!teams) return Fail("verify", Error::At(file, 0, 0, "a movement without a '# teams: 1-5, 2-6, ...' line"));
    schedule = CrrsFromMovement(doc->movement, *teams);
    if (!schedule) return Fail("verify", Error::At(file, 0, 0, schedule.error().message));
  }
  const CrrsVerdict v = VerifyCrrs(*schedule);
  const std::string sharing = v.complete ? "complete (no board shared in a round)"
                                         : fmt::format("at most {} matches share a board in a round", v.max_sharing);
  return PrintVerdict(file, v.crrs,
                      v.crrs ? fmt::format("CRRS for {} teams, {} rounds, {} boards; {}", schedule->teams(),
                                           schedule->rounds.size(), schedule->boards, sharing)
                             : "not a CRRS",
                      v.problems);
}

int VerifyOgwhdFile(const std::string& file) {
  auto text = ReadFileBounded(file);
  if (!text) return Fail("verify", text.error());
  auto schedule = ParseOgwhd(*text, file);
  if (!schedule) return Fail("verify", schedule.error());
  const OgwhdVerdict v = VerifyOgwhd(*schedule);
  return PrintVerdict(file, v.ordered,
                      v.ordered ? fmt::format("(3,6)-OGWhD({}): partners twice, opponents three times, once on each axis",
                                              schedule->players)
                      : v.whist ? "a (3,6) generalised whist design, but not ordered"
                                : "not a (3,6) generalised whist design",
                      v.problems);
}

int Count(Prepared<DesignSettings>& run) {
  const DesignSettings& settings = run.settings;
  auto shard = ParseShard(settings.shard);
  if (!shard) return Fail("count", shard.error());
  const std::string& design = settings.operands.front();
  if (design == "starters") {
    if (Status ok = OnlyOptionsOf(settings, "count", design, {"order", "shard", "threads"}); !ok) {
      return Fail("count", ok.error());
    }
    auto order = StarterOrder(settings);
    if (!order) return Fail("count", order.error());
    if (auto feasible = CheckStarterCount(*order, shard->count); !feasible) return Fail("count", feasible.error());
    const auto count = CountStartersParallel(*order, shard->index, shard->count, run.search.threads, run.search.budget,
                                             TerminalPartsProgress("counting"));
    EndTerminalProgress();
    if (run.search.Stopped()) return Fail("count", kCountInterrupted);
    std::printf("starters of Z_%d: %llu\n", *order, static_cast<unsigned long long>(count));
    return 0;
  }
  if (design == "whist") {
    if (Status ok = OnlyOptionsOf(settings, "count", design, {"players", "shard", "threads", "orientations"}); !ok) {
      return Fail("count", ok.error());
    }
    auto players = WhistPlayers(settings);
    if (!players) return Fail("count", players.error());
    if (auto feasible = CheckWhistCount(*players, shard->count); !feasible) return Fail("count", feasible.error());
    return CountWhist(settings, run.search, *players, *shard);
  }
  return Failure("count", fmt::format("unknown design '{}' (starters or whist)", Excerpt(design)));
}

int List(Prepared<DesignSettings>& run) {
  const DesignSettings& settings = run.settings;
  const std::string& design = settings.operands.front();
  const std::uint64_t first = static_cast<std::uint64_t>(settings.first);
  if (design == "starters") {
    if (Status ok = OnlyOptionsOf(settings, "list", design, {"order", "first"}); !ok) return Fail("list", ok.error());
    auto order = StarterOrder(settings);
    if (!order) return Fail("list", order.error());
    if (*order > kMaxListedStarterOrder) {
      return Failure("list", fmt::format("listing the starters of Z_{} would take minutes before the first one; "
                                         "orders up to {} are listed", *order, kMaxListedStarterOrder));
    }
    std::uint64_t printed = 0;
    ForEachStarter(*order, [&](const Starter& s) {
      std::printf("%s\n", FormatStarter(s).c_str());
      return (first == 0 || ++printed < first) && !run.search.Stopped();
    });
    return ListEnd(run.search);
  }
  if (design == "whist") {
    if (Status ok = OnlyOptionsOf(settings, "list", design, {"players", "first", "format", "max-surplus"}); !ok) {
      return Fail("list", ok.error());
    }
    auto players = WhistPlayers(settings);
    if (!players) return Fail("list", players.error());
    return ListWhist(settings, run.search, *players);
  }
  if (design == "ogwhd") {
    if (Status ok = OnlyOptionsOf(settings, "list", design, {"bound", "first", "published"}); !ok) {
      return Fail("list", ok.error());
    }
    if (Status ok = RefuseTogether(settings, {"published"}, {"bound", "first"}); !ok) return Fail("list", ok.error());
    if (settings.first == 0 && settings.bound > kMaxListedOgwhdBound) {
      return Failure("list", fmt::format("listing every tuple up to {} would take minutes (the work grows as the cube "
                                         "of the bound); give --first K or a --bound up to {}",
                                         settings.bound, kMaxListedOgwhdBound));
    }
    return ListOgwhd(settings, run.search);
  }
  return Failure("list", fmt::format("unknown design '{}' (starters, whist or ogwhd)", Excerpt(design)));
}

int Verify(Prepared<DesignSettings>& run) {
  const DesignSettings& settings = run.settings;
  const std::string& design = settings.operands[0];
  int (*verify)(const std::string&) = design == "whist"   ? VerifyWhistFile
                                      : design == "crrs"  ? VerifyCrrsFile
                                      : design == "ogwhd" ? VerifyOgwhdFile
                                                          : nullptr;
  if (verify == nullptr) return Failure("verify", fmt::format("unknown design '{}' (whist, crrs or ogwhd)", Excerpt(design)));
  int status = 0;
  for (std::size_t i = 1; i < settings.operands.size(); ++i) status = std::max(status, verify(settings.operands[i]));
  return status;
}

}  // namespace

OptionSurface CountSurface() { return SurfaceOf<DesignSettings, CountOptionTable>(); }
OptionSurface ListSurface() { return SurfaceOf<DesignSettings, ListOptionTable>(); }
OptionSurface VerifySurface() { return SurfaceOf<DesignSettings, VerifyOptionTable>(); }

int RunCount(const Invocation& call, const Args& args) {
  return RunCommand(call, args,
                    Command<DesignSettings>{.usage = kDesignUsage,
                                            .options = CountOptionTable,
                                            .min_operands = 1,
                                            .max_operands = 1,
                                            .work = Count});
}

int RunList(const Invocation& call, const Args& args) {
  return RunCommand(call, args,
                    Command<DesignSettings>{.usage = kListUsage,
                                            .options = ListOptionTable,
                                            .min_operands = 1,
                                            .max_operands = 1,
                                            .work = List});
}

int RunVerify(const Invocation& call, const Args& args) {
  return RunCommand(call, args,
                    Command<DesignSettings>{.usage = kVerifyUsage,
                                            .options = VerifyOptionTable,
                                            .min_operands = 2,
                                            .max_operands = SIZE_MAX,
                                            .work = Verify});
}

}  // namespace movebal
