"""``autograd-lint run``: end to end, in-process and in a subprocess."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap

import pytest

torch = pytest.importorskip("torch", reason="the runtime checker needs torch")

from runtime_harness import FIXTURES, ROOT, pytest_fixtures  # noqa: E402

from autograd_lint.runtime.runner import main, split_argv  # noqa: E402

fixture_runs, one_torch_thread = pytest_fixtures()
BAD_GAN = os.path.join(FIXTURES, "agl001", "bad_dcgan_script.py")
BAD_GAN_RUNS = os.path.join(FIXTURES, "agl001", "bad_gan_retain_graph.py")
GOOD_GAN = os.path.join(FIXTURES, "agl001", "good_dcgan_detach.py")


def run_json(capsys, *argv):
    code = main(["--format", "json", *argv])
    out, err = capsys.readouterr()
    return code, json.loads(out), err


def test_split_argv_keeps_program_arguments_apart():
    assert split_argv(["--format", "json", "s.py", "--format", "x"]) == (
        ["--format", "json"], "s.py", None, ["--format", "x"])
    assert split_argv(["--graph-dir=out", "-m", "pkg.mod", "-v"]) == (
        ["--graph-dir=out"], None, "pkg.mod", ["-v"])
    assert split_argv(["--light", "--", "-weird.py", "a"]) == (["--light"], "-weird.py", None, ["a"])


def test_bad_gan_is_confirmed_with_the_d_backward_line(capsys, tmp_path):
    code, data, err = run_json(capsys, "--graph-dir", str(tmp_path), BAD_GAN)
    assert code == 1 == data["program_exit_code"]  # the program's own failure comes first
    assert "Trying to backward through the graph a second time" in err  # printed like python
    assert "autograd-lint AGL001" in err  # ... with the note naming the lines
    (runtime,) = data["runtime_findings"]
    assert (runtime["code"], runtime["line"]) == ("AGL001", 40)
    assert {"line": 42, "note": "backward of the optD update"} in runtime["related"]
    assert runtime["graph"][0].endswith("AGL001_bad_dcgan_script_40.dot")
    statuses = {(f["code"], f["line"]): f["status"] for f in data["static_findings"]}
    assert statuses[("AGL001", 40)] == "confirmed"
    assert data["runtime_only"] == []
    assert os.path.exists(tmp_path / "AGL001_bad_dcgan_script_40.dot")


def test_findings_make_exit_code_1_and_clean_run_exits_0(capsys):
    code, data, err = run_json(capsys, BAD_GAN_RUNS)
    assert code == 1 and data["program_exit_code"] == 0 and data["runtime_findings"]
    code, data, err = run_json(capsys, GOOD_GAN)
    assert code == 0
    assert data["runtime_findings"] == [] and data["static_findings"] == []
    assert "[0] D=" in err  # the program's stdout went to stderr: stdout holds the JSON only


def test_text_report(capsys):
    code = main([BAD_GAN_RUNS])
    out, _ = capsys.readouterr()
    assert code == 1
    assert "runtime findings: 1" in out
    assert "bad_gan_retain_graph.py:33:23: AGL001" in out
    assert "[confirmed]" in out
    assert "runtime findings no static finding predicted: 0" in out


LOOP = """\
import sys
import torch

model = torch.nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
steps = int(sys.argv[1])


def train(n):
    opt.zero_grad()
    for _ in range(n):
        loss = model(torch.randn(4, 3)).sum()
        loss.backward()
        opt.step()


def never_called():
    opt.zero_grad()
    for _ in range(3):
        loss = model(torch.randn(4, 3)).sum()
        loss.backward()
        opt.step()


