from torch import nn


class ResidualBlock(nn.Module):
    def __init__(self, width, dropout=0.0):
        super().__init__()
        self.norm = nn.LayerNorm(width)
        self.ff = nn.Sequential(nn.Linear(width, 2 * width), nn.GELU(), nn.Dropout(dropout),
                                nn.Linear(2 * width, width))

    def forward(self, x):
        return x + self.ff(self.norm(x))


class WaveSpeedNet(nn.Module):
    def __init__(self, n_in, width=64, depth=3):
        super().__init__()
        self.stem = nn.Linear(n_in, width)
        self.blocks = [ResidualBlock(width) for _ in range(depth)]
        self.head = nn.Sequential(nn.LayerNorm(width), nn.Linear(width, 1))

    def forward(self, x):
        h = self.stem(x)
        for block in self.blocks:
            h = block(h)
        return self.head(h)
