from torch import nn


class AcidityNet(nn.Module):
    def __init__(self, n_in, width=48):
        super().__init__()
        self.trunk = nn.Sequential(
            nn.Linear(n_in, width), nn.Tanh(),
            nn.Linear(width, width), nn.Tanh(),
        )
        self.ph = nn.Linear(width, 1)
        self.ta = nn.Linear(width, 1)

    def forward(self, x):
        h = self.trunk(x)
        return self.ph(h).squeeze(-1), self.ta(h).squeeze(-1)
