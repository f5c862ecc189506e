#include "design/best.h"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>
#include <memory>
#include <map>
#include <numeric>
#include <optional>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>

#include "design_search/cyclic_search.h"
#include "design/kept_designs.h"
#include "pair_movements/howell.h"
#include "pair_movements/mirror_pairs.h"
#include "pair_movements/mitchell.h"
#include "movement/playability.h"
#include "movement/structure_check.h"
#include "search/budget.h"
#include "search/tuning.h"

namespace movebal {
namespace {

// The mirror pairs place in 11,743 steps of the exact cover (about 12 ms).
constexpr std::int64_t kMirrorPlacementSteps = 100'000;
// ArrangeForTheRoom: the share of the time left each candidate gets, the
// better balanced first.
constexpr double kRoomShareOfTheBest = 0.5;
// Arrangements from other seeds where the first leaves a rule broken in the
// best balanced candidate (18 pairs in sextets needed more than four).
constexpr int kRoomRetries = 16;

Figure HighestAbsent(const BalanceReport& r) { return r.vacancy.Qf1.empty() ? Figure() : r.vacancy.Qf1.back(); }

void Renumber(Movement& m, int a, int b) {
  for (Cell& c : m.cells) {
    for (int* p : {&c.ns[0], &c.ew[0]}) {
      if (*p == a) *p = b;
      else if (*p == b) *p = a;
    }
  }
}

// The movement without its highest pair: the tables it played at sit out.
Movement DropHighestPair(Movement m) {
  for (Cell& c : m.cells) {
    if (c.occupied() && (c.ns[0] == m.contestants || c.ew[0] == m.contestants)) c = Cell{};
  }
  --m.contestants;
  return m;
}

// Multiplication in GF(2^k) for the tables of FieldMitchell: the low bits
// of the reducing polynomials x^2+x+1, x^3+x+1, x^4+x+1.
int FieldTimes(int a, int b, int tables) {
  const int reduce = tables == 4 ? 0b111 : tables == 8 ? 0b1011 : 0b10011;
  int product = 0;
  for (; b != 0; b >>= 1, a <<= 1) {
    if (a & tables) a ^= reduce;
    if (b & 1) product ^= a;
  }
  return product;
}

// A Mitchell for 4, 8 or 16 tables without relay or skip, numbered in the
// field of that many elements: in round x (0-based) table t plays group
// t + x with NS pair t and EW pair t + 3x, so EW pair e plays group e + 2x.
// As 1, 2 and 3 are distinct and not 0, nobody plays a group twice or meets
// anybody twice, and every group is in play at one table a round.
Movement FieldMitchell(int tables, int rounds) {
  Movement m = Movement::Empty(2 * tables, tables, rounds, tables);
  for (int x = 0; x < rounds; ++x) {
    for (int t = 0; t < tables; ++t) {
      Cell& c = m.at(x, t);
      c.ns[0] = t + 1;
      c.ew[0] = tables + (t ^ FieldTimes(3, x, tables)) + 1;
      c.group = t ^ x;
    }
  }
  return m;
}

std::string AppendixTables(int count) { return fmt::format("{} appendix table{}", count, count > 1 ? "s" : ""); }

// BetterBalance once PutBestVacancyLast has made the best pair to leave
// out the highest.
bool BetterOnceRenumbered(const BalanceReport& a, const BalanceReport& b) {
  if (a.moments.Qf != b.moments.Qf) return a.moments.Qf > b.moments.Qf;
  if (a.vacancy.Qf1max != b.vacancy.Qf1max) return RankOf(a.vacancy.Qf1max) > RankOf(b.vacancy.Qf1max);
  return RankOf(a.vacancy.Qf1av) > RankOf(b.vacancy.Qf1av);
}

}  // namespace

std::string Candidate::name(bool groups) const {
  const auto base = [groups](const auto& o) -> std::string {
    using O = std::decay_t<decltype(o)>;
    if constexpr (std::is_same_v<O, KeptOrigin>) {
      return "kept design movements/" + o.file;
    } else if constexpr (std::is_same_v<O, MirrorOrigin>) {
      return "mirror pairs";
    } else if constexpr (std::is_same_v<O, HowellOrigin>) {
      return "howell " + (groups ? o.text() : o.starter);
    } else if constexpr (std::is_same_v<O, MitchellOrigin>) {
      return fmt::format("mitchell {}", MitchellKindName(o.kind));
    } else if constexpr (std::is_same_v<O, FieldMitchellOrigin>) {
      return fmt::format("mitchell, boards moved by the field of {}", o.tables);
    } else if constexpr (std::is_same_v<O, CyclicOrigin>) {
      return o.appendix_tables > 0 ? "cyclic scheveningen, " + AppendixTables(o.appendix_tables) : "cyclic";
    } else if constexpr (std::is_same_v<O, SearchedOrigin>) {
      const std::string how = o.start != nullptr       ? "searched from " + o.start->name(groups)
                              : o.appendix_tables > 0 ? "scheveningen searched, " + AppendixTables(o.appendix_tables)
                                                      : "searched";
      return fmt::format("{} ({} moves{})", how, o.moves, o.optimal ? ", optimal" : "");
    } else if constexpr (std::is_same_v<O, GivenOrigin>) {
      return o.file + ", arrows balanced";
    } else {
      return o.description;
    }
  };
  std::string name = std::visit(base, origin);
  if (absent > 0) name += fmt::format(" for {} pairs, pair {} absent", absent, absent);
  return name;
}

bool BetterBalance(const BalanceReport& a, const BalanceReport& b) {
  if (a.moments.Qf != b.moments.Qf) return a.moments.Qf > b.moments.Qf;
  if (HighestAbsent(a) != HighestAbsent(b)) return RankOf(HighestAbsent(a)) > RankOf(HighestAbsent(b));
  return RankOf(a.vacancy.Qf1av) > RankOf(b.vacancy.Qf1av);
}

Result<std::vector<Candidate>> RankCandidates(std::vector<Candidate> candidates, const AnnealOptions* anneal) {
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    Candidate& c = candidates[i];
    c.shared = CheckPlayability(c.movement).shared;
    c.walking = ComputeWalking(c.movement);  // arrow switches leave the walking as it is
    c.walking_cost = ScoreWalking(c.movement);
    if (anneal == nullptr) {
      c.report = ScoreMovement(c.movement);
      continue;
    }
    // An equal part of the time left to the candidates still to polish.
    AnnealOptions each = *anneal;
    each.run.budget = anneal->run.budget.TimeSlice(1.0 / static_cast<double>(candidates.size() - i));
    auto balanced = OptimiseArrows(c.movement, each);
    if (!balanced) return balanced.error();
    // The optimiser's tie-break weighs the vacancies otherwise than the
    // ranking (Qf1 with the best pair absent, once it is renumbered the
    // highest): keep the arrows that rank better.
    BalanceReport given = ScoreMovement(c.movement);
    if (BetterOnceRenumbered(given, balanced->report)) {
      c.report = std::move(given);
      continue;
    }
    c.movement = std::move(balanced->movement);
    c.report = std::move(balanced->report);
  }
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const Candidate& a, const Candidate& b) { return BetterBalance(a.report, b.report); });
  return candidates;
}

