"""Uninitialized memory whose values nobody reads (AGL015): a dummy forward that only sizes
the next layer is quiet; as soon as a value of it is kept, returned or fed to a layer with
running statistics, it is reported."""
import pytest

from autograd_lint import lint_source

NET = """import numpy as np
import torch
import torch.nn as nn


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3)
{body}


net = Net()
"""


def agl015(body: str) -> list[int]:
    source = NET.format(body="\n".join("        " + line for line in body.splitlines()))
    return [f.line for f in lint_source(source, "net.py") if f.code == "AGL015"]


@pytest.mark.parametrize("body", [
    "out = self.conv(torch.FloatTensor(1, 3, 16, 16))\nself.width = out.view(1, -1).size(1)",
    "x = torch.Tensor(1, 3, 16, 16)\ny = self.conv(x)\nself.width = y.shape[1]\ndel x, y",
    "self.width = int(np.prod(self.conv(torch.Tensor(2, 3, 8, 8)).size()[1:]))",
    "probe = torch.FloatTensor(1, 3, 16, 16)\nself.width = (self.conv(probe) * 2).numel()",
])
def test_only_the_shape_of_what_it_makes_is_read(body):
    assert agl015(body) == []


@pytest.mark.parametrize("body", [
    "out = self.conv(torch.FloatTensor(1, 3, 16, 16))\nself.first = out",      # kept
    "out = self.conv(torch.FloatTensor(1, 3, 16, 16))\nprint(out.mean())",     # shown
    "out = self.conv(torch.FloatTensor(1, 3, 16, 16))\nself.scale = out.max().item()",
    "w = torch.Tensor(8, 3, 3, 3)\nself.conv.weight.data.copy_(w * 0.1)",          # copied
    "out = self.conv(torch.FloatTensor(1, 3, 16, 16))\nself.register_buffer('m', out)",
])
def test_a_value_of_it_read_is_reported(body):
    assert len(agl015(body)) == 1


def test_a_dummy_forward_through_batch_norm_fills_its_statistics_with_garbage():
    body = ("self.norm = nn.BatchNorm2d(8)\n"
            "out = self.norm(self.conv(torch.FloatTensor(2, 3, 16, 16)))\n"
            "self.width = out.flatten(1).size(1)")
    assert len(agl015(body)) == 1
