"""Multi-file fixture projects (``fixtures/projects/<name>/``, issue 11): the findings of every
file equal its `# expect:` markers, whichever way it is linted (alone through the API, alone
through the CLI, with its whole folder, through flake8 one file at a time), and the runtime
checker confirms the bad projects of runtime-observable rules at their marked lines and stays
quiet on the good ones.

A finding belongs to the file and line where the user must act (``netD(fake)`` in train.py even
though netG comes from models.py), and a file's findings never depend on which other files were
named: linting ``train.py`` alone must follow its imports.

Each project is also checked against its ONE-FILE equivalent (``projects_support.flatten``): the
single-file analysis of the concatenated modules must report exactly the project's markers, so
that every project stays within what the analysis can see once it follows the imports.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest

from autograd_lint import lint_paths
from expectations import project_files as all_project_files
from projects_support import (PROJECTS, entry_script, file_expectations, flatten, lint_flattened,
                              project_dirs, project_expectations, project_files)

pytestmark = pytest.mark.filterwarnings(
    "ignore:The .grad attribute of a Tensor that is not a leaf:UserWarning")

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

ALL = project_dirs()
BAD = [p for p in ALL if os.path.basename(p).startswith("bad_")]
GOOD = [p for p in ALL if os.path.basename(p).startswith("good_")]
FILES = [path for project in ALL for path in project_files(project)]

#: projects whose pitfall the single-file analysis could not see even in their one-file equivalent
#: (they needed more than following imports); their one-file version must still be free of wrong
#: findings. Empty since the analysis binds objects on if/else branches, registry lookups and
#: torch.load results (bad_agl001_gan_arch_if_else, bad_agl001_wgan_registry,
#: bad_agl009_torch_load_inference were the three).
STRETCH: dict[str, str] = {}


def _pid(project: str) -> str:
    return os.path.basename(project)


def _fid(path: str) -> str:
    return os.path.relpath(path, PROJECTS)


def _describe(findings) -> str:
    return "\n".join(f"{f.path}:{f.line}:{f.col}: {f.code} {f.message}" for f in findings)


# -- the projects themselves -------------------------------------------------------------------------
def test_inventory():
    assert len(BAD) >= 25 and len(GOOD) >= 15, (len(BAD), len(GOOD))
    assert sorted(FILES) == all_project_files()
    for project in ALL:
        name = _pid(project)
        assert name == name.lower() and re.fullmatch(r"(bad_agl\d{3}|good)_[a-z0-9_]+", name), name
        entry = entry_script(project)
        codes = {code for _, _, code in project_expectations(project)}
        if name.startswith("bad_"):
            assert name.split("_")[1].upper() in codes, f"{name} expects no {name.split('_')[1]}"
        else:
            assert not codes, f"{name}: a good project carries no marker"
        # one entry script: the only root file that runs anything when executed
        for path in project_files(project):
            with open(path, encoding="utf-8") as fh:
                text = fh.read()
            if path != entry:
                assert "__main__" not in text, f"{_fid(path)}: only the entry script runs"
                assert not re.search(r"#\s*(raises|runtime):", text), \
                    f"{_fid(path)}: run markers go on the entry script"
        assert len(project_files(project)) >= 2, f"{name}: a project has several files"


@pytest.mark.parametrize("project", ALL, ids=_pid)
def test_one_file_equivalent(project, tmp_path):
    """The concatenated modules, linted as one file, give exactly the project's markers."""
    found = lint_flattened(project, str(tmp_path))
    expected = project_expectations(project)
    if _pid(project) in STRETCH:
        assert found <= expected, sorted(found - expected)
    else:
        assert found == expected, (sorted(found - expected), sorted(expected - found))


def test_flatten_keeps_line_numbers():
    project = os.path.join(PROJECTS, "bad_agl001_dcgan_models_module")
    text, line_map = flatten(project)
    lines = text.splitlines()
    assert len(lines) == len(line_map)
    for number, (relative, line) in enumerate(line_map, start=1):
        if "# expect:" in lines[number - 1]:
            with open(os.path.join(project, relative), encoding="utf-8") as fh:
                assert fh.read().splitlines()[line - 1] == lines[number - 1]


# -- static: one file alone, the folder, the console script, flake8 ---------------------------------
@pytest.mark.parametrize("path", FILES, ids=_fid)
def test_file_alone(path):
    """Linting one file (as pre-commit does with a staged file) follows its imports."""
    result = lint_paths([path], jobs=1)
    assert not result.errors, result.errors
    found = {(f.line, f.code) for f in result.findings}
    assert found == file_expectations(path), _describe(result.findings)


@pytest.mark.parametrize("path", FILES, ids=_fid)
def test_file_alone_cli(path, run_cli):
    code, out, _ = run_cli("--format", "json", "--no-cache", "--quiet", path)
    data = json.loads(out)
    assert not data["errors"], data["errors"]
    found = {(f["line"], f["code"]) for f in data["findings"]}
    expected = file_expectations(path)
    assert found == expected, data["findings"]
    assert code == (1 if expected else 0)


@pytest.mark.parametrize("project", ALL, ids=_pid)
def test_project_folder(project):
    result = lint_paths([project], jobs=1)
    assert not result.errors, result.errors
    found = {(os.path.relpath(f.path, project), f.line, f.code) for f in result.findings}
    assert found == project_expectations(project), _describe(result.findings)


