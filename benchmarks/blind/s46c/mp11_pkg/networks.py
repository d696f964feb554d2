import torch
import torch.nn as nn


class SweepActor(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(), nn.Linear(hidden, act_dim), nn.Tanh())

    def forward(self, obs):
        return self.net(obs)


class EnsembleCritic(nn.Module):
    """Shared state-action encoder with an ensemble of linear Q read-outs."""

    def __init__(self, obs_dim, act_dim, n_heads=5, hidden=64):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(obs_dim + act_dim, hidden), nn.ReLU(),
                                     nn.Linear(hidden, hidden), nn.ReLU())
        self.heads = [nn.Linear(hidden, 1) for _ in range(n_heads)]
        self.n_heads = n_heads

    def forward(self, obs, act):
        z = self.encoder(torch.cat([obs, act], -1))
        return torch.cat([head(z) for head in self.heads], -1)

    def subset_min(self, obs, act, k=2):
        idx = torch.randperm(self.n_heads)[:k]
        return self(obs, act)[:, idx].min(-1).values
