#include "pair_movements/hadamard_half_rounds.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <numeric>
#include <optional>
#include <vector>

#include "pair_movements/howell.h"
#include "movement/structure_check.h"
#include "scoring/balance.h"
#include "search/anneal.h"
#include "search/chain_runner.h"
#include "search/random.h"
#include "search/tuning.h"

namespace movebal {

namespace {

constexpr int kMostPairs = 32;

// The matchings of every group and what the annealing keeps up to date:
// who meets whom on each group, how often two pairs meet, and each
// vacancy's excess over a perfect sum of squares.
class Matchings {
 public:
  // `signs[p][g]`: pair p's direction on group g (+1 North-South).
  Matchings(std::vector<std::vector<int>> signs, Random& rng) : signs_(std::move(signs)) {
    pairs_ = static_cast<int>(signs_.size());
    groups_ = static_cast<int>(signs_.front().size());
    north_.resize(static_cast<std::size_t>(groups_));
    east_partner_.resize(static_cast<std::size_t>(groups_));
    opponent_.assign(static_cast<std::size_t>(pairs_ * groups_), 0);
    meetings_.assign(static_cast<std::size_t>(pairs_ * pairs_), 0);
    meeting_excess_ = 4 * static_cast<std::int64_t>(pairs_) * (pairs_ - 1) / 2;  // nobody met yet
    for (int g = 0; g < groups_; ++g) {
      std::vector<int> east;
      for (int p = 0; p < pairs_; ++p) (Sign(p, g) > 0 ? north_[static_cast<std::size_t>(g)] : east).push_back(p);
      rng.Shuffle(east.begin(), east.end());
      east_partner_[static_cast<std::size_t>(g)] = east;
      for (std::size_t i = 0; i < east.size(); ++i) Meet(north_[static_cast<std::size_t>(g)][i], east[i], g, 1);
    }
    excess_.assign(static_cast<std::size_t>(pairs_), 0);
    for (int v = 0; v < pairs_; ++v) excess_[static_cast<std::size_t>(v)] = VacancyExcess(v);
  }

  int pairs() const { return pairs_; }
  int groups() const { return groups_; }
  int Sign(int p, int g) const { return signs_[static_cast<std::size_t>(p)][static_cast<std::size_t>(g)]; }
  int Opponent(int p, int g) const { return opponent_[static_cast<std::size_t>(p * groups_ + g)]; }
  // Sum over two pairs of (meetings - 2)^2: 0 when every two pairs meet twice.
  std::int64_t meeting_excess() const { return meeting_excess_; }
  // Sum over the vacancies of SS minus the perfect SS (exact once every two
  // pairs meet twice).
  std::int64_t vacancy_excess() const { return std::accumulate(excess_.begin(), excess_.end(), std::int64_t{0}); }

  // Swaps the East-West partners of the i-th and j-th North-South pairs of
  // group g; returns the change of weight * meeting_excess + vacancy_excess.
  std::int64_t Swap(int g, int i, int j, std::int64_t weight) {
    const std::int64_t before = weight * meeting_excess_ + vacancy_excess();
    auto& partners = east_partner_[static_cast<std::size_t>(g)];
    const auto& north = north_[static_cast<std::size_t>(g)];
    const int a = north[static_cast<std::size_t>(i)], b = north[static_cast<std::size_t>(j)];
    const int x = partners[static_cast<std::size_t>(i)], y = partners[static_cast<std::size_t>(j)];
    Meet(a, x, g, -1);
    Meet(b, y, g, -1);
    std::swap(partners[static_cast<std::size_t>(i)], partners[static_cast<std::size_t>(j)]);
    Meet(a, y, g, 1);
    Meet(b, x, g, 1);
    // Only the vacancies whose opponent on g changed see other comparisons.
    for (int v : {a, b, x, y}) excess_[static_cast<std::size_t>(v)] = VacancyExcess(v);
    return weight * meeting_excess_ + vacancy_excess() - before;
  }

 private:
  void Meet(int p, int q, int g, int change) {
    const auto count = [&](int u, int w) -> int& { return meetings_[static_cast<std::size_t>(u * pairs_ + w)]; };
    const int old = count(p, q);
    meeting_excess_ += (old + change - 2) * (old + change - 2) - (old - 2) * (old - 2);
    count(p, q) += change;
    count(q, p) += change;
    if (change > 0) {
      opponent_[static_cast<std::size_t>(p * groups_ + g)] = q;
      opponent_[static_cast<std::size_t>(q * groups_ + g)] = p;
    }
  }

