#include "generators/whist_designs.h"

#include <fmt/format.h>

#include <cstdio>
#include <optional>

#include "generators/random_whist.h"
#include "generators/symmetric_whist.h"
#include "generators/whist_search.h"

namespace movebal {
namespace {

// Steps of the symmetric construction's search (well under a second up to 64
// players where it succeeds; sizes where it fails are settled by this too).
constexpr std::uint64_t kSymmetricNodes = 20'000'000;
// Designs of the enumeration examined for one at the least surplus (a count,
// not a time, so that the result never depends on the machine).
constexpr int kDirectedScanDesigns = 300;
// From here on a stored design is used even when the least surplus is not
// asked for (the enumeration's first design of 44 players takes 10 s).
constexpr int kStoredFirst = 44;

// Initial rounds that the random search (random_whist.h) found once, for
// the sizes that neither the enumeration nor the symmetric construction
// gives in a few seconds: 4n players from 36 on (-1 is infinity) and 45
// (directed; 3 divides 45, so there is no symmetric design). All are at the
// least left-opponent surplus but 52, 60 and 64 (found without it, then the
// best of their East-West turns: 204 where 51 is the least, 236 where 59 is,
// 252 where 63 is). Tables are N S E W, four
// numbers each; the verifier checks each design every time it is used.
const std::vector<std::pair<int, std::vector<int>>>& StoredRounds() {
  static const std::vector<std::pair<int, std::vector<int>>> kRounds = {
      {36, {-1, 0, 23, 33, 7, 9, 4, 20, 5, 13, 12, 16, 21, 27, 2, 19, 15, 30, 11, 10, 18, 31, 32, 25, 14, 26, 22, 1,
           17, 28, 8, 34, 3, 6, 24, 29}},
      {44, {-1, 0, 6, 40, 12, 34, 27, 37, 11, 16, 3, 20, 13, 21, 41, 35, 10, 14, 9, 36, 4, 23, 28, 31, 22, 33, 8, 26,
           1, 24, 18, 25, 5, 7, 38, 39, 19, 32, 30, 42, 15, 29, 2, 17}},
      {45, {1, 36, 27, 30, 25, 26, 8, 40, 14, 38, 17, 15, 9, 13, 29, 18, 7, 19, 41, 21, 6, 22, 16, 34, 10, 33, 37, 20,
           28, 42, 23, 4, 3, 12, 11, 5, 24, 31, 39, 44, 2, 32, 35, 43}},
      {48, {-1, 0, 10, 45, 25, 29, 1, 40, 5, 36, 6, 8, 22, 35, 13, 19, 11, 26, 46, 4, 12, 42, 30, 3, 2, 21, 44, 23,
           27, 37, 43, 7, 15, 24, 9, 16, 28, 31, 17, 41, 18, 32, 39, 14, 33, 34, 38, 20}},
      {52, {1, 13, 47, 21, 26, 48, 7, 8, 20, 34, 14, 19, 5, 22, 24, 30, 10, 12, 40, 49, 9, 37, 44, 33, -1, 0, 35, 11,
           16, 23, 18, 38, 4, 36, 42, 45, 28, 46, 25, 29, 17, 32, 41, 3, 31, 39, 6, 27, 2, 43, 15, 50}},
      {56, {-1, 0, 27, 33, 26, 42, 1, 23, 18, 38, 36, 17, 48, 53, 24, 9, 6, 43, 51, 47, 21, 46, 40, 54, 11, 49, 5, 31,
           37, 50, 30, 41, 28, 29, 13, 16, 44, 52, 39, 12, 20, 22, 19, 10, 3, 15, 8, 32, 4, 25, 2, 34, 7, 14, 45,
           35}},
      {60, {41, 54, 24, 38, 9, 15, 57, 17, 39, 42, 3, 18, 5, 55, 36, 6, 31, 52, 27, 22, 43, 45, 11, 19, 14, 50, 30,
           13, 20, 32, 58, 23, 21, 46, 33, 53, 28, 56, 10, 51, 26, 48, 34, 7, 25, 35, 29, 40, 4, 47, 49, 16, -1, 0,
           44, 37, 8, 12, 1, 2}},
      {64, {22, 57, 5, 7, 10, 36, 50, 62, 8, 41, 17, 37, 2, 58, 25, 14, 4, 53, 26, 32, 49, 52, 54, 46, 23, 38, 30, 11,
           39, 56, 61, 40, 15, 24, 44, 6, 9, 19, 1, 35, 16, 29, 48, 12, 28, 59, 21, 60, 31, 47, 33, 34, 27, 45, 55,
           51, 3, 43, 13, 18, -1, 0, 42, 20}},
  };
  return kRounds;
}

std::optional<CyclicWhist> StoredCyclicWhist(int players) {
  for (const auto& [size, seats] : StoredRounds()) {
    if (size != players) continue;
    CyclicWhist w{players, {}};
    for (std::size_t k = 0; k + 3 < seats.size(); k += 4) w.tables.push_back({seats[k], seats[k + 1], seats[k + 2], seats[k + 3]});
    return w;
  }
  return std::nullopt;
}

std::string Initial(const CyclicWhist& w) { return "initial round: " + FormatInitialRound(w); }

// The K-th cyclic design in listing order.
Result<CyclicWhist> IndexedCyclicWhist(int players, std::int64_t index) {
  std::optional<CyclicWhist> chosen;
  std::int64_t seen = 0;
  ForEachCyclicWhist(players, [&](const CyclicWhist& w) {
    if (seen++ == index) chosen = w;
    return !chosen;
  });
  if (!chosen) return Error::Plain(fmt::format("there are only {} cyclic designs for {} players", seen, players));
  return *chosen;
}

// The first design and orientation of the enumeration at the least surplus,
// or the least among the first kDirectedScanDesigns designs.
std::pair<CyclicWhist, bool> LeastSurplusCyclicWhist(int players) {
  const int goal = LeastCyclicSurplus(players);
  std::optional<CyclicWhist> best;
  int best_surplus = -1, designs = 0;
  ForEachCyclicWhist(players, [&](const CyclicWhist& w) {
    for (std::uint32_t o = 0; o < (std::uint32_t{1} << w.tables.size()); ++o) {
      const CyclicWhist turned = WithSwappedEastWest(w, o);
      const int surplus = LeftOpponentSurplus(turned);
      if (best_surplus < 0 || surplus < best_surplus) best = turned, best_surplus = surplus;
      if (surplus <= goal) return false;
    }
    return ++designs < kDirectedScanDesigns;
  });
  return {*best, best_surplus <= goal};
}

WhistDesign FromCyclic(const CyclicWhist& w, std::string how) {
  WhistDesign d;
  d.schedule = ExpandCyclicWhist(w);
  d.movement = CyclicWhistMovement(w);
  d.description = {fmt::format("cyclic whist tournament Wh({}), {}", w.players, how), Initial(w),
                   RotatingGroupOffsets(w).empty() ? "one board group per round"
                                                   : "board groups move with the tables' offsets"};
  return d;
}

}  // namespace

int LeastCyclicSurplus(int players) { return players % 4 == 0 ? players - 1 : 0; }

std::vector<CyclicWhist> OrientationsWithin(const CyclicWhist& w, int max_surplus) {
  std::vector<CyclicWhist> shown;
  for (std::uint32_t o = 0; o < (std::uint32_t{1} << w.tables.size()); ++o) {
    CyclicWhist turned = WithSwappedEastWest(w, o);
    if (LeftOpponentSurplus(turned) <= max_surplus) shown.push_back(std::move(turned));
  }
  return shown;
}

Result<std::vector<std::pair<int, int>>> ParseCouples(const std::string& text) {
  std::vector<std::pair<int, int>> pairs;
  std::size_t at = 0;
  while (at < text.size()) {
    int a = 0, b = 0, used = 0;
    if (std::sscanf(text.c_str() + at, "%d-%d%n", &a, &b, &used) != 2) {
      return Error::Plain(fmt::format("expected couples like 1-2,3-4, not '{}'", text));
    }
    pairs.emplace_back(a, b);
    at += static_cast<std::size_t>(used);
    if (at < text.size() && text[at] == ',') ++at;
  }
  return pairs;
}

Result<WhistSchedule> WithPretendRound(const WhistSchedule& s, const std::vector<std::pair<int, int>>& couples) {
  const int players = s.players;
  std::vector<std::pair<int, int>> teams;  // round 1's partnerships
  for (const WhistTable& t : s.rounds.front()) {
    teams.emplace_back(t[kNorth], t[kSouth]);
    teams.emplace_back(t[kEast], t[kWest]);
  }
  if (couples.size() > teams.size()) {
    return Error::Plain(fmt::format("{} couples, but a round has only {} partnerships", couples.size(), teams.size()));
  }
  std::vector<int> label(static_cast<std::size_t>(players + 1), 0);  // old -> new
  std::vector<bool> taken(static_cast<std::size_t>(players + 1), false);
  for (std::size_t i = 0; i < couples.size(); ++i) {
    for (int x : {couples[i].first, couples[i].second}) {
      if (x < 1 || x > players || taken[static_cast<std::size_t>(x)]) {
        return Error::Plain(fmt::format("couple {}-{}: players are 1..{}, each in one couple at most",
                                        couples[i].first, couples[i].second, players));
      }
      taken[static_cast<std::size_t>(x)] = true;
    }
    label[static_cast<std::size_t>(teams[i].first)] = couples[i].first;
    label[static_cast<std::size_t>(teams[i].second)] = couples[i].second;
  }
  int next = 1;  // everyone else in number order
  for (int old = 1; old <= players; ++old) {
    if (label[static_cast<std::size_t>(old)] != 0) continue;
    while (taken[static_cast<std::size_t>(next)]) ++next;
    label[static_cast<std::size_t>(old)] = next;
    taken[static_cast<std::size_t>(next)] = true;
  }
  WhistSchedule out{players, {}};
  for (std::size_t r = 1; r < s.rounds.size(); ++r) {
    auto& round = out.rounds.emplace_back();
    for (WhistTable t : s.rounds[r]) {
      for (int& x : t) x = label[static_cast<std::size_t>(x)];
      round.push_back(t);
    }
  }
  return out;
}

Result<WhistDesign> GenerateWhistDesign(const WhistRequest& request) {
  const int players = request.players;
  if (players < 4 || players > kMaxWhistPlayers || players % 4 > 1) {
    return Error::Plain(fmt::format("a whist tournament needs 4n or 4n+1 players, 4..{}", kMaxWhistPlayers));
  }
  WhistDesign design;
  if (request.search || players == 9) {
    auto found = SearchWhist(players, request.directed);
    if (!found) return Error::Failed(fmt::format("the search found no whist tournament for {} players", players));
    design.schedule = *found;
    design.movement = WhistMovementByRound(design.schedule);
    design.description = {fmt::format("whist tournament Wh({}) found by search", players)};
  } else if (request.index >= 0) {
    if (players > kMaxCyclicWhistPlayers) {
      return Error::Plain(fmt::format("--index numbers the enumeration, which reaches {} players", kMaxCyclicWhistPlayers));
    }
    auto w = IndexedCyclicWhist(players, request.index);
    if (!w) return w.error();
    design = FromCyclic(*w, fmt::format("design {} of the enumeration", request.index));
  } else if (const auto stored = StoredCyclicWhist(players);
             stored && (request.directed || players >= kStoredFirst)) {
    const int least = LeastCyclicSurplus(players), surplus = LeftOpponentSurplus(*stored);
    design = FromCyclic(*stored, surplus == least ? "an initial round found by the random search, at the least "
                                                    "left-opponent surplus"
                                                  : fmt::format("an initial round found by the random search; the "
                                                                "least left-opponent surplus, {}, was not reached",
                                                                least));
  } else if (players > kMaxCyclicWhistPlayers && !(players % 4 == 1 && players % 3 != 0)) {
    return Error::Plain(fmt::format(
        "no construction here reaches {} players: above {} players there are the symmetric construction (4n+1 "
        "players, 3 not dividing 4n+1: 49, 53, 61) and the initial rounds stored for 44, 45, 48, 52, 56, 60 and 64",
        players, kMaxCyclicWhistPlayers));
  } else if (const SymmetricWhistResult symmetric = FindSymmetricWhist(players, kSymmetricNodes); symmetric.design) {
    design = FromCyclic(*symmetric.design, "patterned starter, every table {x, -x} against {u, -u}");
  } else if (players <= kMaxCyclicWhistPlayers) {
    if (request.directed) {
      const auto [w, reached] = LeastSurplusCyclicWhist(players);
      design = FromCyclic(w, reached ? "the enumeration's first design at the least left-opponent surplus"
                                     : fmt::format("the least surplus among the enumeration's first {} designs",
                                                   kDirectedScanDesigns));
    } else {
      design = FromCyclic(*FindCyclicWhist(players), "the enumeration's first design");
    }
  } else {
    return Error::Failed(fmt::format("no construction here gives a whist tournament for {} players", players));
  }
  design.verdict = VerifyWhist(design.schedule);
  if (!design.verdict.whist) return Error::Failed("verification failed: " + design.verdict.problems.front());
  design.description.push_back(fmt::format("verified: partners once, opponents twice; {} (left-opponent surplus {})",
                                           design.verdict.directed ? "directed" : "not directed",
                                           design.verdict.surplus));
  if (!request.spouses.empty()) {
    auto played = WithPretendRound(design.schedule, request.spouses);
    if (!played) return played.error();
    design.schedule = *played;
    design.movement = WhistMovementByRound(design.schedule);
    design.description.push_back(fmt::format(
        "spouse avoidance: round 1 is a pretend round in which the {} couples partner; it is skipped, so couples never "
        "partner and the round's opponents meet once instead of twice", request.spouses.size()));
  }
  return design;
}

}  // namespace movebal
