"""Helpers for the runtime tests: fixture markers, and running a fixture in-process.

A fixture runs like ``python fixture.py`` (``__main__``, its own ``sys.argv``), with or without
the checker, from the same seeds; what it leaves behind is summarised so that two runs can be
compared bit for bit: every parameter tensor the run created or trained (captured by test-only
hooks, independent of the checker), every tensor in its final globals, its stdout, its exception.
"""
from __future__ import annotations

import contextlib
import glob
import hashlib
import io
import os
import random
import re
import sys
from dataclasses import dataclass, field
from typing import Optional

__autograd_lint_hide__ = True  # the capture hook below wraps backward: not the user's line

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIXTURES = os.path.join(ROOT, "fixtures")
CORE = ("agl001", "agl002", "agl003", "agl004", "agl005")
MONITORED = ("AGL001", "AGL002", "AGL003", "AGL004", "AGL005", "AGL006", "AGL007", "AGL008",
             "AGL009", "AGL010", "AGL011", "AGL012", "AGL013", "AGL014", "AGL017", "AGL018",
             "AGL019", "AGL020")
STATIC_ONLY = ("AGL015", "AGL016")

_EXPECT = re.compile(r"#\s*expect:\s*([A-Z0-9 ,]+)")
_NOT_OBSERVABLE = re.compile(r"#\s*runtime:\s*not-observable:\s*(.*)")
_RAISES = re.compile(r"#\s*raises:\s*(\w+):\s*(.*)")
# a pitfall that only happens on an accelerator (`.to(device)` copies there, not on a CPU)
_NOT_OBSERVABLE_ON_CPU = re.compile(r"#\s*runtime:\s*not-observable-on-cpu:\s*(.*)")
_RAISES_ON_ACCELERATOR = re.compile(r"#\s*raises-on-accelerator:\s*(\w+):\s*(.*)")
# the runtime checker can place the finding only on another line (the optimizer it was given to,
# where the program failed): `# runtime: reported-at: <path>:<line>: <reason>`
_REPORTED_AT = re.compile(r"#\s*runtime:\s*reported-at:\s*([\w./-]+):(\d+):\s*(.+)")


def tag_finder(path: str):
    """``line(tag)``: the number of the line of ``path`` that ends with ``# L:tag`` (tests tag
    the lines a finding must name)."""
    def line(tag: str) -> int:
        with open(path, encoding="utf-8") as handle:
            for number, text in enumerate(handle.read().splitlines(), 1):
                if text.rstrip().endswith(f"# L:{tag}"):
                    return number
        raise AssertionError(f"no line tagged {tag!r} in {path}")

    return line


def found(report) -> set:
    """(code, line) of each finding of a runtime report."""
    return {(f.code, f.line) for f in report.findings}


def fixture_files(dirs=CORE) -> list[str]:
    files = []
    for name in dirs:
        files.extend(sorted(glob.glob(os.path.join(FIXTURES, name, "*.py"))))
    return [f for f in files if os.path.basename(f).startswith(("bad_", "good_"))]


def all_fixture_files() -> list[str]:
    dirs = sorted(os.path.basename(d) for d in glob.glob(os.path.join(FIXTURES, "agl*")))
    return fixture_files(dirs)


def other_fixture_files() -> list[str]:
    dirs = sorted(os.path.basename(d) for d in glob.glob(os.path.join(FIXTURES, "agl*"))
                  if os.path.basename(d) not in CORE)
    return fixture_files(dirs)


@dataclass
class Markers:
    expected: set  # {(code, line)}
    not_observable: Optional[str]
    raises: Optional[tuple[str, str]]
    reported_at: Optional[tuple[str, int]] = None


