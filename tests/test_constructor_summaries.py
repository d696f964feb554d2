"""A network built again with the same plain arguments replays the summary of its first
construction (see autograd_lint/semantics/constructors.py): each replay is an object of its
own, with parts of its own, as if its __init__ had run; and a summary whose run read a module
setting that has changed since is not replayed."""
from __future__ import annotations

import textwrap

from autograd_lint import lint_source

PROGRAM = """
import torch
import torch.nn as nn

INPLACE = {first}


class Gated(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.proj = nn.Linear(width, width)
        self.gate = nn.Linear(width, width)
        if INPLACE:
            self.act = nn.ReLU(inplace=True)
        else:
            self.act = nn.ReLU()

    def forward(self, x):
        h = self.proj(x)
        mixed = h * torch.sigmoid(self.gate(x))
        return mixed + self.act(h)


a = Gated(8)
INPLACE = {second}
b = Gated(8)
opt = torch.optim.Adam(b.parameters(), lr=1e-3)
for x in [torch.randn(4, 8) for _ in range(3)]:
    loss = b(x).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
"""
ACT_LINE = 21  # `return mixed + self.act(h)`: an in-place ReLU of what `h * ...` saved


def codes(first: str, second: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM.replace("{first}", first).replace("{second}", second))
    assert source.splitlines()[ACT_LINE - 1].strip() == "return mixed + self.act(h)"
    return [(f.line, f.code) for f in lint_source(source, "gated.py")]


def test_the_second_network_has_its_own_in_place_activation():
    # (built like the first, from the summary of the first's construction)
    assert codes("True", "True") == [(ACT_LINE, "AGL006")]


def test_a_changed_module_setting_builds_the_second_network_anew():
    assert codes("False", "True") == [(ACT_LINE, "AGL006")]


def test_and_the_other_way_round():
    assert codes("True", "False") == []
