"""A head container replaced after the optimizer was built over its heads' parameters, given
as `itertools.chain.from_iterable(h.parameters() for h in net.heads.values())` in a parameter
group: the optimizer owns the old heads (parts of the container swapped out), and never sees
the new ones (AGL019; session 45's blind set s45b, ml01). Built after the swap, or with the
new heads added by `add_param_group`: nothing to report."""
import textwrap

import pytest

from autograd_lint import lint_source

PROGRAM = '''
import itertools

import torch
from torch import nn


class HitNet(nn.Module):
    def __init__(self, tasks):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(6, 16), nn.ReLU())
        self.heads = nn.ModuleDict({t: nn.Linear(16, 1) for t in tasks})

    def set_tasks(self, tasks):
        self.heads = nn.ModuleDict({t: nn.Linear(16, 1) for t in tasks})
        return self

    def forward(self, x, task):
        return self.heads[task](self.trunk(x)).squeeze(-1)


def make_optimizer(net):
    return torch.optim.AdamW([
        {"params": net.trunk.parameters(), "lr": 1e-3},
        {"params": itertools.chain.from_iterable(h.parameters() for h in net.heads.values()),
         "lr": 1e-2},
    ])


def fit(athletes, batches):
    net = HitNet(["ref"])
    ORDER
    for x, y, name in batches:
        loss = nn.functional.binary_cross_entropy_with_logits(net(x, name), y)
        opt.zero_grad()
        loss.backward()
        opt.step()


fit(["a", "b"], [(torch.randn(4, 6), torch.rand(4), "a")])
'''

BEFORE = "opt = make_optimizer(net)\n    net.set_tasks(athletes)"
AFTER = "net.set_tasks(athletes)\n    opt = make_optimizer(net)"


@pytest.mark.parametrize("order, expected", [(BEFORE, [("AGL019", 15)]), (AFTER, [])])
def test_heads_replaced_after_the_optimizer(order, expected):
    source = textwrap.dedent(PROGRAM).replace("ORDER", order)
    assert [(f.code, f.line) for f in lint_source(source, "hits.py")] == expected
