"""One answer however the files are named: each file gets the settings of its nearest
``[tool.autograd-lint]`` (as ruff), whatever the order of the paths and whichever other files are
named; the CLI, the flake8 plugin, the pre-commit hook's command and the language server agree.
Excludes are gitignore patterns that also match a file's folders; .gitignore is honoured."""
import itertools
import subprocess
import sys

import pytest

from expectations import GAN_SOURCE

ZERO = ("import torch\nm = torch.nn.Linear(3, 1)\nopt = torch.optim.SGD(m.parameters(), lr=0.1)\n"
        "for _ in range(3):\n    m(torch.randn(2, 3)).sum().backward()\n    opt.step()\n")
FILES = ["a.py", "gan.py", "sub/b.py", "sub/c.py", "lib/d.py"]
# root ignores AGL004; sub/ (its own project) ignores AGL001 instead; lib/ has a pyproject.toml
# without the table, so the root's settings apply there (as ruff skips one without [tool.ruff])
EXPECTED = {"gan.py:8:18: AGL001", "sub/c.py:6:5: AGL004", "lib/d.py:8:18: AGL001"}


def _nested_project(root):
    (root / "pyproject.toml").write_text('[tool.autograd-lint]\nignore = ["AGL004"]\n')
    for folder in ("sub", "lib"):
        (root / folder).mkdir()
    (root / "sub" / "pyproject.toml").write_text('[tool.autograd-lint]\nignore = ["AGL001"]\n')
    (root / "lib" / "pyproject.toml").write_text('[project]\nname = "lib"\n')
    for name, source in zip(FILES, (ZERO, GAN_SOURCE, GAN_SOURCE, ZERO, GAN_SOURCE)):
        (root / name).write_text(source)


def _locations(out):
    return {" ".join(line.split(" ", 2)[:2]) for line in out.splitlines() if line}


def test_findings_never_depend_on_the_order_or_the_other_files_named(tmp_path, run_cli, monkeypatch):
    _nested_project(tmp_path)
    monkeypatch.chdir(tmp_path)
    for order in itertools.permutations(FILES):
        _, out, _ = run_cli("--no-cache", *order)
        assert _locations(out) == EXPECTED, order
    for name in FILES:  # one file at a time, as pre-commit and flake8 hand them over
        _, out, _ = run_cli("--no-cache", name)
        assert _locations(out) == {e for e in EXPECTED if e.startswith(name + ":")}, name
    for named in ([".", "sub"], ["sub", "."], ["sub/c.py", "."]):
        _, out, _ = run_cli("--no-cache", *named)
        assert {line.replace("./", "", 1) for line in _locations(out)} == EXPECTED, named


