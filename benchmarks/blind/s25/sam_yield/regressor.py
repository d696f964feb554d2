from torch import nn


class YieldNet(nn.Module):
    def __init__(self, n_features, width=64):
        super().__init__()
        self.layers = nn.Sequential(
            nn.Linear(n_features, width), nn.LayerNorm(width), nn.GELU(),
            nn.Linear(width, width), nn.GELU(),
            nn.Linear(width, 1),
        )

    def forward(self, x):
        return self.layers(x)
