#!/usr/bin/env bash
# Runs a big `movebal count` or `movebal bound` as N shards with GNU Parallel
# (Debian package `parallel`) and puts them together: a count is the sum of
# the shards' counts; a bound says the movement cannot be beaten only when no
# shard found a better plan, and otherwise shows the best plan found. Each
# shard writes DIR/shard-I-of-N.txt, renamed into place only when complete,
# so an interrupted run is resumed by running the same command again:
# finished shards are skipped, and missing ones are named. A shard cut off
# starts afresh (its output so far is no result): on an interruption its
# temporary .part files are removed.
#
# usage: tools/shards.sh DIR N count|bound [arguments...]
#   e.g. tools/shards.sh runs/z29 8 count starters --order 29
#        tools/shards.sh runs/s16 64 bound movements/scheveningen-16p-07r.asc
#   (a bound needs N >= 2: in one piece it is `movebal bound FILE` itself;
#   N is at most 1000000, the most parts --shard takes)
# Environment: MOVEBAL (the binary, default build/movebal), JOBS (shards at a
# time, default all cores), PARALLEL_OPTS (more GNU Parallel options, e.g.
# "--sshlogin host1,host2 --workdir ." to spread the shards over machines
# that share DIR and the binary), CHECKPOINTS (count only: pieces per shard,
# default 1: shard I of N is counted as shards I, I+N, ... of N*CHECKPOINTS,
# each piece kept when done, so an interrupted shard resumes at its next piece).
set -euo pipefail
if [ $# -lt 4 ]; then
  sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
dir=$1; shards=$2; subtool=$3; shift 3
movebal=${MOVEBAL:-build/movebal}
command -v parallel >/dev/null || { echo "shards: GNU Parallel is not installed (apt-get install parallel)" >&2; exit 2; }
# The most parts `movebal --shard I/N` takes (kMaxShards, src/cli/command.h):
# N is checked before any shard starts, or every shard would fail alike.
max_shards=1000000
# A whole number 1..max: digits only, read in base 10 ("08" is 8), and no
# more digits than the limit has, so that the shell's arithmetic cannot wrap.
whole_in_range() {
  case $1 in ''|*[!0-9]*) return 1;; esac
  local digits=${1#"${1%%[!0]*}"}
  [ -n "$digits" ] && [ ${#digits} -le ${#max_shards} ] && [ "$digits" -le "$max_shards" ]
}
whole_in_range "$shards" || { echo "shards: N must be a whole number from 1 to $max_shards, not '$shards'" >&2; exit 2; }
shards=$((10#$shards))
case $subtool in count|bound) ;; *) echo "shards: the subtool must be count or bound, not '$subtool'" >&2; exit 2;; esac
pieces=${CHECKPOINTS:-1}
whole_in_range "$pieces" || { echo "shards: CHECKPOINTS must be a whole number from 1 to $max_shards, not '$pieces'" >&2; exit 2; }
pieces=$((10#$pieces))
if [ $((shards * pieces)) -gt "$max_shards" ]; then
  echo "shards: N times CHECKPOINTS is $((shards * pieces)) parts, more than the $max_shards that --shard takes" >&2; exit 2
fi
if [ "$subtool" = bound ] && [ "$pieces" -ne 1 ]; then
  echo "shards: CHECKPOINTS is for counts; split a bound into more shards instead" >&2; exit 2
fi
if [ "$subtool" = bound ] && [ "$shards" -lt 2 ]; then
  echo "shards: a bound in one shard is 'movebal bound FILE' itself; give N >= 2" >&2; exit 2
fi
mkdir -p "$dir"
# A folder holds the shards of one command: finished shards are skipped, so
# those of another would be taken for its own.
wanted="$subtool $*"
if [ -s "$dir/command" ]; then
  if [ "$(cat "$dir/command")" != "$wanted" ]; then
    echo "shards: $dir holds the shards of '$(cat "$dir/command")', not of '$wanted'; use another folder" >&2
    exit 2
  fi
else
  echo "$wanted" > "$dir/command"
fi
# One shard: skipped when its result is there; otherwise its pieces (a count
# takes every N-th part of a list that does not depend on N, so shard I of N
# is made of shards I + kN of N*CHECKPOINTS; a bound's list grows with N, so
# it has no pieces), each written to a temporary name and renamed when done,
# then summed into the shard's file.
run_shard() {
  local i=$1 out="$dir/shard-$1-of-$shards.txt" k piece sum=0 first=""
  [ -s "$out" ] && return 0
  if [ "$pieces" -eq 1 ]; then
    "$movebal" "$subtool" "${@:2}" --shard "$i/$shards" --threads 1 > "$out.part" && mv "$out.part" "$out"
    return
  fi
  for ((k = 0; k < pieces; k++)); do
    piece="$dir/shard-$i-of-$shards.piece-$((i + k * shards))-of-$((shards * pieces)).txt"
    if [ ! -s "$piece" ]; then
      "$movebal" "$subtool" "${@:2}" --shard "$((i + k * shards))/$((shards * pieces))" --threads 1 > "$piece.part" &&
        mv "$piece.part" "$piece" || return 1
    fi
    [ -n "$first" ] || first=$(head -n 1 "$piece")
    sum=$((sum + $(head -n 1 "$piece" | sed 's/.*: //')))
  done
  echo "${first%: *}: $sum" > "$out.part" && mv "$out.part" "$out"
}
export -f run_shard
export dir shards subtool movebal pieces
# Interrupted (Ctrl-C, SIGTERM, SIGHUP): the shards cut off leave their
# .part files, which are no results; they go, and the run ends with 130.
remove_parts() { rm -f "$dir"/shard-*-of-"$shards".*.part; }
trap 'remove_parts; exit 130' INT TERM HUP
# shellcheck disable=SC2086
seq 1 "$shards" | parallel --jobs "${JOBS:-100%}" --joblog "$dir/joblog" ${PARALLEL_OPTS:-} run_shard {} "$@" ||
  true  # a failed shard is reported below as missing
say_missing() { echo "shards: shards missing: ${missing[*]} (run the same command again to finish them)" >&2; }

if [ "$subtool" = count ]; then
  # Every shard's first line ends in its count.
  missing=()
  for i in $(seq 1 "$shards"); do
    [ -s "$dir/shard-$i-of-$shards.txt" ] || missing+=("$i")
  done
  if [ ${#missing[@]} -gt 0 ]; then say_missing; exit 1; fi
  total=0
  for i in $(seq 1 "$shards"); do
    total=$((total + $(head -n 1 "$dir/shard-$i-of-$shards.txt" | sed 's/.*: //')))
  done
  label=$(head -n 1 "$dir/shard-1-of-$shards.txt" | sed 's/: [0-9]*$//')
  echo "$label: $total ($shards shards)"
  exit 0
fi

# bound: each shard says "no movement of this shape in part I of N has ..."
# or "the best ... can reach in part I of N: Qf ... (sum of squares SS, ...)";
# a file that says neither is not a finished shard. The least SS is shown.
best=""; best_ss=""; missing=()
for i in $(seq 1 "$shards"); do
  out="$dir/shard-$i-of-$shards.txt"
  line=$(grep -E "^(no movement of this shape|the best a movement of this shape can reach) in part $i of $shards[ :]" \
    "$out" 2>/dev/null || true)
  if [ -z "$line" ]; then missing+=("$i"); continue; fi
  case $line in no*) continue;; esac
  ss=$(echo "$line" | sed 's/.*(sum of squares \([0-9]*\),.*/\1/')
  if [ -z "$best_ss" ] || [ "$ss" -lt "$best_ss" ]; then best_ss=$ss; best=$out; fi
done
if [ -n "$best" ]; then
  cat "$best"
  if [ ${#missing[@]} -eq 0 ]; then
    echo "(the least of all $shards shards: no movement of this shape has a lower sum of squares)"
  else
    echo "shards: the best of the finished shards; shards missing: ${missing[*]}" >&2
  fi
  exit 0
fi
if [ ${#missing[@]} -gt 0 ]; then say_missing; exit 1; fi
head -n 2 "$dir/shard-1-of-$shards.txt"
echo "no movement of this shape has a lower sum of squares: it cannot be beaten (all $shards shards searched)"
