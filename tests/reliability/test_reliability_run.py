"""Issue 15, ``autograd-lint run``: the report goes where the command line said even when the
program changes directory; codes are checked like ``check`` checks them."""
import os

import pytest

pytest.importorskip("torch", reason="the runtime checker needs torch")

from autograd_lint.runtime.runner import main  # noqa: E402

CHDIR = """import os
os.makedirs("sub", exist_ok=True)
os.chdir("sub")
open("report.txt", "w").write("the program's own file")
"""


def test_output_and_graph_dir_are_resolved_before_the_program_runs(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "prog.py").write_text(CHDIR)
    code = main(["--no-static", "-o", "report.txt", "--graph-dir", "graphs", "prog.py"])
    assert code == 0, capsys.readouterr()
    assert (tmp_path / "sub" / "report.txt").read_text() == "the program's own file"
    assert "autograd-lint" in (tmp_path / "report.txt").read_text()


@pytest.mark.parametrize("codes", ["AGL999", "", "AGL001,XYZ"])
def test_unknown_or_empty_select_is_a_usage_error(tmp_path, capsys, codes):
    (tmp_path / "prog.py").write_text("print('ran')\n")
    assert main(["--select", codes, str(tmp_path / "prog.py")]) == 2
    out, err = capsys.readouterr()
    assert "ran" not in out and "--select" in err


def test_check_select_empty_is_a_usage_error(tmp_path, run_cli):
    (tmp_path / "a.py").write_text("import torch\nw = torch.randn(3, requires_grad=True)\nw.mul_(2)\n")
    code, out, err = run_cli("--select", "", str(tmp_path))
    assert code == 2 and "--select: no code given" in err


def _run(tmp_path, script, *extra):
    import subprocess
    import sys

    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    return subprocess.run([sys.executable, "-m", "autograd_lint", "run", *extra, script],
                          capture_output=True, text=True, cwd=tmp_path, timeout=180,
                          env={**os.environ, "PYTHONPATH": root})


FINDING = "import torch\nw = torch.randn(3, requires_grad=True)\n"


def test_file_and_path0_of_a_symlinked_script_are_pythons(tmp_path):
    (tmp_path / "real").mkdir()
    (tmp_path / "real" / "prog.py").write_text("import sys\nprint(__file__, sys.path[0])\n")
    (tmp_path / "link.py").symlink_to("real/prog.py")
    result = _run(tmp_path, "link.py", "--no-static")
    assert f"{tmp_path / 'link.py'} {tmp_path / 'real'}" in result.stdout, result.stderr


def test_a_forked_child_prints_no_second_report(tmp_path):
    (tmp_path / "prog.py").write_text(FINDING + "import os\npid = os.fork()\n"
                                      "if pid:\n    os.waitpid(pid, 0)\nw.add_(1)\n")
    result = _run(tmp_path, "prog.py")
    assert result.stdout.count("autograd-lint run:") == 1, result.stdout


def test_os_exit_still_prints_the_report(tmp_path):
    (tmp_path / "prog.py").write_text(FINDING + "import os\nw.data.add_(1)\nos._exit(3)\n")
    result = _run(tmp_path, "prog.py", "--select", "AGL016")
    assert result.returncode == 3 and "autograd-lint run:" in result.stdout, result.stderr


def test_probed_code_running_after_the_report_does_not_crash(tmp_path):
    (tmp_path / "prog.py").write_text(FINDING + "import atexit\n"
                                      "def late():\n    w.data.add_(1)\n"
                                      "late()\natexit.register(late)\n")
    result = _run(tmp_path, "prog.py", "--select", "AGL016")
    assert "AGL016" in result.stdout
    assert "NameError" not in result.stderr, result.stderr
