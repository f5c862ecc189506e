#include "pair_movements/mitchell.h"

#include <fmt/format.h>

#include "pair_movements/verify.h"

namespace movebal {
namespace {

int Mod(int a, int n) { return (a % n + n) % n; }

// The Mitchell frame: NS pair k+1 stays at table k; `ew_table(k, r)` is the
// EW pair there (0-based, mod n) and `group_of(k, r)` its board group.
template <typename EwTable, typename GroupOf>
Movement MitchellFrame(int n, int rounds, EwTable ew_table, GroupOf group_of) {
  Movement m = Movement::Empty(2 * n, n, rounds, n);
  for (int r = 0; r < rounds; ++r) {
    for (int k = 0; k < n; ++k) {
      Cell& c = m.at(r, k);
      c.ns[0] = k + 1;
      c.ew[0] = n + 1 + Mod(ew_table(k, r), n);
      c.group = Mod(group_of(k, r), n);
    }
  }
  return m;
}

}  // namespace

MitchellKind DefaultMitchellKind(int tables) {
  return tables % 2 == 1 ? MitchellKind::kComplete : MitchellKind::kRelay;
}

const char* MitchellKindName(MitchellKind kind) {
  switch (kind) {
    case MitchellKind::kComplete: return "complete";
    case MitchellKind::kRelay: return "relay";
    case MitchellKind::kSkip: return "skip";
  }
  return "";
}

int FullMitchellRounds(MitchellKind kind, int tables) {
  return kind == MitchellKind::kSkip ? tables - 1 : tables;
}

Movement CompleteMitchell(int n) {
  return MitchellFrame(n, n, [](int k, int r) { return k - r; }, [](int k, int r) { return k + r; });
}

Movement RelayMitchell(int n) {
  return MitchellFrame(n, n, [](int k, int r) { return k - r; },
                       [n](int k, int r) { return k + r + (k >= n / 2 ? 1 : 0); });
}

Movement SkipMitchell(int n) {
  return MitchellFrame(n, n - 1, [n](int k, int r) { return k - r - (r >= n / 2 ? 1 : 0); },
                       [](int k, int r) { return k + r; });
}

Movement FirstRounds(const Movement& m, int rounds) {
  Movement cut = m;
  cut.rounds = rounds;
  cut.cells.resize(static_cast<std::size_t>(rounds) * static_cast<std::size_t>(m.tables));
  return cut;
}

void SwitchRound(Movement& m, int round) {
  for (int t = 0; t < m.tables; ++t) m.at(round, t).SwitchArrows();
}

Result<Movement> GenerateMitchell(const MitchellSpec& spec) {
  const int n = spec.tables;
  const bool odd = n % 2 == 1;
  if (n < 3) return Error::Plain("a Mitchell needs at least 3 tables");
  if (n > kMaxMitchellTables) {
    return Error::Plain(fmt::format("a Mitchell has at most {} tables ({} pairs, the most a movement file holds)",
                                    kMaxMitchellTables, 2 * kMaxMitchellTables));
  }
  if (spec.kind == MitchellKind::kComplete && !odd) {
    return Error::Plain(fmt::format(
        "a complete Mitchell needs an odd number of tables; with {} the EW pairs would meet boards twice "
        "(use --type relay or --type skip)", n));
  }
  if (spec.kind != MitchellKind::kComplete && odd) {
    return Error::Plain(fmt::format("the {} Mitchell is for an even number of tables; {} tables give a complete Mitchell",
                                    MitchellKindName(spec.kind), n));
  }
  const int full = FullMitchellRounds(spec.kind, n);
  const int rounds = spec.rounds == 0 ? full : spec.rounds;
  if (rounds < 2 || rounds > full) {
    return Error::Plain(fmt::format("a {} Mitchell for {} tables has 2 to {} rounds", MitchellKindName(spec.kind), n, full));
  }
  if (spec.kind == MitchellKind::kRelay && rounds < full) {
    return Error::Plain(fmt::format(
        "a relay Mitchell cut to {} of {} rounds plays its board groups unequally often "
        "(use --type skip for an incomplete session)", rounds, full));
  }
  Movement m = spec.kind == MitchellKind::kComplete ? CompleteMitchell(n)
               : spec.kind == MitchellKind::kRelay  ? RelayMitchell(n)
                                                    : SkipMitchell(n);
  m = FirstRounds(m, rounds);
  // NS pairs are 1..n and EW pairs n+1..2n: pairs on the same side never meet.
  const auto limit = [n](int p, int q) { return (p <= n) != (q <= n) ? 1 : 0; };
  auto verified = VerifyMovement(m, limit, fmt::format("{} Mitchell", MitchellKindName(spec.kind)));
  if (!verified) return verified.error();
  return m;
}

}  // namespace movebal
