from torch import nn


class OxygenForecaster(nn.Module):
    def __init__(self, n_channels, horizon, hidden=32):
        super().__init__()
        self.encoder = nn.GRU(n_channels, hidden, batch_first=True)
        self.readout = nn.Sequential(
            nn.Linear(hidden, hidden), nn.Tanh(), nn.Linear(hidden, horizon))

    def forward(self, history):
        _, last = self.encoder(history)
        return 5.5 + self.readout(last[-1])
