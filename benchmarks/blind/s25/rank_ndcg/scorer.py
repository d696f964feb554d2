from torch import nn


class DocumentScorer(nn.Module):
    """Pointwise scoring network applied to every (query, document) feature vector."""

    def __init__(self, n_features, width=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_features, width), nn.ReLU(),
                                 nn.Linear(width, width), nn.ReLU(), nn.Linear(width, 1))

    def forward(self, x):
        return self.net(x).squeeze(-1)
