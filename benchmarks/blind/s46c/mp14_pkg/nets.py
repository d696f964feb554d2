import torch
import torch.nn as nn


class TrimActor(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden=64):
        super().__init__()
        self.pi = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(),
                                nn.Linear(hidden, act_dim), nn.Tanh())

    def forward(self, obs):
        return self.pi(obs)


class GlideCritic(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden=64):
        super().__init__()
        self.q = nn.Sequential(nn.Linear(obs_dim + act_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden),
                               nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, obs, act):
        return self.q(torch.cat([obs, act], -1)).squeeze(-1)