def markers(path: str) -> Markers:
    expected = set()
    not_observable = None
    raises = None
    reported_at = None
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    for number, text in enumerate(lines, 1):
        m = _EXPECT.search(text)
        if m:
            for code in m.group(1).replace(" ", "").split(","):
                if code:
                    expected.add((code, number))
        m = _NOT_OBSERVABLE.search(text)
        if m and number <= 15:
            not_observable = m.group(1).strip()
        m = _RAISES.search(text)
        if m and number <= 15:
            raises = (m.group(1), m.group(2).strip())
        m = _NOT_OBSERVABLE_ON_CPU.search(text)
        if m and number <= 15 and not _accelerator():
            not_observable = m.group(1).strip()
        m = _RAISES_ON_ACCELERATOR.search(text)
        if m and number <= 15 and _accelerator():
            raises = (m.group(1), m.group(2).strip())
        m = _REPORTED_AT.search(text)
        if m and number <= 15:
            reported_at = (m.group(1), int(m.group(2)))
    return Markers(expected, not_observable, raises, reported_at)


def _accelerator() -> bool:
    import torch

    return torch.cuda.is_available()


@dataclass
class RunResult:
    path: str
    checked: bool
    exception: Optional[BaseException] = None
    stdout: str = ""
    digest: str = ""
    tensors: int = 0
    report: object = None
    events: list = field(default_factory=list)

    @property
    def findings(self) -> set:
        return {(e.finding.code, e.finding.line) for e in self.events}

    def exception_text(self) -> Optional[str]:
        if self.exception is None:
            return None
        return f"{type(self.exception).__name__}: {str(self.exception).splitlines()[0]}"


class _Capture:
    """Test-only hooks that keep every parameter of the run alive, to compare final values."""

    def __init__(self) -> None:
        import torch

        self.tensors: list = []
        self._seen: set[int] = set()
        self._handles: list = []
        self._torch = torch

    def _add(self, t) -> None:
        if id(t) not in self._seen:
            self._seen.add(id(t))
            self.tensors.append(t)

    def __enter__(self):
        torch = self._torch
        from torch.nn.modules.module import register_module_parameter_registration_hook
        from torch.optim.optimizer import register_optimizer_step_post_hook

        def on_param(module, name, param):
            if param is not None:
                self._add(param)

        def on_step(opt, args, kwargs):
            for group in opt.param_groups:
                for p in group["params"]:
                    self._add(p)

        self._handles.append(register_module_parameter_registration_hook(on_param))
        self._handles.append(register_optimizer_step_post_hook(on_step))
        original = torch.autograd.backward
        capture = self

        def backward(tensors, *args, **kwargs):  # raw leaves of manual training loops
            outs = [tensors] if isinstance(tensors, torch.Tensor) else list(tensors)
            stack = [t.grad_fn for t in outs if isinstance(t, torch.Tensor) and t.grad_fn]
            seen = set()
            while stack:
                node = stack.pop()
                if node is None or id(node) in seen:
                    continue
                seen.add(id(node))
                if hasattr(node, "variable"):
                    capture._add(node.variable)
                    continue
                stack.extend(n for n, _ in node.next_functions)
            return original(tensors, *args, **kwargs)

        torch.autograd.backward = backward
        self._handles.append(type("U", (), {"remove": lambda _s: setattr(
            torch.autograd, "backward", original)})())
        return self

    def __exit__(self, *exc):
        for handle in reversed(self._handles):
            handle.remove()
        return False

    def digest(self, namespace: dict) -> tuple[str, int]:
        torch = self._torch
        h = hashlib.sha256()
        count = 0
        tensors = list(self.tensors)
        for name in sorted(namespace):
            value = namespace[name]
            if isinstance(value, torch.Tensor):
                tensors.append(value)
            elif isinstance(value, torch.nn.Module):
                tensors.extend(value.state_dict().values())
        for t in tensors:
            try:
                data = t.detach().cpu().contiguous()
                h.update(str((tuple(data.shape), str(data.dtype))).encode())
                h.update(data.numpy().tobytes() if data.dtype != torch.bfloat16
                         else data.float().numpy().tobytes())
                count += 1
            except Exception as exc:  # pragma: no cover - exotic tensors
                h.update(repr(exc).encode())
        return h.hexdigest(), count


#: training libraries a fixture may use (Lightning, accelerate, Hugging Face): a fixture that
#: imports one that is not installed is skipped, not failed
OPTIONAL_LIBRARIES = ("lightning", "pytorch_lightning", "accelerate", "transformers")
_IMPORT = re.compile(r"^\s*(?:from|import)\s+([A-Za-z_][A-Za-z0-9_]*)", re.MULTILINE)


