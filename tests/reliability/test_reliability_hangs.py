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

from autograd_lint.analysis import lint_text, select_rules
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
    started = time.process_time()
    with pytest.raises(ParseError, match="too long for the parser|nesting too deep"):
        lint_text(HEAD + LEFT_CHAINS[shape] + "\n", "chain.py", select_rules())
    # A hang guard, not a speed test (benchmarks/hang_campaign.py measures): the cubic parse of
    # these shapes takes minutes, their refusal milliseconds; CPU time ignores a loaded machine.
    assert time.process_time() - started < 20


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


# -- big files and notebooks: cost per line stays flat ---------------------------------------------
def test_big_files_are_parsed_in_pieces_into_one_exact_module(monkeypatch):
    import libcst as cst

    from autograd_lint import source

    text = (HEAD + "# a comment\n\n" + "".join(
        f"@decorator\ndef f{i}(x):\n    '''doc'''\n    return x + {i}  # c\n\n\n# between\n"
        f"y{i} = f{i}(w); z{i} = 1\n" for i in range(60)) + "w.add_(1)\n# the end\n")
    whole = lint_text(text, "big.py", select_rules())
    monkeypatch.setattr(source, "CHUNK_LINES", 40, raising=False)
    pieces = []
    real = cst.parse_module
    monkeypatch.setattr(cst, "parse_module", lambda code, *a, **k: pieces.append(code) or
                        real(code, *a, **k))
    module = source.parse_module(text)
    assert module.code == text
    assert len(pieces) > 5 and max(piece.count("\n") for piece in pieces) < 60
    assert lint_text(text, "big.py", select_rules()) == whole


@pytest.mark.parametrize("second_half", [
    "def g{i}(x):\n\treturn x  # tabs from here on\n\n",
    "def g{i}(x):\n  return x  # two spaces from here on\n\n",
    "def g{i}(x):\r\n    return x\r\n\r\n",
    "x{i} = 1\n# a trailing comment\n\n",
])
def test_pieces_that_differ_in_their_defaults_still_give_the_exact_file(monkeypatch, second_half):
    """Pieces joined without comparing the code with the text (it costs a fifth of the parse) only
    when they agree on indentation and newlines; otherwise the comparison decides."""
    from autograd_lint import source

    text = "".join(f"def f{i}(x):\n    return x\n\n" for i in range(40)) + "".join(
        second_half.format(i=i) for i in range(40))
    monkeypatch.setattr(source, "CHUNK_LINES", 20, raising=False)
    module = source.parse_module(text)
    assert module.code == text


