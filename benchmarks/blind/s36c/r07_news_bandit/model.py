import torch.nn as nn


class ClickNet(nn.Module):
    """Shared trunk with one click logit per article."""

    def __init__(self, n_features, n_articles, hidden=64):
        super().__init__()
        self.trunk = nn.Sequential(
            nn.Linear(n_features, hidden), nn.ReLU(),
            nn.Linear(hidden, hidden), nn.ReLU(),
        )
        self.heads = nn.Linear(hidden, n_articles)

    def forward(self, x):
        return self.heads(self.trunk(x))
