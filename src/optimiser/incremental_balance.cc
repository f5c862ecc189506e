#include "optimiser/incremental_balance.h"

#include <algorithm>

#include "scoring/score_matrix.h"

namespace movebal {

namespace {
// Slots filled together when building: their values of one element lie side
// by side, so that each pass writes whole cache lines.
constexpr int kSlotsPerFill = 16;
}  // namespace

IncrementalBalance::IncrementalBalance(const Movement& m, bool distinct_touches)
    : contestants_(m.contestants), seats_(m.seats_per_side()), distinct_touches_(distinct_touches) {
  const int P = contestants_;
  stride_ = (static_cast<std::size_t>(P + 1) + 7) / 8 * 8;
  n_full_ = static_cast<std::int64_t>(P) * (P - 1) / 2;
  n_vacant_ = static_cast<std::int64_t>(P - 1) * (P - 2) / 2;
  for (std::size_t k = 0; k < m.cells.size(); ++k) {
    const Cell& c = m.cells[k];
    if (c.occupied()) cells_.push_back({k, c.group, c.ns, c.ew, false});
  }
}

IncrementalBalance::IncrementalBalance(const Movement& m, int h)
    : IncrementalBalance(m, CheckStructure(m).warnings.empty()) {
  FillSlots(m, h, nullptr);
  Link(m);
}

std::unique_ptr<IncrementalBalance> IncrementalBalance::Build(const Movement& m, int h, const StructureReport& structure,
                                                              const std::atomic<bool>* stop) {
  std::unique_ptr<IncrementalBalance> state(new IncrementalBalance(m, structure.warnings.empty()));
  if (!state->FillSlots(m, h, stop)) return nullptr;
  state->Link(m);
  return state;
}

IncrementalBalance::Size IncrementalBalance::EstimateSize(const Movement& m) {
  const auto p = static_cast<std::size_t>(m.contestants);
  const std::size_t stride = (p + 1 + 7) / 8 * 8;
  std::vector<std::size_t> group_cells(static_cast<std::size_t>(std::max(0, m.groups)));
  std::size_t cells = 0;
  for (const Cell& c : m.cells) {
    if (!c.occupied() || c.group < 0 || c.group >= m.groups) continue;
    ++group_cells[static_cast<std::size_t>(c.group)];
    ++cells;
  }
  std::size_t neighbours = 0;
  for (std::size_t g : group_cells) neighbours += g * (g > 0 ? g - 1 : 0);
  Size size;
  // The slot matrices and the square copy of one slot (values_, fast_), the
  // per-cell arrays and the per-slot sums.
  size.per_copy = (p * (p > 0 ? p - 1 : 0) / 2 * stride + (p + 1) * (p + 1)) * sizeof(std::int32_t) +
                  cells * (sizeof(CellInfo) + sizeof(Member)) + 6 * stride * sizeof(std::int64_t);
  const std::size_t width = 3 + 4 * static_cast<std::size_t>(m.seats_per_side() * m.seats_per_side());
  size.shared = neighbours * width * sizeof(std::uint32_t) + cells * (sizeof(std::size_t) + sizeof(Place));
  return size;
}

bool IncrementalBalance::FillSlots(const Movement& m, int h, const std::atomic<bool>* stop) {
  const int P = contestants_;
  values_.assign(static_cast<std::size_t>(n_full_) * stride_, 0);
  ss_.assign(stride_, 0);
  s_.assign(stride_, 0);
  const VacancyMatrices vacancies(m, h);
  std::vector<ScoreMatrix> block(kSlotsPerFill);
  for (int first = 0; first <= P; first += kSlotsPerFill) {
    if (stop && stop->load(std::memory_order_relaxed)) return false;
    const int last = std::min(P, first + kSlotsPerFill - 1);
    for (int slot = first; slot <= last; ++slot) {
      ScoreMatrix& matrix = block[static_cast<std::size_t>(slot - first)];
      if (slot == 0) {
        matrix = BuildScoreMatrix(m, h);
      } else {
        vacancies.For(slot, matrix);
      }
    }
    for (int p = 1; p <= P; ++p) {
      for (int q = p + 1; q <= P; ++q) {
        std::int32_t* row = &values_[Row(p, q) * stride_];
        for (int slot = first; slot <= last; ++slot) {
          const auto e = static_cast<std::int32_t>(block[static_cast<std::size_t>(slot - first)].at(p, q));
          row[slot] = e;
          ss_[static_cast<std::size_t>(slot)] += static_cast<std::int64_t>(e) * e;
          s_[static_cast<std::size_t>(slot)] += e;
        }
      }
    }
  }
  return true;
}

// The neighbour lists of every cell, and the per-slot work arrays.
void IncrementalBalance::Link(const Movement& m) {
  const int P = contestants_;
  mask_.assign(stride_, 0);
  std::fill(mask_.begin(), mask_.begin() + P + 1, 1);
  width_ = static_cast<std::size_t>(P + 1);
  std::vector<std::vector<int>> group_cells(static_cast<std::size_t>(m.groups));
  for (std::size_t i = 0; i < cells_.size(); ++i) {
    group_cells[static_cast<std::size_t>(cells_[i].group)].push_back(static_cast<int>(i));
  }
  auto links = std::make_shared<Links>();
  const std::size_t half = 2 * static_cast<std::size_t>(seats_ * seats_);
  links->width = 3 + 2 * half;
  std::size_t neighbours = 0;
  for (const std::vector<int>& group : group_cells) neighbours += group.size() * (group.size() - (group.empty() ? 0 : 1));
  links->records.assign(neighbours * links->width, 0);
  links->begin.reserve(cells_.size() + 1);
  std::size_t next = 0;
  for (std::size_t i = 0; i < cells_.size(); ++i) {
    links->begin.push_back(next);
    const CellInfo& a = cells_[i];
    for (int j : group_cells[static_cast<std::size_t>(a.group)]) {
      if (j == static_cast<int>(i)) continue;
      const CellInfo& b = cells_[static_cast<std::size_t>(j)];
      std::uint32_t* record = &links->records[next++ * links->width];
      record[0] = static_cast<std::uint32_t>(j);
      // A contestant in both cells has no element with itself (diagonal).
      const auto add = [&](int side, int p, int q) {
        if (p == q) return;
        std::uint32_t& count = record[1 + side];
        record[3 + static_cast<std::size_t>(side) * half + count++] = static_cast<std::uint32_t>(Row(p, q));
      };
      for (int x = 0; x < seats_; ++x) {
        for (int y = 0; y < seats_; ++y) {
          add(0, a.ns[x], b.ns[y]);
          add(0, a.ew[x], b.ew[y]);
          add(1, a.ns[x], b.ew[y]);
          add(1, a.ew[x], b.ns[y]);
        }
      }
    }
  }
  links->begin.push_back(next);
  links->places.resize(cells_.size());
  for (const std::vector<int>& group : group_cells) {
    const auto begin = static_cast<std::uint32_t>(members_.size());
    const auto end = static_cast<std::uint32_t>(begin + group.size());
    for (int i : group) {
      const CellInfo& c = cells_[static_cast<std::size_t>(i)];
      Member member;
      for (int x = 0; x < seats_; ++x) {
        member.ns[static_cast<std::size_t>(x)] = static_cast<std::uint16_t>(c.ns[static_cast<std::size_t>(x)]);
        member.ew[static_cast<std::size_t>(x)] = static_cast<std::uint16_t>(c.ew[static_cast<std::size_t>(x)]);
      }
      links->places[static_cast<std::size_t>(i)] = {static_cast<std::uint32_t>(members_.size()), begin, end};
      members_.push_back(member);
    }
  }
  links_ = std::move(links);
  saved_ss_.assign(stride_, 0);
  switch_delta_.assign(stride_, 0);
  if (distinct_touches_) SetFastSlot(0);
}

std::size_t IncrementalBalance::Row(int p, int q) const {
  if (p > q) std::swap(p, q);
  const auto a = static_cast<std::size_t>(p - 1), P = static_cast<std::size_t>(contestants_);
  return a * (2 * P - a - 1) / 2 + static_cast<std::size_t>(q - p - 1);
}

int IncrementalBalance::Element(int slot, int p, int q) const {
  return values_[Row(p, q) * stride_ + static_cast<std::size_t>(slot)];
}

void IncrementalBalance::SetMask(int i, int other, std::int32_t value) {
  for (int k : {i, other}) {
    const CellInfo& c = cells_[static_cast<std::size_t>(k)];
    for (int x = 0; x < seats_; ++x) {
      mask_[static_cast<std::size_t>(c.ns[x])] = value;
      mask_[static_cast<std::size_t>(c.ew[x])] = value;
    }
  }
}

void IncrementalBalance::TrackPowers(int slot) {
  power_slot_ = slot;
  p3_ = p4_ = 0;
  const int P = contestants_;
  for (int p = 1; p <= P; ++p) {
    for (int q = p + 1; q <= P; ++q) {
      const std::int64_t e = Element(slot, p, q);
      p3_ += e * e * e;
      p4_ += e * e * e * e;
    }
  }
}

Int128 IncrementalBalance::S4Key() const {
  // N^4 S4 = sum (N e - S)^4 = N^4 p4 - 4 N^3 S p3 + 6 N^2 S^2 SS - 3 N S^4,
  // divided by N. S changes under switches when a contestant plays a board
  // group twice, so the S^4 term stays in.
  const Int128 n = N(power_slot_), s = S(power_slot_), ss = SS(power_slot_);
  return n * n * n * p4_ - 4 * n * n * s * p3_ + 6 * n * s * s * ss - 3 * s * s * s * s;
}

int IncrementalBalance::Players(int i, std::array<int, 4>& out) const {
  const CellInfo& c = cells_[static_cast<std::size_t>(i)];
  int n = 0;
  for (int x = 0; x < seats_; ++x) out[static_cast<std::size_t>(n++)] = c.ns[x];
  for (int x = 0; x < seats_; ++x) out[static_cast<std::size_t>(n++)] = c.ew[x];
  return n;
}

// The hot path of the optimiser. For each neighbour c' of cell i, switching i
// changes each same-direction element by -2 and each cross element by +2 (or
// the reverse when exactly one of the two cells is switched already), so the
// change of a slot's SS is 4 * touches + 4 * sign * (cross - same). One pass
// over all slots computes it; slots where c' is dropped (its players) are
// corrected afterwards, and slots where cell i is dropped change not at all.
template <int kSeats>
void IncrementalBalance::ProposeDistinct(int i, std::int32_t* __restrict delta) {
  constexpr int kTouches = 4 * kSeats * kSeats;
  const std::size_t stride = stride_;
  const std::int32_t* __restrict values = values_.data();
  std::fill(delta, delta + stride, 0);
  std::int64_t p3 = 0, p4 = 0;
  const bool switched = cells_[static_cast<std::size_t>(i)].switched;
  ForEachNeighbour(i, [&](const Neighbour& nb) {
    const int sign = switched == cells_[static_cast<std::size_t>(nb.cell)].switched ? 1 : -1;
    const std::int32_t* same[2 * kSeats * kSeats];
    const std::int32_t* cross[2 * kSeats * kSeats];
    for (int k = 0; k < 2 * kSeats * kSeats; ++k) {
      same[k] = values + nb.same[k] * stride;
      cross[k] = values + nb.cross[k] * stride;
    }
    const auto change = [&](std::size_t s) {
      std::int32_t sum = 0;
      for (int k = 0; k < 2 * kSeats * kSeats; ++k) sum += cross[k][s] - same[k][s];
      return 4 * kTouches + 4 * sign * sum;
    };
    for (std::size_t s = 0; s < stride; ++s) delta[s] += change(s);
    std::array<int, 4> players;
    const int count = Players(nb.cell, players);
    for (int k = 0; k < count; ++k) delta[players[static_cast<std::size_t>(k)]] -= change(static_cast<std::size_t>(players[static_cast<std::size_t>(k)]));
    if (power_slot_ >= 0) {
      const auto slot = static_cast<std::size_t>(power_slot_);
      bool dropped = false;
      for (int k = 0; k < count; ++k) dropped = dropped || players[static_cast<std::size_t>(k)] == power_slot_;
      for (int k = 0; k < 2 * kSeats * kSeats && !dropped; ++k) {
        for (auto [row, d] : {std::pair{same[k], -2 * sign}, std::pair{cross[k], 2 * sign}}) {
          const std::int64_t e = row[slot], f = e + d;
          p3 += f * f * f - e * e * e;
          p4 += f * f * f * f - e * e * e * e;
        }
      }
    }
  });
  std::array<int, 4> players;
  const int count = Players(i, players);
  bool dropped = false;
  for (int k = 0; k < count; ++k) {
    delta[players[static_cast<std::size_t>(k)]] = 0;
    dropped = dropped || players[static_cast<std::size_t>(k)] == power_slot_;
  }
  if (power_slot_ >= 0) {
    if (dropped) p3 = p4 = 0;
    proposed_p3_ = p3;
    proposed_p4_ = p4;
    // S is constant here; the key is linear in p3, p4 and SS.
    const Int128 n = N(power_slot_), s = S(power_slot_);
    proposed_s4_key_ = S4Key() + n * n * n * p4 - 4 * n * n * s * p3 + 6 * n * s * s * delta[power_slot_];
  }
}

void IncrementalBalance::Propose(int i, std::int32_t* delta) {
  if (distinct_touches_) {
    if (seats_ == 1) {
      ProposeDistinct<1>(i, delta);
    } else {
      ProposeDistinct<2>(i, delta);
    }
    return;
  }
  // Elements may repeat: apply, measure and undo, which is exact.
  std::copy(ss_.begin(), ss_.end(), saved_ss_.begin());
  Switch(i);
  for (std::size_t s = 0; s < stride_; ++s) delta[s] = static_cast<std::int32_t>(ss_[s] - saved_ss_[s]);
  if (power_slot_ >= 0) proposed_s4_key_ = S4Key();
  Switch(i);
}

std::int64_t IncrementalBalance::ProposeSlot(int i, int slot) {
  if (!distinct_touches_) {
    const std::int64_t before = ss_[static_cast<std::size_t>(slot)];
    Switch(i);
    const std::int64_t change = ss_[static_cast<std::size_t>(slot)] - before;
    Switch(i);
    return change;
  }
  if (slot != fast_slot_) SetFastSlot(slot);
  return FastSwitch<true, false>(i);
}

template <bool kMeasure, bool kApply>
std::int64_t IncrementalBalance::FastSwitch(int i) {
  if (seats_ == 1) {
    return fast_slot_ == 0 ? FastSwitch<1, kMeasure, kApply, false>(i) : FastSwitch<1, kMeasure, kApply, true>(i);
  }
  return fast_slot_ == 0 ? FastSwitch<2, kMeasure, kApply, false>(i) : FastSwitch<2, kMeasure, kApply, true>(i);
}

std::int64_t IncrementalBalance::TrialSwitch(int i, int slot) {
  if (!distinct_touches_) {
    // Elements may repeat: switch for real, which is exact and undone alike.
    const std::int64_t before = ss_[static_cast<std::size_t>(slot)];
    Switch(i);
    return ss_[static_cast<std::size_t>(slot)] - before;
  }
  if (slot != fast_slot_) SetFastSlot(slot);
  return FastSwitch<true, true>(i);
}

// For each other cell c' on the group, switching cell i changes the elements
// between the two cells' players that were in the same direction as given
// by -2 and the cross ones by +2, signs reversed when exactly one of the two
// cells is switched: the slot's SS by 4 per element touched plus 4 * sign *
// (cross - same). Cells holding the slot's absent contestant are dropped.
template <int kSeats, bool kMeasure, bool kApply, bool kDrops>
std::int64_t IncrementalBalance::FastSwitch(int i) {
  constexpr int kTouches = 4 * kSeats * kSeats;
  const Place place = links_->places[static_cast<std::size_t>(i)];
  Member* __restrict members = members_.data();
  const Member own = members[place.member];
  const auto holds = [slot = fast_slot_](const Member& m) {
    for (int x = 0; x < kSeats; ++x) {
      if (m.ns[static_cast<std::size_t>(x)] == slot || m.ew[static_cast<std::size_t>(x)] == slot) return true;
    }
    return false;
  };
  if constexpr (kApply) members[place.member].orientation = static_cast<std::int8_t>(-own.orientation);
  if (kDrops && holds(own)) return 0;
  std::int32_t* __restrict fast = fast_.data();
  const std::size_t width = width_;
  std::int32_t* ns_row[kSeats];
  std::int32_t* ew_row[kSeats];
  for (int x = 0; x < kSeats; ++x) {
    ns_row[x] = fast + own.ns[static_cast<std::size_t>(x)] * width;
    ew_row[x] = fast + own.ew[static_cast<std::size_t>(x)] * width;
  }
  const auto add = [fast, width](std::size_t p, std::size_t q, std::int32_t step) {
    fast[p * width + q] += step;
    fast[q * width + p] += step;
  };
  // Each other cell adds 4 * kTouches, and its orientation times its sum.
  std::int64_t touched = 0, signed_sum = 0;
  const auto other_cells = [&](std::uint32_t from, std::uint32_t to) {
    for (std::uint32_t k = from; k < to; ++k) {
      const Member& other = members[k];
      if (kDrops && holds(other)) continue;
      const std::int32_t sign = own.orientation * other.orientation;
      if constexpr (kMeasure) {
        std::int32_t sum = 0;
        for (int x = 0; x < kSeats; ++x) {
          for (int y = 0; y < kSeats; ++y) {
            const std::size_t ns = other.ns[static_cast<std::size_t>(y)], ew = other.ew[static_cast<std::size_t>(y)];
            sum += ns_row[x][ew] + ew_row[x][ns] - ns_row[x][ns] - ew_row[x][ew];
          }
        }
        ++touched;
        signed_sum += other.orientation * sum;
      }
      if constexpr (kApply) {
        const std::int32_t step = 2 * sign;
        for (int x = 0; x < kSeats; ++x) {
          const std::size_t a = own.ns[static_cast<std::size_t>(x)], b = own.ew[static_cast<std::size_t>(x)];
          for (int y = 0; y < kSeats; ++y) {
            const std::size_t c = other.ns[static_cast<std::size_t>(y)], d = other.ew[static_cast<std::size_t>(y)];
            add(a, c, -step);
            add(b, d, -step);
            add(a, d, step);
            add(b, c, step);
          }
        }
      }
    }
  };
  other_cells(place.begin, place.member);
  other_cells(place.member + 1, place.end);
  return 4 * kTouches * touched + 4 * own.orientation * signed_sum;
}

std::int64_t IncrementalBalance::ProposeCells(std::span<const int> cells, int slot) {
  std::int64_t change = 0;
  for (int i : cells) change += TrialSwitch(i, slot);
  for (int i : cells) TrialSwitch(i, slot);
  return change;
}

void IncrementalBalance::SetFastSlot(int slot) {
  fast_slot_ = slot;
  fast_.assign(width_ * width_, 0);
  const int P = contestants_;
  for (int p = 1; p <= P; ++p) {
    for (int q = p + 1; q <= P; ++q) {
      const std::int32_t e = values_[Row(p, q) * stride_ + static_cast<std::size_t>(slot)];
      fast_[static_cast<std::size_t>(p) * width_ + static_cast<std::size_t>(q)] = e;
      fast_[static_cast<std::size_t>(q) * width_ + static_cast<std::size_t>(p)] = e;
    }
  }
}

void IncrementalBalance::Switch(int i) {
  if (distinct_touches_) {
    SwitchDistinct(i);
    FastSwitch<false, true>(i);
  } else {
    SwitchSequentially(i);
  }
  CellInfo& cell = cells_[static_cast<std::size_t>(i)];
  cell.switched = !cell.switched;
  std::swap(cell.ns, cell.ew);
}

// Every element changes once: the SS changes are those Propose computes, and
// the elements move by +-2 in every slot where neither cell is dropped.
void IncrementalBalance::SwitchDistinct(int i) {
  if (seats_ == 1) {
    ProposeDistinct<1>(i, switch_delta_.data());
  } else {
    ProposeDistinct<2>(i, switch_delta_.data());
  }
  for (std::size_t s = 0; s < stride_; ++s) ss_[s] += switch_delta_[s];
  p3_ += proposed_p3_;
  p4_ += proposed_p4_;
  const bool switched = cells_[static_cast<std::size_t>(i)].switched;
  ForEachNeighbour(i, [&](const Neighbour& nb) {
    const std::int32_t step = switched == cells_[static_cast<std::size_t>(nb.cell)].switched ? 2 : -2;
    SetMask(i, nb.cell, 0);
    const std::int32_t* __restrict mask = mask_.data();
    const auto move = [&](std::uint32_t element, std::int32_t d) {
      std::int32_t* __restrict row = &values_[element * stride_];
      for (std::size_t s = 0; s < stride_; ++s) row[s] += mask[s] * d;
    };
    for (int k = 0; k < nb.same_count; ++k) move(nb.same[k], -step);
    for (int k = 0; k < nb.cross_count; ++k) move(nb.cross[k], step);
    SetMask(i, nb.cell, 1);
  });
}

// An element may occur twice (a contestant playing the group twice), so the
// elements are updated one after the other, which is exact; S may change.
void IncrementalBalance::SwitchSequentially(int i) {
  const std::size_t stride = stride_;
  const CellInfo& cell = cells_[static_cast<std::size_t>(i)];
  ForEachNeighbour(i, [&](const Neighbour& nb) {
    const int sign = cell.switched == cells_[static_cast<std::size_t>(nb.cell)].switched ? 1 : -1;
    SetMask(i, nb.cell, 0);
    const std::int32_t* __restrict mask = mask_.data();
    std::int64_t* __restrict ss = ss_.data();
    std::int64_t* __restrict sum = s_.data();
    const auto update = [&](std::uint32_t element, std::int32_t d) {
      std::int32_t* __restrict row = &values_[element * stride];
      if (power_slot_ >= 0 && mask[power_slot_]) {
        const std::int64_t e = row[power_slot_], f = e + d;
        p3_ += f * f * f - e * e * e;
        p4_ += f * f * f * f - e * e * e * e;
      }
      for (std::size_t s = 0; s < stride; ++s) {
        const std::int32_t step = mask[s] * d;
        ss[s] += step * (2 * static_cast<std::int64_t>(row[s]) + step);
        sum[s] += step;
        row[s] += step;
      }
    };
    for (int k = 0; k < nb.same_count; ++k) update(nb.same[k], -2 * sign);
    for (int k = 0; k < nb.cross_count; ++k) update(nb.cross[k], 2 * sign);
    SetMask(i, nb.cell, 1);
  });
}

Movement IncrementalBalance::Apply(const Movement& original) const {
  Movement m = original;
  for (const CellInfo& c : cells_) {
    if (c.switched) m.cells[c.movement_index].SwitchArrows();
  }
  return m;
}

}  // namespace movebal