  // With v absent, pairs p and q are compared on every group but their two
  // meetings and the groups each plays against v; the groups they meet on
  // add -2 and all groups -2 (the rows' inner product), so their element is
  // 2 (h - 1) + a(q, p) + a(p, q), a(q, p) = sum over the groups where p
  // meets v of sign(v) sign(q). Its mean is 2 (h - 1): the excess is the sum
  // of the squares of a(q, p) + a(p, q).
  std::int64_t VacancyExcess(int v) {
    against_.assign(static_cast<std::size_t>(pairs_ * pairs_), 0);
    for (int g = 0; g < groups_; ++g) {
      const int p = Opponent(v, g);
      for (int q = 0; q < pairs_; ++q) against_[static_cast<std::size_t>(p * pairs_ + q)] += Sign(v, g) * Sign(q, g);
    }
    std::int64_t excess = 0;
    for (int p = 0; p < pairs_; ++p) {
      for (int q = p + 1; q < pairs_; ++q) {
        if (p == v || q == v) continue;
        const std::int64_t d = against_[static_cast<std::size_t>(p * pairs_ + q)] + against_[static_cast<std::size_t>(q * pairs_ + p)];
        excess += d * d;
      }
    }
    return excess;
  }

  std::vector<std::vector<int>> signs_;
  int pairs_ = 0, groups_ = 0;
  std::vector<std::vector<int>> north_;          // per group: its North-South pairs
  std::vector<std::vector<int>> east_partner_;  // per group: the East-West partner of each
  std::vector<int> opponent_;                    // [p * groups + g]
  std::vector<int> meetings_;                    // [p * pairs + q]
  std::int64_t meeting_excess_ = 0;
  std::vector<std::int64_t> excess_;             // per vacancy
  std::vector<int> against_;                     // work space of VacancyExcess
};

// The annealing's moves over the matchings (search/anneal.h).
class SwapPartners {
 public:
  SwapPartners(Matchings& matchings, std::int64_t weight) : matchings_(matchings), weight_(weight) {}
  std::optional<double> Propose(Random& rng) {
    g_ = rng.Below(matchings_.groups());
    const int half = matchings_.pairs() / 2;
    i_ = rng.Below(half);
    j_ = rng.Below(half);
    if (i_ == j_) return std::nullopt;
    return static_cast<double>(matchings_.Swap(g_, i_, j_, weight_));
  }
  void Accept() {}
  void Reject() { matchings_.Swap(g_, i_, j_, weight_); }