std::vector<std::string> RankingTable(const std::vector<Candidate>& ranked) {
  std::vector<std::string> lines = {fmt::format("{:<5} {:>6} {:>6} {:>7} {:>7} {:>7} {:>6} {:>5} {:>6}  {}", "rank",
                                                "tables", "shared", "Qf", "Qf1", "Qf1av", "boards", "pairs", "empty",
                                                "candidate")};
  for (std::size_t i = 0; i < ranked.size(); ++i) {
    const Candidate& c = ranked[i];
    const EmptyTables empty = c.walking.empty_tables;
    lines.push_back(fmt::format("{:<5} {:>6} {:>6} {:>7.2f} {:>7} {:>7} {:>6} {:>5} {:>6}  {}", i + 1,
                                c.movement.tables, c.shared, c.report.moments.Qf, FigureText(HighestAbsent(c.report)),
                                FigureText(c.report.vacancy.Qf1av), c.walking.boards.longest, c.walking.contestants.longest,
                                empty == EmptyTables::kNone ? "-" : empty == EmptyTables::kFixed ? "fixed" : "roving",
                                c.name()));
  }
  return lines;
}

void ArrangeForTheRoom(std::vector<Candidate>& candidates, const RoomPins& pins, std::uint64_t seed,
                       const Budget& budget) {
  // The better balanced first, each with half the time left (the last with
  // all of it): the ranking looks at walking only among equals or to keep
  // the runnable movements first, so time goes where it can change a rank.
  std::vector<std::size_t> order(candidates.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return BetterBalance(candidates[a].report, candidates[b].report);
  });
  for (std::size_t k = 0; k < order.size(); ++k) {
    Candidate& c = candidates[order[k]];
    // Boards that never move (a Scheveningen) keep their tables, unless an
    // empty table roves.
    if (const WalkingReport w = ComputeWalking(c.movement);
        w.boards.longest > 0 || w.empty_tables == EmptyTables::kRoving) {
      const Budget share =
          budget.has_deadline() ? budget.Slice(k + 1 == order.size() ? 1.0 : kRoomShareOfTheBest) : budget;
      const std::optional<Movement> given = k == 0 ? std::optional<Movement>(c.movement) : std::nullopt;
      ArrangeTables(c.movement, pins, seed, share);
      // The arrangement is a local search: where it leaves a rule broken in
      // the best balanced, another seed may not. The retries may take all
      // the time left (the rule decides the first rank), not more.
      WalkingCost cost = ScoreWalking(c.movement);
      for (int retry = 1; given && retry <= kRoomRetries && cost.rule_breaks > 0 && !budget.Expired(); ++retry) {
        Movement again = *given;
        ArrangeTables(again, pins, seed + static_cast<std::uint64_t>(retry), share);
        if (const WalkingCost again_cost = ScoreWalking(again); again_cost < cost) {
          cost = again_cost;
          c.movement = std::move(again);
        }
      }
    }
    c.walking = ComputeWalking(c.movement);
    c.walking_cost = ScoreWalking(c.movement);
  }
}

