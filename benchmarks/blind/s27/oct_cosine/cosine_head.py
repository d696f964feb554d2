import torch.nn.functional as F
from torch import nn


class CosineClassifier(nn.Module):
    """Encoder + cosine-similarity head with a learned scale (as in normalised softmax)."""

    def __init__(self, n_in, n_classes, dim=32, scale=12.0):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(n_in, 64), nn.ReLU(), nn.Linear(64, dim))
        self.class_weight = nn.Parameter(0.1 * nn.init.orthogonal_(nn.Linear(dim, n_classes).weight))
        self.scale = scale

    def directions(self):
        return F.normalize(self.class_weight, dim=1)

    def forward(self, x, directions=None):
        if directions is None:
            directions = self.directions()
        return self.scale * F.normalize(self.encoder(x), dim=1) @ directions.T
