"""Auxiliary-loss plugins, looked up by name from the run's plugin list."""
import torch
import torch.nn.functional as F
from torch import nn


class CenterPull(nn.Module):
    """Center loss: pull each embedding towards a learned centre of its class."""

    def __init__(self, n_classes, dim, weight=0.01):
        super().__init__()
        self.centres = nn.Parameter(torch.zeros(n_classes, dim))
        self.weight = weight

    def forward(self, embedding, labels):
        return self.weight * ((embedding - self.centres[labels]) ** 2).sum(1).mean()


class AngularMargin(nn.Module):
    """Additive-margin softmax on unit-length embeddings and class directions."""

    def __init__(self, n_classes, dim, weight=0.5, margin=0.2, scale=10.0):
        super().__init__()
        self.directions = nn.Parameter(torch.randn(n_classes, dim) * 0.1)
        self.weight, self.margin, self.scale = weight, margin, scale

    def forward(self, embedding, labels):
        embedding.div_(embedding.norm(dim=1, keepdim=True) + 1e-6)
        cosine = embedding @ F.normalize(self.directions, dim=1).T
        cosine = cosine - self.margin * F.one_hot(labels, cosine.shape[1])
        return self.weight * F.cross_entropy(self.scale * cosine, labels)


PLUGINS = {"center": CenterPull, "angular": AngularMargin}


def load_plugins(entries, n_classes, dim):
    return nn.ModuleDict({name: PLUGINS[name](n_classes, dim, **options)
                          for name, options in entries})