bool SharesBoardsAside(const Candidate& c) {
  const auto appendix = [](const auto& o) {
    using O = std::decay_t<decltype(o)>;
    if constexpr (std::is_same_v<O, CyclicOrigin> || std::is_same_v<O, SearchedOrigin>) return o.appendix_tables > 0;
    return false;
  };
  return c.shared > 0 && !std::visit(appendix, c.origin);
}

std::string SharingNote(const Candidate& best, int share) {
  const int most = CheckPlayability(best.movement).most_tables_on_a_group;
  if (!SharesBoardsAside(best) || most <= share) return "";
  return fmt::format(
      "no candidate keeps every board group at {} a round (--copies {}): this one has {} round{} x groups "
      "at two or more tables, so those tables need copies of the boards (--copies {} accepts it)",
      share == 1 ? std::string("one table") : fmt::format("{} tables at most", share), share, best.shared,
      best.shared == 1 ? "" : "s", most);
}

std::string SetsNote(const std::vector<Candidate>& ranked, std::size_t index, int copies) {
  const int most = ranked[index].walking.most_copies;
  if (most <= copies) return "";
  const bool none =
      std::none_of(ranked.begin(), ranked.end(), [&](const Candidate& c) { return c.walking.most_copies <= copies; });
  return fmt::format(
      "{} every board group at {} a round (--copies {}): this one plays some groups at {} tables "
      "in one round, so those need {} sets of boards (--copies {} accepts it)",
      none ? "no candidate keeps" : "this candidate, unlike another (--list), does not keep",
      copies == 1 ? std::string("one table") : fmt::format("{} tables at most", copies), copies, most, most, most);
}

bool RanksBefore(const Candidate& a, const Candidate& b, WalkRule walk, bool count_shared) {
  const bool room = walk == WalkRule::kRoom;
  if (room) {
    const bool runnable_a = RunnableInTheRoom(a.walking), runnable_b = RunnableInTheRoom(b.walking);
    if (runnable_a != runnable_b) return runnable_a;
  }
  if (count_shared && SharesBoardsAside(a) != SharesBoardsAside(b)) return !SharesBoardsAside(a);
  if (a.report.moments.Qf != b.report.moments.Qf) return a.report.moments.Qf > b.report.moments.Qf;
  if (room && a.walking_cost.pair_excess != b.walking_cost.pair_excess) {
    return a.walking_cost.pair_excess < b.walking_cost.pair_excess;
  }
  if (BetterBalance(a.report, b.report)) return true;
  if (BetterBalance(b.report, a.report)) return false;
  return a.walking_cost < b.walking_cost;
}

