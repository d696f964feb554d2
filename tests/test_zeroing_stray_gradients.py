"""A Lightning GAN whose generator loss is computed on `fake.detach()` (so it reaches nothing
of the generator: AGL018) and whose critic loss takes the undetached fake (AGL001): the
generator's `zero_grad()` at the top of the next step clears the critic's stray gradients, not
the generator's own, so it is no AGL014 (Kodylow/lightning-pytorch-gans' ProGAN, session 45's
last look): when a backward between the zeroing and the step is of a loss cut from the
optimizer's parameters, that loss is the step's own, and its cut is what to report."""
import textwrap

import pytest

from autograd_lint import lint_source

GAN = '''
import pytorch_lightning as pl
import torch
from torch import nn


class GAN(pl.LightningModule):
    def __init__(self):
        super().__init__()
        self.gen = nn.Sequential(nn.Linear(2, 8), nn.Tanh())
        self.critic = nn.Sequential(nn.Linear(8, 1))
        self.automatic_optimization = False

    def forward(self, z):
        return self.gen(z)

    def training_step(self, batch, batch_idx):
        real, _ = batch
        opt_gen, opt_critic = self.optimizers()
        opt_gen.zero_grad()
        fake = self(torch.randn(real.shape[0], 2))
        loss_gen = -torch.mean(self.critic(FAKE_G))
        loss_gen.backward()
        opt_gen.step()
        opt_critic.zero_grad()
        loss_critic = -(torch.mean(self.critic(real)) - torch.mean(self.critic(fake)))
        loss_critic.backward()
        opt_critic.step()

    def configure_optimizers(self):
        opt_gen = torch.optim.Adam(self.gen.parameters(), lr=1e-3)
        opt_critic = torch.optim.Adam(self.critic.parameters(), lr=1e-3)
        return [opt_gen, opt_critic]
'''


@pytest.mark.parametrize("fake, expected", [
    ("fake.detach()", [("AGL018", 23), ("AGL001", 26)]),
    ("fake", [("AGL001", 26)]),
])
def test_a_generator_zeroing_stray_gradients(fake, expected):
    source = textwrap.dedent(GAN).replace("FAKE_G", fake)
    assert [(f.code, f.line) for f in lint_source(source, "gan.py")] == expected


def test_a_zeroing_between_a_backward_and_its_step():
    source = textwrap.dedent(GAN).replace("FAKE_G", "fake").replace(
        "        opt_gen.zero_grad()\n        fake = self(", "        fake = self(").replace(
        "        loss_gen.backward()\n", "        loss_gen.backward()\n        opt_gen.zero_grad()\n")
    assert ("AGL014", 23) in [(f.code, f.line) for f in lint_source(source, "gan.py")]
