"""Command-line behaviour users bring from ruff and flake8: stdin, --output-format, accumulating
--select/--ignore, no abbreviations, exclude/extend-exclude, --show-fixes, --add-noqa, file-level
noqa, colour, `clean`, `explain -h`, and `run` without torch."""
import json
import os
import subprocess
import sys

from expectations import GAN_SOURCE

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ZERO = ("import torch\nm = torch.nn.Linear(3, 1)\nopt = torch.optim.SGD(m.parameters(), lr=0.1)\n"
        "for _ in range(3):\n    m(torch.randn(2, 3)).sum().backward()\n    opt.step()\n")
DETACH_MSG = "'fake' from netG reaches the update of optD through netD; use fake.detach()"


def cli(*args, stdin=None, cwd=None, env=None):
    return subprocess.run([sys.executable, "-m", "autograd_lint", *args], input=stdin,
                          capture_output=True, text=True, cwd=cwd, timeout=120,
                          env={**os.environ, "PYTHONPATH": ROOT, **(env or {})})


# -- stdin -------------------------------------------------------------------------------------------
def test_stdin_reports_under_the_given_name(tmp_path):
    result = cli("-", "--stdin-filename", "src/gan.py", stdin=GAN_SOURCE, cwd=tmp_path)
    assert result.returncode == 1
    assert result.stdout == f"src/gan.py:8:18: AGL001 {DETACH_MSG}\n"


def test_stdin_fix_prints_the_fixed_source(tmp_path):
    result = cli("-", "--stdin-filename", "gan.py", "--fix", stdin=GAN_SOURCE, cwd=tmp_path)
    assert result.returncode == 0
    assert result.stdout == GAN_SOURCE.replace("netD(fake)", "netD(fake.detach())")
    diff = cli("-", "--stdin-filename", "gan.py", "--diff", stdin=GAN_SOURCE, cwd=tmp_path)
    assert "+    lossD = netD(fake.detach()).mean()" in diff.stdout and diff.returncode == 1


def test_stdin_uses_the_config_and_excludes_of_its_file_name(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[tool.autograd-lint]\nextend-exclude = ["vendored"]\n'
                                             '[tool.autograd-lint.per-file-ignores]\n'
                                             '"legacy/*" = ["AGL001"]\n')
    assert cli("-", "--stdin-filename", "legacy/gan.py", stdin=GAN_SOURCE,
               cwd=tmp_path).returncode == 0
    excluded = cli("-", "--stdin-filename", "vendored/gan.py", "--force-exclude", "--fix",
                   stdin=GAN_SOURCE, cwd=tmp_path)
    assert excluded.returncode == 0 and excluded.stdout == GAN_SOURCE


def test_stdin_syntax_error_is_one_line_and_fix_keeps_the_text(tmp_path):
    result = cli("-", "--stdin-filename", "bad.py", "--fix", stdin="import torch\ndef f(:\n",
                 cwd=tmp_path)
    assert result.returncode == 1 and result.stdout == "import torch\ndef f(:\n"
    assert "bad.py: cannot parse" in result.stderr and "Traceback" not in result.stderr


# -- options -----------------------------------------------------------------------------------------
def test_output_format_is_format(tmp_path, run_cli):
    path = tmp_path / "gan.py"
    path.write_text(GAN_SOURCE)
    _, out, _ = run_cli("--output-format", "json", str(path))
    assert json.loads(out)["findings"][0]["code"] == "AGL001"


def test_no_abbreviations(tmp_path, run_cli, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "gan.py").write_text(GAN_SOURCE)
    try:
        run_cli("--output", "json", "gan.py")
    except SystemExit as exc:
        assert exc.code == 2
    else:
        raise AssertionError("--output was taken for --output-file")
    assert not (tmp_path / "json").exists()


def test_repeated_select_and_ignore_accumulate(tmp_path, run_cli):
    (tmp_path / "gan.py").write_text(GAN_SOURCE)
    (tmp_path / "zero.py").write_text(ZERO)
    _, out, _ = run_cli("--no-cache", "--select", "AGL001", "--select", "AGL004", str(tmp_path))
    assert "AGL001" in out and "AGL004" in out
    code, out, _ = run_cli("--no-cache", "--ignore", "AGL001", "--ignore", "AGL004", str(tmp_path))
    assert (code, out) == (0, "")


def test_config_exclude_replaces_and_extend_exclude_adds(tmp_path, run_cli):
    for directory in (".venv", "third_party"):
        (tmp_path / directory).mkdir()
        (tmp_path / directory / "gan.py").write_text(GAN_SOURCE)
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text('[tool.autograd-lint]\nextend-exclude = ["third_party"]\n')
    assert run_cli("--no-cache", str(tmp_path))[:2] == (0, "")
    pyproject.write_text('[tool.autograd-lint]\nexclude = ["third_party"]\n')
    _, out, _ = run_cli("--no-cache", str(tmp_path))
    assert ".venv" in out and "third_party" not in out


