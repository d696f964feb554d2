"""A call of an `nn.Sequential` of project blocks runs each block's forward on what the block
before returned, so a pitfall inside a block's forward (an in-place activation of a tensor
that an op saved) is seen where the model is trained. A layer's `inplace=` may come from a
flag its builder was given."""
from __future__ import annotations

import textwrap

from autograd_lint import lint_source

PROGRAM = """
import torch
from torch import nn

_ACTIVATIONS = {"relu": nn.ReLU, "silu": nn.SiLU}


def activation(name, inplace=False):
    return _ACTIVATIONS[name](inplace=inplace)


class Gated(nn.Module):
    def __init__(self, width, act="relu", inplace=False):
        super().__init__()
        self.proj = nn.Linear(width, width)
        self.gate = nn.Linear(width, width)
        self.act = activation(act, inplace=inplace)

    def forward(self, x):
        h = self.proj(x)
        mixed = h * torch.sigmoid(self.gate(x))
        return x + mixed + self.act(h)


model = {model}
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for x in [torch.randn(16, 8) for _ in range(3)]:
    loss = model(x).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
"""
ACT_LINE = 22


def codes(model: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM.replace("{model}", model))
    assert "self.act(h)" in source.splitlines()[ACT_LINE - 1]
    return [(f.line, f.code) for f in lint_source(source, "train.py")]


def test_blocks_given_one_by_one_run_in_turn():
    assert codes('nn.Sequential(Gated(8, "relu", True), nn.Linear(8, 1))') == [
        (ACT_LINE, "AGL006")]


def test_blocks_of_a_comprehension_run_too():
    assert codes('nn.Sequential(*[Gated(8, "relu", True) for _ in range(3)])') == [
        (ACT_LINE, "AGL006")]


def test_out_of_place_activations_are_silent():
    assert codes('nn.Sequential(Gated(8, "relu", False), nn.Linear(8, 1))') == []
