import torch
from torch import nn


class IceForecaster(nn.Module):
    def __init__(self, n_channels, hidden=32):
        super().__init__()
        self.inp = nn.Linear(n_channels, hidden)
        self.gru = nn.GRU(hidden, hidden, batch_first=True)
        self.out = nn.Linear(hidden + 1, 1)

    def forward(self, x):
        h, _ = self.gru(torch.relu(self.inp(x)))
        last_ice = x[:, -1, :1]
        # predict the change relative to the latest reading
        return (last_ice + self.out(torch.cat([h[:, -1], last_ice], 1))).squeeze(1)
