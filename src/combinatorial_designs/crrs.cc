#include "combinatorial_designs/crrs.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <optional>

#include "base/number_list.h"
#include "combinatorial_designs/line_cursor.h"
#include "combinatorial_designs/room_square.h"
#include "search/anneal.h"
#include "search/random.h"
#include "search/schedule.h"

namespace movebal {
namespace {

constexpr std::size_t kMaxProblems = 10;  // the verifier lists this many and counts the rest
// Simulated annealing of the sharing search: start and end temperatures in
// units of the cost (sum over rounds and boards of matches squared).
constexpr double kStartTemperature = 2.0;
constexpr double kEndTemperature = 0.05;
constexpr std::int64_t kStepsPerClockCheck = 256;
constexpr int kSharingRestarts = 8;  // starters tried by the sharing search
constexpr std::int64_t kSharingWork = 30'000'000;  // matches re-counted by the default search

std::size_t Z(int i) { return static_cast<std::size_t>(i); }

void AddProblem(CrrsVerdict& v, std::string problem) {
  if (v.problems.size() < kMaxProblems) v.problems.push_back(std::move(problem));
}

// The round robin of 2n pairs behind the construction, from a starter of
// Z_m (m = 2n - 1): residues (pair x + 1) rotate around pair 2n; round r
// matches {2n, r} and the starter's pairs shifted by r. Round 0 gives the
// teams: team 0 is {2n, 0}, team k the starter's k-th pair; the first member
// of each is "male".
class RoundRobinCrrs {
 public:
  RoundRobinCrrs(int teams, const Starter& s)
      : n_(teams), colours_(teams % 2 == 0 ? teams - 1 : teams), team_(Z(2 * teams + 1)), male_(Z(2 * teams + 1)),
        teammate_(Z(2 * teams + 1)) {
    const int m = 2 * teams - 1;
    const auto join = [&](int team, int p, int q) {
      team_[Z(p)] = team_[Z(q)] = team;
      male_[Z(p)] = 1;
      teammate_[Z(p)] = q;
      teammate_[Z(q)] = p;
    };
    join(0, 2 * teams, 1);
    for (std::size_t k = 0; k < s.pairs.size(); ++k) join(static_cast<int>(k) + 1, s.pairs[k].first + 1, s.pairs[k].second + 1);
    for (int r = 1; r < m; ++r) {
      auto& round = matches_.emplace_back();
      round.push_back({2 * n_, r + 1});
      for (auto [x, y] : s.pairs) round.push_back({(x + r) % m + 1, (y + r) % m + 1});
    }
  }

  int teams() const { return n_; }
  int colours() const { return colours_; }
  const std::vector<std::vector<std::pair<int, int>>>& matches() const { return matches_; }
  int Teammate(int pair) const { return teammate_[Z(pair)]; }

  // A proper colouring of the complete graph on team labels 0..n-1: the
  // team-sum rule for odd n; for even n the round robin of n teams (label
  // n - 1 fixed), colour (x + y) / 2 mod (n - 1).
  int Colour(int x, int y) const {
    if (n_ % 2 == 1) return (x + y) % n_;
    const int q = n_ - 1;
    if (x == q) return y;
    if (y == q) return x;
    const int half = (q + 1) / 2;  // the inverse of 2 mod q
    return static_cast<int>((static_cast<long long>(x + y) * half) % q);
  }

  // Board (0-based) of the match p-q under team labels and sex flips.
  int Board(int p, int q, const std::vector<int>& label, const std::vector<char>& flipped) const {
    const int tp = team_[Z(p)], tq = team_[Z(q)];
    const bool same = (male_[Z(p)] != flipped[Z(tp)]) == (male_[Z(q)] != flipped[Z(tq)]);
    return Colour(label[Z(tp)], label[Z(tq)]) + (same ? 0 : colours_);
  }

