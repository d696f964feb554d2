"""`x.nelement()`, `x.ndimension()`, `x.is_floating_point()` are Python numbers, as `numel()`
and `dim()` are: numpy given `x.nelement() / batch` is given no tensor (a reshape helper
computing a side length: a false AGL013 on GMvandeVen/continual-learning, session 43), while
numpy given the tensor itself still is."""
import textwrap

from autograd_lint import lint_source

RESHAPE = '''
import numpy as np
import torch
from torch import nn

class Reshape(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.channels = channels

    def forward(self, x):
        batch = x.size(0)
        side = int(np.sqrt(SIDE))
        return x.view(batch, self.channels, side, side)

net = nn.Sequential(nn.Linear(4, 16), Reshape(1), nn.Conv2d(1, 2, 3, padding=1))
opt = torch.optim.SGD(net.parameters(), lr=0.1)
for _ in range(2):
    loss = net(torch.randn(8, 4)).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
'''


def codes(side: str) -> list[str]:
    source = textwrap.dedent(RESHAPE).replace("SIDE", side)
    return [f.code for f in lint_source(source, "reshape.py")]


def test_element_counts_are_numbers():
    assert codes("x.nelement() / (batch * self.channels)") == []
    assert codes("x.numel() / (batch * self.channels)") == []
    assert codes("x.ndimension() * 4") == []


def test_the_tensor_itself_is_not():
    assert codes("x.abs().sum().detach() / batch") == []
    assert codes("x.abs().sum() / batch") == ["AGL013"]