def test_notebook_lines_are_mapped_once_not_once_per_finding(tmp_path, monkeypatch):
    from autograd_lint import notebooks
    from autograd_lint.notebooks import lint_notebook

    cells = ["import torch\nw = torch.randn(3, requires_grad=True)\n"]
    cells += [f"w.add_({i})\n" for i in range(2000)]
    data = {"cells": [{"cell_type": "code", "metadata": {}, "outputs": [], "source": c,
                       "execution_count": None} for c in cells],
            "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    path = tmp_path / "big.ipynb"
    path.write_text(json.dumps(data))
    maps = []
    real = getattr(notebooks, "LineMap", None)
    if real is not None:
        monkeypatch.setattr(notebooks, "LineMap", lambda *a: maps.append(1) or real(*a))
    started = time.process_time()
    findings, errors = lint_notebook(str(path), select_rules())
    assert len(findings) == 2000 and findings[-1].cell == 2001
    assert 1 <= len(maps) <= 2
    assert time.process_time() - started < 30


def test_a_fifo_named_by_config_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "pyproject.toml"
    os.mkfifo(fifo)
    (tmp_path / "a.py").write_text(HEAD)
    result = subprocess.run([sys.executable, "-m", "autograd_lint", "--no-cache", "--config",
                             str(fifo), str(tmp_path / "a.py")], capture_output=True, text=True,
                            timeout=60, env={**os.environ, "PYTHONPATH": ROOT})
    assert result.returncode == 2 and "not a regular file" in result.stderr


# -- --jobs workers die with their parent -----------------------------------------------------------
def _children(pid: int) -> list[int]:
    found = []
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open(f"/proc/{name}/stat") as handle:
                    fields = handle.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(name))
    return found


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as handle:
            return handle.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_workers_die_when_the_run_is_killed(tmp_path):
    for i in range(12):
        (tmp_path / f"f{i}.py").write_text(HEAD + "".join(f"y{j} = w * {j}\n" for j in range(3000)))
    run = subprocess.Popen([sys.executable, "-m", "autograd_lint", "--no-cache", "--jobs", "2",
                            str(tmp_path)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           env={**os.environ, "PYTHONPATH": ROOT})
    workers = []
    deadline = time.monotonic() + 30
    while len(workers) < 2 and time.monotonic() < deadline and run.poll() is None:
        time.sleep(0.2)
        workers = _children(run.pid)
    assert len(workers) >= 2, "the pool did not start"
    os.kill(run.pid, signal.SIGKILL)
    run.wait()
    deadline = time.monotonic() + 10
    while any(map(_alive, workers)) and time.monotonic() < deadline:
        time.sleep(0.2)
    survivors = [pid for pid in workers if _alive(pid)]
    for pid in survivors:
        os.kill(pid, signal.SIGKILL)
    assert survivors == []


# -- the interpreter's work is bounded in autograd events, and linear in them ----------------------
def _nested_loops(depth: int) -> str:
    text = HEAD + "opt = torch.optim.SGD([w], lr=0.1)\n"
    indent = ""
    for level in range(depth):
        text += f"{indent}for i{level} in range(2):\n"
        indent += "    "
    return text + f"{indent}loss = (w * 2).sum()\n{indent}loss.backward()\n{indent}opt.step()\n"


@pytest.mark.parametrize("text", [
    _nested_loops(14),
    HEAD + "opt = torch.optim.SGD([w], lr=0.1)\ndef helper():\n" + "".join(
        "    " * (level + 1) + f"for i{level} in range(2):\n" for level in range(6))
    + "    " * 7 + "(w * 2).sum().backward()\n" + "    " * 7 + "opt.step()\n"
    + "helper()\n" * 1000,
], ids=["14_nested_loops", "looping_helper_called_1000_times"])
def test_many_autograd_events_finish_in_seconds(text):
    from autograd_lint.config import Config

    config = Config(time_budget=0)  # no stop: the interpreter itself must be quick
    started = time.process_time()
    findings, errors = lint_text(text, "events.py", select_rules(), config)
    assert time.process_time() - started < 15
    assert "AGL004" in [f.code for f in findings]
    # past MAX_EVENTS_PER_ENTRY (128,000 events for the helper) the stop is reported
    assert all(e.problem.startswith("analysis stopped at line") for e in errors)


def test_backwards_are_paired_with_the_first_run_of_steps_after_them():
    from types import SimpleNamespace

    from autograd_lint.semantics.events import AutogradEvents

    def backward():
        return ("backward", SimpleNamespace(stepping=[]))

    def zero(sym):
        return ("zero", SimpleNamespace(kind="optimizer", sym=sym))

    trace = [backward(), zero("o1"), backward(), ("step", "s1"), ("step", "s2"), backward(),
             zero("o2"), ("step", "s3"), backward(), backward()]
    holder = SimpleNamespace(trace=trace, event_paths={})
    AutogradEvents._pair_backwards_with_steps(holder)
    stepping = [fact.stepping for kind, fact in trace if kind == "backward"]
    assert stepping == [["s1", "s2"], ["s1", "s2"], ["s3"], [], []]
    # (and the optimizers each backward's update began by zeroing: see _foreign_entries)
    zeroed = [fact.zeroed for kind, fact in trace if kind == "backward"]
    assert zeroed == [set(), {"o1"}, set(), {"o2"}, set()]


# -- a chain of classes each extending the previous one: work linear in the chain -----------------
def _module_chain(classes: int) -> str:
    """nn.Module subclasses each extending the previous one (__init__, forward and a training step
    calling super()), each adding a method that trains; the base's fit() forgets zero_grad()."""
    text = (HEAD + "class C0(torch.nn.Module):\n"
            "    def __init__(self):\n        super().__init__()\n"
            "        self.lin = torch.nn.Linear(3, 3)\n"
            "        self.opt = torch.optim.SGD(self.parameters(), lr=0.1)\n"
            "    def forward(self, x):\n        return self.lin(x)\n"
            "    def fit(self, batches):\n        for x in batches:\n"
            "            self(x).sum().backward()\n            self.opt.step()\n")
    for i in range(1, classes):
        text += (f"class C{i}(C{i - 1}):\n"
                 f"    def __init__(self):\n        super().__init__()\n        self.k{i} = {i}\n"
                 f"    def forward(self, x):\n        return super().forward(x) * {i}\n"
                 f"    def fit(self, batches):\n        self.opt.zero_grad()\n"
                 f"        return super().fit(batches)\n"
                 f"    def step{i}(self, x):\n        loss = self(x).sum()\n"
                 f"        loss.backward()\n        return loss.item()\n")
    return text + f"model = C{classes - 1}()\nmodel.fit([torch.randn(2, 3)] * 10)\n"


def test_a_chain_of_subclasses_costs_work_linear_in_its_length(monkeypatch):
    """Each class of the chain used to run every method it inherits, each following super()
    through the whole chain and recomputing the method resolution order: cubic (a 2,600-line
    chain of 200 classes took close to a minute). Counted, not timed: the functions run and the
    classes whose method resolution order is computed."""
    from autograd_lint.config import Config
    from autograd_lint.semantics.interpreter import Interpreter
    from autograd_lint.semantics.state import ClassInfo

    work = {"calls": 0, "orders": 0}
    real_call = Interpreter._call_function

    def counted_call(self, *args, **kwargs):
        work["calls"] += 1
        return real_call(self, *args, **kwargs)

    monkeypatch.setattr(Interpreter, "_call_function", counted_call)
    real_order = getattr(ClassInfo, "mro", None)
    if isinstance(real_order, property):
        def counted_order(klass):
            work["orders"] += klass._mro is None
            return real_order.fget(klass)
        monkeypatch.setattr(ClassInfo, "mro", property(counted_order))

    counts = {}
    for classes in (30, 60):
        work.update(calls=0, orders=0)
        findings, errors = lint_text(_module_chain(classes), "chain.py", select_rules(),
                                     Config(time_budget=0))
        assert [f.code for f in findings] == ["AGL004"] and errors == []   # in the base's fit()
        counts[classes] = dict(work)
    # twice the classes, about twice the work (it was four times and more)
    assert counts[60]["calls"] <= 2.5 * counts[30]["calls"], counts
    assert counts[60]["calls"] <= 30 * 60, counts
    assert counts[60]["orders"] <= 60, counts   # each class's order computed once


def test_freed_graphs_are_shared_by_forked_paths_and_told_apart_when_they_join():
    """The freed-graph map a long run forks at every loop keeps layers, not copies: each path
    sees its own frees, a join tells the two apart, and the layers stay few."""
    from autograd_lint.semantics.state import State

    root = State({}, {}, True, {}, {}, {})
    root.writable_freed().add([("a", 1)])
    left, right = root.fork(), root.fork()
    left.writable_freed().add([("b", 2)])
    right.writable_freed().add([("c", 3)])
    assert "a" in left.freed and "b" in left.freed and "c" not in left.freed
    assert left.freed.apart(right.freed) == ([("b", 2)], [("c", 3)])
    left.absorb(right)
    assert [node for node in "abc" if node in left.freed] == ["a", "b", "c"]
    assert "b" not in right.freed and "b" not in root.freed
    path = root
    for index in range(1000):
        path = path.fork()
        path.writable_freed().add([(index, index)])
    layers, layer = 0, path.freed
    while layer is not None:
        layers, layer = layers + 1, layer.base
    assert layers <= 12 and path.freed.get(0) == 0 and path.freed.get(999) == 999