int PairWalkClass(const Candidate& c) { return std::clamp(c.walking.contestants.longest, 1, 3); }

namespace {

// More sets of some board than the club's `copies` (0: any number); a
// Scheveningen's appendix tables count too: the club has to lay them out.
bool NeedsMoreSets(const Candidate& c, int copies) { return copies > 0 && c.walking.most_copies > copies; }

}  // namespace

void SortForTheRoom(std::vector<Candidate>& candidates, WalkRule walk, int copies) {
  const bool room = walk == WalkRule::kRoom;
  const auto tier = [&](const Candidate& c) {
    return std::pair{room && !RunnableInTheRoom(c.walking), NeedsMoreSets(c, copies)};
  };
  std::map<std::pair<bool, bool>, double> best_qf;
  for (const Candidate& c : candidates) {
    double& best = best_qf.try_emplace(tier(c), c.report.moments.Qf).first->second;
    best = std::max(best, c.report.moments.Qf);
  }
  // (tier, far from the best Qf, pair walk): compared before RanksBefore.
  const auto key = [&](const Candidate& c) {
    const bool far = room && c.report.moments.Qf < (1 - kCloseQf) * best_qf.at(tier(c));
    return std::tuple{tier(c), far, room && !far ? PairWalkClass(c) : 0};
  };
  std::stable_sort(candidates.begin(), candidates.end(), [&](const Candidate& a, const Candidate& b) {
    const auto ka = key(a), kb = key(b);
    if (ka != kb) return ka < kb;
    return RanksBefore(a, b, walk, /*count_shared=*/false);
  });
}

std::string PairWalkNote(const std::vector<Candidate>& ranked, int copies) {
  if (ranked.empty() || PairWalkClass(ranked.front()) <= 2) return "";
  const Candidate& first = ranked.front();
  const auto shorter_where = [&](auto&& also) {
    return std::find_if(ranked.begin(), ranked.end(), [&](const Candidate& c) {
      return PairWalkClass(c) <= 2 && RunnableInTheRoom(c.walking) && also(c);
    });
  };
  const auto shorter = shorter_where([&](const Candidate& c) { return !NeedsMoreSets(c, copies); });
  const std::string walks = fmt::format("pairs walk up to {} tables", first.walking.contestants.longest);
  if (shorter == ranked.end()) {
    const auto with_sets = shorter_where([](const Candidate&) { return true; });
    if (with_sets == ranked.end()) return walks + ": no candidate walks them two tables at most with boards to the next table";
    return fmt::format("{}: the shortest walk ({}, Qf {:.2f}) needs {} sets of some boards (--copies {})", walks,
                       with_sets->name(false), with_sets->report.moments.Qf, with_sets->walking.most_copies,
                       with_sets->walking.most_copies);
  }
  return fmt::format("{}: the shortest walk ({}, pairs up to {} table{}) has Qf {:.2f}, more than {:.0f}% below {:.2f}",
                     walks, shorter->name(false), shorter->walking.contestants.longest,
                     shorter->walking.contestants.longest == 1 ? "" : "s", shorter->report.moments.Qf, 100 * kCloseQf,
                     first.report.moments.Qf);
}

Result<Movement> BalanceMitchell(Movement m, const AnnealOptions& anneal) {
  SwitchRound(m, 1);  // the classic one-winner Mitchell: a good start for the optimiser
  auto balanced = OptimiseArrows(m, anneal);
  if (!balanced) return balanced.error();
  return std::move(balanced->movement);
}

void PutBestVacancyLast(Movement& m) {
  const BalanceReport report = ScoreMovement(m);
  const std::vector<int>& best = report.vacancy.Qf1max_pairs;
  if (best.empty() || std::find(best.begin(), best.end(), m.contestants) != best.end()) return;
  Renumber(m, best.back(), m.contestants);
}

