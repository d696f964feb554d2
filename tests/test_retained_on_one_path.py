"""`retain_grad()` called on one path only (under a flag the analysis cannot decide) may keep the
non-leaf's `.grad`: reading it is not reported (AGL008). Never called, it is."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import sys

import torch
from torch import nn


class Gated(nn.Module):
    def __init__(self, keep):
        super().__init__()
        self.gate = nn.Linear(4, 4)
        self.head = nn.Linear(4, 1)
        self.keep = keep
        self.trace = {}

    def forward(self, x):
        gate = torch.sigmoid(self.gate(x))
        if self.keep and gate.requires_grad:
            RETAIN
        self.trace["gate"] = gate
        return self.head(x * gate)


model = Gated(keep="--keep" in sys.argv)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(3):
    loss = model(torch.randn(8, 4)).pow(2).mean()
    optimizer.zero_grad()
    loss.backward()
    gate = model.trace["gate"]
    print(gate.grad.abs().mean().item())
    optimizer.step()
'''


def codes(retain: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM.replace("RETAIN", retain))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_retained_under_a_flag():
    assert codes("gate.retain_grad()") == []


def test_never_retained():
    assert codes("pass") == [(31, "AGL008")]
