#!/bin/bash
# Runs a fixed list of commands with a seed, a thread count and move budgets
# (so the output does not depend on the machine's speed) and keeps what each
# prints and writes under OUT/NN/. Run it with two builds and compare the
# folders (diff -r) to see that a restructuring changed no result:
#
#   tools/fixed_outputs.sh build/movebal before/
#   tools/fixed_outputs.sh build-new/movebal after/ && diff -r before after
#
# The list: optimise on kept movements, generate best on the TEAM table's
# rows and the styles of the manual, session, generate howell and mitchell.
set -euo pipefail
movebal=$(realpath "$1")
out=$2
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
out=$(realpath "$out")
budget=(--seed 3 --moves 20000 -s 20000)
polish=(--seed 3 -s 20000)

commands=(
  "optimise ${polish[*]} --threads 1 $root/movements/mitchell-07t.asc"
  "optimise ${polish[*]} --threads 2 $root/movements/mitchell-07t.asc"
  "optimise ${polish[*]} --threads 2 $root/movements/scheveningen-16p-07r.asc"
)
# The TEAM table's rows (tools/team_table.sh), one and two threads.
for row in "6 6" "8 6" "10 6" "12 6" "14 6" "16 6" "8 7" "10 7" "12 7" "14 7" "16 7" "18 7" \
  "8 8" "10 8" "12 8" "14 8" "16 8" "11 6" "13 7"; do
  read -r p r <<<"$row"
  commands+=("generate best --pairs $p --rounds $r ${budget[*]} --threads 1 --list")
done
for row in "12 7" "16 8"; do
  read -r p r <<<"$row"
  commands+=("generate best --pairs $p --rounds $r ${budget[*]} --threads 2 --list")
done
# The styles (docs/manual.md, "generate best: styles").
for style in "6 5 --half-rounds --stationary 1" "16 7 --stationary-boards" "14 13 --half-rounds" \
  "10 9 --half-rounds --walk free" "14 26 --sessions 13,13" "16 15 --sessions 5,5,5 --share 2" \
  "12 11 --sessions 5,6" "16 15 --sessions 5,5,5" "10 18 --sessions 6,6,6" "12 11 --sessions 3,4,4" \
  "16 15 --sessions 7,8" "12 24 --sessions 6,6,6,6" "8 7 --stationary 3" "4 3 --share 2"; do
  read -r p r rest <<<"$style"
  commands+=("generate best --pairs $p --rounds $r $rest ${budget[*]} --threads 1 --list")
done
# The evening's folder (session has --moves and -s since 2026-12-02).
commands+=("session --pairs 12 --rounds 7 --boards 3 ${budget[*]} --threads 1 -o evening")
commands+=("session --pairs 9 --rounds 7 --boards 3 ${budget[*]} --threads 2 -o evening")
commands+=("generate howell --pairs 12 --rounds 7 --balance ${polish[*]} --threads 1")
commands+=("generate mitchell --tables 7 --balance ${polish[*]} --threads 1")

i=0
for c in "${commands[@]}"; do
  dir=$(printf '%s/%02d' "$out" "$i")
  rm -rf "$dir" && mkdir -p "$dir"
  echo "$c" >"$dir/command"
  # shellcheck disable=SC2086 # the command is words
  (cd "$dir" && "$movebal" $c >stdout 2>stderr; echo "$?" >status) || true
  i=$((i + 1))
done
echo "$i commands; outputs under $out"
