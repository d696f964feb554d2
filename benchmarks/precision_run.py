"""Lint real code and print what the precision review in precision.md needs.

    python benchmarks/precision_run.py [DIR ...]     # default: the installed torch package

Prints, per directory: files, lines, findings per rule, then every finding (path:line code
message) so that each can be reviewed and given a verdict in benchmarks/precision.md.
"""
from __future__ import annotations

import argparse
import os
import sys
from collections import Counter

from autograd_lint import lint_paths
from autograd_lint.config import Config
from autograd_lint.discovery import discover


def torch_dir() -> str:
    import importlib.util

    spec = importlib.util.find_spec("torch")
    if spec is None or not spec.origin:
        sys.exit("torch is not installed: pass directories to review")
    return os.path.dirname(spec.origin)


def count_lines(paths: list[str]) -> int:
    """Source lines; for notebooks, the lines of code cells."""
    import json

    total = 0
    for path in paths:
        try:
            with open(path, "rb") as handle:
                data = handle.read()
        except OSError:
            continue
        if path.endswith(".ipynb"):
            try:
                cells = json.loads(data).get("cells", [])
            except ValueError:
                continue
            total += sum(len("".join(c.get("source", "")).splitlines()) for c in cells
                         if c.get("cell_type") == "code")
        else:
            total += data.count(b"\n")
    return total


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dirs", nargs="*")
    parser.add_argument("--all-rules", action="store_true", help="include rules off by default")
    args = parser.parse_args()
    config = Config(select=("AGL",) if args.all_rules else None)
    for directory in args.dirs or [torch_dir()]:
        files = [path for path, _ in discover([directory], config)]
        result = lint_paths([directory], config=config)
        by_rule = Counter(f.code for f in result.findings)
        print(f"## {directory}")
        print(f"files: {len(files)}  lines: {count_lines(files)}  findings: {len(result.findings)}"
              f"  could not check: {len(result.errors)}")
        print("per rule: " + (", ".join(f"{code} {n}" for code, n in sorted(by_rule.items()))
                              or "none"))
        for finding in result.findings:
            print(f"  {os.path.relpath(finding.path, directory)}:{finding.line}: {finding.code} "
                  f"{finding.message}")
        for error in result.errors:
            print(f"  ERROR {error}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
