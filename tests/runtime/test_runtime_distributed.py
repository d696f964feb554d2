"""``autograd-lint run`` under torchrun: one report per rank, labelled; findings do not fail a
finished rank unless asked (``--fail-on``), so that torchrun does not restart a finished job."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

torch = pytest.importorskip("torch", reason="the runtime checker needs torch")

from runtime_harness import ROOT  # noqa: E402

from autograd_lint.runtime.runner import main, rank_path  # noqa: E402

DDP_SCRIPT = """\
import torch
import torch.distributed as dist
import torch.nn as nn
from torch.nn.parallel import DistributedDataParallel

dist.init_process_group("gloo")
torch.manual_seed(0)
model = DistributedDataParallel(nn.Linear(4, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(3):
    model(torch.randn(8, 4)).pow(2).mean().backward()
    opt.step()
print("rank", dist.get_rank(), "done", flush=True)
dist.destroy_process_group()
"""

LOOP = """\
import torch
model = torch.nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(3):
    model(torch.randn(4, 3)).sum().backward()
    opt.step()
"""


def test_rank_path():
    assert rank_path("out/report.json", None) == "out/report.json"
    assert rank_path("out/report.json", (1, 2)) == "out/report.rank1.json"
    assert rank_path("report", (0, 4)) == "report.rank0"


def test_fail_on_and_exit_zero(capsys, tmp_path, monkeypatch):
    script = tmp_path / "loop.py"
    script.write_text(LOOP)
    monkeypatch.delenv("RANK", raising=False)
    monkeypatch.delenv("WORLD_SIZE", raising=False)
    assert main(["--no-static", str(script)]) == 1  # a runtime finding fails by default
    assert main(["--no-static", "--exit-zero", str(script)]) == 0
    assert main(["--no-static", "--fail-on", "never", str(script)]) == 0
    assert main(["--no-static", "--fail-on", "confirmed", str(script)]) == 0  # nothing confirmed
    assert main(["--fail-on", "confirmed", str(script)]) == 1  # the static AGL004 is confirmed
    monkeypatch.setenv("RANK", "1")
    monkeypatch.setenv("WORLD_SIZE", "2")
    assert main(["--no-static", str(script)]) == 0  # a finished rank exits 0 under torchrun
    assert main(["--no-static", "--fail-on", "findings", str(script)]) == 1
    out = capsys.readouterr().out
    assert f"{script} [rank 1 of 2] finished" in out


def test_two_rank_gloo_job_writes_two_labelled_reports_and_exits_0(tmp_path):
    (tmp_path / "train_ddp.py").write_text(DDP_SCRIPT)
    env = dict(os.environ, OMP_NUM_THREADS="1",
               PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    for name in ("RANK", "WORLD_SIZE", "LOCAL_RANK", "MASTER_ADDR", "MASTER_PORT"):
        env.pop(name, None)
    cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc-per-node", "2",
           "-m", "autograd_lint.runtime.runner", "--format", "json", "-o", "report.json",
           "train_ddp.py"]
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    for rank in (0, 1):
        data = json.loads((tmp_path / f"report.rank{rank}.json").read_text())
        assert (data["rank"], data["world_size"], data["exit_code"]) == (rank, 2, 0)
        assert [(f["code"], f["line"]) for f in data["runtime_findings"]] == [("AGL004", 12)]
        assert data["program_exit_code"] == 0  # (the ranks' own prints interleave on stderr)
    assert not (tmp_path / "report.json").exists()
