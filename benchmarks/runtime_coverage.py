"""Runtime coverage of the project's fixtures: per rule, how many runnable bad fixtures the
runtime checker reports at the marked line, and how many good fixtures it flags (must be 0).

Two shapes, as users meet them:

* single scripts, ``fixtures/aglNNN/bad_*.py`` / ``good_*.py``, run as ``python script.py``
  (in-process, through the test harness: tests/runtime/runtime_harness.py);
* multi-file projects, ``fixtures/projects/<name>/``, their entry module run as ``python -m
  train`` (or ``main``) from the project folder, through ``autograd-lint run -m``.

A bad fixture counts as seen when a runtime finding of its code lies on a line marked
``# expect: AGLnnn`` (for a program that raises by design, its first marked line); one marked
``# runtime: not-observable`` (the pitfall never happens at run time, or only on an
accelerator) is counted apart. About 3 minutes on 2 loaded cores.

    python benchmarks/runtime_coverage.py [--only scripts|projects]
"""
from __future__ import annotations

import argparse
import contextlib
import glob
import io
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "runtime"))
sys.path.insert(0, ROOT)

from runtime_harness import MONITORED, markers, run_fixture  # noqa: E402

_EXPECT = re.compile(r"#\s*expect:\s*([A-Z0-9 ,]+)")


def _rule_of(path: str) -> str:
    if "projects" not in path:
        return os.path.basename(os.path.dirname(path)).upper()
    m = re.search(r"(agl\d+)", os.path.basename(path.rstrip(os.sep)))
    return m.group(1).upper() if m else "(none)"


def scripts(table: dict) -> None:
    for path in sorted(glob.glob(os.path.join(ROOT, "fixtures", "agl*", "*.py"))):
        name = os.path.basename(path)
        if not name.startswith(("bad_", "good_")):
            continue
        rule = _rule_of(path)
        row = table.setdefault(rule, _row())
        run = run_fixture(path, checked=True)
        if name.startswith("good_"):
            row["good"] += 1
            row["good_flagged"] += bool(run.events)
            continue
        m = markers(path)
        expected = {(c, line) for c, line in m.expected if c in MONITORED}
        if not expected:
            continue  # a static-only rule's fixture
        row["bad"] += 1
        if m.not_observable is not None:
            row["bad_not_observable"] += 1
            continue
        if m.raises and len(expected) > 1:  # the program stops at the first error
            expected = {min(expected, key=lambda item: item[1])}
        if expected & run.findings:
            row["bad_seen"] += 1
        else:
            row["missed"].append(name)


def _project_expected(folder: str) -> set:
    out = set()
    for path in glob.glob(os.path.join(folder, "**", "*.py"), recursive=True):
        with open(path, encoding="utf-8") as fh:
            for number, text in enumerate(fh.read().splitlines(), 1):
                m = _EXPECT.search(text)
                if m:
                    for code in m.group(1).replace(" ", "").split(","):
                        if code in MONITORED:
                            out.add((code, os.path.realpath(path), number))
    return out


def projects(table: dict) -> None:
    from autograd_lint.runtime.runner import main

    for folder in sorted(glob.glob(os.path.join(ROOT, "fixtures", "projects", "*", ""))):
        name = os.path.basename(folder.rstrip(os.sep))
        if not name.startswith(("bad_", "good_")):
            continue
        entry = next((e for e in ("train", "main") if os.path.exists(folder + e + ".py")), None)
        if entry is None:
            continue
        rule = _rule_of(folder)
        row = table.setdefault(rule, _row())
        expected = _project_expected(folder)
        entry_markers = markers(folder + entry + ".py")
        if name.startswith("bad_") and not expected:
            continue
        before = set(sys.modules)
        cwd = os.getcwd()
        out = io.StringIO()
        try:
            os.chdir(folder)
            with contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(out):
                main(["--format", "json", "--no-static", "-m", entry])
        finally:
            os.chdir(cwd)
            for module in set(sys.modules) - before:  # (projects reuse module names)
                sys.modules.pop(module, None)
        data = json.loads(out.getvalue())
        seen = {(f["code"], os.path.realpath(os.path.join(folder, f["path"])), f["line"])
                for f in data["runtime_findings"]}
        if name.startswith("good_"):
            row["pgood"] += 1
            row["pgood_flagged"] += bool(seen)
            continue
        row["pbad"] += 1
        if entry_markers.not_observable is not None:
            row["pbad_not_observable"] += 1
            continue
        if expected & seen:
            row["pbad_seen"] += 1
        else:
            row["missed"].append("projects/" + name)


def _row() -> dict:
    return {"bad": 0, "bad_seen": 0, "bad_not_observable": 0, "good": 0, "good_flagged": 0,
            "pbad": 0, "pbad_seen": 0, "pbad_not_observable": 0, "pgood": 0,
            "pgood_flagged": 0, "missed": []}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=("scripts", "projects"))
    args = parser.parse_args(argv)
    import torch

    torch.set_num_threads(1)
    table: dict = {}
    if args.only in (None, "scripts"):
        scripts(table)
    if args.only in (None, "projects"):
        projects(table)
    print("rule    | bad scripts: seen at the line / runnable (not observable) | good flagged "
          "| bad projects (-m): seen / runnable (not observable) | good projects flagged")
    totals = _row()
    for rule in sorted(table):
        r = table[rule]
        for key in totals:
            if key != "missed":
                totals[key] += r[key]
        print(f"{rule:<7} | {r['bad_seen']:>3} / {r['bad'] - r['bad_not_observable']:<3} "
              f"({r['bad_not_observable']}) | {r['good_flagged']} of {r['good']} | "
              f"{r['pbad_seen']:>3} / {r['pbad'] - r['pbad_not_observable']:<3} "
              f"({r['pbad_not_observable']}) | {r['pgood_flagged']} of {r['pgood']}")
    t = totals
    print(f"{'total':<7} | {t['bad_seen']:>3} / {t['bad'] - t['bad_not_observable']:<3} "
          f"({t['bad_not_observable']}) | {t['good_flagged']} of {t['good']} | "
          f"{t['pbad_seen']:>3} / {t['pbad'] - t['pbad_not_observable']:<3} "
          f"({t['pbad_not_observable']}) | {t['pgood_flagged']} of {t['pgood']}")
    missed = [m for r in table.values() for m in r["missed"]]
    if missed:
        print("missed:", ", ".join(missed))
    flagged = t["good_flagged"] + t["pgood_flagged"]
    return 1 if flagged or missed else 0


if __name__ == "__main__":
    sys.exit(main())
