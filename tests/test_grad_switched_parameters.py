"""A parameter whose requires_grad is switched off (`w.requires_grad_(False)`, `w.requires_grad
= False`) may be written in place until it is switched back (botorch's relevance pursuit zeroes
part of a parameter it reads through a property): no AGL002 there. Without the switch, or after
switching it back, the write edits a leaf that requires grad."""
import textwrap

import pytest

from autograd_lint import lint_source

SPARSE = '''
import torch
import torch.nn as nn


class Sparse(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.raw = nn.Parameter(torch.ones(dim))

    @property
    def weights(self) -> nn.Parameter:
        return self.raw

    def forward(self, x):
        return x @ self.weights

    def drop(self, indices):
        BEFORE
        self.weights[indices] = 0.0
        AFTER


model = Sparse(4)
opt = torch.optim.Adam(model.parameters())
for step in range(4):
    opt.zero_grad()
    model(torch.randn(8, 4)).pow(2).mean().backward()
    opt.step()
    model.drop([step])
'''


def codes(before: str, after: str = "pass"):
    source = textwrap.dedent(SPARSE).replace("BEFORE", before).replace("AFTER", after)
    return [(f.code, f.line) for f in lint_source(source, "sparse.py")]


@pytest.mark.parametrize("before, after", [
    ("self.weights.requires_grad_(False)", "self.weights.requires_grad_(True)"),
    ("self.weights.requires_grad = False", "self.weights.requires_grad = True"),
    ("flag = self.weights.requires_grad; self.weights.requires_grad_(False)",
     "self.weights.requires_grad_(flag)"),
])
def test_a_write_while_the_parameter_requires_no_grad(before, after):
    assert codes(before, after) == []


@pytest.mark.parametrize("before", [
    "pass",
    "self.weights.requires_grad_(False); self.weights.requires_grad_(True)",
    "self.weights.requires_grad_(False); self.weights.requires_grad = bool(indices)",
])
def test_a_write_while_it_requires_grad_or_may(before):
    assert codes(before) == [("AGL002", 20)]
