// A process-wide request to stop, raised by SIGINT, SIGTERM and SIGHUP, so
// that a long search ends early and its best result is still written. A
// second signal ends the program at once, after removing the temporary files
// registered here (an output file half-written is never left behind); one
// within 0.2 s of the first counts as a copy of it (GNU timeout signals the
// process and its group). A signal the program inherited as ignored (nohup)
// stays ignored.
//
// Thread safety: StopRequested() and the flag may be read from any thread;
// one StopOnSignals object at a time, created on the main thread.
#ifndef MOVEBAL_BASE_STOP_SIGNALS_H_
#define MOVEBAL_BASE_STOP_SIGNALS_H_

#include <atomic>

namespace movebal {

// While it lives, the three signals set the stop flag instead of ending the
// program; the previous handlers come back with its destruction.
class StopOnSignals {
 public:
  StopOnSignals();
  ~StopOnSignals();
  StopOnSignals(const StopOnSignals&) = delete;
  StopOnSignals& operator=(const StopOnSignals&) = delete;
};

// The flag a search polls; set by a signal.
const std::atomic<bool>& StopFlag();
inline bool StopRequested() { return StopFlag().load(std::memory_order_relaxed); }
// Clears the flag (a new command in the same process).
void ClearStop();

// Temporary files to remove if a second signal ends the program. Returns a
// slot to unregister with, or -1 when all slots are taken (the file is then
// only removed on the paths the program controls).
int RegisterTemporaryFile(const char* path);
void UnregisterTemporaryFile(int slot);

}  // namespace movebal

#endif  // MOVEBAL_BASE_STOP_SIGNALS_H_
