"""Issue 27: a long script (a notebook exported to a script, a generated one) is analysed to its end,
or where the analysis stops is reported (``analysis stopped at line N: ...``) in every output format,
with the findings before it, and the run does not pass as if the file were clean."""
import json
import re

import pytest

import autograd_lint.budget as budget
import autograd_lint.semantics.interpreter as interpreter
from autograd_lint.budget import is_stopped
from autograd_lint.analysis import lint_text, select_rules

HEAD = ("import torch\nw = torch.randn(3, requires_grad=True)\n"
        "opt = torch.optim.SGD([w], lr=0.1)\n")
ROUND = "opt.zero_grad()\nloss = (w * 2).sum()\nloss.backward()\nopt.step()\n\n"
PITFALL = "w.add_(1)\n"


def script(rounds: int, early_pitfall: bool = False) -> str:
    return HEAD + (PITFALL if early_pitfall else "") + ROUND * rounds + PITFALL


def test_a_script_with_5100_autograd_events_is_analysed_to_its_end():
    """(the analysis used to stop silently after 4,000 events: a pitfall after line 8,000 was
    not reported; a 50,000-line one, 30,000 events, is measured in benchmarks/README.md)"""
    text = script(1_700)
    findings, errors = lint_text(text, "long.py", select_rules())
    assert errors == [] and [(f.code, f.line) for f in findings] == [("AGL002", 8_504)]


@pytest.mark.parametrize("fmt", ["text", "json", "sarif", "github"])
def test_an_event_cap_stop_is_reported_in_every_format(tmp_path, run_cli, monkeypatch, fmt):
    monkeypatch.setattr(interpreter, "MAX_EVENTS_PER_ENTRY", 300)
    path = tmp_path / "long.py"
    path.write_text(script(400, early_pitfall=True))
    code, out, err = run_cli("--no-cache", "--output-format", fmt, str(path))
    assert code == 1
    shown = out + err
    assert "analysis stopped at line " in shown and "AGL002" in shown  # the early finding kept
    if fmt == "json":
        [error] = json.loads(out)["errors"]
        line = int(error["problem"].split("analysis stopped at line ")[1].split(":")[0])
        assert 400 < line < 700  # (about 100 rounds of 5 lines, 3 events each, in)
        assert [f["line"] for f in json.loads(out)["findings"]] == [4]
    if fmt == "github":  # annotated on the line where it stopped
        [stop] = [line for line in out.splitlines() if "analysis stopped at line" in line]
        assert re.match(r"::error file=[^,]+,line=\d+,title=", stop), stop


def test_a_time_share_stop_is_reported_with_its_line_and_the_findings_before_it(monkeypatch):
    checks = iter(range(10**9))
    monkeypatch.setattr(interpreter, "model_time_up", lambda: next(checks) >= 5)
    findings, errors = lint_text(script(300, early_pitfall=True), "long.py", select_rules())
    assert [(f.code, f.line) for f in findings] == [("AGL002", 4)]
    [error] = errors
    assert error.problem.startswith("analysis stopped at line ")
    assert "share of the 10 s budget" in error.problem and is_stopped(error.problem)


def test_the_model_deadline_reads_this_threads_cpu_clock(monkeypatch):
    assert not budget.model_time_up()
    with budget.model_deadline(0.0):
        sum(range(100_000))  # some CPU time
        assert budget.model_time_up()
    with budget.model_deadline(None):
        assert not budget.model_time_up()
    assert not budget.model_time_up()


def test_a_notebooks_stop_names_its_cell(tmp_path, run_cli, monkeypatch):
    monkeypatch.setattr(interpreter, "MAX_EVENTS_PER_ENTRY", 30)
    cells = [HEAD] + [ROUND] * 30 + [PITFALL]
    notebook = {"cells": [{"cell_type": "code", "execution_count": None, "metadata": {},
                           "outputs": [], "source": source} for source in cells],
                "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    path = tmp_path / "long.ipynb"
    path.write_text(json.dumps(notebook))
    code, out, err = run_cli("--no-cache", "--output-format", "json", str(path))
    [error] = json.loads(out)["errors"]
    assert code == 1 and error["problem"].startswith("analysis stopped at cell_"), error
    cell = int(error["problem"].split("cell_")[1].split(":")[0])
    assert 5 < cell < 20  # (about 10 rounds of 3 events in)


def test_a_stop_on_the_statement_cap_is_reported_too(monkeypatch):
    """Loops within loops run more statements than one entry may (the cap lowered here: the
    innermost body of nested loops runs at most MAX_BODY_RUNS times, so no real nest reaches
    the cap quickly): the stop is an error naming the line, as the event and time stops are,
    never a silent skip."""
    from autograd_lint.config import Config
    from autograd_lint.analysis import lint_text, select_rules

    monkeypatch.setattr(interpreter, "MAX_STEPS_PER_ENTRY", 60)
    text = ("import torch\nw = torch.randn(3, requires_grad=True)\nx = 0\n"
            + "".join("    " * i + f"for i{i} in range(2):\n" for i in range(18))
            + "".join("    " * 18 + f"x = x + {k}\n" for k in range(4)))
    findings, errors = lint_text(text, "nested.py", select_rules(), Config(time_budget=0))
    assert len(errors) == 1 and errors[0].problem.startswith("analysis stopped at line ")
    assert "too many statements" in errors[0].problem
