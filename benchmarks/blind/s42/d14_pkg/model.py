"""FogNet: dilated weight-norm convolutions over the 12 hourly observations."""
import torch
import torch.nn as nn
from torch.func import functional_call

from .layers import wn_conv, wn_linear


class FogNet(nn.Module):
    def __init__(self, channels, width=32):
        super().__init__()
        self.inp = wn_conv(channels, width, 1)
        self.c1 = wn_conv(width, width, 3, dilation=1)
        self.c2 = wn_conv(width, width, 3, dilation=2)
        self.c3 = wn_conv(width, width, 3, dilation=4)
        self.head = wn_linear(width, 1)

    def forward(self, x):
        h = self.inp(x)
        for conv in (self.c1, self.c2, self.c3):
            h = h + torch.tanh(conv(h))
        return self.head(h[:, :, -1])


def make_apply(net):
    def apply(params, x):
        return functional_call(net, params, (x,))
    return apply
