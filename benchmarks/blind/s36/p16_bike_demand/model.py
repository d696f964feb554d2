from torch import nn


class DemandNet(nn.Module):
    def __init__(self, n_in, hidden=64):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(n_in, hidden), nn.ReLU(),
                                  nn.Linear(hidden, hidden), nn.ReLU(),
                                  nn.Linear(hidden, 1), nn.Softplus())

    def forward(self, x):
        return self.body(x).squeeze(-1)
