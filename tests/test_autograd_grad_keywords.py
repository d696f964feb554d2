"""`torch.autograd.grad(inputs=x, outputs=scores, ...)` spelt by keyword: the outputs are the
`outputs` keyword, whatever the order, not the first argument (WGAN-GP's gradient penalty over
`interpolated = real * beta + fake.detach() * (1 - beta); interpolated.requires_grad_(True)`
was taken for a backward of the interpolated images themselves, a false "anti-fix" AGL018 at
session 45's last look, Kodylow/lightning-pytorch-gans)."""
import textwrap

import pytest

from autograd_lint import lint_source

PENALTY = '''
import torch
from torch import nn

critic = nn.Sequential(nn.Linear(8, 16), nn.LeakyReLU(0.2), nn.Linear(16, 1))
gen = nn.Sequential(nn.Linear(2, 8), nn.Tanh())
opt_critic = torch.optim.Adam(critic.parameters(), lr=1e-4)


def gradient_penalty(real, fake):
    beta = torch.rand(real.shape[0], 1)
    interpolated = real * beta + fake.detach() * (1 - beta)
    interpolated.requires_grad_(True)
    scores = SCORES
    gradient = torch.autograd.grad(CALL, grad_outputs=torch.ones_like(scores),
                                   create_graph=True, retain_graph=True)[0]
    return ((gradient.norm(2, dim=1) - 1) ** 2).mean()


for _ in range(3):
    real, fake = torch.randn(4, 8), gen(torch.randn(4, 2))
    loss = critic(fake.detach()).mean() - critic(real).mean() + 10.0 * gradient_penalty(real, fake)
    opt_critic.zero_grad()
    loss.backward()
    opt_critic.step()
'''


@pytest.mark.parametrize("call", ["inputs=interpolated, outputs=scores",
                                  "outputs=scores, inputs=interpolated",
                                  "scores, interpolated"])
def test_a_gradient_penalty_by_keyword(call):
    source = textwrap.dedent(PENALTY).replace("CALL", call).replace("SCORES",
                                                                    "critic(interpolated)")
    assert [f.code for f in lint_source(source, "wgan.py")] == []
