#include "base/stop_signals.h"

#include <unistd.h>

#include <csignal>
#include <cstdint>
#include <ctime>
#include <cstring>
#include <iterator>

namespace movebal {
namespace {

constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP};
constexpr int kTemporarySlots = 8;
constexpr int kMaxPath = 4096;
// Signals this close to the first are the same request: GNU timeout sends
// its signal to the process and again to its group, microseconds apart,
// while a person pressing Ctrl-C twice takes far longer.
constexpr std::int64_t kGraceNanoseconds = 200'000'000;

std::atomic<bool> g_stop{false};
std::atomic<std::int64_t> g_first_signal_ns{0};
struct sigaction g_previous[std::size(kSignals)];
bool g_installed[std::size(kSignals)];

// Paths are written before `used` is set and read by the handler only when
// it is set, so the handler never sees half a path.
struct TemporarySlot {
  std::atomic<bool> used{false};
  char path[kMaxPath];
};
TemporarySlot g_temporaries[kTemporarySlots];

// clock_gettime is async-signal-safe.
std::int64_t NowNanoseconds() {
  timespec now{};
  clock_gettime(CLOCK_MONOTONIC, &now);
  return static_cast<std::int64_t>(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

extern "C" void OnStopSignal(int signal) {
  const std::int64_t now = NowNanoseconds();
  if (!g_stop.exchange(true)) {  // first signal: ask the work to stop
    g_first_signal_ns.store(now);
    return;
  }
  if (now - g_first_signal_ns.load() < kGraceNanoseconds) return;  // a copy of the first
  // Second signal: clean up and end as the signal would have.
  for (TemporarySlot& slot : g_temporaries) {
    if (slot.used.load()) ::unlink(slot.path);
  }
  std::signal(signal, SIG_DFL);
  std::raise(signal);
}

}  // namespace

StopOnSignals::StopOnSignals() {
  g_stop = false;
  struct sigaction action {};
  action.sa_handler = OnStopSignal;
  sigemptyset(&action.sa_mask);
  for (std::size_t i = 0; i < std::size(kSignals); ++i) {
    sigaction(kSignals[i], nullptr, &g_previous[i]);
    // An inherited "ignore" (nohup, a background job of a script) is the
    // caller's wish: the signal stays ignored.
    g_installed[i] = g_previous[i].sa_handler != SIG_IGN;
    if (g_installed[i]) sigaction(kSignals[i], &action, nullptr);
  }
}

StopOnSignals::~StopOnSignals() {
  for (std::size_t i = 0; i < std::size(kSignals); ++i) {
    if (g_installed[i]) sigaction(kSignals[i], &g_previous[i], nullptr);
  }
}

const std::atomic<bool>& StopFlag() { return g_stop; }
void ClearStop() { g_stop = false; }

int RegisterTemporaryFile(const char* path) {
  if (std::strlen(path) >= kMaxPath) return -1;
  for (int i = 0; i < kTemporarySlots; ++i) {
    TemporarySlot& slot = g_temporaries[i];
    if (slot.used.load()) continue;
    std::strcpy(slot.path, path);
    slot.used.store(true);
    return i;
  }
  return -1;
}

void UnregisterTemporaryFile(int slot) {
  if (slot >= 0 && slot < kTemporarySlots) g_temporaries[slot].used.store(false);
}

}  // namespace movebal
