"""`torch.round` (floor, ceil, trunc) has a zero gradient everywhere: a loss computed through
it trains nothing (AGL018, as `.round()` does). The straight-through estimator
`x + (torch.round(x) - x).detach()` keeps x's gradient and is silent."""
from __future__ import annotations

import textwrap

from autograd_lint import lint_source

PROGRAM = """
import torch
import torch.nn as nn
import torch.nn.functional as F

STEP = 0.5


def deliverable(rate):
    return {quantise}


model = nn.Sequential(nn.Linear(6, 16), nn.ReLU(), nn.Linear(16, 1))
optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)
for x, target in [(torch.randn(32, 6), torch.rand(32) * 10) for _ in range(4)]:
    optimizer.zero_grad()
    loss = F.smooth_l1_loss(deliverable(model(x).squeeze(-1)), target)
    loss.backward()
    optimizer.step()
"""


def codes(quantise: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM.replace("{quantise}", quantise))
    return [(f.line, f.code) for f in lint_source(source, "train.py")]


def test_a_loss_through_round_trains_nothing():
    assert codes("torch.round(rate.clamp(0, 20) / STEP) * STEP") == [(18, "AGL018")]


def test_a_loss_through_floor_trains_nothing():
    assert codes("torch.floor(rate / STEP) * STEP") == [(18, "AGL018")]


def test_the_straight_through_estimator_keeps_the_gradient():
    assert codes("rate + (torch.round(rate / STEP) * STEP - rate).detach()") == []