namespace {

// What the classic families add to, and why some add nothing.
struct ClassicFound {
  const BestRequest& request;
  std::vector<Candidate> candidates;
  std::vector<std::string> skipped;

  // Keeps the candidate unless it needs more tables than the room has.
  void Add(CandidateOrigin origin, Movement m, int absent = 0) {
    Candidate c{std::move(origin), std::move(m), {}};
    c.absent = absent;
    if (request.tables > 0 && c.movement.tables > request.tables) {
      skipped.push_back(fmt::format("{} needs {} tables", c.name(), c.movement.tables));
      return;
    }
    candidates.push_back(std::move(c));
  }
  // The one-winner Mitchell, a good start for the optimiser; an odd number
  // of pairs plays the Mitchell of one pair more, the highest absent.
  void AddMitchell(CandidateOrigin origin, Movement m) {
    const int P = request.pairs;
    SwitchRound(m, 1);
    if (P % 2 != 0) {
      PutBestVacancyLast(m);
      m = DropHighestPair(std::move(m));
    }
    if (CheckStructure(m).suitable) Add(std::move(origin), std::move(m), P % 2 != 0 ? P + 1 : 0);
  }
};

void AddKeptDesigns(ClassicFound& found, const Budget&) {
  for (KeptDesign& kept : KeptDesigns(found.request.pairs, found.request.rounds)) {
    if (CheckStructure(kept.movement).suitable && CheckPlayability(kept.movement).ok()) {
      found.Add(KeptOrigin{kept.file}, std::move(kept.movement));
    }
  }
}

void AddMirrorPairs(ClassicFound& found, const Budget&) {
  if (found.request.pairs != kMirrorPairs || found.request.rounds != kMirrorRounds) return;
  if (auto m = MirrorPairsMovement(kMirrorPlacementSteps)) {
    found.Add(MirrorOrigin{}, std::move(*m));
  } else {
    found.skipped.push_back(m.error().message);
  }
}

// Howells from several starters; no further starter once `budget` has expired.
void AddHowells(ClassicFound& found, const Budget& budget) {
  const int r = found.request.rounds;
  const HowellShape shape{found.request.pairs, 0};
  if (!CheckHowellShape(shape) || r < 2 || r > shape.full_rounds()) return;
  const HowellShape cut{found.request.pairs, r == shape.full_rounds() ? 0 : r};
  if (auto designs = HowellCandidates(cut, found.request.howell_starters, budget)) {
    for (HowellDesign& d : *designs) {
      found.Add(HowellOrigin{DescribeHowellStarter(d), DescribeHowellGroups(d)}, std::move(d.movement));
    }
  } else {
    found.skipped.push_back(designs.error().message);
  }
}

void AddMitchells(ClassicFound& found, const Budget&) {
  const int even = found.request.pairs + found.request.pairs % 2;
  for (MitchellKind kind : {MitchellKind::kComplete, MitchellKind::kRelay, MitchellKind::kSkip}) {
    if (auto m = GenerateMitchell({even / 2, found.request.rounds, kind})) {
      found.AddMitchell(MitchellOrigin{kind}, std::move(*m));
    }
  }
}

// For 4, 8 or 16 tables, the Mitchell numbered in a finite field.
void AddFieldMitchell(ClassicFound& found, const Budget&) {
  const int tables = (found.request.pairs + found.request.pairs % 2) / 2, r = found.request.rounds;
  if ((tables == 4 || tables == 8 || tables == 16) && r >= 2 && r <= tables) {
    found.AddMitchell(FieldMitchellOrigin{tables}, FieldMitchell(tables, r));
  }
}

// What the sources of designed candidates share while DesignBest runs.
struct BestRun {
  const BestRequest& request;
  const BestDesignSettings& settings;
  double polish_seconds = 0;   // each design's polish; 0: the move limit alone
  std::vector<Candidate> ranked;  // balanced, the classic ones first
  std::vector<std::string> skipped;
};

// Adds a designed movement of the shape (for one pair more, the best pair
// then left out, with an odd number of pairs), checked and polished; an
// error when the search built an unplayable movement.
Status AddDesigned(BestRun& run, const DesignShape& shape, CandidateOrigin origin, Movement m) {
  Candidate c{std::move(origin), {}, {}};
  if (run.request.pairs % 2 != 0) {
    PutBestVacancyLast(m);
    m = DropHighestPair(std::move(m));
    c.absent = shape.pairs;
  }
  // The rules are kept by construction; the checker confirms it. Leaving
  // a pair out can leave groups played unequally often (more groups than
  // rounds): then the design is no candidate. Appendix tables share
  // boards with one main table each.
  const PlayabilityReport play = CheckPlayability(m);
  const int allowed_shared = shape.appendix_tables() * shape.rounds;
  if (play.shared > allowed_shared || play.most_tables_on_a_group > 2 || (!play.ok() && run.request.pairs % 2 == 0)) {
    return Error::Failed("the search built an unplayable movement: " +
                         (play.ok() ? std::string("tables share boards") : play.problems.front()));
  }
  if (!play.ok()) {
    run.skipped.push_back(fmt::format("{} without pair {}: {}", c.name(), shape.pairs, play.problems.front()));
    return Ok();
  }
  c.movement = std::move(m);
  const AnnealOptions polish = run.settings.Polish(run.polish_seconds);
  auto polished = RankCandidates({std::move(c)}, &polish);
  if (!polished) return polished.error();
  run.ranked.push_back(std::move(polished->front()));
  return Ok();
}

// The cyclic designs (cyclic_search.h): candidates, and the best of them a
// start for the whole-movement search.
Status CyclicCandidates(BestRun& run, const DesignShape& shape, const DesignOptions& search) {
  auto designs = SearchCyclicMovements(shape, search);
  if (!designs) {
    run.skipped.push_back(designs.error().message);
    return Ok();
  }
  const int count = std::min(static_cast<int>(tuning().best_cyclic_candidates), static_cast<int>(designs->size()));
  for (int i = 0; i < count; ++i) {
    const CyclicOrigin origin{shape.appendix_tables(), i};
    if (auto added = AddDesigned(run, shape, origin, std::move((*designs)[static_cast<std::size_t>(i)].movement)); !added) {
      return added;
    }
  }
  return Ok();
}

// The whole-movement search (movement_search.h), started from the candidates
// that fit the shape, the best first (of the cyclic designs only the one of
// least SS before the polish, the other starts are of other kinds, for
// variety); with an odd number of pairs none fits.
Status SearchedCandidate(BestRun& run, const DesignShape& shape, const DesignOptions& options) {
  DesignOptions search = options;
  std::vector<const Candidate*> fitting;
  for (const Candidate& c : run.ranked) {
    const auto* cyclic = std::get_if<CyclicOrigin>(&c.origin);
    if (run.request.pairs % 2 == 0 && (cyclic == nullptr || cyclic->rank == 0) && FitsDesignShape(shape, c.movement)) {
      fitting.push_back(&c);
    }
  }
  std::stable_sort(fitting.begin(), fitting.end(),
                   [](const Candidate* a, const Candidate* b) { return BetterBalance(a->report, b->report); });
  for (const Candidate* c : fitting) search.starts.push_back(c->movement);
  auto found = SearchMovement(shape, search);
  if (!found) {
    run.skipped.push_back(found.error().message);
    return Ok();
  }
  SearchedOrigin origin{shape.appendix_tables(), nullptr, found->moves, found->optimal};
  if (found->start >= 0) origin.start = std::make_shared<const Candidate>(*fitting[static_cast<std::size_t>(found->start)]);
  return AddDesigned(run, shape, std::move(origin), std::move(found->movement));
}

// A classic family: built from the request (the Howells' starters within
// `budget`), ranked with the others before any search, whose starts they are.
struct ClassicSource {
  void (*add)(ClassicFound& found, const Budget& budget);
};

// A search for one layout (the Scheveningen with appendix tables, else the
// whole movement; cyclic: the cyclic search, which needs a cyclic form of
// the shape), after the classic families, seeing the designs before it.
struct SearchedSource {
  bool appendix;
  bool cyclic;
  Status (*run)(BestRun& run, const DesignShape& shape, const DesignOptions& search);

