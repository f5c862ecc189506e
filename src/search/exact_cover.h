// Exact cover by Knuth's Algorithm X with dancing links ("Dancing Links",
// arXiv cs/0011047): choose rows so that every column is covered exactly
// once, always branching on the column with the fewest rows left. Used to
// place the meetings of a constructed movement in its table of rounds and
// board groups, where each rule (a pair once a round, once a group, ...)
// is a column. Secondary columns (Knuth's extension) are covered at most
// once: a rule such as "a group at most once a round" where a round need
// not hold every group.
//
// Thread safety: an ExactCover is used by one thread at a time.
#ifndef MOVEBAL_SEARCH_EXACT_COVER_H_
#define MOVEBAL_SEARCH_EXACT_COVER_H_

#include <cstdint>
#include <vector>

namespace movebal {

class ExactCover {
 public:
  // Columns 0 .. primary - 1 must be covered once, the `secondary` after
  // them at most once.
  explicit ExactCover(int primary, int secondary = 0);

  // Adds a row covering `columns` (distinct, each below primary +
  // secondary); rows are numbered from 0 in the order they are added.
  void AddRow(const std::vector<int>& columns);

  // Looks for a cover, trying at most `moves` rows in all (the same rows in
  // the same order give the same cover). True when found: solution() then
  // holds its rows in the order chosen (else it is empty). The links are
  // restored, so Solve may be called again.
  bool Solve(std::int64_t moves);
  const std::vector<int>& solution() const { return solution_; }
  // The moves (rows tried) the last Solve took (at most its budget).
  std::int64_t moves_taken() const { return moves_taken_; }

 private:
  struct Node {
    int left, right, up, down, column, row;
  };
  Node& at(int node) { return nodes_[static_cast<std::size_t>(node)]; }
  void Cover(int column);
  void Uncover(int column);
  // Takes the row of `node` into the cover (its column is covered already),
  // and takes the last one taken out again.
  void Choose(int node);
  void Unchoose();
  bool Search();

  // Node c + 1 heads column c; node 0 is the root of the list of primary
  // columns (a secondary head links only to itself).
  std::vector<Node> nodes_;
  std::vector<int> size_;  // [column]: rows still covering it
  std::vector<int> chosen_;    // nodes of the rows taken, in order
  std::vector<int> solution_;  // their rows, after Solve
  int rows_ = 0;
  std::int64_t moves_left_ = 0;
  std::int64_t moves_taken_ = 0;
};

}  // namespace movebal

#endif  // MOVEBAL_SEARCH_EXACT_COVER_H_
