"""AGL001's `.detach()` fix is safe only where the argument is the generator's output in the
discriminator's update alone. Inside a helper the generator's update also calls (`def D(X):
h = D_shared(X)`), detaching `X` would cut the generator's own training: the fix is unsafe."""
import textwrap

from autograd_lint import lint_source

GAN = '''
import torch
from torch import nn

G_ = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 6))
D_shared = nn.Sequential(nn.Linear(6, 8), nn.PReLU())
D_gan = nn.Sequential(nn.Linear(8, 1), nn.Sigmoid())
G_solver = torch.optim.Adam(G_.parameters(), lr=1e-3)
D_solver = torch.optim.Adam(list(D_shared.parameters()) + list(D_gan.parameters()), lr=1e-3)


def D(X):
    h = D_shared(X)
    return D_gan(h)


for it in range(5):
    real = torch.rand(8, 6)
    fake = G_(torch.randn(8, 4))
    D_loss = -torch.mean(torch.log(D(real) + 1e-8) + torch.log(1 - D(FAKE) + 1e-8))
    D_solver.zero_grad()
    D_loss.backward()
    D_solver.step()
    G_loss = -torch.mean(torch.log(D(G_(torch.randn(8, 4))) + 1e-8))
    G_solver.zero_grad()
    G_loss.backward()
    G_solver.step()
'''


def test_the_fix_inside_a_shared_helper_is_unsafe():
    found = [f for f in lint_source(textwrap.dedent(GAN).replace("FAKE", "fake"), "gan.py")]
    assert [(f.code, f.line) for f in found] == [("AGL001", 13)]
    assert found[0].fix is not None and not found[0].fix.safe
