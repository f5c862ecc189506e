#!/usr/bin/env bash
# Tests the page that tools/build-web.sh built into OUT (default build-web/)
# in headless Chromium (Debian's package) driven by puppeteer-core: the
# director's steps, screenshots of each into OUT/screenshots, and every
# bundled movement's figures against `movebal check --json` of the native
# build (MOVEBAL, default build/movebal). Exit 0 when every step passes.
#   tools/test-web.sh [OUT] [--speed]   --speed: proposals per second, page and native
set -euo pipefail
cd "$(dirname "$0")/.."
out=build-web
flag=""
for arg in "$@"; do
  case "$arg" in
    --speed) flag=--speed ;;
    *) out=$arg ;;
  esac
done
out=$(realpath "$out")
movebal=$(realpath "${MOVEBAL:-build/movebal}")
[ -f "$out/index.html" ] || { echo "test-web.sh: no page in $out: run tools/build-web.sh $out first" >&2; exit 2; }
[ -x "$movebal" ] || { echo "test-web.sh: no native build at $movebal" >&2; exit 2; }
# The browser is Debian's; npm installs puppeteer-core alone.
export PUPPETEER_SKIP_DOWNLOAD=1
(cd tools/web-test && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
node tools/web-test/test.js "$out" "$movebal" $flag
