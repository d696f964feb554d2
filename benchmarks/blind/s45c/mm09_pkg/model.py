from torch import nn

from .range_log import COLUMNS


class HitModel(nn.Module):
    def __init__(self, width=32, depth=2):
        super().__init__()
        layers, d = [], len(COLUMNS)
        for _ in range(depth):
            layers += [nn.Linear(d, width), nn.ReLU()]
            d = width
        layers.append(nn.Linear(d, 1))
        self.net = nn.Sequential(*layers)

    def forward(self, x):
        return self.net(x).squeeze(-1)
