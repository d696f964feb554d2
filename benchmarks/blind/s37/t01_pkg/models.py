import torch
from torch import nn


def block(i, o):
    return nn.Sequential(nn.Linear(i, o), nn.LeakyReLU(0.2))


class Generator(nn.Module):
    def __init__(self, latent_dim, n_classes, n_features, hidden):
        super().__init__()
        self.embed = nn.Embedding(n_classes, latent_dim)
        self.net = nn.Sequential(block(2 * latent_dim, hidden), block(hidden, hidden),
                                 nn.Linear(hidden, n_features))

    def forward(self, z, y):
        return self.net(torch.cat([z, self.embed(y)], dim=1))


class Discriminator(nn.Module):
    def __init__(self, n_features, n_classes, hidden):
        super().__init__()
        self.embed = nn.Embedding(n_classes, n_features)
        self.net = nn.Sequential(block(2 * n_features, hidden), block(hidden, hidden),
                                 nn.Linear(hidden, 1))

    def forward(self, x, y):
        return self.net(torch.cat([x, self.embed(y)], dim=1)).squeeze(1)


def build(cfg):
    g = Generator(cfg.latent_dim, cfg.n_classes, cfg.n_features, cfg.hidden)
    d = Discriminator(cfg.n_features, cfg.n_classes, cfg.hidden)
    return g, d
