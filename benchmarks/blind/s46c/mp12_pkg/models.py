import math

import torch
import torch.nn as nn

from .layers import RunningNorm, orthogonal_init


class ShakePolicy(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden=64):
        super().__init__()
        self.norm = RunningNorm(obs_dim)
        self.body = orthogonal_init(nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(),
                                                  nn.Linear(hidden, hidden), nn.ReLU()), gain=math.sqrt(2))
        self.head = nn.Linear(hidden, 2 * act_dim)

    def forward(self, obs):
        mu, log_std = self.head(self.body(self.norm(obs))).chunk(2, -1)
        std = log_std.clamp(-5, 1).exp()
        u = mu + std * torch.randn_like(mu)
        a = torch.tanh(u)
        logp = torch.distributions.Normal(mu, std).log_prob(u).sum(-1) - torch.log1p(-a.pow(2) + 1e-6).sum(-1)
        return a, logp


class CriticEnsemble(nn.Module):
    def __init__(self, obs_dim, act_dim, n_members=2, hidden=64):
        super().__init__()
        self.members = nn.ModuleList(
            orthogonal_init(nn.Sequential(nn.Linear(obs_dim + act_dim, hidden), nn.ReLU(), nn.Linear(hidden, 1)))
            for _ in range(n_members))
        self.member_tags = [f"q{i}" for i in range(n_members)]

    def forward(self, obs, act):
        x = torch.cat([obs, act], -1)
        return torch.cat([m(x) for m in self.members], -1)
