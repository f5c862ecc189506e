#include "combinatorial_designs/ogwhd.h"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>

#include "combinatorial_designs/finite_field.h"
#include "combinatorial_designs/line_cursor.h"

namespace movebal {
namespace {

enum Seat { kA, kB, kC, kD, kE, kF };
constexpr int kAxisOf[6] = {0, 1, 2, 0, 1, 2};  // N, E, W for seats a..f
constexpr const char* kAxisName[3] = {"N", "E", "W"};
constexpr int kTeamOf[6] = {0, 1, 0, 1, 0, 1};
constexpr std::size_t kMaxProblems = 10;
constexpr std::uint64_t kNodesPerClockCheck = 1 << 10;

std::size_t Z(int i) { return static_cast<std::size_t>(i); }
int Mod(long long x, int m) { return static_cast<int>(((x % m) + m) % m); }

int Power(int base, int exponent, int p) {
  long long result = 1, b = Mod(base, p);
  for (int e = exponent; e > 0; e >>= 1, b = b * b % p) {
    if (e & 1) result = result * b % p;
  }
  return static_cast<int>(result);
}

// Discrete logarithms to base r mod p; empty when r is not a primitive root.
std::vector<int> Logarithms(int p, int r) {
  std::vector<int> log(Z(p), -1);
  long long x = 1;
  for (int i = 0; i < p - 1; ++i, x = x * r % p) {
    if (log[Z(static_cast<int>(x))] >= 0) return {};
    log[Z(static_cast<int>(x))] = i;
  }
  return log;
}

// The first game of construction c from r, y, z (seats a..f).
OgwhdGame FirstGame(int p, int r, int y, int z, int c) {
  const int r5 = Power(r, 5, p), r6 = Power(r, 6, p);
  const int r5y = static_cast<int>(1LL * r5 * y % p), r5z = static_cast<int>(1LL * r5 * z % p);
  switch (c) {
    case 1: return {r6, r, r5y, y, r5z, z};
    case 2: return {r6, z, r5y, r, r5z, y};
    case 3: return {r5y, r, r6, y, r5z, z};
    case 4: return {r6, y, r5y, z, r5z, r};
    case 5: return {r6, y, r5y, r, r5z, z};
    default: return {r6, z, r5y, y, r5z, r};
  }
}

// The difference test for an initial round {g x r^(6k)}: the first game's
// players, partner differences (each class twice) and opponent differences
// from each axis (each class once) must spread over the six cyclotomic
// classes, as multiplying by r^6 runs through each class.
bool ClassesBalanced(const OgwhdGame& g, int p, const std::vector<int>& log) {
  int players[6] = {}, partner[6] = {}, axis[3][6] = {};
  for (int s = 0; s < 6; ++s) {
    if (g[Z(s)] % p == 0 || ++players[log[Z(Mod(g[Z(s)], p))] % 6] > 1) return false;
  }
  for (int s = 0; s < 6; ++s) {
    for (int t = 0; t < 6; ++t) {
      if (s == t) continue;
      const int d = Mod(g[Z(s)] - g[Z(t)], p);
      if (d == 0) return false;
      const int cls = log[Z(d)] % 6;
      if (kTeamOf[s] == kTeamOf[t] ? ++partner[cls] > 2 : ++axis[kAxisOf[s]][cls] > 1) return false;
    }
  }
  return true;
}

std::vector<OgwhdGame> Develop(const OgwhdGame& first, int p, int r) {
  const int n = (p - 1) / 6, r6 = Power(r, 6, p);
  std::vector<OgwhdGame> games;
  long long factor = 1;
  for (int k = 0; k < n; ++k, factor = factor * r6 % p) {
    OgwhdGame g;
    for (int s = 0; s < 6; ++s) g[Z(s)] = static_cast<int>(first[Z(s)] * factor % p);
    games.push_back(g);
  }
  return games;
}

std::string FormatGames(const std::vector<OgwhdGame>& games) {
  std::string out;
  for (const OgwhdGame& g : games) {
    out += fmt::format(" ({}, {}, {}, {}, {}, {})", g[0], g[1], g[2], g[3], g[4], g[5]);
  }
  return out;
}

// Depth-first search of the direct Z-cyclic search: games are filled seat
// by seat; each game starts with the smallest unused player.
class DirectSearch {
 public:
  DirectSearch(int v, std::uint64_t limit, const Budget& budget)
      : v_(v), games_((v - 1) / 6), limit_(limit), budget_(budget), used_(Z(v), 0), partner_(Z(v), 0), axis_(3, std::vector<int>(Z(v), 0)),
        round_(Z(games_)) {}

