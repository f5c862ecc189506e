// The tuning constants of the searches, each declared once with its type,
// default, range and a line saying what it is (the style of CaDiCaL's
// options.hpp).
// The searches read them through tuning(); a benchmark varies them from one
// build with the hidden `--tune name=value` option of `optimise` and
// `generate best`, so that no second binary is needed to compare settings.
// Why the defaults are set so, and the measurements behind them, are in
// docs/benchmarks.md ("Tuning constants: why they are set so").
//
// Thread safety: SetTuning and ResetTuning only before any search starts
// (the command line sets them while reading its options); tuning() may then
// be read from any thread.
#ifndef MOVEBAL_SEARCH_TUNING_H_
#define MOVEBAL_SEARCH_TUNING_H_

#include <cstdint>
#include <span>
#include <string_view>

#include "base/status.h"

namespace movebal {

// X(type, name, default, low, high, why)
#define MOVEBAL_TUNING(X)                                                                                          \
  X(std::int64_t, check_every, 1024, 1, 1 << 20,                                                                    \
    "moves of a chain between reads of the clock and the stop flag")                                                \
  X(std::int64_t, anneal_moves_per_cell, 10000, 1, 1'000'000'000,                                                  \
    "optimiser: default proposals per chain and free cell, when neither -s nor -T is given")                       \
  X(std::int64_t, anneal_moves_least, 200000, 1, 1'000'000'000, "optimiser: the default proposals at least")        \
  X(std::int64_t, anneal_moves_most, 20000000, 1, 1'000'000'000, "optimiser: the default proposals at most")        \
  X(double, anneal_unit_cap, 6.0, 1.0, 100.0,                                                                       \
    "optimiser: cap of the temperature unit S/N")                                                                   \
  X(double, anneal_large_mean, 13.0, 1.0, 1000.0,                                                                  \
    "optimiser, two-line movements: the mean element from which the unit grows again")                              \
  X(double, anneal_large_unit, 0.75, 0.01, 10.0,                                                                    \
    "optimiser, two-line movements from anneal_large_mean on: the temperature unit, as a share of S/N")             \
  X(double, anneal_large_unit_most, 24.0, 1.0, 1000.0,                                                              \
    "optimiser: the grown unit at most")                                                                            \
  X(double, anneal_max_rise, 40.0, 1.0, 1000.0, "optimiser: rises above this many temperatures are never accepted") \
  X(double, anneal_s4_weight, 0.05, 0.0, 1.0, "optimiser: weight of S4 changes against SS changes in the energy")   \
  X(std::int64_t, anneal_polish_per_cell, 20, 0, 1'000'000,                                                         \
    "optimiser: zero-temperature steps per free cell that end every chain and settle the tie-breaks")              \
  X(double, anneal_polish_time_share, 0.1, 0.0, 0.9,                                                              \
    "optimiser: share of -T kept for the polish after the search (-T bounds the whole run)")                       \
  X(double, anneal_warm_high, 2.0, 0.01, 100.0,                                                                     \
    "optimiser, fluctuating chains: warm level of the even cycles, in temperature units")                          \
  X(double, anneal_warm_low, 1.65, 0.01, 100.0,                                                                     \
    "optimiser, fluctuating chains: warm level of the odd cycles, in temperature units")                            \
  X(double, anneal_warm_acceptance, 0.1, 0.0, 0.5,                                                                 \
    "optimiser: share of the climbs out of a local minimum the warm end takes at least (0: the unit as it is)")    \
  X(double, anneal_warmth_most, 8.0, 1.0, 100.0, "optimiser: the most anneal_warm_acceptance raises the temperatures") \
  X(double, anneal_cool, 1.15, 0.01, 100.0, "optimiser, fluctuating chains: the cool end of every cycle")          \
  X(std::int64_t, anneal_half_cycle_per_cell, 50, 1, 1'000'000,                                                     \
    "optimiser, fluctuating chains: proposals per free cell from the warm level down to the cool one")             \
  X(std::int64_t, anneal_half_cycle_least, 64, 1, 1'000'000'000, "optimiser, fluctuating chains: half cycle at least") \
  X(double, anneal_band_step, 0.85, 0.1, 1.0,                                                                       \
    "optimiser, fluctuating chains: ratio of the bands of parallel chains, one to the next")                        \
  X(std::int64_t, anneal_bands, 3, 1, 64, "optimiser, fluctuating chains: distinct bands among the chains")         \
  X(std::int64_t, anneal_stall_per_cell, 500, 1, 1'000'000'000,                                                     \
    "optimiser, fluctuating chains: restart after this many proposals per free cell without a better best")        \
  X(std::int64_t, anneal_stall_share, 4, 1, 1000,                                                                   \
    "optimiser, fluctuating chains: a restart also waits 1/share of the chain's proposals so far")                  \
  X(double, anneal_held_distance, 0.1, 0.0, 1.0,                                                                    \
    "optimiser, fluctuating chains: held by the given arrows within this share of the cells at the 1st stall")      \
  X(double, anneal_held_flip, 0.25, 0.0, 0.5,                                                                       \
    "optimiser, held chains at the least SS: restart from the best with this share switched at random")             \
  X(std::int64_t, anneal_optimum_stall_cycles, 1, 0, 1'000'000,                                                   \
    "optimiser, fluctuating chains at the least SS: cycles without a better vacancy term before a restart")         \
  X(double, anneal_block_share, 0.005, 0.0, 1.0,                                                                    \
    "optimiser: share of the proposals that switch a whole round, table or block (0: single switches only)")       \
  X(std::int64_t, anneal_block_cells, 625, 1, 1'000'000'000,                                                          \
    "optimiser: free cells beyond which the block share falls in proportion")                                       \
  X(std::int64_t, anneal_exact_units, 21, 0, 40,                                                                     \
    "optimiser: whole rounds (or tables) at most for which every way of switching them is tried first")             \
  X(std::int64_t, anneal_orbit_units, 21, 0, 40,                                                                     \
    "optimiser, cyclic Howells: orbits at most for which every way of switching them is tried (0: never)")          \
  X(std::int64_t, anneal_orbit_descent_units, 64, 0, 1'000,                                                         \
    "optimiser: beyond anneal_orbit_units and up to this many orbits, descents from random ones instead")          \
  X(std::int64_t, anneal_orbit_multipliers, 1, 0, 1,                                                                \
    "optimiser, cyclic Howells: orbits also of the shift with multipliers (1) or of the shift alone (0)")           \
  X(double, anneal_orbit_share, 0.25, 0.0, 1.0,                                                                     \
    "optimiser: at most this share of the budget for the orbits of a cyclic Howell, every family together")       \
  X(std::int64_t, anneal_orbit_restarts, 200, 1, 1'000'000,                                                          \
    "optimiser: descents over the orbits of a cyclic Howell with too many for every way")                          \
  X(double, anneal_orbit_start_qf, 95.0, 0.0, 100.0,                                                                 \
    "optimiser: the least Qf of the orbits' best for the chains to start from it")                                  \
  X(std::int64_t, mitchell_rounds_runs, 100, 1, 1'000'000,                                                          \
    "optimiser, complete Mitchells beyond the exact pass: independent annealings over whole-round switches")       \
  X(std::int64_t, mitchell_rounds_steps, 20'000, 1, 1'000'000'000,                                                   \
    "optimiser, complete Mitchells: single-round switches per annealing over whole rounds")                         \
  X(double, mitchell_rounds_hot, 50.0, 0.001, 1e9,                                                                  \
    "optimiser, complete Mitchells: first temperature of those annealings (sum of squares over the tables)")        \
  X(double, mitchell_rounds_cold, 0.01, 0.0001, 1e9, "optimiser, complete Mitchells: their last temperature")        \
  X(double, mitchell_rounds_share, 0.25, 0.0, 1.0,                                                                  \
    "optimiser, complete Mitchells: share of -T those annealings may take at most")                                \
  X(std::int64_t, mitchell_rounds_most_tables, 1000, 0, 1'000'000,                                                  \
    "optimiser: complete Mitchells of more tables skip the search over whole-round switches (0: all of them)")    \
  X(double, anneal_mitchell_hot, 3.0, 0.01, 100.0, "optimiser, slow cooling on Mitchells: first temperature, in units") \
  X(double, anneal_mitchell_cold, 0.3, 0.001, 100.0, "optimiser, slow cooling on Mitchells: last temperature")     \
  X(double, anneal_howell_heat, 1.6, 1.0, 10.0,                                                                     \
    "optimiser: heat of Howell-type movements (slow chains; fluctuating ones at anneal_heated_elements)")           \
  X(double, anneal_howell_hot, 2.0, 0.01, 100.0,                                                                    \
    "optimiser, slow cooling on Howell-type movements: first temperature, in heated units")                        \
  X(double, anneal_howell_cold, 1.0, 0.001, 100.0,                                                                  \
    "optimiser, slow cooling on Howell-type movements: last temperature")                                           \
  X(double, anneal_heated_elements, 60.0, 1.0, 10000.0,                                                             \
    "optimiser, Howell-type fluctuating chains: elements per switch at which the heat is anneal_howell_heat")       \
  X(double, anneal_howell_heat_most, 3.0, 1.0, 10.0,                                                               \
    "optimiser, fluctuating chains on Howell-type movements: the heat at most")                                     \
  X(std::int64_t, anneal_slow_steps, 1024, 1, 1'000'000,                                                            \
    "optimiser, slow cooling: proposals at one temperature before it is lowered")                                  \
  X(std::int64_t, anneal_slow_publish_every, 65536, 1, 1'000'000'000,                                               \
    "optimiser, slow cooling: proposals between reports of the chain's best to the progress line")                 \
  X(double, anneal_ensemble_hot, 2.5, 0.01, 100.0, "optimiser, replica exchange: the hottest rung, in units")       \
  X(double, anneal_ensemble_cold, 0.6, 0.001, 100.0, "optimiser, replica exchange: the coldest rung, in units")     \
  X(std::int64_t, anneal_epoch_per_cell, 8, 1, 1'000'000, "optimiser, replica exchange: proposals per free cell between swaps") \
  X(std::int64_t, anneal_epoch_least, 256, 1, 1'000'000'000, "optimiser, replica exchange: proposals between swaps at least") \
  X(double, cyclic_hot, 2.0, 0.01, 100.0,                                                                           \
    "cyclic search: first temperature of a cycle, in (h + 1)^2 (two pairs meeting once more)")                     \
  X(double, cyclic_cold, 0.05, 0.0001, 100.0, "cyclic search: last temperature of a cycle")                         \
  X(double, cyclic_violation_weight, 1.0, 0.0, 100.0, "cyclic search: energy of a rule break, in (h + 1)^2")        \
  X(std::int64_t, cyclic_moves_per_cycle, 30000, 1, 1'000'000'000,                                                 \
    "cyclic search: moves per cooling cycle")                                                                       \
  X(std::int64_t, cyclic_default_moves, 2000000, 1, 1'000'000'000, "cyclic search: moves per chain without -s or -T") \
  X(std::int64_t, cyclic_kept_per_chain, 3, 1, 100,                                                                 \
    "cyclic search: best movements each chain hands back")                                                          \
  X(std::int64_t, cyclic_step_moves, 5, 0, 100, "cyclic search: percent of moves that change a line's step")        \
  X(std::int64_t, cyclic_seat_moves, 50, 0, 100, "cyclic search: percent of moves where two pairs change seats")    \
  X(std::int64_t, cyclic_table_arrow_moves, 7, 0, 100, "cyclic search: percent of arrow switches in every round")   \
  X(std::int64_t, cyclic_cell_arrow_moves, 8, 0, 100, "cyclic search: percent of arrow switches in one round")      \
  X(std::int64_t, cyclic_group_swap_moves, 15, 0, 100,                                                              \
    "cyclic search: percent of moves where two tables exchange groups (the rest: an unplayed group)")              \
  X(double, design_long_hot, 3.0, 0.001, 1000.0,                                                                   \
    "movement search, even chains: first temperature of a cycle, in (h + 1)^2")                                     \
  X(double, design_long_cold, 0.03, 0.0001, 1000.0, "movement search, even chains: last temperature of a cycle")    \
  X(double, design_long_violation_weight, 10.0, 0.0, 10000.0, "movement search, even chains: energy of a rule break") \
  X(std::int64_t, design_long_moves_per_cycle, 2000000, 1, 1'000'000'000, "movement search, even chains: moves a cycle") \
  X(double, design_short_hot, 2.0, 0.001, 1000.0,                                                                  \
    "movement search, odd chains: first temperature of a cycle")                                                    \
  X(double, design_short_cold, 0.03, 0.0001, 1000.0, "movement search, odd chains: last temperature of a cycle")    \
  X(double, design_short_violation_weight, 3.0, 0.0, 10000.0, "movement search, odd chains: energy of a rule break") \
  X(std::int64_t, design_short_moves_per_cycle, 200000, 1, 1'000'000'000, "movement search, odd chains: moves a cycle") \
  X(double, design_find_hot, 100.0, 0.001, 10000.0,                                                                \
    "movement search, looking for a playable state: first temperature")                                             \
  X(double, design_find_cold, 1.0, 0.0001, 10000.0, "movement search, looking for a playable state: last temperature") \
  X(double, design_find_violation_weight, 100.0, 0.0, 10000.0, "movement search, looking for a playable state: rule break") \
  X(std::int64_t, design_find_moves_per_cycle, 200000, 1, 1'000'000'000, "movement search, looking for a playable state: moves a cycle") \
  X(double, design_improve_hot, 0.3, 0.001, 1000.0,                                                                \
    "movement search from a playable start: first temperature")                                                     \
  X(double, design_improve_cold, 0.03, 0.0001, 1000.0, "movement search from a playable start: last temperature")   \
  X(double, design_improve_violation_weight, 1000.0, 0.0, 100000.0, "movement search from a playable start: rule break") \
  X(std::int64_t, design_improve_moves_per_cycle, 200000, 1, 1'000'000'000, "movement search from a playable start: moves a cycle") \
  X(std::int64_t, design_improve_stall_moves, 3000000, 1, 1'000'000'000'000,                                       \
    "movement search: moves without a better start before the chain goes on with its own cycles")                   \
  X(double, design_refine_share, 0.1, 0.0, 1.0,                                                                    \
    "movement search: last share of the budget in which every chain refines its best") \
  X(std::int64_t, design_default_moves, 4000000, 1, 1'000'000'000'000, "movement search: moves per chain without a budget") \
  X(std::int64_t, design_switch_moves, 15, 0, 100, "movement search: percent of arrow switches")                  \
  X(std::int64_t, design_double_swap_moves, 35, 0, 100, "movement search: percent of group-keeping double swaps")   \
  X(std::int64_t, design_pair_kempe_moves, 0, 0, 100,                                                              \
    "movement search: percent of pair Kempe chains (two pairs change places in many rounds, groups kept)")        \
  X(std::int64_t, design_explore_pair_swap_moves, 35, 0, 100,                                                      \
    "movement search, cycles that may break rules: percent of pair swaps (the rest: group swaps)")                \
  X(std::int64_t, design_keep_pair_swap_moves, 30, 0, 100, "movement search, cycles that keep every rule: percent of pair swaps") \
  X(std::int64_t, design_keep_kempe_moves, 15, 0, 100,                                                             \
    "movement search, cycles that keep every rule: percent of Kempe chains")                                        \
  X(double, best_polish_share, 0.2, 0.0, 1.0,                                                                       \
    "generate best: share of -T less best_room_share for polishing the candidates")                                 \
  X(double, best_candidate_share, 0.3, 0.0, 1.0,                                                                    \
    "generate best: share of -T less best_room_share after which no new Howell starter is tried")                   \
  X(double, best_least_search_seconds, 0.1, 0.0, 100.0, "generate best: seconds each search gets at least")        \
  X(std::int64_t, best_cyclic_candidates, 2, 1, 100, "generate best: designs of a cyclic search that are candidates") \
  X(double, best_cyclic_share, 0.25, 0.0, 1.0,                                                                     \
    "generate best: share of a layout's search time for its cyclic designs")                                        \
  X(double, best_appendix_share, 0.5, 0.0, 1.0,                                                                    \
    "generate best: share of the search time for the Scheveningen with appendix tables, where it is searched too")  \
  X(std::int64_t, room_layout_moves_per_cell, 1000, 1, 1'000'000,                                                   \
    "room layout: moves of the table renumbering per cell of the movement")                                        \
  X(std::int64_t, room_layout_moves_most, 100000, 1, 1'000'000'000, "room layout: moves of the table renumbering at most") \
  X(std::int64_t, room_layout_cells_scored_most, 20'000'000, 1, 1'000'000'000'000,                                  \
    "room layout: cells scored at most (each move scores the whole movement)")                                      \
  X(std::int64_t, room_layout_moves_least, 5000, 0, 1'000'000'000,                                                \
    "room layout: moves made whatever the time left")                                                               \
  X(double, best_room_share, 0.1, 0.0, 0.9, "generate best: share of -T left for laying out the candidates' tables") \
  X(double, like_given_share, 0.1, 0.0, 0.9, "generate best --like: share of -T for balancing the given movement") \
  X(std::int64_t, best_kept_designs, 1, 0, 1,                                                                      \
    "generate best: offer the kept designs (movements/kept-*.asc) as candidates and starts (1) or not (0)")         \
  X(double, room_layout_start_temperature, 4.0, 0.001, 1000.0,                                                     \
    "room layout: starting temperature, in tables a board travels")                                                 \
  X(double, room_layout_end_temperature, 0.05, 0.0001, 1000.0, "room layout: final temperature")                   \
  X(double, styles_base_share, 0.5, 0.01, 1.0,                                                                      \
    "styles: share of -T less best_room_share for the candidates before they are regrouped")                        \
  X(double, styles_session_base_share, 0.2, 0.01, 1.0,                                                              \
    "styles with the session search: the same share for the candidates")                                            \
  X(double, styles_session_search_share, 0.6, 0.0, 1.0,                                                             \
    "styles: share of -T kept from the polish for the session search and the room layout")                          \
  X(double, styles_paired_tables_share, 0.5, 0.0, 1.0,                                                              \
    "styles: share of the session search's time for its search with every group at two tables")                    \
  X(double, styles_session_howell_share, 0.1, 0.01, 1.0,                                                            \
    "styles: share of -T the split Howell may look for a cover")                                                    \
  X(double, styles_twin_share, 0.1, 0.01, 1.0, "styles: share of -T the twin Howells may look for twins")          \
  X(std::int64_t, styles_twin_steps, 500'000, 1, 1'000'000'000,                                                    \
    "styles: steps (adders tried, layers visited) of the twin Howells at most, with or without -T")                 \
  X(std::int64_t, styles_paired_columns_steps, 40'000'000, 1, 1'000'000'000,                                       \
    "styles: exact-cover steps of the paired-columns Howell in sessions at most")                                   \
  X(double, styles_paired_columns_share, 0.3, 0.01, 1.0, "styles: share of -T the paired columns may look for a placement") \
  X(std::int64_t, styles_hadamard_steps, 2'000'000, 1, 1'000'000'000,                                              \
    "styles: annealing steps of the Hadamard half-rounds' matchings at most")                                       \
  X(double, styles_hadamard_share, 0.2, 0.01, 1.0, "styles: share of -T the Hadamard half-rounds may search")      \
  X(std::int64_t, hadamard_runs, 8, 1, 1'000'000, "Hadamard half-rounds: independent annealings the steps are split into") \
  X(double, hadamard_anneal_share, 0.8, 0.01, 1.0,                                                                 \
    "Hadamard half-rounds: share of the time the annealing may take; the rest deals the rounds")                    \
  X(double, hadamard_hot, 20.0, 0.001, 1e6, "Hadamard half-rounds: first temperature of the matchings' annealing") \
  X(double, hadamard_cold, 0.001, 1e-6, 1e6, "Hadamard half-rounds: last temperature")                              \
  X(std::int64_t, hadamard_meeting_weight, 20, 1, 1'000'000,                                                       \
    "Hadamard half-rounds: weight of (meetings - 2)^2 against the vacancies' excess SS, times (P / 10)^2")          \
  X(std::int64_t, hadamard_deal_attempts, 1000, 1, 1'000'000, "Hadamard half-rounds: attempts to deal the rounds") \
  X(std::int64_t, hadamard_round_tries, 200, 1, 1'000'000,                                                         \
    "Hadamard half-rounds: random matchings tried for one round before the dealing starts again")                   \
  X(double, styles_vacancy_meetings_share, 0.1, 0.01, 1.0,                                                          \
    "styles: share of -T the meetings for a perfect vacancy may take")                                             \
  X(std::int64_t, vacancy_quick_nodes, 20'000, 1, 1'000'000'000,                                                 \
    "vacancy meetings: nodes of the first, short search for each absent pair")                                      \
  X(std::int64_t, vacancy_meeting_nodes, 200'000, 1, 1'000'000'000,                                              \
    "vacancy meetings: nodes of the second search for each absent pair")                                            \
  X(std::int64_t, vacancy_restarts, 200, 0, 1'000'000,                                                               \
    "vacancy meetings: searches in random orders for another choice of the meetings")                               \
  X(std::int64_t, vacancy_restart_nodes, 1000, 1, 1'000'000'000, "vacancy meetings: nodes of one such search")     \
  X(std::int64_t, vacancy_dealings, 8, 1, 1'000'000,                                                                \
    "styles: dealings of the meetings for a perfect vacancy laid out for the room, the best-walking kept")          \
  X(std::int64_t, vacancy_deal_attempts, 20, 1, 1'000'000, "vacancy meetings: dealings of one session tried")     \
  X(std::int64_t, vacancy_deal_nodes, 100'000, 1, 1'000'000'000, "vacancy meetings: nodes of one dealing")         \
  X(std::int64_t, styles_quartets_steps, 40'000'000, 1, 1'000'000'000,                                              \
    "styles: search steps of the quartet (or sextet) Howell in sessions at most")                                   \
  X(std::int64_t, styles_quartets_vacancy_steps, 8'000'000, 0, 1'000'000'000,                                       \
    "styles: steps the quartets (or sextets) go on after their first placement for a better Qf1av")                 \
  X(double, styles_quartets_share, 0.2, 0.01, 1.0, "styles: share of -T the quartets may look for a placement")    \
  X(double, styles_sextets_share, 0.4, 0.01, 1.0,                                                                   \
    "styles: share of -T the sextets may look for a placement")                                                     \
  X(std::int64_t, styles_twin_candidates, 200, 1, 1'000'000,                                                        \
    "styles: twin Howells scored for their vacancy quality, the best kept")                                          \
  X(double, styles_least_polish_seconds, 0.05, 0.0, 100.0, "styles: seconds of arrow polish each design gets at least") \
  X(std::int64_t, styles_assign_moves, 20000, 1, 1'000'000'000, "styles: moves of the session group repair")          \
  X(double, styles_worse_acceptance, 0.05, 0.0, 1.0, "styles: chance the group repair takes a swap that is no better") \
  X(std::int64_t, styles_session_howell_trials, 3000, 1, 1'000'000'000, "styles: tries of the split Howell's cover")  \
  X(std::int64_t, styles_session_howell_nodes, 20000, 1, 1'000'000'000, "styles: nodes of one cover try")             \
  X(std::int64_t, styles_session_howell_all_nodes, 1000000, 1, 1'000'000'000, "styles: nodes of all cover tries")

// The values in force; the field names are the table's names.
struct Tuning {
#define MOVEBAL_TUNING_FIELD(type, name, value, low, high, why) type name = value;
  MOVEBAL_TUNING(MOVEBAL_TUNING_FIELD)
#undef MOVEBAL_TUNING_FIELD
};

// One row of the table, for listing and checking.
struct TuningEntry {
  std::string_view name;
  bool integral;  // std::int64_t, else double
  double value, low, high;
  std::string_view why;
};

std::span<const TuningEntry> TuningTable();

// The values the searches read.
const Tuning& tuning();

// "name=value": sets one constant; an error (ErrorKind::kInput) for an
// unknown name, a value that is no number (or no integer where one is
// declared) or one outside the range. Nothing changes on error.
Status SetTuning(std::string_view assignment);

// Every constant back to its default.
void ResetTuning();

}  // namespace movebal

#endif  // MOVEBAL_SEARCH_TUNING_H_
