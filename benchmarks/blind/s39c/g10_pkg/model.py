import torch.nn as nn

from .layers import ConvBlock


class MorseNet(nn.Module):
    def __init__(self, n_classes=26, channels=(16, 32, 32), dilations=(1, 2, 4)):
        super().__init__()
        self.stem = nn.Conv1d(1, channels[0], 7, padding=3)
        self.blocks = []
        c_prev = channels[0]
        for c, d in zip(channels, dilations):
            self.blocks.append(ConvBlock(c_prev, c, dilation=d))
            c_prev = c
        self.pool = nn.AdaptiveMaxPool1d(8)
        self.fc = nn.Linear(c_prev * 8, n_classes)

    def forward(self, x):
        h = self.stem(x)
        for blk in self.blocks:
            h = blk(h)
        return self.fc(self.pool(h).flatten(1))
