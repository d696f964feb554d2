"""pytest plugin: ``pytest --autograd-lint`` runs each test under the autograd-lint runtime checker.

A runtime finding fails the test (``--autograd-lint`` or ``--autograd-lint=fail``) or is reported as
a warning (``--autograd-lint=warn``); either way the findings appear in the test's report section
"autograd-lint". Mark a test ``@pytest.mark.no_autograd_lint`` to run it unchecked.

This module is loaded by every pytest run in an environment where autograd-lint is installed
(entry point ``pytest11``), so it imports nothing heavy: torch and the checker are imported only
when the option is given.
"""
from __future__ import annotations

import os
import warnings
from typing import Optional

import pytest

_MODES = ("fail", "warn")
_REPORT_KEY = pytest.StashKey[object]()
_SUMMARY_KEY = pytest.StashKey[list]()


def pytest_addoption(parser) -> None:
    group = parser.getgroup("autograd-lint", "autograd-lint runtime checker")
    # A flag plus two exact spellings: argparse matches a whole option string before splitting at
    # "=", so `--autograd-lint tests/` never takes the test path for a mode.
    group.addoption("--autograd-lint", action="store_const", const="fail", default=None,
                    dest="autograd_lint",
                    help="run each test under the autograd-lint runtime checker; a runtime "
                         "finding fails the test")
    group.addoption("--autograd-lint=fail", action="store_const", const="fail",
                    dest="autograd_lint", help="same as --autograd-lint")
    group.addoption("--autograd-lint=warn", action="store_const", const="warn",
                    dest="autograd_lint",
                    help="run each test under the checker; a runtime finding is a warning")
    group.addoption("--autograd-lint-graph-dir", default=None, metavar="DIR",
                    dest="autograd_lint_graph_dir",
                    help="write a Graphviz DOT file per runtime finding into DIR")


def pytest_configure(config) -> None:
    config.addinivalue_line(
        "markers", "no_autograd_lint: run this test without the autograd-lint runtime checker")
    if config.getoption("autograd_lint", None):
        config.stash[_SUMMARY_KEY] = []


def _mode(config) -> Optional[str]:
    mode = config.getoption("autograd_lint", None)
    if mode and mode not in _MODES:
        raise pytest.UsageError(f"--autograd-lint={mode}: expected 'fail' or 'warn'")
    return mode


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):
    mode = _mode(item.config)
    if not mode or item.get_closest_marker("no_autograd_lint") is not None:
        yield
        return
    try:
        from autograd_lint.runtime.checker import Checker

        checker = Checker(graph_dir=item.config.getoption("autograd_lint_graph_dir", None))
        checker.__enter__()
    except Exception as exc:  # torch missing or broken: the tests still run
        warnings.warn(f"autograd-lint: runtime checker unavailable: {type(exc).__name__}: {exc}",
                      RuntimeWarning)
        yield
        return
    outcome = None
    try:
        outcome = yield
    finally:
        excinfo = getattr(outcome, "excinfo", None) if outcome is not None else None
        exc = excinfo[1] if excinfo else None
        checker.__exit__(type(exc) if exc is not None else None, exc,
                         exc.__traceback__ if exc is not None else None)
        item.stash[_REPORT_KEY] = checker.report


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    if call.when != "call":
        return
    report = item.stash.get(_REPORT_KEY, None)
    if report is None or not getattr(report, "events", None):
        return
    rep = outcome.get_result()
    text = _format(report)
    rep.sections.append(("autograd-lint", text))
    summary = item.config.stash.get(_SUMMARY_KEY, None)
    if summary is not None:
        summary.append((item.nodeid, len(report.events)))
    if _mode(item.config) == "warn":
        from autograd_lint.runtime.report import AutogradLintWarning

        for event in report.events:
            f = event.finding
            warnings.warn_explicit(AutogradLintWarning(f"{f.code} {f.message}"),
                                   category=AutogradLintWarning, filename=f.path, lineno=f.line)
        return
    if hasattr(rep, "wasxfail"):
        return
    if rep.passed:
        rep.outcome = "failed"
        rep.longrepr = f"autograd-lint runtime findings:\n{text}"
    elif rep.failed and isinstance(rep.longrepr, str):
        rep.longrepr += f"\n\nautograd-lint runtime findings:\n{text}"


def _format(report) -> str:
    from autograd_lint.runtime.report import format_event

    lines = []
    for event in report.events:
        lines.extend(format_event(event, os.getcwd()))
    return "\n".join(lines)


def pytest_terminal_summary(terminalreporter, exitstatus, config) -> None:
    summary = config.stash.get(_SUMMARY_KEY, None)
    if not summary:
        return
    terminalreporter.section("autograd-lint")
    for nodeid, count in summary:
        terminalreporter.line(f"{nodeid}: {count} runtime finding{'s' if count != 1 else ''}")
