import torch
import torch.nn as nn


def mlp(inp, out, hidden=64):
    return nn.Sequential(nn.Linear(inp, hidden), nn.ELU(), nn.Linear(hidden, hidden), nn.ELU(), nn.Linear(hidden, out))


class WorldModel(nn.Module):
    """Predicts the next observation (as a residual) and the reward."""

    def __init__(self, obs_dim, act_dim):
        super().__init__()
        self.dynamics = mlp(obs_dim + act_dim, obs_dim)
        self.reward = mlp(obs_dim + act_dim, 1)

    def forward(self, obs, act):
        x = torch.cat([obs, act], dim=-1)
        return obs + self.dynamics(x), self.reward(x)


class Actor(nn.Module):
    def __init__(self, obs_dim, act_dim):
        super().__init__()
        self.net = nn.Sequential(mlp(obs_dim, act_dim), nn.Tanh())

    def forward(self, obs):
        return self.net(obs)


class Critic(nn.Module):
    def __init__(self, obs_dim):
        super().__init__()
        self.net = mlp(obs_dim, 1)

    def forward(self, obs):
        return self.net(obs)
