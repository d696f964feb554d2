"""Flame forecaster: conv encoder -> ConvGRU -> residual intensity decoder."""
import torch
import torch.nn as nn

from .cells import ConvGRU


class FlickerNet(nn.Module):
    def __init__(self, hid=16):
        super().__init__()
        self.enc = nn.Sequential(nn.Conv2d(1, hid, 3, padding=1), nn.GELU())
        self.gru = ConvGRU(hid, hid)
        self.dec = nn.Conv2d(hid, 1, 3, padding=1)

    def forward(self, frame, hidden):
        hidden = self.gru(self.enc(frame), hidden)
        return torch.sigmoid(self.dec(hidden) + 4.0 * (frame - 0.5)), hidden
