#!/usr/bin/env bash
# Runs every example of README_en.md and docs/*.md and compares its output
# with what the document shows, so that the examples stay true by themselves.
#
#   tools/doc_examples.sh [BUILD_DIR]     (default: build; run from anywhere)
#
# An example is a line "$ COMMAND" inside a ``` block; the lines after it, up
# to the next "$ " line or the end of the block, are its output: standard
# output, then standard error (the exit status is not compared, so error
# examples are checked too). The commands of one document run in order in one
# scratch folder in which build/, movements/, tests/ and tools/ point into
# the repository, so an example can write a file (-o club.asc) that a later
# one reads (cat club.asc); nothing is written into the repository.
#
# Marking what cannot repeat:
#   - a command line ending in "# varies" is not run: its output depends on
#     the time or the machine (a -T run, a measurement script) and is shown as
#     a record only. docs/benchmarks.md is all records and is not read.
#   - a line of output that is only "..." stands for any number of lines
#     (output left out of the document);
#   - "…" (U+2026) inside a line stands for any text (a time in seconds).
#
# There is no --update: expected output is pasted by hand from a real run, and
# this script is the check that it is real. On a mismatch it prints a diff of
# the document's output against the program's and exits 1.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$(cd "$root" && realpath "${1:-build}")"
[ -x "$build/movebal" ] || { echo "doc_examples: no $build/movebal (build it first)" >&2; exit 2; }
exec python3 - "$root" "$build" <<'PYTHON'
import difflib, os, re, subprocess, sys, tempfile

root, build = sys.argv[1], sys.argv[2]
docs = [os.path.join(root, "README_en.md")] + sorted(
    os.path.join(root, "docs", f) for f in os.listdir(os.path.join(root, "docs"))
    if f.endswith(".md") and f != "benchmarks.md")

def examples(path):
    """(line number, command, expected lines) of each example in a document."""
    found, in_block, current = [], False, None
    for number, line in enumerate(open(path, encoding="utf-8").read().split("\n"), 1):
        if line.startswith("```"):
            in_block = not in_block
            current = None
            continue
        if not in_block:
            continue
        if line.startswith("$ "):
            current = (number, line[2:], [])
            found.append(current)
        elif current is not None:
            current[2].append(line)
    return found

def matches(expected, actual):
    """Whether the actual lines fit the expected ones ("..." lines, "…" masks)."""
    patterns = [None if e.strip() in ("...", "…") else
                re.compile("".join(".*" if part == "…" else re.escape(part)
                                   for part in re.split("(…)", e)) + r"\Z")
                for e in expected]
    memo = {}
    def fit(i, j):
        if (i, j) not in memo:
            if i == len(patterns):
                memo[i, j] = j == len(actual)
            elif patterns[i] is None:
                memo[i, j] = fit(i + 1, j) or (j < len(actual) and fit(i, j + 1))
            else:
                memo[i, j] = j < len(actual) and bool(patterns[i].match(actual[j])) and fit(i + 1, j + 1)
        return memo[i, j]
    return fit(0, 0)

def trim(lines):
    while lines and not lines[-1].strip():
        lines = lines[:-1]
    return lines

failures = checked = skipped = 0
env = dict(os.environ, LC_ALL="C")
for doc in docs:
    name = os.path.relpath(doc, root)
    with tempfile.TemporaryDirectory(prefix="doc_examples.") as scratch:
        os.symlink(build, os.path.join(scratch, "build"))
        for folder in ("movements", "tests", "tools"):
            os.symlink(os.path.join(root, folder), os.path.join(scratch, folder))
        for number, command, expected in examples(doc):
            if re.search(r"#\s*varies\b", command):
                skipped += 1
                continue
            checked += 1
            try:
                run = subprocess.run(["bash", "-c", command], cwd=scratch, env=env, stdin=subprocess.DEVNULL,
                                     capture_output=True, text=True, timeout=60)
                actual = trim((run.stdout + run.stderr).split("\n"))
            except subprocess.TimeoutExpired:
                actual = ["(no output within 60 s)"]
            expected = trim(expected)
            if not matches(expected, actual):
                failures += 1
                print(f"{name}:{number}: $ {command}")
                sys.stdout.writelines(difflib.unified_diff([e + "\n" for e in expected], [a + "\n" for a in actual],
                                                           "shown", "printed"))
print(f"doc_examples: {checked} examples checked, {skipped} marked '# varies' not run, {failures} differ")
sys.exit(1 if failures else 0)
PYTHON
