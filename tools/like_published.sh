#!/bin/bash
# Designs to the shape of each published movement given (`generate best
# --like FILE`: its pairs, rounds, tables, stanzas, sets of boards) and
# prints a Markdown table: the shape, the published Qf, ours, which candidate
# came first (a design, or the published movement with its arrows balanced,
# which --like always ranks among the candidates), whether ours walks no
# worse (longest board and pair move, from `check --summary`), and the wall
# time. Like with like: the same shape, the same sets of boards.
#
#   tools/like_published.sh SECONDS THREADS FILE...
#
# MOVEBAL names another build (default build/movebal). The designed
# movements are kept in OUT (default like-published/) for `movebal check`.
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: tools/like_published.sh SECONDS THREADS FILE..." >&2; exit 2; }
seconds=$1
threads=$2
shift 2
movebal=${MOVEBAL:-build/movebal}
out=${OUT:-like-published}
mkdir -p "$out"
# Longest board move and pair move of a file: the last two columns of the summary line.
walk() { "$movebal" check --summary "$1" | tail -1 | sed 's/ *(unsuitable)$//' | awk '{print $(NF-1) " " $NF}'; }
echo "| file | shape | published Qf | movebal Qf | first | bmove pmove (published / ours) | s |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
for file in "$@"; do
  name=$(basename "$file")
  start=$(date +%s.%N)
  if ! said=$("$movebal" generate best --like "$file" -T "$seconds" --threads "$threads" -o "$out/$name" --force 2>&1 >/dev/null); then
    echo "| $name | - | - | - | - | $(head -1 <<<"$said") | - |"
    continue
  fi
  end=$(date +%s.%N)
  line=$(grep -m1 ': like ' <<<"$said")
  shape=$(sed -E 's/.*\((.*)\): its Qf.*/\1/' <<<"$line")
  theirs=$(sed -E 's/.*its Qf ([0-9.]+).*/\1/' <<<"$line")
  ours=$(sed -E "s/.*this one's ([0-9.]+).*/\1/" <<<"$line")
  first=designed
  if grep -q "so this is it with its arrows balanced" <<<"$line"; then first="published, arrows balanced"; fi
  printf '| %s | %s | %s | %s | %s | %s / %s | %.0f |\n' "$name" "$shape" "$theirs" "$ours" "$first" "$(walk "$file")" \
    "$(walk "$out/$name")" "$(echo "$end - $start" | bc)"
done
