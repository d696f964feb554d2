from torch import nn


class Residual(nn.Module):
    def __init__(self, width, dropout):
        super().__init__()
        self.f = nn.Sequential(nn.LayerNorm(width), nn.Linear(width, width), nn.ReLU(),
                               nn.Dropout(dropout), nn.Linear(width, width))

    def forward(self, h):
        return h + self.f(h)


class TensionNet(nn.Module):
    def __init__(self, n_in, width, blocks, dropout):
        super().__init__()
        self.stem = nn.Linear(n_in, width)
        self.trunk = nn.Sequential(*[Residual(width, dropout) for _ in range(blocks)])
        self.out = nn.Linear(width, 1)

    def forward(self, x):
        return self.out(self.trunk(self.stem(x))).squeeze(-1)
