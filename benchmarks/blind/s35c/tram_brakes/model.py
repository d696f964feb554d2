from torch import nn


class WearModel(nn.Module):
    def __init__(self, n_in, width=48):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(n_in, width), nn.Tanh(),
            nn.Linear(width, width), nn.Tanh(),
            nn.Linear(width, 1),
        )

    def forward(self, x):
        return nn.functional.softplus(self.body(x))
