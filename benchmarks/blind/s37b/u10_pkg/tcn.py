import torch.nn as nn

from .layers import TemporalBlock


class TCNForecaster(nn.Module):
    def __init__(self, in_channels, channels, kernel_size=3, dropout=0.1):
        super().__init__()
        self.blocks = []
        prev = in_channels
        for i, ch in enumerate(channels):
            self.blocks.append(TemporalBlock(prev, ch, kernel_size, dilation=2 ** i, dropout=dropout))
            prev = ch
        self.readout = nn.Conv1d(prev, in_channels, 1)

    def forward(self, x):
        for block in self.blocks:
            x = block(x)
        return self.readout(x)

    @property
    def receptive_field(self):
        k = self.blocks[0].conv1.kernel_size[0]
        return 1 + 2 * (k - 1) * sum(2 ** i for i in range(len(self.blocks)))
