import torch
import torch.nn as nn
from torch.distributions import Normal


def mlp(sizes, act=nn.Tanh):
    layers = []
    for i in range(len(sizes) - 1):
        layers.append(nn.Linear(sizes[i], sizes[i + 1]))
        if i < len(sizes) - 2:
            layers.append(act())
    return nn.Sequential(*layers)


class GaussianPolicy(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden):
        super().__init__()
        self.body = mlp([obs_dim, hidden, hidden])
        self.mu = nn.Linear(hidden, act_dim)
        self.log_std = nn.Parameter(torch.full((act_dim,), -0.5))

    def distribution(self, obs):
        h = torch.tanh(self.body(obs))
        return Normal(self.mu(h), self.log_std.exp())

    def act(self, obs):
        return self.distribution(obs).rsample()

    def forward(self, obs):
        return self.distribution(obs).mean


class Discriminator(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden):
        super().__init__()
        self.net = mlp([obs_dim + act_dim, hidden, hidden, 1], act=nn.LeakyReLU)

    def forward(self, obs, act):
        return self.net(torch.cat([obs, act], dim=-1)).squeeze(-1)