  OgwhdSearchResult Run() {
    OgwhdSearchResult result;
    const bool found = StartGame(0);
    result.nodes = nodes_;
    result.complete = !found && !Out();
    result.out_of_time = !found && out_of_time_;
    if (found) result.initial = round_;
    return result;
  }

 private:
  // The smallest unused player opens game g at seat a, b or c (the other
  // three are the same up to turning the table half round, which keeps every
  // axis); the first game has player 1 at a and c < e (the reflection that
  // swaps axes E and W throughout).
  bool StartGame(int g) {
    if (g == games_) return true;
    int x = 1;
    while (used_[Z(x)]) ++x;
    for (int seat : g == 0 ? std::vector<int>{kA} : std::vector<int>{kA, kB, kC}) {
      if (Place(g, seat, x)) {
        if (FillSeat(g, 0, seat)) return true;
        Remove(g, seat);
      }
      if (Out()) return false;
    }
    return false;
  }

  // Counts one more node: false once the node limit is passed or the budget
  // has run out (the stop flag is read every node, the clock every
  // kNodesPerClockCheck: a node of a large field takes milliseconds).
  bool Step() {
    if (++nodes_ > limit_) return false;
    if (budget_.Stopped() || (nodes_ % kNodesPerClockCheck == 0 && budget_.Expired())) out_of_time_ = true;
    return !out_of_time_;
  }
  bool Out() const { return nodes_ > limit_ || out_of_time_; }

  bool FillSeat(int g, int next, int opened) {
    if (next == 6) return StartGame(g + 1);
    if (next == opened) return FillSeat(g, next + 1, opened);
    for (int y = round_[Z(g)][Z(opened)] + 1; y < v_; ++y) {
      if (used_[Z(y)]) continue;
      if (g == 0 && next == kE && y < round_[0][kC]) continue;
      if (!Step()) return false;
      if (!Place(g, next, y)) continue;
      if (FillSeat(g, next + 1, opened)) return true;
      Remove(g, next);
      if (Out()) return false;
    }
    return false;
  }

  // Seats player x and counts its differences with the seats filled so far
  // (filled_ marks them); fails without change when a count overflows.
  bool Place(int g, int seat, int x) {
    OgwhdGame& game = round_[Z(g)];
    game[Z(seat)] = x;
    bool fits = true;
    int done = 0;
    for (int t = 0; t < 6 && fits; ++t, ++done) {
      if (t == seat || !(filled_[Z(g)] >> t & 1)) continue;
      fits = Count(seat, t, game, 1);
    }
    if (!fits) {
      for (int t = 0; t < done; ++t) {
        if (t == seat || !(filled_[Z(g)] >> t & 1)) continue;
        Count(seat, t, game, -1);
      }
      return false;
    }
    filled_[Z(g)] |= 1 << seat;
    used_[Z(x)] = 1;
    return true;
  }

  void Remove(int g, int seat) {
    OgwhdGame& game = round_[Z(g)];
    filled_[Z(g)] &= ~(1 << seat);
    for (int t = 0; t < 6; ++t) {
      if (filled_[Z(g)] >> t & 1) Count(seat, t, game, -1);
    }
    used_[Z(game[Z(seat)])] = 0;
  }

  // Adds (or removes) both differences between seats s and t; when adding,
  // reports whether every count stays within its limit (the change is made
  // either way, so that a failed add is undone by a remove).
  bool Count(int s, int t, const OgwhdGame& game, int sign) {
    const int d = Mod(game[Z(s)] - game[Z(t)], v_), e = v_ - d;
    if (kTeamOf[s] == kTeamOf[t]) {
      partner_[Z(d)] += sign;
      partner_[Z(e)] += sign;
      return partner_[Z(d)] <= 2 && partner_[Z(e)] <= 2;
    }
    int& from_s = axis_[Z(kAxisOf[s])][Z(d)];
    int& from_t = axis_[Z(kAxisOf[t])][Z(e)];
    from_s += sign;
    from_t += sign;
    return from_s <= 1 && from_t <= 1;
  }

