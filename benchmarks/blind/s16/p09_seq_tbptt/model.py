import torch.nn as nn


class Forecaster(nn.Module):
    def __init__(self, in_dim=1, hidden=32, layers=2):
        super().__init__()
        self.encoder = nn.LSTM(in_dim, hidden, num_layers=layers, batch_first=True)
        self.next_value = nn.Linear(hidden, in_dim)
        self.smoothness = nn.Linear(hidden, 1)

    def forward(self, x, state=None):
        h, state = self.encoder(x, state)
        return h, state
