"""Crash-free on real code: lint every Python file of the installed torch package (and any other
directories given) with every rule, and count what went wrong.

    python benchmarks/crash_free.py                 # the installed torch package
    python benchmarks/crash_free.py DIR [DIR ...]   # torch, then these directories too
    python benchmarks/crash_free.py --no-torch DIR  # only these
    python benchmarks/crash_free.py --jobs 1        # worker processes (default: the cores)

Prints, per corpus and in total: files, lines, seconds (wall), internal errors (faults of
autograd-lint: must be 0) and the files that could not be checked, counted by reason (syntax
errors, undecodable bytes... in the corpus itself). Every internal error is printed in full.
Exits 1 when there is an internal error, so that it can gate a job.

The lint runs in this process with worker processes, as the CLI does, but with no cache, and with
every rule selected (the ones off by default too). A crash of the linter (an exception out of
``lint_paths``, or a worker killed by a signal) is reported as such, with exit status 2.
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import re
import sys
import time
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from autograd_lint.config import Config  # noqa: E402
from autograd_lint.discovery import discover  # noqa: E402
from autograd_lint.engine import lint_paths  # noqa: E402


def torch_dir() -> str | None:
    spec = importlib.util.find_spec("torch")  # finds the package without importing it
    return os.path.dirname(spec.origin) if spec and spec.origin else None


def count_lines(paths: list[str]) -> int:
    total = 0
    for path in paths:
        try:
            with open(path, "rb") as handle:
                total += handle.read().count(b"\n")
        except OSError:
            pass
    return total


def reason(problem: str) -> str:
    """A problem message without its file-specific details: 'cannot parse: line 3:7: x' ->
    'cannot parse'."""
    for prefix in ("cannot parse: nesting too deep", "cannot parse", "cannot decode",
                   "not a notebook", "internal error in", "cannot analyse", "cannot read"):
        if problem.startswith(prefix):
            if prefix == "internal error in":
                return "internal error in " + problem.split()[3].rstrip(":")
            return prefix
    return re.sub(r"\d+", "N", problem)[:60]


def run(directory: str, jobs: int | None) -> dict:
    config = Config(root=directory, select=("AGL",))
    files = [path for path, _ in discover([directory], config)]
    lines = count_lines(files)
    started = time.perf_counter()
    result = lint_paths([directory], config=config, jobs=jobs)
    seconds = time.perf_counter() - started
    internal = [error for error in result.errors if error.internal]
    others = Counter(reason(error.problem) for error in result.errors if not error.internal)
    return {"dir": directory, "files": result.files, "parsed": result.files - result.skipped,
            "lines": lines, "seconds": seconds, "findings": len(result.findings),
            "internal": internal, "could_not_check": others}


def report(row: dict) -> None:
    counts = sorted(row["could_not_check"].items())
    reasons = ", ".join(f"{name}: {count}" for name, count in counts)
    print(f"## {row['dir']}")
    print(f"files: {row['files']} ({row['parsed']} parsed, the others never mention torch)  "
          f"lines: {row['lines']}  seconds: {row['seconds']:.1f}  findings: {row['findings']}")
    print(f"internal errors: {len(row['internal'])}")
    print(f"could not check: {sum(row['could_not_check'].values())}"
          + (f" ({reasons})" if reasons else ""))
    for error in row["internal"]:
        print(f"  INTERNAL {error}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dirs", nargs="*", help="more directories to lint (after torch)")
    parser.add_argument("--no-torch", action="store_true", help="do not lint the torch package")
    parser.add_argument("--jobs", "-j", type=int, default=None, help="worker processes")
    args = parser.parse_args(argv)
    corpora = ([] if args.no_torch else [torch_dir()]) + args.dirs
    if None in corpora:
        print("torch is not installed: give directories (and --no-torch)", file=sys.stderr)
        return 2
    rows = []
    for directory in corpora:
        try:
            row = run(os.path.abspath(directory), args.jobs)
        except BaseException as exc:  # noqa: BLE001 - the very thing this script looks for
            print(f"## {directory}\nCRASH of the linter: {type(exc).__name__}: {exc}")
            return 2
        report(row)
        rows.append(row)
    if len(rows) > 1:
        total = Counter()
        for row in rows:
            total.update(row["could_not_check"])
        print(f"## total\nfiles: {sum(r['files'] for r in rows)}  lines: "
              f"{sum(r['lines'] for r in rows)}  seconds: {sum(r['seconds'] for r in rows):.1f}  "
              f"internal errors: {sum(len(r['internal']) for r in rows)}  could not check: "
              f"{sum(total.values())}")
    return 1 if any(row["internal"] for row in rows) else 0


if __name__ == "__main__":
    raise SystemExit(main())
