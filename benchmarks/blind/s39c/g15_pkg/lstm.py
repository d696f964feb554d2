import torch.nn as nn


class HumidityLSTM(nn.Module):
    """Predicts next-step relative humidity (scaled) from the current climate reading."""

    def __init__(self, n_feat=3, hidden=48, layers=2):
        super().__init__()
        self.rnn = nn.LSTM(n_feat, hidden, num_layers=layers)
        self.out = nn.Linear(hidden, 1)

    def forward(self, x, state=None):
        y, state = self.rnn(x, state)
        return self.out(y).squeeze(-1), state
