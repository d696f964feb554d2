import torch
from torch import nn


class SensorAutoencoder(nn.Module):
    def __init__(self, sensors=24, latent=12):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(sensors, 64), nn.Tanh(), nn.Linear(64, latent))
        self.decoder = nn.Sequential(nn.Linear(latent, 64), nn.Tanh(), nn.Linear(64, sensors))

    def encode(self, observation):
        return self.encoder(observation)

    def forward(self, observation):
        return self.decoder(self.encode(observation))


class LatentDynamics(nn.Module):
    """z_{t+1} = z_t + f(z_t, u_t)"""

    def __init__(self, latent=12, controls=4, hidden=96):
        super().__init__()
        self.f = nn.Sequential(nn.Linear(latent + controls, hidden), nn.SiLU(), nn.Linear(hidden, hidden),
                               nn.SiLU(), nn.Linear(hidden, latent))

    def forward(self, z, u):
        return z + self.f(torch.cat([z, u], -1))