 private:
  int n_, colours_;
  std::vector<int> team_;
  std::vector<char> male_;
  std::vector<int> teammate_;
  std::vector<std::vector<std::pair<int, int>>> matches_;
};

// Orients the matches so that condition (iv) holds: the first match of each
// coupled two (p-q and q'-p') keeps its order, its partner is set to match.
Crrs Orient(int pairs, int boards, std::vector<int> teammate, const std::vector<std::vector<std::pair<int, int>>>& matches,
            const std::vector<std::vector<int>>& board) {
  Crrs c{pairs, boards, std::move(teammate), {}};
  std::map<std::pair<int, int>, bool> ns_first;  // (low, high) -> whether low sits NS
  for (std::size_t r = 0; r < matches.size(); ++r) {
    auto& round = c.rounds.emplace_back();
    for (std::size_t k = 0; k < matches[r].size(); ++k) {
      auto [p, q] = matches[r][k];
      const auto key = std::minmax(p, q);
      if (auto it = ns_first.find({key.first, key.second}); it != ns_first.end()) {
        if (it->second != (p == key.first)) std::swap(p, q);
      } else {
        const int pp = c.teammate[Z(p)], qq = c.teammate[Z(q)];  // then qq opposes pp
        const auto partner = std::minmax(pp, qq);
        ns_first[{key.first, key.second}] = p == key.first;
        ns_first[{partner.first, partner.second}] = qq == partner.first;
      }
      round.push_back({p, q, board[r][k] + 1});
    }
  }
  return c;
}

Crrs BuildRoundRobin(const RoundRobinCrrs& rr, const std::vector<int>& label, const std::vector<char>& flipped) {
  const int n = rr.teams();
  std::vector<int> teammate(Z(2 * n + 1), 0);
  for (int p = 1; p <= 2 * n; ++p) teammate[Z(p)] = rr.Teammate(p);
  std::vector<std::vector<int>> board;
  for (const auto& round : rr.matches()) {
    auto& b = board.emplace_back();
    for (auto [p, q] : round) b.push_back(rr.Board(p, q, label, flipped));
  }
  return Orient(2 * n, 2 * rr.colours(), std::move(teammate), rr.matches(), board);
}

std::vector<int> Identity(int n) {
  std::vector<int> v(Z(n));
  for (int i = 0; i < n; ++i) v[Z(i)] = i;
  return v;
}

// (most matches on a board in a round, matches that share) for comparing.
std::pair<int, int> SharingKey(const Crrs& c) {
  const CrrsVerdict v = VerifyCrrs(c);
  return {v.max_sharing, v.sharing_matches};
}

std::string Lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  return out;
}

}  // namespace

