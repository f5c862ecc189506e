#!/usr/bin/env python3
"""Reproduces the published design counts of issue 5 with movebal and prints
the time each count takes.

  tools/design_counts.py [--movebal PATH] [--threads N] [--quick] [--big]

--quick stops at the counts that take a second or so; --big adds the long
ones (cyclic Wh(28), about 8 million designs). Exit status 1 when a count
differs from the published value.
"""
import argparse
import re
import subprocess
import sys
import time

# (what, movebal arguments, {output label: expected value}, size class)
STARTERS = [1, 1, 3, 9, 25, 133, 631, 3857, 25905, 188181, 1515283, 13376125, 128102625]
CASES = [("starters Z_%d" % (3 + 2 * i), ["count", "starters", "--order", str(3 + 2 * i)],
          {"starters": n}, "quick" if i < 10 else "normal") for i, n in enumerate(STARTERS)]
for players, designs in [(4, 1), (8, 6), (12, 20), (16, 128), (20, 1710), (24, 81576),
                         (5, 1), (9, 0), (13, 9), (17, 179), (21, 3900), (25, 215175)]:
    CASES.append(("cyclic Wh(%d)" % players, ["count", "whist", "--players", str(players)],
                  {"cyclic": designs}, "quick" if players <= 20 else "normal"))
for players, directed in [(13, 8), (17, 208), (21, 1152), (25, 53400)]:
    CASES.append(("directed Wh(%d)" % players,
                  ["count", "whist", "--players", str(players), "--orientations"],
                  {"directed": directed}, "quick" if players <= 17 else "normal"))
for players, reach, oriented in [(8, 24, 24), (12, 20, 160), (16, 48, 2048), (20, 504, 54720),
                                 (24, 18216, 5220864)]:
    CASES.append(("almost directed Wh(%d)" % players,
                  ["count", "whist", "--players", str(players), "--orientations"],
                  {"oriented": oriented, "reached by": reach}, "quick" if players <= 20 else "normal"))
CASES.append(("cyclic Wh(28)", ["count", "whist", "--players", "28"], {"cyclic": 7910127}, "big"))


def values(output):
    """The numbers movebal printed, by label."""
    found = {}
    for line in output.splitlines():
        if line.startswith("starters of"):
            found["starters"] = int(line.split(":")[1])
        elif line.startswith("cyclic Wh"):
            found["cyclic"] = int(line.split(":")[1])
        elif line.startswith("oriented"):
            found["oriented"] = int(line.split(":")[1])
        elif line.startswith("directed"):
            found["directed"] = int(line.split(":")[1])
        match = re.search(r"reached by (\d+)", line)
        if match:
            found["reached by"] = int(match.group(1))
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--movebal", default="build/movebal", help="the movebal binary")
    parser.add_argument("--threads", default="0", help="threads per count (0: all cores)")
    parser.add_argument("--quick", action="store_true", help="only the fast counts")
    parser.add_argument("--big", action="store_true", help="also cyclic Wh(28)")
    args = parser.parse_args()
    wanted = {"quick"} | (set() if args.quick else {"normal"}) | ({"big"} if args.big else set())
    failures = 0
    print("%-34s %14s %14s %9s  %s" % ("count", "expected", "found", "seconds", "verdict"))
    for name, command, expected, size in CASES:
        if size not in wanted:
            continue
        start = time.monotonic()
        run = subprocess.run([args.movebal] + command + ["--threads", args.threads],
                             capture_output=True, text=True)
        seconds = time.monotonic() - start
        found = values(run.stdout)
        for label, value in expected.items():
            ok = run.returncode == 0 and found.get(label) == value
            failures += not ok
            print("%-34s %14d %14s %9.2f  %s" % (name + ("" if len(expected) == 1 else " " + label), value,
                                                 found.get(label, "-"), seconds, "ok" if ok else "WRONG"))
            sys.stdout.flush()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
