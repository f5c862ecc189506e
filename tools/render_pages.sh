#!/usr/bin/env bash
# Writes the club pages movebal makes (guide cards as HTML, the check report
# as HTML, the heat map as SVG) for bundled movements, opens each in headless
# Chromium (Debian package chromium), saves a PNG screenshot beside it, prints
# the cards to PDF, and fails when the browser reports a parse error in a page
# or a card does not take exactly one printed page. The test suite does
# not need Chromium; this is the check by eye.
# usage: tools/render_pages.sh [BUILD_DIR] [OUT_DIR]   (default build, build/pages)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
out=${2:-$build/pages}
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
  echo "render_pages: chromium not found (apt-get install chromium)" >&2
  exit 2
fi
mkdir -p "$out"
out=$(cd "$out" && pwd)
movebal=$build/movebal
cd "$root"
"$movebal" cards movements/example-08p-06r.asc --boards 3 --html "$out/cards-pairs.html" --force
"$movebal" generate whist --players 8 -o "$out/whist8.asc" --force
"$movebal" cards "$out/whist8.asc" --boards 2 --html "$out/cards-individual.html" --force
"$movebal" check movements/mitchell-07t-switched.asc --svg "$out/heatmap.svg" --html "$out/report.html" --force >/dev/null

status=0
# page width height
for page in "cards-pairs.html 900 1400" "cards-individual.html 900 1400" "heatmap.svg 560 560" "report.html 1000 2400"; do
  set -- $page
  flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars)
  "$browser" "${flags[@]}" --window-size="$2,$3" --screenshot="$out/${1%.*}.png" "file://$out/$1" >/dev/null 2>&1
  # A page that does not parse shows Chromium's error page (for XML a
  # parsererror element) in place of the content.
  dom=$("$browser" "${flags[@]}" --dump-dom "file://$out/$1" 2>/dev/null)
  if grep -q "parsererror" <<<"$dom" || ! grep -q -E "<(svg|section|h1)" <<<"$dom"; then
    echo "render_pages: $1 did not render cleanly" >&2
    status=1
  else
    echo "$out/${1%.*}.png"
  fi
done
# Printed, the cards take one page each: as many pages as cards.
for cards in cards-pairs cards-individual; do
  source_file=movements/example-08p-06r.asc boards=3
  [ "$cards" = cards-individual ] && source_file=$out/whist8.asc boards=2
  expected=$(( $("$movebal" cards "$source_file" --boards "$boards" | grep -c '^$') + 1 ))
  "$browser" --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$out/$cards.pdf" \
    "file://$out/$cards.html" >/dev/null 2>&1
  pages=$(grep -a -o '/Count [0-9]*' "$out/$cards.pdf" | awk '{ if ($2 > max) max = $2 } END { print max + 0 }')
  if [ "$pages" -ne "$expected" ]; then
    echo "render_pages: $cards.pdf has $pages pages for $expected cards" >&2
    status=1
  else
    echo "$out/$cards.pdf ($pages pages, one per card)"
  fi
done
exit $status
