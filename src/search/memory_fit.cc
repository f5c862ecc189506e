#include "search/memory_fit.h"

#include <fmt/format.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>

namespace movebal {
namespace {

// The "MemAvailable:" line of /proc/meminfo, in bytes.
std::optional<std::size_t> SystemAvailable() {
  std::ifstream meminfo("/proc/meminfo");
  std::string key;
  std::size_t kib = 0;
  std::string unit;
  while (meminfo >> key >> kib >> unit) {
    if (key == "MemAvailable:") return kib * 1024;
  }
  return std::nullopt;
}

// One number from a file (cgroup files); none for "max" or a missing file.
std::optional<std::size_t> NumberIn(const char* path) {
  std::ifstream in(path);
  std::size_t value = 0;
  if (in >> value) return value;
  return std::nullopt;
}

// What is left under the address-space limit, if one is set.
std::optional<std::size_t> AddressSpaceLeft() {
  rlimit limit{};
  if (getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return std::nullopt;
  std::ifstream statm("/proc/self/statm");
  std::size_t pages = 0;
  if (!(statm >> pages)) return std::nullopt;
  const std::size_t used = pages * static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  return limit.rlim_cur > used ? static_cast<std::size_t>(limit.rlim_cur) - used : 0;
}

// What is left under the control group's limit (cgroup v2), if one is set.
std::optional<std::size_t> GroupLeft() {
  const auto max = NumberIn("/sys/fs/cgroup/memory.max");
  const auto current = NumberIn("/sys/fs/cgroup/memory.current");
  if (!max || !current) return std::nullopt;
  return *max > *current ? *max - *current : 0;
}

}  // namespace

std::optional<std::size_t> AvailableMemory() {
  std::optional<std::size_t> least;
  for (const auto& bound : {SystemAvailable(), AddressSpaceLeft(), GroupLeft()}) {
    if (bound && (!least || *bound < *least)) least = bound;
  }
  return least;
}

std::size_t ThreadReserve() {
  rlimit limit{};
  const bool limited = getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY;
  return kThreadStackBytes + (limited ? kThreadArenaBytes : 0);
}

int ChainsThatFit(const MemoryNeed& need, int wanted, std::size_t available) {
  const auto plan = static_cast<std::size_t>(static_cast<double>(available) * kMemoryPlanShare);
  if (need.per_chain == 0) return std::max(1, wanted);
  const std::size_t room = plan > need.shared ? plan - need.shared : 0;
  const std::size_t fit = room / need.per_chain;
  return static_cast<int>(std::clamp<std::size_t>(fit, 1, static_cast<std::size_t>(std::max(1, wanted))));
}

std::string FewerChainsNote(const MemoryNeed& need, int wanted, int fitted, std::size_t available) {
  return fmt::format("{} chains need about {}; {} in the {} available: running {}", wanted,
                     HumanBytes(need.For(wanted)), fitted == 1 ? "one fits" : fmt::format("{} fit", fitted),
                     HumanBytes(available), fitted);
}

std::string HumanBytes(std::size_t bytes) {
  const auto b = static_cast<double>(bytes);
  if (bytes >= (std::size_t{1} << 30)) return fmt::format("{:.1f} GiB", b / (1 << 30));
  if (bytes >= (std::size_t{1} << 20)) return fmt::format("{:.1f} MiB", b / (1 << 20));
  return fmt::format("{} KiB", (bytes + 1023) / 1024);
}

}  // namespace movebal
