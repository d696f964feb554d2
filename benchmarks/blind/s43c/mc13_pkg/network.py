import torch.nn as nn


class LeakEstimator(nn.Module):
    def __init__(self, n_in, hidden):
        super().__init__()
        self.inp = nn.Linear(n_in, hidden)
        self.rnn = nn.LSTM(hidden, hidden, batch_first=True)
        self.out = nn.Sequential(nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, x, state=None):
        h, state = self.rnn(self.inp(x), state)
        return self.out(h).squeeze(-1), state
