import torch
import torch.nn as nn


class PowerPolicy(nn.Module):
    """Unsquashed output: the action bounds are enforced with inverting gradients instead of a tanh."""

    def __init__(self, obs_dim, act_dim, hidden=64):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.out = nn.Linear(hidden, act_dim)
        nn.init.constant_(self.out.bias, 0.5)

    def forward(self, obs):
        return self.out(self.body(obs))


class ComfortCritic(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(obs_dim + act_dim, hidden), nn.ReLU(),
                                 nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, obs, act):
        return self.net(torch.cat([obs, act], dim=-1))