 private:
  Matchings& matchings_;
  std::int64_t weight_;
  int g_ = 0, i_ = 0, j_ = 0;
};

// One meeting: two pairs and their two groups, in the order of the halves.
struct Meeting {
  int p, q;
  std::array<int, 2> groups;
};

// Orders the groups of the round's meetings so that no group is played
// twice in one half; false when no order does.
bool OrderHalves(std::vector<Meeting>& round, std::size_t next, std::vector<bool>& first, std::vector<bool>& second) {
  if (next == round.size()) return true;
  Meeting& m = round[next];
  for (int flip = 0; flip < 2; ++flip) {
    const int a = m.groups[static_cast<std::size_t>(flip)], b = m.groups[static_cast<std::size_t>(1 - flip)];
    if (first[static_cast<std::size_t>(a)] || second[static_cast<std::size_t>(b)]) continue;
    first[static_cast<std::size_t>(a)] = second[static_cast<std::size_t>(b)] = true;
    if (OrderHalves(round, next + 1, first, second)) {
      if (flip == 1) std::swap(m.groups[0], m.groups[1]);
      return true;
    }
    first[static_cast<std::size_t>(a)] = second[static_cast<std::size_t>(b)] = false;
  }
  return false;
}

// Deals the meetings (every two pairs, on their two groups) into P - 1
// rounds of P / 2 tables: each round a random perfect matching of the
// meetings not yet dealt, its halves ordered; a round that will not form in
// a few tries starts the dealing again.
std::optional<std::vector<std::vector<Meeting>>> DealRounds(const Matchings& mt, Random& rng, const Budget& budget) {
  const int P = mt.pairs();
  const Tuning& tune = tuning();
  for (std::int64_t attempt = 0; attempt < tune.hadamard_deal_attempts; ++attempt) {
    // The first attempt even past the deadline (the annealing may have used
    // the time up): one attempt is bounded by its tries.
    if (budget.Stopped() || (attempt > 0 && budget.Expired())) return std::nullopt;
    std::vector<bool> dealt(static_cast<std::size_t>(P * P), false);
    std::vector<std::vector<Meeting>> rounds;
    for (int r = 0; r < P - 1; ++r) {
      bool formed = false;
      for (std::int64_t tries = 0; tries < tune.hadamard_round_tries && !formed; ++tries) {
        std::vector<int> left(static_cast<std::size_t>(P));
        std::iota(left.begin(), left.end(), 0);
        std::vector<Meeting> round;
        while (!left.empty()) {
          const int p = left.front();
          std::vector<int> free;
          for (std::size_t k = 1; k < left.size(); ++k) {
            if (!dealt[static_cast<std::size_t>(p * P + left[k])]) free.push_back(left[k]);
          }
          if (free.empty()) break;
          const int q = free[rng.Below(free.size())];
          Meeting m{p, q, {}};
          int found = 0;
          for (int g = 0; g < mt.groups(); ++g) {
            if (mt.Opponent(p, g) == q) m.groups[static_cast<std::size_t>(found++)] = g;
          }
          round.push_back(m);
          left.erase(left.begin());
          left.erase(std::find(left.begin(), left.end(), q));
        }
        std::vector<bool> first(static_cast<std::size_t>(mt.groups()), false), second = first;
        if (!left.empty() || !OrderHalves(round, 0, first, second)) continue;
        for (const Meeting& m : round) dealt[static_cast<std::size_t>(m.p * P + m.q)] = dealt[static_cast<std::size_t>(m.q * P + m.p)] = true;
        rounds.push_back(std::move(round));
        formed = true;
      }
      if (!formed) break;
    }
    if (static_cast<int>(rounds.size()) == P - 1) return rounds;
  }
  return std::nullopt;
}

}  // namespace

std::string HadamardHalfRoundsRefusal(int pairs) {
  if (pairs < 4 || pairs > kMostPairs || pairs % 2 != 0 || HadamardCoreRows(2 * pairs - 1).empty()) {
    return fmt::format("Hadamard half-rounds need an even number of pairs from 4 to {} with a Hadamard matrix of "
                       "order 2P at hand (2P - 1 a prime or prime power of the form 4k + 3, a product of twin primes, or one "
                       "less than a power of 2)",
                       kMostPairs);
  }
  return {};
}

Result<Movement> HadamardHalfRounds(int pairs, std::uint64_t seed, std::int64_t moves, const Budget& budget) {
  if (const std::string refusal = HadamardHalfRoundsRefusal(pairs); !refusal.empty()) return Error::Plain(refusal);
  const Tuning& tune = tuning();
  Random rng(seed);
  const std::vector<std::vector<int>> rows = HadamardCoreRows(2 * pairs - 1);
  // Independent annealings, each from its own column and matchings: their
  // results spread more than a longer one improves.
  const std::int64_t runs = std::clamp<std::int64_t>(tune.hadamard_runs, 1, moves);
  const std::int64_t run_moves = moves / runs;
  const CoolingSchedule schedule(tune.hadamard_hot, tune.hadamard_cold, std::max<std::int64_t>(1, run_moves));
  // The vacancies' terms grow with the pairs squared (P vacancies of P^2
  // elements against P^2 meeting counts): the weight grows alike from its
  // value at 10 pairs.
  const std::int64_t weight = std::max<std::int64_t>(1, tune.hadamard_meeting_weight * pairs * pairs / 100);
  // The rest of the time is the dealing's.
  const Budget annealing = budget.Slice(tune.hadamard_anneal_share);
  const StopCheck check(annealing);
  std::optional<Matchings> best;
  for (std::int64_t run = 0; run < runs && !(best && best->vacancy_excess() == 0); ++run) {
    // The rows with +1 in column c, c left out: P rows, inner products -2.
    const auto c = static_cast<std::size_t>(rng.Below(2 * pairs - 1));
    std::vector<std::vector<int>> signs;
    for (const std::vector<int>& row : rows) {
      if (row[c] != 1) continue;
      std::vector<int> kept = row;
      kept.erase(kept.begin() + static_cast<std::ptrdiff_t>(c));
      signs.push_back(std::move(kept));
    }
    Matchings matchings(std::move(signs), rng);
    SwapPartners swaps(matchings, weight);
    const bool finished = Descend(swaps, rng, schedule, run_moves, check, [&] {
      if (matchings.meeting_excess() == 0 && (!best || matchings.vacancy_excess() < best->vacancy_excess())) {
        best = matchings;
        return best->vacancy_excess() == 0;  // superperfect
      }
      return false;
    });
    if (!finished) break;
  }
  if (!best) return Error::Failed(fmt::format("no matchings with every two pairs meeting twice in {} steps", moves));
  const auto rounds = DealRounds(*best, rng, budget);
  if (!rounds) return Error::Failed("the meetings could not be dealt into rounds");

  const int tables = pairs / 2, groups = 2 * (pairs - 1);
  Movement m = Movement::Empty(pairs, tables, groups, groups);
  for (std::size_t r = 0; r < rounds->size(); ++r) {
    for (int half = 0; half < 2; ++half) {
      for (int t = 0; t < tables; ++t) {
        const Meeting& meeting = (*rounds)[r][static_cast<std::size_t>(t)];
        const int g = meeting.groups[static_cast<std::size_t>(half)];
        const bool p_north = best->Sign(meeting.p, g) > 0;
        Cell& cell = m.at(2 * static_cast<int>(r) + half, t);
        cell.ns[0] = (p_north ? meeting.p : meeting.q) + 1;
        cell.ew[0] = (p_north ? meeting.q : meeting.p) + 1;
        cell.group = g;
      }
    }
  }
  const auto not_perfect = [] { return Error::Failed("internal error: the Hadamard half-rounds are not a perfect movement"); };
  const StructureReport structure = CheckStructure(m);
  if (!structure.ok() || !structure.suitable) return not_perfect();
  const BalanceReport report = ScoreMovement(m);  // the structure checked first: it scores only valid movements
  if (report.moments.SS != report.moments.minSS) return not_perfect();
  return m;
}

}  // namespace movebal
