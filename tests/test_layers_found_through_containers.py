"""A layer reached through a container is still that layer: `self.heads[name] = nn.Linear(...)`
then `return self.heads[name]` (a new per-task head, blind set s43 ma08), and the items of
`[m for m in self.hidden if isinstance(m, nn.Linear)]` (max-norm constraints, s43b mb10), are
linear layers, whose `bias` / `weight` assigned a plain tensor is AGL003. An item of a
Sequential not narrowed by such a test may be any of its layers (a ReLU has no weight): quiet."""
import textwrap

from autograd_lint import lint_source

HEADS = '''
import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.trunk = nn.Linear(4, 8)
        self.heads = nn.ModuleDict()

    def add_head(self, name, n):
        self.heads[name] = nn.Linear(8, n)
        return self.heads[name]

    def forward(self, x, name):
        return self.heads[name](self.trunk(x))


def init_prior(head, labels, n):
    head.bias = BIAS
    return head


net = Net()
for district in ["a", "b"]:
    y = torch.randint(0, 3, (16,))
    init_prior(net.add_head(district, 3), y, 3)
    opt = torch.optim.Adam(net.parameters())
'''

RENORM = '''
import torch
from torch import nn

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.hidden = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 8), nn.ReLU())
        self.logit = nn.Linear(8, 1)

    def forward(self, x):
        return self.logit(self.hidden(x))

    def linear_layers(self):
        return [m for m in self.hidden if isinstance(m, nn.Linear)]


def renorm_rows(layer, c):
    norms = layer.weight.norm(dim=1, keepdim=True)
    layer.weight = layer.weight * torch.clamp(c / (norms + 1e-8), max=1.0)


net = Net()
opt = torch.optim.SGD(net.parameters(), lr=0.1)
for _ in range(3):
    loss = net(torch.randn(8, 4)).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    for layer in LAYERS:
        renorm_rows(layer, 1.0)
'''


def codes(source: str) -> list[str]:
    return [f.code for f in lint_source(textwrap.dedent(source), "net.py")]


def test_a_head_returned_from_a_module_dict():
    assert codes(HEADS.replace("BIAS", "torch.log(torch.bincount(labels, minlength=n).float() + 1)")
                 ) == ["AGL003"]
    assert codes(HEADS.replace("BIAS", "nn.Parameter(torch.zeros(n))")) == []


def test_layers_picked_by_isinstance():
    assert codes(RENORM.replace("LAYERS", "net.linear_layers()")) == ["AGL003"]
    assert codes(RENORM.replace("LAYERS", "net.hidden")) == []
    fixed = RENORM.replace("LAYERS", "net.linear_layers()").replace(
        "    layer.weight = layer.weight * torch", "    with torch.no_grad():\n"
        "        layer.weight.mul_(torch")
    fixed = fixed.replace("max=1.0)\n", "max=1.0))\n", 1)
    assert codes(fixed) == []


def test_wrapping_in_a_parameter_is_unsafe_once_an_optimizer_owns_the_layer():
    # (a new nn.Parameter after `opt` was built is one `opt` never steps: the layer stops
    # training; before any optimizer, the wrap is what the program means)
    after = [f for f in lint_source(textwrap.dedent(RENORM.replace("LAYERS", "net.linear_layers()")),
                                    "net.py") if f.code == "AGL003"]
    assert after and after[0].fix is not None and not after[0].fix.safe
    before = [f for f in lint_source(textwrap.dedent(HEADS.replace(
        "BIAS", "torch.log(torch.bincount(labels, minlength=n).float() + 1)").replace(
        'for district in ["a", "b"]:', 'for district in ["a"]:')), "net.py")]
    assert before and before[0].fix is not None and before[0].fix.safe
