"""The command line: output format, exit codes, selection, config, bad input."""
import json
import os
import subprocess
import sys

from expectations import GAN_SOURCE

FIXTURES = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "fixtures")

BAD_GAN = os.path.join(FIXTURES, "agl001", "bad_dcgan_script.py")


def write(tmp_path, name, text, mode="w"):
    path = tmp_path / name
    if mode == "wb":
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return str(path)


def test_text_output_and_exit_code(tmp_path, run_cli):
    path = write(tmp_path, "gan.py", GAN_SOURCE)
    code, out, err = run_cli(path)
    assert code == 1
    assert out == (f"{path}:8:18: AGL001 'fake' from netG reaches the update of optD through netD; "
                   f"use fake.detach()\n")
    assert "1 finding(s)" in err


def test_clean_file_exits_zero(tmp_path, run_cli):
    path = write(tmp_path, "ok.py", GAN_SOURCE.replace("netD(fake)", "netD(fake.detach())"))
    assert run_cli(path)[:2] == (0, "")


def test_exit_zero_select_ignore(tmp_path, run_cli):
    path = write(tmp_path, "gan.py", GAN_SOURCE)
    assert run_cli("--exit-zero", path)[0] == 0
    assert run_cli("--ignore", "AGL001", path)[:2] == (0, "")
    assert run_cli("--select", "AGL002,AGL003", path)[:2] == (0, "")
    assert run_cli("--select", "AGL00", path)[0] == 1


def test_unknown_code_is_usage_error(tmp_path, run_cli):
    path = write(tmp_path, "gan.py", GAN_SOURCE)
    code, out, err = run_cli("--select", "XYZ1", path)
    assert code == 2 and "unknown rule code" in err


def test_noqa(tmp_path, run_cli):
    specific = GAN_SOURCE.replace("netD(fake).mean()", "netD(fake).mean()  # noqa: AGL001")
    assert run_cli(write(tmp_path, "a.py", specific))[0] == 0
    bare = GAN_SOURCE.replace("netD(fake).mean()", "netD(fake).mean()  # noqa")
    assert run_cli(write(tmp_path, "b.py", bare))[0] == 0
    other = GAN_SOURCE.replace("netD(fake).mean()", "netD(fake).mean()  # noqa: AGL004")
    assert run_cli(write(tmp_path, "c.py", other))[0] == 1


def test_json_output(tmp_path, run_cli):
    path = write(tmp_path, "gan.py", GAN_SOURCE)
    code, out, _ = run_cli("--format", "json", path)
    data = json.loads(out)
    assert code == 1
    assert data["version"] == 1
    assert data["summary"] == {"files": 1, "findings": 1, "errors": 0, "by_code": {"AGL001": 1}}
    finding = data["findings"][0]
    assert (finding["line"], finding["col"], finding["code"]) == (8, 18, "AGL001")
    assert finding["fix"] == {"description": "Use fake.detach()", "safe": True}
    backward = next(r for r in finding["related"] if r["note"] == "backward of this update")
    assert backward["line"] == 9


def test_bad_files_reported_and_others_still_linted(tmp_path, run_cli):
    good = write(tmp_path, "gan.py", GAN_SOURCE)
    write(tmp_path, "broken.py", "import torch\ndef f(:\n")
    write(tmp_path, "latin.py", b"import torch\nx = '\xe9'\n", mode="wb")
    write(tmp_path, "blob.py", b"torch\x00\x01\x02", mode="wb")
    write(tmp_path, "empty.py", "")
    code, out, err = run_cli(str(tmp_path))
    assert code == 1
    assert out.count("AGL001") == 1 and good in out
    assert f"{tmp_path / 'broken.py'}: cannot parse: line 2" in err
    assert f"{tmp_path / 'latin.py'}: cannot decode as utf-8" in err
    assert f"{tmp_path / 'blob.py'}: binary file" in err
    assert "empty.py" not in err
    assert "3 could not be checked" in err


def test_missing_path_reported(tmp_path, run_cli):
    code, out, err = run_cli(str(tmp_path / "nope.py"))
    assert code == 1 and "nope.py: no such file" in err


def test_coding_cookie_and_bom(tmp_path, run_cli):
    latin = ("# -*- coding: latin-1 -*-\n" + GAN_SOURCE + "name = 'caf\xe9'\n").encode("latin-1")
    assert run_cli(write(tmp_path, "cookie.py", latin, mode="wb"))[0] == 1
    bom = b"\xef\xbb\xbf" + GAN_SOURCE.encode()
    code, out, _ = run_cli(write(tmp_path, "bom.py", bom, mode="wb"))
    assert code == 1 and ":8:18:" in out


def test_excludes_and_discovery(tmp_path, run_cli):
    for directory in (".venv", "build", "__pycache__", "pkg"):
        (tmp_path / directory).mkdir()
        write(tmp_path / directory, "gan.py", GAN_SOURCE)
    code, out, _ = run_cli(str(tmp_path))
    assert out.count("AGL001") == 1 and "pkg" in out
    code, out, _ = run_cli("--extend-exclude", "pkg", str(tmp_path))
    assert code == 0
    # --exclude replaces the default excludes, as `exclude` does in the configuration
    code, out, _ = run_cli("--exclude", "pkg", str(tmp_path))
    assert ".venv" in out and "build" in out and "pkg" not in out


def test_pyproject_config(tmp_path, run_cli, monkeypatch):
    (tmp_path / "pyproject.toml").write_text(
        '[tool.autograd-lint]\nignore = ["AGL001"]\n'
        '[tool.autograd-lint.per-file-ignores]\n"legacy/*" = ["AGL004"]\n')
    write(tmp_path, "gan.py", GAN_SOURCE)
    assert run_cli(str(tmp_path))[0] == 0
    code, out, _ = run_cli("config", str(tmp_path))
    assert "ignore = ['AGL001']" in out and "pyproject.toml" in out


def test_bad_config_exit_2(tmp_path, run_cli):
    (tmp_path / "pyproject.toml").write_text('[tool.autograd-lint]\nselect = ["AGL001"\n')
    write(tmp_path, "gan.py", GAN_SOURCE)
    code, _, err = run_cli(str(tmp_path))
    assert code == 2 and "invalid TOML" in err
    (tmp_path / "pyproject.toml").write_text('[tool.autograd-lint]\nslect = ["AGL001"]\n')
    code, _, err = run_cli(str(tmp_path))
    assert code == 2 and "unknown setting(s): slect" in err


def test_rules_and_explain(run_cli):
    code, out, _ = run_cli("rules")
    assert code == 0 and "AGL001  gan-missing-detach" in out and "AGL005" in out
    code, out, _ = run_cli("explain", "AGL004")
    assert code == 0
    for heading in ("What it does", "Why is this bad?", "Example", "Use instead"):
        assert heading in out
    assert run_cli("explain", "AGL999")[0] == 2


def test_console_script_on_fixtures():
    result = subprocess.run([sys.executable, "-m", "autograd_lint", FIXTURES], capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 1
    assert "AGL001" in result.stdout and "good_" not in result.stdout


def test_static_lint_does_not_import_torch(tmp_path):
    """`import autograd_lint` and a whole lint run must work without torch (pre-commit)."""
    script = (
        "import sys\n"
        "import autograd_lint\n"
        "from autograd_lint.cli import main\n"
        f"code = main([{FIXTURES!r}, '--quiet', '--format', 'json'])\n"
        "assert 'torch' not in sys.modules, 'torch was imported'\n"
        "print('OK', code)\n")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    assert "OK 1" in result.stdout
