"""`self.net.train(phase == "training")` where the caller named the phase: a comparison of
two known constants is known, so the network is in eval mode on the "test" phase, and a
forward there with grad on and no backward is an evaluation that builds a graph (AGL009)."""
import pytest

from autograd_lint import lint_source

TASK = """import torch
import torch.nn as nn


class Task:
    def __init__(self, net):
        self.net = net

    def test_step(self, batch):
        return torch.sigmoid(self.net(batch)).detach()

    def training_step(self, batch):
        return self.net(batch).pow(2).mean()

    def iterate(self, phase, loader):
        step = getattr(self, f"{phase}_step")
        self.net.train(phase == "training")
        for batch in loader:
            yield step(batch)

    def collect(self, outputs):
        return [o for o in outputs]


task = Task(nn.Linear(3, 1))
out = task.collect(task.iterate(PHASE, torch.randn(5, 4, 3)))
"""


@pytest.mark.parametrize("phase, expected", [('"test"', ["AGL009"]), ('"training"', [])])
def test_the_mode_a_phase_comparison_sets(phase, expected):
    source = TASK.replace("PHASE", phase)
    assert [f.code for f in lint_source(source, "task.py")] == expected