train(steps)
print("argv", sys.argv[1:], "name", __name__)
sys.exit(int(sys.argv[2]) if len(sys.argv) > 2 else 0)
"""


def _statuses(data):
    return {(f["code"], f["line"]): f["status"] for f in data["static_findings"]}


def test_confirmed_refuted_and_not_reached(capsys, tmp_path):
    script = tmp_path / "loop.py"
    script.write_text(LOOP)
    code, data, err = run_json(capsys, str(script), "3")
    assert "argv ['3'] name __main__" in err
    assert _statuses(data) == {("AGL004", 14): "confirmed", ("AGL004", 22): "not reached"}
    assert code == 1
    code, data, _ = run_json(capsys, str(script), "1")  # one step: the line ran, no accumulation
    assert _statuses(data) == {("AGL004", 14): "refuted", ("AGL004", 22): "not reached"}
    assert code == 0 and data["runtime_findings"] == []


def test_findings_the_runtime_cannot_see_here_are_not_checked(capsys, tmp_path):
    """A misspelt requires_grad sets a name torch never reads; `.to(device)` copies only on an
    accelerator: lines that ran are "not observable" there, never "refuted"."""
    script = tmp_path / "unseen.py"
    script.write_text(textwrap.dedent("""\
        import torch
        device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
        model = torch.nn.Linear(3, 1)
        for p in model.parameters():
            p.require_grad = False
        w = torch.zeros(3, 1, requires_grad=True).to(device)
        model.weight.requires_grad_(True)
        (w * 2).sum().backward()
        print(w.grad)
        """))
    code, data, _ = run_json(capsys, str(script))
    on_cpu = "not observable" if not torch.cuda.is_available() else "confirmed"
    assert _statuses(data) == {("AGL012", 5): "not observable", ("AGL020", 6): on_cpu}
    assert code == (0 if on_cpu == "not observable" else 1)


def test_program_exit_code_wins(capsys, tmp_path):
    script = tmp_path / "loop.py"
    script.write_text(LOOP)
    code, data, _ = run_json(capsys, str(script), "3", "7")
    assert code == 7 == data["program_exit_code"]


def test_runtime_only_findings_are_listed(capsys, tmp_path):
    script = tmp_path / "hidden.py"
    script.write_text(textwrap.dedent("""\
        import torch
        model = torch.nn.Linear(3, 1)
        opt = torch.optim.SGD(model.parameters(), lr=0.1)
        step = getattr(opt, "st" + "ep")
        for _ in range(3):
            model(torch.randn(4, 3)).sum().backward()
            step()
        """))
    code, data, _ = run_json(capsys, str(script))
    assert code == 1
    assert [(f["code"], f["line"]) for f in data["runtime_findings"]] == [("AGL004", 7)]
    confirmed = [f for f in data["static_findings"] if f["status"] == "confirmed"]
    assert len(data["runtime_only"]) + len(confirmed) >= 1
    for finding in data["runtime_only"]:
        assert finding["source"] == "runtime"


def test_module_mode_and_user_modules_are_probed(capsys, tmp_path, monkeypatch):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "trainer.py").write_text(textwrap.dedent("""\
        import torch

        def train():
            model = torch.nn.Linear(3, 1)
            opt = torch.optim.SGD(model.parameters(), lr=0.1)
            opt.zero_grad()
            for _ in range(3):
                model(torch.randn(4, 3)).sum().backward()
                opt.step()
        """))
    (package / "main.py").write_text("from pkg.trainer import train\ntrain()\n")
    monkeypatch.chdir(tmp_path)
    code, data, _ = run_json(capsys, "-m", "pkg.main")
    assert code == 1
    assert _statuses(data) == {("AGL004", 9): "confirmed"}
    assert data["static_findings"][0]["path"] == os.path.join("pkg", "trainer.py")
    assert "pkg.trainer" not in sys.modules or True
    sys.modules.pop("pkg.trainer", None)
    sys.modules.pop("pkg", None)


def test_the_lint_of_the_files_that_ran_is_cached_like_the_cli(capsys, tmp_path, monkeypatch):
    package = tmp_path / "proj"
    package.mkdir()
    (package / "model.py").write_text(textwrap.dedent("""\
        import torch

        def build():
            model = torch.nn.Linear(3, 1)
            return model, torch.optim.SGD(model.parameters(), lr=0.1)
        """))
    (package / "train.py").write_text(textwrap.dedent("""\
        import torch
        from model import build

        model, opt = build()
        opt.zero_grad()
        for _ in range(3):
            model(torch.randn(4, 3)).sum().backward()
            opt.step()
        """))
    monkeypatch.chdir(package)
    monkeypatch.syspath_prepend(str(package))
    code, fresh, _ = run_json(capsys, "--no-cache", "train.py")
    assert not (package / ".autograd_lint_cache").exists()
    sys.modules.pop("model", None)
    code, first, _ = run_json(capsys, "train.py")
    assert (package / ".autograd_lint_cache" / "CACHEDIR.TAG").exists()
    sys.modules.pop("model", None)
    code, second, _ = run_json(capsys, "train.py")
    sys.modules.pop("model", None)
    assert _statuses(fresh) == _statuses(first) == _statuses(second) == {("AGL004", 8): "confirmed"}
    assert fresh["static_findings"] == first["static_findings"] == second["static_findings"]


GENERATED = '''\
import importlib, os, torch
SOURCE = """import torch

