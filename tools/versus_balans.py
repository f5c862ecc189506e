#!/usr/bin/env python3
"""Optimises each movement with balans and with `movebal optimise` at the same
wall time and prints a Markdown table: per movement, the median Qf / Qf1av of
each program's result over the runs, both scored by `movebal check`, and
whether movebal is ahead, level or behind (Qf first, then Qf1av).

Like with like: each movement is first written as plain .asc by `movebal
convert`, and both programs optimise that one file. With one thread each,
the two run at the same moment, balans pinned to the first core and movebal
to the second (taskset); with more threads, one after the other, each with
the same cores. balans is seeded by the clock, movebal by --seed 1, 2, ...:
run k of one program is set beside run k of the other only in the medians.
balans' -T counts whole seconds, so it may stop a little early.

balans is not part of this project: build it yourself and name it with
--balans or the environment variable BALANS.

usage: tools/versus_balans.py --balans PATH [--build build] [--seconds 5]
         [--threads 1] [--runs 3] [--jobs 1] [--tune NAME=VALUE ...]
         [--root DIR] FILE...
--jobs J runs J movements at once (one thread each only: 2 J cores).
--tune passes a tuning knob to movebal (`movebal optimise --tune`).
@LIST in place of a file reads the paths from LIST, one a line; relative
paths are taken under --root (bench/library40.txt names 40 movements of the
Dutch federation's library by their paths in it, bench/library_sweep.txt the
343 with more than 8 pairs and Qf below 100).
"""
import argparse
import concurrent.futures
import json
import os
import statistics
import subprocess
import sys
import tempfile


def score(movebal, path):
    """(Qf, Qf1av) of a movement by `movebal check`, or None when unreadable."""
    done = subprocess.run([movebal, "check", "--json", path], capture_output=True, text=True)
    if done.returncode != 0:
        return None
    report = json.loads(done.stdout)
    return report["Qf"], report["Qf1av"]


def run_balans(balans, source, seconds, threads, cores, work, out):
    environment = dict(os.environ, OMP_NUM_THREADS=str(threads))
    command = ["taskset", "-c", cores, balans, "-Q", "-s", "100000000", "-T", str(int(round(seconds))), "-m", out,
               source]
    return subprocess.Popen(command, cwd=work, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def run_movebal(movebal, source, args, threads, seed, cores, out):
    command = ["taskset", "-c", cores, movebal, "optimise", "-q", "--force", "-T", str(args.seconds), "--threads",
               str(threads), "--seed", str(seed), "-o", out, source] + [f"--tune={t}" for t in args.tune]
    return subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def median_pair(figures):
    """The run of median Qf (the median Qf1av among runs of that Qf)."""
    figures = sorted(figures)
    qf = figures[(len(figures) - 1) // 2][0]
    return qf, statistics.median_low([f[1] for f in figures if f[0] == qf])


def compare(movebal, balans, path, args, slot):
    """One table row for `path`; `slot` picks the cores (jobs side by side)."""
    name = os.path.basename(path)
    with tempfile.TemporaryDirectory() as work:
        source = os.path.join(work, "movement.asc")
        converted = subprocess.run([movebal, "convert", "--force", path, source], capture_output=True, text=True)
        start = score(movebal, source) if converted.returncode == 0 else None
        if start is None:
            return f"| {name} | - | - | - | - | not read |"
        shape = json.loads(subprocess.run([movebal, "check", "--json", source], capture_output=True,
                                          text=True).stdout)
        shape = f"{shape['pairs']} x {shape['rounds']}, {shape['tables']} tables"
        ours, theirs = [], []
        first, second = str(2 * slot), str(2 * slot + 1)
        for k in range(1, args.runs + 1):
            b_out, m_out = os.path.join(work, f"b{k}.asc"), os.path.join(work, f"m{k}.asc")
            if args.threads == 1:
                b = run_balans(balans, source, args.seconds, 1, first, work, b_out)
                m = run_movebal(movebal, source, args, 1, k, second, m_out)
                b.wait()
                m.wait()
            else:
                cores = f"0-{args.threads - 1}"
                run_balans(balans, source, args.seconds, args.threads, cores, work, b_out).wait()
                run_movebal(movebal, source, args, args.threads, k, cores, m_out).wait()
            for out, into in ((b_out, theirs), (m_out, ours)):
                figures = score(movebal, out) if os.path.exists(out) else None
                if figures:
                    into.append(figures)
        if not ours or not theirs:
            return f"| {name} | {shape} | {start[0]:.2f} | - | - | refused by {'movebal' if not ours else 'balans'} |"
        b, m = median_pair(theirs), median_pair(ours)
        rb, rm = (round(b[0], 2), round(b[1], 2)), (round(m[0], 2), round(m[1], 2))
        verdict = "ahead" if rm > rb else "level" if rm == rb else "behind"
        return (f"| {name} | {shape} | {start[0]:.2f} | {b[0]:.2f} / {b[1]:.2f} | {m[0]:.2f} / {m[1]:.2f} "
                f"| {verdict} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--balans", default=os.environ.get("BALANS"))
    parser.add_argument("--build", default="build")
    parser.add_argument("--seconds", type=float, default=5)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--tune", action="append", default=[])
    parser.add_argument("--root", default=".")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    if not args.balans or not os.access(args.balans, os.X_OK):
        sys.exit("versus_balans: name a balans build with --balans PATH or BALANS=PATH")
    if args.jobs > 1 and args.threads != 1:
        sys.exit("versus_balans: --jobs takes one thread per program")
    if 2 * args.jobs > os.cpu_count() or args.threads > os.cpu_count():
        sys.exit(f"versus_balans: this machine has {os.cpu_count()} cores")
    movebal = os.path.join(args.build, "movebal")
    files = []
    for item in args.files:
        if item.startswith("@"):
            files.extend(line.strip() for line in open(item[1:], encoding="utf-8") if line.strip())
        else:
            files.append(item)
    files = [os.path.join(args.root, f) for f in files]
    print(f"balans and movebal, {args.threads} thread{'s' if args.threads > 1 else ''} each, "
          f"{args.seconds:g} s, median of {args.runs} runs; Qf / Qf1av by movebal check"
          + "".join(f"; --tune={t}" for t in args.tune))
    print()
    print("| file | shape | start Qf | balans | movebal | |")
    print("|---|---|---|---|---|---|")
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        slots = [k % args.jobs for k in range(len(files))]
        # Each worker keeps to its own cores: row k runs on slot k mod jobs,
        # and a slot's rows run one after the other.
        by_slot = {s: [f for f, t in zip(files, slots) if t == s] for s in range(args.jobs)}
        def rows_of(slot):
            rows = []
            for f in by_slot[slot]:
                rows.append(compare(movebal, args.balans, f, args, slot))
                print(rows[-1], file=sys.stderr, flush=True)  # progress; the table follows in order
            return rows

        futures = {s: pool.submit(rows_of, s) for s in by_slot}
        rows = {f: r for s, future in futures.items() for f, r in zip(by_slot[s], future.result())}
    for f in files:
        print(rows[f], flush=True)


if __name__ == "__main__":
    main()