def missing_libraries(path: str) -> list[str]:
    """The optional libraries ``path`` imports that are not installed (for a project's entry
    script: the libraries any file of its project imports)."""
    import importlib.util

    files = [path]
    folder = os.path.dirname(os.path.realpath(path))
    if os.path.dirname(folder) == os.path.realpath(os.path.join(FIXTURES, "projects")):
        files = glob.glob(os.path.join(folder, "**", "*.py"), recursive=True)
    wanted = set()
    for name in files:
        with open(name, encoding="utf-8") as fh:
            wanted.update(m for m in _IMPORT.findall(fh.read()) if m in OPTIONAL_LIBRARIES)
    return sorted(m for m in wanted if importlib.util.find_spec(m) is None)


def run_fixture(path: str, checked: bool, **check_options) -> RunResult:
    """Run ``path`` as ``__main__`` in this process; seeds fixed; torch on one thread. A fixture
    that needs an optional library that is not installed skips the calling test."""
    missing = missing_libraries(path)
    if missing:
        import pytest

        pytest.skip(f"{os.path.basename(path)} needs {', '.join(missing)}")
    import torch

    import autograd_lint.runtime as runtime

    result = RunResult(path=path, checked=checked)
    random.seed(0)
    torch.manual_seed(0)
    try:
        import numpy

        numpy.random.seed(0)
    except Exception:  # pragma: no cover
        pass
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    saved_argv = sys.argv[:]
    sys.argv[:] = [path]
    sys.path.insert(0, os.path.dirname(path))
    out = io.StringIO()
    namespace: dict = {}
    capture = _Capture()
    try:
        import warnings

        # the same warning filters for every run (torch's warnings reach the AGL008 monitor
        # whatever the calling test module filters), plain or checked
        with contextlib.redirect_stdout(out), capture, warnings.catch_warnings():
            warnings.simplefilter("default")
            checker = runtime.check(**check_options) if checked else contextlib.nullcontext()
            try:
                with checker as report:
                    _run(path, namespace)
            except BaseException as exc:  # SystemExit included: the fixture's own outcome
                result.exception = exc
            result.report = report if checked else None
            result.digest, result.tensors = capture.digest(namespace)
    finally:
        sys.argv[:] = saved_argv
        sys.path.remove(os.path.dirname(path))
        torch.set_num_threads(threads)
    result.stdout = out.getvalue()
    if checked:
        result.events = list(result.report.events)
    return result


def _run(path: str, namespace: dict) -> None:
    """Like runpy.run_path(path, run_name="__main__"), keeping the globals even when it raises."""
    import types

    with open(path, "rb") as fh:
        code = compile(fh.read(), path, "exec", dont_inherit=True)
    module = types.ModuleType("__main__")
    module.__dict__.update({"__file__": path, "__builtins__": __builtins__, "__spec__": None,
                            "__loader__": None, "__package__": None, "__cached__": None})
    previous = sys.modules.get("__main__")
    sys.modules["__main__"] = module
    try:
        exec(code, module.__dict__)
    finally:
        namespace.update(module.__dict__)
        sys.modules["__main__"] = previous


_RUNS: dict = {}


class FixtureRuns:
    """Each fixture runs at most once plain and once checked per test session."""

    def get(self, path: str, checked: bool) -> RunResult:
        key = (path, checked)
        if key not in _RUNS:
            _RUNS[key] = run_fixture(path, checked)
        return _RUNS[key]


def _fixture_runs() -> FixtureRuns:
    return FixtureRuns()


def _one_thread():
    """Tiny models: one thread is faster, and busy OpenMP threads on shared cores are not."""
    import torch

    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    yield
    torch.set_num_threads(threads)


def pytest_fixtures():
    """(fixture_runs, one_torch_thread) as pytest fixtures, for the test modules to import."""
    import pytest

    return (pytest.fixture(name="fixture_runs")(_fixture_runs),
            pytest.fixture(name="one_torch_thread", autouse=True, scope="module")(_one_thread))
