"""How a program ends under `autograd-lint run`, as under `python script.py`: non-daemon threads
are waited for and watched, atexit handlers see the program's module as `__main__` (script and
-m), a program that sets `sys.stdout = None` still gets its report, and one exit-code rule for
every way a program ends (its own non-zero status first, else 1 with findings)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

torch = pytest.importorskip("torch", reason="the runtime checker needs torch")

from runtime_harness import ROOT, pytest_fixtures  # noqa: E402

from autograd_lint.runtime.runner import main  # noqa: E402

fixture_runs, one_torch_thread = pytest_fixtures()

# accumulates: AGL004 at the step line (a finding in every program below)
LOOP = """\
import torch
w = torch.ones(2, requires_grad=True)
opt = torch.optim.SGD([w], lr=0.1)


def train():
    for _ in range(3):
        (w * 2).sum().backward()
        opt.step()  # L:step
"""


def _subprocess(tmp_path, *argv):
    env = dict(os.environ, OMP_NUM_THREADS="1",
               PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "autograd_lint.runtime.runner", "--no-static",
                           *argv], capture_output=True, text=True, env=env, cwd=tmp_path,
                          timeout=300)


def test_a_non_daemon_thread_is_waited_for_and_watched(capsys, tmp_path):
    script = tmp_path / "threaded.py"
    script.write_text(LOOP + textwrap.dedent("""\
        import threading
        import time


        def late():
            time.sleep(0.2)
            train()
            print("thread done")


        threading.Thread(target=late).start()
        """))
    code = main(["--format", "json", str(script)])
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert "thread done" in err  # (the program's stdout goes to stderr with --format json)
    assert [(f["code"], f["line"]) for f in data["runtime_findings"]] == [("AGL004", 9)]
    assert code == 1


def test_a_program_that_sets_stdout_to_none_gets_its_report(capsys, tmp_path):
    script = tmp_path / "quiet.py"
    script.write_text(LOOP + "train()\nimport sys\nsys.stdout = None\n")
    saved = sys.stdout
    try:
        code = main([str(script)])
    finally:
        sys.stdout = saved
    out, _ = capsys.readouterr()
    assert "runtime findings: 1" in out and "AGL004" in out
    assert code == 1


ATEXIT = LOOP + """\
import atexit
import sys


def bye():
    print("main is the program:", sys.modules["__main__"].__dict__.get("MARK"))


MARK = "program"
atexit.register(bye)
train()
"""


def test_atexit_handlers_see_the_programs_main_module(tmp_path):
    (tmp_path / "prog.py").write_text(ATEXIT)
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "prog.py").write_text(ATEXIT)
    for argv in (["prog.py"], ["-m", "pkg.prog"]):
        proc = _subprocess(tmp_path, *argv)
        assert "main is the program: program" in proc.stdout, proc.stdout + proc.stderr
        assert "AGL004" in proc.stdout and proc.returncode == 1


@pytest.mark.parametrize("end, status", [("sys.exit(0)", 1), ("sys.exit(3)", 3)])
def test_one_exit_code_rule_for_every_way_a_program_ends(capsys, tmp_path, end, status):
    """The program's own non-zero status wins; else findings make it 1."""
    script = tmp_path / "prog.py"
    script.write_text(LOOP + f"import sys\ntrain()\n{end}\n")
    assert main([str(script)]) == status
    assert "runtime findings: 1" in capsys.readouterr().out


def test_os_exit_follows_the_same_rule(tmp_path):
    """os._exit skips the interpreter's exit: the report is printed first, and its status is
    chosen as for sys.exit (0 with findings is 1; a failure's own status is kept)."""
    (tmp_path / "prog.py").write_text(LOOP + "import os\nimport sys\ntrain()\n"
                                      "os._exit(int(sys.argv[1]))\n")
    proc = _subprocess(tmp_path, "prog.py", "0")
    assert "runtime findings: 1" in proc.stdout, proc.stdout + proc.stderr
    assert proc.returncode == 1


