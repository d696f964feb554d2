import torch
from torch import nn

MODELS = {}


def register(cls):
    MODELS[cls.__name__] = cls
    return cls


@register
class BurstNet(nn.Module):
    """Shared burst encoder with one one-vs-rest head per effect."""

    def __init__(self, n_in, effects, hidden=64):
        super().__init__()
        self.hidden = hidden
        self.backbone = nn.Sequential(nn.Linear(n_in, hidden), nn.ReLU(),
                                      nn.Linear(hidden, hidden), nn.ReLU())
        self.heads = nn.ModuleDict({name: nn.Linear(hidden, 1) for name in effects})

    @property
    def effects(self):
        return tuple(self.heads.keys())

    def forward(self, x):
        z = self.backbone(x)
        return torch.cat([head(z) for head in self.heads.values()], dim=1)

    def freeze_backbone(self):
        self.backbone.requires_grad_(False)

    def add_effect(self, name):
        self.heads[name] = nn.Linear(self.hidden, 1)
