import torch
import torch.nn as nn


def mlp(sizes, out_act=None):
    layers = [m for i in range(len(sizes) - 1) for m in (nn.Linear(sizes[i], sizes[i + 1]), nn.ReLU())][:-1]
    return nn.Sequential(*layers, *([out_act] if out_act is not None else []))


class WristActor(nn.Module):
    def __init__(self, obs_dim, act_dim, hidden=64):
        super().__init__()
        self.body = mlp([obs_dim, hidden, hidden, act_dim], out_act=nn.Tanh())

    def forward(self, obs):
        return self.body(obs)


class TwinCritic(nn.Module):
    """Two independent Q heads; returns a tuple (q1, q2)."""

    def __init__(self, obs_dim, act_dim, hidden=64):
        super().__init__()
        self.q1 = mlp([obs_dim + act_dim, hidden, hidden, 1])
        self.q2 = mlp([obs_dim + act_dim, hidden, hidden, 1])

    def forward(self, obs, act):
        x = torch.cat([obs, act], dim=-1)
        return self.q1(x), self.q2(x)
