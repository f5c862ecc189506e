#!/usr/bin/env bash
# Optimises complete Mitchells with default settings and prints, per
# movement, the median over 5 seeds of the Qf reached, the time to reach the
# best arrangement and the whole run time. Usage:
#   tools/mitchell_times.sh [BUILD_DIR] [TABLES...] [-- extra optimise options]
# e.g. tools/mitchell_times.sh build 21 25 -- -T 2
set -euo pipefail
build=${1:-build}
shift || true
tables=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do tables+=("$1"); shift; done
[ "${1:-}" == "--" ] && shift
extra=("$@")
[ ${#tables[@]} -gt 0 ] || tables=(5 7 9 11 13 15)
movebal="$build/movebal"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

printf '%-8s %-8s %-8s %-9s %-9s %s\n' tables Qf Qf1av to-best run "Qf per seed"
for n in "${tables[@]}"; do
  "$movebal" generate mitchell --tables "$n" -o "$work/m$n.asc" >/dev/null
  qfs=() ; avs=() ; bests=() ; runs=()
  for seed in 1 2 3 4 5; do
    out=$("$movebal" optimise --seed "$seed" "${extra[@]}" "$work/m$n.asc" 2>&1)
    qfs+=("$(grep -m1 '^Qf =' <<<"$out" | awk '{print $3}')")
    avs+=("$(grep -m1 '^Qf1av =' <<<"$out" | awk '{print $3}')")
    bests+=("$(grep -oE 'best found after [0-9.]+' <<<"$out" | awk '{print $4}')")
    runs+=("$(grep -oE "movebal: [0-9.]+ s" <<<"$out" | awk "{print \$2}")")
  done
  printf '%-8s %-8s %-8s %-9s %-9s %s\n' "$n" \
    "$(printf '%s\n' "${qfs[@]}" | median)" "$(printf '%s\n' "${avs[@]}" | median)" \
    "$(printf '%s\n' "${bests[@]}" | median)" "$(printf '%s\n' "${runs[@]}" | median)" "${qfs[*]}"
done
