"""Every fixture under the runtime checker: bad ones of a runtime-observable rule produce their
runtime finding at the expected user line, good ones produce none, results are bit-identical with
and without it. Static-only rules' fixtures (AGL009-011, AGL015, AGL016) must stay quiet."""
from __future__ import annotations

import os

import pytest

torch = pytest.importorskip("torch", reason="the runtime checker needs torch")

from runtime_harness import (MONITORED, ROOT, all_fixture_files, markers,  # noqa: E402
                             pytest_fixtures, run_fixture)

pytestmark = pytest.mark.filterwarnings(
    "ignore:The .grad attribute of a Tensor that is not a leaf:UserWarning")
fixture_runs, one_torch_thread = pytest_fixtures()

ALL_FILES = all_fixture_files()
CORE_FILES = ALL_FILES  # (name kept for the tests below)
BAD = [f for f in ALL_FILES if os.path.basename(f).startswith("bad_")
       and any(code in MONITORED for code, _ in markers(f).expected)]
GOOD = [f for f in ALL_FILES if os.path.basename(f).startswith("good_")]
STATIC_BAD = [f for f in ALL_FILES if os.path.basename(f).startswith("bad_") and f not in BAD]

#: bad fixtures whose line the runtime cannot reach yet (the reason is the skip message)
KNOWN_GAPS: dict[str, str] = {}

#: bit-identity cannot hold for programs that read uninitialized memory
NOT_DETERMINISTIC = {f for f in ALL_FILES if "agl015" in f and markers(f).not_observable}


def _id(path: str) -> str:
    return os.path.relpath(path, os.path.join(ROOT, "fixtures"))


def _describe(run) -> str:
    return run.report.format_text() if run.report is not None else ""


def test_fixtures_exist():
    assert len(BAD) >= 5 and len(GOOD) >= 5


@pytest.mark.parametrize("path", BAD, ids=_id)
def test_bad_fixture_is_confirmed_at_its_line(path, fixture_runs):
    m = markers(path)
    expected = {(code, line) for code, line in m.expected if code in MONITORED}
    assert expected, "a bad fixture of a runtime-observable rule names its expected line"
    gap = KNOWN_GAPS.get(_id(path))
    if gap:
        pytest.skip(gap)
    run = fixture_runs.get(path, checked=True)
    assert not run.report.internal_errors, run.report.internal_errors
    if m.not_observable is not None:
        assert m.not_observable, "not-observable needs a reason"
        assert not (run.findings & expected), "marked not observable, but observed"
        return
    if m.raises and len(expected) > 1 and run.findings < expected:
        # the program stops at torch's first error: only the first of several lines can show
        assert run.findings == {min(expected, key=lambda item: item[1])}, _describe(run)
    else:
        assert run.findings == expected, _describe(run)
    for event in run.events:
        assert os.path.samefile(event.finding.path, path)  # the user's file, not torch's
        assert event.finding.source == "runtime"
        text = open(path, encoding="utf-8").read().splitlines()[event.finding.line - 1]
        assert text[event.finding.col:event.finding.col + 1].strip(), \
            "the column points at code on the finding's line"
        assert event.evidence, "every runtime finding carries evidence in words"


@pytest.mark.parametrize("path", GOOD, ids=_id)
def test_good_fixture_has_no_runtime_finding(path, fixture_runs):
    run = fixture_runs.get(path, checked=True)
    assert not run.report.internal_errors, run.report.internal_errors
    assert not run.events, _describe(run)
    assert run.exception is None or isinstance(run.exception, SystemExit)


@pytest.mark.parametrize("path", STATIC_BAD, ids=_id)
def test_static_only_rules_fixtures_stay_quiet(path, fixture_runs):
    """Bad fixtures of static-only rules: only lines that expect a runtime code may fire."""
    m = markers(path)
    allowed = {(code, line) for code, line in m.expected if code in MONITORED}
    run = fixture_runs.get(path, checked=True)
    assert not run.report.internal_errors, run.report.internal_errors
    assert run.findings <= allowed, _describe(run)


@pytest.mark.parametrize("path", [f for f in ALL_FILES if f not in NOT_DETERMINISTIC], ids=_id)
def test_results_bit_identical_with_and_without_checker(path, fixture_runs):
    plain = fixture_runs.get(path, checked=False)
    checked = fixture_runs.get(path, checked=True)
    assert plain.tensors > 0 or plain.exception is not None, \
        "the harness captured the run's parameters"
    assert checked.tensors == plain.tensors
    assert checked.digest == plain.digest, "final parameters differ with the checker"
    assert _timeless(checked.stdout) == _timeless(plain.stdout)
    assert checked.exception_text() == plain.exception_text()


def _timeless(text: str) -> str:
    """Output with elapsed times masked (a fixture that times its evaluation prints them)."""
    import re

    return re.sub(r"\b\d+\.\d+s\b", "<time>s", text)


@pytest.mark.parametrize("path", [f for f in CORE_FILES if markers(f).raises], ids=_id)
def test_torch_errors_still_raise(path, fixture_runs):
    """Never swallow: a fixture that raises without the checker raises the same with it."""
    kind, message = markers(path).raises
    run = fixture_runs.get(path, checked=True)
    assert run.exception is not None, "the checker swallowed the program's exception"
    assert type(run.exception).__name__ == kind
    assert str(run.exception).startswith(message.rstrip(".")[:40])


@pytest.mark.parametrize("path", [f for f in BAD if "agl005" in f and markers(f).raises],
                         ids=_id)
def test_repeated_backward_error_names_both_lines(path, fixture_runs):
    run = fixture_runs.get(path, checked=True)
    notes = getattr(run.exception, "__notes__", [])
    assert any("autograd-lint AGL005" in note for note in notes), notes
    (event,) = run.events
    note = next(n for n in notes if "AGL005" in n)
    name = os.path.basename(path)
    assert f"{name}:{event.finding.line}" in note
    first = event.finding.related[0].line
    assert f"{name}:{first}" in note


@pytest.mark.parametrize("path", [f for f in GOOD if any(c in f for c in ("agl00", "agl014", "agl018"))]
                         + [f for f in BAD if "agl004" in f], ids=_id)
def test_light_mode(path):
    """Light mode (no graph walk) stays quiet on every good fixture and still finds the
    optimizer-based AGL004 bad fixtures at their line."""
    run = run_fixture(path, checked=True, light=True)
    assert not run.report.internal_errors, run.report.internal_errors
    expected = {(code, line) for code, line in markers(path).expected if code == "AGL004"}
    if os.path.basename(path).startswith("good_"):
        assert not run.events, _describe(run)
    elif "manual" not in path and markers(path).not_observable is None:
        # (manual updates without an optimizer need the walk; a not-observable one never runs)
        assert run.findings == expected, _describe(run)
