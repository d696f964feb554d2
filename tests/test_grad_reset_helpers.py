"""A helper that resets gradients by assigning zeros (`p.grad = Variable(data.new()
.resize_as_(data).zero_())` under `if p.grad is not None`, `p.grad = torch.zeros_like(p)`)
zeroes them: no AGL004. One that assigns something else keeps what it assigns."""
import textwrap

from autograd_lint import lint_source

GAN = '''
import torch
from torch.autograd import Variable

W = Variable(torch.randn(3, 1) * 0.1, requires_grad=True)
b = Variable(torch.zeros(1), requires_grad=True)
params = [W, b]
solver = torch.optim.Adam(params, lr=1e-3)


def reset_grad():
    for p in params:
        if p.grad is not None:
            data = p.grad.data
            p.grad = RESET


for it in range(10):
    x = torch.randn(8, 3)
    loss = (x @ W + b).pow(2).mean()
    loss.backward()
    solver.step()
    reset_grad()
'''


def codes(reset: str) -> list[str]:
    source = textwrap.dedent(GAN).replace("RESET", reset)
    return [f.code for f in lint_source(source, "gan.py")]


def test_zeros_assigned_to_the_gradient_reset_it():
    assert codes("Variable(data.new().resize_as_(data).zero_())") == []
    assert codes("torch.zeros_like(data)") == []


def test_a_scaled_gradient_assigned_back_keeps_accumulating():
    assert codes("data * 0.5") == ["AGL004"]
