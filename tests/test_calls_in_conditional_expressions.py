"""A project call in one side of a conditional expression runs on that path only:
`g_ref = self._reference_gradient() if len(self.memory) else None`, whose helper is the only
zeroing, leaves the gradients unzeroed on the path that skips it (A-GEM before its memory
fills: blind set s43, ma01, AGL004). Zeroed on both sides, nothing is reported."""
import textwrap

from autograd_lint import lint_source

AGEM = '''
import torch
import torch.nn as nn
import torch.nn.functional as F


class Learner:
    def __init__(self):
        self.net = nn.Linear(4, 3)
        self.opt = torch.optim.SGD(self.net.parameters(), lr=0.1)
        self.memory = []

    def _reference_gradient(self):
        mx, my = self.memory[0]
        self.opt.zero_grad()
        F.cross_entropy(self.net(mx), my).backward()
        g = torch.cat([p.grad.reshape(-1) for p in self.net.parameters()]).clone()
        self.opt.zero_grad()
        return g

    def observe(self, x, y):
        g_ref = self._reference_gradient() if len(self.memory) else OTHERWISE
        loss = F.cross_entropy(self.net(x), y)
        loss.backward()
        self.opt.step()
        self.memory.append((x, y))
        return g_ref


learner = Learner()
for _ in range(3):
    learner.observe(torch.randn(8, 4), torch.randint(0, 3, (8,)))
'''


def codes(otherwise: str) -> list[str]:
    return [f.code for f in lint_source(textwrap.dedent(AGEM).replace("OTHERWISE", otherwise),
                                        "agem.py")]


def test_a_zeroing_on_one_side_only():
    assert codes("None") == ["AGL004"]


def test_zeroed_on_both_sides():
    assert codes("self.opt.zero_grad()") == []
