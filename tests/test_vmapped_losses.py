"""`vmap(per_example_loss, in_dims=(None, 0, 0))(params, x, y)` returns one loss per example:
backpropagated as it is, torch refuses it (AGL007); reduced first, it is one number."""
import pytest

from autograd_lint import lint_source

PROGRAM = """import torch
from torch.func import vmap


def init(width):
    return {"w": torch.randn(4, width).requires_grad_(), "v": torch.randn(width).requires_grad_()}


def apply(params, x):
    return torch.tanh(x @ params["w"]) @ params["v"]


def point_loss(params, x, y):
    return torch.nn.functional.huber_loss(apply(params, x), y)


def batch_loss(params, x, y):
    per_point = vmap(point_loss, in_dims=(None, 0, 0))(params, x, y)
    return {reduce}


params = init(8)
opt = torch.optim.SGD(params.values(), lr=0.1)
for xb, yb in zip(torch.randn(5, 16, 4), torch.randn(5, 16)):
    opt.zero_grad()
    loss = batch_loss(params, xb, yb)
    loss.backward()
    opt.step()
"""


def codes(reduce: str) -> list[str]:
    return [f.code for f in lint_source(PROGRAM.replace("{reduce}", reduce), "fit.py")]


def test_the_per_example_losses_backpropagated_unreduced():
    assert codes("per_point * 2.0") == ["AGL007"]


@pytest.mark.parametrize("reduce", ["per_point.mean()", "(per_point * 0.5).sum()"])
def test_the_per_example_losses_reduced(reduce):
    assert codes(reduce) == []
