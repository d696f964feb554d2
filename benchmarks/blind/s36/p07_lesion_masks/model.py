import torch
from torch import nn


def double_conv(c_in, c_out):
    return nn.Sequential(
        nn.Conv2d(c_in, c_out, 3, padding=1), nn.BatchNorm2d(c_out), nn.ReLU(),
        nn.Conv2d(c_out, c_out, 3, padding=1), nn.BatchNorm2d(c_out), nn.ReLU(),
    )


class TinySegNet(nn.Module):
    def __init__(self, n_classes, width=16):
        super().__init__()
        self.enc = double_conv(1, width)
        self.down = nn.MaxPool2d(2)
        self.mid = double_conv(width, 2 * width)
        self.up = nn.ConvTranspose2d(2 * width, width, 2, stride=2)
        self.dec = double_conv(2 * width, width)
        self.head = nn.Conv2d(width, n_classes, 1)

    def forward(self, x):
        skip = self.enc(x)
        h = self.up(self.mid(self.down(skip)))
        return self.head(self.dec(torch.cat([h, skip], dim=1)))