  // Its weight in the time of the searches (best_appendix_share of it for
  // the Scheveningen, best_cyclic_share of a layout's for its cyclic
  // designs), and how many designs it adds (each polished in
  // `polish_seconds`).
  double weight() const {
    const Tuning& t = tuning();
    return (appendix ? t.best_appendix_share : 1 - t.best_appendix_share) *
           (cyclic ? t.best_cyclic_share : 1 - t.best_cyclic_share);
  }
  int designs() const { return cyclic ? static_cast<int>(tuning().best_cyclic_candidates) : 1; }
};

// Every source of DesignBest's candidates, one row each, in the order they
// run (the Scheveningen, which shares boards, after the whole movement).
using CandidateSource = std::variant<ClassicSource, SearchedSource>;
constexpr CandidateSource kCandidateSources[] = {
    ClassicSource{&AddKeptDesigns},
    ClassicSource{&AddMirrorPairs},
    ClassicSource{&AddHowells},
    ClassicSource{&AddMitchells},
    ClassicSource{&AddFieldMitchell},
    SearchedSource{false, true, &CyclicCandidates},
    SearchedSource{false, false, &SearchedCandidate},
    SearchedSource{true, true, &CyclicCandidates},
    SearchedSource{true, false, &SearchedCandidate},
};

// The rows of one kind, in their order.
template <class Kind>
std::vector<const Kind*> SourcesOf() {
  std::vector<const Kind*> rows;
  for (const CandidateSource& source : kCandidateSources) {
    if (const auto* row = std::get_if<Kind>(&source)) rows.push_back(row);
  }
  return rows;
}

}  // namespace

