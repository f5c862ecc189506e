#include "design/best.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>

#include "design/cyclic_search.h"
#include "design/kept_designs.h"
#include "generators/howell.h"
#include "generators/mitchell.h"
#include "movement/playability.h"
#include "movement/structure_check.h"

namespace movebal {
namespace {

// Share of the time limit in which the optimiser polishes the candidates;
// the searches get what is left after the classic candidates are built and
// polished, less the polish of their own designs.
constexpr double kPolishShare = 0.2;
// Share of the time limit after which no further Howell starter is tried.
constexpr double kCandidateShare = 0.3;
constexpr double kLeastSearchSeconds = 0.1;
// Share of the search time for the Scheveningen with appendix tables, where
// it is searched beside the whole movement.
constexpr double kAppendixShare = 0.5;
// Share of a shape's search time for its cyclic designs (cyclic_search.h),
// and how many of them are candidates: measured on 16 pairs in 6 and 7
// rounds and 14 in 8, the cyclic search finds its best in a few seconds.
constexpr double kCyclicShare = 0.25;
constexpr std::size_t kCyclicCandidates = 2;

std::chrono::steady_clock::time_point After(std::chrono::steady_clock::time_point start, double seconds) {
  return start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(seconds));
}

double HighestAbsent(const BalanceReport& r) { return r.vacancy.Qf1.empty() ? 0 : r.vacancy.Qf1.back(); }

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

// BetterBalance once PutBestVacancyLast has made the best pair to leave
// out the highest.
bool BetterOnceRenumbered(const BalanceReport& a, const BalanceReport& b) {
  if (a.moments.Qf != b.moments.Qf) return a.moments.Qf > b.moments.Qf;
  if (a.vacancy.Qf1max != b.vacancy.Qf1max) return a.vacancy.Qf1max > b.vacancy.Qf1max;
  return a.vacancy.Qf1av > b.vacancy.Qf1av;
}

}  // namespace

bool BetterBalance(const BalanceReport& a, const BalanceReport& b) {
  if (a.moments.Qf != b.moments.Qf) return a.moments.Qf > b.moments.Qf;
  if (HighestAbsent(a) != HighestAbsent(b)) return HighestAbsent(a) > HighestAbsent(b);
  return a.vacancy.Qf1av > b.vacancy.Qf1av;
}

