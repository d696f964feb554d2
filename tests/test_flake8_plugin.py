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
