"""A loss module returning the generator's and the discriminator's losses (`g_loss, d_loss =
criterion(fake, real, disc)`), whose forward the analysis does not follow to its end (a helper
too deep): the generator's loss may carry any input's graph, but the discriminator's, computed by
known ops from detached fakes, carries what those ops made, so its backward after the
generator's walks no freed graph (no AGL005). Backpropagating the generator's loss twice is
still reported."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch
import torch.nn as nn


def level7(x):
    return x.pow(2).mean()


def level6(x):
    return level7(x) + 0.0


def level5(x):
    return level6(x) + 0.0


def level4(x):
    return level5(x) + 0.0


def level3(x):
    return level4(x) + 0.0


def level2(x):
    return level3(x) * 1.0


def level1(x):
    return level2(x) - 0.0


class AdversarialLoss(nn.Module):
    def forward(self, fake, real, disc):
        g_loss = level1(fake) - disc(fake).mean()
        d_fake = disc(fake.detach())
        d_real = disc(real)
        d_loss = d_fake.mean() - d_real.mean()
        return g_loss, d_loss


gen = nn.Linear(4, 4)
disc = nn.Linear(4, 1)
criterion = AdversarialLoss()
opt_g = torch.optim.Adam(gen.parameters())
opt_d = torch.optim.Adam(disc.parameters())
for z, real in [(torch.randn(8, 4), torch.randn(8, 4))] * 3:
    fake = gen(z)
    g_loss, d_loss = criterion(fake, real, disc)
    opt_g.zero_grad()
    g_loss.backward()
    opt_g.step()
    opt_d.zero_grad()
    SECOND.backward()
    opt_d.step()
'''


def codes(second: str) -> list[str]:
    source = textwrap.dedent(PROGRAM.replace("SECOND", second))
    return [f.code for f in lint_source(source, "t.py")]


def test_the_discriminator_loss_of_detached_fakes_is_its_own_graph():
    assert "AGL005" not in codes("d_loss")


def test_the_generator_loss_twice_is_still_reported():
    assert "AGL005" in codes("g_loss")
