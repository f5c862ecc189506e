#include "base/stop_signals.h"

#include <unistd.h>

#include <csignal>
#include <cstring>
#include <iterator>

namespace movebal {
namespace {

constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP};
constexpr int kTemporarySlots = 8;
constexpr int kMaxPath = 4096;

std::atomic<bool> g_stop{false};
struct sigaction g_previous[std::size(kSignals)];

// Paths are written before `used` is set and read by the handler only when
// it is set, so the handler never sees half a path.
struct TemporarySlot {
  std::atomic<bool> used{false};
  char path[kMaxPath];
};
TemporarySlot g_temporaries[kTemporarySlots];

extern "C" void OnStopSignal(int signal) {
  if (!g_stop.exchange(true)) return;  // first signal: ask the work to stop
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
  for (std::size_t i = 0; i < std::size(kSignals); ++i) sigaction(kSignals[i], &action, &g_previous[i]);
}

StopOnSignals::~StopOnSignals() {
  for (std::size_t i = 0; i < std::size(kSignals); ++i) sigaction(kSignals[i], &g_previous[i], nullptr);
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
