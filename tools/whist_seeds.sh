#!/bin/bash
# Finds again the seeds of the random whist search that `generate whist`
# keeps (src/combinatorial_designs/whist_designs.cc, kStoredSeeds): for each size it runs
# `movebal generate whist -n N --random --seed 1`, which tries seeds 1, 2, ...
# until one gives a design at the least left-opponent surplus, and prints the
# seed it names with the seconds it took. Sizes 57 (seed 284) and 64 (seed
# 751) take minutes; run it niced.
#
#   tools/whist_seeds.sh [SIZE...]     (default: every stored size)
#
# Run from the repository root after building (build/movebal).
set -euo pipefail
movebal=${MOVEBAL:-build/movebal}
sizes=("$@")
((${#sizes[@]})) || sizes=(32 33 36 44 45 48 52 56 57 60 64)
for n in "${sizes[@]}"; do
  start=$(date +%s)
  line=$("$movebal" generate whist -n "$n" --random --seed 1 --time 3600 -o - | grep -m 1 -o "seed [0-9]*" || echo "none")
  echo "$n: $line ($(($(date +%s) - start)) s)"
done
