"""A safe fix turns a bad fixture into a program that trains as a good one does: run each fixed
fixture under torch and the runtime checker; it must run to the end without the pitfalls the fixes
removed. The gradient-accumulation fixture, fixed, must train bit for bit as its good twin."""
from __future__ import annotations

import os

import pytest

torch = pytest.importorskip("torch", reason="running the fixed fixtures needs torch")

from runtime_harness import ROOT, all_fixture_files, run_fixture  # noqa: E402

from autograd_lint.config import Config  # noqa: E402
from autograd_lint.analysis import select_rules  # noqa: E402
from autograd_lint.fixer import fix_text  # noqa: E402

pytestmark = pytest.mark.filterwarnings(
    "ignore:The .grad attribute of a Tensor that is not a leaf:UserWarning")


def _safely_fixed():
    rules = select_rules(Config())
    fixed = []
    for path in all_fixture_files():
        if not os.path.basename(path).startswith("bad_"):
            continue
        with open(path, encoding="utf-8") as handle:
            result = fix_text(handle.read(), path, rules, Config())
        if result.changed:
            fixed.append((path, result.text, sorted({f.code for f in result.fixed})))
    return fixed


FIXED = _safely_fixed()


def _write(tmp_path, path, text):
    target = tmp_path / os.path.basename(os.path.dirname(path)) / os.path.basename(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    return str(target)


def test_some_fixtures_have_safe_fixes():
    assert len(FIXED) >= 10


@pytest.mark.parametrize("path,text,codes", FIXED,
                         ids=[os.path.relpath(p, ROOT) for p, _, _ in FIXED])
def test_fixed_fixture_runs_without_the_fixed_pitfalls(path, text, codes, tmp_path):
    run = run_fixture(_write(tmp_path, path, text), checked=True)
    assert run.exception is None or isinstance(run.exception, SystemExit) and \
        not run.exception.code, run.exception_text()
    seen = sorted((e.finding.code, e.finding.line) for e in run.events if e.finding.code in codes)
    assert seen == [], f"{codes} still happen after the fix: {seen}"


def test_fixed_gradient_accumulation_trains_as_the_good_fixture(tmp_path):
    bad = os.path.join(ROOT, "fixtures", "agl004", "bad_grad_accumulation_never_zeroed.py")
    good = os.path.join(ROOT, "fixtures", "agl004", "good_grad_accumulation.py")
    (text,) = [text for path, text, _ in FIXED if path == bad]
    fixed_run = run_fixture(_write(tmp_path, bad, text), checked=False)
    good_run = run_fixture(good, checked=False)
    assert fixed_run.exception is None and good_run.exception is None
    assert fixed_run.stdout == good_run.stdout
    assert fixed_run.digest == good_run.digest
    unfixed_run = run_fixture(bad, checked=False)
    assert unfixed_run.digest != good_run.digest   # the test can tell the difference
