from torch import nn


class EmissionNet(nn.Module):
    """Bidirectional GRU over the depth series; one score per tag and depth sample."""

    def __init__(self, n_channels, n_tags, hidden=24):
        super().__init__()
        self.inp = nn.Linear(n_channels, hidden)
        self.gru = nn.GRU(hidden, hidden, batch_first=True, bidirectional=True)
        self.out = nn.Linear(2 * hidden, n_tags)

    def forward(self, x):
        h, _ = self.gru(self.inp(x).relu())
        return self.out(h)
