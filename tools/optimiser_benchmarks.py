#!/usr/bin/env python3
"""Runs `movebal optimise` on the optimiser benchmark movements at the time
budgets of their reference tables and prints, per movement and budget, the
median [min-max] Qf and the median Qf1av over the seeds, beside the reference
figures (balans 8.1.1, read from the benchmark folder's README.md).

The benchmark folder holds .asc files and a README.md with tables: one row
per file (columns "T = 1 s" ...), and one row per Mitchell ("mitchell 21",
"relay 10"), generated here with `movebal generate mitchell`. A cell "-"
means: run at this budget, with no reference figure to judge against; a
reference "Qf / -" has no Qf1av figure and is judged on Qf alone. A table
whose first header cell names a thread count ("movement, 1 thread") runs its
rows with that many threads instead of --threads; its rows are printed as
"mitchell 29, 1 thread", so that a movement may be in more than one table.

usage: tools/optimiser_benchmarks.py [--build build] [--bench DIR]
         [--budgets 1,2] [--only REGEX] [--seeds 1-5] [--threads 2]
         [--variant NAME:TUNE[,TUNE...] ...]
Each --variant adds a row per movement and budget: the same runs with the
search's tuning constants set by `--tune` (TUNE is name=value, see
src/search/tuning.h), taken in turn seed by seed, so that a comparison on a
loaded machine sees the same load on every variant; one build serves all. With
--rate R each run makes R x T proposals per chain instead of running T seconds:
the comparison then does not depend on the load at all.
Timings depend on the machine and its load: a time-limited search goes as far
as the processor lets it.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile

ROW = re.compile(r"^\|\s*([^|]+?)\s*\|(.*)\|\s*$")
FIGURES = re.compile(r"([0-9.]+)\s*(?:\[([0-9.]+)-([0-9.]+)\])?\s*/\s*([0-9.]+|-)")
BUDGET = re.compile(r"([0-9.]+)\s*s")
THREADS = re.compile(r",\s*([0-9]+) threads?")


def read_references(readme):
    """{row: {seconds: (Qf, Qf1av or None) or None}} from the README's tables,
    and {row: threads} for the tables that name a thread count; a row is the
    movement's name, followed by ", N threads" in such a table."""
    references, threads = {}, {}
    budgets, table_threads = [], None
    for line in open(readme, encoding="utf-8"):
        match = ROW.match(line.strip())
        if not match or set(line.strip()) <= set("-| "):
            continue
        name, cells = match.group(1), [c.strip() for c in match.group(2).split("|")]
        if name.split(",")[0] in ("file", "movement"):
            budgets = [float(BUDGET.search(c).group(1)) for c in cells]
            count = THREADS.search(name)
            table_threads = int(count.group(1)) if count else None
            continue
        if table_threads:
            name = f"{name}, {table_threads} thread{'s' if table_threads > 1 else ''}"
            threads[name] = table_threads
        for seconds, cell in zip(budgets, cells):
            figures = FIGURES.search(cell)
            if figures:
                av = figures.group(4)
                references.setdefault(name, {})[seconds] = (float(figures.group(1)), None if av == "-" else float(av))
            elif cell == "-":  # measured without a reference figure
                references.setdefault(name, {})[seconds] = None
    return references, threads


def movement_file(name, bench, movebal, work):
    """The .asc file of a row: a benchmark file, or a generated Mitchell."""
    name = name.split(",")[0]
    if name.endswith(".asc"):
        return os.path.join(bench, name)
    kind, tables = name.split(",")[0].split()[:2]
    path = os.path.join(work, f"{kind}{tables}.asc")
    if os.path.exists(path):  # the same Mitchell in another table (threads)
        return path
    command = [movebal, "generate", "mitchell", "--tables", tables, "-o", path]
    if kind == "relay":
        command += ["--type", "relay"]
    subprocess.run(command, check=True, capture_output=True)
    return path


def optimise(movebal, extra, path, seconds, seed, threads, rate):
    """Qf and Qf1av of one run; `extra` are more optimise options."""
    budget = ["-s", str(round(rate * seconds))] if rate else ["-T", f"{seconds:g}"]
    out = subprocess.run([movebal, "optimise", "-q", "--threads", str(threads), "--seed", str(seed),
                          *budget, *extra, path], check=True, capture_output=True, text=True).stdout
    qf = re.search(r"^Qf = +([0-9.]+)", out, re.M).group(1)
    qf1av = re.search(r"^Qf1av = +([0-9.]+)", out, re.M).group(1)
    return float(qf), float(qf1av)


def seeds_of(text):
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--build", default="build")
    parser.add_argument("--bench", default=os.path.join("bench", "movements"))
    parser.add_argument("--budgets", help="only these budgets in seconds, e.g. 1,2")
    parser.add_argument("--only", help="only movements whose name matches this regular expression")
    parser.add_argument("--seeds", default="1-5")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--rate", type=float,
                        help="instead of a time limit, rate x T proposed switches per chain (`-s`): "
                             "equal work whatever the load, and reproducible")
    parser.add_argument("--variant", action="append", default=[],
                        help="NAME:TUNE[,TUNE...]: also run with these tuning constants (TUNE is name=value)")
    args = parser.parse_args()
    movebal = os.path.join(args.build, "movebal")
    variants = [("", [])]
    for spec in args.variant:
        name, colon, tunes = spec.partition(":")
        if not colon or not name:
            parser.error(f"--variant {spec}: expected NAME:name=value[,name=value...]")
        variants.append((name, [f"--tune={t}" for t in tunes.split(",") if t]))
    references, row_threads = read_references(os.path.join(args.bench, "README.md"))
    wanted = {float(b) for b in args.budgets.split(",")} if args.budgets else None

    print("| movement | T | movebal Qf median [min-max] / Qf1av | reference Qf / Qf1av | |")
    print("|---|---|---|---|---|")
    behind = 0
    with tempfile.TemporaryDirectory() as work:
        for name, by_budget in references.items():
            if args.only and not re.search(args.only, name):
                continue
            path = movement_file(name, args.bench, movebal, work)
            for seconds, reference in sorted(by_budget.items()):
                if wanted and seconds not in wanted:
                    continue
                runs = {v: [] for v, _ in variants}
                for seed in seeds_of(args.seeds):
                    for variant, extra in variants:
                        threads = row_threads.get(name, args.threads)
                        runs[variant].append(optimise(movebal, extra, path, seconds, seed, threads, args.rate))
                for variant, _ in variants:
                    qfs = [qf for qf, _ in runs[variant]]
                    qf = statistics.median_low(qfs)
                    av = statistics.median_low([av for _, av in runs[variant]])
                    label = f"{name} {variant}".strip()
                    figures = f"{qf:.2f} [{min(qfs):.2f}-{max(qfs):.2f}] / {av:.2f}"
                    if reference is None:
                        print(f"| {label} | {seconds:g} s | {figures} | - | |", flush=True)
                        continue
                    ref_qf, ref_av = reference
                    # Median Qf at least the reference, and median Qf1av at
                    # least the reference where the Qf tie (when there is one).
                    ok = qf > ref_qf or (qf == ref_qf and (ref_av is None or av >= ref_av))
                    behind += not ok and not variant
                    ref_text = f"{ref_qf:.2f} / " + ("-" if ref_av is None else f"{ref_av:.2f}")
                    print(f"| {label} | {seconds:g} s | {figures} | {ref_text} "
                          f"| {'ok' if ok else 'behind'} |", flush=True)
    return 1 if behind else 0


if __name__ == "__main__":
    sys.exit(main())
