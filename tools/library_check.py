#!/usr/bin/env python3
"""Checks that movebal reads a movement library as balans 8.1.1 does.

    tools/library_check.py [--binary build/movebal] [--library ../shared/library]

The library folder holds the movement files and balans-8.1.1-check.tsv, one
line per file: whether balans 8.1.1 reads it (`balans -c`) and the Qf, Qf1av
and Qf1max it prints. For every file that balans reads, `movebal check
--json` must read it too and print the same three figures to 0.01; where
balans prints Qf1av 0.00 and Qf1max 0.00 because nothing is compared with a
pair absent (h = 1), movebal must say none (JSON null). Every other file
(balans refuses the individual movements outright) must be read, or refused
with exit status 2 and a message naming file:line:column. Prints one line per
file that fails and a tally; exits 1 on any failure, 0 otherwise.
"""
import argparse
import json
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

REFUSAL = re.compile(r"^movebal check: .+:\d+:\d+: \S")


def close(printed, got):
    """balans' two-decimal figure against movebal's unrounded one."""
    return got is not None and abs(float(printed) - got) <= 0.0051


def judge(binary, library, row):
    path, reads, qf, qf1av, qf1max = row[:5]
    run = subprocess.run([binary, "check", "--json", os.path.join(library, path)],
                         capture_output=True, text=True)
    if run.returncode != 0:
        first = run.stderr.splitlines()[0] if run.stderr else "(no message)"
        if reads == "yes":
            return "fail", f"balans reads it, movebal refuses: {first}"
        if run.returncode == 2 and REFUSAL.match(first):
            return "refused", first
        return "fail", f"refused without file:line:column (exit {run.returncode}): {first}"
    report = json.loads(run.stdout)
    if reads != "yes":
        return "read", ""
    if not close(qf, report["Qf"]):
        return "fail", f"Qf {report['Qf']:.4f}, balans {qf}"
    vacancy = (report["Qf1av"], report["Qf1max"])
    if vacancy == (None, None) and (qf1av, qf1max) == ("0.00", "0.00") and report["h"] == 1:
        return "none", ""
    if not (close(qf1av, vacancy[0]) and close(qf1max, vacancy[1])):
        return "fail", f"Qf1av {vacancy[0]}, Qf1max {vacancy[1]}, balans {qf1av} {qf1max}"
    return "same", ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default="build/movebal")
    parser.add_argument("--library", default=os.path.join("..", "shared", "library"))
    args = parser.parse_args()
    table = os.path.join(args.library, "balans-8.1.1-check.tsv")
    with open(table, encoding="utf-8") as f:
        rows = [line.rstrip("\n").split("\t") for line in f if not line.startswith("#") and line.strip()]
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        verdicts = list(pool.map(lambda row: judge(args.binary, args.library, row), rows))
    tally = {}
    for row, (verdict, detail) in zip(rows, verdicts):
        tally[verdict] = tally.get(verdict, 0) + 1
        if verdict == "fail":
            print(f"{row[0]}: {detail}")
    balans_reads = sum(1 for row in rows if row[1] == "yes")
    print(f"library_check: {len(rows)} files; of the {balans_reads} balans reads, "
          f"{tally.get('same', 0)} give its Qf, Qf1av and Qf1max and {tally.get('none', 0)} say none "
          f"where it prints 0.00 (h = 1); of the {len(rows) - balans_reads} others, {tally.get('read', 0)} read "
          f"and {tally.get('refused', 0)} refused with file:line:column; {tally.get('fail', 0)} failed")
    return 1 if tally.get("fail", 0) else 0


if __name__ == "__main__":
    sys.exit(main())
