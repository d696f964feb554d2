"""A sweep script runs its driver once per setting (`args.method = m; results[m] = run(args)`),
and each run meets new arguments: followed every time, a driver of a whole pipeline cost a
linted file tens of CPU seconds (GMvandeVen/continual-learning, session 43: 70 runs of
`main.run`, 13 files stopped by the time budget). Past MAX_HEAVY_RUNS costly runs in one entry,
a call of the same function is cut as a too-deep call is: what the runs before showed stays."""
import textwrap

import libcst as cst

from autograd_lint import lint_source
from autograd_lint.semantics import calls
from autograd_lint.semantics.model import SemanticModel

SWEEP = '''
import argparse
import torch
from torch import nn

def build(args):
    if args.model == "mlp":
        return nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
    return nn.Linear(4, 2)

def run(args):
    net = build(args)
    opt = torch.optim.SGD(net.parameters(), lr=args.lr)
    for _ in range(args.steps):
        loss = net(torch.randn(8, 4)).pow(2).mean()
        loss.backward()
        opt.step()
    return loss.item()

args = argparse.Namespace(model="mlp", lr=0.1, steps=3)
results = {}
SETTINGS
'''


def sweep(settings: int) -> str:
    lines = []
    for index in range(settings):
        lines += [f"args.lr = {index + 1} / 100", f"args.model = {'mlp' if index % 2 else 'lin'!r}",
                  f"results[{index}] = run(args)"]
    return textwrap.dedent(SWEEP).replace("SETTINGS", "\n".join(lines))


def runs_of(source: str, name: str, monkeypatch) -> int:
    monkeypatch.setattr(calls, "HEAVY_TICKS", 5)
    counted = []
    original = calls.Calls._call_function

    def counting(self, function, *args, **kwargs):
        if function.name.value == name:
            counted.append(function)
        return original(self, function, *args, **kwargs)

    monkeypatch.setattr(calls.Calls, "_call_function", counting)
    SemanticModel(cst.parse_module(source)).facts  # noqa: B018 (runs the file)
    return len(counted)


def test_a_driver_runs_at_most_the_cap(monkeypatch):
    assert runs_of(sweep(10), "run", monkeypatch) == calls.MAX_HEAVY_RUNS
    assert runs_of(sweep(3), "run", monkeypatch) == 3


def test_what_the_runs_showed_is_reported(monkeypatch):
    monkeypatch.setattr(calls, "HEAVY_TICKS", 5)
    found = [f.code for f in lint_source(sweep(10), "sweep.py")]
    assert found == ["AGL004"]


def test_cheap_functions_run_at_every_call(monkeypatch):
    # (`build` costs less than the threshold at its real value: each call is followed)
    source = sweep(10)
    counted = []
    original = calls.Calls._call_function

    def counting(self, function, *args, **kwargs):
        if function.name.value == "build":
            counted.append(function)
        return original(self, function, *args, **kwargs)

    monkeypatch.setattr(calls.Calls, "_call_function", counting)
    SemanticModel(cst.parse_module(source)).facts  # noqa: B018
    assert len(counted) >= 10