Result<std::vector<Candidate>> BestCandidates(const BestRequest& request, const Budget& budget) {
  ClassicFound found{request, {}, {}};
  for (const ClassicSource* source : SourcesOf<ClassicSource>()) source->add(found, budget);
  if (found.candidates.empty()) {
    std::string why = fmt::format("no generated movement fits {} pairs in {} rounds", request.pairs, request.rounds);
    if (request.tables > 0) why += fmt::format(" on {} tables", request.tables);
    for (const std::string& s : found.skipped) why += "; " + s;
    return Error::Failed(why);
  }
  return std::move(found.candidates);
}

namespace {

// The run's seed and threads, `seconds` from now and at most `moves` per
// chain (0: no limit), with its stop flag.
Run Within(const Run& run, double seconds, std::int64_t moves) {
  return {run.seed, run.threads, Budget::Seconds(seconds).WithMoves(moves).WithStop(run.budget.stop())};
}

}  // namespace

BestDesignSettings BestDesignSettings::For(double seconds) const {
  BestDesignSettings part = *this;
  part.run = Within(run, seconds, 0);
  return part;
}

DesignOptions BestDesignSettings::Search(double seconds) const {
  DesignOptions search;
  search.run = Within(run, seconds, moves);
  search.progress = progress;
  return search;
}

AnnealOptions BestDesignSettings::Polish(double seconds) const {
  AnnealOptions polish;
  polish.run = Within(run, seconds, switches);
  return polish;
}

