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


# -- the program's uncaught error reads as under python ---------------------------------------------
MM = ("import torch\n\na = torch.randn(2, 3, requires_grad=True)\nb = torch.randn(4, 5)\n\n\n"
      "def step():\n    return torch.mm(a, b).sum()\n\n\nstep().backward()\n")
OWN_HOOK = ("import sys\n\n\ndef hook(kind, value, tb):\n"
            "    print('own hook:', kind.__name__, value, file=sys.stderr)\n\n\n"
            "sys.excepthook = hook\nraise ValueError('x')\n")
SYMLINKED = ("import sys\nprint(__file__, sys.path[0])\n\n\n"
             "def fail():\n    raise KeyError('from the real file')\n\n\nfail()\n")
TRACEBACK_PROGRAMS = {  # files of each program; "->target" makes a symbolic link
    "raise_at_top_level": {"prog.py": "x = 1\nraise ValueError('at top level')\n"},
    "raise_in_a_function": {"prog.py": "def inner(key):\n    return {}[key]\n\n\n"
                                       "def outer():\n    return inner('missing')\n\n\nouter()\n"},
    "torch_mm_shape_mismatch": {"prog.py": MM},
    "syntax_error_in_the_script": {"prog.py": "import torch\nx = (1,\ny = 2\n"},
    "syntax_error_in_an_imported_module": {"prog.py": "import torch\nimport helper\n",
                                           "helper.py": "def f(:\n    pass\n"},
    "error_raised_in_an_imported_module": {
        "prog.py": "import torch\nimport helper\nhelper.train()\n",
        "helper.py": FINDING + "def train():\n    w.mul_(2)\n    raise RuntimeError('in helper')\n"},
    "importlib_import_of_a_broken_module": {
        "prog.py": "import importlib\nimport torch\nimportlib.import_module('helper')\n",
        "helper.py": "x = (\n"},
    "the_programs_own_excepthook": {"prog.py": OWN_HOOK},
    "the_programs_own_excepthook_failing": {
        "prog.py": OWN_HOOK.replace("print('own hook:', kind.__name__, value, file=sys.stderr)",
                                    "raise OSError('the hook broke')")},
    "symlinked_script": {"real/prog.py": SYMLINKED, "prog.py": "->real/prog.py"},
    "module_with_dash_m": {"pkg/__init__.py": "",
                           "pkg/prog.py": "def f():\n    raise ValueError('m')\n\n\nf()\n"},
    "module_with_dash_m_that_does_not_compile": {"pkg/__init__.py": "", "pkg/prog.py": "x = (\n"},
    "missing_module_with_dash_m": {},
}


@pytest.mark.parametrize("name", TRACEBACK_PROGRAMS)
def test_an_uncaught_error_prints_what_python_prints(tmp_path, name):
    """``autograd-lint run prog.py`` prints the program's uncaught error as ``python prog.py``
    does, byte for byte: no frame of the runner (its exec, its import hook, runpy) or of the
    checker's wrappers, the import system's frames where python shows them, the program's own
    sys.excepthook; ``__file__`` and ``sys.path[0]`` of a symlinked script as python sets them;
    ``-m`` as ``python -m``. The report itself goes to stdout."""
    import subprocess
    import sys

    for path, text in TRACEBACK_PROGRAMS[name].items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        if text.startswith("->"):
            (tmp_path / path).symlink_to(text[2:])
        else:
            (tmp_path / path).write_text(text)
    target = ["-m", "pkg.prog"] if "dash_m" in name else ["prog.py"]
    if name.startswith("missing_module"):
        target = ["-m", "no_such_module"]
    python = subprocess.run([sys.executable, *target, "arg"], capture_output=True, text=True,
                            cwd=tmp_path, timeout=180)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    run = subprocess.run([sys.executable, "-m", "autograd_lint", "run", *target, "arg"],
                         capture_output=True, text=True, cwd=tmp_path, timeout=180,
                         env={**os.environ, "PYTHONPATH": root})
    assert python.returncode != 0
    assert run.stderr == python.stderr
    assert run.returncode == python.returncode
    assert run.stdout.startswith(python.stdout), (run.stdout, python.stdout)
    if name != "syntax_error_in_the_script":  # a script that does not compile never starts
        assert "autograd-lint run:" in run.stdout
