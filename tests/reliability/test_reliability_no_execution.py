"""Static analysis never runs user code: linting, fixing and diffing files whose import or execution
would write a sentinel file leave no sentinel, through the CLI (one process and worker processes),
the Python API, the flake8 plugin and notebooks. A ``torch.py`` in the current directory is not
imported either (the static half never imports torch)."""
import json
import subprocess
import sys

import pytest

TRAINING = '''
netG, netD = nn.Linear(4, 8), nn.Linear(8, 1)
optG, optD = optim.Adam(netG.parameters()), optim.Adam(netD.parameters())
for _ in range(3):
    fake = netG(torch.randn(2, 4))
    optD.zero_grad()
    lossD = netD(fake).mean()
    lossD.backward()
    optD.step()
'''


def _writer(sentinel, what: str) -> str:
    return f"open({str(sentinel)!r}, 'a').write({what!r} + '\\n')\n"


def make_project(tmp_path):
    """A package whose every way in would write to ``ran.txt``; returns (project, sentinel)."""
    sentinel = tmp_path / "ran.txt"
    project = tmp_path / "project"
    package = project / "pkg"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("import torch\n" + _writer(sentinel, "pkg/__init__"))
    (package / "helpers.py").write_text(
        "import torch\n" + _writer(sentinel, "helpers at import")
        + "def helper():\n    " + _writer(sentinel, "helper called"))
    (project / "train.py").write_text(
        "import torch\nfrom torch import nn, optim\nfrom pkg import helpers\nimport pkg.helpers\n"
        + _writer(sentinel, "train at import") + "helpers.helper()\n"
        + "exec(" + repr(_writer(sentinel, "exec")) + ")\n"
        + "__import__('os').system('touch ' + " + repr(str(sentinel) + ".system") + ")\n"
        + TRAINING
        + "if __name__ == '__main__':\n    " + _writer(sentinel, "main"))
    # Shadows torch for any process started in `project` that imports torch.
    (project / "torch.py").write_text(_writer(sentinel, "torch.py imported") + "import sys\n")
    (project / "setup.py").write_text("import torch\n" + _writer(sentinel, "setup.py"))
    return project, sentinel


def assert_nothing_ran(tmp_path):
    ran = sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("ran.txt"))
    assert ran == [], (tmp_path / "ran.txt").read_text() if ran else ""


@pytest.mark.parametrize("args", [["-j", "1"], ["-j", "2"], ["--fix"], ["--diff"],
                                  ["--format", "sarif"], ["--select", "AGL"]])
def test_cli_runs_nothing(tmp_path, args):
    project, _ = make_project(tmp_path)
    # The console script, as pre-commit runs it, from inside the project.
    result = subprocess.run(["autograd-lint", "--no-cache", *args, "."], cwd=project,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == (0 if args == ["--fix"] else 1), result.stderr
    assert ("fake.detach()" if args[0] in ("--fix", "--diff") else "AGL001") in (
        (project / "train.py").read_text() + result.stdout)
    assert_nothing_ran(tmp_path)


def test_python_m_from_the_project_does_not_import_its_torch_py(tmp_path):
    project, _ = make_project(tmp_path)
    result = subprocess.run([sys.executable, "-m", "autograd_lint", "--no-cache", "train.py"],
                            cwd=project, capture_output=True, text=True, timeout=120)
    assert result.returncode == 1 and "AGL001" in result.stdout, result.stderr
    assert_nothing_ran(tmp_path)


def test_python_api_runs_nothing(tmp_path):
    from autograd_lint import lint_paths, lint_source

    project, _ = make_project(tmp_path)
    result = lint_paths([str(project)], jobs=1, cache_dir=str(tmp_path / "cache"))
    assert any(f.code == "AGL001" for f in result.findings)
    assert lint_source((project / "train.py").read_text())
    assert "torch" not in sys.modules or hasattr(sys.modules["torch"], "__version__")
    assert_nothing_ran(tmp_path)


def test_flake8_plugin_runs_nothing(tmp_path):
    project, _ = make_project(tmp_path)
    result = subprocess.run([sys.executable, "-m", "flake8", "--isolated", "--select", "AGL", "."],
                            cwd=project, capture_output=True, text=True, timeout=120)
    assert "AGL001" in result.stdout, result.stdout + result.stderr
    assert_nothing_ran(tmp_path)


def test_notebook_runs_nothing(tmp_path, run_cli):
    sentinel = tmp_path / "ran.txt"
    cells = [
        "import torch\nfrom torch import nn, optim\n" + _writer(sentinel, "cell 1"),
        f"!touch {sentinel}.shell\n%run {tmp_path / 'script.py'}\nx = !touch {sentinel}.bang\n",
        f"%%bash\ntouch {sentinel}.bash\n",
        f"%%writefile {sentinel}.writefile\nprint('hi')\n",
        "%%time\n" + TRAINING,
    ]
    (tmp_path / "script.py").write_text(_writer(sentinel, "%run"))
    notebook = {"nbformat": 4, "nbformat_minor": 5, "metadata": {},
                "cells": [{"cell_type": "code", "id": f"c{i}", "metadata": {}, "outputs": [],
                           "execution_count": None, "source": source}
                          for i, source in enumerate(cells)]}
    path = tmp_path / "nb.ipynb"
    path.write_text(json.dumps(notebook))
    for args in (["--no-cache"], ["--no-cache", "--fix"], ["--no-cache", "--diff"]):
        code, out, err = run_cli(*args, str(path))
        assert code in (0, 1), err
    assert_nothing_ran(tmp_path)
