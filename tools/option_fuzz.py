#!/usr/bin/env python3
"""Option fuzzer: every subtool, every option from its own --help, given the
kinds of values that have broken command lines before (issue 20): -0, huge
and negative numbers, letters for numbers, loose lists, option-like values
for files, empty values. A run fails on a crash (a signal), a timeout, or an
exit status other than 0, 1, 2 and 130.

  tools/option_fuzz.py [--binary build/movebal] [--full] [--seed N]

Brief (the default, run by tools/test.sh): a few values per option, drawn
from --seed. --full: every value for every option.
"""
import argparse
import os
import random
import re
import shlex
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MOVEMENT = os.path.join(ROOT, "movements", "mitchell-05t.asc")

# Each subtool with the smallest arguments that make a quick valid run, so
# that the option under test is the only thing that changes.
SUBTOOLS = {
    "check": [MOVEMENT],
    "optimise": ["-s", "200", "--threads", "1", "-q", MOVEMENT],
    "edit": [MOVEMENT, "barometer", "--optimise", "-s", "200", "--threads", "1", "-q"],
    "count starters": ["--order", "7"],
    "list starters": ["--order", "7", "--first", "2"],
    "list whist": ["--players", "8", "--first", "2"],
    "list ogwhd": ["--bound", "20"],
    "verify whist": [MOVEMENT],
    "cards": ["--boards", "2", MOVEMENT],
    "export": ["--boards", "2", MOVEMENT],
    "session": ["--pairs", "6", "--rounds", "3", "--boards", "2", "-T", "0.2", "--threads", "1", "-o", "evening", "--force"],
    "generate mitchell": ["--tables", "5"],
    "generate howell": ["--pairs", "8"],
    "generate carryover": ["--players", "4"],
    "generate best": ["--pairs", "8", "--rounds", "4", "--moves", "200", "-s", "200", "--threads", "1"],
    "generate roundrobin": ["--teams", "6"],
    "generate whist": ["--players", "8"],
    "generate crrs": ["--teams", "4", "--moves", "100"],
    "generate ogwhd": ["--players", "7"],
    "bound": ["--moves", "2", "--threads", "1", os.path.join(ROOT, "movements", "scheveningen-12.asc")],
    "convert": [MOVEMENT, "out.json", "--force"],
}

# Malformed or hostile values: each must be refused (2) or taken.
VALUES = ["", "-0", "0", "-1", "1", "2", "+1", " 1", "1 ", "1.5", "1e400", "nan", "inf", "0x10", "A", "a",
          "2147483648", "9223372036854775808", "99999999999999999999", "1,", ",1", "1,,3", "1,1", "1-2garbage",
          "1-2,9-14", " +1-+2", "--quiet", "--", "-", "-x", "/nonexistent/folder/file", "\u00e9", "a b"]
BRIEF_VALUES_PER_OPTION = 3
TIMEOUT_SECONDS = 20
ALLOWED = {0, 1, 2, 130}


def options_of(binary, subtool):
    """(long name, takes a value) for each option --help lists."""
    words = subtool.split()[:1] if subtool.split()[0] in ("count", "list", "verify") else subtool.split()
    text = subprocess.run([binary, *words, "--help"], capture_output=True, text=True, timeout=TIMEOUT_SECONDS).stdout
    found = []
    for match in re.finditer(r"--([a-z0-9-]+)( (N|X|TEXT|LIST))?", text):
        if match.group(1) != "help":
            found.append((match.group(1), match.group(2) is not None))
    return list(dict.fromkeys(found))


def run(binary, words, folder):
    try:
        done = subprocess.run([binary, *words], cwd=folder, capture_output=True, timeout=TIMEOUT_SECONDS,
                              stdin=subprocess.DEVNULL)
        return done.returncode
    except subprocess.TimeoutExpired:
        return "timeout"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=os.path.join(ROOT, "build", "movebal"))
    parser.add_argument("--full", action="store_true", help="every value for every option")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    args.binary = os.path.abspath(args.binary)  # the runs start in a scratch folder
    rng = random.Random(args.seed)
    failures, runs = [], 0
    with tempfile.TemporaryDirectory(prefix="movebal_fuzz_") as folder:
        for subtool, base in SUBTOOLS.items():
            for name, valued in options_of(args.binary, subtool):
                values = VALUES if args.full else rng.sample(VALUES, BRIEF_VALUES_PER_OPTION)
                for value in values if valued else [None]:
                    given = [f"--{name}"] + ([] if value is None else [value])
                    words = subtool.split() + given + base
                    status = run(args.binary, words, folder)
                    runs += 1
                    if status not in ALLOWED:  # a timeout, a signal (negative) or a stray code
                        failures.append(f"{status}: movebal {shlex.join(words)}")
    for line in failures:
        print(line)
    print(f"option fuzz ({'full' if args.full else 'brief'}, seed {args.seed}): {runs} runs, {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
