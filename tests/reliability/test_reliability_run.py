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
