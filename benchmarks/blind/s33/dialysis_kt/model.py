from torch import nn


class UreaRatioNet(nn.Module):
    def __init__(self, n_in, width=48):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_in, width), nn.ELU(),
                                 nn.Linear(width, width), nn.ELU(),
                                 nn.Linear(width, 1), nn.Sigmoid())

    def forward(self, x):
        return self.net(x).squeeze(-1)
