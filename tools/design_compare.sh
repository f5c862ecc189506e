#!/bin/bash
# Compares `generate best` of two builds at equal moves: for each TEAM row,
# seed and thread count, the Qf / Qf1 (highest pair absent) of the best
# candidate without shared boards from OLD and from NEW, as a Markdown table.
# Move budgets only (no -T), so every figure repeats exactly.
#
#   tools/design_compare.sh OLD NEW [MOVES [ITERATIONS]]   (defaults: 300000 moves, 30000 proposals)
#
# Rows: ROWS="P R ..." (pairs and rounds, pairwise; default below).
set -euo pipefail
old=$1
new=$2
moves=${3:-300000}
iterations=${4:-30000}
read -r -a rows <<<"${ROWS:-10 6 12 7 14 7 14 8 16 8}"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# Qf and Qf1 of the first ranked candidate without shared boards.
best() {
  "$1" generate best --pairs "$2" --rounds "$3" --seed "$4" --threads "$5" --moves "$moves" -s "$iterations" \
    --quiet --force -o "$dir/out.asc" >/dev/null 2>&1
  awk '/^# rank/ { f = 1; next } f && $1 == "#" && $4 == 0 { print $5 " / " $6; exit }' "$dir/out.asc"
}

echo "| pairs x rounds | seed | threads | old Qf / Qf1 | new Qf / Qf1 | |"
echo "|---|---|---|---|---|---|"
for ((i = 0; i < ${#rows[@]}; i += 2)); do
  for seed in 1 2 3; do
    for threads in 1 2; do
      a=$(best "$old" "${rows[i]}" "${rows[i + 1]}" "$seed" "$threads")
      b=$(best "$new" "${rows[i]}" "${rows[i + 1]}" "$seed" "$threads")
      verdict=$(awk -v a="${a%% *}" -v b="${b%% *}" -v a1="${a##* }" -v b1="${b##* }" 'BEGIN {
        if (b > a + 0.005) print "better"; else if (b < a - 0.005) print "worse";
        else if (b1 > a1 + 0.005) print "better Qf1"; else if (b1 < a1 - 0.005) print "worse Qf1"; else print "same" }')
      echo "| ${rows[i]} x ${rows[i + 1]} | $seed | $threads | $a | $b | $verdict |"
    done
  done
done
