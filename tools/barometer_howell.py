#!/usr/bin/env python3
"""Writes a barometer Howell for the optimiser benchmark: the complete Howell
of `movebal generate howell --pairs P --candidates 1` (its first R rounds
with --rounds R), with every table of a
round playing that round's board group, the pairs relabelled and every arrow
set at random (Python's random.Random(seed), so the same seed gives the same
file). The first line of the file says how it was made.

usage: tools/barometer_howell.py --pairs P [--rounds R] [--seed S] [--build build] -o FILE
"""
import argparse
import random
import re
import string
import subprocess
import sys

ENTRY = re.compile(r"(\d+)\s*-\s*(\d+)\s+([A-Za-z]+|\d+)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pairs", type=int, required=True)
    parser.add_argument("--rounds", type=int, help="the first R rounds (default: all, P - 1)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--build", default="build")
    parser.add_argument("-o", "--output", required=True)
    args = parser.parse_args()
    if args.pairs % 2 or not 4 <= args.pairs <= 64:
        parser.error("--pairs: an even number from 4 to 64")
    rounds_given = ["--rounds", str(args.rounds)] if args.rounds else []
    howell = subprocess.run([f"{args.build}/movebal", "generate", "howell", "--pairs", str(args.pairs), *rounds_given,
                             "--candidates", "1", "-o", "-"], check=True, capture_output=True, text=True).stdout
    lines = [line for line in howell.splitlines() if line.strip() and not line.startswith("#")]
    rounds = lines[1:]
    numbers = len(rounds) > 26  # groups beyond Z are written as numbers (header flag g)
    header = f"{args.pairs} {args.pairs // 2} {len(rounds)} {len(rounds)} 0" + (" g" if numbers else "")
    rng = random.Random(args.seed)
    label = list(range(1, args.pairs + 1))
    rng.shuffle(label)
    out = [f"# barometer Howell, {args.pairs} pairs, {len(rounds)} rounds, every table plays the round's boards; "
           f"pairs relabelled and arrows set at random (tools/barometer_howell.py --pairs {args.pairs} "
           f"{' '.join(rounds_given + [''])}--seed {args.seed})", header]
    for r, row in enumerate(rounds):
        cells = []
        for ns, ew, _ in ENTRY.findall(row):
            a, b = label[int(ns) - 1], label[int(ew) - 1]
            if rng.random() < 0.5:
                a, b = b, a
            cells.append(f"{a:2}-{b:2} {r + 1 if numbers else string.ascii_uppercase[r]}")
        out.append("   ".join(cells))
    with open(args.output, "w", encoding="ascii") as f:
        f.write("\n".join(out) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
