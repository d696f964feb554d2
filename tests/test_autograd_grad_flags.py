"""`torch.autograd.grad(loss, fast, create_graph=not cfg.first_order)` with a config flag whose
default is known: first-order MAML frees the support loss's graph (retain_graph defaults to
create_graph), so a later backward through that loss (the first support loss kept as a
regulariser) is AGL005 (session 45's blind set s45b, ml06). `not` of a known flag is known;
second-order MAML (`first_order=False`) retains the graph: nothing to report."""
import textwrap

import pytest

from autograd_lint import lint_source

MAML = '''
import torch
import torch.nn.functional as F
from dataclasses import dataclass


@dataclass(frozen=True)
class Cfg:
    first_order: bool = True
    lr: float = 0.1


def adapt(weights, x, y, cfg):
    fast = list(weights)
    first = None
    for _ in range(3):
        loss = F.mse_loss(x @ fast[0] + fast[1], y)
        if first is None:
            first = loss
        grads = torch.autograd.grad(loss, fast, create_graph=CG)
        fast = [w - cfg.lr * g for w, g in zip(fast, grads)]
    return fast, first


def main(cfg=Cfg()):
    w = torch.randn(4, 1, requires_grad=True)
    b = torch.zeros(1, requires_grad=True)
    opt = torch.optim.Adam([w, b], lr=1e-3)
    for it in range(10):
        x, y = torch.randn(8, 4), torch.randn(8, 1)
        opt.zero_grad()
        fast, init = adapt([w, b], x, y, cfg)
        obj = F.mse_loss(x @ fast[0] + fast[1], y) + 0.1 * init
        obj.backward()
        opt.step()


'''


@pytest.mark.parametrize("create_graph, first_order, expected", [
    ("not cfg.first_order", "True", ["AGL005"]),
    ("False", "True", ["AGL005"]),
    ("not cfg.first_order", "False", []),
    ("cfg.first_order", "True", []),
    ("True", "True", []),
])
def test_a_graph_freed_by_autograd_grad(create_graph, first_order, expected):
    source = textwrap.dedent(MAML).replace("CG", create_graph).replace(
        "first_order: bool = True", f"first_order: bool = {first_order}")
    assert [f.code for f in lint_source(source, "maml.py")] == expected