def _all_expectations() -> set:
    return {(os.path.join(_pid(project), relative), line, code)
            for project in ALL for relative, line, code in project_expectations(project)}


def test_console_script_on_all_projects():
    """`python -m autograd_lint fixtures/projects` (files named by the walk, in parallel)."""
    result = subprocess.run([sys.executable, "-m", "autograd_lint", "--format", "json", "--no-cache",
                             "--quiet", PROJECTS], capture_output=True, text=True, timeout=120,
                            cwd=ROOT)
    data = json.loads(result.stdout)
    assert not data["errors"], data["errors"]
    found = {(os.path.relpath(os.path.join(ROOT, f["path"]), PROJECTS), f["line"], f["code"])
             for f in data["findings"]}
    assert found == _all_expectations(), (sorted(found - _all_expectations()),
                                          sorted(_all_expectations() - found))


@pytest.fixture(scope="session")
def flake8_findings():
    """One flake8 run over every project file: the plugin sees one file at a time."""
    result = subprocess.run([sys.executable, "-m", "flake8", "--isolated", "--select", "AGL",
                             *FILES], capture_output=True, text=True, timeout=300,
                            cwd=ROOT)
    assert result.returncode in (0, 1), result.stderr
    found: dict[str, set] = {}
    for line in result.stdout.splitlines():
        path, number, _col, rest = line.split(":", 3)
        found.setdefault(os.path.realpath(os.path.join(ROOT, path)), set()).add(
            (int(number), rest.split()[0]))
    return found


@pytest.mark.parametrize("path", FILES, ids=_fid)
def test_flake8_one_file_at_a_time(path, flake8_findings):
    assert flake8_findings.get(os.path.realpath(path), set()) == file_expectations(path)


# -- runtime -----------------------------------------------------------------------------------------
sys.path.insert(0, os.path.join(HERE, "runtime"))
from runtime_harness import MONITORED, markers, run_fixture  # noqa: E402

_RUNS: dict = {}


def _forget_project_modules() -> None:
    """Projects reuse module names (models, utils, ...): each run imports its own."""
    prefixes = (PROJECTS + os.sep, os.path.realpath(PROJECTS) + os.sep)
    for name, module in list(sys.modules.items()):
        origin = getattr(module, "__file__", None)
        if isinstance(origin, str) and origin.startswith(prefixes):
            del sys.modules[name]
    sys.path[:] = [p for p in sys.path if not (p + os.sep).startswith(prefixes)]


def project_run(project: str):
    """The entry script run once under the checker, in this process (like ``python train.py``)."""
    if project not in _RUNS:
        pytest.importorskip("torch", reason="the runtime checker needs torch")
        _forget_project_modules()
        bytecode = sys.dont_write_bytecode
        sys.dont_write_bytecode = True  # no __pycache__ left in the fixtures
        try:
            _RUNS[project] = run_fixture(entry_script(project), checked=True)
        finally:
            sys.dont_write_bytecode = bytecode
            _forget_project_modules()
    return _RUNS[project]


def _runtime_found(project: str, run) -> set:
    return {(os.path.relpath(os.path.realpath(e.finding.path), os.path.realpath(project)),
             e.finding.line, e.finding.code) for e in run.events}


def _check_outcome(project: str, run) -> None:
    raises = markers(entry_script(project)).raises
    assert not run.report.internal_errors, run.report.internal_errors
    if raises is None:
        assert run.exception is None or (isinstance(run.exception, SystemExit)
                                         and not run.exception.code), run.exception_text()
    else:
        kind, message = raises
        assert run.exception is not None, f"expected {kind}: {message}"
        assert type(run.exception).__name__ == kind, run.exception_text()
        assert str(run.exception).startswith(message.rstrip(".")[:40]), run.exception_text()


RUNTIME_BAD = [p for p in BAD if any(code in MONITORED for _, _, code in project_expectations(p))]
STATIC_ONLY_BAD = [p for p in BAD if p not in RUNTIME_BAD]


@pytest.mark.parametrize("project", RUNTIME_BAD, ids=_pid)
def test_runtime_confirms_bad_project(project):
    run = project_run(project)
    _check_outcome(project, run)
    expected = {item for item in project_expectations(project) if item[2] in MONITORED}
    moved = markers(entry_script(project)).reported_at
    if moved is not None:  # (the runtime can only place it there)
        expected = {(*moved, code) for _, _, code in expected}
    found = _runtime_found(project, run)
    report = run.report.format_text()
    if markers(entry_script(project)).not_observable is not None:
        assert not (found & expected), report
    elif markers(entry_script(project)).raises and found < expected:
        assert found, report  # the program stops at torch's first error
    else:
        assert found == expected, report
    for event in run.events:
        assert event.finding.source == "runtime" and event.evidence


@pytest.mark.parametrize("project", STATIC_ONLY_BAD, ids=_pid)
def test_runtime_quiet_on_static_only_project(project):
    run = project_run(project)
    _check_outcome(project, run)
    assert not run.events, run.report.format_text()


@pytest.mark.parametrize("project", GOOD, ids=_pid)
def test_runtime_quiet_on_good_project(project):
    run = project_run(project)
    _check_outcome(project, run)
    assert not run.events, run.report.format_text()