def test_cli_flake8_hook_and_server_agree_on_a_nested_project(tmp_path, run_cli, monkeypatch):
    _nested_project(tmp_path)
    monkeypatch.chdir(tmp_path)
    flake8 = subprocess.run([sys.executable, "-m", "flake8", "--isolated", "--select", "AGL",
                             *FILES], capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert _locations(flake8.stdout) == EXPECTED, flake8.stderr
    hook = run_cli("check", "--force-exclude", "--", *FILES)  # the pre-commit hook's entry
    assert _locations(hook[1]) == EXPECTED
    from autograd_lint.lsp_worker import Analyst  # what the language server runs on a buffer

    editor = set()
    for name in FILES:
        path = tmp_path / name
        for finding in Analyst()._lint(str(path), path.read_text()).get("findings", []):
            editor.add(f"{name}:{finding['line']}:{finding['col'] + 1}: {finding['code']}")
    assert editor == EXPECTED


def test_a_file_in_an_excluded_folder_named_with_force_exclude_is_skipped(tmp_path, run_cli, monkeypatch):
    (tmp_path / "pyproject.toml").write_text(
        '[tool.autograd-lint]\nextend-exclude = ["implementations/esrgan"]\n')
    (tmp_path / "implementations" / "esrgan").mkdir(parents=True)
    (tmp_path / "implementations" / "esrgan" / "esrgan.py").write_text(GAN_SOURCE)
    (tmp_path / "implementations" / "gan.py").write_text(GAN_SOURCE)
    monkeypatch.chdir(tmp_path)
    assert run_cli("--no-cache", "--force-exclude", "implementations/esrgan/esrgan.py")[:2] == \
        (0, "")
    _, out, _ = run_cli("--no-cache", ".")
    assert "esrgan" not in out and "implementations/gan.py" in out
    # named without --force-exclude, a file is linted (as ruff and flake8 do)
    assert "esrgan.py:8:18" in run_cli("--no-cache", "implementations/esrgan/esrgan.py")[1]


def test_a_nested_project_is_also_excluded_by_the_projects_around_it(tmp_path, run_cli, monkeypatch):
    (tmp_path / "pyproject.toml").write_text('[tool.autograd-lint]\nextend-exclude = ["legacy"]\n')
    (tmp_path / "sub" / "legacy").mkdir(parents=True)
    (tmp_path / "sub" / "pyproject.toml").write_text('[tool.autograd-lint]\nignore = ["AGL004"]\n')
    (tmp_path / "sub" / "legacy" / "gan.py").write_text(GAN_SOURCE)
    monkeypatch.chdir(tmp_path)
    assert run_cli("--no-cache", ".")[:2] == (0, "")
    assert run_cli("--no-cache", "sub")[:2] == (0, "")
    assert run_cli("--no-cache", "--force-exclude", "sub/legacy/gan.py")[:2] == (0, "")


def test_anchored_patterns_and_folder_only_patterns(tmp_path, run_cli, monkeypatch):
    """A pattern with a slash is anchored at the project root; one ending in / names folders."""
    (tmp_path / "pyproject.toml").write_text(
        '[tool.autograd-lint]\nextend-exclude = ["gen/out", "cache/"]\n')
    for name in ("gen/out/a.py", "x/gen/out/b.py", "cache/c.py", "d/cache.py"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(GAN_SOURCE)
    monkeypatch.chdir(tmp_path)
    _, out, _ = run_cli("--no-cache", ".")
    assert sorted(line.split(":")[0] for line in out.splitlines()) == ["./d/cache.py",
                                                                       "./x/gen/out/b.py"]


def _git_project(root, gitignore='generated/\n*_tmp.py\n!keep_tmp.py\n'):
    (root / ".git").mkdir()
    (root / ".gitignore").write_text(gitignore)
    (root / "generated").mkdir()
    for name in ("train.py", "generated/gan.py", "scratch_tmp.py", "keep_tmp.py"):
        (root / name).write_text(GAN_SOURCE)


def test_gitignored_files_are_skipped_unless_respect_gitignore_is_false(tmp_path, run_cli, monkeypatch):
    _git_project(tmp_path)
    monkeypatch.chdir(tmp_path)
    _, out, _ = run_cli("--no-cache", ".")
    assert sorted(line.split(":")[0] for line in out.splitlines()) == ["./keep_tmp.py",
                                                                       "./train.py"]
    assert "scratch_tmp.py:8" in run_cli("--no-cache", "scratch_tmp.py")[1]  # named: linted
    assert "generated/gan.py:8" in run_cli("--no-cache", "generated")[1]    # folder named too
    (tmp_path / "pyproject.toml").write_text('[tool.autograd-lint]\nrespect-gitignore = false\n')
    _, out, _ = run_cli("--no-cache", ".")
    assert len(out.splitlines()) == 4
    assert "respect-gitignore = False  # from " in run_cli("config")[1]


def test_gitignore_outside_a_git_repository_is_not_read(tmp_path, run_cli, monkeypatch):
    _git_project(tmp_path)
    (tmp_path / ".git").rmdir()
    monkeypatch.chdir(tmp_path)
    assert len(run_cli("--no-cache", ".")[1].splitlines()) == 4


def test_respect_gitignore_must_be_a_boolean(tmp_path, run_cli):
    (tmp_path / "pyproject.toml").write_text('[tool.autograd-lint]\nrespect-gitignore = "yes"\n')
    code, _, err = run_cli("--no-cache", str(tmp_path))
    assert code == 2 and "respect-gitignore must be true or false" in err


@pytest.mark.parametrize("comment", ["# flake8: noqa", "#flake8:NOQA", "# flake8=noqa",
                                     "# autograd-lint: noqa"])
def test_file_level_flake8_noqa_silences_the_file_in_the_cli(tmp_path, run_cli, comment):
    path = tmp_path / "gan.py"
    path.write_text(comment + "\n" + GAN_SOURCE)
    assert run_cli("--no-cache", str(path))[:2] == (0, "")


def test_file_level_flake8_noqa_with_codes_silences_those_codes(tmp_path, run_cli):
    path = tmp_path / "gan.py"
    path.write_text("# flake8: noqa: AGL004\n" + GAN_SOURCE)
    assert "AGL001" in run_cli("--no-cache", str(path))[1]
    path.write_text("# flake8: noqa: AGL001\n" + GAN_SOURCE)
    assert run_cli("--no-cache", str(path))[:2] == (0, "")
    path.write_text("x = 1  # flake8: noqa\n" + GAN_SOURCE)  # not on a line of its own
    assert "AGL001" in run_cli("--no-cache", str(path))[1]


def _data_write(tmp_path):
    path = tmp_path / "data.py"
    path.write_text("import torch\nw = torch.zeros(3)\nw.data.add_(1)\n")
    return str(path)


@pytest.mark.parametrize("selection", [["--select", "AGL"], ["--select", "ALL"],
                                       ["--select", "AGL01"], ["--extend-select", "AGL"]])
def test_a_prefix_leaves_the_off_by_default_agl016_off(tmp_path, run_cli, selection):
    assert "AGL016" not in run_cli("--no-cache", *selection, _data_write(tmp_path))[1]


@pytest.mark.parametrize("selection", [["--select", "AGL016"], ["--extend-select", "AGL016"],
                                       ["--select", "AGL,AGL016"]])
def test_agl016_runs_when_named(tmp_path, run_cli, selection):
    assert "AGL016" in run_cli("--no-cache", *selection, _data_write(tmp_path))[1]


def test_select_agl_in_the_config_leaves_agl016_off(tmp_path, run_cli):
    path = _data_write(tmp_path)
    (tmp_path / "pyproject.toml").write_text('[tool.autograd-lint]\nselect = ["AGL"]\n')
    assert "AGL016" not in run_cli("--no-cache", path)[1]
    (tmp_path / "pyproject.toml").write_text(
        '[tool.autograd-lint]\nselect = ["AGL"]\nextend-select = ["AGL016"]\n')
    assert "AGL016" in run_cli("--no-cache", path)[1]


def test_stdin_without_a_file_name_follows_the_working_directorys_project(tmp_path):
    (tmp_path / "models.py").write_text(
        "import torch.nn as nn\n\ndef build():\n    return nn.Linear(4, 1), nn.Linear(1, 1)\n")
    script = ("import torch\nfrom models import build\n\nG, D = build()\n"
              "opt_d = torch.optim.Adam(D.parameters())\nopt_g = torch.optim.Adam(G.parameters())\n"
              "for _ in range(2):\n    fake = G(torch.randn(2, 4))\n    opt_d.zero_grad()\n"
              "    D(fake).mean().backward()\n    opt_d.step()\n    opt_g.zero_grad()\n"
              "    (-D(fake).mean()).backward()\n    opt_g.step()\n")
    (tmp_path / "train.py").write_text(script)
    named = subprocess.run([sys.executable, "-m", "autograd_lint", "--no-cache", "train.py"],
                           capture_output=True, text=True, cwd=tmp_path, timeout=120)
    piped = subprocess.run([sys.executable, "-m", "autograd_lint", "-"], input=script,
                           capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert "AGL001" in named.stdout
    assert piped.stdout == named.stdout.replace("train.py", "-")


def test_a_deeper_gitignore_applies_below_its_folder_only(tmp_path, run_cli, monkeypatch):
    (tmp_path / ".git").mkdir()
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / ".gitignore").write_text("local.py\n")
    for name in ("local.py", "sub/local.py", "sub/kept.py"):
        (tmp_path / name).write_text(GAN_SOURCE)
    monkeypatch.chdir(tmp_path)
    _, out, _ = run_cli("--no-cache", ".")
    assert sorted(line.split(":")[0] for line in out.splitlines()) == ["./local.py",
                                                                       "./sub/kept.py"]
