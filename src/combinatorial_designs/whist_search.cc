#include "combinatorial_designs/whist_search.h"

#include <vector>

namespace movebal {
namespace {

// Fills the rounds table by table: the lowest unseated player of the round,
// a partner not partnered before, then two opponents (themselves new
// partners) whom no one at the table has opposed twice yet. When directed,
// both East-West seatings are tried and no left-hand opponent may repeat.
class WhistBacktracker {
 public:
  WhistBacktracker(int players, bool directed, std::uint64_t moves)
      : n_(players),
        directed_(directed),
        rounds_(players % 4 == 0 ? players - 1 : players),
        move_limit_(moves),
        partnered_(Square(), false),
        opposed_(Square(), 0),
        left_(Square(), 0) {}

  std::optional<WhistSchedule> Run() {
    schedule_ = {n_, std::vector<std::vector<WhistTable>>(rounds_)};
    // The first round: 1 sits out (4n+1), then tables of consecutive players.
    for (int a = n_ % 4 == 1 ? 2 : 1; a + 3 <= n_; a += 4) Place(0, {a, a + 1, a + 2, a + 3}, +1);
    if (Fill(1)) return schedule_;
    return std::nullopt;
  }

 private:
  std::size_t Square() const { return static_cast<std::size_t>(n_ + 1) * (n_ + 1); }
  std::size_t At(int x, int y) const { return static_cast<std::size_t>(x) * (n_ + 1) + y; }
  // Who is seated in round r so far (the player sitting out counts as seated).
  std::vector<bool> Seated(int r) const {
    std::vector<bool> seated(n_ + 1, false);
    if (n_ % 4 == 1) seated[r + 1] = true;
    for (const WhistTable& t : schedule_.rounds[r]) {
      for (int p : t) seated[p] = true;
    }
    return seated;
  }

  void Place(int r, const WhistTable& t, int sign) {
    partnered_[At(t[kNorth], t[kSouth])] = partnered_[At(t[kSouth], t[kNorth])] = sign > 0;
    partnered_[At(t[kEast], t[kWest])] = partnered_[At(t[kWest], t[kEast])] = sign > 0;
    for (int a : {t[kNorth], t[kSouth]}) {
      for (int b : {t[kEast], t[kWest]}) {
        opposed_[At(a, b)] += sign;
        opposed_[At(b, a)] += sign;
      }
    }
    for (WhistSeat seat : {kNorth, kEast, kSouth, kWest}) left_[At(t[seat], t[LeftOf(seat)])] += sign;
    if (sign > 0) {
      schedule_.rounds[r].push_back(t);
    } else {
      schedule_.rounds[r].pop_back();
    }
  }

  bool Fill(int r) {
    if (r == rounds_) return true;
    if (++nodes_ > move_limit_) return false;
    const std::vector<bool> seated = Seated(r);
    int a = 1;
    while (a <= n_ && seated[a]) ++a;
    if (a > n_) return Fill(r + 1);
    for (int b = a + 1; b <= n_; ++b) {
      if (seated[b] || partnered_[At(a, b)]) continue;
      for (int c = a + 1; c <= n_; ++c) {
        if (c == b || seated[c] || opposed_[At(a, c)] == 2 || opposed_[At(b, c)] == 2) continue;
        for (int d = c + 1; d <= n_; ++d) {
          if (d == b || seated[d] || partnered_[At(c, d)] || opposed_[At(a, d)] == 2 || opposed_[At(b, d)] == 2) {
            continue;
          }
          for (const WhistTable& t : {WhistTable{a, b, c, d}, WhistTable{a, b, d, c}}) {
            if (directed_ && !LeftOpponentsNew(t)) continue;
            Place(r, t, +1);
            if (Fill(r)) return true;
            Place(r, t, -1);
            if (nodes_ > move_limit_ || !directed_) break;
          }
          if (nodes_ > move_limit_) return false;
        }
      }
    }
    return false;
  }

  // True if no one at the table has had this left-hand opponent before.
  bool LeftOpponentsNew(const WhistTable& t) const {
    for (WhistSeat seat : {kNorth, kEast, kSouth, kWest}) {
      if (left_[At(t[seat], t[LeftOf(seat)])] > 0) return false;
    }
    return true;
  }

  int n_;
  bool directed_;
  int rounds_;
  std::uint64_t move_limit_;
  std::uint64_t nodes_ = 0;
  std::vector<bool> partnered_;
  std::vector<int> opposed_;
  std::vector<int> left_;  // times y has been x's left-hand opponent
  WhistSchedule schedule_;
};

}  // namespace

std::optional<WhistSchedule> SearchWhist(int players, bool directed, std::uint64_t moves) {
  if (players < 4 || players > 64 || (players % 4 != 0 && players % 4 != 1)) return std::nullopt;
  return WhistBacktracker(players, directed, moves).Run();
}

}  // namespace movebal
