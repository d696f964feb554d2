"""Modules kept in a `typing.NamedTuple` attribute of a network are not registered (a
NamedTuple is a tuple): AGL011, with no fix (its fields are read by name). The same heads in
an `nn.ModuleDict` are registered."""
from __future__ import annotations

import textwrap

from autograd_lint import lint_source

PROGRAM = """
from typing import NamedTuple

import torch
from torch import nn


class Heads(NamedTuple):
    spf: nn.Module
    critical: nn.Module


class Net(nn.Module):
    def __init__(self, width=16):
        super().__init__()
        self.trunk = nn.Linear(4, width)
        {heads}

    def forward(self, x):
        h = self.trunk(x)
        return torch.cat([head(h) for head in {each}], dim=1)


model = Net()
opt = torch.optim.Adam(model.parameters())
x, y = torch.randn(8, 4), torch.randn(8, 2)
loss = nn.functional.mse_loss(model(x), y)
opt.zero_grad()
loss.backward()
opt.step()
"""


def lint(heads: str, each: str):
    source = textwrap.dedent(PROGRAM.replace("{heads}", heads).replace("{each}", each))
    return source, lint_source(source, "net.py")


def test_heads_in_a_named_tuple_are_not_registered():
    source, found = lint("self.heads = Heads(spf=nn.Linear(width, 1), "
                         "critical=nn.Linear(width, 1))", "self.heads")
    line = next(i for i, text in enumerate(source.splitlines(), 1) if "self.heads = " in text)
    assert [(f.line, f.code) for f in found] == [(line, "AGL011")]
    assert "NamedTuple" in found[0].message and found[0].fix is None


def test_heads_in_a_module_dict_are_registered():
    _, found = lint("self.heads = nn.ModuleDict(dict(spf=nn.Linear(width, 1), "
                    "critical=nn.Linear(width, 1)))", "self.heads.values()")
    assert found == []


def test_a_named_tuple_of_settings_is_no_container_of_modules():
    program = PROGRAM.replace("    spf: nn.Module\n    critical: nn.Module",
                              "    spf: float\n    critical: float")
    source = textwrap.dedent(program.replace(
        "{heads}", "self.heads = Heads(spf=0.5, critical=2.0)\n"
                   "        self.out = nn.ModuleList([nn.Linear(width, 1), nn.Linear(width, 1)])")
        .replace("{each}", "self.out"))
    assert lint_source(source, "net.py") == []
