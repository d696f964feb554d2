"""Issue 15: never hang. Shapes that cost libcst cubic time are refused in milliseconds with a
reason; a per-file time budget stops the analysis of a file and keeps what was found; big files and
notebooks cost time linear in their size; a FIFO named by --config does not block; --jobs workers
die with their parent."""
import json
import os
import signal
import subprocess
import sys
import time

import pytest

from autograd_lint.engine import lint_text, select_rules
from autograd_lint.source import ParseError

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HEAD = "import torch\nw = torch.randn(3, requires_grad=True)\n"

LEFT_CHAINS = {
    "sum_10000": "y = " + " + ".join(["x"] * 10_000),
    "sum_2000": "y = " + " + ".join(["x"] * 2_000),
    "subscripts_2000": "y = x" + "[0]" * 2_000,
    "calls_2000": "y = f" + "()" * 2_000,
    "methods_over_lines": "y = (x\n" + "\n".join([".a(b(c[0]), 1)"] * 1_000) + ")",
    "many_medium_chains": "\n".join(["y = x" + "[0]" * 500] * 20),
}


@pytest.mark.parametrize("shape", LEFT_CHAINS)
def test_long_left_nested_chains_are_refused_at_once(shape):
    started = time.perf_counter()
    with pytest.raises(ParseError, match="too long for the parser|nesting too deep"):
        lint_text(HEAD + LEFT_CHAINS[shape] + "\n", "chain.py", select_rules())
    assert time.perf_counter() - started < 2


def test_chains_real_code_writes_are_still_linted():
    text = HEAD + "y = x" + ".a()" * 100 + "\n" + "z = " + " + ".join(["w"] * 300) + "\nw.add_(1)\n"
    findings, errors = lint_text(text, "ok.py", select_rules())
    assert [f.code for f in findings] == ["AGL002"] and errors == []


def test_a_refused_file_is_one_error_and_the_run_goes_on(tmp_path, run_cli):
    (tmp_path / "chain.py").write_text(HEAD + LEFT_CHAINS["subscripts_2000"] + "\n")
    (tmp_path / "ok.py").write_text(HEAD + "w.add_(1)\n")
    code, out, err = run_cli("--no-cache", str(tmp_path))
    assert f"{tmp_path / 'ok.py'}:3:1: AGL002" in out
    assert f"{tmp_path / 'chain.py'}: cannot parse: expression too long for the parser" in err


# -- the per-file time budget ----------------------------------------------------------------------
def spin(seconds):
    until = time.monotonic() + seconds
    while time.monotonic() < until:  # pure Python: what a slow analysis looks like
        pass


@pytest.fixture
def slow_rule(monkeypatch):
    """AGL004 takes 20 s on files that mention 'slow' (the suite must not wait that long)."""
    from autograd_lint.rules import RULES_BY_CODE

    rule = RULES_BY_CODE["AGL004"]
    real = rule.check

    def check(self, ctx):
        if "slow" in ctx.path:
            spin(20)
        return real(self, ctx)

    monkeypatch.setattr(rule, "check", check)


def test_a_slow_file_is_stopped_and_keeps_what_was_found(tmp_path, run_cli, slow_rule):
    (tmp_path / "slow.py").write_text(HEAD + "w.add_(1)\n")
    (tmp_path / "fast.py").write_text(HEAD + "w.add_(1)\n")
    started = time.monotonic()
    code, out, err = run_cli("--no-cache", "--jobs", "1", "--time-budget", "0.5", str(tmp_path))
    assert time.monotonic() - started < 10
    assert f"{tmp_path / 'slow.py'}:3:1: AGL002" in out      # found before the stop: kept
    assert f"{tmp_path / 'fast.py'}:3:1: AGL002" in out      # the run went on
    assert f"{tmp_path / 'slow.py'}: analysis stopped after 0.5 s (AGL004" in err
    assert code == 1


def test_the_budget_is_a_setting_and_stopped_results_are_not_cached(tmp_path, run_cli, slow_rule,
                                                                    monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pyproject.toml").write_text("[tool.autograd-lint]\ntime-budget = 0.5\n")
    (tmp_path / "slow.py").write_text(HEAD + "w.add_(1)\n")
    for _ in range(2):
        code, out, err = run_cli("slow.py")
        assert "slow.py: analysis stopped after 0.5 s" in err
    (tmp_path / "pyproject.toml").write_text("[tool.autograd-lint]\ntime-budget = 'x'\n")
    assert run_cli("slow.py")[0] == 2


def test_the_flake8_plugin_stops_too(tmp_path, slow_rule, monkeypatch):
    from autograd_lint import budget
    from autograd_lint.flake8_plugin import AutogradLintPlugin

    monkeypatch.setattr(budget, "DEFAULT_SECONDS", 0.5)

    lines = (HEAD + "w.add_(1)\n").splitlines(keepends=True)
    AutogradLintPlugin._selected, AutogradLintPlugin._extended = None, ()
    started = time.monotonic()
    reported = [message for _, _, message, _ in
                AutogradLintPlugin(None, lines, str(tmp_path / "slow.py")).run()]
    assert time.monotonic() - started < 10
    assert any(m.startswith("AGL002") for m in reported)
    assert any(m.startswith("AGL000 analysis stopped after") for m in reported)
