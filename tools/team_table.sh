#!/bin/bash
# Runs `movebal generate best` on every row of the TEAM/TeamPlus table and the
# perfect and multisession movements published on the balans pages
# (Schiereck, van Wijk) and prints a Markdown table: the published figures,
# ours (the best candidate without shared boards) with Qf1av, what it is,
# and the wall time. The TEAM table publishes Qf1 (highest pair absent)
# beside Qf; the list of multisession movements publishes Qo, the balance of
# the meetings alone (100: every two pairs meet equally often), and so does
# this table for those rows.
# Each chosen movement is kept as OUT/PxR.asc (OUT defaults to team-table/)
# so that it can be checked with `movebal check`.
#
#   tools/team_table.sh [SECONDS [THREADS]]     (defaults: 60 s, 2 threads)
#
# ROWS="P R QF QF1 QO [STYLE];..." runs only those rows (e.g. ROWS="12 7 76.87 75.82 -");
# '-' where a figure is not published.
# MOVEBAL names another build.
#
# Run from the repository root after building (build/movebal).
set -euo pipefail
seconds=${1:-60}
threads=${2:-2}
movebal=${MOVEBAL:-build/movebal}
out=${OUT:-team-table}
mkdir -p "$out"

# pairs rounds published-Qf published-Qf1 published-Qo [style options] (TEAM
# table, then perfect movements, then those with two groups a round or
# several sessions; 22 x 21 is the library's stanza Howell stz4hwll-11-21, so
# its shape: four stanzas, each board group at up to three tables a round)
rows=(
  "6 6 83.33 80 -" "8 6 80 71.74 -" "10 6 83.76 75.79 -" "12 6 79.75 71.81 -" "14 6 70.41 70.36 -" "16 6 76.92 71.92 -"
  "8 7 100 100 -" "10 7 84.94 82.93 -" "12 7 76.87 75.82 -" "14 7 92 85.09 -" "16 7 78.74 72.17 -" "18 7 63.95 62.38 -"
  "8 8 87.50 86.36 -" "10 8 89.51 82.50 -" "12 8 85.38 78.33 -" "14 8 82.46 78.15 -" "16 8 94.64 88.64 -"
  "4 3 100 - -" "4 6 100 - -" "12 11 100 - -" "16 15 100 - -"
  "6 5 100 - - --half-rounds" "10 9 100 - - --half-rounds" "14 13 100 - - --half-rounds"
  "12 11 100 - 100 --sessions 3,4,4" "12 11 100 - 100 --sessions 5,6"
  "10 18 100 - 100 --sessions 9,9" "10 18 100 - 100 --sessions 6,6,6" "14 26 100 - 100 --sessions 13,13"
  "14 26 99.03 - 100 --sessions 6,7,6,7 --share 2" "12 24 99.24 - 96.97 --sessions 6,6,6,6" "12 30 99.55 - 97.40 --sessions 6,6,6,6,6"
  "14 24 98.74 - 96.32 --sessions 6,6,6,6" "14 30 99.26 - 96.15 --sessions 6,6,6,6,6" "14 36 99.52 - 97.74 --sessions 6,6,6,6,6,6"
  "14 39 99.38 - 100 --sessions 6,6,6,7,7,7 --share 2" "16 30 99.12 - 100 --sessions 6,6,6,6,6"
  "16 15 100 - 100 --sessions 7,8" "16 15 100 - 100 --sessions 5,5,5" "18 17 94.74 - 100 --sessions 6,6,5"
  "20 19 96.10 - 100 --sessions 6,6,7" "22 21 95.98 - 100 --sessions 5,5,5,6 --share 3" "24 23 96.58 - 100 --sessions 8,8,7"
  "16 6 76.92 71.92 - --stationary-boards" "16 7 78.74 72.17 - --stationary-boards"
)
if [[ -n "${ROWS:-}" ]]; then IFS=';' read -r -a rows <<<"$ROWS"; fi

echo "| pairs x rounds | published Qf / Qf1 / Qo | movebal Qf / Qf1 / Qf1av / Qo | | longest board / pair move, empty table | best candidate | seconds |"
echo "|---|---|---|---|---|---|---|"
for row in "${rows[@]}"; do
  read -r pairs rounds qf qf1 qo style <<<"$row"
  start=$(date +%s.%N)
  file="$out/${pairs}x${rounds}${style// /}.asc"
  # shellcheck disable=SC2086 # the style options are words
  "$movebal" generate best --pairs "$pairs" --rounds "$rounds" ${style:-} -T "$seconds" --threads "$threads" \
    --quiet --force -o "$file" >/dev/null 2>&1 || true
  end=$(date +%s.%N)
  # The first ranked candidate without shared boards (the ranking is in the
  # comment lines: "# rank tables shared Qf Qf1 Qf1av boards pairs empty candidate").
  # With --stationary-boards the first candidate counts whatever it shares
  # (the published Scheveningen movements borrow boards at appendix tables),
  # and so it does where the row allows sharing (--share).
  any=0; [[ "${style:-}" == *stationary-boards* || "${style:-}" == *--share* ]] && any=1
  best=$(awk -v any="$any" '/^# rank/ { f = 1; next } f && $1 == "#" && (any || $4 == 0) { $1 = ""; print; exit }' \
    "$file" 2>/dev/null || true)
  if [[ -z "$best" ]]; then
    printf '| %s x %s %s | %s / %s / %s | none without shared boards | | | | %.0f |\n' "$pairs" "$rounds" "${style:-}" \
      "$qf" "$qf1" "$qo" "$(echo "$end - $start" | bc)"
    continue
  fi
  read -r rank _ shared our_qf our_qf1 our_qf1av boards pair_move empty what <<<"$best"
  what="${what%% (*}"
  if [[ "$shared" != 0 ]]; then what="$what, shared $shared"; fi
  # Qo of the written movement, which is the first-ranked one.
  our_qo=-
  if [[ "$rank" == 1 ]]; then
    our_qo=$("$movebal" check "$file" | sed -n 's/.*Qo = \([0-9.]*\).*/\1/p')
  fi
  verdict=$(awk -v o="$our_qf" -v p="$qf" -v o1="$our_qf1" -v p1="$qf1" -v oo="$our_qo" -v po="$qo" 'BEGIN {
    if (o > p + 0.005) print "higher"; else if (o < p - 0.005) print "lower";
    else if (p1 != "-" && o1 < p1 - 0.005) print "equal Qf, lower Qf1";
    else if (po != "-" && (oo == "-" || oo < po - 0.005)) print "equal Qf, lower Qo"; else print "equal" }')
  printf '| %s x %s %s | %s / %s / %s | %s / %s / %s / %s | %s | %s | %s | %.0f |\n' "$pairs" "$rounds" "${style:-}" \
    "$qf" "$qf1" "$qo" "$our_qf" "$our_qf1" "$our_qf1av" "$our_qo" \
    "$verdict" "$boards / $pair_move, $empty" "$what" "$(echo "$end - $start" | bc)"
done