def test_check_without_torch_says_what_to_install(monkeypatch):
    import autograd_lint.runtime as runtime

    monkeypatch.setitem(sys.modules, "torch", None)  # (import torch fails as if not installed)
    with pytest.raises(ModuleNotFoundError, match=r"pip install 'autograd-lint\[runtime\]'"):
        runtime.check()


def test_reports_give_paths_relative_to_the_working_directory_and_the_column(
        capsys, tmp_path, monkeypatch):
    import autograd_lint.runtime as runtime

    (tmp_path / "sub").mkdir()
    script = tmp_path / "sub" / "prog.py"
    script.write_text(LOOP.replace("        opt.step()  # L:step", "        x = 1;   opt.step()"))
    monkeypatch.chdir(tmp_path)
    main([os.path.join("sub", "prog.py")])
    out, _ = capsys.readouterr()
    assert f"{os.path.join('sub', 'prog.py')}:9:18: AGL004" in out  # `opt.step()` at column 18
    namespace = {"__name__": "prog"}
    with runtime.check() as report:
        exec(compile(script.read_text() + "train()\n", str(script), "exec"), namespace)
    (finding,) = report.findings
    assert finding.location() == f"{os.path.join('sub', 'prog.py')}:9:18"


HOGWILD = """\
import torch
import torch.multiprocessing as mp


def train(model):
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    for _ in range(3):
        loss = model(torch.randn(4, 3)).sum()
        loss.backward()
        opt.step()


if __name__ == "__main__":
    model = torch.nn.Linear(3, 1)
    model.share_memory()
    workers = [mp.get_context("fork").Process(target=train, args=(model,)) for _ in range(2)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
"""


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork start method only")
def test_findings_of_forked_workers_are_collected_and_their_lines_reached(capsys, tmp_path):
    """Hogwild-style training in forked mp.Process workers: their pitfall is reported (counted
    over both children), and the static finding on their line is confirmed, not 'not
    reached'."""
    script = tmp_path / "hogwild.py"
    script.write_text(HOGWILD)
    code = main(["--format", "json", str(script)])
    data = json.loads(capsys.readouterr().out)
    (finding,) = data["runtime_findings"]
    assert (finding["code"], finding["line"]) == ("AGL004", 10)
    assert finding["count"] == 4  # two steps that accumulated, in each of two children
    assert "seen in a forked child process" in finding["evidence"]
    assert {(f["code"], f["line"]): f["status"] for f in data["static_findings"]} == {
        ("AGL004", 10): "confirmed"}
    assert code == 1


def test_threads_that_ran_before_the_program_are_not_waited_for(capsys, tmp_path):
    """In-process callers (a test runner) may have threads of their own: only the program's are
    joined."""
    import threading

    release = threading.Event()
    caller_thread = threading.Thread(target=release.wait)
    caller_thread.start()
    try:
        script = tmp_path / "quick.py"
        script.write_text(LOOP + "train()\n")
        assert main([str(script)]) == 1
    finally:
        release.set()
        caller_thread.join()
    assert "runtime findings: 1" in capsys.readouterr().out


DATALOADER_WORKER = """\
import torch
from torch.utils.data import DataLoader, Dataset

encoder = torch.nn.Linear(4, 4)
encoder.eval()


class Features(Dataset):
    def __len__(self):
        return 4

    def __getitem__(self, i):
        return encoder(torch.randn(4)).sum().item()


if __name__ == "__main__":
    loader = DataLoader(Features(), batch_size=None, num_workers=1, multiprocessing_context="fork")
    print(sum(loader))
"""


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork start method only")
def test_a_dataloader_worker_running_a_model_is_watched(capsys, tmp_path):
    """The worker's eval-mode call with grad (AGL009, judged when the worker ends) reaches the
    parent's report."""
    script = tmp_path / "workers.py"
    script.write_text(DATALOADER_WORKER)
    main(["--format", "json", "--no-static", str(script)])
    data = json.loads(capsys.readouterr().out)
    assert [(f["code"], f["line"]) for f in data["runtime_findings"]] == [("AGL009", 13)]