CrrsVerdict VerifyCrrs(const Crrs& c) {
  CrrsVerdict v;
  const int pairs = c.pairs, n = c.teams();
  if (pairs < 4 || pairs % 2 != 0 || Z(pairs + 1) != c.teammate.size()) {
    AddProblem(v, fmt::format("{} pairs: a CRRS needs an even number of pairs, at least 4, in teams of two", pairs));
    return v;
  }
  for (int p = 1; p <= pairs; ++p) {
    const int t = c.teammate[Z(p)];
    if (t < 1 || t > pairs || t == p || c.teammate[Z(t)] != p) {
      AddProblem(v, fmt::format("the teams do not split the pairs in twos (pair {})", p));
      return v;
    }
  }
  std::vector<int> meetings(Z(pairs + 1) * Z(pairs + 1), 0);
  std::vector<int> board_plays(Z(pairs + 1) * Z(c.boards + 1), 0);
  std::map<std::pair<int, int>, std::vector<int>> on_board;  // (ns, ew) -> boards
  std::vector<int> board_used(Z(c.boards + 1), 0);
  bool sound = true;
  for (std::size_t r = 0; r < c.rounds.size(); ++r) {
    std::vector<int> seen(Z(pairs + 1), 0), sharing(Z(c.boards + 1), 0);
    for (const CrrsMatch& m : c.rounds[r]) {
      if (m.ns < 1 || m.ns > pairs || m.ew < 1 || m.ew > pairs || m.ns == m.ew || m.board < 1 || m.board > c.boards) {
        AddProblem(v, fmt::format("round {}: match {} v {} ({}) names no valid pairs or board", r + 1, m.ns, m.ew, m.board));
        sound = false;
        continue;
      }
      ++seen[Z(m.ns)];
      ++seen[Z(m.ew)];
      ++meetings[Z(std::min(m.ns, m.ew)) * Z(pairs + 1) + Z(std::max(m.ns, m.ew))];
      ++board_plays[Z(m.ns) * Z(c.boards + 1) + Z(m.board)];
      ++board_plays[Z(m.ew) * Z(c.boards + 1) + Z(m.board)];
      ++board_used[Z(m.board)];
      on_board[{m.ns, m.ew}].push_back(m.board);
      ++sharing[Z(m.board)];
    }
    for (int p = 1; p <= pairs; ++p) {
      if (seen[Z(p)] != 1) {
        AddProblem(v, fmt::format("(ii) round {}: pair {} plays {} matches", r + 1, p, seen[Z(p)]));
        sound = false;
      }
    }
    for (int b = 1; b <= c.boards; ++b) {
      v.max_sharing = std::max(v.max_sharing, sharing[Z(b)]);
      if (sharing[Z(b)] > 1) v.sharing_matches += sharing[Z(b)];
    }
  }
  if (c.rounds.size() != Z(pairs - 2)) {
    AddProblem(v, fmt::format("(ii) {} rounds: {} pairs in teams of two play {} rounds", c.rounds.size(), pairs, pairs - 2));
    sound = false;
  }
  for (int p = 1; p <= pairs; ++p) {
    for (int q = p + 1; q <= pairs; ++q) {
      const int met = meetings[Z(p) * Z(pairs + 1) + Z(q)], wanted = c.teammate[Z(p)] == q ? 0 : 1;
      if (met != wanted) {
        AddProblem(v, fmt::format("(i) pairs {} and {} meet {} times{}", p, q, met, wanted == 0 ? " (teammates)" : ""));
        sound = false;
      }
    }
  }
  const int least_boards = n % 2 == 0 ? 2 * n - 2 : 2 * n;
  if (c.boards != least_boards) {
    AddProblem(v, fmt::format("(iii) {} boards: {} teams need exactly {}", c.boards, n, least_boards));
    sound = false;
  }
  for (int p = 1; p <= pairs; ++p) {
    for (int b = 1; b <= c.boards; ++b) {
      if (board_plays[Z(p) * Z(c.boards + 1) + Z(b)] > 1) {
        AddProblem(v, fmt::format("(iii) pair {} plays board {} {} times", p, b, board_plays[Z(p) * Z(c.boards + 1) + Z(b)]));
        sound = false;
      }
    }
  }
  for (int b = 1; b <= c.boards; ++b) {
    if (board_used[Z(b)] == 0) {
      AddProblem(v, fmt::format("(iii) board {} is never played", b));
      sound = false;
    }
  }
  for (const auto& [match, boards] : on_board) {
    const auto mirror = on_board.find({c.teammate[Z(match.second)], c.teammate[Z(match.first)]});
    for (int b : boards) {
      if (mirror == on_board.end() || std::find(mirror->second.begin(), mirror->second.end(), b) == mirror->second.end()) {
        AddProblem(v, fmt::format("(iv) {} opposes {} on board {}, but {} does not oppose {} on it", match.first,
                                  match.second, b, c.teammate[Z(match.second)], c.teammate[Z(match.first)]));
        sound = false;
      }
    }
  }
  v.crrs = sound;
  v.complete = sound && v.max_sharing <= 1;
  return v;
}

