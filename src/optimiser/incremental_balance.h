// IncrementalBalance keeps the score matrix of a movement, and the matrix of
// every single vacancy, up to date under arrow switches, in time proportional
// to the matrix elements a switch touches (docs/model.md, "The searches and what they aim for").
//
// Slot 0 is the movement with everybody present (half-top h); slot V is the
// movement with contestant V absent: V's cells dropped, half-top h - 1. A
// switch at cell c changes, for every other cell c' on the same board group,
// the elements between the players of c and those of c' by +-2, in every slot
// in which neither cell is dropped. All slots of one element are stored side
// by side, so one pass over them updates every slot's sum of squares.
//
// Copies share what no switch changes (which cells meet on a board group and
// the elements between them, most of the memory on large movements), so a
// search's chains each hold only the matrices. Thread safety: a copy may be
// used from one thread while other copies are used from others.
#ifndef MOVEBAL_OPTIMISER_INCREMENTAL_BALANCE_H_
#define MOVEBAL_OPTIMISER_INCREMENTAL_BALANCE_H_

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "movement/movement.h"
#include "movement/structure_check.h"
#include "scoring/int128.h"

namespace movebal {

class IncrementalBalance {
 public:
  // `m` must be structurally valid; h is its half-top (HalfTop(m)).
  IncrementalBalance(const Movement& m, int h);
  // The same from a movement already checked (`structure` is its report),
  // giving up, with nullptr, as soon as *stop is set: building the state of a
  // large movement takes a while. Copies are cheap next to building.
  static std::unique_ptr<IncrementalBalance> Build(const Movement& m, int h, const StructureReport& structure,
                                                   const std::atomic<bool>* stop);
  // The memory a state of `m` takes, known before building it: what each
  // copy holds and what all copies share.
  struct Size {
    std::size_t per_copy = 0;
    std::size_t shared = 0;
  };
  static Size EstimateSize(const Movement& m);

  int contestants() const { return contestants_; }
  int slots() const { return contestants_ + 1; }
  // Occupied cells, numbered 0..cells()-1 in movement order.
  int cells() const { return static_cast<int>(cells_.size()); }
  // Index of occupied cell i in Movement::cells.
  std::size_t MovementIndex(int i) const { return cells_[static_cast<std::size_t>(i)].movement_index; }
  bool switched(int i) const { return cells_[static_cast<std::size_t>(i)].switched; }

  // Sum and sum of squares of the elements of a slot (0: everybody, V: V absent).
  std::int64_t SS(int slot) const { return ss_[static_cast<std::size_t>(slot)]; }
  std::int64_t S(int slot) const { return s_[static_cast<std::size_t>(slot)]; }
  std::int64_t N(int slot) const { return slot == 0 ? n_full_ : n_vacant_; }
  // Element (p, q) of a slot's matrix.
  int Element(int slot, int p, int q) const;
  // Sums of cubes and fourth powers of the elements of `power_slot`, kept for
  // the S4 criterion; the slot is chosen with TrackPowers.
  void TrackPowers(int slot);
  // N^3 * S4 of the tracked slot, exactly: compares S4 between arrangements.
  Int128 S4Key() const;

  // Computes, without changing the state, how switching cell i would change
  // every slot's SS (delta[slot], slots() values) and the tracked power sums.
  void Propose(int i, std::int32_t* delta);
  // How switching cell i would change the SS of one slot: the cheap test the
  // annealer makes before anything else. It reads two rows of a square copy
  // of that slot's matrix, kept for the slot asked for last.
  std::int64_t ProposeSlot(int i, int slot);
  // How switching all of `cells` (distinct cells) would change the SS of one
  // slot: the test of the moves that switch a whole round, table or block.
  // Built from trial switches, all undone before it returns.
  std::int64_t ProposeCells(std::span<const int> cells, int slot);
  // A trial switch of cell i: it changes only the square copy of `slot`
  // (the one ProposeSlot reads) and returns the change of that slot's SS,
  // so that a search over many sets of cells pays for one slot only. The
  // rest of the state is stale until every trial switch has been undone by
  // a second trial switch of the same cell, in any order; until then only
  // TrialSwitch and ProposeCells may be called, with the same slot.
  std::int64_t TrialSwitch(int i, int slot);
  // Switches cell i, updating every slot. Switching twice restores the state.
  void Switch(int i);
  // S4Key after the switch of the last Propose (when powers are tracked).
  Int128 proposed_s4_key() const { return proposed_s4_key_; }
  // True when S never changes under switches. S is constant unless a
  // contestant plays a board group twice (a skipped diagonal term).
  bool sums_constant() const { return distinct_touches_; }

  // The movement with the current switches applied.
  Movement Apply(const Movement& original) const;

 private:
  IncrementalBalance(const Movement& m, bool distinct_touches);
  // Fills the matrices of every slot; false when *stop was set first.
  bool FillSlots(const Movement& m, int h, const std::atomic<bool>* stop);
  void Link(const Movement& m);

