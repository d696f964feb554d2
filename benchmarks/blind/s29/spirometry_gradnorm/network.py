from torch import nn

from .loops import PATTERNS, POINTS


class SpiroNet(nn.Module):
    def __init__(self, width=64):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(POINTS + 1, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU())
        self.pattern_head = nn.Linear(width, len(PATTERNS))
        self.ratio_head = nn.Linear(width, 1)

    @property
    def shared_layer(self):
        return self.trunk[2]

    def forward(self, x):
        h = self.trunk(x)
        return self.pattern_head(h), self.ratio_head(h).squeeze(1)
