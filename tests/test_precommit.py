"""pre-commit: the hook definitions, and the real `pre-commit` running them in a fresh git repository.

The end-to-end tests install the hook environment with pip (about 20 s each), so they are marked
``slow``; ``-m "not slow"`` skips them.
"""
import glob
import os
import re
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "fixtures")

HOOKS = os.path.join(ROOT, ".pre-commit-hooks.yaml")
PRE_COMMIT = [sys.executable, "-m", "pre_commit"]
GAN_NOTEBOOK_LOOP = ("for _ in range(3):\n    fake = netG(torch.randn(2, 4))\n    optD.zero_grad()\n"
                     "    lossD = netD(fake).mean()\n    lossD.backward()\n    optD.step()")


def load_hooks():
    import yaml  # pre-commit depends on PyYAML

    with open(HOOKS, encoding="utf-8") as handle:
        return {hook["id"]: hook for hook in yaml.safe_load(handle)}


def test_hook_definitions():
    hooks = load_hooks()
    assert set(hooks) == {"autograd-lint", "autograd-lint-fix"}
    for hook in hooks.values():
        assert hook["language"] == "python"
        assert {"python", "jupyter"} <= set(hook["types_or"])
        assert hook["entry"].split()[0] == "autograd-lint"
        assert "--force-exclude" in hook["entry"]
        assert not hook.get("require_serial", False)  # files are independent
    assert "--fix" in hooks["autograd-lint-fix"]["entry"].split()
    assert "--fix" not in hooks["autograd-lint"]["entry"].split()


def test_base_install_needs_no_torch():
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10: the dependency autograd-lint itself declares
        import tomli as tomllib

    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as handle:
        project = tomllib.load(handle)["project"]
    assert not any(dep.lower().startswith("torch") for dep in project["dependencies"])


def test_zero_files_exit_zero(tmp_path, monkeypatch, run_cli):
    """What the hook runs when pre-commit passes no file (or only excluded ones)."""
    monkeypatch.chdir(tmp_path)
    assert run_cli("check", "--force-exclude")[0] == 0
    (tmp_path / "pyproject.toml").write_text('[tool.autograd-lint]\nextend-exclude = ["legacy"]\n')
    (tmp_path / "legacy").mkdir()
    shutil.copy(os.path.join(FIXTURES, "agl001", "bad_dcgan_script.py"), tmp_path / "legacy" / "a.py")
    assert run_cli("check", "--force-exclude", "legacy/a.py")[:2] == (0, "")
    assert run_cli("check", "legacy/a.py")[0] == 1  # named files are linted unless forced
    assert run_cli("check", "--fix", "--force-exclude", "legacy/a.py")[:2] == (0, "")


# -- end to end ---------------------------------------------------------------------------------------
def _git(cwd, *args):
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@example.com",
                    "-c", "commit.gpgsign=false", *args], cwd=cwd, check=True,
                   capture_output=True, timeout=60)


def _run(cwd, *args, env):
    return subprocess.run([*PRE_COMMIT, *args], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=600)


@pytest.fixture(scope="module")
def repos(tmp_path_factory):
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    base = tmp_path_factory.mktemp("precommit")
    # The hook repository: this working tree's package, committed (pre-commit needs a commit).
    hook = base / "hook"
    hook.mkdir()
    for name in ("pyproject.toml", "README.md", ".pre-commit-hooks.yaml"):
        shutil.copy(os.path.join(ROOT, name), hook / name)
    shutil.copytree(os.path.join(ROOT, "autograd_lint"), hook / "autograd_lint",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    _git(hook, "init", "-q")
    _git(hook, "add", "-A")
    _git(hook, "commit", "-qm", "hooks")
    rev = subprocess.run(["git", "rev-parse", "HEAD"], cwd=hook, capture_output=True, text=True,
                         check=True).stdout.strip()
    # The user's repository: bad and good files, a notebook, an excluded directory.
    user = base / "user"
    user.mkdir()
    shutil.copy(os.path.join(FIXTURES, "agl001", "bad_dcgan_script.py"), user / "bad.py")
    shutil.copy(os.path.join(FIXTURES, "agl001", "good_dcgan_detach.py"), user / "good.py")
    shutil.copy(os.path.join(FIXTURES, "agl005", "bad_rnn_hidden_carried.py"), user / "unfixable.py")
    (user / "legacy").mkdir()
    shutil.copy(os.path.join(FIXTURES, "agl001", "bad_dcgan_script.py"), user / "legacy" / "old.py")
    (user / "pyproject.toml").write_text('[tool.autograd-lint]\nextend-exclude = ["legacy"]\n')
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell("import torch\nfrom torch import nn, optim"),
                nbformat.v4.new_markdown_cell("models"),
                nbformat.v4.new_code_cell(
                    "netG, netD = nn.Linear(4, 8), nn.Linear(8, 1)\n"
                    "optG, optD = optim.Adam(netG.parameters()), optim.Adam(netD.parameters())"),
                nbformat.v4.new_code_cell(GAN_NOTEBOOK_LOOP)]
    nbformat.write(nb, str(user / "gan.ipynb"))
    (user / ".pre-commit-config.yaml").write_text(
        f"repos:\n-   repo: {hook}\n    rev: {rev}\n    hooks:\n"
        f"    -   id: autograd-lint\n    -   id: autograd-lint-fix\n")
    _git(user, "init", "-q")
    _git(user, "add", "-A")
    empty = base / "empty"
    empty.mkdir()
    (empty / "README.md").write_text("no python here\n")
    _git(empty, "init", "-q")
    _git(empty, "add", "-A")
    env = dict(os.environ, PRE_COMMIT_HOME=str(base / "cache"), PRE_COMMIT_COLOR="never")
    env.pop("PRE_COMMIT", None)
    return {"hook": hook, "user": user, "empty": empty, "env": env, "base": base}