  const int v_, games_;
  const std::uint64_t limit_;
  const Budget budget_;
  std::uint64_t nodes_ = 0;
  bool out_of_time_ = false;
  std::vector<char> used_;
  std::vector<int> partner_;
  std::vector<std::vector<int>> axis_;
  std::vector<OgwhdGame> round_;
  std::vector<int> filled_ = std::vector<int>(Z(games_), 0);
};

}  // namespace

OgwhdVerdict VerifyOgwhd(const OgwhdSchedule& s) {
  OgwhdVerdict v;
  const int players = s.players;
  const auto problem = [&](std::string text) {
    if (v.problems.size() < kMaxProblems) v.problems.push_back(std::move(text));
  };
  if (players < 7 || players > kMaxOgwhdPlayers || players % 6 != 1) {
    problem(fmt::format("{} players: a (3,6) design needs 6n + 1 players, 7..{}", players, kMaxOgwhdPlayers));
    return v;
  }
  const int games = (players - 1) / 6;
  std::vector<int> partner(Z(players) * Z(players), 0), opposed(Z(players) * Z(players), 0);
  std::vector<std::vector<int>> from_axis(3, std::vector<int>(Z(players) * Z(players), 0));
  std::vector<int> sat_out(Z(players), 0);
  bool sound = true;
  if (s.rounds.size() != Z(players)) {
    problem(fmt::format("{} rounds: {} players play {} rounds", s.rounds.size(), players, players));
    sound = false;
  }
  for (std::size_t r = 0; r < s.rounds.size(); ++r) {
    std::vector<int> seen(Z(players), 0);
    if (s.rounds[r].size() != Z(games)) {
      problem(fmt::format("round {}: {} games, not {}", r, s.rounds[r].size(), games));
      sound = false;
    }
    for (const OgwhdGame& g : s.rounds[r]) {
      if (std::any_of(g.begin(), g.end(), [&](int x) { return x < 0 || x >= players; })) {
        problem(fmt::format("round {}: a game names a player outside 0..{}", r, players - 1));
        sound = false;
        continue;
      }
      for (int a = 0; a < 6; ++a) {
        ++seen[Z(g[Z(a)])];
        for (int b = 0; b < 6; ++b) {
          if (a == b) continue;
          const std::size_t at = Z(g[Z(a)]) * Z(players) + Z(g[Z(b)]);
          if (kTeamOf[a] == kTeamOf[b]) {
            ++partner[at];
          } else {
            ++opposed[at];
            ++from_axis[Z(kAxisOf[a])][at];
          }
        }
      }
    }
    for (int x = 0; x < players; ++x) {
      if (seen[Z(x)] > 1) {
        problem(fmt::format("round {}: player {} plays {} times", r, x, seen[Z(x)]));
        sound = false;
      }
      sat_out[Z(x)] += seen[Z(x)] == 0;
    }
  }
  for (int x = 0; x < players; ++x) {
    if (sat_out[Z(x)] != 1 && s.rounds.size() == Z(players)) {
      problem(fmt::format("player {} sits out {} rounds, not one", x, sat_out[Z(x)]));
      sound = false;
    }
  }
  bool ordered = true;
  std::string axis_problem;
  for (int x = 0; x < players; ++x) {
    for (int y = 0; y < players; ++y) {
      if (x == y) continue;
      const std::size_t at = Z(x) * Z(players) + Z(y);
      if (partner[at] != 2 && x < y) {
        problem(fmt::format("players {} and {} are partners {} times, not twice", x, y, partner[at]));
        sound = false;
      }
      if (opposed[at] != 3 && x < y) {
        problem(fmt::format("players {} and {} are opponents {} times, not three", x, y, opposed[at]));
        sound = false;
      }
      for (int axis = 0; axis < 3; ++axis) {
        if (from_axis[Z(axis)][at] != 1 && ordered) {
          axis_problem = fmt::format("player {} opposes player {} {} times from axis {}, not once", x, y,
                                     from_axis[Z(axis)][at], kAxisName[axis]);
          ordered = false;
        }
      }
    }
  }
  if (!ordered) problem(axis_problem);  // after the whist problems, which come first
  v.whist = sound;
  v.ordered = sound && ordered;
  return v;
}

OgwhdSchedule ExpandOgwhd(int players, const std::vector<OgwhdGame>& initial) {
  OgwhdSchedule s{players, {}};
  for (int i = 0; i < players; ++i) {
    auto& round = s.rounds.emplace_back();
    for (OgwhdGame g : initial) {
      for (int& x : g) x = Mod(x + i, players);
      round.push_back(g);
    }
  }
  return s;
}

Result<OgwhdSchedule> ParseOgwhd(std::string_view text, const std::string& file) {
  OgwhdSchedule s;
  std::vector<OgwhdGame> initial;
  DesignLines lines(text);
  std::string_view line;
  while (lines.Next(line)) {
    const int line_number = lines.number();
    LineCursor in(line, line_number, file, true);
    if (in.Done()) continue;
    if (in.AcceptWord("players")) {
      auto v = in.Number("the number of players");
      if (!v) return v.error();
      if (*v < 7 || *v > kMaxOgwhdPlayers || *v % 6 != 1) {
        return in.Fail(fmt::format("{} players: a (3,6) design needs 6n + 1 players, 7..{}", *v, kMaxOgwhdPlayers));
      }
      if (s.players != 0) return in.Fail("a second 'players' line");
      s.players = *v;
      if (!in.Done()) return in.Fail("expected the end of the line after the number of players");
      continue;
    }
    std::vector<OgwhdGame>* games = nullptr;
    if (in.AcceptWord("initial")) {
      games = &initial;
    } else if (in.AcceptWord("round")) {
      if (!in.Number("a round number")) return in.Fail("expected a round number");
      games = &s.rounds.emplace_back();
    } else {
      return in.Fail("expected 'players V', 'initial:' or 'round I:'");
    }
    if (s.players == 0) return in.Fail("the 'players V' line must come first");
    if (!initial.empty() && !s.rounds.empty()) return in.Fail("give either an initial round or every round, not both");
    in.Accept(':');
    while (!in.Done()) {
      if (!in.Accept('(')) return in.Fail("expected '(' opening a game of six players");
      OgwhdGame g{};
      for (int& x : g) {
        auto value = in.Number("a player number");
        if (!value) return value.error();
        if (*value >= s.players) return in.Fail(fmt::format("player {} is not in 0..{}", *value, s.players - 1));
        x = *value;
      }
      if (!in.Accept(')')) return in.Fail("expected ')' after six players");
      if (games->size() >= Z(s.players)) return in.Fail("more games than players");
      games->push_back(g);
    }
    if (s.rounds.size() > Z(s.players)) return in.Fail("more rounds than players");
  }
  if (s.players == 0) return Error::At(file, 0, 0, "no 'players V' line");
  if (!initial.empty()) return ExpandOgwhd(s.players, initial);
  if (s.rounds.empty()) return Error::At(file, 0, 0, "no games: give 'initial:' or 'round I:' lines");
  return s;
}

std::string FormatOgwhdInitial(int players, const std::vector<OgwhdGame>& initial) {
  return fmt::format("players {}\ninitial:{}\n", players, FormatGames(initial));
}

std::string FormatOgwhdSchedule(const OgwhdSchedule& s) {
  std::string out = fmt::format("players {}\n", s.players);
  for (std::size_t r = 0; r < s.rounds.size(); ++r) out += fmt::format("round {}:{}\n", r, FormatGames(s.rounds[r]));
  return out;
}

Result<std::vector<OgwhdGame>> OgwhdInitialRound(const OgwhdTuple& t) {
  if (!IsPrime(t.p) || t.p % 6 != 1 || t.p > kMaxOgwhdPlayers) {
    return Error::Plain(fmt::format("{} is not a prime 6n + 1 up to {}", t.p, kMaxOgwhdPlayers));
  }
  if (t.c < 1 || t.c > 6) return Error::Plain(fmt::format("construction {} is not 1..6", t.c));
  return Develop(FirstGame(t.p, t.r, t.y, t.z, t.c), t.p, t.r);
}

std::string JudgeOgwhdTuple(const OgwhdTuple& t) {
  auto initial = OgwhdInitialRound(t);
  if (!initial) return initial.error().message;
  const std::vector<int> log = Logarithms(t.p, t.r);
  if (log.empty()) return fmt::format("{} is not a primitive root of {}", t.r, t.p);
  std::string why;
  if (t.y % t.p == 0 || log[Z(Mod(t.y, t.p))] % 6 != 3) why += fmt::format("y = {} is not in class 3; ", t.y);
  if (t.z % t.p == 0 || log[Z(Mod(t.z, t.p))] % 6 != 5) why += fmt::format("z = {} is not in class 5; ", t.z);
  const OgwhdVerdict verdict = VerifyOgwhd(ExpandOgwhd(t.p, *initial));
  if (verdict.ordered) return "";
  why += verdict.whist ? "a generalised whist design but not ordered"
                       : "not a generalised whist design (" + verdict.problems.front() + ")";
  if (t.y % t.p == 0 || t.z % t.p == 0) return why;
  std::vector<int> others;
  for (int c = 1; c <= 6; ++c) {
    if (c != t.c && ClassesBalanced(FirstGame(t.p, t.r, t.y, t.z, c), t.p, log)) others.push_back(c);
  }
  if (!others.empty()) {
    return why + fmt::format("; the same r, y, z give an ordered design by construction {} (the list's construction "
                             "number)", fmt::join(others, " and "));
  }
  // Another seating of the same six players.
  const OgwhdGame game = FirstGame(t.p, t.r, t.y, t.z, t.c);
  std::array<int, 6> order = {0, 1, 2, 3, 4, 5};
  do {
    OgwhdGame seated;
    for (int s = 0; s < 6; ++s) seated[Z(s)] = game[Z(order[Z(s)])];
    if (ClassesBalanced(seated, t.p, log)) {
      return why + fmt::format("; seated ({}, {}, {}, {}, {}, {}) it is ordered (the seating)", seated[0], seated[1],
                               seated[2], seated[3], seated[4], seated[5]);
    }
  } while (std::next_permutation(order.begin(), order.end()));
  return why + "; no construction and no seating of these r, y, z works (the list: a misprint?)";
}

std::vector<OgwhdTuple> SearchOgwhdTuples(int p, std::size_t limit, const Budget& budget) {
  std::vector<OgwhdTuple> found;
  if (!IsPrime(p) || p % 6 != 1 || p > kMaxOgwhdPlayers) return found;
  for (int r = 2; r < p; ++r) {
    const std::vector<int> log = Logarithms(p, r);
    if (log.empty()) continue;
    std::vector<int> class3, class5;
    for (int x = 1; x < p; ++x) {
      if (log[Z(x)] % 6 == 3) class3.push_back(x);
      if (log[Z(x)] % 6 == 5) class5.push_back(x);
    }
    for (int y : class3) {
      if (budget.Expired()) return found;
      for (int z : class5) {
        for (int c = 1; c <= 6; ++c) {
          if (!ClassesBalanced(FirstGame(p, r, y, z, c), p, log)) continue;
          found.push_back({p, r, y, z, c});
          if (found.size() == limit) return found;
        }
      }
    }
  }
  return found;
}

std::vector<int> OgwhdPrimes(int bound) {
  std::vector<int> primes;
  for (int p = 7; p <= std::min(bound, kMaxOgwhdPlayers); p += 6) {
    if (IsPrime(p) && ((p - 1) / 6) % 2 == 1) primes.push_back(p);
  }
  return primes;
}

const std::vector<OgwhdTuple>& PublishedOgwhdTuples() {
  // Cipriano (2013), the list of solutions for the first odd n, as printed.
  static const std::vector<OgwhdTuple> kList = {
      {31, 3, 15, 13, 1},     {79, 3, 69, 7, 3},      {79, 34, 71, 53, 2},    {103, 12, 37, 54, 1},
      {103, 77, 22, 12, 6},   {139, 130, 59, 98, 6},  {139, 119, 133, 26, 3}, {139, 26, 133, 119, 2},
      {151, 133, 28, 141, 2}, {151, 54, 67, 30, 3},   {163, 42, 86, 108, 4},  {163, 42, 125, 124, 5},
      {163, 94, 127, 107, 3}, {163, 94, 110, 107, 6}, {163, 52, 98, 80, 1},   {199, 127, 171, 73, 4},
      {199, 127, 101, 183, 5}, {199, 179, 17, 156, 1}, {199, 146, 59, 170, 6}, {211, 149, 206, 131, 6},
      {211, 155, 104, 57, 3}, {211, 155, 104, 57, 5}, {211, 155, 18, 160, 4}, {223, 20, 209, 67, 6},
      {223, 180, 13, 35, 1},  {223, 180, 13, 35, 2},  {223, 180, 13, 35, 3},  {223, 180, 13, 35, 4},
      {223, 180, 13, 35, 5},  {271, 142, 192, 94, 3}, {271, 142, 192, 94, 5}, {271, 142, 30, 201, 4},
      {271, 269, 191, 43, 6}, {283, 206, 33, 145, 4}, {283, 206, 279, 123, 5}, {283, 272, 212, 82, 3},
      {283, 154, 267, 145, 1}, {283, 154, 267, 145, 2}, {283, 258, 122, 26, 6}, {307, 5, 303, 139, 1},
      {307, 98, 91, 200, 6},  {307, 263, 3, 214, 5},  {307, 263, 38, 279, 2}, {307, 263, 136, 236, 4},
      {307, 151, 202, 195, 3}, {331, 3, 235, 93, 3},  {331, 278, 12, 41, 2},  {331, 90, 275, 315, 5},
      {331, 90, 73, 315, 6},  {331, 90, 73, 210, 4},  {367, 282, 235, 305, 6}, {367, 282, 138, 115, 4},
      {367, 282, 366, 265, 5}, {367, 42, 141, 330, 1}, {367, 116, 233, 294, 2}, {367, 139, 318, 194, 3},
      {379, 153, 349, 172, 6}, {379, 317, 356, 74, 3}, {379, 201, 241, 299, 5}, {379, 201, 133, 78, 4},
      {379, 46, 340, 272, 1}, {379, 279, 229, 154, 2}, {439, 15, 309, 241, 5}, {439, 15, 293, 184, 4},
      {439, 15, 378, 236, 6}, {439, 238, 437, 410, 3}, {439, 395, 314, 34, 2}, {439, 197, 358, 323, 1},
      {463, 3, 7, 281, 1},    {463, 214, 129, 332, 3}, {463, 214, 129, 332, 4}, {463, 214, 339, 93, 6},
      {463, 214, 71, 19, 5},  {463, 295, 455, 176, 2}, {487, 3, 236, 457, 1},  {487, 3, 236, 457, 6},
      {487, 3, 438, 366, 4},  {487, 3, 12, 291, 5},   {487, 239, 309, 415, 3}, {487, 239, 96, 223, 2},
      {499, 340, 425, 86, 5}, {499, 340, 468, 272, 4}, {499, 340, 381, 102, 6}, {499, 193, 425, 380, 2},
      {499, 321, 13, 153, 1}, {499, 321, 330, 218, 3}, {523, 128, 445, 132, 6}, {523, 128, 346, 67, 4},
      {523, 128, 65, 380, 5}, {523, 479, 3, 45, 1},   {523, 479, 3, 392, 3},  {523, 427, 38, 333, 2},
      {547, 407, 101, 39, 6}, {547, 407, 352, 418, 2}, {547, 407, 352, 418, 5}, {547, 407, 244, 180, 4},
      {547, 339, 323, 432, 1}, {547, 339, 323, 432, 3}, {571, 3, 27, 243, 3},  {571, 474, 417, 251, 2},
      {571, 91, 26, 246, 6},  {571, 91, 343, 298, 1}, {571, 91, 343, 298, 4}, {571, 91, 343, 298, 5},
      {607, 3, 156, 306, 6},  {607, 3, 238, 39, 1},   {607, 3, 216, 502, 5},  {607, 3, 125, 430, 4},
      {607, 510, 156, 453, 3}, {607, 317, 435, 74, 2}, {619, 2, 336, 108, 4}, {619, 2, 321, 75, 5},
  };
  return kList;
}

OgwhdSearchResult SearchZCyclicOgwhd(int players, std::uint64_t moves, const Budget& budget) {
  if (players < 7 || players % 6 != 1 || players > kMaxOgwhdPlayers) return {};
  return DirectSearch(players, moves, budget).Run();
}

}  // namespace movebal
