"""flake8 loads the plugin from its entry point; columns match the CLI's."""
import subprocess
import sys

from expectations import GAN_SOURCE


def flake8(*args, cwd):
    return subprocess.run([sys.executable, "-m", "flake8", "--isolated", *args], capture_output=True,
                          text=True, cwd=cwd, timeout=120)


def test_flake8_reports_agl_with_cli_columns(tmp_path, run_cli):
    path = tmp_path / "gan.py"
    path.write_text(GAN_SOURCE)
    result = flake8("--select", "AGL", "gan.py", cwd=tmp_path)
    assert result.returncode == 1
    assert result.stdout == ("gan.py:8:18: AGL001 'fake' from netG reaches the update of optD "
                             "through netD; use fake.detach()\n")
    _, out, _ = run_cli(str(path))
    assert out.split(": ", 1)[0].endswith(":8:18")


def test_flake8_ignore_extend_select_and_noqa(tmp_path):
    (tmp_path / "gan.py").write_text(GAN_SOURCE)
    assert flake8("--select", "AGL", "--ignore", "AGL001", "gan.py", cwd=tmp_path).stdout == ""
    assert "AGL001" in flake8("--select", "E9", "--extend-select", "AGL", "gan.py",
                              cwd=tmp_path).stdout
    assert flake8("--select", "E9", "gan.py", cwd=tmp_path).stdout == ""
    (tmp_path / "noqa.py").write_text(GAN_SOURCE.replace("netD(fake).mean()",
                                                         "netD(fake).mean()  # noqa: AGL001"))
    assert flake8("--select", "AGL", "noqa.py", cwd=tmp_path).stdout == ""


def test_flake8_on_syntax_error_is_flake8s_e999(tmp_path):
    (tmp_path / "broken.py").write_text("import torch\ndef f(:\n")
    result = flake8("--select", "AGL,E9", "broken.py", cwd=tmp_path)
    assert "E999" in result.stdout and "AGL" not in result.stdout


CONFIGURED = '''[tool.autograd-lint]
extend-select = ["AGL016"]
ignore = ["AGL004"]
[tool.autograd-lint.per-file-ignores]
"skip/*" = ["AGL001"]
'''


def _configured_repo(tmp_path):
    (tmp_path / "pyproject.toml").write_text(CONFIGURED)
    (tmp_path / "skip").mkdir()
    (tmp_path / "skip" / "gan.py").write_text(GAN_SOURCE)
    (tmp_path / "gan.py").write_text(GAN_SOURCE)
    (tmp_path / "data.py").write_text("import torch\nw = torch.zeros(3)\nw.data.add_(1)\n")
    (tmp_path / "zero.py").write_text(
        "import torch\nm = torch.nn.Linear(3, 1)\nopt = torch.optim.SGD(m.parameters(), lr=0.1)\n"
        "for _ in range(3):\n    m(torch.randn(2, 3)).sum().backward()\n    opt.step()\n")
    (tmp_path / "lower.py").write_text(GAN_SOURCE.replace("netD(fake).mean()",
                                                          "netD(fake).mean()  # noqa:agl001"))
    (tmp_path / "whole.py").write_text("# autograd-lint: noqa: AGL001\n" + GAN_SOURCE)


def test_flake8_and_cli_agree_on_a_configured_repository(tmp_path, run_cli, monkeypatch):
    _configured_repo(tmp_path)
    result = flake8("--select", "AGL", ".", cwd=tmp_path)
    flake8_found = sorted(line.split(" ", 2)[:2] for line in result.stdout.splitlines())
    monkeypatch.chdir(tmp_path)
    _, out, _ = run_cli("--no-cache", ".")
    cli_found = sorted(line.split(" ", 2)[:2] for line in out.splitlines())
    assert flake8_found == cli_found
    codes = {code for _, code in flake8_found}
    assert codes == {"AGL001", "AGL016"}   # AGL004 ignored, AGL016 selected by the config
    assert not any("skip/" in where or "lower.py" in where or "whole.py" in where
                   for where, _ in flake8_found)


def test_flake8_own_ignore_applies_on_top_of_the_config(tmp_path):
    _configured_repo(tmp_path)
    assert "AGL016" not in flake8("--select", "AGL", "--extend-ignore", "AGL016", ".",
                                  cwd=tmp_path).stdout


def test_flake8_reports_a_bad_config_as_agl000(tmp_path):
    (tmp_path / "pyproject.toml").write_text("[tool.autograd-lint]\nselect = [\"XYZ9\"]\n")
    (tmp_path / "gan.py").write_text(GAN_SOURCE)
    out = flake8("--select", "AGL", "gan.py", cwd=tmp_path).stdout
    assert out.startswith("gan.py:1:1: AGL000 configuration error:") and "XYZ9" in out


def test_flake8_runs_the_off_by_default_agl016_only_when_named(tmp_path):
    (tmp_path / "data.py").write_text("import torch\nw = torch.zeros(3)\nw.data.add_(1)\n")
    assert "AGL016" not in flake8("--select", "AGL01", "data.py", cwd=tmp_path).stdout
    assert "AGL016" in flake8("--select", "AGL016", "data.py", cwd=tmp_path).stdout


def test_flake8_plugin_honours_file_level_flake8_noqa_with_codes(tmp_path):
    """flake8 skips a file with `# flake8: noqa` itself, but ignores the form with codes; the
    plugin silences those codes, as the CLI does."""
    (tmp_path / "gan.py").write_text("# flake8: noqa: AGL001\n" + GAN_SOURCE)
    assert flake8("--select", "AGL", "gan.py", cwd=tmp_path).stdout == ""
