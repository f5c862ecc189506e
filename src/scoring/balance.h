// Balance figures of a movement (docs/model.md, "The balance figures"): Qf, Qc,
// sd, skewness, the fourth moment S4 and d4, the encounter balance Qo, and the
// vacancy quality (Qf1 for every absent contestant, pooled Qf1av, Qf1max).
// Everything is computed from scratch from the movement; the optimiser
// re-scores its result through here.
#ifndef MOVEBAL_SCORING_BALANCE_H_
#define MOVEBAL_SCORING_BALANCE_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "movement/movement.h"
#include "scoring/score_matrix.h"

namespace movebal {

// The least sum of squares of n integers summing to s.
std::int64_t MinSumOfSquares(std::int64_t s, std::int64_t n);

// 100 * minSS / SS, the quality factor; 100 when SS is 0.
double QualityFactor(std::int64_t min_ss, std::int64_t ss);

// Moments of the matrix elements above the diagonal, over every pair of
// contestants other than `absent`.
struct MatrixMoments {
  std::int64_t S = 0;      // sum of the elements
  std::int64_t N = 0;      // number of elements
  std::int64_t SS = 0;     // sum of their squares
  std::int64_t minSS = 0;  // MinSumOfSquares(S, N)
  double S4 = 0;           // sum of (element - S/N)^4
  double Qf = 0, Qc = 0, sd = 0, skewness = 0, d4 = 0;
};
MatrixMoments ComputeMoments(const ScoreMatrix& matrix, int absent = 0);

// A balance figure, or none where nothing is compared (S = SS = 0: with one
// pair absent and h = 1, no two results of a board remain to compare), so
// that 0/0 is never printed as 100.
using Figure = std::optional<double>;

// "none", or the figure with two decimals ("87.50").
std::string FigureText(const Figure& f);
// For ranking: a figure that is none ranks as 0, with the worst defined one
// (nothing compared is no better than the least balance).
inline double RankOf(const Figure& f) { return f.value_or(0.0); }

struct VacancyReport {
  std::vector<std::int64_t> S;   // index 0 = contestant 1 absent
  std::vector<std::int64_t> SS;
  std::vector<Figure> Qf1;         // none where that vacancy compares nothing
  Figure Qf1av;                    // pooled over all vacancies; none when none compares anything
  Figure Qf1max;                   // the best defined Qf1
  std::vector<int> Qf1max_pairs;   // contestants whose absence gives Qf1max
  // No vacancy leaves an imbalance: every Qf1 is 100 or none. What the
  // perfect constructions aim for (quartets reach it comparing nothing).
  bool none_unbalanced = false;
  // Qf1av is 100 exactly: every vacancy leaves a perfect movement.
  bool all_perfect() const { return none_unbalanced && Qf1av.has_value(); }
};

struct BalanceReport {
  int contestants = 0, tables = 0, rounds = 0, groups = 0;
  bool individual = false;
  int absent = 0;  // the contestant left out (0: nobody); then `vacancy` is empty
  int h = 0;
  ScoreMatrix matrix;
  MatrixMoments moments;
  double Qo = 0;
  VacancyReport vacancy;
  bool suitable = true;
  std::string unsuitable_reason;
};

// Perfect: Qf 100 exactly (SS = minSS), every two contestants compared
// alike. Superperfect (the balans pages' word): perfect, and still perfect
// whichever one contestant is absent (Qf1av 100). Computed from the integer
// sums, never from rounded percentages.
enum class Perfection { kNone, kPerfect, kSuperperfect };
Perfection PerfectionOf(const BalanceReport& report);

// Scores a structurally valid movement (CheckStructure has no errors). With
// an absent contestant (balans -v) the figures are those of the vacancy model:
// its cells dropped, h - 1 in place of h, the pairs of the others only; the
// Qf is then Qf1 of that contestant.
BalanceReport ScoreMovement(const Movement& m, int absent = 0);

// The vacancy figures alone, for half-top h of the full movement.
VacancyReport ScoreVacancies(const Movement& m, int h);

// Encounter balance Qo from how often each two contestants meet, over the
// contestants other than `absent`.
double EncounterBalance(const Movement& m, int absent = 0);

}  // namespace movebal

#endif  // MOVEBAL_SCORING_BALANCE_H_
