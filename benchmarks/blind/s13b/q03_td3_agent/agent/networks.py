import torch
import torch.nn as nn


def mlp(in_dim, out_dim, hidden=64):
    return nn.Sequential(nn.Linear(in_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(),
                         nn.Linear(hidden, out_dim))


class Actor(nn.Module):
    def __init__(self, obs_dim, act_dim, max_action=1.0):
        super().__init__()
        self.net = mlp(obs_dim, act_dim)
        self.max_action = max_action

    def forward(self, obs):
        return self.max_action * torch.tanh(self.net(obs))


class TwinCritic(nn.Module):
    def __init__(self, obs_dim, act_dim):
        super().__init__()
        self.q1_net = mlp(obs_dim + act_dim, 1)
        self.q2_net = mlp(obs_dim + act_dim, 1)

    def forward(self, obs, act):
        sa = torch.cat([obs, act], dim=-1)
        return self.q1_net(sa), self.q2_net(sa)

    def q1(self, obs, act):
        return self.q1_net(torch.cat([obs, act], dim=-1))