  struct CellInfo {
    std::size_t movement_index;
    int group;
    std::array<int, 2> ns, ew;  // current orientation
    bool switched = false;
  };
  // Another cell on the same board group, and the elements between the two
  // cells' players (element numbers, Row(p, q)): first those whose players
  // sit in the same direction when neither cell is switched, then the cross
  // ones. A view of one record of Links::records.
  struct Neighbour {
    int cell;
    int same_count, cross_count;
    const std::uint32_t* same;
    const std::uint32_t* cross;
  };
  template <int kSeats>
  void ProposeDistinct(int i, std::int32_t* delta);
  // Cell i switching in fast_ (touches distinct): with kMeasure the change
  // of fast_slot_'s SS is returned (else 0), with kApply the switch is made
  // in fast_ and in the cell's member.
  template <bool kMeasure, bool kApply>
  std::int64_t FastSwitch(int i);
  template <int kSeats, bool kMeasure, bool kApply, bool kDrops>
  std::int64_t FastSwitch(int i);
  void SwitchDistinct(int i);
  void SetFastSlot(int slot);
  void SwitchSequentially(int i);
  // Players of occupied cell i (2 or 4, in ns, ew order).
  int Players(int i, std::array<int, 4>& out) const;

  // The number of element (p, q), p != q, in the upper triangle, row by row.
  std::size_t Row(int p, int q) const;
  // Masks the slots in which cell i or `other` is dropped (their players).
  void SetMask(int i, int other, std::int32_t value);

  int contestants_;
  int seats_;
  std::size_t stride_;                  // slots per element, padded
  std::int64_t n_full_, n_vacant_;
  std::vector<CellInfo> cells_;
  std::vector<std::int32_t> values_;    // [row * stride + slot]
  std::vector<std::int32_t> mask_;      // 1 for slots a switch reaches
  // The cheap test reads one slot's matrix, square and symmetric
  // ([p * (P + 1) + q]), so that a proposal reads two rows of it (those of
  // the switched cell's players), and the players of the cells on the
  // board group, side by side: a few kilobytes that stay in the cache,
  // where lists of element numbers per cell and neighbour ran to megabytes
  // from 40 tables on. Kept only where touches are distinct, the one case
  // that reads them.
  int fast_slot_ = 0;                   // the slot copied into fast_
  std::size_t width_ = 0;               // P + 1
  std::vector<std::int32_t> fast_;      // [p * width_ + q]: that slot's values
  // A cell's players as given, and its orientation. Players fit 16 bits:
  // the slots of 65536 contestants would take 2^47 elements.
  struct Member {
    std::array<std::uint16_t, 2> ns{}, ew{};
    std::int8_t orientation = 1;  // +1 as given, -1 switched
  };
  std::vector<Member> members_;  // the cells, board group by board group
  // Where an occupied cell's member lies, and the members of its group.
  struct Place {
    std::uint32_t member, begin, end;
  };
  // What no switch changes, built once by Link and shared by the copies.
  // The neighbours of cell i are records begin[i] to begin[i + 1] - 1 of
  // `records`, each `width` numbers: the other cell, the two counts, then
  // room for every element (2 seats^2 same, 2 seats^2 cross; unused where a
  // contestant sits in both cells). One record per neighbour, in one array
  // and sized by the seats: on 127 tables of pairs a third of the memory of
  // records sized for individuals, and a switch reads them in one stream.
  struct Links {
    std::size_t width = 0;
    std::vector<std::uint32_t> records;
    std::vector<std::size_t> begin;  // per occupied cell and one past
    std::vector<Place> places;       // per occupied cell
  };
  std::shared_ptr<const Links> links_;
  // Calls visit(Neighbour) for every neighbour of cell i.
  template <typename Visit>
  void ForEachNeighbour(int i, Visit&& visit) const {
    const Links& links = *links_;
    const std::size_t width = links.width, half = (width - 3) / 2;
    const auto k = static_cast<std::size_t>(i);
    const std::uint32_t* record = links.records.data() + links.begin[k] * width;
    const std::uint32_t* end = links.records.data() + links.begin[k + 1] * width;
    for (; record != end; record += width) {
      visit(Neighbour{static_cast<int>(record[0]), static_cast<int>(record[1]), static_cast<int>(record[2]), record + 3,
                      record + 3 + half});
    }
  }
  std::vector<std::int64_t> ss_, s_;
  std::vector<std::int64_t> saved_ss_;
  std::vector<std::int32_t> switch_delta_;
  // True when no contestant plays a board group twice: then the elements one
  // switch touches are all distinct and Propose can work without applying.
  bool distinct_touches_ = true;
  int power_slot_ = -1;
  std::int64_t p3_ = 0, p4_ = 0;
  Int128 proposed_s4_key_ = 0;
  std::int64_t proposed_p3_ = 0, proposed_p4_ = 0;  // power-sum changes of the last proposal
};

}  // namespace movebal

#endif  // MOVEBAL_OPTIMISER_INCREMENTAL_BALANCE_H_
