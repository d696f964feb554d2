import torch.nn.functional as F
from torch import nn


class CausalBlock(nn.Module):
    def __init__(self, channels, kernel, dilation):
        super().__init__()
        self.pad = (kernel - 1) * dilation
        self.conv = nn.Conv1d(channels, channels, kernel, dilation=dilation)
        self.norm = nn.GroupNorm(4, channels)

    def forward(self, x):
        h = self.conv(F.pad(x, (self.pad, 0)))
        return x + F.gelu(self.norm(h))


class SpeedTCN(nn.Module):
    def __init__(self, in_channels, channels, kernel, dilations, horizon):
        super().__init__()
        self.inp = nn.Conv1d(in_channels, channels, 1)
        self.blocks = nn.Sequential(*[CausalBlock(channels, kernel, d) for d in dilations])
        self.out = nn.Linear(channels, horizon)

    def forward(self, x):
        h = self.blocks(self.inp(x))
        return self.out(h[:, :, -1])
