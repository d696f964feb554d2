import torch
import torch.nn as nn


class Actor(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(),
                                 nn.Linear(hidden, hidden), nn.ReLU(),
                                 nn.Linear(hidden, act_dim), nn.Tanh())

    def forward(self, obs):
        return self.net(obs)


class QHead(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, h):
        return self.mlp(h)


class CriticEnsemble(nn.Module):
    """REDQ-style ensemble: a shared state-action encoder and N independent Q heads."""

    def __init__(self, obs_dim, act_dim, n_heads=6, hidden=64):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(obs_dim + act_dim, hidden), nn.ReLU())
        self.heads = [QHead(hidden) for _ in range(n_heads)]

    def forward(self, obs, act):
        h = self.encoder(torch.cat([obs, act], dim=-1))
        return torch.stack([head(h) for head in self.heads], dim=0)  # (N, B, 1)
