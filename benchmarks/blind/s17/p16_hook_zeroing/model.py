import torch.nn as nn


class Regressor(nn.Module):
    def __init__(self, in_dim, width=32):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(in_dim, width), nn.ELU(), nn.Linear(width, width),
                                 nn.ELU(), nn.Linear(width, 1))

    def forward(self, x):
        return self.net(x)
