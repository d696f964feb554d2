import torch.nn as nn


class Generator(nn.Module):
    def __init__(self, z_dim, x_dim, width, **kwargs):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(z_dim, width), nn.ReLU(), nn.Linear(width, width),
                                 nn.ReLU(), nn.Linear(width, x_dim))

    def forward(self, z):
        return self.net(z)
