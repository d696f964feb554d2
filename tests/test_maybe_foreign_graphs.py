"""AGL001 needs the foreign graph surely carried: fakes passed through a call the analysis does
not see into (`tuple(map(release, outputs))` with `release = operator.methodcaller("detach")`)
maybe lost it, and are not reported; the same fakes passed on as they are, are."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import operator

import torch
import torch.nn as nn

release = operator.methodcaller("detach")
gen = nn.Linear(4, 6)
critic = nn.Linear(6, 1)
opt_g = torch.optim.Adam(gen.parameters())
opt_c = torch.optim.Adam(critic.parameters())


def sample(n, frozen):
    outputs = (gen(torch.randn(n, 4)),)
    if frozen:
        return PASS_ON
    return outputs


for real in [torch.randn(8, 6)]:
    (fake,) = sample(8, frozen=True)
    opt_c.zero_grad()
    loss_c = critic(real).mean() - critic(fake).mean()
    loss_c.backward()
    opt_c.step()
    (fake,) = sample(8, frozen=False)
    opt_g.zero_grad()
    loss_g = -critic(fake).mean()
    loss_g.backward()
    opt_g.step()
'''


def codes(pass_on: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM.replace("PASS_ON", pass_on))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_fakes_through_an_unseen_map_are_not_known_to_carry_the_graph():
    assert codes("tuple(map(release, outputs))") == []


def test_fakes_passed_on_as_they_are_are_reported():
    assert (24, "AGL001") in codes("outputs")