@pytest.mark.slow
def test_try_repo_lint_hook(repos):
    result = _run(repos["user"], "try-repo", str(repos["hook"]), "autograd-lint", "--all-files",
                  env=repos["env"])
    output = result.stdout + result.stderr
    assert result.returncode == 1, output
    assert "bad.py:40:19: AGL001" in output
    assert "gan.ipynb:cell_4:4:18: AGL001" in output
    assert "unfixable.py" in output and "AGL005" in output
    assert "good.py" not in output and "legacy" not in output
    # flake8 (the plugin reads the same [tool.autograd-lint]) reports what the hook reports
    hook_found = sorted(re.findall(r"^(\w+\.py):(\d+):(\d+): (AGL\d+)", output, re.M))
    flake8 = subprocess.run([sys.executable, "-m", "flake8", "--isolated", "--select", "AGL",
                             "bad.py", "good.py", "unfixable.py"], cwd=repos["user"],
                            capture_output=True, text=True, timeout=120)
    assert sorted(re.findall(r"^(\w+\.py):(\d+):(\d+): (AGL\d+)", flake8.stdout, re.M)) == \
        hook_found and hook_found
    result = _run(repos["empty"], "try-repo", str(repos["hook"]), "autograd-lint", "--all-files",
                  env=repos["env"])
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no files to check" in result.stdout


@pytest.mark.slow
def test_config_lint_then_fix_hooks(repos):
    user, env = repos["user"], repos["env"]
    result = _run(user, "run", "autograd-lint", "--files", "good.py", env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    result = _run(user, "run", "autograd-lint", "--files", "pyproject.toml", env=env)  # no file
    assert result.returncode == 0 and "no files to check" in result.stdout, result.stdout
    result = _run(user, "run", "autograd-lint-fix", "--all-files", env=env)
    output = result.stdout + result.stderr
    assert result.returncode == 1 and "files were modified by this hook" in output, output
    assert "netD(fake.detach())" in (user / "bad.py").read_text()
    assert "netD(fake.detach())" in (user / "gan.ipynb").read_text()
    assert "netD(fake)  #" in (user / "legacy" / "old.py").read_text()  # excluded: untouched
    assert "unfixable.py" in output and "AGL005" in output
    _git(user, "add", "-A")
    result = _run(user, "run", "autograd-lint-fix", "--files", "bad.py", "gan.ipynb", "good.py",
                  env=env)
    assert result.returncode == 0, result.stdout + result.stderr  # nothing left to change
    result = _run(user, "run", "autograd-lint", "--files", "bad.py", "gan.ipynb", env=env)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.slow
def test_hook_environment_has_no_torch(repos):
    # The environment the previous test made (or make it now).
    _run(repos["user"], "install-hooks", env=repos["env"])
    pythons = glob.glob(str(repos["base"] / "cache" / "repo*" / "py_env-*" / "bin" / "python"))
    assert pythons, "pre-commit made no python environment"
    python = pythons[0]
    assert subprocess.run([python, "-c", "import torch"], capture_output=True).returncode != 0
    script = os.path.join(os.path.dirname(python), "autograd-lint")
    empty = repos["base"] / "nothing"
    empty.mkdir(exist_ok=True)
    result = subprocess.run([script, "check", "--force-exclude"], cwd=empty, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr


# One staged file of a multi-file project: pre-commit names only that file, and the findings must be
# those of the whole project (the file's objects come from, or go to, files nobody named).
STAGED_PROJECTS = {  # project folder -> (the staged file, the finding's line and code)
    "bad_agl001_dcgan_models_module": ("train.py", "51", "AGL001"),
    "bad_agl004_engine_zero_once_per_epoch": ("engine.py", "14", "AGL004"),
    "bad_agl001_dqn_agent_package": ("agent/dqn.py", "29", "AGL001"),
}


@pytest.mark.slow
def test_one_staged_file_of_a_project(repos):
    work = repos["base"] / "staged"
    work.mkdir()
    for project in STAGED_PROJECTS:
        shutil.copytree(os.path.join(FIXTURES, "projects", project), work / project,
                        ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(repos["user"] / ".pre-commit-config.yaml", work / ".pre-commit-config.yaml")
    _git(work, "init", "-q")
    _git(work, "add", "-A")
    _git(work, "commit", "-qm", "projects")
    for project, (staged, line, code) in STAGED_PROJECTS.items():
        path = work / project / staged
        path.write_text(path.read_text(encoding="utf-8") + "# touched\n", encoding="utf-8")
        _git(work, "add", f"{project}/{staged}")
        result = _run(work, "run", "autograd-lint", env=repos["env"])  # the staged files only
        output = result.stdout + result.stderr
        assert result.returncode == 1, output
        assert re.findall(r"^(\S+?):(\d+):\d+: (AGL\d+)", output, re.M) == \
            [(f"{project}/{staged}", line, code)], output
        _git(work, "commit", "-qm", f"touch {project}")