Result<std::vector<Candidate>> DesignBest(const BestRequest& request, const BestDesignSettings& settings) {
  if (request.pairs < 4 || request.pairs > kMaxBestPairs) {
    return Error::Plain(fmt::format("generate best designs for 4 to {} pairs, not {}", kMaxBestPairs, request.pairs));
  }
  const Tuning& tune = tuning();
  BestRun run{request, settings, 0, {}, {}};
  const Budget& whole = settings.run.budget;  // -T for all of DesignBest, and the stop flag
  // What is left after the searches and the polish is the room layout's.
  const double seconds = settings.seconds() * (settings.room ? 1 - tune.best_room_share : 1);
  std::vector<Candidate> classic;
  if (settings.classic) {
    auto found = BestCandidates(request, whole.First(seconds).Slice(tune.best_candidate_share));
    if (found) classic = std::move(*found);
    else run.skipped.push_back(found.error().message);
  }
  if (seconds > 0) run.polish_seconds = seconds * tune.best_polish_share / static_cast<double>(classic.size() + 1);
  // The balanced classic movements, each in its share of the polish time:
  // candidates, and starts for the search.
  const AnnealOptions polish = settings.Polish(run.polish_seconds * static_cast<double>(classic.size()));
  auto ranked = RankCandidates(std::move(classic), &polish);
  if (!ranked) return ranked.error();
  run.ranked = std::move(*ranked);
  // The layouts the request fits, and whether each has a cyclic form.
  const int even = request.pairs + request.pairs % 2;
  std::optional<DesignShape> shapes[2];  // [appendix]
  bool cyclic[2] = {false, false};
  for (const bool appendix : {false, true}) {
    const DesignShape shape{even, request.rounds, appendix ? DesignShape::Boards{BoardsStay{}} : DesignShape::Boards{BoardsMove{}}};
    if (request.tables > 0 && request.tables < shape.tables()) {
      run.skipped.push_back(fmt::format("the search needs {} tables", shape.tables()));
    } else if (auto checked = CheckDesignShape(shape); !checked) {
      if (!appendix) run.skipped.push_back(checked.error().message);
    } else {
      shapes[appendix] = shape;
      cyclic[appendix] = CheckCyclicShape(shape).ok();
    }
  }
  std::vector<const SearchedSource*> searches;
  for (const SearchedSource* source : SourcesOf<SearchedSource>()) {
    if (shapes[source->appendix].has_value() && (!source->cyclic || cyclic[source->appendix])) searches.push_back(source);
  }
  for (std::size_t i = 0; i < searches.size(); ++i) {
    const SearchedSource& source = *searches[i];
    DesignOptions search = settings.Search(0);
    if (seconds > 0) {
      // The source's slice, by weight, of the time left to the sources
      // still to run, less the polish of their designs.
      double weights = 0;
      int designs = 0;
      for (std::size_t j = i; j < searches.size(); ++j) {
        weights += searches[j]->weight();
        designs += searches[j]->designs();
      }
      const Budget left = whole.First(seconds - static_cast<double>(designs) * run.polish_seconds);
      const double slice = left.has_deadline() ? left.Slice(source.weight() / weights).SecondsLeft() : 0;
      search = settings.Search(std::max(tune.best_least_search_seconds, slice));
    }
    if (auto done = source.run(run, *shapes[source.appendix], search); !done) return done.error();
  }
  std::vector<Candidate>& found = run.ranked;
  if (found.empty()) {
    if (whole.Stopped()) return Error::Interrupted();
    std::string why = fmt::format("nothing fits {} pairs in {} rounds", request.pairs, request.rounds);
    for (const std::string& s : run.skipped) why += "; " + s;
    // Where pairs meet more than once, sessions of at most a round robin
    // each, every one with its own boards, are what the searches find.
    const int robin = request.pairs + request.pairs % 2 - 1;
    if (request.rounds > robin) {
      const int sessions = (request.rounds + robin - 1) / robin;
      std::vector<int> rounds(static_cast<std::size_t>(sessions), request.rounds / sessions);
      for (int i = 0; i < request.rounds % sessions; ++i) ++rounds[static_cast<std::size_t>(i)];
      why += fmt::format("; pairs meet more than once in {} rounds: try generate best --sessions {} (each session "
                         "its own boards)", request.rounds, fmt::join(rounds, ","));
    }
    return Error::Failed(why);
  }
  // Renumber so that the best pair to leave empty is the highest, put the
  // tables where the room wants them, and score each result once more from
  // scratch.
  for (Candidate& c : found) PutBestVacancyLast(c.movement);
  if (settings.room) ArrangeForTheRoom(found, {}, settings.run.seed, whole);
  for (Candidate& c : found) {
    c.report = ScoreMovement(c.movement);
    c.shared = CheckPlayability(c.movement).shared;
  }
  SortForTheRoom(found, request.walk, request.copies);
  // A search that kept its start, or two designs alike in every figure:
  // the director sees the first.
  const auto alike = [](const Candidate& a, const Candidate& b) {
    return a.shared == b.shared && a.movement.tables == b.movement.tables && !BetterBalance(a.report, b.report) &&
           !BetterBalance(b.report, a.report) && a.walking_cost == b.walking_cost;
  };
  found.erase(std::unique(found.begin(), found.end(), alike), found.end());
  return std::move(found);
}

}  // namespace movebal
