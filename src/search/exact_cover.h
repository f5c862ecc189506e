// Exact cover by Knuth's Algorithm X with dancing links ("Dancing Links",
// arXiv cs/0011047): choose rows so that every column is covered exactly
// once, always branching on the column with the fewest rows left. Used to
// place the meetings of a constructed movement in its table of rounds and
// board groups, where each pair, round and group is a column.
//
// Thread safety: an ExactCover is used by one thread at a time.
#ifndef MOVEBAL_SEARCH_EXACT_COVER_H_
#define MOVEBAL_SEARCH_EXACT_COVER_H_

#include <cstdint>
#include <vector>

namespace movebal {

class ExactCover {
 public:
  explicit ExactCover(int columns);

  // Adds a row covering `columns` (distinct, each below the count given to
  // the constructor); rows are numbered from 0 in the order they are added.
  void AddRow(const std::vector<int>& columns);

  // Looks for a cover, trying at most `steps` rows in all (the same rows in
  // the same order give the same cover); once per ExactCover, as a found
  // cover stays taken out of the links. True when found: solution() then
  // holds its rows in the order chosen.
  bool Solve(std::int64_t steps);
  const std::vector<int>& solution() const { return solution_; }

 private:
  struct Node {
    int left, right, up, down, column, row;
  };
  void Cover(int column);
  void Uncover(int column);
  bool Search();

  // Node c + 1 heads column c; node 0 is the root of the column list.
  std::vector<Node> nodes_;
  std::vector<int> size_;  // [column]: rows still covering it
  std::vector<int> solution_;
  int rows_ = 0;
  std::int64_t steps_left_ = 0;
};

}  // namespace movebal

#endif  // MOVEBAL_SEARCH_EXACT_COVER_H_
