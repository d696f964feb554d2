import torch
import torch.nn.functional as F
from torch import nn


class TapGenerator(nn.Module):
    def __init__(self, latent, n_kinds, samples, width=128):
        super().__init__()
        self.n_kinds = n_kinds
        self.net = nn.Sequential(nn.Linear(latent + n_kinds, width), nn.LeakyReLU(0.2),
                                 nn.Linear(width, width), nn.LeakyReLU(0.2),
                                 nn.Linear(width, samples), nn.Tanh())

    def forward(self, z, kind):
        return self.net(torch.cat([z, F.one_hot(kind, self.n_kinds).float()], dim=1))


class TapDiscriminator(nn.Module):
    def __init__(self, n_kinds, samples, width=128):
        super().__init__()
        self.n_kinds = n_kinds
        self.net = nn.Sequential(nn.Linear(samples + n_kinds, width), nn.LeakyReLU(0.2),
                                 nn.Linear(width, width // 2), nn.LeakyReLU(0.2),
                                 nn.Linear(width // 2, 1))

    def forward(self, env, kind):
        return self.net(torch.cat([env, F.one_hot(kind, self.n_kinds).float()], dim=1)).squeeze(1)
