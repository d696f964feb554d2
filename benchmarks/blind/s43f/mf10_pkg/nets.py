from torch import nn


class SauceNet(nn.Module):
    def __init__(self, n_in, width, dropout):
        super().__init__()
        self.width = width
        self.trunk = nn.Sequential(nn.Linear(n_in, width), nn.ReLU(), nn.Dropout(dropout),
                                   nn.Linear(width, width), nn.ReLU())
        self.head = nn.Linear(width, 1)

    def forward(self, x):
        return self.head(self.trunk(x)).squeeze(-1)


def build_head(kind, width):
    if kind == "linear":
        return nn.Linear(width, 1)
    if kind == "mlp":
        return nn.Sequential(nn.Linear(width, width // 2), nn.Tanh(), nn.Linear(width // 2, 1))
    raise ValueError(kind)
