import torch
from torch import nn


class ChimeEnhancer(nn.Module):
    def __init__(self, n_freq, hidden=96):
        super().__init__()
        self.inp = nn.Linear(n_freq, hidden)
        self.rnn = nn.LSTM(hidden, hidden // 2, batch_first=True, bidirectional=True)
        self.out = nn.Linear(hidden, n_freq)

    def forward(self, mag):
        h = torch.relu(self.inp(torch.log1p(mag).transpose(1, 2)))
        h, _ = self.rnn(h)
        mask = torch.sigmoid(self.out(h)).transpose(1, 2)
        return mask.clamp(min=0.05) * mag


class MetricCritic(nn.Module):
    def __init__(self, width=8):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv2d(2, width, 3, padding=1), nn.LeakyReLU(0.2, inplace=True),
            nn.Conv2d(width, width, 3, stride=2, padding=1), nn.LeakyReLU(0.2, inplace=True),
        )
        self.score = nn.Linear(width, 1)

    def forward(self, mag, ref):
        x = torch.stack([torch.log1p(mag), torch.log1p(ref)], dim=1)
        return self.score(self.body(x).mean(dim=(2, 3))).squeeze(-1)
