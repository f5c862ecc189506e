#include "search/budget.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace movebal {
namespace {

Budget::Clock::duration ToDuration(double seconds) {
  return std::chrono::duration_cast<Budget::Clock::duration>(std::chrono::duration<double>(seconds));
}

}  // namespace

Budget Budget::None() { return Budget(); }

Budget Budget::Seconds(double seconds) { return None().WithSeconds(seconds); }

Budget Budget::Moves(std::int64_t moves) { return None().WithMoves(moves); }

Budget Budget::Rest(double seconds, Clock::time_point start) {
  Budget b = None();
  if (seconds > 0) b.deadline_ = start + ToDuration(seconds);
  return b;
}

Budget Budget::First(double seconds) const {
  Budget b = *this;
  b.moves_.reset();
  b.deadline_.reset();
  if (seconds > 0) b.deadline_ = start_ + ToDuration(seconds);
  return b;
}

double Budget::SecondsSpent() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }

Budget Budget::WithSeconds(double seconds) const {
  Budget b = *this;
  if (seconds > 0) {
    b.deadline_ = b.start_ + ToDuration(seconds);
  } else {
    b.deadline_.reset();
  }
  return b;
}

Budget Budget::WithMoves(std::int64_t moves) const {
  Budget b = *this;
  if (moves > 0) {
    b.moves_ = moves;
  } else {
    b.moves_.reset();
  }
  return b;
}

Budget Budget::WithStop(const std::atomic<bool>* stop) const {
  Budget b = *this;
  b.stop_ = stop;
  return b;
}

Budget::Clock::time_point Budget::deadline() const { return deadline_.value_or(Clock::time_point::max()); }

bool Budget::Stopped() const { return stop_ != nullptr && stop_->load(std::memory_order_relaxed); }

bool Budget::Expired() const { return Stopped() || (deadline_ && Clock::now() >= *deadline_); }

double Budget::Length() const {
  return deadline_ ? std::chrono::duration<double>(*deadline_ - start_).count() : 0.0;
}

double Budget::SecondsLeft() const {
  if (!deadline_) return std::numeric_limits<double>::infinity();
  return std::max(0.0, std::chrono::duration<double>(*deadline_ - Clock::now()).count());
}

double Budget::Fraction(std::int64_t done) const {
  double fraction = 0;
  if (moves_) fraction = static_cast<double>(done) / static_cast<double>(*moves_);
  if (deadline_) {
    const double total = std::chrono::duration<double>(*deadline_ - start_).count();
    const double used = std::chrono::duration<double>(Clock::now() - start_).count();
    fraction = std::max(fraction, total > 0 ? used / total : 1.0);
  }
  return std::clamp(fraction, 0.0, 1.0);
}

Budget Budget::Slice(double share) const {
  share = std::clamp(share, 0.0, 1.0);
  Budget b = *this;
  b.start_ = Clock::now();
  if (deadline_) b.deadline_ = b.start_ + ToDuration(SecondsLeft() * share);
  if (moves_) b.moves_ = std::max<std::int64_t>(1, static_cast<std::int64_t>(std::floor(static_cast<double>(*moves_) * share)));
  return b;
}

}  // namespace movebal