def test_show_fixes(tmp_path, run_cli):
    path = tmp_path / "gan.py"
    path.write_text(GAN_SOURCE)
    _, out, _ = run_cli("--no-cache", "--show-fixes", str(path))
    assert out.splitlines()[1] == "    fix: Use fake.detach()"
    _, _, err = run_cli("--no-cache", "--fix", "--show-fixes", str(path))
    assert f"Fixed 1 finding(s):\n  {path}:8:18: AGL001 Use fake.detach()\n" in err


def test_explain_help(run_cli):
    try:
        run_cli("explain", "-h")
    except SystemExit as exc:
        assert exc.code == 0
    else:
        raise AssertionError("explain -h did not print help")


# -- noqa ----------------------------------------------------------------------------------------------
def test_add_noqa_keeps_codes_and_is_idempotent(tmp_path, run_cli):
    path = tmp_path / "gan.py"
    path.write_text(GAN_SOURCE.replace("netD(fake).mean()", "netD(fake).mean()  # noqa: E501"))
    code, _, err = run_cli("--no-cache", "--add-noqa", str(path))
    assert code == 0 and "added noqa to 1 line(s) in 1 file(s)" in err
    text = path.read_text()
    assert "netD(fake).mean()  # noqa: AGL001, E501\n" in text
    assert run_cli("--no-cache", "--add-noqa", str(path))[0] == 0
    assert path.read_text() == text
    assert run_cli("--no-cache", str(path))[:2] == (0, "")


def test_add_noqa_leaves_a_line_that_ends_inside_a_string(tmp_path, run_cli):
    path = tmp_path / "gan.py"
    source = GAN_SOURCE.replace("netD(fake).mean()", 'netD(fake).mean() * len("""\n""")')
    path.write_text(source)
    code, _, err = run_cli("--no-cache", "--add-noqa", str(path))
    assert code == 1 and ":8:18: AGL001 no noqa added" in err
    assert path.read_text() == source


def test_file_level_noqa(tmp_path, run_cli):
    path = tmp_path / "both.py"
    path.write_text("# autograd-lint: noqa: AGL004\n" + GAN_SOURCE + ZERO.split("\n", 1)[1])
    _, out, _ = run_cli("--no-cache", str(path))
    assert "AGL001" in out and "AGL004" not in out
    path.write_text("#autograd-lint: NOQA\n" + GAN_SOURCE)
    assert run_cli("--no-cache", str(path))[:2] == (0, "")
    path.write_text(GAN_SOURCE + "x = 1  # autograd-lint: noqa\n")   # not on a line of its own
    assert "AGL001" in run_cli("--no-cache", str(path))[1]


def test_lowercase_noqa(tmp_path, run_cli):
    path = tmp_path / "gan.py"
    path.write_text(GAN_SOURCE.replace("netD(fake).mean()", "netD(fake).mean()  # noqa:agl001"))
    assert run_cli("--no-cache", str(path))[:2] == (0, "")


# -- colour ----------------------------------------------------------------------------------------------
def test_colour_off_when_piped_and_with_no_color(tmp_path, run_cli, monkeypatch):
    path = tmp_path / "gan.py"
    path.write_text(GAN_SOURCE)
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    assert "\033[" not in run_cli(str(path))[1]                     # not a terminal
    assert "\033[31m" in run_cli("--color", "always", str(path))[1]
    monkeypatch.setenv("FORCE_COLOR", "1")
    assert "\033[" in run_cli(str(path))[1]
    monkeypatch.setenv("NO_COLOR", "1")
    assert "\033[" not in run_cli(str(path))[1]


# -- clean, run --------------------------------------------------------------------------------------------
def test_clean_removes_the_cache_and_nothing_else(tmp_path, run_cli, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "gan.py").write_text(GAN_SOURCE)
    run_cli("gan.py")
    assert (tmp_path / ".autograd_lint_cache").is_dir()
    assert run_cli("clean")[0] == 0
    assert not (tmp_path / ".autograd_lint_cache").exists() and (tmp_path / "gan.py").exists()
    (tmp_path / "precious").mkdir()
    assert run_cli("clean", "--cache-dir", "precious")[0] == 2
    assert (tmp_path / "precious").is_dir()


def test_run_without_torch_is_one_line_and_exit_2(tmp_path):
    (tmp_path / "train.py").write_text("print('hi')\n")
    code = ("import sys; sys.modules['torch'] = None\n"
            "from autograd_lint.cli import main\nsys.exit(main(['run', 'train.py']))\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=tmp_path, timeout=60, env={**os.environ, "PYTHONPATH": ROOT})
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr == ("autograd-lint run needs torch: "
                             "pip install 'autograd-lint[runtime]'\n")


def test_server_without_pygls_is_one_line_and_exit_2(tmp_path):
    code = ("import sys; sys.modules['pygls'] = None\n"
            "from autograd_lint.cli import main\nsys.exit(main(['server']))\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=tmp_path, timeout=60, env={**os.environ, "PYTHONPATH": ROOT})
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith("autograd-lint server needs pygls: "
                                    "pip install 'autograd-lint[lsp]'")
    assert len(result.stderr.splitlines()) == 1
