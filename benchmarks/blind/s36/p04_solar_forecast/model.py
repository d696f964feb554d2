from torch import nn


class PVForecaster(nn.Module):
    def __init__(self, n_in, hidden):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(n_in, hidden), nn.Tanh(),
            nn.Linear(hidden, hidden), nn.Tanh(),
            nn.Linear(hidden, 1), nn.Softplus(),
        )

    def forward(self, x):
        return self.net(x).squeeze(-1)
