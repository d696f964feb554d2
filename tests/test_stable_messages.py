"""Which network a message names, when two feed the same line, does not depend on the order a
set of graph nodes iterates in (memory layout, the checkout's path): the one whose output enters
the trained network's first call in the loss."""
import textwrap

from autograd_lint import lint_source

CYCLE = '''
import torch
import torch.nn as nn

g_ab, g_ba, critic = nn.Linear(4, 4), nn.Linear(4, 4), nn.Linear(4, 1)
opt_d = torch.optim.Adam(critic.parameters())
opt_g = torch.optim.Adam([*g_ab.parameters(), *g_ba.parameters()])


def critic_loss(net, real, fake):
    return net(fake).mean() - net(real).mean()


for _ in range(3):
    a, b = torch.randn(8, 4), torch.randn(8, 4)
    FIRST
    SECOND
    opt_d.zero_grad()
    (critic_loss(critic, b, fake_b) + critic_loss(critic, a, fake_a)).backward()
    opt_d.step()
    opt_g.zero_grad()
    (-critic(g_ab(a)).mean() - critic(g_ba(b)).mean()).backward()
    opt_g.step()
'''


def named(first: str, second: str) -> list[str]:
    source = textwrap.dedent(CYCLE).replace("FIRST", first).replace("SECOND", second)
    return [f.message.split(" reaches")[0] for f in lint_source(source, "cycle.py")]


def test_the_first_call_of_the_loss_names_it():
    assert named("fake_b = g_ab(a)", "fake_a = g_ba(b)") == ["'fake' from g_ab"]
    assert named("fake_b = g_ba(b)", "fake_a = g_ab(a)") == ["'fake' from g_ba"]
