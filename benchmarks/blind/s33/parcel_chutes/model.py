from torch import nn


class ChuteModel(nn.Module):
    def __init__(self, n_in, width=96):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(n_in, width), nn.ReLU(),
                                   nn.Linear(width, width), nn.ReLU())
        self.fill_time = nn.Linear(width, 1)
        self.jam = nn.Linear(width, 1)

    def forward(self, x):
        h = self.trunk(x)
        return self.fill_time(h).squeeze(-1), self.jam(h).squeeze(-1)
