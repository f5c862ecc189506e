#!/usr/bin/env bash
# Every kept design (movements/kept-*.asc) is found again by the command its
# comment names: runs that command and compares the movement it writes with
# the file's, line by line (comments aside).
#   tools/kept_designs_check.sh [BUILD_DIR]     (default build)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
status=0
for file in movements/kept-*.asc; do
  command=$(sed -n 's|^# build/movebal generate best |generate best |p' "$file")
  if [ -z "$command" ]; then
    echo "$file: no '# build/movebal generate best' line" >&2
    status=1
    continue
  fi
  found="$out/$(basename "$file")"
  # shellcheck disable=SC2086  # the command's words are the options
  if ! "$build/movebal" $command -q -o "$found"; then
    echo "$file: its command failed" >&2
    status=1
  elif diff <(grep -v '^#' "$file") <(grep -v '^#' "$found"); then
    echo "$file: found again"
  else
    echo "$file: its command finds another movement (diff above)" >&2
    status=1
  fi
done
exit $status
