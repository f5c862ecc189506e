// libFuzzer target for the optimiser: from any bytes, a valid movement (parsed
// when the bytes read as one, else built from them), a few hundred arrow
// switches through the incremental state, each proposal checked against the
// switch it predicts and the whole state against a full re-score, then a
// short search whose result must re-score to what it reports.
#include <cstdint>
#include <cstdlib>
#include <random>
#include <string_view>
#include <vector>

#include "fuzz_support.h"
#include "movement/asc_reader.h"
#include "movement/structure_check.h"
#include "optimiser/annealer.h"
#include "optimiser/incremental_balance.h"
#include "scoring/balance.h"
#include "scoring/score_matrix.h"

using movebal::fuzz::Require;

namespace {

using namespace movebal;

constexpr int kSwitches = 300;
constexpr int kRescoreEvery = 60;
constexpr int kSearchOneIn = 4;

// Reads the input byte by byte, then zeros.
class Bytes {
 public:
  Bytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  int Next(int below) { return below <= 1 ? 0 : (at_ < size_ ? data_[at_++] : 0) % below; }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t at_ = 0;
};

// A movement of 4-16 pairs or 8-16 players, every table busy, seats shuffled
// from the bytes; board groups from the bytes when every group is then
// played equally often at least twice, else rotating (Mitchell-like).
Movement Build(Bytes& bytes) {
  const bool individual = bytes.Next(4) == 0;
  const int seats = individual ? 4 : 2;
  const int tables = 2 + bytes.Next(individual ? 3 : 7);
  const int P = tables * seats + (bytes.Next(3) == 0 ? seats : 0);  // sometimes a sit-out table
  const int rounds = 2 + bytes.Next(8);
  const int groups = 1 + bytes.Next(rounds);
  Movement m = Movement::Empty(P, tables, rounds, groups, individual);
  std::vector<int> people(static_cast<std::size_t>(P));
  for (int r = 0; r < rounds; ++r) {
    for (int p = 0; p < P; ++p) people[static_cast<std::size_t>(p)] = p + 1;
    for (int p = P - 1; p > 0; --p) std::swap(people[static_cast<std::size_t>(p)], people[static_cast<std::size_t>(bytes.Next(p + 1))]);
    for (int t = 0; t < tables; ++t) {
      Cell& c = m.at(r, t);
      const int* who = &people[static_cast<std::size_t>(t * seats)];
      c.ns = {who[0], individual ? who[1] : 0};
      c.ew = {individual ? who[2] : who[1], individual ? who[3] : 0};
      c.group = bytes.Next(groups);
    }
  }
  if (!CheckStructure(m).suitable) {
    m.groups = tables;
    for (int r = 0; r < rounds; ++r) {
      for (int t = 0; t < tables; ++t) m.at(r, t).group = (t + r) % tables;
    }
  }
  return m;
}

// Every slot of the state against a fresh score of `m`.
void RequireFullScore(const IncrementalBalance& state, const Movement& m, int h) {
  Require(state.SS(0) == ComputeMoments(BuildScoreMatrix(m, h)).SS);
  for (int v = 1; v <= m.contestants; ++v) {
    const MatrixMoments vacant = ComputeMoments(BuildScoreMatrix(m, h - 1, v), v);
    Require(state.SS(v) == vacant.SS && state.S(v) == vacant.S);
  }
  IncrementalBalance fresh(m, h);
  fresh.TrackPowers(0);
  Require(state.S4Key() == fresh.S4Key());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Bytes bytes(data, size);
  Movement m;
  const auto doc = ParseAsc(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz");
  if (doc && CheckStructure(doc->movement).suitable && doc->movement.contestants <= 40) {
    m = doc->movement;
  } else {
    m = Build(bytes);
  }
  const StructureReport structure = CheckStructure(m);
  Require(structure.ok());
  if (!structure.suitable) return 0;
  const int h = HalfTop(m);
  const Movement original = m;

  IncrementalBalance state(m, h);
  state.TrackPowers(0);
  std::vector<std::int32_t> delta(static_cast<std::size_t>(state.slots() + 8));
  std::mt19937 rng(static_cast<std::uint32_t>(bytes.Next(1 << 16)));
  std::uniform_int_distribution<int> cell(0, state.cells() - 1), slot(0, m.contestants);
  for (int k = 1; k <= kSwitches; ++k) {
    const int i = cell(rng);
    const int s = slot(rng);
    state.Propose(i, delta.data());
    const std::int64_t before = state.SS(s);
    Require(state.ProposeSlot(i, s) == delta[static_cast<std::size_t>(s)]);
    state.Switch(i);
    m.cells[state.MovementIndex(i)].SwitchArrows();
    Require(state.SS(s) - before == delta[static_cast<std::size_t>(s)]);
    if (k % kRescoreEvery == 0) RequireFullScore(state, m, h);
  }
  Require(state.Apply(original) == m);

  // A search starts threads, which is slow under the sanitizers: one input
  // in kSearchOneIn runs one.
  if (bytes.Next(kSearchOneIn) != 0) return 0;
  AnnealOptions options;
  options.run.seed = static_cast<std::uint64_t>(bytes.Next(1000));
  options.run.threads = 1 + bytes.Next(2);
  options.run.budget = options.run.budget.WithMoves(200);
  options.absent = bytes.Next(m.contestants + 1);
  options.use_s4 = bytes.Next(2) == 1;
  const auto result = OptimiseArrows(m, options);
  Require(result.ok());
  const BalanceReport fresh = ScoreMovement(result->movement);
  Require(fresh.moments.SS == result->report.moments.SS);
  return 0;
}
