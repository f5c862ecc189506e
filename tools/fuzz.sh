#!/bin/sh
# Builds one libFuzzer target (tests/fuzz/TARGET_fuzz.cc) with clang and the
# address and undefined-behaviour sanitizers, and runs it on a corpus seeded
# from tests/fuzz/seeds/TARGET (and, for the movement readers, every movement
# file of the project). Crash files land in BUILD_DIR/findings-TARGET. A unit
# counts as hung after 60 s: the sanitizers slow it, and a busy machine more.
# usage: tools/fuzz.sh [TARGET] [SECONDS] [BUILD_DIR]
#   TARGET: asc_reader (default), json_movement, options, fix_matrix, or any
#   tests/fuzz/*_fuzz.cc
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
target=${1:-asc_reader}
seconds=${2:-300}
build=${3:-$root/build-fuzz}
[ -f "$root/tests/fuzz/${target}_fuzz.cc" ] || { echo "no tests/fuzz/${target}_fuzz.cc" >&2; exit 2; }
CXX=${CXX:-clang++} cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DMOVEBAL_FUZZ=ON -DMOVEBAL_BENCHMARKS=OFF >/dev/null
ninja -C "$build" "${target}_fuzz"
corpus=$build/corpus-$target
mkdir -p "$corpus" "$build/findings-$target"
[ -d "$root/tests/fuzz/seeds/$target" ] && cp "$root/tests/fuzz/seeds/$target"/* "$corpus"/
if [ "$target" = asc_reader ] || [ "$target" = json_movement ]; then
  find "$root/movements" "$root/tests/data" -type f -name '*.asc' -exec cp {} "$corpus" \;
fi
cd "$build/findings-$target"
exec "$build/tests/${target}_fuzz" -max_total_time="$seconds" -timeout=60 \
  -rss_limit_mb=2048 -max_len=8192 -print_final_stats=1 "$corpus"
