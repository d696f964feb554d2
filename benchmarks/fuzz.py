"""A longer fuzz campaign than CI's: the properties of tests/reliability/test_reliability_fuzz.py on
fresh random examples.

    python benchmarks/fuzz.py --examples 2000              # per target, a random seed
    python benchmarks/fuzz.py --examples 500 --seed 1234   # the same examples again
    python benchmarks/fuzz.py --targets mutated grammar    # some targets only

Targets: ``mutated`` (the fixtures with lines deleted, duplicated, swapped, re-indented, torch
lines inserted, line endings changed: linted, and fixed when they parse), ``grammar`` and
``nodes`` (valid Python from hypothesmith, made to mention torch: linted and fixed), ``bytes``
(arbitrary bytes after ``import torch``), ``notebooks`` (JSON of any shape, notebook-like).

The properties (tests/reliability/reliability_support.py): linting never raises anything but
``SourceError`` and never reports an internal error; ``--fix`` output parses, keeps every comment,
string and name it does not fix, is not refused, and a second ``--fix`` changes nothing.

A failure does not stop the campaign: it is counted, and the first few are printed with their input.
Prints one row per target (examples, of which checked/fixed, failures, seconds), the seed, and a
total. Exits 1 when anything failed.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for entry in (ROOT, os.path.join(ROOT, "tests", "reliability")):
    if entry not in sys.path:
        sys.path.insert(0, entry)

TARGETS = ("mutated", "grammar", "nodes", "bytes", "notebooks")
SHOWN = 3  # failures printed in full per target


def campaign(target: str, examples: int, seed: int, workdir: str) -> dict:
    import hypothesmith
    from hypothesis import HealthCheck, given, settings
    from hypothesis import seed as hypothesis_seed
    from hypothesis import strategies as st

    import reliability_support as support

    strategies = support.strategies()
    strategy = {
        "mutated": strategies["mutated_fixture"],
        "grammar": hypothesmith.from_grammar().map(support.with_torch),
        "nodes": hypothesmith.from_node().map(support.with_torch),
        "bytes": st.binary(max_size=2000).map(lambda data: b"import torch\n" + data),
        "notebooks": strategies["notebook"],
    }[target]
    stats = {"target": target, "examples": 0, "checked": 0, "fixed": 0, "failures": []}

    def check(value) -> None:
        stats["examples"] += 1
        try:
            if target == "bytes":
                support.check_bytes(value)
            elif target == "notebooks":
                if support.check_notebook(value, workdir):
                    stats["checked"] += 1
                    stats["fixed"] += 1
            else:
                if support.check_lint(value) is not None:
                    stats["checked"] += 1
                if support.check_fix(value) is not None:
                    stats["fixed"] += 1
        except Exception as exc:  # noqa: BLE001 - counted and shown, the campaign goes on
            stats["failures"].append((value, f"{type(exc).__name__}: {exc}"))

    run = settings(max_examples=examples, deadline=None, database=None, derandomize=False,
                   suppress_health_check=list(HealthCheck))(given(strategy)(check))
    started = time.perf_counter()
    hypothesis_seed(seed)(run)()
    stats["seconds"] = time.perf_counter() - started
    return stats


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", "-n", type=int, default=500, help="examples per target")
    parser.add_argument("--seed", type=int, default=None, help="default: a random seed")
    parser.add_argument("--targets", nargs="+", choices=TARGETS, default=list(TARGETS))
    args = parser.parse_args(argv)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    print(f"seed: {seed}  examples per target: {args.examples}")
    print(f"{'target':<10}{'examples':>10}{'parsed':>9}{'fix-run':>9}{'failures':>10}"
          f"{'seconds':>9}")
    rows = []
    with tempfile.TemporaryDirectory(prefix="autograd-lint-fuzz-") as workdir:
        for target in args.targets:
            row = campaign(target, args.examples, seed, workdir)
            rows.append(row)
            checked = str(row["checked"]) if target != "bytes" else "-"
            fixed = str(row["fixed"]) if target != "bytes" else "-"
            print(f"{target:<10}{row['examples']:>10}{checked:>9}{fixed:>9}"
                  f"{len(row['failures']):>10}{row['seconds']:>9.1f}", flush=True)
    total_failures = sum(len(row["failures"]) for row in rows)
    print(f"{'total':<10}{sum(row['examples'] for row in rows):>10}{'':>9}{'':>9}"
          f"{total_failures:>10}{sum(row['seconds'] for row in rows):>9.1f}")
    for row in rows:
        for value, problem in row["failures"][:SHOWN]:
            print(f"\n--- {row['target']}: {problem}\n{value!r}")
    return 1 if total_failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
