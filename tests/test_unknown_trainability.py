"""A network whose forward, followed, computes its output from nothing that carries a graph,
and that nothing shows to hold a parameter (botorch's cost models and test functions, a
custom op of buffers): whether its output needs grad is unknown, and rules that need it known
(AGL013's `.numpy()`, AGL009) stay silent. The same class given a registered parameter, or
handed to an optimizer, is known to build a graph."""
import textwrap

from autograd_lint import lint_source

COST = '''
import torch
import torch.nn as nn


def fidelity_weights(d):
    return torch.linspace(0.5, 1.0, d)


class CostModel(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.weights = fidelity_weights(d)
        EXTRA

    def forward(self, x):
        return 5.0 + x @ self.weights


cost_model = CostModel(3)
OPTIMIZER
cost_model.eval()
total = cost_model(torch.rand(4, 3)).sum()
print(total.numpy())
'''


def codes(extra: str = "pass", optimizer: str = "pass"):
    source = textwrap.dedent(COST).replace("EXTRA", extra).replace("OPTIMIZER", optimizer)
    return sorted(f.code for f in lint_source(source, "cost.py"))


def test_nothing_shows_a_graph():
    assert codes() == []


def test_a_registered_parameter_shows_one():
    assert codes("self.bias = nn.Parameter(torch.zeros(()))") == ["AGL009", "AGL013"]


def test_an_optimizer_over_it_shows_one():
    assert "AGL013" in codes(optimizer="opt = torch.optim.SGD(cost_model.parameters(), lr=0.1)")


BRANCHED = '''
import sys

import torch
import torch.nn as nn
from graphlib_ext import graph_op, make_weight


class Net(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.weight = make_weight(d, 2)

    def forward(self, x):
        return graph_op(x, self.weight)


model = Net(4) if len(sys.argv) > 1 else Net(8)
opt = torch.optim.Adam(model.parameters())
model.eval()
print(model(torch.rand(3, 4)).sum().item())
'''


def test_an_optimizer_over_either_of_two_networks_shows_one():
    """(the network is one of two built on branches; the optimizer holds that one's
    parameters, whichever it is)"""
    assert [f.code for f in lint_source(textwrap.dedent(BRANCHED), "net.py")] == ["AGL009"]
