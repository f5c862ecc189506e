#include "combinatorial_designs/whist.h"

#include <fmt/format.h>

namespace movebal {
namespace {

// Counts of a relation between two players, as a dense table (index 0 unused).
class PairTable {
 public:
  explicit PairTable(int players) : size_(players + 1), counts_(size_ * size_, 0) {}
  int& at(int x, int y) { return counts_[x * size_ + y]; }

 private:
  int size_;
  std::vector<int> counts_;
};

void Problem(WhistVerdict& v, std::string text) {
  if (v.problems.size() < 20) v.problems.push_back(std::move(text));
}

}  // namespace

WhistVerdict VerifyWhist(const WhistSchedule& s) {
  WhistVerdict v;
  const int n = s.players;
  if (n < 4 || (n % 4 != 0 && n % 4 != 1)) {
    Problem(v, fmt::format("{} players: a whist tournament needs 4n or 4n+1 players", n));
    return v;
  }
  const int expected_rounds = n % 4 == 0 ? n - 1 : n;
  if (static_cast<int>(s.rounds.size()) != expected_rounds) {
    Problem(v, fmt::format("{} rounds, expected {}", s.rounds.size(), expected_rounds));
  }
  PairTable partners(n), opponents(n), left(n);
  for (std::size_t r = 0; r < s.rounds.size(); ++r) {
    std::vector<bool> seated(n + 1, false);
    if (static_cast<int>(s.rounds[r].size()) != n / 4) {
      Problem(v, fmt::format("round {}: {} tables, expected {}", r + 1, s.rounds[r].size(), n / 4));
    }
    for (const WhistTable& t : s.rounds[r]) {
      bool sound = true;
      for (int p : t) {
        if (p < 1 || p > n) {
          Problem(v, fmt::format("round {}: player {} out of range", r + 1, p));
          sound = false;
        } else if (seated[p]) {
          Problem(v, fmt::format("round {}: player {} seated twice", r + 1, p));
          sound = false;
        } else {
          seated[p] = true;
        }
      }
      if (!sound) continue;
      ++partners.at(t[kNorth], t[kSouth]);
      ++partners.at(t[kSouth], t[kNorth]);
      ++partners.at(t[kEast], t[kWest]);
      ++partners.at(t[kWest], t[kEast]);
      for (int a : {kNorth, kSouth}) {
        for (int b : {kEast, kWest}) {
          ++opponents.at(t[a], t[b]);
          ++opponents.at(t[b], t[a]);
        }
      }
      for (WhistSeat seat : {kNorth, kEast, kSouth, kWest}) ++left.at(t[seat], t[LeftOf(seat)]);
    }
  }
  for (int x = 1; x <= n; ++x) {
    for (int y = 1; y <= n; ++y) {
      if (x == y) continue;
      if (x < y && partners.at(x, y) != 1) {
        Problem(v, fmt::format("players {} and {} are partners {} times", x, y, partners.at(x, y)));
      }
      if (x < y && opponents.at(x, y) != 2) {
        Problem(v, fmt::format("players {} and {} are opponents {} times", x, y, opponents.at(x, y)));
      }
      if (left.at(x, y) > 1) v.surplus += left.at(x, y) - 1;
    }
  }
  v.whist = v.problems.empty();
  v.directed = v.whist && v.surplus == 0;
  return v;
}

WhistVerdict VerifyWhist(const Movement& m) {
  if (!m.individual) {
    WhistVerdict v;
    Problem(v, "not an individual movement");
    return v;
  }
  WhistSchedule s{m.contestants, {}};
  for (int r = 0; r < m.rounds; ++r) {
    auto& round = s.rounds.emplace_back();
    for (int t = 0; t < m.tables; ++t) {
      const Cell& c = m.at(r, t);
      if (c.occupied()) round.push_back({c.ns[0], c.ns[1], c.ew[0], c.ew[1]});
    }
  }
  return VerifyWhist(s);
}

Movement WhistMovementByRound(const WhistSchedule& s) {
  const int rounds = static_cast<int>(s.rounds.size());
  Movement m = Movement::Empty(s.players, s.players / 4, rounds, rounds, /*individual=*/true);
  for (int r = 0; r < rounds; ++r) {
    for (std::size_t k = 0; k < s.rounds[r].size(); ++k) {
      const WhistTable& t = s.rounds[r][k];
      Cell& c = m.at(r, static_cast<int>(k));
      c.ns = {t[kNorth], t[kSouth]};
      c.ew = {t[kEast], t[kWest]};
      c.group = r;
    }
  }
  return m;
}

std::string FormatWhistSchedule(const WhistSchedule& s) {
  std::string out;
  for (std::size_t r = 0; r < s.rounds.size(); ++r) {
    out += fmt::format("Round {}:", r + 1);
    const char* separator = " ";
    for (const WhistTable& t : s.rounds[r]) {
      out += fmt::format("{}{} and {} vs. {} and {}", separator, t[kNorth], t[kSouth], t[kEast], t[kWest]);
      separator = "; ";
    }
    out += "\n";
  }
  return out;
}

}  // namespace movebal
