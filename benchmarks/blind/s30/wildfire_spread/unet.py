import torch
from torch import nn


def block(c_in, c_out):
    return nn.Sequential(nn.Conv2d(c_in, c_out, 3, padding=1), nn.GroupNorm(4, c_out), nn.SiLU())


class SpreadNet(nn.Module):
    def __init__(self, in_channels, width=16):
        super().__init__()
        self.down1 = block(in_channels, width)
        self.down2 = nn.Sequential(nn.MaxPool2d(2), block(width, 2 * width))
        self.up = nn.Upsample(scale_factor=2, mode="nearest")
        self.fuse = block(3 * width, width)
        self.out = nn.Conv2d(width, 1, 1)

    def forward(self, x):
        a = self.down1(x)
        b = self.down2(a)
        return self.out(self.fuse(torch.cat([a, self.up(b)], dim=1)))