Result<std::vector<Candidate>> RankCandidates(std::vector<Candidate> candidates, const AnnealOptions* anneal) {
  for (Candidate& c : candidates) {
    c.shared = CheckPlayability(c.movement).shared;
    if (anneal == nullptr) {
      c.report = ScoreMovement(c.movement);
      continue;
    }
    auto balanced = OptimiseArrows(c.movement, *anneal);
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
  std::vector<std::string> lines = {fmt::format("{:<5} {:>6} {:>6} {:>7} {:>7} {:>7}  {}", "rank", "tables", "shared",
                                                "Qf", "Qf1", "Qf1av", "candidate")};
  for (std::size_t i = 0; i < ranked.size(); ++i) {
    const Candidate& c = ranked[i];
    lines.push_back(fmt::format("{:<5} {:>6} {:>6} {:>7.2f} {:>7.2f} {:>7.2f}  {}", i + 1, c.movement.tables,
                                c.shared, c.report.moments.Qf, HighestAbsent(c.report),
                                c.report.vacancy.Qf1av, c.name));
  }
  return lines;
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

Result<std::vector<Candidate>> BestCandidates(const BestRequest& request, std::chrono::steady_clock::time_point deadline) {
  const int P = request.pairs, r = request.rounds;
  std::vector<Candidate> candidates;
  std::vector<std::string> skipped;
  const auto add = [&](const std::string& name, Movement m) {
    if (request.tables > 0 && m.tables > request.tables) {
      skipped.push_back(fmt::format("{} needs {} tables", name, m.tables));
      return;
    }
    candidates.push_back({name, std::move(m), {}});
  };

  for (KeptDesign& kept : KeptDesigns(P, r)) {
    if (CheckStructure(kept.movement).suitable && CheckPlayability(kept.movement).ok()) add(kept.name, std::move(kept.movement));
  }
  const HowellShape shape{P, 0};
  if (CheckHowellShape(shape) && r >= 2 && r <= shape.full_rounds()) {
    const HowellShape cut{P, r == shape.full_rounds() ? 0 : r};
    if (auto designs = HowellCandidates(cut, request.howell_starters, deadline)) {
      for (HowellDesign& d : *designs) add("howell " + DescribeHowell(d), std::move(d.movement));
    } else {
      skipped.push_back(designs.error().message);
    }
  }
  // An odd number of pairs plays the Mitchell of one pair more, the highest absent.
  const int even = P + P % 2;
  const auto add_mitchell = [&](std::string name, Movement m) {
    SwitchRound(m, 1);  // the classic one-winner Mitchell: a good start for the optimiser
    if (P % 2 != 0) {
      PutBestVacancyLast(m);
      m = DropHighestPair(std::move(m));
      name += fmt::format(" for {} pairs, pair {} absent", even, even);
    }
    if (CheckStructure(m).suitable) add(name, std::move(m));
  };
  for (MitchellKind kind : {MitchellKind::kComplete, MitchellKind::kRelay, MitchellKind::kSkip}) {
    if (auto m = GenerateMitchell({even / 2, r, kind})) add_mitchell(fmt::format("mitchell {}", MitchellKindName(kind)), std::move(*m));
  }
  if (const int tables = even / 2; (tables == 4 || tables == 8 || tables == 16) && r >= 2 && r <= tables) {
    add_mitchell(fmt::format("mitchell, boards moved by the field of {}", tables), FieldMitchell(tables, r));
  }
  if (candidates.empty()) {
    std::string why = fmt::format("no generated movement fits {} pairs in {} rounds", P, r);
    if (request.tables > 0) why += fmt::format(" on {} tables", request.tables);
    for (const std::string& s : skipped) why += "; " + s;
    return Error::Failed(why);
  }
  return candidates;
}

Result<std::vector<Candidate>> DesignBest(const BestRequest& request, const BestDesignSettings& settings) {
  if (request.pairs < 4 || request.pairs > kMaxBestPairs) {
    return Error::Plain(fmt::format("generate best designs for 4 to {} pairs, not {}", kMaxBestPairs, request.pairs));
  }
  const auto start = std::chrono::steady_clock::now();
  DesignOptions search = settings.search;
  AnnealOptions polish = settings.polish;
  std::vector<Candidate> classic;
  std::vector<std::string> skipped;
  if (settings.classic) {
    auto found = BestCandidates(request, settings.seconds > 0 ? After(start, settings.seconds * kCandidateShare)
                                                              : std::chrono::steady_clock::time_point::max());
    if (found) classic = std::move(*found);
    else skipped.push_back(found.error().message);
  }
  if (settings.seconds > 0) {
    polish.seconds = settings.seconds * kPolishShare / static_cast<double>(classic.size() + 1);
  }
  // The balanced classic movements: candidates, and starts for the search.
  auto ranked = RankCandidates(std::move(classic), &polish);
  if (!ranked) return ranked.error();
  // The searches: the whole movement, and where the tables outnumber the
  // rounds, the Scheveningen with appendix tables (listed after, as it
  // shares boards).
  const int even = request.pairs + request.pairs % 2;
  std::vector<DesignShape> shapes;
  for (const DesignShape& shape : {DesignShape{even, request.rounds, 0}, DesignShape{even, request.rounds, 0, {}, true}}) {
    if (request.tables > 0 && request.tables < shape.tables()) {
      skipped.push_back(fmt::format("the search needs {} tables", shape.tables()));
    } else if (auto checked = CheckDesignShape(shape); !checked) {
      if (!shape.appendix) skipped.push_back(checked.error().message);
    } else {
      shapes.push_back(shape);
    }
  }
  // A designed movement (with one pair more for an odd number), checked,
  // polished and ranked; false on an error, with `failure` set.
  Error failure = Error::Plain("");
  const auto add_designed = [&](const DesignShape& shape, std::string name, Movement m) {
    if (request.pairs % 2 != 0) {
      PutBestVacancyLast(m);
      m = DropHighestPair(std::move(m));
      name += fmt::format(" for {} pairs, pair {} absent", shape.pairs, shape.pairs);
    }
    // The rules are kept by construction; the checker confirms it. Leaving
    // a pair out can leave groups played unequally often (more groups than
    // rounds): then the design is no candidate. Appendix tables share
    // boards with one main table each.
    const PlayabilityReport play = CheckPlayability(m);
    const int allowed_shared = shape.appendix_tables() * shape.rounds;
    if (play.shared > allowed_shared || play.most_tables_on_a_group > 2 || (!play.ok() && request.pairs % 2 == 0)) {
      failure = Error::Failed("the search built an unplayable movement: " +
                              (play.ok() ? std::string("tables share boards") : play.problems.front()));
      return false;
    }
    if (!play.ok()) {
      skipped.push_back(fmt::format("{} without pair {}: {}", name, shape.pairs, play.problems.front()));
      return true;
    }
    auto polished = RankCandidates({{std::move(name), std::move(m), {}}}, &polish);
    if (!polished) {
      failure = polished.error();
      return false;
    }
    ranked->push_back(std::move(polished->front()));
    return true;
  };
  const auto appendix_name = [](const DesignShape& shape) {
    return fmt::format("{} appendix table{}", shape.appendix_tables(), shape.appendix_tables() > 1 ? "s" : "");
  };
  std::vector<bool> has_cyclic_form;
  for (const DesignShape& shape : shapes) has_cyclic_form.push_back(static_cast<bool>(CheckCyclicShape(shape)));
  for (std::size_t i = 0; i < shapes.size(); ++i) {
    const DesignShape& shape = shapes[i];
    const bool cyclic = has_cyclic_form[i];
    if (settings.seconds > 0) {
      const double spent = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      std::size_t polishes = 0;  // of the designs of this shape and the later ones
      for (std::size_t j = i; j < shapes.size(); ++j) polishes += has_cyclic_form[j] ? 1 + kCyclicCandidates : 1;
      const double left = settings.seconds - spent - static_cast<double>(polishes) * polish.seconds;
      const double share = i + 1 == shapes.size() ? 1.0 : 1.0 - kAppendixShare;
      search.seconds = std::max(kLeastSearchSeconds, left * share);
    }
    // The cyclic designs first: candidates, and the best of them a start for
    // the search (the other starts are of other kinds, for variety).
    const std::size_t first_cyclic = ranked->size();
    if (cyclic) {
      // The same budget as the search: its moves per chain, or a share of its time.
      CyclicOptions options{search.seed, search.moves, search.seconds * kCyclicShare, search.threads, search.stop,
                            search.progress};
      if (auto designs = SearchCyclicMovements(shape, options)) {
        if (designs->size() > kCyclicCandidates) designs->resize(kCyclicCandidates);
        for (CyclicDesign& d : *designs) {
          const std::string name = shape.appendix ? "cyclic scheveningen, " + appendix_name(shape) : "cyclic";
          if (!add_designed(shape, name, std::move(d.movement))) return failure;
        }
      } else {
        skipped.push_back(designs.error().message);
      }
      if (settings.seconds > 0) search.seconds *= 1 - kCyclicShare;
    }
    // The candidates that fit the shape are starts, the best first (of the
    // cyclic designs only the one of least SS before the polish); with an odd
    // number of pairs none fits.
    std::vector<const Candidate*> fitting;
    for (std::size_t k = 0; k < ranked->size(); ++k) {
      const Candidate& c = (*ranked)[k];
      const bool later_cyclic = k > first_cyclic && k < first_cyclic + kCyclicCandidates;
      if (request.pairs % 2 == 0 && !later_cyclic && DesignState::FromMovement(shape, c.movement)) fitting.push_back(&c);
    }
    std::stable_sort(fitting.begin(), fitting.end(),
                     [](const Candidate* a, const Candidate* b) { return BetterBalance(a->report, b->report); });
    search.starts.clear();
    for (const Candidate* c : fitting) search.starts.push_back(c->movement);
    auto found = SearchMovement(shape, search);
    if (!found) {
      skipped.push_back(found.error().message);
      continue;
    }
    std::string name = found->start < 0 ? std::string("searched")
                                        : "searched from " + fitting[static_cast<std::size_t>(found->start)]->name;
    if (shape.appendix && found->start < 0) name = "scheveningen searched, " + appendix_name(shape);
    name += fmt::format(" ({} moves{})", found->moves, found->optimal ? ", optimal" : "");
    if (!add_designed(shape, std::move(name), std::move(found->movement))) return failure;
  }
  if (ranked->empty()) {
    if (search.stop != nullptr && search.stop->load()) return Error::Interrupted();
    std::string why = fmt::format("nothing fits {} pairs in {} rounds", request.pairs, request.rounds);
    for (const std::string& s : skipped) why += "; " + s;
    return Error::Failed(why);
  }
  // Renumber so that the best pair to leave empty is the highest, and score
  // each result once more from scratch.
  for (Candidate& c : *ranked) {
    PutBestVacancyLast(c.movement);
    c.report = ScoreMovement(c.movement);
    c.shared = CheckPlayability(c.movement).shared;
  }
  std::stable_sort(ranked->begin(), ranked->end(), [](const Candidate& a, const Candidate& b) {
    if ((a.shared > 0) != (b.shared > 0)) return a.shared == 0;
    return BetterBalance(a.report, b.report);
  });
  // A search that kept its start, or two designs alike in every figure:
  // the director sees the first.
  const auto alike = [](const Candidate& a, const Candidate& b) {
    return a.shared == b.shared && a.movement.tables == b.movement.tables && !BetterBalance(a.report, b.report) &&
           !BetterBalance(b.report, a.report);
  };
  ranked->erase(std::unique(ranked->begin(), ranked->end(), alike), ranked->end());
  return ranked;
}

}  // namespace movebal
