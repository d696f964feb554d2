"""Crash-free on real code: a sample of the installed torch package lints with zero internal errors;
an exception inside a rule (or the shared analysis) is one reported internal error for that file,
never a crash, and the other rules' findings still appear. The whole package:
``python benchmarks/crash_free.py`` (benchmarks/README.md records the run)."""
import json
import os

import pytest

from autograd_lint.config import Config
from autograd_lint.discovery import discover
from autograd_lint.engine import lint_paths
from reliability_support import all_rules, torch_dir

GAN_AND_INPLACE = '''import torch
from torch import nn, optim
netG, netD = nn.Linear(4, 8), nn.Linear(8, 1)
optG, optD = optim.Adam(netG.parameters()), optim.Adam(netD.parameters())
w = torch.randn(3, requires_grad=True)
w.add_(1)
for _ in range(3):
    fake = netG(torch.randn(2, 4))
    optD.zero_grad()
    lossD = netD(fake).mean()
    lossD.backward()
    optD.step()
'''
INPLACE = "import torch\nw = torch.randn(3, requires_grad=True)\nw.mul_(2)\n"


@pytest.mark.skipif(torch_dir() is None, reason="torch is not installed")
def test_torch_sample_has_no_internal_errors():
    """Every 20th file of the installed torch package (~117 files, ~2 s of CPU on two cores)."""
    root = torch_dir()
    config = Config(root=root, select=("AGL",))  # every rule, the ones off by default too
    files = [path for path, _ in discover([root], config)]
    assert len(files) > 1000, "the torch package should have thousands of files"
    sample = files[::20]
    result = lint_paths(sample, config=config, jobs=2)
    assert result.files == len(sample)
    internal = [str(error) for error in result.errors if error.internal]
    assert internal == []
    assert result.errors == []  # torch's own files all read, decode and parse


def test_a_directory_under_site_packages_is_linted(tmp_path):
    """The default excludes name 'site-packages', 'build', 'env'...: they apply below the directory
    named, not to its own path (`autograd-lint .venv/lib/python3.11/site-packages/torch` lints
    torch, whatever the current directory)."""
    package = tmp_path / "env" / "lib" / "site-packages" / "pkg"
    (package / "build").mkdir(parents=True)
    (package / "mod.py").write_text(INPLACE)
    (package / "build" / "gen.py").write_text(INPLACE)
    found = [os.path.relpath(p, package) for p, _ in discover([str(package)], Config())]
    assert found == ["mod.py"]  # 'build' below it is still excluded
    result = lint_paths([str(package)], jobs=1)
    assert [f.code for f in result.findings] == ["AGL002"]


def _raise(self, ctx):
    """A rule's check that fails on gan*.py (and finds nothing elsewhere)."""
    if os.path.basename(ctx.path).startswith("gan"):
        raise ValueError("boom")
    return iter(())


def test_exception_in_a_rule_is_an_internal_error_and_other_rules_still_report(
        tmp_path, run_cli, monkeypatch):
    from autograd_lint.rules import RULES_BY_CODE

    monkeypatch.setattr(RULES_BY_CODE["AGL001"], "check", _raise)
    (tmp_path / "gan.py").write_text(GAN_AND_INPLACE)
    (tmp_path / "other.py").write_text(INPLACE)
    code, out, err = run_cli("--no-cache", "-j", "1", str(tmp_path))
    assert code == 1  # README: 1 for findings or a file that could not be checked
    assert "AGL001" not in out
    assert f"{tmp_path / 'gan.py'}:6:1: AGL002" in out      # the other rules, same file
    assert f"{tmp_path / 'other.py'}:3:1: AGL002" in out    # and the other files
    line = next(line for line in err.splitlines() if "internal error" in line)
    assert line.startswith(f"{tmp_path / 'gan.py'}: internal error in AGL001: ValueError: boom")
    assert "please report it" in line
    assert "1 could not be checked" in err

    code, out, _ = run_cli("--no-cache", "-j", "1", "--format", "json", str(tmp_path))
    report = json.loads(out)
    assert code == 1
    assert [e["internal"] for e in report["errors"]] == [True]
    assert "AGL001" in report["errors"][0]["problem"]
    assert sorted(f["code"] for f in report["findings"]) == ["AGL002", "AGL002"]
    assert run_cli("--no-cache", "-j", "1", "--exit-zero", str(tmp_path))[0] == 0


def test_exception_in_the_shared_analysis_loses_only_that_file(tmp_path, run_cli, monkeypatch):
    from autograd_lint.semantics import SemanticModel

    real = SemanticModel.facts

    def facts(self):
        if "netD" in self.module.code:
            raise KeyError("model")
        return real.__get__(self, type(self))

    monkeypatch.setattr(SemanticModel, "facts", property(facts))
    (tmp_path / "gan.py").write_text(GAN_AND_INPLACE)
    (tmp_path / "other.py").write_text(INPLACE)
    code, out, err = run_cli("--no-cache", "-j", "1", str(tmp_path))
    assert code == 1
    assert out == f"{tmp_path / 'other.py'}:3:1: AGL002 " + out.split(" AGL002 ", 1)[1]
    assert f"{tmp_path / 'gan.py'}: internal error in semantic analysis: KeyError" in err