Result<Crrs> ParseCrrs(std::string_view text, const std::string& file) {
  Crrs c;
  std::vector<std::pair<int, int>> teams;
  bool have_teams = false;
  DesignLines lines(text);
  std::string_view line;
  while (lines.Next(line)) {
    const int line_number = lines.number();
    LineCursor in(line, line_number, file);
    if (in.Done()) continue;
    const std::size_t first = line.find_first_not_of(" \t\r");
    if (line[first] >= '0' && line[first] <= '9') {
      auto round = in.Number("a round number");
      if (!round) return round.error();
      if (c.rounds.size() >= Z(2 * kMaxCrrsTeams)) return in.Fail("more rounds than any CRRS has");
      if (*round != static_cast<int>(c.rounds.size()) + 1) {
        return in.Fail(fmt::format("round {} where round {} was expected", *round, c.rounds.size() + 1));
      }
      in.Accept(':');
      auto& matches = c.rounds.emplace_back();
      while (!in.Done()) {
        auto ns = in.Number("a pair number");
        if (!ns) return ns.error();
        if (!in.Accept(',')) in.Accept('-');
        auto ew = in.Number("the opposing pair's number");
        if (!ew) return ew.error();
        if (!in.Accept('(')) return in.Fail("expected '(' and the board number");
        auto board = in.Number("a board number");
        if (!board) return board.error();
        if (!in.Accept(')')) return in.Fail("expected ')' after the board number");
        if (*board > 2 * kMaxCrrsTeams || *ns > 2 * kMaxCrrsTeams || *ew > 2 * kMaxCrrsTeams) {
          return in.Fail(fmt::format("pairs and boards are numbered up to {}", 2 * kMaxCrrsTeams));
        }
        if (matches.size() >= Z(kMaxCrrsTeams)) return in.Fail(fmt::format("more than {} matches in a round", kMaxCrrsTeams));
        matches.push_back({*ns, *ew, *board});
        c.boards = std::max(c.boards, *board);
      }
      continue;
    }
    if (Lower(line.substr(first)).rfind("teams", 0) != 0) continue;  // a title or a note
    if (have_teams) return in.Fail("a second teams line");
    have_teams = true;
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos) return in.Fail("expected 'Teams:' and a list such as 1-4, 2-3");
    LineCursor list(line.substr(colon + 1), line_number, file);
    while (!list.Done() && !list.Accept('.')) {
      auto a = list.Number("a pair number");
      if (!a) return Error::At(file, line_number, a.error().column + static_cast<int>(colon) + 1, a.error().message);
      if (!list.Accept('-')) return list.Fail("expected '-' between teammates");
      auto b = list.Number("a pair number");
      if (!b) return b.error();
      teams.emplace_back(*a, *b);
      list.Accept(',');
    }
  }
  if (!have_teams) return Error::At(file, 0, 0, "no 'Teams:' line (such as 'Teams: 1-4, 2-3, 5-6, 7-8')");
  c.pairs = 2 * static_cast<int>(teams.size());
  if (c.pairs > 2 * kMaxCrrsTeams) return Error::At(file, 0, 0, fmt::format("more than {} teams", kMaxCrrsTeams));
  c.teammate.assign(Z(c.pairs + 1), 0);
  for (auto [a, b] : teams) {
    if (a < 1 || a > c.pairs || b < 1 || b > c.pairs || a == b || c.teammate[Z(a)] != 0 || c.teammate[Z(b)] != 0) {
      return Error::At(file, 0, 0, fmt::format("team {}-{}: the teams must split pairs 1..{} in twos", a, b, c.pairs));
    }
    c.teammate[Z(a)] = b;
    c.teammate[Z(b)] = a;
  }
  return c;
}

std::string FormatCrrs(const Crrs& c) {
  std::string out;
  for (std::size_t r = 0; r < c.rounds.size(); ++r) {
    out += fmt::format("{:>3}", r + 1);
    for (const CrrsMatch& m : c.rounds[r]) out += fmt::format("  {:>3}, {:>3} ({:>2})", m.ns, m.ew, m.board);
    out += '\n';
  }
  return out + "Teams: " + FormatCrrsTeams(c) + "\n";
}

std::string FormatCrrsTeams(const Crrs& c) {
  std::string out;
  for (int p = 1; p <= c.pairs; ++p) {
    if (p < c.teammate[Z(p)]) out += fmt::format("{}{}-{}", out.empty() ? "" : ", ", p, c.teammate[Z(p)]);
  }
  return out;
}

Crrs CrrsFromRoundRobin(int teams, const std::vector<int>& labels) {
  const RoundRobinCrrs rr(teams, PatternedStarter(2 * teams - 1));
  return BuildRoundRobin(rr, labels.empty() ? Identity(teams) : labels, std::vector<char>(Z(teams), 0));
}

