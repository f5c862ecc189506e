// The pair-pair score matrix of the balance model (docs/model.md, "The score matrix"): how much
// the result of one contestant depends on another's. Symmetric, P x P, with
// an undefined (zero) diagonal; contestants are numbered from 1.
#ifndef MOVEBAL_SCORING_SCORE_MATRIX_H_
#define MOVEBAL_SCORING_SCORE_MATRIX_H_

#include <cstdint>
#include <vector>

#include "movement/movement.h"

namespace movebal {

class ScoreMatrix {
 public:
  ScoreMatrix() : ScoreMatrix(0) {}
  explicit ScoreMatrix(int contestants)
      : size_(contestants), values_(static_cast<std::size_t>(contestants + 1) * static_cast<std::size_t>(contestants + 1), 0) {}

  int size() const { return size_; }
  std::int64_t at(int p, int q) const { return values_[Index(p, q)]; }
  // Adds d to the element of p and q (both triangles); ignores p == q.
  void Add(int p, int q, std::int64_t d) {
    if (p == q) return;
    values_[Index(p, q)] += d;
    values_[Index(q, p)] += d;
  }
  bool operator==(const ScoreMatrix&) const = default;

 private:
  std::size_t Index(int p, int q) const {
    return static_cast<std::size_t>(p) * static_cast<std::size_t>(size_ + 1) + static_cast<std::size_t>(q);
  }
  int size_;
  std::vector<std::int64_t> values_;
};

// Half a top: the fewest times any board group is played, minus one.
int HalfTop(const Movement& m);

// The score matrix with half-top h, leaving out every cell in which `absent`
// plays (0: nobody absent). Pairs: opponents +h; two cells on the same board
// group give +1 to contestants in the same direction and -1 across.
// Individuals also give partners -h.
ScoreMatrix BuildScoreMatrix(const Movement& m, int h, int absent = 0);

// The score matrices of the vacancy model (docs/model.md, "A missing pair:
// vacancy quality"): with one contestant absent, its cells dropped and h - 1
// in place of the full movement's h.
// For(v) equals BuildScoreMatrix(m, h - 1, v) but is derived from the full
// matrix by removing only what v's cells contributed, so that scoring all P
// vacancies costs about as much as P copies of the matrix.
class VacancyMatrices {
 public:
  // `m` must be structurally valid and outlive this object; h is HalfTop(m).
  VacancyMatrices(const Movement& m, int h);

  // Writes the matrix of `absent` into `matrix`, reusing its storage: the
  // callers score every vacancy in turn, and a fresh matrix for each (520 kB
  // at 254 pairs) was a measured part of the optimiser's setup time.
  void For(int absent, ScoreMatrix& matrix) const;

 private:
  const Movement& movement_;
  int h_;
  ScoreMatrix base_;                         // BuildScoreMatrix(m, h - 1)
  std::vector<std::int64_t> balance_;        // [group][contestant]: NS plays - EW plays
  std::vector<std::vector<int>> cells_of_;   // per contestant: the cells it plays in
};

}  // namespace movebal

#endif  // MOVEBAL_SCORING_SCORE_MATRIX_H_
