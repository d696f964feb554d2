from torch import nn

from .throws import SENSORS


class DartNet(nn.Module):
    def __init__(self, hidden=48, depth=2):
        super().__init__()
        blocks, d = [], len(SENSORS)
        for _ in range(depth):
            blocks += [nn.Linear(d, hidden), nn.SiLU()]
            d = hidden
        self.body = nn.Sequential(*blocks)
        self.out = nn.Linear(d, 2)

    def forward(self, x):
        return self.out(self.body(x))
