#!/bin/bash
# Runs `movebal generate whist -n N` and `--directed` for every size it
# accepts (4 to 64 players, 4n or 4n+1), checks each movement written with
# `movebal verify whist` (the seat-level verifier, independent of the
# generators) and prints a Markdown table: players, the left-opponent surplus
# of the plain and the directed design (0: directed; the least for 4n players
# is 4n-1), the seconds each took, and whether it verified. A size that is
# refused shows the reason instead.
#
#   tools/whist_table.sh [FIRST [LAST]]     (defaults: 4 and 64)
#
# Run from the repository root after building (build/movebal).
set -euo pipefail
first=${1:-4}
last=${2:-64}
movebal=${MOVEBAL:-build/movebal}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One generation: "surplus seconds verified" or the reason it was refused.
run() {
  local players=$1 mode=$2 file="$work/w.asc" start end verdict
  start=$(date +%s.%N)
  # shellcheck disable=SC2086 # mode is empty or one option
  if ! "$movebal" generate whist -n "$players" $mode --force -o "$file" >/dev/null 2>"$work/err"; then
    echo "refused: $(tail -n 1 "$work/err")"
    return
  fi
  end=$(date +%s.%N)
  verdict=$("$movebal" verify whist "$file" 2>&1 || true)
  local surplus=${verdict##*surplus }
  surplus=${surplus%)}
  local ok=no
  [[ $verdict == *"whist tournament of $players players"* ]] && ok=yes
  printf '%s %.2f %s\n' "$surplus" "$(echo "$end - $start" | bc)" "$ok"
}

echo "| players | surplus | seconds | verified | --directed: surplus | least | seconds | verified |"
echo "|---|---|---|---|---|---|---|---|"
for ((n = first; n <= last; ++n)); do
  ((n % 4 > 1)) && continue
  least=$((n % 4 == 0 ? n - 1 : 0))
  plain=$(run "$n" "")
  directed=$(run "$n" --directed)
  row="| $n |"
  for mode in plain directed; do
    result=$plain
    [[ $mode == directed ]] && result=$directed
    if [[ $result == refused* ]]; then
      row+=" $result |"
      [[ $mode == directed ]] && row+=" $least |"
      row+=" | |"
    else
      read -r surplus seconds ok <<<"$result"
      row+=" $surplus |"
      [[ $mode == directed ]] && row+=" $least |"
      row+=" $seconds | $ok |"
    fi
  done
  echo "$row"
done
