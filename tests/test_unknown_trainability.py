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


SAMPLED = '''
import torch
import torch.nn as nn
from torch.quasirandom import SobolEngine

import landscapes


def draw_points(bounds, n):
    engine = SobolEngine(bounds.shape[-1], scramble=True)
    raw = engine.draw(n, dtype=bounds.dtype)
    return bounds[0] + (bounds[1] - bounds[0]) * raw


class Basin(nn.Module):
    def __init__(self, centre):
        super().__init__()
        self.register_buffer("centre", torch.tensor(centre))
        self.depth = landscapes.depth_for(centre)

    def forward(self, x):
        return self.depth * ((x - self.centre) ** 2).sum(-1)


class Landscape(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("bounds", torch.tensor([[0.0, 0.0], [1.0, 1.0]]))
        self.basin = Basin([0.3, 0.6])
        EXTRA

    def forward(self, x):
        return self.basin(x) + torch.cos(6.0 * x[..., 1])


problem = Landscape()
points = draw_points(problem.bounds, 8)
values = problem(points)
print(values.numpy())
'''


def test_inputs_an_unseen_call_made_show_no_graph():
    """(points drawn by a quasi-random engine and scaled by a helper: what the engine draws
    is not known, and a network of buffers and a part of unknown make, that nothing shows to
    hold a parameter, keeps it unknown)"""
    source = textwrap.dedent(SAMPLED).replace("EXTRA", "pass")
    assert [f.code for f in lint_source(source, "bo.py")] == []


def test_the_same_inputs_through_a_trained_layer_show_one():
    source = textwrap.dedent(SAMPLED).replace("EXTRA", "self.head = nn.Linear(2, 1)").replace(
        "return self.basin(x)", "return self.head(x).squeeze(-1) + self.basin(x)")
    assert [f.code for f in lint_source(source, "bo.py")] == ["AGL013"]
