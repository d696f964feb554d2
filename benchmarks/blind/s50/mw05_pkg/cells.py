"""Convolutional GRU cell."""
import torch
import torch.nn as nn


class ConvGRU(nn.Module):
    def __init__(self, in_ch, hid_ch):
        super().__init__()
        self.hid_ch = hid_ch
        self.zr = nn.Conv2d(in_ch + hid_ch, 2 * hid_ch, 3, padding=1)
        self.q = nn.Conv2d(in_ch + hid_ch, hid_ch, 3, padding=1)

    def forward(self, x, h):
        if h is None:
            h = torch.zeros(x.shape[0], self.hid_ch, x.shape[2], x.shape[3])
        z, r = torch.sigmoid(self.zr(torch.cat([x, h], 1))).split(self.hid_ch, 1)
        q = torch.tanh(self.q(torch.cat([x, r * h], 1)))
        return (1 - z) * h + z * q