def test_exception_in_a_rule_in_worker_processes(tmp_path, monkeypatch):
    """The same through the pool of worker processes (forked: they inherit the patch)."""
    from autograd_lint import parallel
    from autograd_lint.rules import RULES_BY_CODE

    monkeypatch.setattr(RULES_BY_CODE["AGL002"], "check", _raise)
    monkeypatch.setattr(parallel, "MIN_FILES_FOR_POOL", 2)
    for number in range(4):
        (tmp_path / f"gan{number}.py").write_text(GAN_AND_INPLACE)
    result = lint_paths([str(tmp_path)], jobs=2)
    assert [f.code for f in result.findings] == ["AGL001"] * 4
    assert len(result.errors) == 4 and all(e.internal and "AGL002" in e.problem
                                           for e in result.errors)


def test_exception_in_a_rule_while_fixing_still_applies_the_other_fixes(tmp_path, run_cli,
                                                                        monkeypatch):
    from autograd_lint.rules import RULES_BY_CODE

    path = tmp_path / "gan.py"
    path.write_text(GAN_AND_INPLACE)
    monkeypatch.setattr(RULES_BY_CODE["AGL001"], "check", _raise)
    code, out, err = run_cli("--no-cache", "-j", "1", "--fix", str(path))
    assert code == 1  # the internal error is still a file that could not be (fully) checked
    assert "with torch.no_grad():\n    w.add_(1)" in path.read_text()  # AGL002's fix applied
    assert "internal error in AGL001" in err


def test_flake8_plugin_reports_an_internal_error_as_agl000(monkeypatch):
    from autograd_lint.flake8_plugin import AutogradLintPlugin
    from autograd_lint.rules import RULES_BY_CODE

    monkeypatch.setattr(RULES_BY_CODE["AGL001"], "check", _raise)
    monkeypatch.setattr(AutogradLintPlugin, "_selected", None)
    lines = GAN_AND_INPLACE.splitlines(keepends=True)
    reported = [message for _, _, message, _ in AutogradLintPlugin(None, lines, "gan.py").run()]
    assert any(m.startswith("AGL002") for m in reported)
    assert any(m.startswith("AGL000 internal error in AGL001") for m in reported)


def test_all_rules_run_on_every_fixture_without_internal_errors():
    from reliability_support import FIXTURE_DIR

    result = lint_paths([FIXTURE_DIR], config=Config(select=("AGL",)), jobs=2)
    assert [str(e) for e in result.errors] == []
    assert result.files > 200
    assert all_rules()


class _Unprintable(Exception):
    def __str__(self):
        raise RecursionError("maximum recursion depth exceeded while getting the repr")


def test_an_exception_that_cannot_be_printed_is_still_reported(tmp_path, run_cli, monkeypatch):
    """A KeyError holding a deeply nested node fails to print (RecursionError): the report must
    not fail with it, nor carry a message of megabytes."""
    from autograd_lint.rules import RULES_BY_CODE

    def unprintable(self, ctx):
        raise _Unprintable()

    def huge(self, ctx):
        raise KeyError("x" * 100_000)

    monkeypatch.setattr(RULES_BY_CODE["AGL001"], "check", unprintable)
    monkeypatch.setattr(RULES_BY_CODE["AGL004"], "check", huge)
    (tmp_path / "gan.py").write_text(GAN_AND_INPLACE)
    code, out, err = run_cli("--no-cache", "-j", "1", str(tmp_path))
    assert code == 1 and ":6:1: AGL002" in out
    assert "internal error in AGL001: _Unprintable: (cannot be printed)" in err
    line = next(line for line in err.splitlines() if "internal error in AGL004" in line)
    assert len(line) < 400 and "please report it" in line


# string literals libcst parses and the compiler rejects (a Windows path in a docstring, an
# unknown \N{...} name), read wherever the analysis reads a literal's text
BAD_ESCAPES = r'''"""
cd C:\Users\me\
"""
import torch
import torch.nn as nn
__all__ = ["Net", "\N{NO SUCH NAME}"]


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("\Ux", torch.zeros(3))
        self.register_parameter("\N{NOPE}", nn.Parameter(torch.zeros(3)))


optim = getattr(torch.optim, "\U0000")
w = torch.randn(3, requires_grad=True)
w.mul_(2)
'''


def test_string_literals_the_compiler_rejects_are_unknown_text(tmp_path):
    """The file is linted (its text is unknown where a literal is invalid), with no internal
    error: the in-place edit of the leaf is still reported."""
    path = tmp_path / "notes.py"
    path.write_text(BAD_ESCAPES)
    result = lint_paths([str(path)], jobs=1)
    assert [str(error) for error in result.errors] == []
    assert [finding.code for finding in result.findings] == ["AGL002"]
