from torch import nn


class LevelGRU(nn.Module):
    def __init__(self, n_in, hidden, layers=1):
        super().__init__()
        self.rnn = nn.GRU(n_in, hidden, num_layers=layers, batch_first=True)
        self.readout = nn.Sequential(nn.Linear(hidden, hidden), nn.Tanh(), nn.Linear(hidden, 1))

    def forward(self, x, h=None):
        seq, h = self.rnn(x, h)
        return 6.0 + 3.0 * self.readout(seq), h
