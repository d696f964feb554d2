"""Issue 15: file names are never read as options (pre-commit hooks end with ``--``; a file named
like an option before ``--`` is refused), and paths may follow options."""
import os

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
INPLACE = "import torch\nw = torch.randn(3, requires_grad=True)\nw.mul_(2)\n"
SETUP = "from setuptools import setup\nsetup()\n"


def hook_entries() -> dict[str, list[str]]:
    yaml = pytest.importorskip("yaml")
    with open(os.path.join(ROOT, ".pre-commit-hooks.yaml"), encoding="utf-8") as handle:
        return {hook["id"]: hook["entry"].split() for hook in yaml.safe_load(handle)}


def test_every_hook_entry_ends_options_with_double_dash():
    for entry in hook_entries().values():
        assert entry[-1] == "--"


@pytest.mark.parametrize("hook", ["autograd-lint", "autograd-lint-fix"])
def test_a_committed_file_named_like_an_option_stays_a_file_name(
        tmp_path, monkeypatch, run_cli, hook):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "setup.py").write_text(SETUP)
    (tmp_path / "--output-file=setup.py").write_text(INPLACE)
    entry = hook_entries()[hook]
    code, out, err = run_cli(*entry[1:], "--output-file=setup.py", "setup.py")  # as pre-commit runs it
    assert (tmp_path / "setup.py").read_text() == SETUP
    if hook == "autograd-lint":
        assert code == 1 and "--output-file=setup.py:3:1: AGL002" in out
    else:
        assert "with torch.no_grad()" in (tmp_path / "--output-file=setup.py").read_text()


def test_a_file_named_like_an_option_before_double_dash_is_refused(tmp_path, monkeypatch,
                                                                   run_cli):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "setup.py").write_text(SETUP)
    (tmp_path / "--output-file=setup.py").write_text(INPLACE)
    code, out, err = run_cli("--no-cache", "--output-file=setup.py", "setup.py")
    assert code == 2 and "put file names after --" in err
    assert (tmp_path / "setup.py").read_text() == SETUP


def test_paths_may_follow_options(tmp_path, run_cli):
    first, second = tmp_path / "a.py", tmp_path / "b.py"
    for path in (first, second):
        path.write_text(INPLACE)
    code, out, err = run_cli(str(first), "--no-cache", "--fix", str(second))
    assert code == 0, err
    assert "with torch.no_grad()" in first.read_text() and "with torch.no_grad()" in second.read_text()
