"""`functools.partial(f, net=D, opt=opt_d, critic=D)` binds values when it is made: a partial
stored on `self` in `__init__` and called from another method runs `f` with `__init__`'s
objects, not with whatever those names mean where it is called. Blind set s37c (v09) built its
GAN updates that way; `critic` read at the call site was unknown, the loss looked graphless and
the analysis reported a false AGL018 (and would miss a fake not detached)."""
import textwrap

from autograd_lint import lint_source

GAN = '''
from functools import partial

import torch
import torch.nn as nn
import torch.nn.functional as F


def critic_loss(critic, real, fake):
    return F.softplus(-critic(real)).mean() + F.softplus(critic(fake)).mean()


def generator_loss(critic, fake):
    return F.softplus(-critic(fake)).mean()


def adversarial_update(*inputs, net, opt, loss_fn, critic):
    net.train()
    opt.zero_grad()
    loss = loss_fn(critic, *inputs)
    loss.backward()
    opt.step()
    return loss.item()


class Trainer:
    def __init__(self, G, D):
        self.G, self.D = G, D
        opt_g = torch.optim.Adam(G.parameters())
        opt_d = torch.optim.Adam(D.parameters())
        self.d_update = partial(adversarial_update, net=D, opt=opt_d, loss_fn=critic_loss, critic=D)
        self.g_update = partial(adversarial_update, net=G, opt=opt_g, loss_fn=generator_loss,
                                critic=D)

    def step(self):
        fake = self.G(torch.randn(4, 2))
        d = self.d_update(torch.randn(4, 2), FAKE)
        g = self.g_update(fake)
        return d, g


t = Trainer(nn.Linear(2, 2), nn.Linear(2, 1))
for _ in range(3):
    t.step()
'''


def _codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source), "gan.py")]


def test_a_partial_made_in_init_runs_with_the_objects_it_bound():
    assert _codes(GAN.replace("FAKE", "fake.detach()")) == []


def test_the_fake_not_detached_through_the_same_partial_is_reported():
    assert _codes(GAN.replace("FAKE", "fake")) == [(10, "AGL001")]