Result<Crrs> CrrsFromRoomSquare(int teams, std::uint64_t seed) {
  if (teams < 8 || teams % 2 != 0) return Error::Plain("the Room-square construction needs an even number of teams, at least 8");
  const int m = teams - 1;
  const auto room = FindRoomSquare(m, seed);
  if (!room) return Error::Plain(fmt::format("no Room square of side {} was found", m));
  // Howell convention: in round r table t seats residues x_t + r, y_t + r
  // (pair residue + 1; infinity is pair n) on group (adder_t + r) mod m.
  std::vector<std::pair<int, int>> first = {{-1, 0}};
  for (auto [x, y] : room->starter.pairs) first.emplace_back(x, y);
  const auto pair = [&](int residue, int r) { return residue < 0 ? teams : (residue + r) % m + 1; };
  Crrs c{2 * teams, 2 * m, std::vector<int>(Z(2 * teams + 1), 0), std::vector<std::vector<CrrsMatch>>(Z(2 * m))};
  for (int p = 1; p <= teams; ++p) {
    c.teammate[Z(p)] = p + teams;
    c.teammate[Z(p + teams)] = p;
  }
  for (int r = 0; r < m; ++r) {
    for (std::size_t t = 0; t < first.size(); ++t) {
      const int i = pair(first[t].first, r), j = pair(first[t].second, r);
      const int b = (room->adders[t] + r) % m + 1;
      c.rounds[Z(r)].push_back({i, j, b});
      c.rounds[Z(r)].push_back({j + teams, i + teams, b});
      c.rounds[Z(r + m)].push_back({i, j + teams, b + m});
      c.rounds[Z(r + m)].push_back({j, i + teams, b + m});
    }
  }
  return c;
}

Crrs ReduceCrrsSharing(int teams, std::uint64_t seed, const Budget& budget, std::int64_t moves) {
  Random rng(seed);
  const int m = 2 * teams - 1;
  std::optional<RoundRobinCrrs> best_rr;
  std::vector<int> best_label;
  std::vector<char> best_flipped;
  long long best = -1;
  // Restarts from a new random starter (the patterned one first), each with
  // an equal share of the steps or of the time.
  std::int64_t done = 0;
  for (int restart = 0; restart < kSharingRestarts; ++restart) {
    const std::optional<Starter> random = restart == 0 ? std::nullopt : RandomStarter(m, rng.Next());
    const Starter starter = random ? *random : PatternedStarter(m);  // random ones up to kMaxStarterOrder
    const RoundRobinCrrs rr(teams, starter);
    std::vector<int> label = Identity(teams);
    std::vector<char> flipped(Z(teams), 0);
    const int boards = 2 * rr.colours();
    // Cost: the sum over rounds and boards of matches squared.
    const auto cost = [&] {
      long long total = 0;
      std::vector<int> count(Z(boards));
      for (const auto& round : rr.matches()) {
        std::fill(count.begin(), count.end(), 0);
        for (auto [p, q] : round) total += 2 * count[Z(rr.Board(p, q, label, flipped))]++ + 1;
      }
      return total;
    };
    long long current = cost();
    if (best < 0 || current < best) best = current, best_rr = rr, best_label = label, best_flipped = flipped;
    const std::int64_t steps = (moves - done) / (kSharingRestarts - restart);
    const Budget share = budget.Slice(1.0 / (kSharingRestarts - restart));
    const CoolingSchedule cooling(kStartTemperature, kEndTemperature, std::max<std::int64_t>(steps, 1));
    for (std::int64_t step = 0; step < steps && teams > 2; ++step, ++done) {
      double progress = static_cast<double>(step) / static_cast<double>(steps);
      if (step % kStepsPerClockCheck == 0) {
        if (share.Expired()) break;
        progress = std::max(progress, share.Fraction(0));
      }
      const double temperature = cooling.At(progress);
      const int a = rng.Below(teams), b = rng.Below(teams);
      const bool flip = a == b;
      if (flip) flipped[Z(a)] ^= 1; else std::swap(label[Z(a)], label[Z(b)]);
      const long long next = cost();
      if (Metropolis(static_cast<double>(next - current), temperature, rng)) {
        current = next;
        if (current < best) best = current, best_rr = rr, best_label = label, best_flipped = flipped;
      } else if (flip) {
        flipped[Z(a)] ^= 1;
      } else {
        std::swap(label[Z(a)], label[Z(b)]);
      }
    }
  }
  return BuildRoundRobin(*best_rr, best_label, best_flipped);
}

