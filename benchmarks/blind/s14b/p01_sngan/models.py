import torch.nn as nn
from torch.nn.utils import spectral_norm


class Generator(nn.Module):
    def __init__(self, latent_dim, hidden, out_dim):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(latent_dim, hidden),
            nn.ReLU(),
            nn.Linear(hidden, hidden),
            nn.ReLU(),
            nn.Linear(hidden, out_dim),
        )

    def forward(self, z):
        return self.net(z)


class Discriminator(nn.Module):
    def __init__(self, in_dim, hidden):
        super().__init__()
        self.net = nn.Sequential(
            spectral_norm(nn.Linear(in_dim, hidden)),
            nn.LeakyReLU(0.2),
            spectral_norm(nn.Linear(hidden, hidden)),
            nn.LeakyReLU(0.2),
            spectral_norm(nn.Linear(hidden, 1)),
        )

    def forward(self, x):
        return self.net(x).squeeze(-1)


def build_models(cfg):
    netG = Generator(cfg.latent_dim, cfg.hidden, cfg.data_dim)
    netD = Discriminator(cfg.data_dim, cfg.hidden)
    return netG, netD
