from torch import nn

from .registry import BACKBONES, HEADS


class MLPEncoder(nn.Module):
    def __init__(self, in_dim, width, depth):
        super().__init__()
        layers, d = [], in_dim
        for _ in range(depth):
            layers += [nn.Linear(d, width), nn.BatchNorm1d(width), nn.ReLU()]
            d = width
        self.net = nn.Sequential(*layers)
        self.out_dim = width

    def forward(self, x):
        return self.net(x)


@BACKBONES.register("mlp")
def mlp_encoder(in_dim=20, width=64, depth=3):
    return MLPEncoder(in_dim, width, depth)


@HEADS.register("projection")
def projection_head(in_dim, hidden=64, out_dim=32):
    return nn.Sequential(nn.Linear(in_dim, hidden), nn.ReLU(), nn.Linear(hidden, out_dim))
