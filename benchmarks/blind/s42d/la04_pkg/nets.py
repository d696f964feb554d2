import torch.nn as nn


def mlp(sizes, act=nn.ReLU):
    layers = []
    for a, b in zip(sizes[:-1], sizes[1:]):
        layers += [nn.Linear(a, b), act()]
    return nn.Sequential(*layers[:-1])


class TapModels(nn.Module):
    """Container so that the three parts can be saved together."""

    def __init__(self, n_in, feat=32):
        super().__init__()
        self.encoder = nn.Sequential(mlp([n_in, 64, feat]), nn.ReLU())
        self.regressor = mlp([feat, 32, 2])          # mean Cp, peak Cp
        self.critic = mlp([feat, 32, 1])             # wind tunnel (0) vs full scale (1)
