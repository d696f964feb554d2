import torch
from torch import nn


class WaveGenerator(nn.Module):
    def __init__(self, n_cond, samples, latent=8, hidden=64):
        super().__init__()
        self.latent = latent
        self.net = nn.Sequential(nn.Linear(latent + n_cond, hidden), nn.LeakyReLU(0.2),
                                 nn.Linear(hidden, hidden), nn.LeakyReLU(0.2),
                                 nn.Linear(hidden, samples))

    def forward(self, z, cond):
        return self.net(torch.cat([z, cond], dim=1))


class WaveCritic(nn.Module):
    def __init__(self, n_cond, samples, hidden=64):
        super().__init__()
        self.features = nn.Sequential(nn.Conv1d(1, 8, 5, padding=2), nn.LeakyReLU(0.2),
                                      nn.Conv1d(8, 8, 5, stride=2, padding=2), nn.LeakyReLU(0.2))
        self.head = nn.Sequential(nn.Linear(8 * samples // 2 + n_cond, hidden),
                                  nn.LeakyReLU(0.2), nn.Linear(hidden, 1))

    def forward(self, eta, cond):
        f = self.features(eta[:, None, :]).flatten(1)
        return self.head(torch.cat([f, cond], dim=1)).squeeze(-1)
