// How many chains of a search fit in memory, decided before the search
// starts: running out half-way would end the run with nothing, while fewer
// chains only search a little less. The searches estimate what they need
// (the state every chain copies, and what the chains share) and run the
// chains that fit, saying so in a note.
//
// Thread safety: free functions; AvailableMemory reads /proc and /sys.
#ifndef MOVEBAL_SEARCH_MEMORY_FIT_H_
#define MOVEBAL_SEARCH_MEMORY_FIT_H_

#include <cstddef>
#include <optional>
#include <string>

namespace movebal {

// What a search needs: `shared` bytes once, and `per_chain` bytes for every
// chain (its copy of the state and its thread's stack).
struct MemoryNeed {
  std::size_t shared = 0;
  std::size_t per_chain = 0;

  std::size_t For(int chains) const { return shared + per_chain * static_cast<std::size_t>(chains); }
};

// The stack a chain's thread reserves (the C library's default), and the
// heap arena glibc reserves for a thread that allocates: both are address
// space, mostly untouched, and matter only under an address-space limit
// (ulimit -v), where they are most of what a thread costs.
constexpr std::size_t kThreadStackBytes = std::size_t{8} << 20;
constexpr std::size_t kThreadArenaBytes = std::size_t{64} << 20;

// What a chain's thread takes beside its state: the stack, and under an
// address-space limit also the arena.
std::size_t ThreadReserve();

// The share of the available memory a search may plan to fill; the rest is
// left for the movement, the output and the estimate's error.
constexpr double kMemoryPlanShare = 0.75;

// Bytes this process can still take: the least of the memory the system
// calls available (MemAvailable), what is left under the address-space limit
// (RLIMIT_AS) and under the control group's memory.max. None when none of
// them can be read.
std::optional<std::size_t> AvailableMemory();

// The most chains, 1 to `wanted`, whose need fits in kMemoryPlanShare of
// `available` bytes. At least 1: a search that cannot fit one chain tries,
// and an allocation failure then says so.
int ChainsThatFit(const MemoryNeed& need, int wanted, std::size_t available);

// "8 chains need about 6.4 GiB; 3 fit in the 2.5 GiB available": the
// one-line note a search prints when it runs fewer chains than asked.
std::string FewerChainsNote(const MemoryNeed& need, int wanted, int fitted, std::size_t available);

// Bytes as people read them: "512 KiB", "34.0 MiB", "2.5 GiB".
std::string HumanBytes(std::size_t bytes);

}  // namespace movebal

#endif  // MOVEBAL_SEARCH_MEMORY_FIT_H_