def train_step(model, opt, x):
    loss = model(x).pow(2).mean()
    loss.backward()
    opt.step()
"""
with open(os.path.join(os.path.dirname(__file__), "generated.py"), "w") as f:
    f.write(SOURCE)
importlib.invalidate_caches()
import generated
model = torch.nn.Linear(4, 3)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(3):
    generated.train_step(model, opt, torch.randn(8, 4))
'''


def test_a_module_the_program_writes_then_imports_is_linted(capsys, tmp_path, monkeypatch):
    """The project's files are looked at once per run, except when one seen missing appears."""
    (tmp_path / "main.py").write_text(GENERATED)
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        code, data, _ = run_json(capsys, "--no-cache", "main.py")
    finally:
        sys.modules.pop("generated", None)
    assert _statuses(data) == {("AGL004", 6): "confirmed"}
    assert data["static_findings"][0]["path"].endswith("generated.py")


def test_usage_errors_exit_2(capsys):
    assert main([]) == 2
    assert main(["--format", "xml", "x.py"]) == 2
    assert main(["/no/such/script.py"]) == 2
    capsys.readouterr()


def test_subprocess_entry_points(tmp_path):
    env = dict(os.environ, OMP_NUM_THREADS="1",
               PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    cmd = [sys.executable, "-m", "autograd_lint.runtime.runner", "--format", "json", BAD_GAN_RUNS]
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=ROOT, timeout=300)
    assert proc.returncode == 1, proc.stderr
    data = json.loads(proc.stdout)
    assert [f["status"] for f in data["static_findings"]] == ["confirmed"]
    cli = shutil.which("autograd-lint")
    if cli is None:
        pytest.skip("autograd-lint console script not installed")
    proc = subprocess.run([cli, "run", GOOD_GAN], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "runtime findings: 0" in proc.stdout


# ---------------------------------------------------------------------- verdicts

GAN_STOPS = """\
import torch
import torch.nn as nn

gen, disc = nn.Linear(2, 2), nn.Linear(2, 1)
opt_g = torch.optim.SGD(gen.parameters(), lr=0.1)
opt_d = torch.optim.SGD(disc.parameters(), lr=0.1)
for step in range(2):
    fake = gen(torch.randn(4, 2))
    opt_d.zero_grad()
    out = disc(fake)
    if step == 0 and bool(torch.isfinite(out).all()):   # (true, but not known statically)
        raise RuntimeError("data loader died")
    out.mean().backward()
    opt_d.step()
"""


def test_a_true_finding_is_not_refuted_when_the_program_stopped_first(capsys, tmp_path):
    script = tmp_path / "gan_stops.py"
    script.write_text(GAN_STOPS)
    code, data, err = run_json(capsys, str(script))
    assert code == 1 and "data loader died" in err
    assert _statuses(data) == {("AGL001", 10): "not confirmed: the program stopped first"}


def test_a_non_zero_exit_is_a_stop_too(capsys, tmp_path):
    script = tmp_path / "loop.py"
    script.write_text(LOOP)
    code, data, _ = run_json(capsys, str(script), "1", "7")
    assert code == 7
    assert _statuses(data) == {("AGL004", 14): "not confirmed: the program stopped first",
                               ("AGL004", 22): "not reached"}


def test_light_mode_does_not_refute_what_it_does_not_watch(capsys):
    code, data, _ = run_json(capsys, "--light", BAD_GAN_RUNS)
    assert data["runtime_findings"] == []
    assert {f["status"] for f in data["static_findings"] if f["code"] == "AGL001"} == \
        {"not observable"}
    assert code == 0


COMPILED_FORWARD = """\
import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 3)

    def forward(self, x):
        h = torch.sigmoid(self.fc(x))
        h.mul_(2)
        return h.sum()


net = Net()
compiled = torch.compile(net, backend="eager")
compiled(torch.randn(2, 3)).backward()
"""


def test_findings_inside_compiled_code_are_not_checked(capsys, tmp_path):
    import torch._dynamo

    torch._dynamo.reset()
    script = tmp_path / "compiled_forward.py"
    script.write_text(COMPILED_FORWARD)
    code, data, _ = run_json(capsys, str(script))
    assert _statuses(data) == {("AGL006", 12): "not observable"}  # ran, inside the compiled forward
    # torch's error is still attributed, at the backward: the op's line ran compiled
    assert [(f["code"], f["line"]) for f in data["runtime_findings"]] == [("AGL006", 18)]
    assert code == 1
    torch._dynamo.reset()


def test_file_is_absolute_and_tracebacks_show_no_checker_frame(capsys, tmp_path, monkeypatch):
    script = tmp_path / "leaf.py"
    script.write_text(textwrap.dedent("""\
        import os
        import torch
        print("file", __file__, os.path.isabs(__file__))
        w = torch.zeros(3, requires_grad=True)
        w.add_(1)
        """))
    monkeypatch.chdir(tmp_path)
    code, data, err = run_json(capsys, "leaf.py")
    assert code == 1
    assert f"file {script} True" in err
    assert 'leaf.py", line 5, in <module>' in err
    assert "autograd_lint" not in err.split("Traceback", 1)[1].split("autograd-lint AGL")[0]


def test_json_on_stdout_survives_children_and_c_writes(tmp_path):
    script = tmp_path / "noisy.py"
    script.write_text(textwrap.dedent("""\
        import os, subprocess, sys
        import torch
        print("python print")
        os.write(1, b"raw write to fd 1\\n")
        subprocess.run([sys.executable, "-c", "print('from a child')"], check=True)
        torch.nn.Linear(2, 1)(torch.randn(1, 2)).sum().backward()
        """))
    env = dict(os.environ, OMP_NUM_THREADS="1",
               PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    cmd = [sys.executable, "-m", "autograd_lint.runtime.runner", "--format", "json", str(script)]
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["program_exit_code"] == 0
    for text in ("python print", "raw write to fd 1", "from a child"):
        assert text in proc.stderr


UNWATCHED = {
    # evaluate() in train mode: AGL009 watches eval-mode calls only
    "eval_in_train_mode.py": ("AGL009", """\
import torch
import torch.nn as nn


def evaluate(model, x):
    return model(x).argmax(1)


model = nn.Linear(4, 2)
print(evaluate(model, torch.randn(3, 4)))
"""),
    # two iterations: growth shows from the third backward on
    "two_iterations.py": ("AGL010", """\
import torch
import torch.nn as nn

model = nn.Linear(4, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
total = 0
for _ in range(2):
    opt.zero_grad()
    loss = model(torch.randn(3, 4)).pow(2).mean()
    loss.backward()
    opt.step()
    total += loss
print(float(total))
"""),
    # no optimizer: a layer no optimizer owns is not a sign of anything
    "no_optimizer.py": ("AGL011", """\
import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = [nn.Linear(4, 4), nn.Linear(4, 1)]

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


net = Net()
net(torch.randn(2, 4)).sum().backward()
"""),
}


@pytest.mark.parametrize("name", sorted(UNWATCHED))
def test_a_line_that_ran_unwatched_is_not_checked_never_refuted(name, capsys, tmp_path):
    code_expected, source = UNWATCHED[name]
    script = tmp_path / name
    script.write_text(source)
    code, data, _ = run_json(capsys, str(script))
    statuses = {f["code"]: f["status"] for f in data["static_findings"]}
    assert statuses == {code_expected: "not observable"}, data["static_findings"]
    assert data["runtime_findings"] == [] and code == 0


USER_ERRORS = textwrap.dedent("""\
    import sys
    import torch
    import torch.nn as nn


    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.w = nn.Parameter(torch.randn(3, 4))

        def forward(self, x):
            return torch.matmul(x, self.w)


    class Boom(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x * 2

        @staticmethod
        def backward(ctx, grad):
            raise ValueError("user backward boom")


    def loss_fn(out, mode):
        if mode == "loss":
            raise ValueError("user loss boom")
        return out.sum()


    def main(mode):
        gen, disc = Net(), Net()  # two optimizers: the module-call wrapper is installed
        opt_g = torch.optim.SGD(gen.parameters(), lr=0.1)
        torch.optim.SGD(disc.parameters(), lr=0.1)
        for i in range(3):
            opt_g.zero_grad()
            x = torch.randn(2, 5 if mode == "matmul" and i == 2 else 3)
            out = gen(x)
            if mode == "backward" and i == 2:
                out = Boom.apply(out)
            loss_fn(out, mode).backward()
            opt_g.step()
            if mode == "keyword" and i == 2:
                torch.relu_(input=out.detach(), other=1)


    if __name__ == "__main__":
        main(sys.argv[1])
    """)
USER_ERROR_LINES = {  # the innermost user line of each traceback, and its exception
    "matmul": ("line 12, in forward", "RuntimeError: mat1 and mat2 shapes cannot be multiplied"),
    "loss": ("line 27, in loss_fn", "ValueError: user loss boom"),
    "backward": ("line 22, in backward", "ValueError: user backward boom"),
    "keyword": ("line 44, in main", "TypeError"),
}


def _no_checker_frame(text: str) -> None:
    frames = [line for line in text.splitlines() if line.lstrip().startswith("File ")]
    assert frames, text
    own = [line for line in frames if "autograd_lint" in line or "runpy" in line]
    assert not own, "\n".join(own)


@pytest.mark.parametrize("mode", sorted(USER_ERROR_LINES))
def test_user_errors_inside_wrapped_ops_show_no_checker_frame(capsys, tmp_path, monkeypatch, mode):
    """An error the user's code raises inside an op the checker wraps (a module call, a backward,
    an in-place function called with keywords torch rejects) or in a plain user function is
    printed as Python prints it: the checker's and the runner's frames are not in it."""
    script = tmp_path / "errors.py"
    script.write_text(USER_ERRORS)
    monkeypatch.chdir(tmp_path)
    code, data, err = run_json(capsys, "--no-static", "errors.py", mode)
    assert code == 1 == data["program_exit_code"]
    where, message = USER_ERROR_LINES[mode]
    traceback = err.split("Traceback (most recent call last):", 1)[1]
    assert f'File "{script}", {where}' in traceback, traceback
    assert message in traceback
    assert traceback.lstrip().startswith(f'File "{script}", line 48, in <module>'), traceback
    _no_checker_frame(traceback)
