#include "scoring/balance.h"

#include <cmath>

#include "movement/structure_check.h"

namespace movebal {
namespace {

__extension__ typedef __int128 Int128;

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
  if (mo.N == 0) return mo;
  // S4 = sum (e - S/N)^4 = sum (N e - S)^4 / N^4, summed exactly.
  Int128 s4_scaled = 0;
  for (int p = 1; p <= P; ++p) {
    if (p == absent) continue;
    for (int q = p + 1; q <= P; ++q) {
      if (q == absent) continue;
      const Int128 d = static_cast<Int128>(mo.N) * matrix.at(p, q) - mo.S;
      s4_scaled += d * d * d * d;
    }
  }
  const long double n = static_cast<long double>(mo.N);
  mo.S4 = static_cast<double>(static_cast<long double>(s4_scaled) / (n * n * n * n));
  mo.minSS = MinSumOfSquares(mo.S, mo.N);
  mo.Qf = QualityFactor(mo.minSS, mo.SS);
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
  std::int64_t total_s = 0, total_ss = 0, total_n = 0;
  std::vector<std::int64_t> min_ss(static_cast<std::size_t>(P));
  for (int absent = 1; absent <= P; ++absent) {
    const MatrixMoments mo = ComputeMoments(BuildScoreMatrix(m, h - 1, absent), absent);
    v.S.push_back(mo.S);
    v.SS.push_back(mo.SS);
    v.Qf1.push_back(mo.Qf);
    min_ss[static_cast<std::size_t>(absent - 1)] = mo.minSS;
    total_s += mo.S;
    total_ss += mo.SS;
    total_n += mo.N;
  }
  v.Qf1av = QualityFactor(MinSumOfSquares(total_s, total_n), total_ss);
  // The best vacancy, compared exactly: minSS_a / SS_a against minSS_b / SS_b.
  int best = -1;
  const auto better = [&](int a, int b) -> int {  // >0: a better, 0: equal
    const Int128 lhs = static_cast<Int128>(min_ss[a]) * (v.SS[b] == 0 ? 1 : v.SS[b]);
    const Int128 rhs = static_cast<Int128>(min_ss[b]) * (v.SS[a] == 0 ? 1 : v.SS[a]);
    const Int128 la = v.SS[a] == 0 ? 1 : 0, lb = v.SS[b] == 0 ? 1 : 0;  // SS 0 means Qf1 100
    if (la != lb) return la > lb ? 1 : -1;
    if (la) return 0;
    return lhs > rhs ? 1 : (lhs < rhs ? -1 : 0);
  };
  for (int a = 0; a < P; ++a) {
    if (best < 0 || better(a, best) > 0) {
      best = a;
      v.Qf1max_pairs.clear();
    }
    if (better(a, best) == 0) v.Qf1max_pairs.push_back(a + 1);
  }
  v.Qf1max = best >= 0 ? v.Qf1[static_cast<std::size_t>(best)] : 0.0;
  return v;
}

double EncounterBalance(const Movement& m) {
  const auto meets = OpponentCounts(m);
  const int P = m.contestants;
  const double n = static_cast<double>(P) * (P - 1) / 2.0;
  long long g1 = 0;
  for (int p = 1; p <= P; ++p) {
    for (int q = p + 1; q <= P; ++q) g1 += meets[p][q];
  }
  if (n == 0 || g1 == 0) return 0.0;
  const double sn = static_cast<double>(g1) / n;
  double sso = 0;
  for (int p = 1; p <= P; ++p) {
    for (int q = p + 1; q <= P; ++q) sso += (meets[p][q] - sn) * (meets[p][q] - sn);
  }
  return 100.0 * sn * sn / (sso / n + sn * sn);
}

BalanceReport ScoreMovement(const Movement& m) {
  BalanceReport r;
  r.contestants = m.contestants;
  r.tables = m.tables;
  r.rounds = m.rounds;
  r.groups = m.groups;
  r.individual = m.individual;
  const StructureReport structure = CheckStructure(m);
  r.suitable = structure.suitable;
  r.unsuitable_reason = structure.unsuitable_reason;
  r.h = HalfTop(m);
  r.matrix = BuildScoreMatrix(m, r.h);
  r.moments = ComputeMoments(r.matrix);
  r.Qo = EncounterBalance(m);
  r.vacancy = ScoreVacancies(m, r.h);
  return r;
}

}  // namespace movebal
