"""A random generator (`torch.Generator().manual_seed(0)`, `torch.manual_seed(0)`) is a plain
object, not a tensor nothing is known of: weights drawn with it (`torch.empty(a, b).uniform_(-r,
r, generator=gen).requires_grad_()`) are leaves like any other, and what is computed from them
requires grad (blind set s44b, mh07: `pred.numpy()` of such a model, AGL013)."""
import textwrap

import pytest

from autograd_lint import lint_source

FIT = '''
import torch
import torch.nn.functional as F

gen = GEN


def init():
    w = torch.empty(3, 4).uniform_(-0.5, 0.5, generator=gen).requires_grad_()
    b = torch.zeros(4, requires_grad=True)
    return {"w": w, "b": b}


def forward(p, x):
    return (x @ p["w"] + p["b"]).sum(-1)


params = init()
opt = torch.optim.Adam(params.values(), lr=0.1)
for step in range(3):
    x, y = torch.randn(5, 3, generator=gen), torch.randn(5, generator=gen)
    pred = forward(params, x)
    loss = F.mse_loss(pred, y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(PRINTED)
'''


@pytest.mark.parametrize("gen", ["torch.Generator().manual_seed(0)", "torch.manual_seed(0)",
                                 "torch.Generator()"])
def test_weights_drawn_with_a_generator_are_leaves(gen):
    source = textwrap.dedent(FIT).replace("GEN", gen).replace("PRINTED", "pred.numpy()")
    assert [f.code for f in lint_source(source, "fit.py")] == ["AGL013"]


def test_detached_values_are_fine():
    source = textwrap.dedent(FIT).replace("GEN", "torch.Generator().manual_seed(0)").replace(
        "PRINTED", "pred.detach().numpy()")
    assert lint_source(source, "fit.py") == []
