#include "search/exact_cover.h"

#include <algorithm>
#include <cstddef>

namespace movebal {

ExactCover::ExactCover(int primary, int secondary) : size_(static_cast<std::size_t>(primary + secondary), 0) {
  nodes_.resize(static_cast<std::size_t>(primary + secondary) + 1);
  for (int i = 0; i <= primary; ++i) {
    at(i) = {i == 0 ? primary : i - 1, i == primary ? 0 : i + 1, i, i, i - 1, -1};
  }
  for (int i = primary + 1; i <= primary + secondary; ++i) at(i) = {i, i, i, i, i - 1, -1};
}

void ExactCover::AddRow(const std::vector<int>& columns) {
  const int first = static_cast<int>(nodes_.size());
  const int last = static_cast<int>(columns.size()) - 1;
  for (int k = 0; k <= last; ++k) {
    const int column = columns[static_cast<std::size_t>(k)], head = column + 1;
    const int self = static_cast<int>(nodes_.size());
    const int left = k == 0 ? first + last : self - 1, right = k == last ? first : self + 1;
    const int above = at(head).up;
    nodes_.push_back({left, right, above, head, column, rows_});
    at(above).down = self;
    at(head).up = self;
    ++size_[static_cast<std::size_t>(column)];
  }
  ++rows_;
}

void ExactCover::Cover(int column) {
  const int head = column + 1;
  at(at(head).right).left = at(head).left;
  at(at(head).left).right = at(head).right;
  for (int i = at(head).down; i != head; i = at(i).down) {
    for (int j = at(i).right; j != i; j = at(j).right) {
      at(at(j).down).up = at(j).up;
      at(at(j).up).down = at(j).down;
      --size_[static_cast<std::size_t>(at(j).column)];
    }
  }
}

void ExactCover::Uncover(int column) {
  const int head = column + 1;
  for (int i = at(head).up; i != head; i = at(i).up) {
    for (int j = at(i).left; j != i; j = at(j).left) {
      ++size_[static_cast<std::size_t>(at(j).column)];
      at(at(j).down).up = j;
      at(at(j).up).down = j;
    }
  }
  at(at(head).right).left = head;
  at(at(head).left).right = head;
}

void ExactCover::Choose(int node) {
  chosen_.push_back(node);
  for (int j = at(node).right; j != node; j = at(j).right) Cover(at(j).column);
}

void ExactCover::Unchoose() {
  const int node = chosen_.back();
  chosen_.pop_back();
  for (int j = at(node).left; j != node; j = at(j).left) Uncover(at(j).column);
}

bool ExactCover::Search() {
  if (at(0).right == 0) return true;
  int best = -1;
  for (int h = at(0).right; h != 0; h = at(h).right) {
    if (best < 0 || size_[static_cast<std::size_t>(h - 1)] < size_[static_cast<std::size_t>(best)]) best = h - 1;
  }
  if (size_[static_cast<std::size_t>(best)] == 0) return false;
  Cover(best);
  for (int i = at(best + 1).down; i != best + 1; i = at(i).down) {
    if (--moves_left_ < 0) break;
    Choose(i);
    if (Search()) return true;
    Unchoose();
  }
  Uncover(best);
  return false;
}

bool ExactCover::Solve(std::int64_t moves) {
  moves_left_ = moves;
  const bool found = Search();
  moves_taken_ = std::max<std::int64_t>(moves, 0) - std::max<std::int64_t>(moves_left_, 0);
  solution_.clear();
  for (const int node : chosen_) solution_.push_back(at(node).row);
  // Put the links back as they were, the last choice first.
  while (!chosen_.empty()) {
    const int column = at(chosen_.back()).column;
    Unchoose();
    Uncover(column);
  }
  return found;
}

}  // namespace movebal
