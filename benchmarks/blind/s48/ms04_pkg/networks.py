import torch
from torch import nn

from .registry import NETWORKS


def mlp(sizes, act=nn.SiLU):
    layers = []
    for a, b in zip(sizes[:-1], sizes[1:]):
        layers += [nn.Linear(a, b), act()]
    return nn.Sequential(*layers[:-1])


@NETWORKS.register("pile_generator")
class PileGenerator(nn.Module):
    def __init__(self, *, latent=6, n_events=12, hidden=48):
        super().__init__()
        self.latent = latent
        self.body = mlp([latent, hidden, hidden, n_events])

    def forward(self, z):
        # sorted, non-negative log sizes: cumulative softplus increments from the smallest event
        steps = nn.functional.softplus(self.body(z))
        return torch.flip(torch.cumsum(steps, dim=1), dims=[1])


@NETWORKS.register("pile_discriminator")
class PileDiscriminator(nn.Module):
    def __init__(self, *, n_events=12, hidden=48):
        super().__init__()
        self.body = mlp([n_events, hidden, hidden, 1], act=lambda: nn.LeakyReLU(0.2))

    def forward(self, sizes):
        return self.body(sizes).squeeze(-1)
