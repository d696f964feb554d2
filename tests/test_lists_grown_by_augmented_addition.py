"""`blocks += [ActNorm(d), Coupling(d)]` grows the list in place, as `blocks.extend(...)` and
`blocks.append(...)` do: the networks it then holds are known (a flow built that way is followed
through its layers), and a plain list on a module filled that way hides them (AGL011). Rebinding
the attribute to a registering container afterwards is still registration."""
import textwrap

from autograd_lint import lint_source

FLOW = '''
import torch
import torch.nn as nn


class Coupling(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.net = nn.Linear(dim // 2, dim)

    def forward(self, x):
        a, b = x.chunk(2, dim=1)
        log_s, t = self.net(a).chunk(2, dim=1)
        s = torch.tanh(log_s)
        SCALE
        return torch.cat([a, b * torch.exp(s) + t], 1), s.sum(1)


class Flow(nn.Module):
    def __init__(self, dim, depth):
        super().__init__()
        INIT
        for _ in range(depth):
            GROW
        AFTER

    def forward(self, x):
        log_det = torch.zeros(x.shape[0])
        for step in self.steps:
            x, ld = step(x)
            log_det = log_det + ld
        return x, log_det


flow = Flow(4, 3)
opt = torch.optim.Adam(flow.parameters(), lr=1e-3)
for _ in range(10):
    z, log_det = flow(torch.randn(16, 4))
    loss = (0.5 * z.pow(2).sum(1) - log_det).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
'''


def codes(init: str, grow: str, after: str = "pass", scale: str = "s = s * 0.5") -> list:
    source = textwrap.dedent(FLOW).replace("INIT", init).replace("GROW", grow) \
        .replace("AFTER", after).replace("SCALE", scale)
    return sorted((f.line, f.code) for f in lint_source(source, "flow.py"))


def test_a_plain_list_on_the_module_grown_by_addition_hides_its_networks():
    assert codes("self.steps = []", "self.steps += [Coupling(dim), nn.Identity()]") == \
        [(22, "AGL011")]


def test_grown_by_extend_too():
    assert codes("self.steps = []", "self.steps.extend([Coupling(dim), nn.Identity()])") == \
        [(22, "AGL011")]


def test_a_module_list_grown_by_addition_registers_them():
    assert codes("self.steps = nn.ModuleList()", "self.steps += [Coupling(dim)]") == []


def test_a_local_list_grown_then_registered_is_followed_through_its_layers():
    """(the layers are known: an in-place edit of a tensor tanh saved is found in them)"""
    assert codes("blocks = []", "blocks += [Coupling(dim)]",
                 "self.steps = nn.ModuleList(blocks)", scale="s *= 0.5") == [(15, "AGL006")]
