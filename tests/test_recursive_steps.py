"""A training loop written as a recursive function (one step per call, recursing until the
loader is exhausted) is followed one call deeper, as a loop body runs twice: a step that
meets the next call's gradients with no zeroing between is AGL004."""
from __future__ import annotations

import textwrap

from autograd_lint import lint_source

PROGRAM = """
import torch
from torch import nn


def descend(batches, model, optimizer, step=0):
    try:
        x, y = next(batches)
    except StopIteration:
        return step
    {zero}
    loss = nn.functional.mse_loss(model(x), y)
    loss.backward()
    optimizer.step()
    return descend(batches, model, optimizer, step + 1)


model = nn.Linear(4, 1)
optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
loader = [(torch.randn(8, 4), torch.randn(8, 1)) for _ in range(5)]
for epoch in range(3):
    optimizer.zero_grad()
    descend(iter(loader), model, optimizer)
"""


def codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source), "train.py")]


def test_a_recursive_loop_that_never_zeroes_accumulates():
    source = PROGRAM.replace("{zero}", "pass")
    line = source.splitlines().index("    optimizer.step()") + 1
    assert (line, "AGL004") in codes(source)


def test_a_recursive_loop_that_zeroes_each_call_is_silent():
    assert codes(PROGRAM.replace("{zero}", "optimizer.zero_grad()")) == []
