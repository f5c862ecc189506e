#!/usr/bin/env python3
"""Sets every arrow of a plain .asc movement at random: each entry "NS-EW"
is turned round with probability 1/2 (Python's random.Random(seed), so the
same seed gives the same file). A start for the optimiser's benchmarks that
neither program has balanced. A comment line saying how is put first.

usage: tools/random_arrows.py IN OUT [--seed S]
"""
import argparse
import random
import re
import sys

ENTRY = re.compile(r"(\d+)(\s*)-(\s*)(\d+)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("input")
    parser.add_argument("output")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    with open(args.input, encoding="ascii") as f:
        lines = f.read().splitlines()
    body = [line for line in lines if not line.startswith("#")]
    out = [f"# {args.input}, arrows set at random (tools/random_arrows.py --seed {args.seed})", body[0]]
    turn = lambda m: (f"{m[4]}{m[2]}-{m[3]}{m[1]}" if rng.random() < 0.5 else m[0])
    out += [ENTRY.sub(turn, line) for line in body[1:]]
    with open(args.output, "w", encoding="ascii") as f:
        f.write("\n".join(out) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
