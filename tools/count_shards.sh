#!/usr/bin/env bash
# Runs a big `movebal count` as N shards with GNU Parallel (Debian package
# `parallel`) and sums them. Each shard writes DIR/shard-I-of-N.txt, renamed
# into place only when complete, so an interrupted run is resumed by running
# the same command again: finished shards are skipped. The sum checks that
# every shard is present.
#
# usage: tools/count_shards.sh DIR N [count arguments...]
#   e.g. tools/count_shards.sh runs/z29 8 starters --order 29
# Environment: MOVEBAL (the binary, default build/movebal), JOBS (shards at a
# time, default all cores), PARALLEL_OPTS (more GNU Parallel options, e.g.
# "--sshlogin host1,host2 --workdir ." to spread the shards over machines
# that share DIR and the binary), CHECKPOINTS (pieces per shard, default 1:
# shard I of N is counted as shards I, I+N, ... of N*CHECKPOINTS, each piece
# kept when done, so an interrupted shard resumes at its next piece).
set -euo pipefail
if [ $# -lt 3 ]; then
  sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
dir=$1; shards=$2; shift 2
movebal=${MOVEBAL:-build/movebal}
command -v parallel >/dev/null || { echo "count_shards: GNU Parallel is not installed (apt-get install parallel)" >&2; exit 2; }
case $shards in ''|*[!0-9]*|0) echo "count_shards: N must be a positive number, not '$shards'" >&2; exit 2;; esac
pieces=${CHECKPOINTS:-1}
case $pieces in ''|*[!0-9]*|0) echo "count_shards: CHECKPOINTS must be a positive number, not '$pieces'" >&2; exit 2;; esac
mkdir -p "$dir"
# One shard: skipped when its result is there; otherwise its pieces (the
# counts take every N-th part of a fixed list, so shard I of N is the sum of
# shards I + kN of N*CHECKPOINTS), each written to a temporary name and
# renamed when counted, then summed into the shard's file.
run_shard() {
  local i=$1 out="$dir/shard-$1-of-$shards.txt" k piece sum=0 first=""
  [ -s "$out" ] && return 0
  if [ "$pieces" -eq 1 ]; then
    "$movebal" count "${@:2}" --shard "$i/$shards" --threads 1 > "$out.part" && mv "$out.part" "$out"
    return
  fi
  for ((k = 0; k < pieces; k++)); do
    piece="$dir/shard-$i-of-$shards.piece-$((i + k * shards))-of-$((shards * pieces)).txt"
    if [ ! -s "$piece" ]; then
      "$movebal" count "${@:2}" --shard "$((i + k * shards))/$((shards * pieces))" --threads 1 > "$piece.part" &&
        mv "$piece.part" "$piece" || return 1
    fi
    [ -n "$first" ] || first=$(head -n 1 "$piece")
    sum=$((sum + $(head -n 1 "$piece" | sed 's/.*: //')))
  done
  echo "${first%: *}: $sum" > "$out.part" && mv "$out.part" "$out"
}
export -f run_shard
export dir shards movebal pieces
# shellcheck disable=SC2086
seq 1 "$shards" | parallel --jobs "${JOBS:-100%}" --joblog "$dir/joblog" ${PARALLEL_OPTS:-} run_shard {} "$@" ||
  true  # a failed shard is reported below as missing
# The sum: every shard's first line ends in its count.
total=0; missing=()
for i in $(seq 1 "$shards"); do
  out="$dir/shard-$i-of-$shards.txt"
  if [ ! -s "$out" ]; then missing+=("$i"); continue; fi
  count=$(head -n 1 "$out" | sed 's/.*: //')
  total=$((total + count))
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "count_shards: shards missing: ${missing[*]} (run the same command again to finish them)" >&2
  exit 1
fi
label=$(head -n 1 "$dir/shard-1-of-$shards.txt" | sed 's/: [0-9]*$//')
echo "$label: $total ($shards shards)"
