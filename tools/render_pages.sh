#!/usr/bin/env bash
# Writes the club pages movebal makes (guide cards as HTML for 4 to 30
# tables, the pages of `movebal session`, the check report as HTML, the heat
# map as SVG), opens each in headless Chromium (Debian package chromium),
# saves a PNG screenshot beside it, and prints every card page to PDF on A4
# and on Letter. It fails when the browser reports a parse error in a page,
# when a printed card page does not take exactly the printed pages the page
# asks for (one per <div class="page">: the movement sheet on one, the cards
# several to a page), or when a table sticks out past the printable width of
# A4 (19 cm, 718 px), where the printer would cut it. The test suite does
# not need Chromium; this is the check by eye and by printer.
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
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
flags=(--headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking
       --disable-component-update --disable-sync --hide-scrollbars "--user-data-dir=$profile")
cd "$root"
"$movebal" cards movements/example-08p-06r.asc --boards 3 --html "$out/cards-pairs.html" --force
"$movebal" generate whist --players 8 -o "$out/whist8.asc" --force
"$movebal" cards "$out/whist8.asc" --boards 2 --html "$out/cards-individual.html" --force
"$movebal" check movements/mitchell-07t-switched.asc --svg "$out/heatmap.svg" --html "$out/report.html" --force >/dev/null
# Sheets of 9, 13 and 30 tables, two sections of one event, and an evening.
"$movebal" generate mitchell --tables 9 -o "$out/mitchell9.asc" --force
"$movebal" generate mitchell --tables 13 -o "$out/mitchell13.asc" --force
"$movebal" generate mitchell --tables 30 --rounds 10 --type skip -o "$out/mitchell30.asc" --force
"$movebal" cards "$out/mitchell9.asc" --boards 3 --section A --title "Club night" --html "$out/cards-9.html" --force
"$movebal" cards "$out/mitchell13.asc" --boards 2 --section B --title "Club night" --html "$out/cards-13.html" --force
"$movebal" cards "$out/mitchell30.asc" --boards 2 --html "$out/cards-30.html" --force
# Seven rounds: three cards to a page; and cards forced several to a page.
"$movebal" cards movements/mitchell-07t-switched.asc --boards 3 --html "$out/cards-7.html" --force
"$movebal" cards "$out/mitchell13.asc" --boards 2 --per-page 3 --html "$out/cards-13-per3.html" --force
"$movebal" cards "$out/mitchell30.asc" --boards 2 --per-page 6 --html "$out/cards-30-per6.html" --force
"$movebal" session --pairs 11 --rounds 7 --boards 3 --title "Club night" -T 2 --threads 1 -o "$out/session" --force >/dev/null
cp "$out/session/cards.html" "$out/cards-session.html"
# Two sections on the same boards: every section's sheet and cards on one page.
"$movebal" session --pairs 27 --rounds 7 --boards 3 --sections 2 -T 2 --threads 1 -o "$out/sections" --force >/dev/null
cp "$out/sections/cards.html" "$out/cards-sections.html"

status=0
# page width height
for page in "cards-pairs.html 900 1400" "cards-individual.html 900 1400" "heatmap.svg 560 560" "report.html 1000 2400" \
            "cards-9.html 800 1200" "cards-13.html 800 1200" "cards-30.html 800 1200" "cards-session.html 800 1200" \
            "cards-sections.html 800 1200" "cards-7.html 800 1200" "cards-13-per3.html 800 1200" "cards-30-per6.html 800 1200"; do
  set -- $page
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

# Tables wider than A4's printable width, measured in a window of that width.
probe='<script>window.addEventListener("load", () => { const limit = document.documentElement.clientWidth; let n = 0;
for (const t of document.querySelectorAll("table")) { if (t.getBoundingClientRect().right > limit + 0.5) n++; }
document.body.setAttribute("data-clipped", n); });</script>'
for cards in cards-pairs cards-individual cards-9 cards-13 cards-30 cards-session cards-sections cards-7 cards-13-per3 cards-30-per6; do
  expected=$(grep -c '<div class="page"' "$out/$cards.html")
  for paper in A4 Letter; do
    # The same page with the paper size set, as a printer dialog would.
    sed "s#</style>#@page { size: $paper; }\n</style>#" "$out/$cards.html" >"$out/$cards-$paper.html"
    "$browser" "${flags[@]}" --no-pdf-header-footer --print-to-pdf="$out/$cards-$paper.pdf" \
      "file://$out/$cards-$paper.html" >/dev/null 2>&1
    pages=$(grep -a -c '/Type /Page\b' "$out/$cards-$paper.pdf" || true)
    if [ "$pages" -ne "$expected" ]; then
      echo "render_pages: $cards-$paper.pdf has $pages pages where the page asks for $expected" >&2
      status=1
    else
      echo "$out/$cards-$paper.pdf ($pages pages, as the page asks)"
    fi
  done
  sed "s#</body>#$(tr -d '\n' <<<"$probe")</body>#" "$out/$cards.html" >"$out/$cards-probe.html"
  clipped=$("$browser" "${flags[@]}" --window-size=718,1000 --dump-dom "file://$out/$cards-probe.html" 2>/dev/null |
            grep -o 'data-clipped="[0-9]*"' | tr -dc '0-9')
  if [ "${clipped:-1}" != 0 ]; then
    echo "render_pages: $cards.html has ${clipped:-unmeasured} tables wider than A4's printable width" >&2
    status=1
  fi
done
exit $status
