#include "search/run.h"

#include <algorithm>
#include <thread>

namespace movebal {

int Cores() { return static_cast<int>(std::max(1u, std::thread::hardware_concurrency())); }

}  // namespace movebal