namespace {

// The exhaustive search behind CompleteCrrs. Condition (iv) couples the four
// matches of two teams {p, p'} and {q, q'} into two board couplings, p-q with
// q'-p' and p-q' with q-p'; the couplings of each team need distinct boards
// (then every pair plays every board once). For each such board colouring the
// matches are split into rounds, each a perfect matching of the pairs on
// distinct boards.
class CompleteCrrsSearch {
 public:
  CompleteCrrsSearch(int teams, std::int64_t moves)
      : n_(teams), boards_(2 * teams - 2), limit_(moves), seen_(Z(teams), std::vector<char>(Z(boards_), 0)) {
    for (int a = 0; a < n_; ++a) {
      for (int b = a + 1; b < n_; ++b) {
        // p = 2a against q = 2b (North-South first) goes with q' against p'.
        couplings_.push_back({a, b, {{{2 * a, 2 * b}, {2 * b + 1, 2 * a + 1}}}});
        couplings_.push_back({a, b, {{{2 * a, 2 * b + 1}, {2 * b, 2 * a + 1}}}});
      }
    }
  }

  std::optional<Crrs> Run() {
    if (Colour(0)) return schedule_;
    return std::nullopt;
  }
  bool gave_up() const { return nodes_ > limit_; }

 private:
  struct Coupling {
    int a, b;
    std::array<std::pair<int, int>, 2> matches;  // pairs 0..2n-1
    int board = -1;
  };
  struct Match {
    int p, q, board;
  };

  bool Colour(std::size_t k) {
    if (k == couplings_.size()) return SplitIntoRounds();
    Coupling& c = couplings_[k];
    for (int b = 0; b < boards_; ++b) {
      if (seen_[Z(c.a)][Z(b)] || seen_[Z(c.b)][Z(b)]) continue;
      if (++nodes_ > limit_) return false;
      seen_[Z(c.a)][Z(b)] = seen_[Z(c.b)][Z(b)] = 1;
      c.board = b;
      if (Colour(k + 1)) return true;
      seen_[Z(c.a)][Z(b)] = seen_[Z(c.b)][Z(b)] = 0;
      if (gave_up()) return false;
    }
    return false;
  }

  bool SplitIntoRounds() {
    matches_.clear();
    for (const Coupling& c : couplings_) {
      for (auto [p, q] : c.matches) matches_.push_back({p, q, c.board});
    }
    used_.assign(matches_.size(), 0);
    rounds_.assign(Z(boards_), {});
    return FillRound(0, 0, 0);
  }

  // Fills round r (pairs and boards taken so far as bits) by the lowest pair
  // not yet playing in it.
  bool FillRound(int r, std::uint64_t pairs, std::uint64_t boards) {
    if (r == boards_) return Accept();
    const std::uint64_t all = (std::uint64_t{1} << (2 * n_)) - 1;
    if (pairs == all) return FillRound(r + 1, 0, 0);
    if (++nodes_ > limit_) return false;
    const int x = std::countr_zero(~pairs);
    for (std::size_t k = 0; k < matches_.size(); ++k) {
      const Match& m = matches_[k];
      if (used_[k] || (m.p != x && m.q != x)) continue;
      const std::uint64_t both = (std::uint64_t{1} << m.p) | (std::uint64_t{1} << m.q), board = std::uint64_t{1} << m.board;
      if ((pairs & both) || (boards & board)) continue;
      used_[k] = 1;
      rounds_[Z(r)].push_back(k);
      if (FillRound(r, pairs | both, boards | board)) return true;
      rounds_[Z(r)].pop_back();
      used_[k] = 0;
      if (gave_up()) return false;
      if (pairs == 0) break;  // the round's first match is the lowest unused one: rounds are unordered
    }
    return false;
  }

  bool Accept() {
    Crrs c;
    c.pairs = 2 * n_;
    c.boards = boards_;
    c.teammate.assign(Z(c.pairs + 1), 0);
    for (int p = 1; p <= c.pairs; ++p) c.teammate[Z(p)] = p % 2 == 1 ? p + 1 : p - 1;
    for (const auto& round : rounds_) {
      auto& out = c.rounds.emplace_back();
      for (std::size_t k : round) out.push_back({matches_[k].p + 1, matches_[k].q + 1, matches_[k].board + 1});
    }
    schedule_ = std::move(c);
    return true;
  }

