import torch
import torch.nn as nn


class Generator(nn.Module):
    def __init__(self, z_dim=8, x_dim=2, hidden=64):
        super().__init__()
        self.z_dim = z_dim
        self.net = nn.Sequential(nn.Linear(z_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(),
                                 nn.Linear(hidden, x_dim))

    def forward(self, z):
        return self.net(z)


class Discriminator(nn.Module):
    def __init__(self, x_dim=2, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(x_dim, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, hidden),
                                 nn.LeakyReLU(0.2), nn.Linear(hidden, 1))

    def forward(self, x):
        return self.net(x).squeeze(-1)


class GAN(nn.Module):
    def __init__(self, generator, discriminator, objective):
        super().__init__()
        self.generator = generator
        self.discriminator = discriminator
        self.objective = objective

    def compute_losses(self, real):
        z = torch.randn(real.size(0), self.generator.z_dim)
        fake = self.generator(z)
        d_real = self.discriminator(real)
        d_fake_for_d = self.discriminator(fake.detach())
        d_fake_for_g = self.discriminator(fake)
        return {
            "disc": self.objective.discriminator(d_real, d_fake_for_d),
            "gen": self.objective.generator(d_fake_for_g),
        }
