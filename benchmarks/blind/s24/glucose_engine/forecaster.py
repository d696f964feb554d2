from torch import nn


class GlucoseForecaster(nn.Module):
    def __init__(self, history=16, horizon=4, hidden=64):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(history, hidden), nn.SiLU(),
            nn.Linear(hidden, hidden), nn.SiLU(),
            nn.Linear(hidden, horizon),
        )
        self.skip = nn.Linear(history, horizon)

    def forward(self, x):
        return self.net(x) + self.skip(x)
