import torch.nn as nn


class TCResBlock(nn.Module):
    def __init__(self, channels, kernel=9):
        super().__init__()
        self.conv = nn.Conv1d(channels, channels, kernel, padding=kernel // 2, bias=False)
        self.bn = nn.BatchNorm1d(channels)
        self.act = nn.ReLU()

    def forward(self, x):
        return self.act(x + self.bn(self.conv(x)))


class KWSNet(nn.Module):
    def __init__(self, n_mels, channels, n_keywords, n_blocks=2):
        super().__init__()
        self.stem = nn.Conv1d(n_mels, channels, 3, padding=1)
        self.blocks = nn.Sequential(*[TCResBlock(channels) for _ in range(n_blocks)])
        self.head = nn.Linear(channels, n_keywords)

    def forward(self, mels):
        h = self.blocks(self.stem(mels))
        return self.head(h.mean(dim=-1))
