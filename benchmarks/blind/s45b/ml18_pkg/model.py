from torch import nn


class TopNet(nn.Module):
    """Body shared by every luthier, a linear read-out adapted per luthier."""

    def __init__(self, n_features, width):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(n_features, width), nn.GELU(), nn.Linear(width, width), nn.GELU())
        self.head = nn.Linear(width, 1)

    def forward(self, x):
        return self.head(self.body(x))
