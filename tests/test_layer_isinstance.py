"""`isinstance(m, nn.Conv2d)` of a network whose class is known has a known truth: a weight
init applied with `net.apply(init)` writes the layers it tests for, not a custom layer's
garbage weight (AGL015 stays), unless it tests for that custom layer too."""
from __future__ import annotations

import textwrap

from autograd_lint import lint_source

PROGRAM = """
import torch
import torch.nn as nn
import torch.nn.functional as F


class MyLinear(nn.Module):
    def __init__(self, n_in, n_out):
        super().__init__()
        self.weight = nn.Parameter(torch.Tensor(n_out, n_in))
        self.bias = nn.Parameter(torch.zeros(n_out))

    def forward(self, x):
        return F.linear(x, self.weight, self.bias)


def weights_init(m):
    if isinstance(m, {tested}):
        nn.init.normal_(m.weight, 0.0, 0.02)


net = nn.Sequential(nn.Conv2d(1, 4, 3), nn.ReLU(), nn.Flatten(), MyLinear(4 * 6 * 6, 2))
net.apply(weights_init)
opt = torch.optim.SGD(net.parameters(), lr=1e-3)
for x in [torch.randn(5, 1, 8, 8) for _ in range(3)]:
    opt.zero_grad()
    loss = net(x).pow(2).mean()
    loss.backward()
    opt.step()
"""


def codes(tested: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM.replace("{tested}", tested))
    return [(f.line, f.code) for f in lint_source(source, "train.py")]


def test_an_init_of_the_convolutions_leaves_the_custom_layer_unwritten():
    assert codes("nn.Conv2d") == [(10, "AGL015")]


def test_an_init_of_the_custom_layer_writes_it():
    assert codes("(nn.Conv2d, MyLinear)") == []


def test_an_init_of_every_module_writes_it():
    assert codes("nn.Module") == []
