from torch import nn

from .registry import MODELS


@MODELS.register("map_generator")
class MapGenerator(nn.Module):
    def __init__(self, z_dim=16, out_dim=72, hidden=128):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(z_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(),
                                 nn.Linear(hidden, out_dim), nn.Softplus())

    def forward(self, z):
        return self.net(z)


@MODELS.register("map_critic")
class MapCritic(nn.Module):
    def __init__(self, in_dim=72, hidden=128):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(in_dim, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, hidden),
                                 nn.LeakyReLU(0.2), nn.Linear(hidden, 1))

    def forward(self, x):
        return self.net(x).squeeze(1)
