"""A tensor handed to a network whose forward saves it for backward (`h / cap`, `h * w`): the
caller's tensor is the one saved, so the caller's in-place edit of it before the backward breaks
the gradient (AGL006), as it would had the op been written inline. An out-of-place update, or an
in-place edit after the backward, is fine."""
import textwrap

from autograd_lint import lint_source

ODE = '''
import torch
import torch.nn as nn


class Field(nn.Module):
    def __init__(self):
        super().__init__()
        self.cap_net = nn.Linear(3, 1)

    def forward(self, state, cond):
        cap = 1.0 + nn.functional.softplus(self.cap_net(cond))
        return state * (1 - state / cap)


def integrate(field, y0, cond, steps=4, dt=0.1):
    y = y0.clone()
    for _ in range(steps):
        slope = field(y, cond)
        UPDATE
    return y


field = Field()
opt = torch.optim.Adam(field.parameters())
for _ in range(3):
    end = integrate(field, torch.rand(8, 1), torch.randn(8, 3))
    loss = (end - 1).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
'''


def findings(update: str):
    source = textwrap.dedent(ODE).replace("UPDATE", update)
    return [(f.code, f.line, f.message) for f in lint_source(source, "ode.py")]


def test_in_place_step_on_the_state_the_field_saved():
    [(code, line, message)] = findings("y += dt * slope")
    assert (code, line) == ("AGL006", 20)
    assert "in-place edit of 'y'" in message and "'state * (1 - state / cap)' saved" in message


def test_out_of_place_step_is_fine():
    assert findings("y = y + dt * slope") == []


def test_a_field_that_saves_nothing_of_the_state_is_fine():
    source = textwrap.dedent(ODE).replace("UPDATE", "y += dt * slope").replace(
        "return state * (1 - state / cap)", "return cap - state")
    assert lint_source(source, "ode.py") == []


GCN = '''
import torch
import torch.nn as nn
import torch.nn.functional as F


class GraphConv(nn.Module):
    def __init__(self, d_in, d_out):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(d_in, d_out) * 0.1)

    def forward(self, x, adj):
        return adj @ (x @ self.weight)


class GCN(nn.Module):
    def __init__(self):
        super().__init__()
        self.convs = nn.ModuleList([GraphConv(8, 16), GraphConv(16, 3)])

    def forward(self, x, adj):
        for conv in self.convs:
            x = F.relu(conv(x, adj))
        return x


feats, adj = torch.randn(10, 8), torch.rand(10, 10)
net = GCN()
opt = torch.optim.Adam(net.parameters())
for epoch in range(3):
    opt.zero_grad()
    loss = net(feats, adj).pow(2).mean()
    loss.backward()
    opt.step()
'''


def test_a_parameter_rebound_after_a_layer_saved_it_hands_back_nothing():
    """`x` saved by the first layer, then rebound to its output: the caller's features are
    not the tensor the network ends with (no graph of one epoch carried into the next)."""
    assert lint_source(textwrap.dedent(GCN), "gcn.py") == []