  const int n_, boards_;
  const std::int64_t limit_;
  std::int64_t nodes_ = 0;
  std::vector<Coupling> couplings_;
  std::vector<std::vector<char>> seen_;  // [team][board]
  std::vector<Match> matches_;
  std::vector<char> used_;
  std::vector<std::vector<std::size_t>> rounds_;
  Crrs schedule_;
};

}  // namespace

CompleteCrrsResult FindCompleteCrrs(int teams, std::int64_t moves) {
  CompleteCrrsResult result;
  if (teams < 2 || teams % 2 != 0 || 2 * teams > 64) return result;
  CompleteCrrsSearch search(teams, moves);
  result.schedule = search.Run();
  result.complete_search = !result.schedule && !search.gave_up();
  return result;
}

Result<Crrs> GenerateCrrs(int teams, std::uint64_t seed, std::int64_t moves, const Budget& budget) {
  if (teams < 2 || teams > kMaxCrrsTeams) {
    return Error::Plain(fmt::format("a CRRS is built for 2 to {} teams (a pairs movement holds at most {} pairs)",
                                    kMaxCrrsTeams, 2 * kMaxCrrsTeams));
  }
  std::vector<Crrs> candidates = {CrrsFromRoundRobin(teams)};
  if (teams <= kCompleteCrrsSearchTeams) {
    if (auto complete = FindCompleteCrrs(teams, kCompleteCrrsNodes).schedule) candidates.push_back(std::move(*complete));
  }
  if (teams >= 8 && teams % 2 == 0) {
    if (auto room = CrrsFromRoomSquare(teams, seed)) candidates.push_back(std::move(*room));
  }
  // Each step re-counts every match: about a second of work by default.
  const std::int64_t steps = moves >= 0 ? moves : kSharingWork / (2 * teams * (teams - 1));
  if (steps > 0) candidates.push_back(ReduceCrrsSharing(teams, seed, budget, steps));
  std::erase_if(candidates, [](const Crrs& c) { return !VerifyCrrs(c).crrs; });
  if (candidates.empty()) return Error::Failed(fmt::format("no construction gave a valid CRRS for {} teams", teams));
  return *std::min_element(candidates.begin(), candidates.end(),
                           [](const Crrs& x, const Crrs& y) { return SharingKey(x) < SharingKey(y); });
}

Movement CrrsMovement(const Crrs& c) {
  const int tables = c.teams();
  Movement m = Movement::Empty(c.pairs, tables, static_cast<int>(c.rounds.size()), c.boards);
  for (std::size_t r = 0; r < c.rounds.size(); ++r) {
    for (std::size_t t = 0; t < c.rounds[r].size() && t < Z(tables); ++t) {
      Cell& cell = m.at(static_cast<int>(r), static_cast<int>(t));
      cell.ns[0] = c.rounds[r][t].ns;
      cell.ew[0] = c.rounds[r][t].ew;
      cell.group = c.rounds[r][t].board - 1;
    }
  }
  return m;
}

Result<Crrs> CrrsFromMovement(const Movement& m, const std::string& teams) {
  if (m.individual) return Error::Plain("a CRRS is a pairs movement, not an individual one");
  std::string list = teams;  // FormatCrrsTeams puts a blank after each comma
  list.erase(std::remove(list.begin(), list.end(), ' '), list.end());
  auto couples = ParseList("the teams line", list, ListRules{.shape = ItemShape::kPair});
  if (!couples) return couples.error();
  Crrs c{m.contestants, m.groups, std::vector<int>(Z(m.contestants + 1), 0), {}};
  for (auto [a, b] : *couples) {
    if (a < 1 || b < 1 || a > m.contestants || b > m.contestants || c.teammate[Z(a)] || c.teammate[Z(b)] || a == b) {
      return Error::Plain(fmt::format("the teams line pairs {} and {}: each pair 1..{} is in one team", a, b, m.contestants));
    }
    c.teammate[Z(a)] = b;
    c.teammate[Z(b)] = a;
  }
  for (int r = 0; r < m.rounds; ++r) {
    auto& matches = c.rounds.emplace_back();
    for (int t = 0; t < m.tables; ++t) {
      const Cell& cell = m.at(r, t);
      if (cell.ns[0] > 0) matches.push_back({cell.ns[0], cell.ew[0], cell.group + 1});
    }
  }
  return c;
}

}  // namespace movebal
