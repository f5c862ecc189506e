#include "search/exact_cover.h"

#include <cstddef>

namespace movebal {

ExactCover::ExactCover(int columns) : size_(static_cast<std::size_t>(columns), 0) {
  nodes_.resize(static_cast<std::size_t>(columns) + 1);
  for (int i = 0; i <= columns; ++i) {
    Node& n = nodes_[static_cast<std::size_t>(i)];
    n = {i == 0 ? columns : i - 1, i == columns ? 0 : i + 1, i, i, i - 1, -1};
  }
}

void ExactCover::AddRow(const std::vector<int>& columns) {
  const int first = static_cast<int>(nodes_.size());
  for (std::size_t k = 0; k < columns.size(); ++k) {
    const int head = columns[k] + 1, self = static_cast<int>(nodes_.size());
    const int last = static_cast<int>(columns.size()) - 1;
    const int left = k == 0 ? first + last : self - 1, right = static_cast<int>(k) == last ? first : self + 1;
    const int above = nodes_[static_cast<std::size_t>(head)].up;
    nodes_.push_back({left, right, above, head, columns[k], rows_});
    nodes_[static_cast<std::size_t>(above)].down = self;
    nodes_[static_cast<std::size_t>(head)].up = self;
    ++size_[static_cast<std::size_t>(columns[k])];
  }
  ++rows_;
}

void ExactCover::Cover(int column) {
  const auto at = [this](int i) -> Node& { return nodes_[static_cast<std::size_t>(i)]; };
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
  const auto at = [this](int i) -> Node& { return nodes_[static_cast<std::size_t>(i)]; };
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

bool ExactCover::Search() {
  const auto at = [this](int i) -> Node& { return nodes_[static_cast<std::size_t>(i)]; };
  if (at(0).right == 0) return true;
  int best = -1;
  for (int h = at(0).right; h != 0; h = at(h).right) {
    if (best < 0 || size_[static_cast<std::size_t>(h - 1)] < size_[static_cast<std::size_t>(best)]) best = h - 1;
  }
  if (size_[static_cast<std::size_t>(best)] == 0) return false;
  Cover(best);
  for (int i = at(best + 1).down; i != best + 1; i = at(i).down) {
    if (--steps_left_ < 0) break;
    solution_.push_back(at(i).row);
    for (int j = at(i).right; j != i; j = at(j).right) Cover(at(j).column);
    if (Search()) return true;
    for (int j = at(i).left; j != i; j = at(j).left) Uncover(at(j).column);
    solution_.pop_back();
  }
  Uncover(best);
  return false;
}

bool ExactCover::Solve(std::int64_t steps) {
  steps_left_ = steps;
  solution_.clear();
  return Search();
}

}  // namespace movebal
