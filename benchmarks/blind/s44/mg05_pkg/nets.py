from torch import nn

from .registry import MODELS


@MODELS.register("rebound_mlp")
class ReboundNet(nn.Module):
    def __init__(self, in_dim=6, width=64, blocks=2):
        super().__init__()
        layers, prev = [], in_dim
        for _ in range(blocks):
            layers += [nn.Linear(prev, width), nn.BatchNorm1d(width), nn.ReLU()]
            prev = width
        self.features = nn.Sequential(*layers)
        self.regressor = nn.Linear(prev, 1)

    def forward(self, x):
        return self.regressor(self.features(x))
