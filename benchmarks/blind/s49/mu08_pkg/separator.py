import torch
from torch import nn

from .blocks import DilatedBlock


class TickSeparator(nn.Module):
    def __init__(self, n_freq, n_src=2, channels=64, hidden=96, dilations=(1, 2, 4, 8)):
        super().__init__()
        self.n_src = n_src
        self.bottleneck = nn.Conv1d(n_freq, channels, 1)
        self.blocks = [DilatedBlock(channels, hidden, d) for d in dilations]
        self.masks = nn.Conv1d(channels, n_src * n_freq, 1)

    def forward(self, mix_mag):
        x = self.bottleneck(torch.log1p(mix_mag))
        for block in self.blocks:
            x = block(x)
        logits = self.masks(x).view(x.shape[0], self.n_src, mix_mag.shape[1], -1)
        return torch.softmax(logits, dim=1)
