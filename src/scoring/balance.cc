#include "scoring/balance.h"

#include <fmt/format.h>

#include <cmath>

#include "movement/structure_check.h"
#include "scoring/int128.h"

namespace movebal {
namespace {

std::int64_t FloorDiv(std::int64_t a, std::int64_t b) {
  std::int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

}  // namespace

std::int64_t MinSumOfSquares(std::int64_t s, std::int64_t n) {
  if (n <= 0) return 0;
  const std::int64_t v = FloorDiv(s, n);
  const std::int64_t k = s - n * v;
  return n * v * v + k * (2 * v + 1);
}

double QualityFactor(std::int64_t min_ss, std::int64_t ss) {
  if (ss == 0) return 100.0;
  return 100.0 * static_cast<double>(min_ss) / static_cast<double>(ss);
}

std::string FigureText(const Figure& f) { return f ? fmt::format("{:.2f}", *f) : "none"; }

namespace {

// S4 * N^4 = sum of (N e - S)^4, summed exactly while the terms fit in 128
// bits (|N e - S| < 2^27 and N < 2^16 keep the sum below 2^124); beyond that,
// for absurd inputs only, in long double.
double FourthMoment(const ScoreMatrix& matrix, int absent, std::int64_t S, std::int64_t N) {
  constexpr std::int64_t kExactLimit = std::int64_t{1} << 27;
  const int P = matrix.size();
  bool exact = N < (std::int64_t{1} << 16);
  for (int p = 1; p <= P && exact; ++p) {
    for (int q = p + 1; q <= P && exact; ++q) {
      if (p == absent || q == absent) continue;
      const Int128 d = static_cast<Int128>(N) * matrix.at(p, q) - S;
      exact = d < kExactLimit && -d < kExactLimit;
    }
  }
  const long double n = static_cast<long double>(N);
  const long double mean = static_cast<long double>(S) / n;
  Int128 scaled = 0;
  long double sum = 0;
  for (int p = 1; p <= P; ++p) {
    for (int q = p + 1; q <= P; ++q) {
      if (p == absent || q == absent) continue;
      if (exact) {
        const Int128 d = static_cast<Int128>(N) * matrix.at(p, q) - S;
        scaled += d * d * d * d;
      } else {
        const long double d = static_cast<long double>(matrix.at(p, q)) - mean;
        sum += d * d * d * d;
      }
    }
  }
  return static_cast<double>(exact ? static_cast<long double>(scaled) / (n * n * n * n) : sum);
}

// Orders vacancies that compare something (SS > 0) exactly by minSS / SS
// (Qf1): > 0 when a is better than b, 0 when equal.
int CompareQuality(std::int64_t min_ss_a, std::int64_t ss_a, std::int64_t min_ss_b, std::int64_t ss_b) {
  const Int128 lhs = static_cast<Int128>(min_ss_a) * ss_b;
  const Int128 rhs = static_cast<Int128>(min_ss_b) * ss_a;
  return lhs > rhs ? 1 : (lhs < rhs ? -1 : 0);
}

}  // namespace

MatrixMoments ComputeMoments(const ScoreMatrix& matrix, int absent) {
  MatrixMoments mo;
  const int P = matrix.size();
  for (int p = 1; p <= P; ++p) {
    if (p == absent) continue;
    for (int q = p + 1; q <= P; ++q) {
      if (q == absent) continue;
      const std::int64_t e = matrix.at(p, q);
      mo.S += e;
      mo.SS += e * e;
      ++mo.N;
    }
  }
  mo.minSS = MinSumOfSquares(mo.S, mo.N);
  mo.Qf = QualityFactor(mo.minSS, mo.SS);
  if (mo.N == 0) {
    mo.Qc = 100.0;
    return mo;
  }
  const long double n = static_cast<long double>(mo.N);
  mo.S4 = FourthMoment(matrix, absent, mo.S, mo.N);
  const Int128 spread = static_cast<Int128>(mo.N) * mo.SS - static_cast<Int128>(mo.S) * mo.S;  // N^2 sd^2
  mo.Qc = mo.SS == 0 ? 100.0
                     : static_cast<double>(100.0L * static_cast<long double>(mo.S) * static_cast<long double>(mo.S) /
                                           (n * static_cast<long double>(mo.SS)));
  mo.sd = static_cast<double>(std::sqrt(static_cast<long double>(spread)) / n);
  mo.skewness = mo.S == 0 ? 0.0 : static_cast<double>(static_cast<long double>(mo.sd) * n / static_cast<long double>(mo.S));
  mo.d4 = std::pow(mo.S4 / static_cast<double>(mo.N), 0.25);
  return mo;
}

VacancyReport ScoreVacancies(const Movement& m, int h) {
  VacancyReport v;
  const int P = m.contestants;
  const VacancyMatrices matrices(m, h);
  std::int64_t total_s = 0, total_ss = 0, total_n = 0;
  std::vector<std::int64_t> min_ss;
  ScoreMatrix matrix;
  for (int absent = 1; absent <= P; ++absent) {
    matrices.For(absent, matrix);
    const MatrixMoments mo = ComputeMoments(matrix, absent);
    v.S.push_back(mo.S);
    v.SS.push_back(mo.SS);
    v.Qf1.push_back(mo.SS == 0 ? Figure() : Figure(mo.Qf));
    min_ss.push_back(mo.minSS);
    total_s += mo.S;
    total_ss += mo.SS;
    total_n += mo.N;
  }
  if (total_ss > 0) v.Qf1av = QualityFactor(MinSumOfSquares(total_s, total_n), total_ss);
  v.none_unbalanced = P > 0 && MinSumOfSquares(total_s, total_n) == total_ss;
  std::size_t best = min_ss.size();
  for (std::size_t a = 0; a < min_ss.size(); ++a) {
    if (!v.Qf1[a]) continue;
    const int order = best == min_ss.size() ? 1 : CompareQuality(min_ss[a], v.SS[a], min_ss[best], v.SS[best]);
    if (order > 0) {
      best = a;
      v.Qf1max_pairs.clear();
    }
    if (order >= 0) v.Qf1max_pairs.push_back(static_cast<int>(a) + 1);
  }
  if (best < min_ss.size()) v.Qf1max = v.Qf1[best];
  return v;
}

double EncounterBalance(const Movement& m, int absent) {
  const auto meets = OpponentCounts(m);
  const int P = m.contestants;
  const int present = absent > 0 ? P - 1 : P;
  const double n = static_cast<double>(present) * (present - 1) / 2.0;
  long long g1 = 0;
  for (int p = 1; p <= P; ++p) {
    for (int q = p + 1; q <= P; ++q) g1 += (p == absent || q == absent) ? 0 : meets[p][q];
  }
  if (n == 0 || g1 == 0) return 0.0;
  const double sn = static_cast<double>(g1) / n;
  double sso = 0;
  for (int p = 1; p <= P; ++p) {
    for (int q = p + 1; q <= P; ++q) {
      if (p != absent && q != absent) sso += (meets[p][q] - sn) * (meets[p][q] - sn);
    }
  }
  return 100.0 * sn * sn / (sso / n + sn * sn);
}

BalanceReport ScoreMovement(const Movement& m, int absent) {
  BalanceReport r;
  r.contestants = m.contestants;
  r.tables = m.tables;
  r.rounds = m.rounds;
  r.groups = m.groups;
  r.individual = m.individual;
  const StructureReport structure = CheckStructure(m);
  r.suitable = structure.suitable;
  r.unsuitable_reason = structure.unsuitable_reason;
  r.absent = absent;
  r.h = HalfTop(m) - (absent > 0 ? 1 : 0);
  r.matrix = BuildScoreMatrix(m, r.h, absent);
  r.moments = ComputeMoments(r.matrix, absent);
  r.Qo = EncounterBalance(m, absent);
  if (absent == 0) r.vacancy = ScoreVacancies(m, r.h);
  return r;
}

Perfection PerfectionOf(const BalanceReport& report) {
  if (report.moments.SS != report.moments.minSS) return Perfection::kNone;
  return report.vacancy.all_perfect() ? Perfection::kSuperperfect : Perfection::kPerfect;
}

}  // namespace movebal
